import AutoLayout
import Foundation
import LabLanguage

extension Session {
  /// The words that may complete the one before the cursor, knowing the context: commands
  /// and names at a statement's start, kinds after `add`, devices after `device`, attributes
  /// and properties after `NAME.`, files after `load`/`save`. A view's properties are its
  /// kind's alone (`ViewProperty.all`, the table `set` obeys), after `set NAME.` and in the
  /// `{ }` block of `add KIND`.
  ///
  /// `textBeforeCursor` may hold several lines: the shell passes the lines of a block still
  /// open (`add label t {` on the line before) with the one being typed.
  public func completions(for textBeforeCursor: String) -> [String] {
    let block = Self.openBlock(in: textBeforeCursor)
    let statement = Self.currentStatement(block?.inside ?? Substring(textBeforeCursor))
    let word = String(statement.reversed().prefix { !" \t([{,:.=".contains($0) }.reversed())
    let head = statement.dropLast(word.count)
    let words = head.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    let names = engine.itemsInTreeOrder().map { engine.name(of: $0) }.filter { !$0.contains(".") }
    let blockKind = block.flatMap { addedKind(in: $0.opener) }
    var candidates: [String]
    let openBrackets = statement.filter { $0 == "[" }.count - statement.filter { $0 == "]" }.count
    if openBrackets > 0 && head.hasSuffix(".") {
      // Quick layout options, Subviews' names.
      candidates = Self.optionNames
    } else if head.hasSuffix(".") {
      let owner = String(head.dropLast().reversed().prefix { !" \t([{,=".contains($0) }.reversed())
      candidates = memberCompletions(
        owner: owner, blockKind: blockKind, blockName: block.flatMap { Self.addedName(in: $0.opener) },
        // `words` ends with the owner's path: alone, it starts the statement.
        propertiesOnly: words.first == "set", atStart: words.count <= 1,
        expecting: words.first == "expect")
    } else if let blockKind, words.isEmpty {
      // A block's statement: the new view's properties (`text = …`), `$0`, or a constraint.
      candidates = Self.propertyWords(ViewProperty.names(of: blockKind)) + ["$0"] + names
    } else if words.isEmpty || words == [":"] {
      candidates = Parser.keywords + names + document.models.keys.sorted() + ["direction"]
    } else {
      switch words.last {
      case "add":
        candidates =
          ViewKind.allCases.filter { ![.root, .cellcontent, .headerfooter].contains($0) }.map(\.rawValue) + [
            "hstack", "vstack",
          ]
          + WidgetContainer.allCases.map(\.rawValue) + document.components.keys.sorted()
      case "device": candidates = Device.all.map(\.name)
      case "autoprint": candidates = ["diff", "tree", "off"]
      case "help": candidates = CommandTable.helpNames
      case "load", "save": candidates = labFiles()
      case "landscape", "portrait": candidates = []
      default:
        candidates =
          names + engine.allConstraints.compactMap { engine.name(of: $0) } + document.models.keys.sorted()
          + ["to", "at", "as", "root", "parent"]
        if words.first == "device" { candidates = ["landscape", "portrait"] }
      }
    }
    return Array(Set(candidates.filter { $0.hasPrefix(word) })).sorted()
  }

  /// What may follow `OWNER.`: a constraint's three properties, a model's keys, or a view's
  /// attributes, guides, inner views and its kind's properties (only those after `set`).
  func memberCompletions(
    owner: String, blockKind: ViewKind?, blockName: String?, propertiesOnly: Bool, atStart: Bool,
    expecting: Bool
  ) -> [String] {
    if constraintID(
      Path(
        components: [owner],
        range: SourceRange(SourceLocation(line: 1, column: 1), SourceLocation(line: 1, column: 1)))) != nil
    {
      return ["constant", "priority", "multiplier"]
    }
    if let model = document.models[owner] { return Array(model.keys) }
    // `title.hugging.`: the rest of the dotted properties that start so (`h`, `v`).
    let (view, group) = splitCompletionOwner(owner, blockKind: blockKind, blockName: blockName)
    guard let kind = view?.kind else {
      return propertiesOnly ? [] : LayoutAttribute.allCases.map(\.rawValue) + Self.guideParts
    }
    if let group {
      let prefix = group + "."
      return Self.propertyWords(
        ViewProperty.names(of: kind).filter { $0.hasPrefix(prefix) }.map {
          String($0.dropFirst(prefix.count))
        })
    }
    let properties = Self.propertyWords(ViewProperty.names(of: kind))
    // The views inside a component instance or a widget (`director.t`).
    var inner: [String] = []
    if let name = view?.name {
      let prefix = name + "."
      for item in engine.itemsInTreeOrder() where engine.name(of: item).hasPrefix(prefix) {
        inner.append(String(engine.name(of: item).dropFirst(prefix.count).prefix { $0 != "." }))
      }
    }
    if propertiesOnly { return properties + inner }
    // A path at a statement's start may be set (`title.text = …`) or constrained; elsewhere
    // it is constrained, or checked by `expect`.
    return LayoutAttribute.allCases.map(\.rawValue) + Self.guideParts + inner
      + (atStart || expecting ? properties : [])
  }

