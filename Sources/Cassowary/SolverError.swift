/// Why a solver operation was refused. Every refusal leaves the solver as it was, except
/// `budgetExceeded` (see there).
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)
  /// The required constraint cannot hold together with `conflicts`, a minimal set of the
  /// required constraints already in the solver.
  case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
  /// The constraint is not in the solver (never added, or removed).
  case unknownConstraint(Constraint)
  /// The variable already is an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables cannot be required.
  case badRequiredStrength
  /// A number that is not finite was given where the solver needs one.
  case nonFiniteValue(Double)
  /// An invariant of the solver failed; a bug, reported rather than crashing.
  case internalError(String)
  /// The caller's budget check (time, memory) said stop during an optimisation. The tableau is
  /// feasible but not optimal, with the operation applied: the caller is expected to take it
  /// back (the edit observer told the caller of it) or to finish optimising later.
  case budgetExceeded

  public var description: String {
    switch self {
    case .duplicateConstraint(let c): "constraint \(c) has already been added"
    case .unsatisfiableConstraint(let c, let others):
      others.isEmpty
        ? "required constraint \(c) cannot be satisfied"
        : "required constraint \(c) conflicts with \(others.map(\.description).joined(separator: ", "))"
    case .unknownConstraint(let c): "constraint \(c) is not in the solver"
    case .duplicateEditVariable(let v): "\(v) is already an edit variable"
    case .unknownEditVariable(let v): "\(v) is not an edit variable"
    case .badRequiredStrength: "an edit variable cannot be required"
    case .nonFiniteValue(let x): "\(x) is not a finite number"
    case .internalError(let why): "internal solver error: \(why)"
    case .budgetExceeded: "the solve ran past its budget"
    }
  }
}
