import Cassowary
import Testing

/// kiwi's behaviours, one test each, with hand-computed values.
@Suite struct SolverTests {
  @Test func requiredEqualityFixesAVariable() throws {
    let s = Solver()
    let x = s.makeVariable("x")
    try s.addConstraint(x - 20, .equal)
    s.updateVariables()
    #expect(s.value(of: x) == 20)
  }

  /// x + 2 == y + 10 (required), x == 10 (weak) → y = x + 2 - 10 = 2.
  @Test func weakPreferenceYieldsToRequired() throws {
    let s = Solver()
    let x = s.makeVariable("x")
    let y = s.makeVariable("y")
    try s.addConstraint(x + 2 - (y + 10), .equal)
    try s.addConstraint(x - 10, .equal, strength: Strength.weak)
    s.updateVariables()
    #expect(s.value(of: x) == 10)
    #expect(s.value(of: y) == 2)
  }

  /// x >= 10 required and x == 5 strong: the inequality wins, x = 10.
  @Test func inequalityBoundsAStrongPreference() throws {
    let s = Solver()
    let x = s.makeVariable("x")
    try s.addConstraint(x - 10, .greaterThanOrEqual)
    try s.addConstraint(x - 5, .equal, strength: Strength.strong)
    s.updateVariables()
    #expect(s.value(of: x) == 10)
  }

  /// Strong (1e6) outweighs medium (1e3): x == 30 strong beats x == 60 medium.
  @Test func strongerNonRequiredWins() throws {
    let s = Solver()
    let x = s.makeVariable("x")
    try s.addConstraint(x - 60, .equal, strength: Strength.medium)
    try s.addConstraint(x - 30, .equal, strength: Strength.strong)
    s.updateVariables()
    #expect(s.value(of: x) == 30)
  }

  @Test func addingAConstraintTwiceIsADuplicate() throws {
    let s = Solver()
    let x = s.makeVariable("x")
    let c = try s.addConstraint(x - 1, .equal)
    #expect(throws: SolverError.duplicateConstraint(c)) { try s.addConstraint(c) }
  }

  @Test func removingAnUnknownConstraintIsAnError() throws {
    let s = Solver()
    let x = s.makeVariable("x")
    let c = s.makeConstraint(x - 1, .equal)
    #expect(throws: SolverError.unknownConstraint(c)) { try s.removeConstraint(c) }
    try s.addConstraint(c)
    try s.removeConstraint(c)
    #expect(throws: SolverError.unknownConstraint(c)) { try s.removeConstraint(c) }
  }

