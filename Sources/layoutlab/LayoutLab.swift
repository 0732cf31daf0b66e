import ArgumentParser
import Foundation
import LabPreview
import LabSession
import LineEditor

import enum LabLanguage.BraceScanner
import enum LabLanguage.Value

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

  @Option(
    help: ArgumentHelp(
      "`all`: after the scripts, check their expectations on every "
        + "device (`devices all`; `all-landscape` holds them sideways)."))
  var devices: String?

  @Flag(help: "Resume the last shell session from its journal (after a crash or a killed terminal).")
  var recover = false

  @Option(
    name: .customLong("preview"),
    help: "Serve a live picture of the layout on http://127.0.0.1:PORT/ (8765 when no port is given).")
  var previewPort: UInt16?

  @Option(
    name: .customLong("lesson"),
    help: ArgumentHelp(
      "Play a guided lesson: a level of the built-in course (N), "
        + "`next` (the first not done, when no value is given) or a lesson FILE."))
  var lesson: String?

  /// `--preview` may come without a port: it is then `--preview 8765`.
  static let defaultPreviewPort: UInt16 = 8765

  static func main() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    // `layoutlab test …` is the test runner (a script named `test` is written `./test`).
    if arguments.first == "test" {
      do {
        var command = try TestCommand.parseAsRoot(Array(arguments.dropFirst()))
        try command.run()
      } catch {
        TestCommand.exit(withError: error)
      }
      return
    }
    if let i = arguments.firstIndex(of: "--preview"),
      i + 1 >= arguments.count || UInt16(arguments[i + 1]) == nil
    {
      arguments.insert(String(defaultPreviewPort), at: i + 1)
    }
    // `--lesson` may come without a value: it is then `--lesson next`.
    if let i = arguments.firstIndex(of: "--lesson"),
      i + 1 >= arguments.count || arguments[i + 1].hasPrefix("-")
    {
      arguments.insert("next", at: i + 1)
    }
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch {
      exit(withError: error)
    }
  }

  @Option(help: "text: what the statements print; json: the `export json` object at the end of each script.")
  var format: OutputFormat = .text

  enum OutputFormat: String, ExpressibleByArgument {
    case text, json
  }

  mutating func run() throws {
    let colors = TerminalColors(disabled: noColor)
    let session = makeSession(colors: colors)
    let preview = try startPreview(session)
    defer { preview?.publish(session) }
    // `--recover` replays the journal first, whatever comes next: a `-c`, a pipe or the shell.
    let journal = Journal(folder: LineEditor.stateFolder())
    if recover { try recoverJournal(journal, into: session) }
    // Scripts run in order, then `-c` in the session they left: `layoutlab a.lab -c 'tree'`.
    try runScripts(in: session)
    let scriptsFailed = session.outcome.statementErrors > 0 && !keepGoing
    // A lesson remembers the levels done in the state folder.
    if let lesson, !scriptsFailed {
      session.lessons.progressFile = LineEditor.stateFolder().map { "\($0)/lessons.json" }
      let argument: Value =
        if let number = Int(lesson) { .number(Double(number)) } else if lesson == "next" {
          .word("next")
        } else {
          .string(lesson)
        }
      guard session.run(.lesson, [argument], file: "<command line>") else { throw ExitCode(2) }
    }
    if let devices, !scriptsFailed {
      guard devices == "all" || devices == "all-landscape" else {
        FileHandle.standardError.write(Data("layoutlab: --devices takes `all` or `all-landscape`\n".utf8))
        throw ExitCode(2)
      }
      let words = devices == "all" ? ["all"] : ["all", "landscape"]
      session.run(.devices, words.map(Value.word), file: "<command line>")
    }
    if let command, !scriptsFailed, !session.outcome.wantsToQuit {
      session.run(command, file: "<command>", keepGoing: keepGoing)
      finishScript(session)
    } else if command == nil && scripts.isEmpty {
      if isatty(STDIN_FILENO) != 0 {
        interactive(session, journal: journal, colors: colors, preview: preview)
      } else {
        var text = ""
        while let line = readLine(strippingNewline: false) { text += line }
        session.run(text, file: "<stdin>", keepGoing: keepGoing)
        finishScript(session)
      }
    }
    if session.outcome.statementErrors > 0 { throw ExitCode(2) }
    if session.outcome.failedExpectations > 0 { throw ExitCode(1) }
  }

  /// A session printing to the terminal (errors to standard error, in colour where it can),
  /// quiet for `--quiet` and for JSON, whose one output is the export after each script.
  func makeSession(colors: TerminalColors) -> Session {
    let session = Session(
      output: { for line in colors.lines($0) { print(line) } },
      errorOutput: { output in
        fflush(nil)  // keep the order of output and errors when both go to one place
        for line in colors.lines(output) { FileHandle.standardError.write(Data((line + "\n").utf8)) }
      })
    let images = TerminalImages()
    session.display.imageProtocol = { images.current() }
    session.display.quiet = quiet || format == .json
    if session.display.quiet { session.display.autoprint = .off }
    if format == .json { session.display.output = { _ in } }
    return session
  }

  /// What a script leaves: with `--format json`, the layout as JSON.
  func finishScript(_ session: Session) {
    if format == .json { print(session.exportJSON()) }
  }

  /// `--recover`: the journal's statements replayed, printing no changes: a line sums it up.
  func recoverJournal(_ journal: Journal?, into session: Session) throws {
    guard let previous = journal?.read(), !previous.isEmpty else {
      FileHandle.standardError.write(
        Data("layoutlab: no journal to recover (\(journal?.path ?? "no state folder"))\n".utf8))
      throw ExitCode(2)
    }
    session.runWithoutChanges(previous.joined(separator: "\n"), file: "<journal>")
    print("recovered \(session.history.count) statement\(session.history.count == 1 ? "" : "s")")
  }

  /// The scripts named on the command line, in order, in one session.
  func runScripts(in session: Session) throws {
    for script in scripts where !session.outcome.wantsToQuit {
      // An Interface Builder file loads its first scene (`layoutlab Main.storyboard`), and a
      // Swift file is read as Swift (`layoutlab ProfileViewController.swift`).
      if script.hasSuffix(".storyboard") || script.hasSuffix(".xib") || script.hasSuffix(".swift") {
        // The command `load "PATH"`, given as values: the session's history (and `save`) holds
        // it as a user would have typed it.
        let ok = session.run(.load, [.string(script)], file: "<command line>")
        finishScript(session)
        if !ok && !keepGoing { break }
        continue
      }
      guard let text = try? String(contentsOfFile: script, encoding: .utf8) else {
        FileHandle.standardError.write(Data("layoutlab: cannot read \(script)\n".utf8))
        throw ExitCode(2)
      }
      let ok = session.run(text, file: script, keepGoing: keepGoing)
      finishScript(session)
      if !ok && !keepGoing { break }
    }
  }

  /// The shell: libedit's line editing, completion and history; Ctrl-C drops the line,
  /// Ctrl-D on an empty line leaves. A `{` left open continues on the next line. Every
  /// statement that changed the layout goes to a journal, so `--recover` can resume a session
  /// whose terminal was killed.
  func interactive(_ session: Session, journal: Journal?, colors: TerminalColors, preview: Preview?) {
    guard let editor = LineEditor(historyFile: LineEditor.defaultHistoryFile()) else { return }
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 20 {
      session.display.drawingWidth = Int(size.ws_col)
      // Leave two rows: the prompt and the line typed.
      if size.ws_row > 6 { session.display.drawingHeight = Int(size.ws_row) - 2 }
    }
    session.display.drawsInColor = colors.enabled
    if session.lessons.progressFile == nil {
      session.lessons.progressFile = LineEditor.stateFolder().map { "\($0)/lessons.json" }
    }
    // A recovered session goes on in the same journal; a new one keeps the last as `previous`.
    if !recover { journal?.startAfresh() }
    journal?.record(session.history)
    var pending = ""
    // Completion sees the lines of a block still open (`add label t {` before this line).
    editor.completer = { session.completions(for: pending.isEmpty ? $0 : pending + "\n" + $0) }
    editor.spaceAfterCompletion = {
      session.completedWordTakesSpace(pending.isEmpty ? $0 : pending + "\n" + $0)
    }
    while !session.outcome.wantsToQuit {
      editor.prompt = pending.isEmpty ? "layoutlab> " : "...> "
      switch editor.readLine() {
      case .endOfInput:
        if pending.isEmpty { return }
        pending = ""
      case .interrupted:
        print("")
        pending = ""
      case .line(let line):
        // `import log` alone: the pasted log follows, up to an empty line.
        if pending.isEmpty, line.trimmingCharacters(in: .whitespaces) == "import log" {
          importPastedLog(session, editor: editor)
          preview?.publish(session)
          journal?.record(session.history)
          continue
        }
        pending += (pending.isEmpty ? "" : "\n") + line
        // A `{` inside a string or a comment opens nothing (one scanner for the parser too).
        // A `{` block goes on; so does Swift pasted with a `(` or `[` open over lines.
        if BraceScanner.depth(after: pending[...], brackets: true) > 0 { continue }
        session.run(pending, file: "<stdin>", keepGoing: true)
        preview?.publish(session)
        journal?.record(session.history)
        pending = ""
      }
    }
  }

  /// The live preview: a server on loopback and the snapshots the shell hands it.
  final class Preview {
    let server: PreviewServer
    var version = 0

    init(server: PreviewServer) { self.server = server }

    func publish(_ session: Session) {
      version += 1
      server.publish(session.previewSnapshot(version: version), version: version)
    }
  }

  /// How many ports after the one asked for `--preview` tries when it is in use.
  static let previewPortsTried = 20

  /// Starts `--preview` and prints its address; nil without the option.
  ///
  /// A port in use — most often by another layoutlab's preview — is said at once, and the
  /// preview goes to the next free port, with the address printed as always: the session
  /// starts either way, as a dev server such as Vite's does, rather than ending on a port
  /// the user may not have chosen (8765 is the default). Any other failure ends the program.
  func startPreview(_ session: Session) throws -> Preview? {
    guard let requested = previewPort else { return nil }
    var port = requested
    let server: PreviewServer
    while true {
      let candidate = try PreviewServer(port: port)
      let started = DispatchSemaphore(value: 0)
      nonisolated(unsafe) var failure: PreviewServer.Failure? = nil
      Task {
        do throws(PreviewServer.Failure) { try await candidate.start() } catch { failure = error }
        started.signal()
      }
      started.wait()
      guard let failure else {
        server = candidate
        break
      }
      guard failure == .portInUse(port), port < UInt16.max,
        Int(port) - Int(requested) + 1 < Self.previewPortsTried
      else {
        let what =
          failure == .portInUse(port) && port != requested
          ? "ports \(requested)–\(port) are in use" : "\(failure)"
        FileHandle.standardError.write(Data("layoutlab: cannot serve the preview: \(what)\n".utf8))
        throw ExitCode(2)
      }
      port += 1
    }
    if port != requested {
      FileHandle.standardError.write(
        Data("layoutlab: port \(requested) is in use; serving the preview on \(port) instead\n".utf8))
    }
    print("preview: http://127.0.0.1:\(port)/")
    let preview = Preview(server: server)
    preview.publish(session)
    return preview
  }

  /// Reads a pasted conflict log up to an empty line into a temporary file and imports it.
  func importPastedLog(_ session: Session, editor: LineEditor) {
    print("paste the log, then an empty line:")
    var log: [String] = []
    editor.prompt = "log> "
    while case .line(let line) = editor.readLine(), !line.trimmingCharacters(in: .whitespaces).isEmpty {
      log.append(line)
    }
    let path = NSTemporaryDirectory() + "layoutlab-log-\(getpid()).log"
    defer { unlink(path) }
    guard (try? log.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)) != nil
    else { return }
    session.run(.import, [.word("log"), .string(path)], file: "<stdin>")
  }
}
