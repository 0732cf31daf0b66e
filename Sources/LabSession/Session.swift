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
  public var autoprint: Autoprint = .diff
  /// Print only errors, failed expectations, conflicts and what statements ask for.
  public var quiet = false
  /// Where ordinary output goes (a line at a time, without the newline).
  public var output: (String) -> Void
  /// Where errors and failed expectations go.
  public var errorOutput: (String) -> Void

  /// The changing statements in force, with what undo and redo need of each.
  var undoHistory = StatementHistory()
  /// The changing statements in force, as written, oldest first.
  public var history: [String] { undoHistory.texts }
  /// How many statements of the history a `save` or `load` last covered: more than that is
  /// work a lesson must not drop without a word.
  var savedStatements = 0
  /// Views the user added, by name → kind, for describing and completion.
  var textMeasurer: () -> TextLayout

  /// Counts for the exit status: wrong statements, failed expectations.
  public internal(set) var statementErrors = 0
  public internal(set) var failedExpectations = 0
  /// Every `expect` run, held or not (`layoutlab test` counts them).
  public internal(set) var checkedExpectations = 0
  /// Each failed `expect`, with what would have made it hold (`layoutlab test` reports them
  /// and `--record` writes the values back).
  public internal(set) var expectationFailures: [ExpectationFailure] = []
  /// How many columns `draw` fills: the terminal's width in the shell, 80 in scripts (so that
  /// a script draws the same everywhere).
  public var drawingWidth = 80
  /// How many rows `draw` may fill: the terminal's in the shell (so the top does not scroll
  /// away), nil in scripts.
  public var drawingHeight: Int? = nil
  /// Whether `draw` colours ambiguous and broken views (a colour terminal without NO_COLOR).
  public var drawsInColor = false
  /// The inline-image protocol the terminal speaks, asked for the first time `draw --image`
  /// (or `settings draw = image`) needs it; nil draws boxes. The shell sets it; scripts and
  /// pipes keep nil.
  public var imageProtocol: () -> TerminalImageProtocol? = { nil }
  /// `settings draw = image`: `draw` shows an inline image where the terminal can (a display
  /// preference, like `guides`; `settings draw = text` goes back to boxes).
  public var drawsImages = false
  /// Whether `save`, `export … FILE` and `export png` may write files (the fuzzer turns it
  /// off: its inputs would otherwise write wherever they name).
  public var allowsFileWrites = true
  /// Named-font families already noted as substituted (the note is printed once).
  var notedFonts = Set<String>()
  /// `guides on|off`: pictures draw margin and safe-area bands.
  public var showGuides = false
  /// What the vocabularies remember beside the engine (options, SnapKit, components,
  /// models, bindings, containers, settings), every change recorded with the engine's.
  var document: SessionDocument
  /// The instances whose bodies are running, innermost last (only while a statement runs).
  var instanceScopes: [InstanceScope] = []
  /// Each `expect` run, as written, with how many statements of `history` stood before it:
  /// `devices all` replays the history on every device and checks each where it was written.
  var expectationLog: [(afterStatements: Int, text: String)] = []
  /// `devices all` replays on a device of its choosing: `device` statements then keep it.
  var pinnedScreen: Screen? = nil
  /// Conflict reports printed since the session (or `reset`) began (`expect reports`).
  var printedReports = 0
  /// The lesson being played (`lesson N`), checked after every change.
  var lessonState: LessonState? = nil
  /// Where lesson progress is kept (`lessons.json` in the state folder; nil keeps none).
  public var lessonProgressFile: String? = nil
  /// Set by `quit`.
  public internal(set) var wantsToQuit = false

  public init(
    textLayout: @escaping () -> TextLayout = { TextLayout.systemDefault() },
    output: @escaping (String) -> Void = { print($0) },
    errorOutput: @escaping (String) -> Void = { print($0) }
  ) {
    textMeasurer = textLayout
    let recorder = ChangeRecorder()
    engine = LayoutEngine(textLayout: textLayout(), recorder: recorder)
    document = SessionDocument(recorder)
    self.output = output
    self.errorOutput = errorOutput
    engine.layout()
    recorder.isRecording = true
  }

  /// Runs a script (or one line from the shell). Stops at the first wrong statement unless
  /// `keepGoing`; returns whether every statement was right.
  @discardableResult
  public func run(_ source: String, file: String = "<input>", keepGoing: Bool = false) -> Bool {
    var ok = true
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    for piece in Parser.parsePieces(source) {
      guard !wantsToQuit else { break }
      switch piece {
      case .failure(let error):
        report(error, file: file, source: source)
        ok = false
      case .success(let statements):
        for statement in statements {
          guard !wantsToQuit else { break }
          do {
            try execute(statement, text: Self.text(of: statement, lines: lines), file: file, source: source)
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
    let before = autoprint
    autoprint = .off
    defer { autoprint = before }
    return run(source, file: file, keepGoing: true)
  }

  func report(_ error: Diagnostic, file: String, source: String) {
    statementErrors += 1
    errorOutput(error.rendered(file: file, source: source))
  }

  func say(_ text: String) {
    guard !text.isEmpty else { return }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) { output(String(line)) }
  }

  /// The source text of a statement (for history, `save` and undo), from the script's lines.
  static func text(of statement: Statement, lines: [Substring]) -> String {
    let r = statement.range
    guard r.start.line >= 1, r.end.line <= lines.count else { return "" }
    if r.start.line == r.end.line {
      let line = Array(lines[r.start.line - 1])
      let from = min(max(0, r.start.column - 1), line.count)
      let to = min(max(from, r.end.column - 1), line.count)
      return String(line[from..<to])
    }
    var parts: [String] = []
    for n in r.start.line...r.end.line {
      let line = Array(lines[n - 1])
      if n == r.start.line {
        parts.append(String(line[min(max(0, r.start.column - 1), line.count)...]))
      } else if n == r.end.line {
        parts.append(String(line[..<min(max(0, r.end.column - 1), line.count)]))
      } else {
        parts.append(String(line))
      }
    }
    return parts.joined(separator: "\n")
  }

  // MARK: - Executing

  func execute(_ statement: Statement, text: String, file: String, source: String) throws(Diagnostic) {
    switch statement.kind {
    case .command(let word, let arguments):
      try command(word, arguments, statement: statement, file: file)
      return
    case .expect(let expectation):
      expectationLog.append((undoHistory.count, text))
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
    defer { if lessonState != nil { afterLessonChange() } }
    for report in engine.takeConflictReports() {
      errorOutput(report.text)
      if let note = report.note { errorOutput(note) }
      printedReports += 1
    }
    guard !quiet else { return }
    switch autoprint {
    case .off: break
    case .tree: say(TreeRenderer.render(engine))
    case .diff:
      for change in changes where engine.isShownView(change.item) {
        if let line = Self.describe(change, in: engine) { say(line) }
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
