import AutoLayout
import Foundation
import LabLanguage

extension Session {
  /// The words that may complete the one before the cursor, knowing the context: commands
  /// and names at a statement's start, kinds after `add`, devices after `device`, attributes
  /// and properties after `NAME.`, files after `load`/`save`.
  public func completions(for textBeforeCursor: String) -> [String] {
    let statement = textBeforeCursor.split(separator: ";", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    let word = String(statement.reversed().prefix { !" \t([{,:.=".contains($0) }.reversed())
    let head = statement.dropLast(word.count)
    let words = head.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    let names = engine.itemsInTreeOrder().map { engine.name(of: $0) }.filter { !$0.contains(".") }
    var candidates: [String]
    let openBrackets = statement.filter { $0 == "[" }.count - statement.filter { $0 == "]" }.count
    if openBrackets > 0 && head.hasSuffix(".") {
      // Quick layout options, Subviews' names.
      candidates = Self.optionNames
    } else if head.hasSuffix(".") {
      let owner = head.dropLast().split(whereSeparator: { " \t([{,=".contains($0) }).last.map(String.init) ?? ""
      if constraintID(Path(components: [owner], range: SourceRange(SourceLocation(line: 1, column: 1), SourceLocation(line: 1, column: 1)))) != nil {
        candidates = ["constant", "priority", "multiplier"]
      } else if let model = document.models[owner] {
        candidates = Array(model.keys)
      } else {
        candidates = LayoutAttribute.allCases.map(\.rawValue) + Self.viewProperties
          + ["safeArea", "margins", "readable", "frame"]
        // The views inside a component instance or a widget (`director.t`), and a widget's model.
        let prefix = owner + "."
        candidates += engine.itemsInTreeOrder().map { engine.name(of: $0) }.filter { $0.hasPrefix(prefix) }
          .compactMap { $0.dropFirst(prefix.count).split(separator: ".").first.map(String.init) }
        if let item = engine.item(named: owner), engine.widgetModel(of: item) != nil { candidates += Self.widgetProperties }
      }
    } else if words.isEmpty || words == [":"] {
      candidates = Parser.keywords + names + document.models.keys.sorted() + ["direction"]
    } else {
      switch words.last {
      case "add":
        candidates = ViewKind.allCases.filter { ![.root, .cellcontent, .headerfooter].contains($0) }.map(\.rawValue) + ["hstack", "vstack"]
          + WidgetContainer.allCases.map(\.rawValue) + document.components.keys.sorted()
      case "device": candidates = Device.all.map(\.name)
      case "autoprint": candidates = ["diff", "tree", "off"]
      case "help": candidates = CommandTable.helpNames
      case "load", "save": candidates = labFiles()
      case "landscape", "portrait": candidates = []
      default:
        candidates = names + engine.allConstraints.compactMap { engine.name(of: $0) } + document.models.keys.sorted()
          + ["to", "at", "as", "root", "parent"]
        if words.first == "device" { candidates = ["landscape", "portrait"] }
      }
    }
    return Array(Set(candidates.filter { $0.hasPrefix(word) })).sorted()
  }

  /// The Subviews package's quick layout options (LANGUAGE.md §4).
  static let optionNames: [String] = {
    var names = [
      "alignCenter", "alignCenterX", "alignCenterY", "size", "height", "width", "aspectRatio",
      "aspectRatioSquare", "relativeSize", "relativeHeight", "relativeWidth",
    ]
    for family in ["pin", "marginsPin", "safeAreaPin", "readableContentPin"] {
      names.append(family)
      for side in ["Horizontally", "Vertically", "Top", "Bottom", "Leading", "Trailing"] { names.append(family + side) }
    }
    return names
  }()

  func labFiles() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: ".")) ?? []).filter { $0.hasSuffix(".lab") }
  }
}
