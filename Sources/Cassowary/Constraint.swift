/// How the two sides of a constraint compare: `expression RELATION 0`.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
  case lessThanOrEqual
  case equal
  case greaterThanOrEqual

  public var description: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}

/// A constraint of a solver: a handle to `expression relation 0` at a strength.
///
/// Identity, not structure, tells constraints apart (as in kiwi): two handles made from the
/// same expression are two constraints. A handle stays valid after removal and can be added
/// again, which is how a broken constraint is re-admitted.
public struct Constraint: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The index of the constraint in its solver, in creation order.
  public let index: Int32

  init(index: Int32) { self.index = index }

  public static func < (lhs: Constraint, rhs: Constraint) -> Bool { lhs.index < rhs.index }

  public var description: String { "c\(index)" }
}

/// What the solver remembers of a constraint it was given.
struct ConstraintRecord<W: ObjectiveWeight>: Sendable {
  /// The reduced expression; `constant` is updated in place by `setConstant`.
  var expression: LinearExpression
  var relation: Relation
  /// What one unit of violation costs; unused when required.
  var weight: W
  var isRequired: Bool
  /// The symbol that tracks the constraint in the tableau (slack, error+ or dummy), or none
  /// while the constraint is not in the solver.
  var marker: SymbolID = noSymbol
  /// The second error symbol of a non-required constraint, or none.
  var other: SymbolID = noSymbol
  /// The coefficient of `marker` in the constraint's original row (before any sign reversal).
  var markerCoefficient: Double = 0
  /// Set for the constraints behind edit variables.
  var isEdit = false
  /// The variable this required equality defines outside the tableau (`SimplexCore+Derived`),
  /// or none.
  var defines: SymbolID = noSymbol

  var isActive: Bool { marker != noSymbol }
}
