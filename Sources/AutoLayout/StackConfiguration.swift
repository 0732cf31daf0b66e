import TextMetrics

/// UIStackView.Distribution: how arranged views share the stack's length along its axis.
public enum StackDistribution: String, Sendable, CaseIterable {
  case fill, fillEqually, fillProportionally, equalSpacing, equalCentering

  /// Spacing is a minimum (`>=`) when gap guides share out the free space.
  var spacesWithGaps: Bool { self == .equalSpacing || self == .equalCentering }
}

/// UIStackView.Alignment: how arranged views sit across the axis. `top` is `leading` and
/// `bottom` is `trailing` (UIKit gives each pair one raw value), so both spellings are kept
/// as written for listings and normalised by `pinnedEdges`.
public enum StackAlignment: String, Sendable, CaseIterable {
  case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline

  var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}

/// The properties of one UIStackView that decide its constraints (LANGUAGE.md §5).
public struct StackConfiguration: Equatable, Sendable {
  public var axis: Axis = .horizontal
  public var distribution: StackDistribution = .fill
  public var alignment: StackAlignment = .fill
  public var spacing: Double = 0
  /// `setCustomSpacing(_:after:)`, by index in the arranged views.
  public var customSpacing: [Int: Double] = [:]
  public var isLayoutMarginsRelative = false
  /// Meaningful for vertical stacks only: spacing runs baseline to baseline.
  public var isBaselineRelative = false
  /// The screen scale spacing constants are rounded to (UIRoundToViewScale).
  public var scale: Double = 3

  public init() {}
}

/// What the recipe needs to know of one arranged view.
public struct StackArrangedItem: Equatable, Sendable {
  public var isHidden: Bool
  /// The intrinsic length along the stack's axis (nil: no intrinsic metric), for
  /// `fillProportionally`.
  public var axisLength: Double?
  /// A multi-line text candidate (a label whose `lines` is not 1), for
  /// `UISV-text-width-disambiguation`.
  public var isMultilineText: Bool
  /// Content hugging and compression resistance along the stack's axis: the text-width
  /// constraint is made just above the stronger of the two.
  public var axisHugging: Double
  public var axisCompressionResistance: Double

  public init(
    isHidden: Bool = false, axisLength: Double? = nil, isMultilineText: Bool = false,
    axisHugging: Double = 250, axisCompressionResistance: Double = 750
  ) {
    self.isHidden = isHidden
    self.axisLength = axisLength
    self.isMultilineText = isMultilineText
    self.axisHugging = axisHugging
    self.axisCompressionResistance = axisCompressionResistance
  }
}

/// The items a stack constraint ties together, before they are bound to engine items.
public enum StackNode: Hashable, Sendable, CustomStringConvertible {
  /// The stack view itself, or its layout-margins guide when margins-relative.
  case canvas
  /// The arranged view at an index of `arrangedSubviews`.
  case item(Int)
  /// `_UILayoutSpacer` 'UISV-alignment-spanner': the cross-axis extent of the items.
  case alignmentSpanner
  /// `_UILayoutSpacer` 'UISV-ordering-spanner': stands in for the items when none is visible.
  case orderingSpanner
  /// `_UIOLAGapGuide` 'UISV-distributing' between visible items K and K+1.
  case gap(Int)

  public var description: String {
    switch self {
    case .canvas: "canvas"
    case .item(let i): "item\(i)"
    case .alignmentSpanner: "UISV-alignment-spanner"
    case .orderingSpanner: "UISV-ordering-spanner"
    case .gap(let k): "UISV-distributing\(k)"
    }
  }
}

/// One constraint a stack makes: `first relation multiplier × second + constant @priority`,
/// with UIKit's identifier.
public struct StackConstraint: Hashable, Sendable, CustomStringConvertible {
  public var identifier: String
  public var first: StackNode
  public var firstAttribute: LayoutAttribute
  public var relation: LayoutRelation
  public var second: StackNode?
  public var secondAttribute: LayoutAttribute?
  public var multiplier: Double = 1
  public var constant: Double = 0
  public var priority: Double = 1000

  /// `UISV-spacing: item1.leading == item0.trailing + 8`, with ` @P` below required.
  public var description: String {
    var text = "\(identifier): \(first).\(firstAttribute) \(relation.rawValue) "
    if let second, let secondAttribute {
      if multiplier != 1 { text += "\(multiplier.compact) * " }
      text += "\(second).\(secondAttribute)"
      if constant > 0 { text += " + \(constant.compact)" }
      if constant < 0 { text += " - \((-constant).compact)" }
    } else {
      text += constant.compact
    }
    if priority < 1000 { text += " @\(priority.compact)" }
    return text
  }
}
