import AutoLayout
import TextMetrics

/// `export swift-snapkit`: the same views as `swift-anchors`, with the constraints in SnapKit's
/// blocks.
extension SwiftRenderer {
  /// The views, then one `snp.makeConstraints` block per view, in the order the views were
  /// made: `make.top.equalTo(title.snp.bottom).offset(8)`, `make.width.equalTo(100)`,
  /// `equalToSuperview()` for the superview's same attribute, `make.edges.equalToSuperview()`
  /// when all four edges are flush with it; `.multipliedBy`, `.priority` where set. A
  /// constraint written from the root's side is turned around (`root.trailing == a.trailing
  /// + 20` is `make.trailing.equalTo(view.snp.trailing).offset(-20)` on `a`).
  public static func snapKit(_ engine: LayoutEngine) -> String {
    var lines = snippetOpening(engine, library: "SnapKit")
    // `make` is the constraint maker of each block.
    let naming = SwiftNaming.snippet(engine, extra: ["make"])
    // Each constraint on the view it is about (its first item, or the second when the first
    // is the root or one of its guides).
    var blocks: [ItemID: [String]] = [:]
    var order: [ItemID] = []
    let rootish = { (item: ItemID) in item == engine.root || engine.guideOwner(of: item) == engine.root }
    for id in partitionConstraints(engine, cell: nil).kept {
      var c = engine.constraint(id)
      if rootish(c.first.item), let second = c.second, !rootish(second.item), c.multiplier == 1 {
        c = LayoutConstraint(
          second, c.relation.flipped, c.first, constant: -c.constant, priority: c.priority, origin: c.origin)
      }
      let owner = c.first.item
      if blocks[owner] == nil { order.append(owner) }
      blocks[owner, default: []].append(snapKitLine(engine, c, naming: naming))
    }
    for id in exportedItems(engine) {
      lines.append("let \(naming.name(id)) = \(initializer(engine, id))")
      // SnapKit turns translatesAutoresizingMaskIntoConstraints off for the views it
      // constrains, and a stack for the views it arranges; any other view would keep
      // UIView()'s mask (and its zero frame).
      let arranged = engine.parent(of: id).map { engine.arrangedSubviews(of: $0).contains(id) } ?? false
      lines += setup(
        engine, id, naming: naming, parent: engine.parent(of: id).map(naming.name) ?? "view",
        turnsMaskOff: blocks[id] == nil && !arranged)
      lines.append("")
    }
    for owner in order {
      var body = blocks[owner] ?? []
      let edges = ["top", "leading", "bottom", "trailing"].map { "make.\($0).equalToSuperview()" }
      if edges.allSatisfy(body.contains) {
        body.removeAll { edges.contains($0) }
        body.insert("make.edges.equalToSuperview()", at: 0)
      }
      lines.append("\(naming.name(owner)).snp.makeConstraints { make in")
      lines += body.map { "    " + $0 }
      lines += ["}", ""]
    }
    if lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// `make.top.equalTo(header.snp.bottom).offset(8)`.
  static func snapKitLine(_ engine: LayoutEngine, _ c: LayoutConstraint, naming: SwiftNaming) -> String {
    let relation =
      switch c.relation {
      case .equal: "equalTo"
      case .lessThanOrEqual: "lessThanOrEqualTo"
      case .greaterThanOrEqual: "greaterThanOrEqualTo"
      }
    var line = "make.\(c.first.attribute)."
    if let second = c.second {
      let superview = engine.parent(of: c.first.item) ?? engine.guideOwner(of: c.first.item)
      if second.item == superview && second.attribute == c.first.attribute {
        line += relation.replacingOccurrences(of: "To", with: "") + "ToSuperview()"
      } else {
        line += "\(relation)(\(naming.name(second.item)).snp.\(second.attribute))"
      }
      if c.multiplier != 1 { line += ".multipliedBy(\(c.multiplier.compact))" }
      if c.constant != 0 { line += ".offset(\(c.constant.compact))" }
    } else {
      line += "\(relation)(\(c.constant.compact))"
    }
    if c.priority < 1000 { line += ".priority(\(c.priority.compact))" }
    return line
  }
}

extension LayoutRelation {
  /// The relation read from the other side: `<=` is `>=`.
  var flipped: LayoutRelation {
    switch self {
    case .equal: .equal
    case .lessThanOrEqual: .greaterThanOrEqual
    case .greaterThanOrEqual: .lessThanOrEqual
    }
  }
}
