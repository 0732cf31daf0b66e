import Foundation
import TestSupport
import Testing

/// Drives the real `layoutlab` shell in a terminal (tmux): Tab completion, UTF-8 text,
/// Ctrl-C dropping a line or a history search, Ctrl-D leaving, and history surviving a restart.
@Suite(.serialized) struct ShellTerminalTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static var binary: String? {
    ["debug", "x86_64-unknown-linux-gnu/debug", "release"]
      .map { repository.appendingPathComponent(".build/\($0)/layoutlab").path }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  @discardableResult
  static func tmux(_ arguments: [String]) -> String {
    ChildProcess.run(["tmux"] + arguments).output
  }

  /// The screen, once `condition` holds (or after 8 seconds).
  static func screen(_ session: String, until condition: (String) -> Bool) -> String {
    var text = ""
    for _ in 0..<80 {
      text = tmux(["capture-pane", "-p", "-t", session])
      if condition(text) { return text }
      Thread.sleep(forTimeInterval: 0.1)
    }
    return text
  }

  /// Starts the shell in a detached tmux session of `width` × `height`, its state under
  /// `state`, with `environment` (`NAME=value …`, or `-u NAME` to unset) before the command.
  static func start(
    _ session: String, state: String, arguments: String = "", width: Int = 120, height: Int = 30,
    environment: String = ""
  ) throws {
    let binary = try #require(Self.binary, "layoutlab is not built")
    tmux([
      "new-session", "-d", "-s", session, "-x", "\(width)", "-y", "\(height)",
      "env \(environment) XDG_STATE_HOME=\(state) LANG=C.UTF-8 \(binary) \(arguments)",
    ])
  }

