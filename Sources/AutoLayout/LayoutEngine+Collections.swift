import Cassowary

/// UICollectionViewFlowLayout's properties (UIKit's defaults: 50 × 50 items, 10 between items
/// and lines, no section inset).
public struct FlowLayout: Equatable, Sendable {
  /// `itemSize`; nil is automatic (self-sizing cells, `estimatedItemSize`).
  public var itemSize: (width: Double, height: Double)? = (50, 50)
  public var estimatedItemSize: (width: Double, height: Double) = (50, 50)
  public var minimumInteritemSpacing = 10.0
  public var minimumLineSpacing = 10.0
  public var sectionInset = Insets.zero
  public init() {}

  public static func == (a: FlowLayout, b: FlowLayout) -> Bool {
    a.itemSize?.width == b.itemSize?.width && a.itemSize?.height == b.itemSize?.height
      && a.estimatedItemSize == b.estimatedItemSize && a.minimumInteritemSpacing == b.minimumInteritemSpacing
      && a.minimumLineSpacing == b.minimumLineSpacing && a.sectionInset == b.sectionInset
  }
}

/// A flow layout's cells (`docs/engine.md`, "Collection views"). Items fill lines from the
/// section's leading inset: as many as fit with the minimum spacing between them. A line other than
/// the last spreads its leftover space between its items (its first item at the leading inset, its
/// last at the trailing one), or centres an item alone on it; the last line is left-aligned at
/// exactly the minimum spacing. Lines are `minimumLineSpacing` apart and as tall as their tallest
/// item, which are centred in it. Each cell's content view fills the cell and carries the
/// encapsulated width and height.
extension LayoutEngine {
  public func setFlowLayout(_ collection: ItemID, _ flow: FlowLayout) {
    guard var state = features.tables.states[collection], state.flow != nil else { return }
    state.flow = flow
    features.tables.states[collection] = state
  }

  public func flowLayout(of collection: ItemID) -> FlowLayout? { features.tables.states[collection]?.flow }

  /// A new collection cell: its frame and its content view's, at the estimated or fixed
  /// item size until the next layout places it.
  func makeCollectionCellParts(_ cell: ItemID, content: ItemID, in collection: ItemID) {
    self[content].className = "UIView"
    let flow = features.tables.states[collection]?.flow ?? FlowLayout()
    let size = flow.itemSize ?? flow.estimatedItemSize
    makeRowConstraints(
      cell, content: content, in: collection, origin: (0, 0), size: size, widthFollowsContainer: false)
  }

  /// The constant changes that place a collection's cells now.
  func flowChanges(of collection: ItemID, _ flow: FlowLayout, state: inout TableState) -> [(
    ConstraintID, constant: Double
  )] {
    let top = updateAdjustedTop(of: collection, &state)
    let cells = self[collection].children.filter {
      self[$0].isAlive && self[$0].kind == .collectioncell && !self[$0].isHidden
        && self[$0].tableRow.rowConstraints.count == TableRowConstraint.allCases.count
    }
    let sizes = cells.map { cell -> (width: Double, height: Double) in
      if let fixed = flow.itemSize { return fixed }
      guard let content = self[cell].tableRow.cellContent else { return flow.estimatedItemSize }
      let fitted = compressedFittingSize(of: content, measuringCell: true)
      let scale = screen.scale
      func up(_ v: Double) -> Double { (v * scale - 1e-9).rounded(.up) / scale }
      return (up(fitted.width), up(fitted.height))
    }
    let places = Self.flowPlaces(
      sizes, width: solver.currentValue(of: self[collection].width), flow: flow, top: top)
    var changes: [(ConstraintID, constant: Double)] = []
    for (k, cell) in cells.enumerated() {
      changes += rowChanges(
        of: cell,
        [
          (.cellX, places[k].x), (.cellY, places[k].y), (.cellWidth, sizes[k].width),
          (.cellHeight, sizes[k].height),
          (.contentWidth, sizes[k].width), (.contentHeight, sizes[k].height),
        ])
    }
    return changes
  }

  /// Where each item of a flow layout goes (its origin in the collection's bounds), by the
  /// rules above. `top` is the adjusted content inset.
  static func flowPlaces(
    _ sizes: [(width: Double, height: Double)], width: Double, flow: FlowLayout, top: Double
  ) -> [(x: Double, y: Double)] {
    let inset = flow.sectionInset
    let available = width - inset.left - inset.right
    // Lines: as many items as fit with the minimum spacing (at least one).
    var lines: [[Int]] = []
    var current: [Int] = []
    var used = 0.0
    for (k, size) in sizes.enumerated() {
      let needed = current.isEmpty ? size.width : used + flow.minimumInteritemSpacing + size.width
      if !current.isEmpty && needed > available + 1e-9 {
        lines.append(current)
        current = [k]
        used = size.width
      } else {
        current.append(k)
        used = needed
      }
    }
    if !current.isEmpty { lines.append(current) }
    var places = Array(repeating: (x: 0.0, y: 0.0), count: sizes.count)
    var y = top + inset.top
    for (n, line) in lines.enumerated() {
      let widths = line.map { sizes[$0].width }
      let height = line.map { sizes[$0].height }.max() ?? 0
      var spacing = flow.minimumInteritemSpacing
      var x = inset.left
      if n < lines.count - 1 {
        if line.count == 1 {
          x = inset.left + (available - widths[0]) / 2
        } else {
          spacing = (available - widths.reduce(0, +)) / Double(line.count - 1)
        }
      }
      for (k, item) in line.enumerated() {
        places[item] = (x, y + (height - sizes[item].height) / 2)
        x += widths[k] + spacing
      }
      y += height + flow.minimumLineSpacing
    }
    return places
  }
}
