import Foundation
import TestSupport
import Testing

/// `draw` in a real terminal (tmux, 100 × 30): kitty's and iTerm2's image escapes when their
/// environment says so, read raw from the pane (`pipe-pane`, before tmux interprets them);
/// box drawing that fits the 30 rows where the terminal shows no images (tmux's own device
/// attributes list no sixel).
@Suite(.serialized) struct TerminalImageShellTests {
  /// Runs `draw --image` after a pinned view in a shell started with `environment`; returns
  /// the raw bytes the shell wrote and the screen.
  func drawImage(environment: String, name: String) throws -> (raw: String, screen: String) {
    let session = "layoutlab-image-\(name)-\(getpid())"
    let state = NSTemporaryDirectory() + "layoutlab-image-\(name)-\(getpid())"
    let raw = state + "/pane.raw"
    try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
    defer {
      ShellTerminalTests.tmux(["kill-session", "-t", session])
      try? FileManager.default.removeItem(atPath: state)
    }
    try ShellTerminalTests.start(
      session, state: state, width: 100,
      environment:
        "-u KITTY_WINDOW_ID -u TERM_PROGRAM -u LC_TERMINAL -u LAYOUTLAB_IMAGE_PROTOCOL \(environment)")
    _ = ShellTerminalTests.screen(session) { $0.contains("layoutlab>") }
    ShellTerminalTests.tmux(["pipe-pane", "-o", "-t", session, "cat >> \(raw)"])
    ShellTerminalTests.tmux([
      "send-keys", "-t", session, "add view card [.pin] { background = .systemTeal }", "Enter",
    ])
    ShellTerminalTests.tmux(["send-keys", "-t", session, "draw --image", "Enter"])
    var bytes = ""
    for _ in 0..<50 {
      bytes = (try? String(contentsOfFile: raw, encoding: .isoLatin1)) ?? ""
      if bytes.components(separatedBy: "layoutlab>").count >= 3 { break }
      Thread.sleep(forTimeInterval: 0.1)
    }
    let screen = ShellTerminalTests.tmux(["capture-pane", "-p", "-t", session])
    return (bytes, screen)
  }

  @Test func kittyGetsItsGraphicsProtocol() throws {
    let (raw, _) = try drawImage(environment: "KITTY_WINDOW_ID=1", name: "kitty")
    #expect(raw.contains("\u{1B}_Ga=T,f=100,r=28,"), "no kitty escape in \(raw.prefix(300))")
  }

  @Test func iTermGetsInlineImages() throws {
    let (raw, _) = try drawImage(environment: "TERM_PROGRAM=iTerm.app", name: "iterm")
    #expect(raw.contains("\u{1B}]1337;File=inline=1;"), "no iTerm2 escape in \(raw.prefix(300))")
  }

  /// Without an image protocol `draw --image` draws boxes, fitted to 30 − 2 rows: the
  /// drawing's top-left corner is still on the screen after it.
  @Test func elsewhereItDrawsBoxesThatFit() throws {
    let (raw, screen) = try drawImage(environment: "TERM=xterm-256color", name: "plain")
    #expect(!raw.contains("\u{1B}_G") && !raw.contains("1337;File"))
    #expect(screen.contains("┌card─root"), "the drawing's top scrolled away: \(screen)")
  }
}