  @Test func theShellEditsCompletesAndRemembers() throws {
    let session = "layoutlab-test-\(getpid())"
    let state = NSTemporaryDirectory() + "layoutlab-shell-\(getpid())"
    try? FileManager.default.removeItem(atPath: state)
    defer {
      Self.tmux(["kill-session", "-t", session])
      try? FileManager.default.removeItem(atPath: state)
    }
    try Self.start(session, state: state)
    var text = Self.screen(session) { $0.contains("layoutlab>") }
    #expect(text.contains("layoutlab>"), "no prompt: \(text)")

    // Tab completes the kind after `add`.
    Self.tmux(["send-keys", "-t", session, "add lab", "Tab"])
    text = Self.screen(session) { $0.contains("add label") }
    #expect(text.contains("add label"), "no completion: \(text)")
    // `label` is also the start of `labelwidget`: Tab completes the common part, no space.
    Self.tmux(["send-keys", "-t", session, " greeting \"你好世界\"", "Enter"])

    // Ctrl-C drops the line being typed.
    Self.tmux(["send-keys", "-t", session, "add view junk", "C-c"])
    Self.tmux(["send-keys", "-t", session, "tree", "Enter"])
    text = Self.screen(session) { $0.contains("greeting  UILabel") }
    #expect(text.contains("greeting  UILabel '你好世界'"), "Chinese text lost: \(text)")
    #expect(!text.contains("junk  UIView"))

    // Ctrl-D on an empty line leaves.
    Self.tmux(["send-keys", "-t", session, "C-d"])
    for _ in 0..<50 where sessionExists(session) {
      Thread.sleep(forTimeInterval: 0.1)
    }
    #expect(!sessionExists(session), "the shell did not leave on Ctrl-D")

    // History survives the restart: Up brings back `tree`.
    try Self.start(session, state: state)
    _ = Self.screen(session) { $0.contains("layoutlab>") }
    Self.tmux(["send-keys", "-t", session, "Up"])
    text = Self.screen(session) { $0.contains("layoutlab> tree") }
    #expect(text.contains("layoutlab> tree"), "history lost: \(text)")

    // A killed terminal loses nothing: --recover replays the journal.
    Self.tmux(["send-keys", "-t", session, "C-u", "add view kept", "Enter"])
    _ = Self.screen(session) { $0.contains("+ kept") }
    Self.tmux(["kill-session", "-t", session])
    try Self.start(session, state: state, arguments: "--recover")
    _ = Self.screen(session) { $0.contains("layoutlab>") }
    Self.tmux(["send-keys", "-t", session, "tree", "Enter"])
    text = Self.screen(session) { $0.contains("kept  UIView") }
    #expect(
      text.contains("recovered 1 statements") || text.contains("recovered 1 statement"),
      "no recovery: \(text)")
    #expect(text.contains("kept  UIView"), "the journal lost a statement: \(text)")
  }

  /// A fresh shell in tmux for one test, with its own state folder; `body` gets the session's
  /// name, and the session and folder go when it returns.
  static func withShell(_ name: String, width: Int = 120, height: Int = 30, _ body: (String) throws -> Void)
    throws
  {
    let session = "layoutlab-\(name)-\(getpid())"
    let state = NSTemporaryDirectory() + "layoutlab-\(name)-\(getpid())"
    try? FileManager.default.removeItem(atPath: state)
    defer {
      tmux(["kill-session", "-t", session])
      try? FileManager.default.removeItem(atPath: state)
    }
    try start(session, state: state, width: width, height: height)
    _ = screen(session) { $0.contains("layoutlab>") }
    try body(session)
  }

  /// A `{` inside a string opens no block: the line runs at once. Before, the shell counted
  /// every `{` in the line and waited for a `}` that would never come.
  @Test func aBraceInAStringDoesNotHoldTheLine() throws {
    try Self.withShell("brace") { session in
      Self.tmux(["send-keys", "-t", session, "-l", #"add label l "{ a""#])
      Self.tmux(["send-keys", "-t", session, "Enter"])
      let text = Self.screen(session) { $0.contains("+ l  (") }
      #expect(text.contains("+ l  ("), "\(text)")
    }
  }

  /// Ctrl-C during a Ctrl-R history search cancels the search and drops the line, as in bash
  /// and zsh; the shell goes on at an empty prompt. Before, libedit ended the search as if
  /// the input had ended, and the shell quit with status 0.
  @Test func ctrlCDuringAHistorySearchCancelsIt() throws {
    try Self.withShell("search") { session in
      Self.tmux(["send-keys", "-t", session, "add view kept", "Enter"])
      _ = Self.screen(session) { $0.contains("+ kept") }
      Self.tmux(["send-keys", "-t", session, "C-r"])
      Self.tmux(["send-keys", "-t", session, "-l", "kep"])
      _ = Self.screen(session) { $0.contains("bck:kep") }
      Self.tmux(["send-keys", "-t", session, "C-c"])
      Thread.sleep(forTimeInterval: 0.3)
      #expect(sessionExists(session), "the shell quit on Ctrl-C in a search")
      // The search's line was dropped: `tree` alone runs, on a prompt of its own.
      Self.tmux(["send-keys", "-t", session, "tree", "Enter"])
      let text = Self.screen(session) { $0.contains("kept  UIView") }
      #expect(text.contains("layoutlab> tree\n"), "\(text)")
      #expect(text.contains("└─ kept  UIView"), "\(text)")
      #expect(!text.contains("error"), "\(text)")
    }
  }

  /// Tab completes a view's name without a space, so the `.` typed next makes `title.top`.
  /// Before, `ti<Tab>.top` became `title .top`, a parse error.
  @Test func aCompletedViewNameTakesTheDotNext() throws {
    try Self.withShell("dot") { session in
      Self.tmux(["send-keys", "-t", session, "add label title \"Hi\"", "Enter"])
      _ = Self.screen(session) { $0.contains("+ title") }
      Self.tmux(["send-keys", "-t", session, "ti", "Tab"])
      _ = Self.screen(session) { $0.contains("layoutlab> title") }
      Self.tmux(["send-keys", "-t", session, "-l", ".top == root.top + 8"])
      Self.tmux(["send-keys", "-t", session, "Enter"])
      let text = Self.screen(session) { $0.contains("~ title") || $0.contains("error") }
      // The label moves down by 8.
      #expect(text.contains("~ title  (0, 0, ") && text.contains("-> (0, 8, "), "\(text)")
      #expect(!text.contains("error"), "\(text)")
      // What ran is the completed name and the dot, as one statement: the history says so
      // (the screen's echo of the line can be caught mid-redraw on a loaded machine).
      Self.tmux(["send-keys", "-t", session, "history", "Enter"])
      let history = Self.screen(session) { $0.contains("2  title.top") }
      #expect(history.contains("2  title.top == root.top + 8"), "\(history)")
    }
  }

  /// Candidates are listed in columns that fit the terminal (30 wide here), filled down then
  /// across, no word broken. Before, they were one line that wrapped mid-word. The longest,
  /// `zqseventeen`, is 11: columns are 13 apart, two fit, seven names take four rows.
  @Test func candidatesAreListedInColumnsThatFitTheTerminal() throws {
    try Self.withShell("columns", width: 30) { session in
      for name in ["zqone", "zqtwo", "zqthree", "zqfour", "zqfive", "zqsixteen", "zqseventeen"] {
        Self.tmux(["send-keys", "-t", session, "add view \(name)", "Enter"])
      }
      _ = Self.screen(session) { $0.contains("+ zqseventeen") }
      Self.tmux(["send-keys", "-t", session, "C-l"])
      Self.tmux(["send-keys", "-t", session, "zq", "Tab"])
      let text = Self.screen(session) { $0.contains("zqtwo") }
      #expect(
        text.contains(
          """
          zqfive       zqsixteen
          zqfour       zqthree
          zqone        zqtwo
          zqseventeen
          layoutlab> zq
          """), "\(text)")
    }
  }

  func sessionExists(_ session: String) -> Bool {
    ChildProcess.run(["tmux", "has-session", "-t", session]).status == 0
  }

  /// In a colour terminal each line takes the colour of what the session says it is
  /// (`OutputLine.Role`), not of its first characters: a new view green, a changed frame
  /// yellow, an error's header red while its source line and caret stay plain.
  @Test func linesAreColouredByWhatTheyAre() throws {
    let session = "layoutlab-colours-\(getpid())"
    let state = NSTemporaryDirectory() + "layoutlab-colours-\(getpid())"
    defer {
      Self.tmux(["kill-session", "-t", session])
      try? FileManager.default.removeItem(atPath: state)
    }
    try Self.start(session, state: state, environment: "-u NO_COLOR TERM=xterm-256color")
    _ = Self.screen(session) { $0.contains("layoutlab>") }
    for line in ["add view a", "a.width == 10", "a.widht == 3"] {
      Self.tmux(["send-keys", "-t", session, "-l", line])
      Self.tmux(["send-keys", "-t", session, "Enter"])
    }
    _ = Self.screen(session) { $0.contains("unknown attribute") }
    let escaped = Self.tmux(["capture-pane", "-e", "-p", "-t", session])
    let green = "\u{1B}[32m"
    let yellow = "\u{1B}[33m"
    let red = "\u{1B}[31m"
    #expect(escaped.contains(green + "+ a  ("), "\(escaped)")
    #expect(escaped.contains(yellow + "~ a  ("), "\(escaped)")
    #expect(escaped.contains(red + "<stdin>:1:"), "\(escaped)")
    #expect(!escaped.contains(red + "a.widht"), "the source line is plain: \(escaped)")
  }
}
