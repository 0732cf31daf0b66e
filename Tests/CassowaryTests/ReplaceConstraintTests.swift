import Cassowary
import TestSupport
import Testing

/// `PrioritySolver.replaceConstraint`: a required equality put in another's place, in place
/// where the difference allows (`SimplexCore+Replace`), by removal and addition otherwise.
@Suite struct ReplaceConstraintTests {
  /// A horizontal stack in miniature, 50 wide: left == 0, right == 50, views w_i wishing to be
  /// 10 (hugging 250, compression 750; w1 hugs at 200, so it is the one that stretches),
  /// x1 == left, x_{i+1} == x_i + w_i + 2, and the closing edge right == x_n + w_n.
  struct Stack {
    let solver = PrioritySolver()
    let left: Variable
    let right: Variable
    var x: [Variable] = []
    var w: [Variable] = []
    var closing: Constraint? = nil

    init(views: Int) throws {
      left = solver.makeVariable("left")
      right = solver.makeVariable("right")
      try solver.addConstraint(left - 0, .equal)
      try solver.addConstraint(right - 50, .equal)
      for _ in 0..<views { try appendView() }
      closing = try solver.addConstraint(right - x.last! - w.last!, .equal)
    }

    /// The new view's own constraints and its link to the previous one (the closing edge
    /// is the caller's).
    mutating func appendView() throws {
      let i = w.count + 1
      let view = solver.makeVariable("w\(i)")
      try solver.addConstraint(view - 10, .lessThanOrEqual, priority: i == 1 ? 200 : 250)
      try solver.addConstraint(view - 10, .greaterThanOrEqual, priority: 750)
      let position = solver.makeVariable("x\(i)")
      if let previous = x.last {
        try solver.addConstraint(position - previous - w.last! - 2, .equal)
      } else {
        try solver.addConstraint(position - left, .equal)
      }
      x.append(position)
      w.append(view)
    }

    /// The closing edge for the current last view, recorded but not added.
    func newClosing() -> Constraint {
      solver.makeConstraint(right - x.last! - w.last!, .equal, priority: PrioritySolver.required)
    }

    func value(_ v: Variable) -> Double {
      solver.updateVariables()
      return solver.value(of: v)
    }
  }

  /// Three views: Σw + 2·2 = 50, so Σw = 46 and w1 = 46 − 20 = 26. A fourth view, its
  /// closing edge taking the old one's place: Σw + 3·2 = 50, w1 = 44 − 30 = 14, and
  /// x4 = 0 + 14 + 2 + 10 + 2 + 10 + 2 = 40, as a solver built with the final edges finds.
  @Test func anAppendedViewTakesTheClosingEdgeInPlace() throws {
    var stack = try Stack(views: 3)
    #expect(stack.value(stack.w[0]) == 26)
    try stack.appendView()
    let closing = stack.newClosing()
    try stack.solver.replaceConstraint(stack.closing!, with: closing)
    #expect(stack.solver.replacementsInPlace == 1)
    #expect(!stack.solver.hasConstraint(stack.closing!))
    #expect(stack.solver.hasConstraint(closing))
    #expect(stack.value(stack.w[0]) == 14)
    #expect(stack.value(stack.x[3]) == 40)
    #expect(stack.value(stack.w[3]) == 10)
    let fresh = try Stack(views: 4)
    for (a, b) in zip(stack.x + stack.w, fresh.x + fresh.w) {
      #expect(stack.value(a) == fresh.value(b))
    }
  }

  /// Each view needs at least 10 (compression required here) and 2 between views: five need
  /// 5·10 + 4·2 = 58 > 50. The fifth's closing edge cannot take the old one's place: the old
  /// edge goes (the fallback removes it) and the new one is refused with the conflict, as an
  /// add would be; the four views stay where the old edge left them.
  @Test func aContradictoryReplacementIsRefusedAsAnAdd() throws {
    var stack = try Stack(views: 4)
    for view in stack.w { try stack.solver.addConstraint(view - 10, .greaterThanOrEqual) }
    try stack.appendView()
    try stack.solver.addConstraint(stack.w.last! - 10, .greaterThanOrEqual)
    let closing = stack.newClosing()
    #expect(throws: SolverError.self) { try stack.solver.replaceConstraint(stack.closing!, with: closing) }
    #expect(stack.solver.replacementsInPlace == 0)
    #expect(!stack.solver.hasConstraint(stack.closing!))
    #expect(!stack.solver.hasConstraint(closing))
  }

