/// An NSLayoutConstraint.Attribute: an edge, a size, a center, a baseline, or the margin form
/// of one (which reads the item's layout-margins guide).
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  case firstBaseline, lastBaseline
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  case centerXWithinMargins, centerYWithinMargins

  public var axis: Axis {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      .horizontal
    default: .vertical
    }
  }

  public var isSize: Bool { self == .width || self == .height }
  public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

  /// Leading/trailing (and their margin forms) follow the layout direction.
  public var isDirectional: Bool {
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: true
    default: false
    }
  }

  /// Left/right (and their margin forms), which never pair with leading/trailing.
  public var isAbsoluteHorizontal: Bool {
    switch self {
    case .left, .right, .leftMargin, .rightMargin: true
    default: false
    }
  }

  /// The plain attribute a margin attribute reads on the margins guide, or nil.
  public var marginBase: LayoutAttribute? {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: nil
    }
  }
}

/// How a constraint's two sides compare.
public enum LayoutRelation: String, Sendable {
  case equal = "=="
  case lessThanOrEqual = "<="
  case greaterThanOrEqual = ">="
}
