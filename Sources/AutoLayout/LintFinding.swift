/// Layout lint, what `check` adds to ambiguity and conflicts: problems a solved layout can have
/// although every constraint holds.
public struct LintFinding: Equatable, Sendable {
  public enum Kind: String, Sendable {
    /// Partly or wholly outside its superview's bounds (it would be cut with clipsToBounds).
    case clipped
    /// A view with content partly outside the screen or under its unsafe areas.
    case offscreen
    /// Two siblings that share area (not inside a stack view, which never overlaps them).
    case overlap
    /// A label whose text does not fit, or that is squeezed below its intrinsic size.
    case truncated
    /// A view with content but no width or no height.
    case empty
    /// A control smaller than 44 × 44 points (Apple's minimum tap target; a warning).
    case smallTarget
    /// An arranged view that sticks out of a baseline-aligned horizontal stack, which UIKit
    /// sizes from its first arranged view on one side (drawn, but taps there miss it).
    case baselineOverhang
  }

  public var kind: Kind
  public var views: [ItemID]
  public var detail: String
}
