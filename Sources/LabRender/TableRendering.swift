import AutoLayout
import TextMetrics

/// The file-scope classes `export swift-anchors` writes for tables and collections: UIKit code
/// never adds a cell as a subview. Each cell becomes a `UITableViewCell` or
/// `UICollectionViewCell` subclass that builds its views into `contentView` and activates its
/// constraints; each table or collection becomes a subclass that registers those classes and is
/// its own data source, so the snippet still pastes into `viewDidLoad` (a table holds its data
/// source weakly, and here the table is that object).
extension SwiftRenderer {
  /// The `init(coder:)` every exported UIKit subclass must declare, as Xcode writes it. It is
  /// text in the exported Swift, not LayoutLab's code: LayoutLab never calls it.
  static let requiredCoderInit =
    "    required init?(coder: NSCoder) { "
    + "fatalError(\"init(coder:) has not been implemented\") }"  // crash-ok: exported text, never run

  static func cellClasses(_ engine: LayoutEngine, _ cells: [ItemID]) -> [String] {
    var lines: [String] = []
    let types = generatedTypeNames(engine)
    for cell in cells { lines += cellClass(engine, cell, typeNames: types) + [""] }
    let containers = engine.itemsInTreeOrder().filter { [.table, .collection].contains(engine.kind(of: $0)) }
    for container in containers { lines += containerClass(engine, container) + [""] }
    return lines
  }

  /// `final class AirplaneCell: UITableViewCell { … }`: its views as properties, built in init.
  /// `typeNames`: the classes the export writes, which its views must not hide.
  static func cellClass(_ engine: LayoutEngine, _ cell: ItemID, typeNames: Set<String>) -> [String] {
    let isTableCell = engine.kind(of: cell) == .cell
    let content = engine.contentView(of: cell)
    let views = engine.itemsInTreeOrder().filter {
      $0 != cell && $0 != content && engine.guideOwner(of: $0) == nil && enclosingCell(engine, $0) == cell
    }
    // Each view is a stored property of a UITableViewCell or UICollectionViewCell subclass.
    let reserved = viewMembers.union(cellMembers).union(typeNames)
    let naming = SwiftNaming(
      engine: engine, cell: cell, declarations: .flat(engine, views, reserved: reserved))
    var lines = [
      "final class \(className(engine, cell)): \(isTableCell ? "UITableViewCell" : "UICollectionViewCell") {"
    ]
    for id in views { lines.append("    let \(naming.name(id)) = \(initializer(engine, id))") }
    if !views.isEmpty { lines.append("") }
    if isTableCell {
      lines += [
        "    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {",
        "        super.init(style: style, reuseIdentifier: reuseIdentifier)",
      ]
    } else {
      lines += ["    override init(frame: CGRect) {", "        super.init(frame: frame)"]
    }
    var body: [String] = []
    if isTableCell, engine.cellAccessory(of: cell) != .none {
      body.append("accessoryType = .\(engine.cellAccessory(of: cell).rawValue)")
    }
    for id in views {
      let parent = engine.parent(of: id).map(naming.name) ?? "contentView"
      body += setup(engine, id, naming: naming, parent: parent == "self" ? "contentView" : parent)
    }
    let constraints = partitionConstraints(engine, cell: cell).kept
    if !constraints.isEmpty { body += activation(engine, constraints, naming: naming) }
    lines += body.map { "        " + $0 }
    lines += [
      "    }", "",
      requiredCoderInit,
      "}",
    ]
    return lines
  }

