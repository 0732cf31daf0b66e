import Cassowary
import Testing

/// UIKit's strict priorities on the symbolic-weight solver.
@Suite struct PrioritySolverTests {
  /// One wish at 751 against a thousand at 750: strictness means the 751 wins outright
  /// (with scalar weights 1000 × 750 would outvote 751).
  @Test func oneHigherPriorityBeatsAnyNumberOfLowerOnes() throws {
    let s = PrioritySolver()
    let x = s.makeVariable("x")
    for _ in 0..<1000 { try s.addConstraint(x - 10, .equal, priority: 750) }
    try s.addConstraint(LinearExpression(x), .equal, priority: 751)
    s.updateVariables()
    #expect(s.value(of: x) == 0)
  }

  /// Fractional levels are levels of their own: 999.5 beats 999, 999.999 beats 999.5.
  @Test func fractionalPrioritiesAreDistinctLevels() throws {
    let s = PrioritySolver()
    let x = s.makeVariable("x")
    try s.addConstraint(x - 1, .equal, priority: 999)
    try s.addConstraint(x - 2, .equal, priority: 999.5)
    s.updateVariables()
    #expect(s.value(of: x) == 2)
    try s.addConstraint(x - 3, .equal, priority: 999.999)
    s.updateVariables()
    #expect(s.value(of: x) == 3)
  }

  /// A label's width: hugging (<= 50 @250), compression resistance (>= 50 @750) and a wish
  /// for 100 @500. Compression holds (100 >= 50), the 500 beats the 250: width = 100.
  /// Lower the wish to 200 and hugging wins: width = 50.
  @Test func huggingAndCompressionResistanceFollowTheirPriorities() throws {
    let s = PrioritySolver()
    let width = s.makeVariable("width")
    try s.addConstraint(width - 50, .lessThanOrEqual, priority: 250)
    try s.addConstraint(width - 50, .greaterThanOrEqual, priority: 750)
    let wish = try s.addConstraint(width - 100, .equal, priority: 500)
    s.updateVariables()
    #expect(s.value(of: width) == 100)
    try s.removeConstraint(wish)
    try s.addConstraint(width - 100, .equal, priority: 200)
    s.updateVariables()
    #expect(s.value(of: width) == 50)
  }

  /// Required constraints are hard: a 999 never bends one.
  @Test func requiredIsAboveEveryPriority() throws {
    let s = PrioritySolver()
    let x = s.makeVariable("x")
    try s.addConstraint(x - 20, .lessThanOrEqual)
    try s.addConstraint(x - 30, .equal, priority: 999)
    s.updateVariables()
    #expect(s.value(of: x) == 20)
  }

  @Test func editVariablesUseAPriority() throws {
    let s = PrioritySolver()
    let x = s.makeVariable("x")
    try s.addConstraint(x - 5, .equal, priority: 250)
    try s.addEditVariable(x, priority: 999)
    try s.suggestValue(x, 42)
    s.updateVariables()
    #expect(s.value(of: x) == 42)
    #expect(throws: SolverError.badRequiredStrength) {
      try s.addEditVariable(s.makeVariable("y"), priority: 1000)
    }
  }

  /// Changing a constant in place keeps strictness: the 751 wish moves and x follows.
  @Test func constantChangesKeepStrictness() throws {
    let s = PrioritySolver()
    let x = s.makeVariable("x")
    for _ in 0..<50 { try s.addConstraint(x - 10, .equal, priority: 750) }
    let wish = try s.addConstraint(LinearExpression(x), .equal, priority: 751)
    try s.setConstant(wish, -40)
    s.updateVariables()
    #expect(s.value(of: x) == 40)
    #expect(s.constant(of: wish) == -40)
  }

  /// The symbolic weights compare from the strongest level down.
  @Test func symbolicWeightsCompareLexicographically() {
    let strong = SymbolicWeight(level: 751_000, value: 1)
    let manyWeak = SymbolicWeight(level: 750_000, value: 1_000_000)
    #expect(manyWeak < strong)
    #expect(SymbolicWeight.zero < strong)
    #expect(SymbolicWeight(level: 1, value: -1) < .zero)
    #expect(!(strong < strong))
  }
}
