/// A Cassowary solver with kiwi's semantics and strengths (one double per constraint).
///
/// Use it where results must match kiwi's; LayoutLab's engine uses `PrioritySolver`, whose
/// priorities are strict. Both share one tableau implementation.
public final class Solver {
  var core = SimplexCore<Double>()

  public init() {}

  /// Makes a new variable (value 0 until constrained).
  public func makeVariable(_ name: String = "") -> Variable {
    Variable(index: core.makeVariable(name: name))
  }

  /// Records `expression relation 0` at a strength (clipped to 0...required); not yet added.
  public func makeConstraint(
    _ expression: LinearExpression, _ relation: Relation, strength: Double = Strength.required
  ) -> Constraint {
    let s = Strength.clip(strength)
    return Constraint(
      index: core.makeConstraint(
        expression, relation, weight: s, isRequired: s >= Strength.required))
  }

  /// Adds a constraint. Throws `duplicateConstraint`, or `unsatisfiableConstraint` (for a
  /// required one that cannot hold), leaving the solver as it was.
  public func addConstraint(_ constraint: Constraint) throws(SolverError) {
    try core.add(constraint.index)
  }

  /// Records and adds `expression relation 0`; returns the new constraint.
  @discardableResult
  public func addConstraint(
    _ expression: LinearExpression, _ relation: Relation, strength: Double = Strength.required
  ) throws(SolverError) -> Constraint {
    let c = makeConstraint(expression, relation, strength: strength)
    try addConstraint(c)
    return c
  }

  /// Removes a constraint. Throws `unknownConstraint` if it is not in the solver.
  public func removeConstraint(_ constraint: Constraint) throws(SolverError) {
    try core.remove(constraint.index)
  }

  public func hasConstraint(_ constraint: Constraint) -> Bool {
    core.constraints[Int(constraint.index)].isActive
  }

  /// Changes a constraint's constant in place (no remove and re-add).
  public func setConstant(_ constraint: Constraint, _ constant: Double) throws(SolverError) {
    try core.setConstant(of: constraint.index, to: constant)
  }

  /// Adds an edit variable at a strength below required.
  public func addEditVariable(_ variable: Variable, strength: Double) throws(SolverError) {
    let s = Strength.clip(strength)
    guard s < Strength.required else { throw .badRequiredStrength }
    try core.addEdit(variable.index, weight: s)
  }

  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    try core.removeEdit(variable.index)
  }

  public func hasEditVariable(_ variable: Variable) -> Bool {
    core.editOfVariable[Int(variable.index)] >= 0
  }

  /// Suggests a value for an edit variable and re-solves with the dual simplex.
  public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
    try core.suggest(variable.index, value)
  }

  /// Copies the solution into the variables; returns those whose value changed.
  @discardableResult
  public func updateVariables() -> [Variable] { core.updateValues() }

  /// The value of a variable as of the last `updateVariables`.
  public func value(of variable: Variable) -> Double { core.values[Int(variable.index)] }

  /// The constraints that bind the variable's value (their markers are in its row).
  public func bindingConstraints(of variable: Variable) -> [Constraint] {
    core.bindingConstraints(of: variable.index).map { Constraint(index: $0) }
  }

  /// Whether the variable has the same value in every optimal solution.
  public func isDetermined(_ variable: Variable) -> Bool { core.isDetermined(variable.index) }

  /// Removes every constraint and edit variable; variables and constraint handles stay valid.
  public func reset() { core.reset() }

  /// The tableau as text, for debugging and tests.
  public func dump() -> String { core.dump() }
}