  /// A table or collection that registers its cell classes and serves its rows in order.
  static func containerClass(_ engine: LayoutEngine, _ container: ItemID) -> [String] {
    let rows = engine.children(of: container).filter {
      [.cell, .collectioncell].contains(engine.kind(of: $0))
    }
    let identifierLabel =
      engine.kind(of: container) == .table ? "forCellReuseIdentifier" : "forCellWithReuseIdentifier"
    let registrations = rows.map {
      "register(\(className(engine, $0)).self, \(identifierLabel): \(literal(engine.name(of: $0))))"
    }
    let identifiers = rows.map { literal(engine.name(of: $0)) }.joined(separator: ", ")
    if engine.kind(of: container) == .table {
      return tableClass(engine, container, registrations: registrations)
    }
    let flow = engine.flowLayout(of: container) ?? FlowLayout()
    var layout = ["        let layout = UICollectionViewFlowLayout()"]
    if let size = flow.itemSize {
      layout.append(
        "        layout.itemSize = CGSize(width: \(size.width.compact), height: \(size.height.compact))")
    } else {
      let e = flow.estimatedItemSize
      layout.append(
        "        layout.estimatedItemSize = CGSize(width: \(e.width.compact), height: \(e.height.compact))")
    }
    layout.append("        layout.minimumInteritemSpacing = \(flow.minimumInteritemSpacing.compact)")
    layout.append("        layout.minimumLineSpacing = \(flow.minimumLineSpacing.compact)")
    let i = flow.sectionInset
    if i != .zero {
      layout.append(
        "        layout.sectionInset = UIEdgeInsets(top: \(i.top.compact), left: \(i.left.compact), "
          + "bottom: \(i.bottom.compact), right: \(i.right.compact))"
      )
    }
    return [
      "final class \(className(engine, container)): UICollectionView, UICollectionViewDataSource {",
      "    private let items = [\(identifiers)]", "",
      "    init() {",
    ] + layout + [
      "        super.init(frame: .zero, collectionViewLayout: layout)"
    ] + registrations.map { "        " + $0 } + [
      "        dataSource = self", "    }", "",
      requiredCoderInit, "",
      "    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) "
        + "-> Int { items.count }",
      "",
      "    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) "
        + "-> UICollectionViewCell {",
      "        dequeueReusableCell(withReuseIdentifier: items[indexPath.item], for: indexPath)",
      "    }",
      "}",
    ]
  }

  /// A table that registers its cell classes and serves its rows, section by section (a
  /// table without sections has one), with the sections' titles and the heights set.
  static func tableClass(_ engine: LayoutEngine, _ table: ItemID, registrations: [String]) -> [String] {
    let state = engine.tableState(of: table) ?? TableState()
    let sections = engine.sections(of: table)
    let isSectioned = sections.contains { $0.section != nil }
    let cells = sections.flatMap(\.cells)
    let heights = cells.map { engine.cellHeight(of: $0) }
    let hasHeights = heights.contains { $0 != nil }
    let list = { (values: [String]) in values.joined(separator: ", ") }
    let titles = sections.map { s in
      s.section.map { engine.sectionTitles(of: $0) } ?? (header: "", footer: "")
    }
    let hasHeaders = titles.contains { !$0.header.isEmpty }
    let hasFooters = titles.contains { !$0.footer.isEmpty }
    var lines = [
      "final class \(className(engine, table)): UITableView, UITableViewDataSource, UITableViewDelegate {"
    ]
    if isSectioned {
      let title = { (t: String) in t.isEmpty ? "nil" : literal(t) }
      let rowLists = sections.map { "[\(list($0.cells.map { literal(engine.name(of: $0)) }))]" }
      lines.append("    private let sections = [\(list(rowLists))]")
      if hasHeaders {
        lines.append("    private let headers: [String?] = [\(list(titles.map { title($0.header) }))]")
      }
      if hasFooters {
        lines.append("    private let footers: [String?] = [\(list(titles.map { title($0.footer) }))]")
      }
      if hasHeights {
        let rows = sections.map {
          "[\(list($0.cells.map { engine.cellHeight(of: $0).map { $0.compact } ?? "nil" }))]"
        }
        lines.append("    private let heights: [[CGFloat?]] = [\(list(rows))]")
      }
    } else {
      lines.append("    private let rows = [\(list(cells.map { literal(engine.name(of: $0)) }))]")
      if hasHeights {
        lines.append(
          "    private let heights: [CGFloat?] = [\(list(heights.map { $0.map { $0.compact } ?? "nil" }))]")
      }
    }
    lines += tableInitializer(state, registrations: registrations)
    lines += tableDataSourceMethods(
      isSectioned: isSectioned, hasHeaders: hasHeaders, hasFooters: hasFooters, hasHeights: hasHeights)
    return lines + ["}"]
  }

  /// A table's `init()`: its style, row heights and section heights, its cell classes
  /// registered, and itself as its data source and delegate.
  static func tableInitializer(_ state: TableState, registrations: [String]) -> [String] {
    var lines = ["", "    init() {", "        super.init(frame: .zero, style: .\(state.style.rawValue))"]
    if let height = state.rowHeight {
      lines.append("        rowHeight = \(height.compact)")
    } else {
      lines.append("        rowHeight = UITableView.automaticDimension")
      if state.estimatedRowHeight != 44 {
        lines.append("        estimatedRowHeight = \(state.estimatedRowHeight.compact)")
      }
    }
    for (property, value) in [
      ("sectionHeaderHeight", state.sectionHeaderHeight), ("sectionFooterHeight", state.sectionFooterHeight),
      ("sectionHeaderTopPadding", state.sectionHeaderTopPadding),
    ] {
      if let value { lines.append("        \(property) = \(value.compact)") }
    }
    lines += registrations.map { "        " + $0 }
    lines += ["        dataSource = self", "        delegate = self", "    }", "", requiredCoderInit, ""]
    return lines
  }

