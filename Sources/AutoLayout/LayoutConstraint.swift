import Cassowary

/// A model constraint of a document, by dense index (printed `c1`, `c2`, …).
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let index: Int32
  public init(index: Int32) { self.index = index }
  public static func < (a: ConstraintID, b: ConstraintID) -> Bool { a.index < b.index }
  public var description: String { "c\(index + 1)" }
}

/// One side of a constraint: an item's attribute.
public struct Anchor: Hashable, Sendable {
  public var item: ItemID
  public var attribute: LayoutAttribute
  public init(_ item: ItemID, _ attribute: LayoutAttribute) {
    self.item = item
    self.attribute = attribute
  }
}

/// Where a constraint came from, for listings (`constraints` shows it).
public enum ConstraintOrigin: Hashable, Sendable, CustomStringConvertible {
  /// Typed by the user.
  case user
  /// Made by a quick layout option, a widget or a component (the name says which).
  case generated(String)
  /// Made by a stack view from its properties; listed with the stack's current name
  /// (`LayoutEngine.originDescription(of:)`), so a rename shows.
  case stack(ItemID)
  /// An NSAutoresizingMaskLayoutConstraint of a view whose
  /// translatesAutoresizingMaskIntoConstraints is on: its position or size on one axis as
  /// `multiplier × the superview's size + constant` (superview coordinates; no multiplier:
  /// a constant).
  case autoresizing(ItemID)
  /// Made by UIKit where a table or collection lays its rows out: a cell's frame in it and its
  /// content view's encapsulated size ('UIView-Encapsulated-Layout-Height'), a section's,
  /// header's or footer's frame; the item is the one placed.
  case listLayout(ItemID)
  /// Made by UIKit and read from a conflict log (`import log`), named by its identifier
  /// ('UIView-Encapsulated-Layout-Height', 'UISV-spacing', 'fittingSizeHTarget',
  /// '_UITemporaryLayoutWidth', or NSAutoresizingMaskLayoutConstraint for a mask's).
  case logged(String)

  /// The identifier `.logged` carries for an autoresizing mask's constraint, which UIKit
  /// prints as an NSAutoresizingMaskLayoutConstraint rather than by an identifier.
  public static let loggedAutoresizing = "NSAutoresizingMaskLayoutConstraint"

  public var description: String {
    switch self {
    case .user: "user"
    case .generated(let what): what
    case .stack(let stack): "stack \(stack)"
    case .autoresizing: "autoresizing mask"
    case .listLayout: "table row"
    case .logged: "UIKit (from the log)"
    }
  }

  /// Made by the app (typed, or by a quick option, a widget or a component), not by UIKit.
  public var isMadeByApp: Bool {
    switch self {
    case .user, .generated: true
    case .stack, .autoresizing, .listLayout, .logged: false
    }
  }

  /// Made by UIKit from outside the layout (an autoresizing mask's, a table row's, one a log
  /// listed), so that code written for the layout leaves it out.
  public var isMadeByUIKit: Bool {
    switch self {
    case .autoresizing, .listLayout, .logged: true
    case .user, .generated, .stack: false
    }
  }

  /// A row's frame or encapsulated size, which its table sets from outside the cell.
  var isRowFrame: Bool {
    if case .listLayout = self { true } else { false }
  }

  /// Which constraints UIKit breaks first in a conflict, lowest first. 0: made by the app;
  /// 1: a stack's layout constraints; 2: a stack's `UISV-hiding`; 3: an autoresizing mask's
  /// or a row's (openradar 36578167 broke margin-guide and stack constraints, never the
  /// autoresizing height that caused the conflict).
  func breakClass(identifier: String?) -> Int {
    switch self {
    case .user, .generated: 0
    case .stack: identifier == "UISV-hiding" ? 2 : 1
    case .logged(let logged): logged == "UISV-hiding" ? 2 : logged.hasPrefix("UISV-") ? 1 : 3
    case .autoresizing, .listLayout: 3
    }
  }
}

/// NSLayoutConstraint: `first relation multiplier * second + constant` at a priority.
public struct LayoutConstraint: Sendable {
  public var first: Anchor
  public var relation: LayoutRelation
  /// Nil for the constant form (`box.width == 100`).
  public var second: Anchor?
  public var multiplier: Double
  public var constant: Double
  /// 1...1000; 1000 is required.
  public var priority: Double
  /// The user's `as NAME`, or a UIKit identifier such as `UISV-spacing`.
  public var identifier: String?
  public var origin: ConstraintOrigin

  public init(
    _ first: Anchor, _ relation: LayoutRelation, _ second: Anchor? = nil, multiplier: Double = 1,
    constant: Double = 0, priority: Double = 1000, identifier: String? = nil,
    origin: ConstraintOrigin = .user
  ) {
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.identifier = identifier
    self.origin = origin
  }
}

/// What the engine keeps for a model constraint.
struct ConstraintRecord {
  var constraint: LayoutConstraint
  var isActive: Bool
  /// The user's `as NAME`.
  var name: String?
  var isAlive = true
  /// In the solver now (active and not broken).
  var solverConstraint: Constraint?
  /// Active but refused by the solver: it conflicts with required constraints in force.
  var isBroken = false
  /// While broken: the same equation in the solver at `PrioritySolver.brokenStrength`, so the
  /// layout comes as close to it as it can, as UIKit's does.
  var brokenConstraint: Constraint?
  /// While broken: the model constraints of the conflict that broke it, itself included
  /// (`fix` offers to remove or lower each).
  var conflictMembers: [ConstraintID] = []
  /// A stack's `UISV-spacing` at the stack's spacing: the solver reads the spacing from the
  /// stack's spacing guide (its width) instead of this constraint's constant, so that a
  /// spacing change edits one constant, not one per gap. The constant is kept equal to it.
  var spacingGuide: ItemID?
}
