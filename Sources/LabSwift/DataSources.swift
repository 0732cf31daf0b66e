import AutoLayout
import LabLanguage
import SwiftSyntax

/// A `UICollectionViewFlowLayout` the code made: what it sets, and the collection view that
/// lays its cells out by it.
struct FlowLayout {
  var properties: [(String, Value)] = []
  var collection: Int? = nil
}

/// A table or collection view whose data source the code set, asked for its rows once the
/// code has run, as UIKit asks when it first lays the table out.
struct DataSource {
  var table: Int
  /// The object that answers: its methods are read with its reader.
  var source: BodyReader
  /// The object that answers `heightForRowAt`, when the code set one.
  var delegate: BodyReader? = nil
}

/// Tables and collections written as UIKit code writes them: cell classes registered under
/// reuse identifiers, and a data source whose methods say how many sections and rows there
/// are and dequeue a cell for each (`docs/swift-import.md`, "Tables and collections").
extension LayoutProgram {
  /// UIKit makes cells only for the rows on screen; LayoutLab makes every row a real view,
  /// so a data source that says it has thousands is cut short (with a note).
  static let rowsRead = 100
  static let sectionsRead = 20

  /// Asks each data source set in the scope being read for its sections and rows.
  func fillDataSources() {
    while !dataSources.isEmpty {
      fill(dataSources.removeFirst())
    }
  }

  func fill(_ dataSource: DataSource) {
    let table = dataSource.table
    let isTable = views[table].kind == "table"
    let reader = dataSource.source
    let asked = SwiftValue.view(table)
    let at = views[table].range
    let sections = reader.ask("numberOfSections(in:)", [asked])
    var sectionCount = 1
    if let sections {
      guard let n = sections.number, n >= 0 else {
        noteAt(
          "how many sections `\(views[table].name)` has is known only when the app runs: no rows made", at)
        return
      }
      // Bounded before it becomes an Int: `1e300` sections would not fit one.
      sectionCount = Int(min(n, 1e6))
    }
    if sectionCount > Self.sectionsRead {
      noteAt(
        "`\(views[table].name)` has \(sectionCount) sections: the first \(Self.sectionsRead) are made", at)
      sectionCount = Self.sectionsRead
    }
    let rowsAsked =
      isTable ? "tableView(_:numberOfRowsInSection:)" : "collectionView(_:numberOfItemsInSection:)"
    let cellAsked = isTable ? "tableView(_:cellForRowAt:)" : "collectionView(_:cellForItemAt:)"
    let cellRange = reader.signatures[cellAsked].map { range($0.name) } ?? at
    for section in 0..<sectionCount {
      guard let rows = reader.ask(rowsAsked, [asked, .number(Double(section))]) else {
        noteAt("`\(views[table].name)`'s data source does not say how many rows it has: no rows made", at)
        return
      }
      guard let count = rows.number, count >= 0 else {
        noteAt(
          "how many rows section \(section) of `\(views[table].name)` has is known only when the app runs: "
            + "none made", at)
        continue
      }
      var rowCount = Int(min(count, 1e6))
      if rowCount > Self.rowsRead {
        let (name, limit) = (views[table].name, Self.rowsRead)
        noteAt(
          "`\(name)` has sections of more than \(limit) rows: the first \(limit) of each are made "
            + "(UIKit makes only the rows on screen)", at)
        rowCount = Self.rowsRead
      }
      let target = isTable ? sectionTarget(table, section, of: sectionCount, reader) : .view(table)
      for row in 0..<rowCount {
        let indexPath = SwiftValue.indexPath(section: section, item: row)
        rowBeingMade = target
        let cell = reader.ask(cellAsked, [asked, indexPath])
        rowBeingMade = nil
        guard let id = madeCell(cell, in: target, at: cellRange) else {
          noteAt(
            "`\(views[table].name)`'s cell for row \(row) of section \(section) is not one LayoutLab made", at
          )
          continue
        }
        if isTable,
          let height = dataSource.delegate?.ask("tableView(_:heightForRowAt:)", [asked, indexPath]),
          let points = height.number, points >= 0
        {
          reader.setProperty(id, "height", .number(points), range: views[id].range)
        }
      }
    }
  }

