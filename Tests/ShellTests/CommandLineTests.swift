import Foundation
import TestSupport
import Testing

/// The command line's rough edges (issue 16): every argument counts, and `--recover` works
/// without a terminal.
@Suite struct CommandLineTests {
  /// A scratch folder for one test, removed after it.
  func scratch(_ name: String) -> String {
    let folder = NSTemporaryDirectory() + "layoutlab-cli-\(name)-\(getpid())"
    try? FileManager.default.removeItem(atPath: folder)
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  /// `layoutlab a.lab -c 'tree'` runs the script, then the command in the session it left.
  /// Before, the script was silently ignored and `tree` showed an empty root.
  @Test func scriptsRunBeforeTheCommand() throws {
    let binary = try #require(ShellTerminalTests.binary, "layoutlab is not built")
    let folder = scratch("order")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "add view card [.pin]\n".write(toFile: folder + "/a.lab", atomically: true, encoding: .utf8)
    let result = ChildProcess.run([binary, "--quiet", folder + "/a.lab", "-c", "tree"])
    #expect(result.status == 0)
    #expect(result.output.contains("└─ card  UIView  (0, 0, 393, 852)"), "\(result.output)")
  }

  /// `layoutlab View.swift` reads the file as Swift, as `load` does (before, it was run as a
  /// LayoutLab script and failed at its first line).
  @Test func aSwiftFileOnTheCommandLineIsReadAsSwift() throws {
    let binary = try #require(ShellTerminalTests.binary, "layoutlab is not built")
    let folder = scratch("swift")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "let box = UIView()\nbox.translatesAutoresizingMaskIntoConstraints = false\nview.addSubview(box)\n"
      .write(toFile: folder + "/View.swift", atomically: true, encoding: .utf8)
    let result = ChildProcess.run([binary, "--quiet", folder + "/View.swift", "-c", "tree"])
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("└─ box  UIView"), "\(result.output)")
    #expect(result.output.contains("loaded \(folder)/View.swift: 1 view added"), "\(result.output)")
  }