  /// The replacement is one edit: taken back, the old edge is in force again (w1 = 26 with
  /// three views: the fourth, unbounded on the right, rests at its wish of 10); replayed,
  /// w1 = 14 again.
  @Test func aReplacementIsTakenBackAndReplayed() throws {
    var stack = try Stack(views: 3)
    try stack.appendView()
    let log = EditLog(stack.solver)
    let mark = log.edits.count
    let closing = stack.newClosing()
    try stack.solver.replaceConstraint(stack.closing!, with: closing)
    let taken = try log.revert(to: mark)
    #expect(stack.solver.hasConstraint(stack.closing!))
    #expect(!stack.solver.hasConstraint(closing))
    #expect(stack.value(stack.w[0]) == 26)
    try log.replay(taken)
    #expect(stack.value(stack.w[0]) == 14)
    #expect(stack.solver.replacementsInPlace == 3)
  }

  /// Random systems at UIKit priorities where a required equality is now and then replaced
  /// by itself plus a random term and constant: after every step the violation per level
  /// equals that of the same system built fresh. Over all seeds, the in-place path must have
  /// been taken (the others fall back to removal and addition).
  @Test func replacedSystemsEqualFreshOnes() throws {
    let helper = PriorityPropertyTests()
    var inPlace = 0
    var replaced = 0
    for seed in 0..<200 {
      var rng = SeededRandom(seed: UInt64(70_000 + seed))
      let n = Int.random(in: 2...5, using: &rng)
      let solver = PrioritySolver()
      if seed % 2 == 1 { solver.dummyCellLimit = 1 }
      let vars = (0..<n).map { solver.makeVariable("x\($0)") }
      var active: [(Constraint, ConstraintSpec)] = []
      for v in 0..<n {
        let spec = ConstraintSpec(terms: [(v, 1)], constant: -Double(3 * v), relation: .equal, weight: 1)
        active.append((try solver.addConstraint(spec.expression(vars), .equal, priority: 1), spec))
      }
      for step in 0..<30 {
        let context = "seed \(70_000 + seed) step \(step)"
        let equalities = active.indices.filter {
          $0 >= n && active[$0].1.weight == 1000 && active[$0].1.relation == .equal
        }
        if Int.random(in: 0..<3, using: &rng) == 0, let i = equalities.randomElement(using: &rng) {
          var spec = active[i].1
          spec.terms.append((Int.random(in: 0..<n, using: &rng), Double(Int.random(in: -2...2, using: &rng))))
          spec.constant += Double(Int.random(in: -5...5, using: &rng))
          let c = solver.makeConstraint(spec.expression(vars), .equal, priority: PrioritySolver.required)
          replaced += 1
          if (try? solver.replaceConstraint(active[i].0, with: c)) != nil {
            active[i] = (c, spec)
          } else {
            active.remove(at: i)
          }
        } else {
          let spec = helper.randomSpec(&rng, variables: n)
          if let c = try? solver.addConstraint(spec.expression(vars), spec.relation, priority: spec.weight) {
            active.append((c, spec))
          }
        }
        for (c, _) in active { #expect(solver.hasConstraint(c), "\(context): a constraint left the solver") }
        solver.updateVariables()
        let values = vars.map { solver.value(of: $0) }
        let specs = active.map(\.1)
        guard let fresh = helper.solveFresh(specs, variables: n) else {
          Issue.record("\(context): the accepted system has no solution from scratch")
          return
        }
        let a = helper.levels(specs, values)
        let b = helper.levels(specs, fresh)
        for (x, y) in zip(a, b) {
          #expect(abs(x - y) < 1e-6, "\(context): replaced levels \(a), fresh \(b)")
        }
      }
      inPlace += solver.replacementsInPlace
    }
    print("replacements: \(inPlace) in place of \(replaced)")
    #expect(inPlace > replaced / 4)
  }
}
