/// A Cassowary solver with UIKit's strict priorities: a constraint at priority p (1...1000,
/// fractions allowed; 1000 is required) outweighs any number of violations at lower priorities.
///
/// The objective's weights are symbolic (`SymbolicWeight`), one component per priority level
/// in use, so `751` beats `750` by any margin while constraint rows stay plain doubles.
public final class PrioritySolver {
  /// UIKit's required priority.
  public static let required = 1000.0

  var core = SimplexCore<SymbolicWeight>()

  public init() {}

  /// The objective level of a priority: thousandths, so 999.999 and 999.5 are levels of their own.
  public static func level(of priority: Double) -> Int32 { Int32((priority * 1000).rounded()) }

  public func makeVariable(_ name: String = "") -> Variable {
    Variable(index: core.makeVariable(name: name))
  }

  /// Records `expression relation 0` at a priority (clamped to 0...1000); not yet added.
  public func makeConstraint(
    _ expression: LinearExpression, _ relation: Relation, priority: Double = required
  ) -> Constraint {
    let p = Swift.max(0, Swift.min(Self.required, priority))
    return Constraint(
      index: core.makeConstraint(
        expression, relation, weight: SymbolicWeight(level: Self.level(of: p)),
        isRequired: p >= Self.required))
  }

  public func addConstraint(_ constraint: Constraint) throws(SolverError) {
    try core.add(constraint.index)
  }

  @discardableResult
  public func addConstraint(
    _ expression: LinearExpression, _ relation: Relation, priority: Double = required
  ) throws(SolverError) -> Constraint {
    let c = makeConstraint(expression, relation, priority: priority)
    try addConstraint(c)
    return c
  }

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

  /// The constant a constraint has now.
  public func constant(of constraint: Constraint) -> Double {
    core.constraints[Int(constraint.index)].expression.constant
  }

  public func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) {
    guard priority < Self.required else { throw .badRequiredStrength }
    try core.addEdit(variable.index, weight: SymbolicWeight(level: Self.level(of: priority)))
  }

  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    try core.removeEdit(variable.index)
  }

  public func hasEditVariable(_ variable: Variable) -> Bool {
    core.editOfVariable[Int(variable.index)] >= 0
  }

  public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
    try core.suggest(variable.index, value)
  }

  @discardableResult
  public func updateVariables() -> [Variable] { core.updateValues() }

  public func value(of variable: Variable) -> Double { core.values[Int(variable.index)] }

  public func bindingConstraints(of variable: Variable) -> [Constraint] {
    core.bindingConstraints(of: variable.index).map { Constraint(index: $0) }
  }

  public func isDetermined(_ variable: Variable) -> Bool { core.isDetermined(variable.index) }

  /// Removes every constraint and edit variable; variables and constraint handles stay valid.
  public func reset() { core.reset() }

  /// The tableau as text, for debugging and tests.
  public func dump() -> String { core.dump() }
}
