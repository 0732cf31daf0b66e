import TextMetrics

/// Why the engine refused a model change. A refused change leaves the model as it was.
public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
  case unknownItem(String)
  case duplicateName(String)
  case cannotHoldSubviews(String, kind: String)
  case cycle(String, into: String)
  case cannotRemoveRoot
  case axisMismatch(LayoutAttribute, LayoutAttribute)
  case sizeWithPosition(LayoutAttribute, LayoutAttribute)
  case directionalWithAbsolute(LayoutAttribute, LayoutAttribute)
  case positionEqualsConstant(LayoutAttribute)
  case baselineOnGuide(String)
  case noCommonAncestor(String, String)
  case invalidPriority(Double)
  /// A priority changed to or from required while the constraint is active, which UIKit
  /// refuses with an exception.
  case requiredPriorityChange(from: Double, to: Double)
  case nonFinite(String)
  case unknownConstraint(String)
  /// An item goes only where UIKit puts it (a cell in a table, a section's parts with it).
  case misplaced(String)
  /// The item is one its parent makes itself (a cell's content view, a section's header).
  case madeByParent(String)

  public var description: String {
    switch self {
    case .unknownItem(let name): "there is no view or guide named '\(name)'"
    case .duplicateName(let name): "the name '\(name)' is already taken"
    case .cannotHoldSubviews(let name, let kind): "'\(name)' is a \(kind), which cannot hold subviews"
    case .cycle(let view, let target): "cannot move '\(view)' into its own descendant '\(target)'"
    case .cannotRemoveRoot: "the root view cannot be removed"
    case .axisMismatch(let a, let b):
      "\(a) is on the \(a.axis) axis and \(b) on the \(b.axis) axis: a constraint relates one axis only"
    case .sizeWithPosition(let a, let b):
      "\(a) and \(b) cannot be related: a size relates only to a size, a position to a position"
    case .directionalWithAbsolute(let a, let b):
      "\(a) and \(b) cannot be related: leading/trailing never pair with left/right"
    case .positionEqualsConstant(let a):
      "a position (\(a)) cannot equal a bare constant: relate it to another item's \(a)"
    case .baselineOnGuide(let name): "'\(name)' is a layout guide, which has no baselines"
    case .noCommonAncestor(let a, let b): "'\(a)' and '\(b)' have no common ancestor"
    case .invalidPriority(let p): "priority \(p.compact) is outside 1...1000"
    case .requiredPriorityChange(let old, let new):
      "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. "
        + "You passed priority \(new.compact) and the existing priority was \(old.compact). "
        + "UIKit throws here; deactivate the constraint, change its priority, then activate it"
    case .nonFinite(let what): "\(what) is not a finite number"
    case .unknownConstraint(let name): "there is no constraint '\(name)'"
    case .misplaced(let message), .madeByParent(let message): message
    }
  }
}
