import Cassowary

/// Table and collection views' state: row heights, sections and flow layouts.
final class TableViews: LayoutFeature {
  let states: RecordedDictionary<ItemID, TableState>

  init(_ recorder: ChangeRecorder) { states = RecordedDictionary(recorder) }

  func settle(_ engine: LayoutEngine, moved: [Variable]) -> Bool { engine.updateTables() }

  /// A table holds cells and sections, a section cells; a collection holds collection cells.
  /// A cell added to a section is a row of the section's table, after the section's rows.
  func place(_ kind: ViewKind, named name: String, _ placement: inout Placement, in engine: LayoutEngine)
    throws(LayoutError)
  {
    let parent = placement.parent
    let parentKind = engine.kind(of: parent)
    switch kind {
    case .cellcontent: throw .madeByParent("a cell makes its own content view")
    case .headerfooter: throw .madeByParent("a section makes its own header and footer")
    case .section:
      guard parentKind == .table, states[parent]?.flow == nil else {
        throw .misplaced("a section goes in a table: `add section \(name) to TABLE`")
      }
    case .cell:
      guard parentKind == .table || parentKind == .section else {
        throw .misplaced("a cell goes in a table: `add cell \(name) to TABLE`")
      }
      let section = parentKind == .section ? parent : nil
      let table = section.flatMap { engine.parent(of: $0) } ?? parent
      placement.parent = table
      placement.index = engine.childIndex(forCellIn: section, of: table)
    default:
      if parentKind == .section {
        throw .misplaced("a section holds cells: `add cell NAME to \(engine.name(of: parent))`")
      }
      if parentKind == .table {
        throw .misplaced("a table holds cells: `add cell NAME to \(engine.name(of: parent))`")
      }
    }
    if (kind == .collectioncell) != (parentKind == .collection) {
      throw .misplaced(
        kind == .collectioncell
          ? "a collection cell goes in a collection: `add collectioncell \(name) to COLLECTION`"
          : "a collection holds collection cells: `add collectioncell NAME to \(engine.name(of: parent))`")
    }
  }

  /// A table or collection starts with UIKit's defaults; a cell makes its content view and
  /// its row's constraints, a section its header and footer.
  func added(_ item: ItemID, at placement: Placement, in engine: LayoutEngine) {
    switch engine.kind(of: item) {
    case .table: states[item] = TableState()
    case .collection:
      var state = TableState()
      state.flow = FlowLayout()
      states[item] = state
    case .cell, .collectioncell:
      if engine.kind(of: placement.requested) == .section {
        engine[item].tableRow.section = placement.requested
      }
      engine.makeCellParts(item)
    case .section: engine.makeSectionParts(item, in: placement.parent)
    default: break
    }
  }

  /// A header or footer goes with its section; a section takes its header, footer and
  /// cells with it (UIKit's deleteSections).
  func removing(_ item: ItemID, in engine: LayoutEngine) throws(LayoutError) -> [ItemID] {
    switch engine.kind(of: item) {
    case .headerfooter: throw .misplaced("a header or footer goes with its section")
    case .section: engine[item].tableRow.sectionParts + engine.sectionCells(of: item)
    default: []
    }
  }

  func contentView(of item: ItemID, in engine: LayoutEngine) -> ItemID? { engine[item].tableRow.cellContent }

  func moving(_ item: ItemID, to parent: ItemID, in engine: LayoutEngine) throws(LayoutError) {
    if [.cell, .section, .headerfooter].contains(engine.kind(of: item)) || engine.kind(of: parent) == .table {
      throw .misplaced("a table's rows and sections stay where they are: remove them and add them again")
    }
  }
}