  /// `--recover` replays the journal before `-c` (no terminal needed), printing how many
  /// statements it recovered and none of their changes; without a journal it says so and
  /// exits 2.
  @Test func recoverWorksWithACommand() throws {
    let binary = try #require(ShellTerminalTests.binary, "layoutlab is not built")
    let state = scratch("recover")
    defer { try? FileManager.default.removeItem(atPath: state) }
    let missing = ChildProcess.run(["env", "XDG_STATE_HOME=\(state)", binary, "--recover", "-c", "tree"])
    #expect(missing.status == 2)
    try FileManager.default.createDirectory(atPath: state + "/layoutlab", withIntermediateDirectories: true)
    try "add view a [.pin]\n#---\nadd view b to a\n#---\n"
      .write(toFile: state + "/layoutlab/journal.lab", atomically: true, encoding: .utf8)
    let result = ChildProcess.run(["env", "XDG_STATE_HOME=\(state)", binary, "--recover", "-c", "tree"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("recovered 2 statements\n"), "\(result.output)")
    #expect(result.output.contains("   └─ b  UIView"), "\(result.output)")
  }

  /// `save` and `export` take bare paths with slashes, dots and dashes, as a shell does.
  @Test func barePathsWork() throws {
    let binary = try #require(ShellTerminalTests.binary, "layoutlab is not built")
    let folder = scratch("paths")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = ChildProcess.run([
      binary, "--quiet", "-c",
      "add view a [.pin]; save \(folder)/demo-1.lab; export json \(folder)/out.v2.json",
    ])
    #expect(result.status == 0)
    #expect(FileManager.default.fileExists(atPath: folder + "/demo-1.lab"))
    #expect(FileManager.default.fileExists(atPath: folder + "/out.v2.json"))
  }

  /// `--devices all` checks the scripts' expectations on every device (issue 15): a card
  /// pinned 16 from each side has the width screen − 32, so `expect card.width == 361` holds
  /// on the iPhone 15 alone (exit 1), and its x of 16 holds everywhere (exit 0).
  @Test func devicesAllFailsWhenADeviceDoes() throws {
    let binary = try #require(ShellTerminalTests.binary, "layoutlab is not built")
    let folder = NSTemporaryDirectory() + "layoutlab-cli-devices-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let layout =
      "device iphone15\nadd view card\n"
      + "card.leading == root.leading + 16\ncard.trailing == root.trailing - 16\n"
      + "card.top == root.top\ncard.height == 10\n"
    // 393 − 32 = 361 on the iPhone 15 only.
    try (layout + "expect card.width == 361\n").write(
      toFile: folder + "/fixed.lab", atomically: true, encoding: .utf8)
    // Its x is 16 on every device.
    try (layout + "expect card.x == 16\nexpect not ambiguous card\n").write(
      toFile: folder + "/relative.lab", atomically: true, encoding: .utf8)
    let fixed = ChildProcess.run([binary, "--quiet", "--no-color", "--devices", "all", folder + "/fixed.lab"])
    #expect(fixed.status == 1)
    #expect(fixed.output.contains("iphone15        ✓  1/1"), "\(fixed.output)")
    // 375 − 32 = 343 on the SE.
    #expect(fixed.output.contains("se              ✗  0/1"), "\(fixed.output)")
    let relative = ChildProcess.run([
      binary, "--quiet", "--no-color", "--devices", "all", folder + "/relative.lab",
    ])
    #expect(relative.status == 0, "\(relative.output)")
    #expect(ChildProcess.run([binary, "--devices", "some", folder + "/relative.lab"]).status == 2)
  }
}

/// The README's picture is what `scripts/readme-picture` draws now (the PNG export is
/// deterministic: the same script gives the same bytes).
@Suite struct ReadmePictureTests {
  @Test func theReadmePictureIsCurrent() throws {
    let binary = try #require(ShellTerminalTests.binary, "layoutlab is not built")
    let repository = ShellTerminalTests.repository.path
    let output = NSTemporaryDirectory() + "layoutlab-readme-\(getpid()).png"
    defer { unlink(output) }
    let result = ChildProcess.run([
      binary, "--quiet", repository + "/Examples/LoginForm.lab", "-c", "export png \(output) scale 2",
    ])
    #expect(result.status == 0)
    let drawn = try Data(contentsOf: URL(fileURLWithPath: output))
    let committed = try Data(contentsOf: URL(fileURLWithPath: repository + "/docs/LoginForm.png"))
    #expect(drawn == committed, "docs/LoginForm.png is out of date: run scripts/readme-picture")
  }
}

/// `import log` alone in the shell takes a pasted log up to an empty line (issue 14).
@Suite struct PastedLogTests {
  @Test func aPastedLogBecomesASession() throws {
    let session = "layoutlab-paste-\(getpid())"
    let state = NSTemporaryDirectory() + "layoutlab-paste-\(getpid())"
    defer {
      ShellTerminalTests.tmux(["kill-session", "-t", session])
      try? FileManager.default.removeItem(atPath: state)
    }
    try ShellTerminalTests.start(session, state: state, width: 160, height: 40)
    _ = ShellTerminalTests.screen(session) { $0.contains("layoutlab>") }
    let log = try String(
      contentsOfFile: ShellTerminalTests.repository.path + "/Tests/Fixtures/Logs/two-widths.log",
      encoding: .utf8)
    ShellTerminalTests.tmux(["send-keys", "-t", session, "import log", "Enter"])
    _ = ShellTerminalTests.screen(session) { $0.contains("paste the log") }
    // The report's own lines, without its blank ones (a blank line ends the paste).
    for line in log.split(separator: "\n")
    where line.contains("<NSLayoutConstraint") || line.contains("Will attempt") {
      ShellTerminalTests.tmux(["send-keys", "-t", session, "-l", String(line)])
      ShellTerminalTests.tmux(["send-keys", "-t", session, "Enter"])
    }
    ShellTerminalTests.tmux(["send-keys", "-t", session, "Enter"])
    let screen = ShellTerminalTests.screen(session) { $0.contains("LayoutLab broke:") }
    #expect(screen.contains("UIKit broke: view_b5e0.width == 40"), "\(screen)")
    #expect(screen.contains("LayoutLab broke: c2"), "\(screen)")
  }
}
