extension SimplexCore {
  /// Pivots in a row that make no progress (the leaving row's constant is zero) before the
  /// steepest rule gives way to the first-negative rule, which cannot cycle.
  static var degenerateRunLimit: Int { 64 }

  /// Primal simplex on the objective until no non-dummy symbol has a negative weight.
  mutating func optimizeObjective() throws(SolverError) {
    try primalSimplex(on: "objective") { core, rule in
      core.objective.reserve(symbolCount: core.kinds.count)
      return core.objective.enteringSymbol(kinds: core.kinds, rule: rule)
    }
  }

  /// Primal simplex on phase one's artificial objective.
  mutating func optimizeArtificial() throws(SolverError) {
    try primalSimplex(on: "artificial objective") { core, rule in
      core.artificial.reserve(symbolCount: core.kinds.count)
      return core.artificial.enteringSymbol(kinds: core.kinds, rule: rule)
    }
  }

  /// Pivots until `entering` finds no symbol to bring in, starting under `enteringRule` and
  /// switching to the first-negative rule after a long run of pivots without progress.
  mutating func primalSimplex(
    on name: String, entering: (inout Self, EnteringRule) -> SymbolID
  ) throws(SolverError) {
    var rule = enteringRule
    var degenerateRun = 0
    while true {
      let symbol = entering(&self, rule)
      if symbol == noSymbol { return }
      try spendBudget()
      let leaving = leavingRow(for: symbol)
      guard leaving != noSymbol else { throw .internalError("the \(name) is unbounded") }
      noteProgress(leaving, &degenerateRun, &rule)
      pivot(entering: symbol, leaving: leaving)
    }
  }

  /// One unit of work (a pivot, or an add, removal or constant change about to start); every
  /// `budgetInterval` units the budget check is asked, and a yes stops the work.
  mutating func spendBudget() throws(SolverError) {
    guard let check = budgetCheck else { return }
    budgetSpent += 1
    guard budgetSpent >= Self.budgetInterval else { return }
    budgetSpent = 0
    if check() { throw .budgetExceeded }
  }

  /// Counts pivots in a row whose constant is zero (no progress); past the limit, the rest
  /// of this optimisation uses the first-negative rule.
  func noteProgress(_ leaving: SymbolID, _ degenerateRun: inout Int, _ rule: inout EnteringRule) {
    guard rule != .firstNegative else { return }
    if nearZero(rows[Int(slotOfSymbol[Int(leaving)])].constant) {
      degenerateRun += 1
      if degenerateRun > Self.degenerateRunLimit { rule = .firstNegative }
    } else {
      degenerateRun = 0
    }
  }

  /// Dual simplex: restores feasibility of the rows listed in `infeasible` while keeping the
  /// objective optimal (after edits and constant changes).
  ///
  /// Returns nil on success, or the row that proves the required constraints cannot all hold
  /// (negative, with no symbol that could enter to repair it), with its basic symbol as a cell.
  mutating func dualOptimize() -> Row? {
    while let leaving = infeasible.popLast() {
      let slot = slotOfSymbol[Int(leaving)]
      guard slot >= 0 else { continue }
      let constant = rows[Int(slot)].constant
      guard constant < 0 && !nearZero(constant) else { continue }
      let entering = dualEnteringSymbol(rows[Int(slot)])
      guard entering != noSymbol else {
        infeasible.removeAll()
        var proof = rows[Int(slot)]
        proof.add(leaving, -1)
        return proof
      }
      pivot(entering: entering, leaving: leaving)
    }
    return nil
  }

  /// The restricted basic symbol whose row limits `entering` first (minimum ratio); ties go to
  /// the lowest basic id, as kiwi's ordered row map does.
  mutating func leavingRow(for entering: SymbolID) -> SymbolID {
    var best = Double.greatestFiniteMagnitude
    var found = noSymbol
    for slot in liveSlots(containing: entering) {
      let k = Int(slot)
      let basic = basicOfSlot[k]
      let kind = kinds[Int(basic)]
      guard kind != .external else { continue }
      let coefficient = rows[k].coefficient(of: entering)
      // A basic dummy (the marker of a redundant equality) is fixed at zero, so it blocks the
      // entering symbol whatever the sign (kiwi treats it as a slack and lets it drift).
      guard coefficient < 0 || (kind == .dummy && coefficient != 0) else { continue }
      let ratio = kind == .dummy ? 0 : -rows[k].constant / coefficient
      if ratio < best || (ratio == best && basic < found) {
        best = ratio
        found = basic
      }
    }
    return found
  }

  /// The symbol of an infeasible row with a positive coefficient and the least objective
  /// weight per unit (the dual ratio test).
  ///
  /// Mutating only so that it borrows the core in place: called from the dual simplex (an
  /// inout context) as a plain method, it would be handed a copy of the whole core, a retain
  /// per array.
  mutating func dualEnteringSymbol(_ row: Row) -> SymbolID {
    var best = W.infinity
    var found = noSymbol
    for cell in row.cells where cell.coefficient > 0 && kinds[Int(cell.symbol)] != .dummy {
      let ratio = objective.weight(of: cell.symbol).divided(by: cell.coefficient)
      if ratio < best {
        best = ratio
        found = cell.symbol
      }
    }
    return found
  }

  /// The row in which to pivot a parametric marker before dropping it (kiwi's precedence:
  /// restricted rows by ratio, negative coefficients first; else the last unrestricted row).
  mutating func markerLeavingRow(_ marker: SymbolID) -> SymbolID {
    var column: [(slot: Int32, coefficient: Double)] = []
    for slot in liveSlots(containing: marker) {
      column.append((slot, rows[Int(slot)].coefficient(of: marker)))
    }
    return markerLeavingRow(column)
  }

  /// `markerLeavingRow` over a column given as (slot, coefficient) pairs.
  func markerLeavingRow(_ column: [(slot: Int32, coefficient: Double)]) -> SymbolID {
    var first = noSymbol
    var second = noSymbol
    var third = noSymbol
    var r1 = Double.greatestFiniteMagnitude
    var r2 = Double.greatestFiniteMagnitude
    for (slot, c) in column {
      let k = Int(slot)
      let basic = basicOfSlot[k]
      if kinds[Int(basic)] == .external {
        if third == noSymbol || basic > third { third = basic }
      } else if c < 0 || kinds[Int(basic)] == .dummy {
        // A basic dummy is fixed at zero: it must take the marker's place (ratio 0).
        let r = kinds[Int(basic)] == .dummy ? 0 : -rows[k].constant / c
        if r < r1 || (r == r1 && basic < first) {
          r1 = r
          first = basic
        }
      } else {
        let r = rows[k].constant / c
        if r < r2 || (r == r2 && basic < second) {
          r2 = r
          second = basic
        }
      }
    }
    if first != noSymbol { return first }
    if second != noSymbol { return second }
    return third
  }
}
