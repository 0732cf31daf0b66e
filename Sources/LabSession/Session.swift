import AutoLayout
import LabLanguage
import LabRender
import TextMetrics

/// What is printed after each statement that changed the layout.
public enum Autoprint: String, Sendable {
  /// The frames that changed (the default).
  case diff
  /// The whole tree.
  case tree
  case off
}

/// A document being edited: the engine, the statements that built it (for undo, redo and
/// `save`), and what a run has reported. Output goes through injectable closures so that the
/// shell, scripts and tests share one code path.
public final class Session {
  public internal(set) var engine: LayoutEngine
  /// What is printed, where it goes, and how drawings fit the terminal.
  public var display: SessionDisplay
  /// The counts a run's exit status is made of, its failed expectations, and whether it quit.
  public internal(set) var outcome = RunOutcome()

  /// The changing statements in force, with what undo and redo need of each.
  var undoHistory = StatementHistory()
  /// The changing statements in force, as written, oldest first.
  public var history: [String] { undoHistory.texts }
  /// Whether the session may write files, and how much of the history was last saved.
  public var files = SessionFiles()
  /// Makes the text layout each new engine measures with (a fresh session, `reset`).
  let textMeasurer: () -> TextLayout
  /// What the vocabularies remember beside the engine (options, SnapKit, components,
  /// models, bindings, containers, settings), every change recorded with the engine's.
  var document: SessionDocument
  /// The instances whose bodies are running, innermost last (only while a statement runs).
  var instanceScopes: [InstanceScope] = []
  /// Each `expect` as written with its place in the history, and the screen a replay keeps.
  var deviceReplay = DeviceReplay()
  /// The lesson being played, and where progress is kept.
  public var lessons = LessonPlayer()

  public init(
    textLayout: @escaping () -> TextLayout = { TextLayout.systemDefault() },
    output: @escaping (OutputLine) -> Void = { print($0.text) },
    errorOutput: @escaping (OutputLine) -> Void = { print($0.text) }
  ) {
    textMeasurer = textLayout
    let recorder = ChangeRecorder()
    engine = LayoutEngine(textLayout: textLayout(), recorder: recorder)
    document = SessionDocument(recorder)
    display = SessionDisplay(output: output, errorOutput: errorOutput)
    engine.layout()
    recorder.isRecording = true
  }

  /// Runs a script (or one line from the shell). Stops at the first wrong statement unless
  /// `keepGoing`; returns whether every statement was right.
  @discardableResult
  public func run(_ source: String, file: String = "<input>", keepGoing: Bool = false) -> Bool {
    var ok = true
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let chunks = Parser.parseChunks(source)
    var next = 0
    while next < chunks.count {
      let index = next
      next += 1
      guard !outcome.wantsToQuit else { break }
      switch chunks[index].result {
      case .failure(let error):
        // Swift written as in an app (`a.topAnchor.constraint(…).isActive = true`, an
        // `activate([…])` over several lines) is read by the Swift front end.
        if let taken = runSwift(chunks, from: index, file: file, source: source) {
          next = index + taken
          continue
        }
        report(error, file: file, source: source)
        ok = false
      case .success(let statements):
        for statement in statements {
          guard !outcome.wantsToQuit else { break }
          do {
            try execute(statement, text: statement.range.text(in: lines), file: file, source: source)
          } catch {
            report(error, file: file, source: source)
            ok = false
            break
          }
        }
      }
      if !ok && !keepGoing { break }
    }
    return ok
  }

  /// Runs statements LayoutLab wrote itself (an import, a recovered journal) with
  /// `--keep-going`, printing none of their changes: a summary line says what they did.
  /// Errors and conflict reports still print.
  @discardableResult
  public func runWithoutChanges(_ source: String, file: String) -> Bool {
    let before = display.autoprint
    display.autoprint = .off
    defer { display.autoprint = before }
    return run(source, file: file, keepGoing: true)
  }