  /// The view an owner path names (by name, `$0` or the name a block's `add` gives) and the
  /// dotted property group after it (`hugging` in `title.hugging`), if any.
  func splitCompletionOwner(_ owner: String, blockKind: ViewKind?, blockName: String?) -> (
    view: (kind: ViewKind, name: String?)?, group: String?
  ) {
    let parts = owner.split(separator: ".").map(String.init)
    for length in stride(from: parts.count, through: 1, by: -1) {
      let prefix = parts[..<length].joined(separator: ".")
      let group = length == parts.count ? nil : parts[length...].joined(separator: ".")
      if let item = engine.item(named: qualified(prefix)) {
        return ((engine.kind(of: item), engine.name(of: item)), group)
      }
      if let blockKind, prefix == "$0" || prefix == blockName { return ((blockKind, nil), group) }
    }
    return (nil, nil)
  }

  /// Property names as completion offers them: a dotted one by its first part (`hugging`),
  /// the rest after the next `.`.
  static func propertyWords(_ names: [String]) -> [String] {
    names.map { String($0.split(separator: ".").first ?? Substring($0)) }
  }

  /// The guides a view's path may go through (`card.safeArea.top`, `scroll.contentGuide`).
  static let guideParts = ["safeArea", "margins", "readable", "contentGuide", "frameGuide"]

  /// Whether the word just completed takes a space after it. A name something can follow
  /// with `.` takes none — a view (`title` in `title.top`), a model, a constraint, a guide,
  /// a component, a dotted property's first part (`hugging`) — so that the `.` typed next
  /// makes `title.top`, not `title .top` (a parse error). Keywords, kinds, devices,
  /// attributes and plain properties take one, as they are always followed by a space.
  public func completedWordTakesSpace(_ textBeforeCursor: String) -> Bool {
    let block = Self.openBlock(in: textBeforeCursor)
    let statement = Self.currentStatement(block?.inside ?? Substring(textBeforeCursor))
    let path = String(statement.reversed().prefix { !" \t([{,:=<>+-*/!;".contains($0) }.reversed())
    guard !path.isEmpty else { return true }
    if path == "$0" || document.models[path] != nil || document.components[path] != nil { return false }
    let blockKind = block.flatMap { addedKind(in: $0.opener) }
    let (view, group) = splitCompletionOwner(
      path, blockKind: blockKind, blockName: block.flatMap { Self.addedName(in: $0.opener) })
    if let view {
      // `title`, `card2.title`: a view; `title.hugging`, `w.margin`: a group of properties.
      guard let group else { return false }
      var groups: [String] = ViewProperty.names(of: view.kind).filter { $0.contains(".") }.map {
        String($0.prefix { $0 != "." })
      }
      if ViewProperty.widgetKinds.contains(view.kind) {
        groups += Self.widgetProperties.filter { $0 != "height" }
      }
      return !groups.contains(group) && !Self.guideParts.contains(group)
    }
    // `[.pin`: an option, followed by `,`, `]` or its arguments.
    if path.hasPrefix(".") { return false }
    if path.contains(".") {
      let last = String(path.split(separator: ".").last ?? "")
      return !Self.guideParts.contains(last)
    }
    return constraintID(
      Path(
        components: [path],
        range: SourceRange(SourceLocation(line: 1, column: 1), SourceLocation(line: 1, column: 1)))) == nil
  }

  /// The innermost `{` still open in `text` (quotes skipped): the text of the statement that
  /// opened it and what follows it.
  static func openBlock(in text: String) -> (opener: Substring, inside: Substring)? {
    let opens = BraceScanner.openBraces(in: text[...])
    guard let open = opens.last else { return nil }
    return (currentStatement(text[..<open]), text[text.index(after: open)...])
  }

  /// The statement the cursor is in: the text after the last `;`, line break or brace.
  static func currentStatement(_ text: Substring) -> Substring {
    guard let boundary = text.lastIndex(where: { ";\n{}".contains($0) }) else { return text }
    return text[text.index(after: boundary)...]
  }

  /// The kind `add KIND NAME …` makes (a container's or a stack's included), if `statement` is one.
  func addedKind(in statement: Substring) -> ViewKind? {
    let words = statement.split(whereSeparator: { " \t(".contains($0) })
    guard words.count >= 2, words[0] == "add" else { return nil }
    return Self.kind(added: String(words[1]))
  }

  /// The name `add KIND NAME …` gives its view.
  static func addedName(in statement: Substring) -> String? {
    var rest = statement.drop { " \t".contains($0) }
    guard rest.hasPrefix("add") else { return nil }
    rest = rest.dropFirst(3).drop { " \t".contains($0) }.drop { !" \t(".contains($0) }.drop {
      " \t".contains($0)
    }
    // A kind's arguments: `add stack(axis: .vertical) column`.
    if rest.first == "(", let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...] }
    return rest.split(whereSeparator: { " \t".contains($0) }).first.map(String.init)
  }

  /// The Subviews package's quick layout options (LANGUAGE.md §4).
  static let optionNames: [String] = {
    var names = [
      "alignCenter", "alignCenterX", "alignCenterY", "size", "height", "width", "aspectRatio",
      "aspectRatioSquare", "relativeSize", "relativeHeight", "relativeWidth",
    ]
    for family in ["pin", "marginsPin", "safeAreaPin", "readableContentPin"] {
      names.append(family)
      for side in ["Horizontally", "Vertically", "Top", "Bottom", "Leading", "Trailing"] {
        names.append(family + side)
      }
    }
    return names
  }()

  func labFiles() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: ".")) ?? []).filter { $0.hasSuffix(".lab") }
  }
}
