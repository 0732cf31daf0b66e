import ArgumentParser
import Foundation
import LabSession
import LineEditor

/// `layoutlab`: the shell on a terminal; scripts, `-c` one-liners and standard input alike.
@main
struct LayoutLab: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layoutlab",
    abstract: "Build UIKit-style view hierarchies and watch Auto Layout solve them.",
    version: "0.1.0")

  @Argument(help: "Scripts (*.lab) to run, in order.")
  var scripts: [String] = []

  @Option(name: .customShort("c"), help: "Statements to run (separated by `;`).")
  var command: String?

  @Flag(help: "Print only errors, failed expectations, conflicts and what statements ask for.")
  var quiet = false

  @Flag(help: "Go on after a wrong statement (the exit status still says it happened).")
  var keepGoing = false

  @Flag(help: "No colour (also with NO_COLOR or when the output is not a terminal).")
  var noColor = false

  mutating func run() throws {
    let session = Session()
    session.quiet = quiet
    if quiet { session.autoprint = .off }
    if let command {
      session.run(command, file: "<command>", keepGoing: keepGoing)
    } else if !scripts.isEmpty {
      for script in scripts {
        guard let text = try? String(contentsOfFile: script, encoding: .utf8) else {
          FileHandle.standardError.write(Data("layoutlab: cannot read \(script)\n".utf8))
          throw ExitCode(2)
        }
        if !session.run(text, file: script, keepGoing: keepGoing) && !keepGoing { break }
        if session.wantsToQuit { break }
      }
    } else if isatty(STDIN_FILENO) != 0 {
      interactive(session)
    } else {
      var text = ""
      while let line = readLine(strippingNewline: false) { text += line }
      session.run(text, file: "<stdin>", keepGoing: keepGoing)
    }
    if session.statementErrors > 0 { throw ExitCode(2) }
    if session.failedExpectations > 0 { throw ExitCode(1) }
  }

  /// The shell: libedit's line editing, completion and history; Ctrl-C drops the line,
  /// Ctrl-D on an empty line leaves. A `{` left open continues on the next line.
  func interactive(_ session: Session) {
    guard let editor = LineEditor(historyFile: LineEditor.defaultHistoryFile()) else { return }
    editor.completer = { session.completions(for: $0) }
    var pending = ""
    while !session.wantsToQuit {
      editor.prompt = pending.isEmpty ? "layoutlab> " : "...> "
      switch editor.readLine() {
      case .endOfInput:
        if pending.isEmpty { return }
        pending = ""
      case .interrupted:
        print("")
        pending = ""
      case .line(let line):
        pending += (pending.isEmpty ? "" : "\n") + line
        if pending.filter({ $0 == "{" }).count > pending.filter({ $0 == "}" }).count { continue }
        session.run(pending, file: "<stdin>", keepGoing: true)
        pending = ""
      }
    }
  }
}
