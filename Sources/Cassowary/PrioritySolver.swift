/// A Cassowary solver with UIKit's strict priorities: a constraint at priority p (1...1000,
/// fractions allowed; 1000 is required) outweighs any number of violations at lower priorities.
///
/// The objective's weights are symbolic (`SymbolicWeight`), one component per priority level
/// in use, so `751` beats `750` by any margin while constraint rows stay plain doubles.
public final class PrioritySolver {
  /// UIKit's required priority.
  public static let required = 1000.0

  var core = SimplexCore<SymbolicWeight>()
  /// Counts the calls that may have changed the tableau or the values read out of it, so a
  /// caller can cache what it derives from them.
  public private(set) var generation = 0

  public init() {
    core.enteringRule = .mostNegative
    core.markers.flattensHistory = true
    core.dummyCellLimit = Self.defaultDummyCellLimit
    core.choosesFeasibleSubjects = true
    core.derivesFreshVariables = true
    core.givesStorageBack = true
  }

  /// How many dummy cells a row keeps before they move to the marker graph. The engine's
  /// stacks define their views' positions outside the tableau (`SimplexCore+Derived`), so no
  /// chain makes the i-th row hold i markers; what reaches the graph here is a stack's
  /// closing edge, which sums the spacing markers of its chain (about 135 in a row of 100
  /// views). Spilled at a low limit, those rows were flattened and rebuilt at every append
  /// (docs/solver.md has the figures for each limit). A stack of more than 1,024 views still
  /// spills its closing edge, once per append.
  static let defaultDummyCellLimit = 1024

  /// The limit in force; tests lower it so that small systems exercise the marker graph.
  public var dummyCellLimit: Int {
    get { core.dummyCellLimit }
    set { core.dummyCellLimit = newValue }
  }

  /// The objective level of a priority: thousandths, so 999.999 and 999.5 are levels of their own.
  public static func level(of priority: Double) -> Int32 { Int32((priority * 1000).rounded()) }

  /// The tableau's size (rows, cells, marker-graph nodes), for benchmarks.
  public var statistics: TableauStatistics { core.statistics }

  public func makeVariable(_ name: String = "") -> Variable {
    Variable(index: core.makeVariable(name: name))
  }

  /// Records `expression relation 0` at a priority (clamped to 0...1000); not yet added.
  ///
  /// With `olderGivesWay`, an optional constraint weighs a little more the later it is made
  /// (1 + 10⁻⁷ per constraint made before it, within its priority level), so that among
  /// constraints of one priority that cannot all hold, the older one breaks. That is what
  /// UIKit's engine shows for content sizes: in a fill stack whose views hug equally, the
  /// first view takes the extra length (`docs/research/stack-fill-stretch.md`). 10⁻⁷ stays
  /// above the solver's 10⁻⁸ for zero, so a difference of one step is still seen.
  public func makeConstraint(
    _ expression: LinearExpression, _ relation: Relation, priority: Double = required,
    olderGivesWay: Bool = false
  ) -> Constraint {
    let p = Swift.max(0, Swift.min(Self.required, priority))
    let strength = olderGivesWay ? 1 + Double(core.constraints.count) * tieBreakStep : 1
    return Constraint(
      index: core.makeConstraint(
        expression, relation, weight: SymbolicWeight(level: Self.level(of: p), value: strength),
        isRequired: p >= Self.required))
  }

  /// The strength a broken required constraint keeps: above every priority a constraint can
  /// have (1...1000) but not required, so the engine still comes as close to it as the
  /// constraints in force allow (UIKit's recovery, `docs/engine.md`).
  public static let brokenStrength = 1100.0

  /// Records `expression relation 0` as a broken required constraint: optional, at
  /// `brokenStrength`, outweighing every optional constraint.
  public func makeBrokenConstraint(_ expression: LinearExpression, _ relation: Relation) -> Constraint {
    Constraint(
      index: core.makeConstraint(
        expression, relation, weight: SymbolicWeight(level: Self.level(of: Self.brokenStrength)),
        isRequired: false))
  }

  public func addConstraint(_ constraint: Constraint) throws(SolverError) {
    generation &+= 1
    do {
      try core.add(constraint.index)
    } catch .budgetExceeded {
      noteBudgetExceeded(hasConstraint(constraint) ? .add(constraint) : nil)
      throw .budgetExceeded
    }
    editObserver?(.add(constraint))
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
    generation &+= 1
    do {
      try core.remove(constraint.index)
    } catch .budgetExceeded {
      noteBudgetExceeded(hasConstraint(constraint) ? nil : .remove(constraint))
      throw .budgetExceeded
    }
    editObserver?(.remove(constraint))
  }

