import Cassowary
import TestSupport
import Testing

/// Random systems edited in random order: the incremental solution must be as good as solving
/// the final system from scratch, required constraints must hold, and a refused operation must
/// leave the solver exactly as it was.
@Suite struct IncrementalPropertyTests {
  typealias Spec = ConstraintSpec

  static let strengths = [Strength.required, Strength.strong, Strength.medium, Strength.weak]

  /// A random constraint; `degenerate` draws from so few values that redundant and
  /// contradictory equalities are common.
  func randomSpec(_ rng: inout SeededRandom, variables: Int, degenerate: Bool = false) -> Spec {
    let count = Int.random(in: 1...3, using: &rng)
    var terms: [(Int, Double)] = []
    for _ in 0..<count {
      let coefficient: Double =
        degenerate
        ? (Bool.random(using: &rng) ? 1 : -1) : Double(Int.random(in: -3...3, using: &rng))
      terms.append((Int.random(in: 0..<variables, using: &rng), coefficient))
    }
    let relations: [Relation] = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual]
    let range = degenerate ? -2...2 : -50...50
    return Spec(
      terms: terms, constant: Double(Int.random(in: range, using: &rng)),
      relation: relations[Int.random(in: 0..<relations.count, using: &rng)],
      weight: Self.strengths[Int.random(in: 0..<Self.strengths.count, using: &rng)])
  }

  /// Every variable gets a weak preference so that most systems are bounded and ordinary.
  func anchors(_ variables: Int) -> [Spec] {
    (0..<variables).map {
      Spec(terms: [($0, 1)], constant: -Double($0 * 7), relation: .equal, weight: Strength.weak)
    }
  }

  /// Solves `specs` from scratch; nil when the required ones cannot all hold.
  func solveFresh(_ specs: [Spec], variables: Int) -> [Double]? {
    let solver = Solver()
    let vars = (0..<variables).map { solver.makeVariable("x\($0)") }
    for spec in specs {
      do {
        try solver.addConstraint(spec.expression(vars), spec.relation, strength: spec.weight)
      } catch {
        return nil
      }
    }
    solver.updateVariables()
    return vars.map { solver.value(of: $0) }
  }

  func cost(_ specs: [Spec], _ values: [Double]) -> Double {
    specs.filter { $0.weight < Strength.required }.reduce(0) {
      $0 + $1.weight * $1.violation(values)
    }
  }

  /// The state of one random run: the solver, and what the test knows was added.
  struct Run {
    let solver = Solver()
    let vars: [Variable]
    var active: [(constraint: Constraint, spec: Spec)] = []
    var edits: [Int: (value: Double, strength: Double)] = [:]

    init(variables n: Int) {
      vars = (0..<n).map { [solver] in solver.makeVariable("x\($0)") }
    }
  }

  func tryAdd(_ run: inout Run, _ spec: Spec, context: String) {
    let before = run.solver.dump()
    let result = Result { () throws(SolverError) -> Constraint in
      try run.solver.addConstraint(spec.expression(run.vars), spec.relation, strength: spec.weight)
    }
    switch result {
    case .success(let c):
      run.active.append((c, spec))
    case .failure(.unsatisfiableConstraint(_, let conflicts)):
      #expect(spec.weight == Strength.required, "\(context)")
      #expect(run.solver.dump() == before, "\(context): a refused add changed the tableau")
      let required = run.active.map(\.spec).filter { $0.weight >= Strength.required }
      #expect(
        solveFresh(required + [spec], variables: run.vars.count) == nil,
        "\(context): refused a satisfiable constraint")
      let conflictSpecs = run.active.filter { conflicts.contains($0.constraint) }.map(\.spec)
      #expect(conflicts.count == conflictSpecs.count, "\(context): conflicts name unknown constraints")
      #expect(
        solveFresh(conflictSpecs + [spec], variables: run.vars.count) == nil,
        "\(context): the conflict set is not a conflict")
    case .failure(let error):
      Issue.record("\(context): \(error)")
    }
  }

  func trySetConstant(_ run: inout Run, _ i: Int, _ constant: Double, context: String) {
    let before = run.solver.dump()
    do {
      try run.solver.setConstant(run.active[i].constraint, constant)
      run.active[i].spec.constant = constant
    } catch {
      #expect(run.solver.dump() == before, "\(context): a refused constant change altered the tableau")
      var trial = run.active.map(\.spec)
      trial[i].constant = constant
      #expect(
        solveFresh(trial.filter { $0.weight >= Strength.required }, variables: run.vars.count) == nil,
        "\(context): refused a satisfiable constant")
    }
  }

  func edit(_ run: inout Run, _ rng: inout SeededRandom) throws {
    let v = Int.random(in: 0..<run.vars.count, using: &rng)
    let value = Double(Int.random(in: -100...100, using: &rng))
    if run.edits[v] == nil {
      let strength = [Strength.strong, Strength.medium].randomElement(using: &rng) ?? Strength.strong
      try run.solver.addEditVariable(run.vars[v], strength: strength)
      run.edits[v] = (0, strength)
    }
    if Int.random(in: 0..<4, using: &rng) == 0 {
      try run.solver.removeEditVariable(run.vars[v])
      run.edits[v] = nil
    } else {
      try run.solver.suggestValue(run.vars[v], value)
      run.edits[v]?.value = value
    }
  }

  func checkAgainstFresh(_ run: Run, context: String) {
    run.solver.updateVariables()
    let values = run.vars.map { run.solver.value(of: $0) }
    var specs = run.active.map(\.spec)
    for (v, edit) in run.edits.sorted(by: { $0.key < $1.key }) {
      specs.append(Spec(terms: [(v, 1)], constant: -edit.value, relation: .equal, weight: edit.strength))
    }
    for spec in specs where spec.weight >= Strength.required {
      #expect(spec.violation(values) < 1e-6, "\(context): a required constraint is violated")
    }
    guard let fresh = solveFresh(specs, variables: run.vars.count) else {
      Issue.record("\(context): the final system has no solution from scratch")
      return
    }
    let a = cost(specs, values)
    let b = cost(specs, fresh)
    #expect(abs(a - b) <= 1e-6 * max(1, abs(b)), "\(context): incremental cost \(a), fresh \(b)")
  }

  @Test(arguments: 0..<400)
  func incrementalEqualsFromScratch(seed: Int) throws {
    try randomRun(seed: seed, degenerate: false)
  }

  /// Few distinct values: redundant equalities, conflicts and degenerate pivots abound.
  @Test(arguments: 0..<400)
  func incrementalEqualsFromScratchOnDegenerateSystems(seed: Int) throws {
    try randomRun(seed: 10_000 + seed, degenerate: true)
  }

  func randomRun(seed: Int, degenerate: Bool) throws {
    var rng = SeededRandom(seed: UInt64(seed))
    let n = Int.random(in: 2...6, using: &rng)
    var run = Run(variables: n)
    for spec in anchors(n) { tryAdd(&run, spec, context: "seed \(seed) anchors") }
    for step in 0..<30 {
      let context = "seed \(seed) step \(step)"
      let op = Int.random(in: 0..<10, using: &rng)
      if op < 5 {
        tryAdd(&run, randomSpec(&rng, variables: n, degenerate: degenerate), context: context)
      } else if op < 7, run.active.count > n {
        let i = Int.random(in: n..<run.active.count, using: &rng)
        try run.solver.removeConstraint(run.active[i].constraint)
        run.active.remove(at: i)
      } else if op < 8, run.active.count > n {
        let i = Int.random(in: n..<run.active.count, using: &rng)
        let constant = Double(Int.random(in: degenerate ? -2...2 : -50...50, using: &rng))
        trySetConstant(&run, i, constant, context: context)
      } else {
        try edit(&run, &rng)
      }
      checkAgainstFresh(run, context: context)
    }
  }
}