  /// x == 10 then x == 20, both required: the second is refused, naming the first, and the
  /// solver keeps x = 10 with an unchanged tableau.
  @Test func contradictoryEqualitiesAreUnsatisfiable() throws {
    let s = Solver()
    let x = s.makeVariable("x")
    let first = try s.addConstraint(x - 10, .equal)
    let before = s.dump()
    let second = s.makeConstraint(x - 20, .equal)
    #expect(throws: SolverError.unsatisfiableConstraint(second, conflicts: [first])) {
      try s.addConstraint(second)
    }
    #expect(s.dump() == before)
    #expect(!s.hasConstraint(second))
    s.updateVariables()
    #expect(s.value(of: x) == 10)
  }

  /// x >= 10 and x <= 5 cannot both hold (phase one fails); the conflict names x >= 10 only,
  /// not the unrelated y == 3.
  @Test func contradictoryInequalitiesNameTheirConflict() throws {
    let s = Solver()
    let x = s.makeVariable("x")
    let y = s.makeVariable("y")
    try s.addConstraint(y - 3, .equal)
    let lower = try s.addConstraint(x - 10, .greaterThanOrEqual)
    let before = s.dump()
    let upper = s.makeConstraint(x - 5, .lessThanOrEqual)
    #expect(throws: SolverError.unsatisfiableConstraint(upper, conflicts: [lower])) {
      try s.addConstraint(upper)
    }
    #expect(s.dump() == before)
  }

  /// a == 0, b == a + 10, c == b + 10, then c == 5: the conflict is the whole chain, minimal.
  @Test func conflictThroughAChainNamesEveryLink() throws {
    let s = Solver()
    let a = s.makeVariable("a")
    let b = s.makeVariable("b")
    let c = s.makeVariable("c")
    let unrelated = s.makeVariable("u")
    let c0 = try s.addConstraint(LinearExpression(a), .equal)
    try s.addConstraint(unrelated - 1, .equal)
    let c1 = try s.addConstraint(b - a - 10, .equal)
    let c2 = try s.addConstraint(c - b - 10, .equal)
    let bad = s.makeConstraint(c - 5, .equal)
    #expect(throws: SolverError.unsatisfiableConstraint(bad, conflicts: [c0, c1, c2])) {
      try s.addConstraint(bad)
    }
  }

  /// Removing the other side of a conflict lets the refused constraint in (the same handle).
  @Test func removingTheOtherSideReadmitsTheConstraint() throws {
    let s = Solver()
    let x = s.makeVariable("x")
    let first = try s.addConstraint(x - 10, .equal)
    let second = s.makeConstraint(x - 20, .equal)
    #expect(throws: SolverError.self) { try s.addConstraint(second) }
    try s.removeConstraint(first)
    try s.addConstraint(second)
    s.updateVariables()
    #expect(s.value(of: x) == 20)
  }

  /// The same required equality twice is redundant, not a conflict; either copy can go.
  @Test func redundantEqualitiesAreAccepted() throws {
    let s = Solver()
    let x = s.makeVariable("x")
    let a = try s.addConstraint(x - 10, .equal)
    let b = try s.addConstraint(x - 10, .equal)
    try s.removeConstraint(a)
    s.updateVariables()
    #expect(s.value(of: x) == 10)
    try s.removeConstraint(b)
    s.updateVariables()
    #expect(s.value(of: x) == 0)
  }

  @Test func editVariablesFollowSuggestions() throws {
    let s = Solver()
    let x = s.makeVariable("x")
    let y = s.makeVariable("y")
    try s.addConstraint(y - 2 * x, .equal)  // y = 2x
    try s.addEditVariable(x, strength: Strength.strong)
    #expect(s.hasEditVariable(x))
    try s.suggestValue(x, 7)
    s.updateVariables()
    #expect(s.value(of: x) == 7)
    #expect(s.value(of: y) == 14)
    try s.suggestValue(x, -3)
    s.updateVariables()
    #expect(s.value(of: y) == -6)
  }

  /// An edit at strong loses to a required bound: x <= 100 caps a suggestion of 150.
  @Test func editsYieldToRequiredConstraints() throws {
    let s = Solver()
    let x = s.makeVariable("x")
    try s.addConstraint(x - 100, .lessThanOrEqual)
    try s.addEditVariable(x, strength: Strength.strong)
    try s.suggestValue(x, 150)
    s.updateVariables()
    #expect(s.value(of: x) == 100)
    try s.suggestValue(x, 40)
    s.updateVariables()
    #expect(s.value(of: x) == 40)
  }

  @Test func editVariableErrors() throws {
    let s = Solver()
    let x = s.makeVariable("x")
    #expect(throws: SolverError.badRequiredStrength) {
      try s.addEditVariable(x, strength: Strength.required)
    }
    #expect(throws: SolverError.unknownEditVariable(x)) { try s.suggestValue(x, 1) }
    #expect(throws: SolverError.unknownEditVariable(x)) { try s.removeEditVariable(x) }
    try s.addEditVariable(x, strength: Strength.medium)
    #expect(throws: SolverError.duplicateEditVariable(x)) {
      try s.addEditVariable(x, strength: Strength.weak)
    }
    #expect(throws: SolverError.nonFiniteValue(.infinity)) { try s.suggestValue(x, .infinity) }
    try s.removeEditVariable(x)
    #expect(!s.hasEditVariable(x))
  }

  /// Changing the constant of the first link of a chain moves the whole chain, in place:
  /// a == 0, b == a + 10, c == b + 10; then b == a + 25 → c = 35.
  @Test func constantChangesUpdateInPlace() throws {
    let s = Solver()
    let a = s.makeVariable("a")
    let b = s.makeVariable("b")
    let c = s.makeVariable("c")
    try s.addConstraint(LinearExpression(a), .equal)
    let link = try s.addConstraint(b - a - 10, .equal)
    try s.addConstraint(c - b - 10, .equal)
    let rowsBefore = s.dump().split(separator: "\n").count
    try s.setConstant(link, -25)
    s.updateVariables()
    #expect(s.value(of: b) == 25)
    #expect(s.value(of: c) == 35)
    #expect(s.hasConstraint(link))
    #expect(s.dump().split(separator: "\n").count == rowsBefore)
  }

  /// x >= 5 and x <= 10 (required); moving the upper bound to 3 is refused and changes nothing.
  @Test func anUnsatisfiableConstantIsRefused() throws {
    let s = Solver()
    let x = s.makeVariable("x")
    let lower = try s.addConstraint(x - 5, .greaterThanOrEqual)
    let upper = try s.addConstraint(x - 10, .lessThanOrEqual)
    try s.addConstraint(x - 8, .equal, strength: Strength.weak)
    let before = s.dump()
    #expect(throws: SolverError.unsatisfiableConstraint(upper, conflicts: [lower])) {
      try s.setConstant(upper, -3)
    }
    #expect(s.dump() == before)
    s.updateVariables()
    #expect(s.value(of: x) == 8)
  }

  /// a == 10, b == a + 5: b is bound by both; a weak wish on b binds nothing more.
  @Test func bindingConstraintsAreTheMarkersInTheRow() throws {
    let s = Solver()
    let a = s.makeVariable("a")
    let b = s.makeVariable("b")
    let c0 = try s.addConstraint(a - 10, .equal)
    let c1 = try s.addConstraint(b - a - 5, .equal)
    #expect(s.bindingConstraints(of: a) == [c0])
    #expect(s.bindingConstraints(of: b) == [c0, c1])
  }

  @Test func determinationFollowsTheTableau() throws {
    let s = Solver()
    let free = s.makeVariable("free")
    let bounded = s.makeVariable("bounded")
    let fixed = s.makeVariable("fixed")
    let p = s.makeVariable("p")
    let q = s.makeVariable("q")
    try s.addConstraint(LinearExpression(bounded), .greaterThanOrEqual)  // bounded >= 0
    try s.addConstraint(fixed - 5, .equal)
    try s.addConstraint(p - q, .equal)  // p == q, both otherwise free
    #expect(!s.isDetermined(free))
    #expect(!s.isDetermined(bounded))
    #expect(s.isDetermined(fixed))
    #expect(!s.isDetermined(p))
    // A weak wish prices the slack: bounded is now fixed at its wish.
    try s.addConstraint(bounded - 3, .equal, strength: Strength.weak)
    #expect(s.isDetermined(bounded))
  }

  @Test func updateVariablesReportsOnlyChangedValues() throws {
    let s = Solver()
    let x = s.makeVariable("x")
    let y = s.makeVariable("y")
    try s.addConstraint(x - 1, .equal)
    try s.addConstraint(y - 2, .equal)
    #expect(Set(s.updateVariables()) == [x, y])
    try s.addEditVariable(x, strength: Strength.weak)
    #expect(s.updateVariables().isEmpty)
  }

  /// The same operations give the same tableau, byte for byte.
  @Test func solvingIsDeterministic() throws {
    func build() throws -> String {
      let s = Solver()
      let v = (0..<6).map { s.makeVariable("v\($0)") }
      for i in 1..<6 {
        try s.addConstraint(v[i] - v[i - 1] - 8, .greaterThanOrEqual)
        try s.addConstraint(v[i] - Double(5 * i), .equal, strength: Strength.weak)
      }
      try s.addEditVariable(v[0], strength: Strength.strong)
      try s.suggestValue(v[0], 12)
      return s.dump()
    }
    #expect(try build() == build())
  }
}

@Suite struct SolverResetTests {
  /// After a reset nothing constrains the variables; the old handles can be added again.
  @Test func resetEmptiesTheSolverButKeepsHandles() throws {
    let s = Solver()
    let x = s.makeVariable("x")
    let c = try s.addConstraint(x - 4, .equal)
    try s.addEditVariable(x, strength: Strength.weak)
    s.reset()
    #expect(!s.hasConstraint(c))
    #expect(!s.hasEditVariable(x))
    #expect(s.value(of: x) == 0)
    #expect(s.dump() == "objective: ")
    try s.addConstraint(c)
    s.updateVariables()
    #expect(s.value(of: x) == 4)
  }

  @Test func nonFiniteConstantsAreRefused() throws {
    let s = Solver()
    let x = s.makeVariable("x")
    let c = try s.addConstraint(x - 4, .equal)
    #expect(throws: SolverError.nonFiniteValue(.infinity)) { try s.setConstant(c, .infinity) }
    #expect(throws: SolverError.self) { try s.setConstant(c, .nan) }
    s.updateVariables()
    #expect(s.value(of: x) == 4)
  }
}