/// A table view's properties: a fixed row height, or self-sizing rows (nil).
public struct TableState: Equatable, Sendable {
  /// `rowHeight`; nil is `UITableView.automaticDimension` (self-sizing), UIKit's default
  /// since iOS 11 (Apple, UITableView.rowHeight).
  public var rowHeight: Double? = nil
  /// `estimatedRowHeight`: kept and printed; rows are measured, never estimated, here.
  public var estimatedRowHeight: Double = 44
  /// The adjusted content inset at the top: the part of the table under the screen's top
  /// unsafe area (`contentInsetAdjustmentBehavior = .automatic`). Rows start below it on
  /// screen, and the table's bounds origin is (0, −inset), so a first row's frame still
  /// reads y = 0, as UIKit prints it. Derived at each layout.
  public var adjustedTop: Double = 0
  /// UITableView.Style (`LayoutEngine+TableSections.swift`).
  public var style = TableStyle.plain
  /// `sectionHeaderHeight` and `sectionFooterHeight` for untitled headers and footers of a
  /// grouped-like table; nil is `automaticDimension` (UIKit's default).
  public var sectionHeaderHeight: Double? = nil
  public var sectionFooterHeight: Double? = nil
  /// `sectionHeaderTopPadding` (iOS 15) above titled headers; nil is automatic: 22 for a
  /// plain table, 0 for grouped-like ones.
  public var sectionHeaderTopPadding: Double? = nil
  /// A collection view's flow layout; nil for a table (`LayoutEngine+Collections.swift`).
  public var flow: FlowLayout?
  public init() {}
}

/// The constraints UIKit makes for one row, in the order `rowConstraints` keeps them: the
/// cell's frame in the table (the table sets it; UIKit's cells translate their frame), and
/// the content view's place and encapsulated size in the cell.
enum TableRowConstraint: Int, CaseIterable {
  case cellX, cellY, cellWidth, cellHeight, contentX, contentY, contentWidth, contentHeight
}

/// UITableView's rows (`docs/engine.md`, "Table views"). UIKit lays cells out itself, top to
/// bottom, each as tall as its row; the cell's content view fills the row above the separator, and
/// Auto Layout inside it meets the content view's 'UIView-Encapsulated-Layout-Width' and '-Height'
/// constraints, which UIKit keeps over the app's. Self-sizing rows are as tall as the content
/// view's fitting height at the table's width, plus the separator.
extension LayoutEngine {
  /// UITableView's standard row height: 44 before iOS 26, 52 on iOS 26 (the body style's
  /// leading and 15 above and below, where it was twice the leading: a public decompile of
  /// iOS 26.1, and the rows Xcode 26 stored; `docs/engine.md`, "Table views").
  public static func standardRowHeight(_ generation: UIKitGeneration) -> Double {
    generation == .ios26 ? 52 : 44
  }

  /// A separator is one pixel: 1 / scale points.
  var separatorHeight: Double { 1 / screen.scale }

  public func tableState(of table: ItemID) -> TableState? { features.tables.states[table] }

  public func setTableState(_ table: ItemID, _ state: TableState) {
    features.tables.states[table] = state
  }

  /// A cell's own height (`tableView(_:heightForRowAt:)`), or nil for the table's.
  public func setCellHeight(_ cell: ItemID, _ height: Double?) {
    self[cell].tableRow.cellHeight = height
  }

  public func cellHeight(of cell: ItemID) -> Double? { self[cell].tableRow.cellHeight }

  public func setCellAccessory(_ cell: ItemID, _ accessory: CellAccessory) {
    self[cell].tableRow.accessory = accessory
  }

  public func cellAccessory(of cell: ItemID) -> CellAccessory { self[cell].tableRow.accessory }

  /// The content view's width in a row `width` wide: less the accessory and the content
  /// view's trailing margin beside it, when the cell shows one.
  func contentWidth(of cell: ItemID, in width: Double) -> Double {
    let accessory = self[cell].tableRow.accessory
    guard accessory != .none, let content = self[cell].tableRow.cellContent else { return width }
    return max(0, width - self[content].marginSettings.margins.right - accessory.width)
  }

  /// The content view of a cell (where its subviews go).