  /// Where a section's rows go: the table itself for one untitled section (its rows form an
  /// untitled first section), else a section of its own, titled as the data source says.
  func sectionTarget(_ table: Int, _ section: Int, of count: Int, _ reader: BodyReader) -> SwiftParent {
    let asked: [SwiftValue] = [.view(table), .number(Double(section))]
    let header = reader.ask("tableView(_:titleForHeaderInSection:)", asked)
    let footer = reader.ask("tableView(_:titleForFooterInSection:)", asked)
    var titles: [(String, String)] = []
    if case .string(let s)? = header { titles.append(("header", s)) }
    if case .string(let s)? = footer { titles.append(("footer", s)) }
    guard count > 1 || !titles.isEmpty else { return .view(table) }
    let r = views[table].range
    let id = makeView(kind: "section", named: "\(views[table].name)Section\(section + 1)", text: nil, at: r)
    views[id].translatesMask = false
    views[id].isAttached = true
    steps.append(.attach(view: id, parent: .view(table), index: nil, arranged: false, range: r))
    for (property, title) in titles {
      let target = path("\(views[id].name).\(property)", r)
      say(.set(target, LocatedValue(value: .string(title), range: r)), at: r, about: [id])
    }
    return .view(id)
  }

  /// The cell a data source returned: one it dequeued (added as it was), or one it made with
  /// `UITableViewCell(style:reuseIdentifier:)`, added now.
  func madeCell(_ cell: SwiftValue?, in target: SwiftParent, at r: SourceRange) -> Int? {
    switch cell {
    case .view(let id)?:
      if !views[id].isAttached {
        views[id].translatesMask = false
        steps.append(.attach(view: id, parent: target, index: nil, arranged: false, range: views[id].range))
        views[id].isAttached = true
      }
      return id
    case .newView(let made)? where made.kind == "cell" || made.kind == "collectioncell":
      let id = makeView(kind: made.kind, named: "cell", text: nil, at: r)
      cellStyles[id] = made.cellStyle
      return madeCell(.view(id), in: target, at: r)
    default:
      return nil
    }
  }

  func noteAt(_ message: String, _ range: SourceRange) {
    let note = SwiftImport.Note(message: message, range: range)
    if !notes.contains(note) { notes.append(note) }
  }

  /// A reuse identifier as a view's name: `"photo-cell"` → `photoCell`, `"Cell"` → `cell`.
  static func name(ofIdentifier identifier: String) -> String {
    var out = ""
    var upper = false
    for c in identifier {
      if c.isLetter || c.isNumber || c == "_" {
        out += out.isEmpty ? c.lowercased() : upper ? c.uppercased() : String(c)
        upper = false
      } else {
        upper = !out.isEmpty
      }
    }
    if out.isEmpty || out.first?.isNumber == true { out = "cell" + out }
    return out
  }
}

extension BodyReader {
  /// Calls a method of the object this reader reads, by its full name
  /// (`tableView(_:numberOfRowsInSection:)`), with its parameters bound to `arguments` in
  /// order; nil when the object has no such method.
  func ask(_ signature: String, _ arguments: [SwiftValue]) -> SwiftValue? {
    guard let method = signatures[signature], let body = method.body else { return nil }
    guard !following.contains(signature) else { return nil }
    following.append(signature)
    defer { following.removeLast() }
    var bindings: [String: SwiftValue] = [:]
    for (parameter, argument) in zip(method.signature.parameterClause.parameters, arguments) {
      bindings[(parameter.secondName ?? parameter.firstName).text] = argument
    }
    return runBody(body.statements, bindings)
  }

  /// A method's full name as Swift spells it: `tableView(_:cellForRowAt:)`.
  static func signature(of method: FunctionDeclSyntax) -> String {
    method.name.text + "("
      + method.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
      + ")"
  }

  /// `tableView.dequeueReusableCell(withIdentifier: "id", for: indexPath)`: a cell of the class
  /// registered under the identifier, added as the row the data source is asked for.
  func dequeueCell(_ call: FunctionCallExprSyntax, on table: SwiftValue) -> SwiftValue {
    guard case .view(let t) = table, ["table", "collection"].contains(program.views[t].kind) else {
      note("a cell dequeued from something that is not a table LayoutLab knows: skipped", call)
      return .unknown
    }
    guard let target = program.rowBeingMade else {
      note("a cell is dequeued only when UIKit asks the data source for a row: skipped", call)
      return .unknown
    }
    guard let argument = call.arguments.first, case .string(let identifier) = value(argument.expression)
    else {
      note("a reuse identifier LayoutLab cannot read: a plain cell stands in", call)
      return plainCell(in: t, named: "cell", target, call)
    }
    // `dequeueReusableCell(withIdentifier:)` without `for:` gives nil for an identifier
    // nothing registered (the code then makes its own: `?? UITableViewCell(style: …)`).
    if !call.arguments.contains(where: { $0.label?.text == "for" }),
      program.registrations[t]?[identifier] == nil
    {
      return .nilValue
    }
    let isTable = program.views[t].kind == "table"
    let plain = isTable ? "cell" : "collectioncell"
    var kind = plain
    if let name = program.registrations[t]?[identifier] {
      if program.componentNames.contains(name) {
        kind = name
      } else if ViewKind.fromClassName(name)?.rawValue != plain {
        note("`\(name)` is not a cell class in this file: a plain cell stands in", call)
      }
    } else {
      note("no cell class is registered for \"\(identifier)\": a plain cell stands in", call)
    }
    let id = program.makeView(
      kind: kind, named: LayoutProgram.name(ofIdentifier: identifier), text: nil, at: range(call))
    program.views[id].translatesMask = false
    attach(id, to: target, index: nil, arranged: false, at: call)
    return .view(id)
  }

