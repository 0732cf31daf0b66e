import AutoLayout
import TextMetrics

/// `export svg FILE constraints NAME`, like Xcode's "Show Constraints": the rest of the picture
/// is dimmed under a translucent veil, NAME's box is drawn again above it, and each active
/// constraint that names NAME (or one of its guides) is a blue line with its constant.
/// - An edge or centre constraint is a line along its axis from the other item's anchor to
///   NAME's, across the middle of NAME (`title.leading == card.leadingMargin + 16` runs from
///   the card's margin to the title's leading edge), labelled with its constant.
/// - A size constraint is a line along NAME's edge for the size, labelled with the value
///   (`== 100`, `>= 44`), or with the other view's name for a size relation.
extension Picture {
  static let constraintFont = Font(size: 10, weight: .semibold)

  mutating func addConstraintOverlay(_ engine: LayoutEngine, for view: ItemID) {
    elements.append(
      .box(
        name: "", rect: Rect(x: 0, y: 0, width: width, height: height), fill: PictureColor(1, 1, 1, 0.65),
        stroke: .clearLine, lineWidth: 0, dashed: false))
    let frame = engine.roundedRootFrame(of: view)
    elements.append(.box(name: "", rect: frame, fill: nil, stroke: .highlight, lineWidth: 2, dashed: false))
    func owner(_ item: ItemID) -> ItemID { engine.guideOwner(of: item) ?? item }
    for id in engine.allConstraints where engine.isActive(id) && !engine.isBroken(id) {
      let c = engine.constraint(id)
      // Read the constraint from NAME's side.
      var mine = c.first
      var other = c.second
      if owner(c.first.item) != view {
        guard let second = c.second, owner(second.item) == view else { continue }
        mine = second
        other = c.first
      }
      let horizontal = mine.attribute.axis == .horizontal
      let label = relationLabel(engine, c, other: other)
      if mine.attribute.isSize {
        // Along the bottom edge for a width, the trailing edge for a height, 4 points inside.
        let from = horizontal ? (frame.x, frame.maxY - 4) : (frame.maxX - 4, frame.y)
        let to = horizontal ? (frame.maxX, frame.maxY - 4) : (frame.maxX - 4, frame.maxY)
        addMeasure(engine, from: from, to: to, label: label)
        continue
      }
      let here = engine.value(of: mine)
      let there = other.map { engine.value(of: $0, facing: mine) } ?? here
      let from = horizontal ? (there, frame.y + frame.height / 2) : (frame.x + frame.width / 2, there)
      let to = horizontal ? (here, frame.y + frame.height / 2) : (frame.x + frame.width / 2, here)
      addMeasure(engine, from: from, to: to, label: label)
    }
  }

  /// `+ 16`, `== 100`, `>= 44`, `= card.width × 0.5`: what a constraint line is labelled with.
  func relationLabel(_ engine: LayoutEngine, _ c: LayoutConstraint, other: Anchor?) -> String {
    let relation = c.relation == .equal ? "" : c.relation.rawValue + " "
    if c.second == nil { return "\(relation)\(c.constant.compact)" }
    if c.first.attribute.isSize, let other {
      var text = "\(relation)\(engine.name(of: other.item))"
      if c.multiplier != 1 { text += " × \(c.multiplier.compact)" }
      if c.constant != 0 { text += " \(c.constant < 0 ? "−" : "+") \(abs(c.constant).compact)" }
      return text
    }
    return "\(relation)\(c.constant.compact)"
  }

  /// A line with a tick at each end and its label at the middle.
  mutating func addMeasure(
    _ engine: LayoutEngine, from: (Double, Double), to: (Double, Double), label: String
  ) {
    elements.append(.line(from: from, to: to, color: .highlight, width: 1.5))
    let vertical = from.0 == to.0
    for end in [from, to] {
      let tick =
        vertical ? ((end.0 - 3, end.1), (end.0 + 3, end.1)) : ((end.0, end.1 - 3), (end.0, end.1 + 3))
      elements.append(.line(from: tick.0, to: tick.1, color: .highlight, width: 1.5))
    }
    let width = engine.textWidth(Substring(label), font: Self.constraintFont)
    let mid = ((from.0 + to.0) / 2, (from.1 + to.1) / 2)
    let x = vertical ? mid.0 + 4 : mid.0 - width / 2
    let baseline = vertical ? mid.1 + 4 : mid.1 - 3
    elements.append(.text(label, x: x, baseline: baseline, font: Self.constraintFont, color: .highlight))
  }
}