  /// Makes a new cell's content view and its row's constraints (placeholders until the
  /// table's next layout sets their constants).
  func makeCellParts(_ cell: ItemID) {
    let content = makeItem(name: "\(self[cell].name).contentView", kind: .cellcontent, parent: cell)
    self[cell].tableRow.cellContent = content
    guard let table = self[cell].parent else { return }
    if features.tables.states[table]?.flow != nil {
      makeCollectionCellParts(cell, content: content, in: table)
      return
    }
    self[content].marginSettings.margins = cellContentMargins
    // The row starts where the rows above end, at its own, the table's or the estimated
    // height, so that content added to it next meets a row of about the right size.
    let state = features.tables.states[table] ?? TableState()
    let width = solver.currentValue(of: self[table].width)
    let height = self[cell].tableRow.cellHeight ?? state.rowHeight ?? state.estimatedRowHeight
    var y = state.adjustedTop
    for other in self[table].children where other != cell && self[other].isAlive && self[other].kind == .cell
    {
      let rows = self[other].tableRow.rowConstraints
      if rows.count == TableRowConstraint.allCases.count {
        y += records[Int(rows[TableRowConstraint.cellHeight.rawValue].index)].constraint.constant
      }
    }
    makeRowConstraints(
      cell, content: content, in: table, origin: (0, y), size: (width, height), widthFollowsContainer: true)
  }

  /// The eight constraints that place a table's or collection's cell and its content view
  /// (`TableRowConstraint` order), starting at `origin` and `size` until the next layout.
  /// A table row is as wide as the table; a collection item has a width of its own.
  func makeRowConstraints(
    _ cell: ItemID, content: ItemID, in container: ItemID, origin: (x: Double, y: Double),
    size: (width: Double, height: Double), widthFollowsContainer: Bool
  ) {
    let prefix = self[container].kind.uikitClass
    var made: [ConstraintID] = []
    for role in TableRowConstraint.allCases {
      let (first, second, identifier, constant): (Anchor, Anchor?, String, Double) =
        switch role {
        case .cellX: (Anchor(cell, .left), Anchor(container, .left), "\(prefix)-cell-x", origin.x)
        case .cellY: (Anchor(cell, .top), Anchor(container, .top), "\(prefix)-cell-y", origin.y)
        case .cellWidth:
          widthFollowsContainer
            ? (Anchor(cell, .width), Anchor(container, .width), "\(prefix)-cell-width", 0)
            : (Anchor(cell, .width), nil, "\(prefix)-cell-width", size.width)
        case .cellHeight: (Anchor(cell, .height), nil, "\(prefix)-cell-height", size.height)
        case .contentX: (Anchor(content, .left), Anchor(cell, .left), "UIView-Encapsulated-Layout-Left", 0)
        case .contentY: (Anchor(content, .top), Anchor(cell, .top), "UIView-Encapsulated-Layout-Top", 0)
        case .contentWidth: (Anchor(content, .width), nil, "UIView-Encapsulated-Layout-Width", size.width)
        case .contentHeight: (Anchor(content, .height), nil, "UIView-Encapsulated-Layout-Height", size.height)
        }
      let c = LayoutConstraint(
        first, .equal, second, constant: constant, identifier: identifier, origin: .listLayout(cell))
      if let id = try? addConstraint(c) { made.append(id) }
    }
    self[cell].tableRow.rowConstraints = made
  }

  /// The constant changes that give a cell's row constraints the wanted values.
  func rowChanges(of cell: ItemID, _ wanted: [(TableRowConstraint, Double)]) -> [(
    ConstraintID, constant: Double
  )] {
    let made = self[cell].tableRow.rowConstraints
    return wanted.compactMap { role, value in
      let id = made[role.rawValue]
      let record = records[Int(id.index)]
      return record.isAlive && record.constraint.constant != value ? (id, value) : nil
    }
  }

  /// UITableViewCell's content view margins for a screen width: 20 at the sides from 390
  /// points wide (frames Xcode stored; `docs/engine.md`, "Table views").
  /// A new cell's content view margins on the current screen.
  var cellContentMargins: Insets {
    Self.cellContentMargins(width: screen.size.width, generation: screen.generation)
  }

  public static func cellContentMargins(width: Double, generation: UIKitGeneration) -> Insets {
    let side = width >= 390 ? 20.0 : 16.0
    // iOS 26 raised the top and bottom margins from 11 to 15: Xcode 26 stores cells pinned to
    // them 8 taller.
    let vertical = generation == .ios26 ? 15.0 : 11.0
    return Insets(top: vertical, left: side, bottom: vertical, right: side)
  }