  func plainCell(in table: Int, named name: String, _ target: SwiftParent, _ call: FunctionCallExprSyntax)
    -> SwiftValue
  {
    let kind = program.views[table].kind == "table" ? "cell" : "collectioncell"
    let id = program.makeView(kind: kind, named: name, text: nil, at: range(call))
    program.views[id].translatesMask = false
    attach(id, to: target, index: nil, arranged: false, at: call)
    return .view(id)
  }

  /// `cell.textLabel` and `cell.detailTextLabel` of a plain cell, made the first time the
  /// code names them, placed as Xcode stored the built-in styles (`docs/research/cell-styles.md`):
  /// - default: the text on the content view's side margins, as tall as the content view
  ///   (302 of 304 cells), with no detail label (UIKit's is nil);
  /// - `.value1`: both on one line, centred, the text at the leading margin and the detail
  ///   ending at the trailing margin, both 17 pt (70 of 70 cells);
  /// - `.subtitle`: the detail (12 pt) right under the text, both at the leading margin, the
  ///   pair centred (100 of 100 cells);
  /// and a row at least the standard height (44, 52 on iOS 26; the content view one separator
  /// less).
  func builtInLabel(of cell: Int, detail: Bool, at node: some SyntaxProtocol) -> SwiftValue {
    if let made = (detail ? program.detailLabels : program.textLabels)[cell] { return .view(made) }
    let style = program.cellStyles[cell] ?? "default"
    guard !detail || ["value1", "subtitle"].contains(style) else {
      note("a default-style cell has no `detailTextLabel` (UIKit's is nil): skipped", node)
      return .unknown
    }
    let r = range(node)
    let cellName = program.views[cell].name
    let content = cellName + ".contentView"
    func label(_ suffix: String, kind: String = "label") -> String {
      let id = program.makeView(kind: kind, named: cellName + suffix, text: nil, at: r)
      program.views[id].translatesMask = false
      attach(id, to: .contentView(of: cell), index: nil, arranged: false, at: node)
      if suffix == "TextLabel" { program.textLabels[cell] = id }
      if suffix == "DetailTextLabel" { program.detailLabels[cell] = id }
      return program.views[id].name
    }
    func equation(
      _ a: String, _ b: String?, relation: EquationStatement.Relation = .equal, constant: Double? = nil,
      priority: Double? = nil
    ) -> EquationStatement {
      EquationStatement(
        first: program.path(a, r), relation: relation, relationRange: r,
        second: b.map { program.path($0, r) },
        multiplier: 1, constant: constant.map { LocatedValue(value: .number($0), range: r) },
        priority: priority,
        name: nil)
    }
    var equations = [
      equation(
        "\(content).height", nil, relation: .greaterThanOrEqual,
        constant: program.environment.standardRowHeight - 1 / program.environment.scale, priority: 999)
    ]
    switch style {
    case "value1", "value2":
      let text = label("TextLabel")
      equations += [
        equation("\(text).leading", "\(content).leadingMargin"),
        equation("\(text).centerY", "\(content).centerY"),
      ]
      if style == "value1" {
        let detailName = label("DetailTextLabel")
        equations += [
          equation("\(detailName).trailing", "\(content).trailingMargin"),
          equation("\(detailName).centerY", "\(content).centerY"),
        ]
      }
    case "subtitle":
      let text = label("TextLabel")
      let detailName = label("DetailTextLabel")
      setProperty(
        program.detailLabels[cell]!, "font", .call("system", [Argument(label: nil, value: .number(12))]),
        range: r)
      // A guide around the pair centres it (UIKit lays the two out itself).
      let pair = label("TextPair", kind: "guide")
      equations += [
        equation("\(text).leading", "\(content).leadingMargin"),
        equation("\(detailName).leading", "\(content).leadingMargin"),
        equation("\(detailName).top", "\(text).bottom"), equation("\(pair).top", "\(text).top"),
        equation("\(pair).bottom", "\(detailName).bottom"), equation("\(pair).centerY", "\(content).centerY"),
        equation("\(pair).leading", "\(content).leading"), equation("\(pair).width", nil, constant: 0),
      ]
    default:
      let text = label("TextLabel")
      equations += [
        equation("\(text).leading", "\(content).leadingMargin"),
        equation("\(text).trailing", "\(content).trailingMargin"), equation("\(text).top", "\(content).top"),
        equation("\(text).bottom", "\(content).bottom"),
      ]
    }
    for e in equations { program.say(.constraint(e), at: r, about: [cell]) }
    return builtInLabel(of: cell, detail: detail, at: node)
  }