  /// Runs one command given as values, not as text (the command line's `layoutlab
  /// Main.storyboard`, `--lesson`, `--devices`, a pasted log): nothing is quoted and parsed
  /// back. An error is reported as the command written out, with a caret under it.
  @discardableResult
  public func run(_ name: CommandName, _ arguments: [Value], file: String) -> Bool {
    let text = StatementKind.command(name, arguments.map { LocatedValue(value: $0, range: .start) }).labSource
    let whole = SourceRange(
      SourceLocation(line: 1, column: 1), SourceLocation(line: 1, column: text.count + 1))
    let command = Statement(
      kind: .command(name, arguments.map { LocatedValue(value: $0, range: whole) }), range: whole)
    do {
      try execute(command, text: text, file: file, source: text)
      return true
    } catch {
      report(error, file: file, source: text)
      return false
    }
  }

  func report(_ error: Diagnostic, file: String, source: String) {
    outcome.statementErrors += 1
    display.complain(error.rendered(file: file, source: source))
  }

  func say(_ text: String) { display.say(text) }

  // MARK: - Executing

  func execute(_ statement: Statement, text: String, file: String, source: String) throws(Diagnostic) {
    switch statement.kind {
    case .command(let word, let arguments):
      try command(word, arguments, statement: statement, file: file)
      return
    case .expect(let expectation):
      deviceReplay.record(text, afterStatements: undoHistory.count)
      expect(expectation, statement: statement, file: file, source: source)
      return
    default:
      break
    }
    try executeChanging([statement], text: text)
  }

  /// Runs changing statements as one entry of the history (one `undo` takes them all back).
  /// A group that fails half way (a compound `add`, a component's body, the second of a
  /// `fix`'s pair) is taken back whole: the engine and the document return to where they
  /// stood. So is one whose solve runs past its budget (`Session+Budget.swift`).
  func executeChanging(_ statements: [Statement], text: String) throws(Diagnostic) {
    guard let first = statements.first else { return }
    let before = takeMark()
    startSolveBudget()
    let changes: [FrameChange]
    do throws(Diagnostic) {
      do throws(Diagnostic) {
        for statement in statements { try apply(statement, scope: nil) }
      } catch {
        throw engine.solveBudgetWasExceeded ? budgetDiagnostic(first) : error
      }
      if engine.solveBudgetWasExceeded { throw budgetDiagnostic(first) }
      changes = engine.layout()
      if engine.solveBudgetWasExceeded { throw budgetDiagnostic(first) }
    } catch {
      endSolveBudget()
      instanceScopes.removeAll()
      takeBack(to: before)
      engine.layout()
      _ = engine.takeConflictReports()
      throw error
    }
    endSolveBudget()
    undoHistory.append(text, from: before)
    report(changes)
  }

  /// After a changing statement: solve, print the frames that moved and any conflict.
  func afterChange() { report(engine.layout()) }

  /// Prints the conflicts found and, as `autoprint` says, the frames that changed.
  func report(_ changes: [FrameChange]) {
    // A lesson's checks run after what the statement printed, even when quiet.
    defer { if lessons.playing != nil { afterLessonChange() } }
    for report in engine.takeConflictReports() {
      display.complain(report.text, .conflictReport)
      if let note = report.note { display.complain(note, .text) }
      outcome.printedReports += 1
    }
    guard !display.quiet else { return }
    switch display.autoprint {
    case .off: break
    case .tree: say(TreeRenderer.render(engine))
    case .diff:
      for change in changes where engine.isShownView(change.item) {
        if change.isRemoval {
          display.say("- \(engine.name(of: change.item))", .viewRemoved)
        } else if let line = Self.describe(change, in: engine) {
          display.say(line, change.old == nil ? .viewAdded : .frameChanged)
        }
      }
    }
  }

  /// An empty document on a new recorder, as a new session starts (`reset`).
  func startAfresh() {
    let recorder = ChangeRecorder()
    engine = LayoutEngine(textLayout: textMeasurer(), recorder: recorder)
    document = SessionDocument(recorder)
    undoHistory = StatementHistory()
    instanceScopes.removeAll()
    engine.layout()
    _ = engine.takeConflictReports()
    recorder.isRecording = true
  }
}