  /// Lays every table's rows out from the current solution: row heights (fixed, the cell's
  /// own, or the content's fitting height), then each row's constants. True if any moved.
  func updateTables() -> Bool {
    guard !features.tables.states.isEmpty else { return false }
    var changes: [(ConstraintID, constant: Double)] = []
    for (table, var state) in features.tables.states.sorted(by: { $0.key < $1.key }) where self[table].isAlive
    {
      if let flow = state.flow {
        changes += flowChanges(of: table, flow, state: &state)
        continue
      }
      changes += rowChanges(of: table, state: &state)
    }
    guard setConstants(changes) else { return false }
    // A row that grew may make room for content a smaller row broke.
    readmitBrokenConstraints()
    return true
  }

  /// A table's rows, section by section: header (after its top padding), cells, footer. An
  /// insetGrouped table's cells are inset from its sides; the content view is as wide as the
  /// cell, and a self-sizing row fits that width.
  private func rowChanges(of table: ItemID, state: inout TableState) -> [(ConstraintID, constant: Double)] {
    var changes: [(ConstraintID, constant: Double)] = []
    let width = solver.currentValue(of: self[table].width)
    let inset = sectionInset(state)
    let cellWidth = max(0, width - 2 * inset)
    let textWidth = max(0, width - 2 * sectionTextInset(state))
    var y = updateAdjustedTop(of: table, &state)
    for (index, (section, cells)) in sections(of: table).enumerated() {
      let top = y
      let header = headerMetrics(section, isFirst: index == 0, state: state, textWidth: textWidth)
      y += header.padding
      if let part = section.flatMap({ self[$0].tableRow.sectionParts.first }) {
        changes += sectionPartChanges(part, y: y, height: header.height)
      }
      y += header.height
      for cell in cells where self[cell].tableRow.rowConstraints.count == TableRowConstraint.allCases.count {
        let contentWidth = contentWidth(of: cell, in: cellWidth)
        let height = rowHeight(of: cell, state: state, width: contentWidth)
        changes += rowChanges(
          of: cell,
          [
            (.cellX, inset), (.cellY, y), (.cellWidth, -2 * inset), (.cellHeight, height),
            (.contentWidth, contentWidth),
            (.contentHeight, height),
          ])
        y += self[cell].isHidden ? 0 : height
      }
      let footer = footerHeight(section, state: state, textWidth: textWidth)
      if let section, let part = self[section].tableRow.sectionParts.last {
        changes += sectionPartChanges(part, y: y, height: footer)
        changes += sectionPartChanges(section, y: top, height: y + footer - top)
      }
      y += footer
    }
    return changes
  }

  /// A table's or collection's adjusted top inset from its solved frame (the part of it under
  /// the screen's top unsafe area), recorded in its state; returns it.
  func updateAdjustedTop(of table: ItemID, _ state: inout TableState) -> Double {
    let frame = rootFrame(of: table)
    let top = clamp(screen.safeArea.top - frame.y, 0, frame.height)
    if state.adjustedTop != top {
      state.adjustedTop = top
      features.tables.states[table] = state
    }
    return top
  }

  /// The origin of a view's bounds: where its subviews' frames are measured from. A table's is
  /// (0, −adjusted top inset); every other view's is (0, 0) here.
  public func boundsOrigin(of id: ItemID) -> (x: Double, y: Double) {
    (0, -(features.tables.states[id]?.adjustedTop ?? 0))
  }

  /// A row's height: the cell's own, the table's, or (self-sizing) the content view's
  /// fitting height at the cell's width, rounded up to the pixel, plus the separator.
  func rowHeight(of cell: ItemID, state: TableState, width: Double) -> Double {
    if self[cell].isHidden { return 0 }
    if let own = self[cell].tableRow.cellHeight { return own }
    if let fixed = state.rowHeight { return fixed }
    guard let content = self[cell].tableRow.cellContent else { return state.estimatedRowHeight }
    let fitted = compressedFittingSize(of: content, width: width, measuringCell: true).height
    // UIKit: "Detected a case where constraints ambiguously suggest a height of zero for a
    // table view cell's content view. We're considering the collapse unintentional and using
    // standard height instead." The standard height is 44.
    guard fitted > 0 else { return Self.standardRowHeight(screen.generation) }
    let scale = screen.scale
    return (fitted * scale - 1e-9).rounded(.up) / scale + separatorHeight
  }
}