  /// `register(PhotoCell.self, forCellWithReuseIdentifier: "photo")` on a table or collection.
  func readRegister(_ call: FunctionCallExprSyntax, on table: SwiftValue) {
    let arguments = Array(call.arguments)
    guard case .view(let t) = table, arguments.count == 2,
      let type = arguments[0].expression.as(MemberAccessExprSyntax.self),
      type.declName.baseName.text == "self",
      let className = type.base.map({ $0.trimmedDescription }),
      case .string(let identifier) = value(arguments[1].expression)
    else {
      // A nib, a header's class or something the reading cannot follow: it draws nothing yet.
      return
    }
    program.registrations[t, default: [:]][identifier] = className
  }

  /// `dataSource = self` (or `delegate`): the object this reader reads answers for the table.
  func setDataSource(of target: SwiftValue, _ property: String, _ right: ExprSyntax) -> Bool {
    guard property == "dataSource" || property == "delegate", isSelf(right) else { return false }
    guard case .view(let t) = target, ["table", "collection"].contains(program.views[t].kind) else {
      return false
    }
    // Whichever is set first registers the table; the object is then its source until a
    // `dataSource` says otherwise.
    if !program.dataSources.contains(where: { $0.table == t }) {
      program.dataSources.append(DataSource(table: t, source: self))
    }
    let index = program.dataSources.firstIndex { $0.table == t }!
    if property == "dataSource" {
      program.dataSources[index].source = self
    } else {
      program.dataSources[index].delegate = self
    }
    return true
  }

  /// `super.init(frame: .zero, style: .insetGrouped)` in a UITableView subclass, and
  /// `super.init(frame: .zero, collectionViewLayout: layout)` in a UICollectionView one.
  func readSuperInit(_ call: FunctionCallExprSyntax) {
    guard let id = selfView else { return }
    for argument in call.arguments {
      switch argument.label?.text {
      case "style" where program.views[id].kind == "table":
        if case .lab(let style) = value(argument.expression) { setProperty(id, "style", style, at: argument) }
      case "collectionViewLayout" where program.views[id].kind == "collection":
        useFlowLayout(value(argument.expression), for: id, at: argument)
      default: break
      }
    }
  }

  /// A collection view takes its flow layout's properties, and follows what is set on the
  /// layout afterwards.
  func useFlowLayout(_ layout: SwiftValue, for collection: Int, at node: some SyntaxProtocol) {
    guard case .flowLayout(let index) = layout else {
      note("a collection view layout other than a flow layout LayoutLab can read: skipped", node)
      return
    }
    program.flowLayouts[index].collection = collection
    for (property, value) in program.flowLayouts[index].properties {
      setProperty(collection, property, value, at: node)
    }
  }

  /// `layout.itemSize = CGSize(width: 100, height: 100)`.
  func assignFlowLayout(_ index: Int, _ property: String, _ right: ExprSyntax, at node: some SyntaxProtocol) {
    guard Self.flowLayoutProperties.contains(property) else {
      if property != "scrollDirection" || value(right).labValue != .enumCase("vertical") {
        note("a flow layout's `\(property)` is not something LayoutLab models: skipped", node)
      }
      return
    }
    guard let v = value(right).labValue else {
      note("a value LayoutLab cannot work out: skipped", right)
      return
    }
    var settings = [(property, v)]
    // Any estimated size but zero makes the cells size themselves (UICollectionViewFlowLayout's
    // documentation of `estimatedItemSize`); `automaticSize` keeps UIKit's estimate.
    if property == "estimatedItemSize" {
      if v == .enumCase("automaticSize") {
        settings = [("itemSize", .enumCase("automatic"))]
      } else if v != .size(0, 0) {
        settings.append(("itemSize", .enumCase("automatic")))
      }
    }
    for (property, v) in settings {
      if let collection = program.flowLayouts[index].collection {
        setProperty(collection, property, v, at: node)
      } else {
        program.flowLayouts[index].properties.append((property, v))
      }
    }
  }

  static let flowLayoutProperties: Set<String> = [
    "itemSize", "estimatedItemSize", "minimumInteritemSpacing", "minimumLineSpacing", "sectionInset",
  ]
}