  /// A table's data source and delegate methods: rows by section (or one list), the sections'
  /// titles and the rows' heights where the table has them.
  static func tableDataSourceMethods(
    isSectioned: Bool, hasHeaders: Bool, hasFooters: Bool, hasHeights: Bool
  ) -> [String] {
    var lines: [String] = []
    let row = isSectioned ? "sections[indexPath.section][indexPath.row]" : "rows[indexPath.row]"
    if isSectioned {
      lines += [
        "    func numberOfSections(in tableView: UITableView) -> Int { sections.count }", "",
        "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int "
          + "{ sections[section].count }",
        "",
      ]
    } else {
      lines += [
        "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int "
          + "{ rows.count }",
        "",
      ]
    }
    lines += [
      "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
      "        dequeueReusableCell(withIdentifier: \(row), for: indexPath)",
      "    }",
    ]
    if hasHeaders {
      lines += [
        "",
        "    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? "
          + "{ headers[section] }",
      ]
    }
    if hasFooters {
      lines += [
        "",
        "    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? "
          + "{ footers[section] }",
      ]
    }
    if hasHeights {
      lines += [
        "",
        "    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {",
        "        \(isSectioned ? "heights[indexPath.section]" : "heights")[indexPath.row] ?? rowHeight",
        "    }",
      ]
    }
    return lines
  }

  /// The class a table, collection or cell is exported as: `PrefsTableView`, `AirplaneCell`.
  static func className(_ engine: LayoutEngine, _ id: ItemID) -> String {
    switch engine.kind(of: id) {
    case .table: typeName(engine, id) + "TableView"
    case .collection: typeName(engine, id) + "CollectionView"
    default: typeName(engine, id) + "Cell"
    }
  }
}

/// What `describe` prints for tables, sections, cells, headers and footers.
extension DescribeRenderer {
  /// What `describe` says of a table's views: a table's or collection's layout, a cell's
  /// section, a header's or footer's title; nothing for other views.
  static func tableLines(_ engine: LayoutEngine, _ id: ItemID) -> [String] {
    var lines = engine.tableState(of: id).map(layoutLines) ?? []
    if engine.kind(of: id) == .cell, let section = engine.section(of: id) {
      lines.append("  section \(engine.name(of: section))")
    }
    if engine.kind(of: id) == .headerfooter {
      // UIKit makes the view only for a title; grouped-like headers show it uppercased.
      let title = engine.text(of: id)
      lines.append(
        title.isEmpty
          ? "  untitled: UIKit makes no view, only the gap"
          : "  title '\(title)'  shown '\(engine.shownTitle(of: id))'")
    }
    return lines
  }

  /// A table's or collection's layout: a collection's flow layout, or a table's row heights
  /// and, where set, its style and section heights.
  static func layoutLines(_ state: TableState) -> [String] {
    var lines: [String] = []
    if let flow = state.flow {
      let size = flow.itemSize.map { "\($0.width.compact)x\($0.height.compact)" } ?? "automatic"
      lines.append(
        "  itemSize \(size)  minimumInteritemSpacing \(flow.minimumInteritemSpacing.compact)"
          + "  minimumLineSpacing \(flow.minimumLineSpacing.compact)  sectionInset \(flow.sectionInset)"
      )
    } else {
      lines.append(
        "  rowHeight \(state.rowHeight.map { $0.compact } ?? "automatic")"
          + "  estimatedRowHeight \(state.estimatedRowHeight.compact)"
      )
      if state.style != .plain || state.sectionHeaderHeight != nil || state.sectionFooterHeight != nil
        || state.sectionHeaderTopPadding != nil
      {
        let height = { (h: Double?) in h.map { $0.compact } ?? "automatic" }
        lines.append(
          "  style .\(state.style.rawValue)  sectionHeaderHeight \(height(state.sectionHeaderHeight))"
            + "  sectionFooterHeight \(height(state.sectionFooterHeight))"
            + "  sectionHeaderTopPadding \(height(state.sectionHeaderTopPadding))"
        )
      }
    }
    return lines
  }

  /// A table section (not a view): its titles and rows.
  static func sectionLines(_ engine: LayoutEngine, _ id: ItemID) -> [String] {
    let titles = engine.sectionTitles(of: id)
    let rows = engine.sectionCells(of: id).map { engine.name(of: $0) }
    return [
      "  header '\(titles.header)'  footer '\(titles.footer)'",
      "  rows: " + (rows.isEmpty ? "none" : rows.joined(separator: ", ")),
    ]
  }
}
