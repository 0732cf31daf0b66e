import TestSupport
import Testing

@testable import Cassowary

/// Variables defined by a required equality outside the tableau (`SimplexCore+Derived`).
@Suite struct DerivedDefinitionTests {
  /// x0 == 0 and x_i == x_{i-1} + w_i + 1 with w_i == 2 for i in 1...40: every variable is
  /// fresh when its equality comes, so each is a definition and the tableau has no row at all.
  /// x40 = 40 · (2 + 1) = 120. Moving x0's constant to −5 moves all of them: x40 = 125.
  @Test func aChainOfEqualitiesKeepsNoRows() throws {
    let s = PrioritySolver()
    var previous = s.makeVariable("x0")
    let first = try s.addConstraint(previous - 0, .equal)
    for i in 1...40 {
      let w = s.makeVariable("w\(i)")
      try s.addConstraint(w - 2, .equal)
      let x = s.makeVariable("x\(i)")
      try s.addConstraint(x - previous - w - 1, .equal)
      previous = x
    }
    #expect(s.statistics.derived == 81)
    #expect(s.statistics.rows == 0)
    s.updateVariables()
    #expect(s.value(of: previous) == 120)
    try s.setConstant(first, -5)
    s.updateVariables()
    // x0 − 5 == 0: x0 = 5, x40 = 125.
    #expect(s.value(of: previous) == 125)
    #expect(s.isDetermined(previous))
    #expect(s.bindingConstraints(of: previous).count == 81)
  }

  /// Determinacy from definitions (`SimplexCore+DerivedDeterminacy`), against the general
  /// test on the same variable. x0 == 0; x_i == x_{i-1} + w_{i-1} + 5 for i in 1...8, each a
  /// definition; every w is held at 10 except w3, which only wishes to be at least 5 (@250),
  /// so it can grow at no cost. x0…x3 are determined (sums of held values); x4 = x3 + w3 + 5
  /// has one undetermined term, so it and every later x are not. z == x6 − x4 has two
  /// undetermined terms, which cancel: z = w4 + w5 + 10 = 30 is determined, and the general
  /// test, which decides that case, says so. After a change (w3 held at 10) the answers are
  /// made again: all determined.
  @Test func derivedChainsAreDeterminedLinkByLink() throws {
    let s = PrioritySolver()
    var x = [s.makeVariable("x0")]
    var w: [Variable] = []
    try s.addConstraint(x[0] - 0, .equal)
    for i in 0..<8 {
      w.append(s.makeVariable("w\(i)"))
      if i == 3 {
        try s.addConstraint(w[i] - 5, .greaterThanOrEqual, priority: 250)
      } else {
        try s.addConstraint(w[i] - 10, .equal)
      }
      x.append(s.makeVariable("x\(i + 1)"))
      try s.addConstraint(x[i + 1] - x[i] - w[i] - 5, .equal)
    }
    let z = s.makeVariable("z")
    try s.addConstraint(z - x[6] + x[4], .equal)
    #expect(s.statistics.derived >= 9)
    #expect(x.map { s.isDetermined($0) } == [true, true, true, true, false, false, false, false, false])
    #expect(x.map { s.isDetermined(LinearExpression($0)) } == x.map { s.isDetermined($0) })
    #expect(s.isDetermined(z) && s.isDetermined(LinearExpression(z)))
    try s.addConstraint(w[3] - 10, .equal)
    #expect(x.allSatisfy { s.isDetermined($0) })
  }

  /// Definitions keep their terms in one shared array, compacted once the dropped ones are
  /// half of it (more than 4,096 terms). A base b == 1 and a long-lived x := b + 1 (term 0),
  /// then 3,000 rounds of y_i := b + x + i (2 terms each) added and removed: 6,000 dropped
  /// terms force compactions. After them x still follows b: b == 7 gives x = 8, and a fresh
  /// z := x + b + 1 = 8 + 7 + 1 = 16.
  @Test func droppedDefinitionsTermsAreCompactedAway() throws {
    let s = PrioritySolver()
    let b = s.makeVariable("b")
    let x = s.makeVariable("x")
    try s.addConstraint(x - b - 1, .equal)
    let base = try s.addConstraint(b - 1, .equal)
    for i in 0..<3000 {
      let y = s.makeVariable("y\(i)")
      let c = try s.addConstraint(y - b - x - Double(i), .equal)
      try s.removeConstraint(c)
    }
    #expect(s.core.discardedValueTerms < 4096)
    try s.setConstant(base, -7)
    let z = s.makeVariable("z")
    try s.addConstraint(z - x - b - 1, .equal)
    s.updateVariables()
    #expect(s.value(of: x) == 8)
    #expect(s.value(of: z) == 16)
  }