  /// How many `replaceConstraint` calls took the in-place path (tests check that it is taken).
  public private(set) var replacementsInPlace = 0

  /// Puts the recorded required equality `new` in the place of the active required equality
  /// `old` (`SimplexCore+Replace`): in place, at a cost that follows their difference, where
  /// that path applies; otherwise by removing `old` and adding `new`, which reports a
  /// conflict of `new` as `addConstraint` does (`old` is then already gone).
  public func replaceConstraint(_ old: Constraint, with new: Constraint) throws(SolverError) {
    generation &+= 1
    let inPlace: Bool
    do {
      inPlace = try core.replace(old.index, with: new.index)
    } catch .budgetExceeded {
      noteBudgetExceeded(hasConstraint(new) ? .replace(old, new) : nil)
      throw .budgetExceeded
    }
    if inPlace {
      replacementsInPlace += 1
      editObserver?(.replace(old, new))
      return
    }
    try removeConstraint(old)
    try addConstraint(new)
  }

  /// If the last add was refused because required equalities contradict each other: the constraint's
  /// coefficient in the proof (`constant + Σ coefficient · marker = 0` with a positive
  /// constant, where a required equality `e == 0` has marker `−e`); nil otherwise, or for a
  /// constraint the proof does not name.
  public func equalityProofCoefficient(of constraint: Constraint) -> Double? {
    core.lastEqualityProof[constraint.index]
  }

  /// What a recorded constraint says, so that a caller can copy part of a system into a
  /// solver of its own (a view's fitting size is solved apart from the rest).
  public struct Definition: Sendable {
    /// `expression relation 0`, with the constant as it is now.
    public var expression: LinearExpression
    public var relation: Relation
    /// 1000 when required; a broken constraint's stand-in has `brokenStrength`.
    public var priority: Double
  }

  public func definition(of constraint: Constraint) -> Definition {
    let record = core.constraints[Int(constraint.index)]
    let level = record.weight.components.first?.level ?? 0
    return Definition(
      expression: record.expression, relation: record.relation,
      priority: record.isRequired ? Self.required : Double(level) / 1000)
  }

  public func hasConstraint(_ constraint: Constraint) -> Bool {
    core.constraints[Int(constraint.index)].isActive
  }

  /// Changes a constraint's constant in place (no remove and re-add).
  public func setConstant(_ constraint: Constraint, _ constant: Double) throws(SolverError) {
    try setConstants([(constraint, constant)])
  }

  // MARK: - Budgets

  /// Asked every few hundred pivots while set; true stops the optimisation under way with
  /// `SolverError.budgetExceeded` and sets `budgetWasExceeded`.
  public var budgetCheck: (@Sendable () -> Bool)? {
    get { core.budgetCheck }
    set { core.budgetCheck = newValue }
  }
  /// Whether an operation stopped on the budget since this was last cleared: the tableau is
  /// feasible but not optimal, and the caller should take the edits back.
  public var budgetWasExceeded = false

  /// An operation stopped half way: it was applied (the edit, if any, goes to the observer
  /// so that it can be taken back) but the optimisation did not finish.
  func noteBudgetExceeded(_ applied: Edit?) {
    budgetWasExceeded = true
    if let applied { editObserver?(applied) }
  }

  /// Changes several constants in place together: one repair and one optimisation for all.
  /// Refused (changing nothing) if the new constants cannot hold together.
  public func setConstants(_ changes: [(Constraint, Double)]) throws(SolverError) {
    generation &+= 1
    let olds = changes.map { constant(of: $0.0) }
    do {
      try core.setConstants(changes.map { ($0.0.index, $0.1) })
    } catch .budgetExceeded {
      // Stopped in the final optimisation: every constant is in place.
      if changes.indices.contains(where: { constant(of: changes[$0].0) != olds[$0] }) {
        for (i, (c, to)) in changes.enumerated() where olds[i] != to {
          noteBudgetExceeded(.setConstant(c, from: olds[i], to: to))
        }
      } else {
        noteBudgetExceeded(nil)
      }
      throw .budgetExceeded
    }
    if let editObserver {
      for (i, (c, to)) in changes.enumerated() where olds[i] != to {
        editObserver(.setConstant(c, from: olds[i], to: to))
      }
    }
  }

  // MARK: - Taking edits back (undo and redo without rebuilding)

