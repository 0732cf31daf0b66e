import AutoLayout
import Foundation
import LabLanguage
import LabRender
import LabSwift

/// `load FILE.swift [class NAME]`: Swift source read by swift-syntax (`LabSwift`) into the
/// language's statements, run as one entry of the history (one `undo` takes the load back).
extension Session {
  func loadSwift(_ path: String, _ options: [LocatedValue], statement: Statement) throws(Diagnostic) {
    guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw Diagnostic("cannot read \(path)", at: statement.range)
    }
    var className: String? = nil
    if !options.isEmpty {
      guard options.count == 2, case .name(let word) = options[0].value, word.description == "class",
        case .name(let name) = options[1].value
      else {
        throw usageError("`class NAME`", after: "the file", word: "load", at: options[0].range)
      }
      className = name.description
    }
    let reading = SwiftImport.read(source, className: className, environment: swiftEnvironment)
    for note in reading.notes {
      display.say(
        Diagnostic(note.message, at: note.range).rendered(file: path, source: source, label: "note"))
    }
    let errorsBefore = outcome.statementErrors
    runRead(reading.statements, file: path, source: source, quiet: true)
    say(Self.swiftSummary(reading, path: path))
    files.savedStatements = history.count
    if outcome.statementErrors > errorsBefore {
      throw Diagnostic("\(path): some of its statements were wrong (above)", at: statement.range)
    }
  }

  /// A SnapKit block or GetLaid line written in the language, read by the Swift front end
  /// with the views in reach (a component's own inside its body) and run in the same scope.
  /// What the front end cannot follow is an error at its place.
  func runSwiftFragment(_ fragment: SwiftFragment, scope: BlockScope?) throws(Diagnostic) {
    let reading = SwiftImport.read(
      fragment.text, environment: swiftEnvironment, firstLine: fragment.range.start.line,
      firstColumn: fragment.range.start.column, selfPath: instanceScopes.isEmpty ? "root" : "self")
    if let note = reading.notes.first { throw Diagnostic(note.message, at: note.range) }
    for statement in reading.statements { try apply(statement, scope: scope) }
  }

  /// What the Swift reader may ask the session: its views, the colours pictures know, the
  /// screen's size.
  var swiftEnvironment: SwiftImport.Environment {
    let size = engine.screen.size
    return SwiftImport.Environment(
      existing: { [unowned self] in existingKind($0) }, isKnownColour: { PictureColor(named: $0) != nil },
      screen: (size.width, size.height), scale: engine.screen.scale,
      standardRowHeight: LayoutEngine.standardRowHeight(engine.screen.generation))
  }

  /// The kind word of the view Swift code names `name`, in reach of the statement running:
  /// inside a component's body, the instance's own views first.
  func existingKind(_ name: String) -> String? {
    guard !name.contains("."), name != "root" else { return nil }
    let id =
      instanceScopes.last.flatMap { engine.item(named: "\($0.prefix).\(name)") } ?? engine.item(named: name)
    guard let id, id != engine.root else { return nil }
    return engine.kind(of: id).rawValue
  }

  /// `save FILE.swift [swift-VOCABULARY]`: the layout as Swift in a vocabulary (anchors by
  /// default), which `load FILE.swift` reads back to the same layout.
  func saveSwift(_ path: String, _ options: [LocatedValue], statement: Statement) throws(Diagnostic) {
    var vocabulary = "swift-anchors"
    if let option = options.first {
      guard options.count == 1, case .name(let word) = option.value,
        Self.swiftExporters[word.description] != nil
      else {
        throw Diagnostic(
          "expected a Swift vocabulary: \(Self.swiftExporters.keys.sorted().joined(separator: ", "))",
          at: option.range,
          suggestion: option.value.labSource.isEmpty
            ? nil : suggestion(for: option.value.labSource, among: Self.swiftExporters.keys.sorted()))
      }
      vocabulary = word.description
    }
    engine.layout()
    guard let exporter = Self.swiftExporters[vocabulary] else { return }
    try write(exporter(engine, componentSources) + "\n", to: path, statement: statement)
    files.savedStatements = history.count
    if !display.quiet { say("saved the layout as \(vocabulary) to \(path)") }
  }

  /// Reads a piece the language refused as Swift, joined with the pieces after it while a
  /// bracket is open. Taken when swift-syntax reads it whole and the reader follows every
  /// part (no note); then it runs as one statement and gives how many pieces it used.
  /// Otherwise nil, and the language's error stands.
  func runSwift(_ chunks: [Parser.Chunk], from index: Int, file: String, source: String) -> Int? {
    var text = chunks[index].text
    var count = 1
    // Only a line that names UIKit, or declares, is tried: the language's error stands for
    // the rest (and absurd input never reaches swift-syntax).
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard
      Self.uikitWords.contains(where: text.contains)
        || ["let ", "var ", "for "].contains(where: trimmed.hasPrefix),
      text.count <= Self.swiftPieceAtMost
    else { return nil }
    while BraceScanner.depth(after: text[...], brackets: true) > 0, index + count < chunks.count {
      text += "\n" + chunks[index + count].text
      count += 1
    }
    let piece = (text: text, count: count)
    var reading = SwiftImport.read(text, environment: swiftEnvironment, firstLine: chunks[index].firstLine)
    let first = reading
    // Several lines of Swift in a script (`let box = UIView()`, …, `view.addSubview(box)`),
    // some of which the language would also take: the fewest lines that read whole.
    while !reading.isWhole, index + count < chunks.count, count < Self.swiftLinesAtMost {
      text += "\n" + chunks[index + count].text
      count += 1
      reading = SwiftImport.read(text, environment: swiftEnvironment, firstLine: chunks[index].firstLine)
    }
    guard reading.isWhole, !reading.statements.isEmpty else {
      // Swift that cannot run as a whole: what stops it says more than the language's error.
      guard first.isSwift, !first.notes.isEmpty, Self.uikitWords.contains(where: piece.text.contains) else {
        return nil
      }
      for note in first.notes { report(Diagnostic(note.message, at: note.range), file: file, source: source) }
      return piece.count
    }
    runRead(reading.statements, file: file, source: source, quiet: false)
    return count
  }

  /// Words that say a line the language refused was meant as UIKit code.
  static let uikitWords = ["Anchor", "NSLayoutConstraint", "addSubview", "addArrangedSubview", ".snp.", "UI"]

  /// The longest piece of Swift (characters) a refused line is read as.
  static let swiftPieceAtMost = 20_000

  /// How far a piece of Swift in a script may run on (lines), looking for its end.
  static let swiftLinesAtMost = 40

  /// Runs statements another front end read, as one entry of the history written as
  /// LayoutLab text. A statement that fails is reported at its place in the file and taken
  /// back alone; the rest still run. Layout happens once, after the last, as UIKit lays out
  /// after `viewDidLoad` returns: only the final state can conflict.
  func runRead(_ statements: [Statement], file: String, source: String, quiet: Bool = true) {
    guard !statements.isEmpty else { return }
    let before = takeMark()
    var ran: [String] = []
    for statement in statements {
      let mark = takeMark()
      do {
        try apply(statement, scope: nil)
        ran.append(statement.labSource)
      } catch {
        instanceScopes.removeAll()
        _ = takeBack(to: mark)
        report(error, file: file, source: source)
      }
    }
    let changes = engine.layout()
    guard !ran.isEmpty else { return }
    undoHistory.append(ran.joined(separator: "\n"), from: before)
    let autoprint = display.autoprint
    if quiet { display.autoprint = .off }
    report(changes)
    display.autoprint = autoprint
  }

  static func swiftSummary(_ reading: SwiftImport.Result, path: String) -> String {
    var parts: [String] = []
    if !reading.components.isEmpty {
      parts.append("defined " + reading.components.joined(separator: ", "))
    }
    if let vc = reading.viewController { parts.append("applied \(vc)") }
    let adds = reading.statements.filter { if case .add = $0.kind { return true } else { return false } }
      .count
    let constraints = reading.statements.filter {
      switch $0.kind {
      case .constraint, .snapKit, .vfl, .getLaid, .layout: return true
      default: return false
      }
    }.count
    parts.append(
      "\(adds) view\(adds == 1 ? "" : "s") added, "
        + "\(constraints) constraint statement\(constraints == 1 ? "" : "s")"
    )
    var line = "loaded \(path): " + parts.joined(separator: "; ")
    if !reading.otherViewControllers.isEmpty {
      line +=
        "\n(also in the file: \(reading.otherViewControllers.joined(separator: ", ")); "
        + "pick one with `load \(path) class NAME`)"
    }
    return line
  }
}
