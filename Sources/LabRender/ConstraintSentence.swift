import AutoLayout
import TextMetrics

/// `explain c3`: one constraint said in plain English, for learners who do not yet read `title.top
/// == header.bottom + 8` fluently: "title's top edge sits 8 points below header's bottom edge".
///
/// Positions are said with the direction their constant moves them (below/above for vertical
/// edges, towards the trailing/leading side for leading and trailing, right/left for left,
/// right and centres); sizes as amounts. Inequalities say "at least"/"at most" from the first
/// item's point of view. A multiplier on a position has no everyday words and is said as the
/// arithmetic.
public enum ConstraintSentence {
  public static func text(_ engine: LayoutEngine, _ c: LayoutConstraint) -> String {
    let first = phrase(engine, c.first)
    guard let second = c.second else {
      let amount = points(c.constant)
      switch c.relation {
      case .equal: return "\(first) is \(amount)"
      case .greaterThanOrEqual: return "\(first) is at least \(amount)"
      case .lessThanOrEqual: return "\(first) is at most \(amount)"
      }
    }
    let other = phrase(engine, second)
    if c.first.attribute.isSize || c.multiplier != 1 {
      var rhs = c.multiplier == 1 ? other : "\(c.multiplier.compact) × \(other)"
      if c.constant > 0 { rhs += " plus \(points(c.constant))" }
      if c.constant < 0 { rhs += " minus \(points(-c.constant))" }
      switch c.relation {
      case .equal: return "\(first) equals \(rhs)"
      case .greaterThanOrEqual: return "\(first) is at least \(rhs)"
      case .lessThanOrEqual: return "\(first) is at most \(rhs)"
      }
    }
    let (ahead, behind) = directions(c.first.attribute)
    let distance = points(abs(c.constant))
    switch (c.relation, c.constant) {
    case (.equal, 0): return "\(first) lines up with \(other)"
    case (.equal, let k): return "\(first) sits \(distance) \(k > 0 ? ahead : behind) \(other)"
    case (.greaterThanOrEqual, 0): return "\(first) is level with or \(ahead) \(other)"
    case (.greaterThanOrEqual, let k) where k > 0:
      return "\(first) sits at least \(distance) \(ahead) \(other)"
    case (.greaterThanOrEqual, _): return "\(first) sits no more than \(distance) \(behind) \(other)"
    case (.lessThanOrEqual, 0): return "\(first) is level with or \(behind) \(other)"
    case (.lessThanOrEqual, let k) where k > 0:
      return "\(first) sits no more than \(distance) \(ahead) \(other)"
    case (.lessThanOrEqual, _): return "\(first) sits at least \(distance) \(behind) \(other)"
    }
  }

  /// The words for a larger and a smaller value of a position on the attribute's axis.
  static func directions(_ attribute: LayoutAttribute) -> (ahead: String, behind: String) {
    if attribute.axis == .vertical { return ("below", "above") }
    if attribute.isDirectional { return ("towards the trailing side of", "towards the leading side of") }
    return ("to the right of", "to the left of")
  }

  static func points(_ value: Double) -> String { value == 1 ? "1 point" : "\(value.compact) points" }

  /// "title's top edge", "the root view's width", "card's safe area's top edge".
  static func phrase(_ engine: LayoutEngine, _ anchor: Anchor) -> String {
    "\(owner(engine, anchor.item))'s \(attributeWords(anchor.attribute))"
  }

  static func owner(_ engine: LayoutEngine, _ item: ItemID) -> String {
    if item == engine.root { return "the root view" }
    if let owner = engine.guideOwner(of: item), let role = engine.guideRole(of: item) {
      let guide: String =
        switch role {
        case .margins: "margins"
        case .safeArea: "safe area"
        case .readable: "readable content guide"
        case .content: "content area"
        case .frame: "frame guide"
        case .alignmentSpanner, .orderingSpanner, .gap: "stack guide"
        case .spacing: "spacing"
        }
      return "\(Self.owner(engine, owner))'s \(guide)"
    }
    return engine.name(of: item)
  }

  static func attributeWords(_ attribute: LayoutAttribute) -> String {
    switch attribute {
    case .left: "left edge"
    case .right: "right edge"
    case .top: "top edge"
    case .bottom: "bottom edge"
    case .leading: "leading edge"
    case .trailing: "trailing edge"
    case .width: "width"
    case .height: "height"
    case .centerX: "horizontal centre"
    case .centerY: "vertical centre"
    case .firstBaseline: "first baseline"
    case .lastBaseline: "last baseline"
    case .leftMargin: "left margin"
    case .rightMargin: "right margin"
    case .topMargin: "top margin"
    case .bottomMargin: "bottom margin"
    case .leadingMargin: "leading margin"
    case .trailingMargin: "trailing margin"
    case .centerXWithinMargins: "horizontal centre within its margins"
    case .centerYWithinMargins: "vertical centre within its margins"
    }
  }
}