  /// A change to the set of constraints in force, as the edit observer hears of it.
  public enum Edit: Sendable {
    case add(Constraint)
    case remove(Constraint)
    case setConstant(Constraint, from: Double, to: Double)
    /// The first constraint's place taken by the second (`replaceConstraint`).
    case replace(Constraint, Constraint)

    /// The edit that takes this one back.
    public var inverse: Edit {
      switch self {
      case .add(let c): .remove(c)
      case .remove(let c): .add(c)
      case .setConstant(let c, let from, let to): .setConstant(c, from: to, to: from)
      case .replace(let old, let new): .replace(new, old)
      }
    }
  }

  /// Told of every add, removal, replacement and changed constant that took effect (a
  /// failed edit tells nothing), except those `perform` makes: the caller that records
  /// changes for undo listens here.
  public var editObserver: ((Edit) -> Void)? = nil

  /// Applies edits in order without telling the observer (undo and redo apply the edits it
  /// heard of, taken back or again); a run of constant changes goes as one batch (one
  /// repair, one optimisation). Each inverse restores a set of constraints that was in force
  /// before, so it cannot conflict: an error here means the tableau lost its way.
  public func perform(_ sequence: [Edit]) throws(SolverError) {
    let observer = editObserver
    editObserver = nil
    defer { editObserver = observer }
    var batch: [(Constraint, Double)] = []
    for edit in sequence {
      if case .setConstant(let c, _, let to) = edit {
        batch.append((c, to))
        continue
      }
      if !batch.isEmpty {
        try setConstants(batch)
        batch.removeAll()
      }
      switch edit {
      case .add(let c): try addConstraint(c)
      case .remove(let c): try removeConstraint(c)
      case .replace(let old, let new): try replaceConstraint(old, with: new)
      case .setConstant: break
      }
    }
    if !batch.isEmpty { try setConstants(batch) }
  }

  /// The constant a constraint has now.
  public func constant(of constraint: Constraint) -> Double {
    core.constraints[Int(constraint.index)].expression.constant
  }

  public func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) {
    generation &+= 1
    guard priority < Self.required else { throw .badRequiredStrength }
    try core.addEdit(variable.index, weight: SymbolicWeight(level: Self.level(of: priority)))
  }

  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    generation &+= 1
    try core.removeEdit(variable.index)
  }

  public func hasEditVariable(_ variable: Variable) -> Bool {
    core.editOfVariable[Int(variable.index)] >= 0
  }

  public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
    generation &+= 1
    try core.suggest(variable.index, value)
  }

  @discardableResult
  public func updateVariables() -> [Variable] {
    let changed = core.updateValues()
    if !changed.isEmpty { generation &+= 1 }
    return changed
  }

  public func value(of variable: Variable) -> Double { core.values[Int(variable.index)] }

  /// Every variable's value, by variable index: for passes that read thousands of values (a
  /// layout's frame pass), where each `value(of:)` call went through the solver's state.
  public var values: [Double] { core.values }

  /// The variable's value in the tableau's current solution, before `updateVariables()`
  /// publishes it (which would hand its change to whoever calls that next).
  public func currentValue(of variable: Variable) -> Double {
    let s = core.symbolOfVariable[Int(variable.index)]
    guard s != noSymbol else { return 0 }
    return core.currentValue(of: s)
  }

  public func bindingConstraints(of variable: Variable) -> [Constraint] {
    core.bindingConstraints(of: variable.index).map { Constraint(index: $0) }
  }

  public func isDetermined(_ variable: Variable) -> Bool {
    core.isDetermined(variable.index, generation: generation)
  }

  /// The constraints that bind the value of an expression's variables taken together.
  public func bindingConstraints(of expression: LinearExpression) -> [Constraint] {
    core.bindingConstraints(of: expression.terms.map { ($0.variable.index, $0.coefficient) })
      .map { Constraint(index: $0) }
  }

  /// Whether an expression's value is the same in every optimal solution (its constant aside).
  public func isDetermined(_ expression: LinearExpression) -> Bool {
    core.isDetermined(expression.terms.map { ($0.variable.index, $0.coefficient) })
  }

  /// Whether no constraint in the solver mentions the variable (its value is then 0).
  public func isFree(_ variable: Variable) -> Bool { core.isFree(variable.index) }

  /// Removes every constraint and edit variable; variables and constraint handles stay valid.
  public func reset() {
    generation &+= 1
    core.reset()
  }

  /// The tableau as text, for debugging and tests.
  public func dump() -> String { core.dump() }
}
