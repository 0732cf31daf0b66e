import Foundation
import LabLanguage
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
    let reading = SwiftImport.read(source, className: className)
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

  /// Reads a piece the language refused as Swift, joined with the pieces after it while a
  /// bracket is open. Taken when swift-syntax reads it whole and the reader follows every
  /// part (no note); then it runs as one statement and gives how many pieces it used.
  /// Otherwise nil, and the language's error stands.
  func runSwift(_ chunks: [Parser.Chunk], from index: Int, file: String, source: String) -> Int? {
    var text = chunks[index].text
    var count = 1
    while SwiftImport.openBrackets(text) > 0, index + count < chunks.count {
      text += "\n" + chunks[index + count].text
      count += 1
    }
    let existing = engine.itemsInTreeOrder().filter { $0 != engine.root }.compactMap {
      id -> (String, String)? in
      let name = engine.name(of: id)
      return name.contains(".") ? nil : (name, engine.kind(of: id).rawValue)
    }
    let reading = SwiftImport.read(text, existing: existing, firstLine: chunks[index].firstLine)
    guard reading.isWhole, !reading.statements.isEmpty else { return nil }
    runRead(reading.statements, file: file, source: source, quiet: false)
    return count
  }

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
      "\(adds) view\(adds == 1 ? "" : "s") added, \(constraints) constraint statement\(constraints == 1 ? "" : "s")"
    )
    var line = "loaded \(path): " + parts.joined(separator: "; ")
    if !reading.otherViewControllers.isEmpty {
      line +=
        "\n(also in the file: \(reading.otherViewControllers.joined(separator: ", ")); pick one with `load \(path) class NAME`)"
    }
    return line
  }
}