  /// A constraint that mentions a derived variable sees its definition: x := y + 10 (y fresh,
  /// so parametric), then y == 5 makes x = 15; x <= 12 then cannot hold with both required.
  @Test func aLaterConstraintExpandsTheDefinition() throws {
    let s = PrioritySolver()
    let x = s.makeVariable("x")
    let y = s.makeVariable("y")
    let defining = try s.addConstraint(x - y - 10, .equal)
    #expect(s.statistics.derived == 1)
    let pin = try s.addConstraint(y - 5, .equal)
    s.updateVariables()
    #expect(s.value(of: x) == 15)
    let cap = s.makeConstraint(x - 12, .lessThanOrEqual)
    #expect(throws: SolverError.unsatisfiableConstraint(cap, conflicts: [defining, pin])) {
      try s.addConstraint(cap)
    }
  }

  /// Removing a definition others read puts its row into the tableau first: with x := y + 10
  /// and z := x + 1 (z reads x), removing x's equality leaves x free (0, parametric) while
  /// z == x + 1 still holds: z = 1 once nothing else places x.
  @Test func removingADefinitionThatIsReadKeepsTheReaders() throws {
    let s = PrioritySolver()
    let x = s.makeVariable("x")
    let y = s.makeVariable("y")
    let z = s.makeVariable("z")
    try s.addConstraint(y - 5, .equal)
    let defining = try s.addConstraint(x - y - 10, .equal)
    try s.addConstraint(z - x - 1, .equal)
    #expect(s.statistics.derived == 3)
    s.updateVariables()
    #expect(s.value(of: z) == 16)
    try s.removeConstraint(defining)
    s.updateVariables()
    #expect(s.value(of: z) - s.value(of: x) == 1)
    #expect(!s.isDetermined(x))
  }

  /// Random edits on two solvers, one defining fresh variables outside the tableau and one
  /// keeping every row: every variable carries a faint wish of its own priority level, so the
  /// optimum is unique and both must reach it, value for value, after every edit.
  @Test(arguments: 0..<400)
  func definitionsChangeNoValue(seed: Int) throws {
    var rng = SeededRandom(seed: UInt64(70_000 + seed))
    let derived = PrioritySolver()
    let plain = PrioritySolver()
    plain.core.derivesFreshVariables = false
    var variables: [(Variable, Variable)] = []
    var constraints: [(Constraint, Constraint)] = []
    func newVariable() throws {
      let k = variables.count
      let pair = (derived.makeVariable("v\(k)"), plain.makeVariable("v\(k)"))
      variables.append(pair)
    }
    func addWish(_ k: Int) throws {
      let wish = Double(Int.random(in: -50...50, using: &rng))
      let level = 1 + Double(k) / 100
      _ = try derived.addConstraint(variables[k].0 - wish, .equal, priority: level)
      _ = try plain.addConstraint(variables[k].1 - wish, .equal, priority: level)
    }
    for _ in 0..<Int.random(in: 10...50, using: &rng) {
      switch Int.random(in: 0..<10, using: &rng) {
      case 0, 1, 2:
        // A new variable, defined right away by a required equality on older ones (or a
        // constant), its wish added after (sometimes never: its value comes from the rest).
        try newVariable()
        let k = variables.count - 1
        var terms: [(Int, Double)] = [(k, 1)]
        for _ in 0..<Int.random(in: 0...2, using: &rng) where k > 0 {
          terms.append((Int.random(in: 0..<k, using: &rng), Bool.random(using: &rng) ? 1 : -1))
        }
        let constant = Double(Int.random(in: -20...20, using: &rng))
        let a = derived.makeConstraint(expression(terms, constant, variables.map(\.0)), .equal)
        let b = plain.makeConstraint(expression(terms, constant, variables.map(\.1)), .equal)
        let addedA = (try? derived.addConstraint(a)) != nil
        let addedB = (try? plain.addConstraint(b)) != nil
        #expect(addedA == addedB, "seed \(seed)")
        if addedA && addedB { constraints.append((a, b)) }
        if Int.random(in: 0..<4, using: &rng) > 0 { try addWish(k) }
      case 3, 4, 5:
        // Any constraint among existing variables, at a random priority.
        guard variables.count >= 1 else { continue }
        var terms: [(Int, Double)] = []
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
          terms.append((Int.random(in: 0..<variables.count, using: &rng), Bool.random(using: &rng) ? 1 : -1))
        }
        let constant = Double(Int.random(in: -20...20, using: &rng))
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][
          Int.random(in: 0..<3, using: &rng)]
        let priority = [1000.0, 1000, 750, 500][Int.random(in: 0..<4, using: &rng)]
        let a = derived.makeConstraint(
          expression(terms, constant, variables.map(\.0)), relation, priority: priority)
        let b = plain.makeConstraint(
          expression(terms, constant, variables.map(\.1)), relation, priority: priority)
        let addedA = (try? derived.addConstraint(a)) != nil
        let addedB = (try? plain.addConstraint(b)) != nil
        #expect(addedA == addedB, "seed \(seed)")
        if addedA && addedB { constraints.append((a, b)) }
      case 6, 7:
        guard !constraints.isEmpty else { continue }
        let (a, b) = constraints.remove(at: Int.random(in: 0..<constraints.count, using: &rng))
        try derived.removeConstraint(a)
        try plain.removeConstraint(b)
      default:
        guard !constraints.isEmpty else { continue }
        let (a, b) = constraints[Int.random(in: 0..<constraints.count, using: &rng)]
        let constant = Double(Int.random(in: -20...20, using: &rng))
        let changedA = (try? derived.setConstant(a, constant)) != nil
        let changedB = (try? plain.setConstant(b, constant)) != nil
        #expect(changedA == changedB, "seed \(seed)")
      }
      derived.updateVariables()
      plain.updateVariables()
      for (k, (a, b)) in variables.enumerated() {
        let determined = plain.isDetermined(b)
        #expect(derived.isDetermined(a) == determined, "seed \(seed): v\(k) determined")
        guard determined else { continue }
        #expect(
          abs(derived.value(of: a) - plain.value(of: b)) < 1e-6,
          "seed \(seed): v\(k) \(derived.value(of: a)) vs \(plain.value(of: b))")
        #expect(
          abs(derived.currentValue(of: a) - derived.value(of: a)) < 1e-9, "seed \(seed): v\(k) current value")
      }
    }
  }

  func expression(_ terms: [(Int, Double)], _ constant: Double, _ variables: [Variable]) -> LinearExpression {
    LinearExpression(terms.map { Term(variables[$0.0], $0.1) }, constant: constant)
  }

  /// Sequence numbers are renumbered once dropped definitions hold most of them, keeping their
  /// order. x0 == 0 and x_i == x_{i-1} + 1 for i in 1...5 are definitions; z == x5 + 1 is
  /// dropped and made again 5,000 times, each time with a new sequence number. The table of
  /// sequence numbers stays within 2 · 7 + 4,096 entries, and values still propagate in order:
  /// after x0 == 0 moves to x0 == 10, x5 = 15 and z = 16.
  @Test func renumberedDefinitionsKeepTheirOrder() throws {
    let s = PrioritySolver()
    var x = [s.makeVariable("x0")]
    let first = try s.addConstraint(x[0] - 0, .equal)
    for i in 1...5 {
      x.append(s.makeVariable("x\(i)"))
      try s.addConstraint(x[i] - x[i - 1] - 1, .equal)
    }
    let z = s.makeVariable("z")
    for _ in 0..<5000 {
      let c = try s.addConstraint(z - x[5] - 1, .equal)
      s.updateVariables()
      try s.removeConstraint(c)
    }
    try s.addConstraint(z - x[5] - 1, .equal)
    s.updateVariables()
    #expect(s.core.symbolOfSequence.count <= 2 * 7 + 4096)
    #expect(s.statistics.derived == 7)
    try s.setConstant(first, -10)
    s.updateVariables()
    #expect(s.value(of: x[5]) == 15)
    #expect(s.value(of: z) == 16)
  }
}
