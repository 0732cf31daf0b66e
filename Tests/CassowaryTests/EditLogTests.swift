import Testing

@testable import Cassowary

/// What a caller that records the solver's edits keeps: every edit the observer hears of,
/// taken back by performing their inverses newest first and applied again by performing them
/// (the engine does the same through its `ChangeRecorder`).
final class EditLog {
  let solver: PrioritySolver
  private(set) var edits: [PrioritySolver.Edit] = []

  init(_ solver: PrioritySolver) {
    self.solver = solver
    solver.editObserver = { [unowned self] in edits.append($0) }
  }

  func revert(to mark: Int) throws(SolverError) -> [PrioritySolver.Edit] {
    let taken = Array(edits[mark...])
    edits.removeLast(edits.count - mark)
    try solver.perform(taken.reversed().map(\.inverse))
    return taken
  }

  func replay(_ taken: [PrioritySolver.Edit]) throws(SolverError) {
    try solver.perform(taken)
    edits += taken
  }
}

/// The solver's edit observer and `perform` (issue 10): what the engine's undo, redo and
/// solve budget rest on.
@Suite struct EditLogTests {
  /// A recording solver with x == 10 (`pin`) and y == x + 5 (`gap`): x = 10, y = 15.
  func pinnedPair() throws -> (s: EditLog, x: Variable, y: Variable, pin: Constraint, gap: Constraint) {
    let log = EditLog(PrioritySolver())
    let s = log.solver
    let x = s.makeVariable("x")
    let y = s.makeVariable("y")
    let pin = try s.addConstraint(x - 10, .equal)
    let gap = try s.addConstraint(y - x - 5, .equal)
    return (log, x, y, pin, gap)
  }

  /// x == 10 and y == x + 5, then x's constant moves to 20 and a preference y <= 0 @250
  /// comes: y = 25 (required beats the preference). Taking the last two edits back returns
  /// x = 10, y = 15; replaying them returns x = 20, y = 25.
  @Test func revertedEditsComeBackOnReplay() throws {
    let (log, x, y, pin, _) = try pinnedPair()
    let s = log.solver
    let mark = log.edits.count
    try s.setConstant(pin, -20)
    try s.addConstraint(LinearExpression(y), .lessThanOrEqual, priority: 250)
    s.updateVariables()
    #expect(s.value(of: x) == 20 && s.value(of: y) == 25)
    let taken = try log.revert(to: mark)
    s.updateVariables()
    #expect(taken.count == 2)
    #expect(s.value(of: x) == 10 && s.value(of: y) == 15)
    try log.replay(taken)
    s.updateVariables()
    #expect(s.value(of: x) == 20 && s.value(of: y) == 25)
    #expect(log.edits.count == mark + 2)
  }

  /// A budget check that always says stop is asked on the 256th unit of work: of 300 adds
  /// (one pivot-free unit each, every `v_i == i` taking its fresh variable as subject), the
  /// first 255 go through and the 256th is refused before it changes anything. The flag is
  /// set, and taking the logged edits back empties the solver.
  @Test func aBudgetStopsTheWorkAndTheLogTakesItBack() throws {
    let s = PrioritySolver()
    let log = EditLog(s)
    s.budgetCheck = { true }
    var added = 0
    var stopped: SolverError?
    for i in 0..<300 {
      do {
        try s.addConstraint(s.makeVariable() - Double(i), .equal)
        added += 1
      } catch {
        stopped = error
        break
      }
    }
    #expect(added == 255)
    #expect(stopped == .budgetExceeded)
    #expect(s.budgetWasExceeded)
    #expect(log.edits.count == 255)
    s.budgetCheck = nil
    _ = try log.revert(to: 0)
    #expect(s.core.constraints.allSatisfy { !$0.isActive })
  }

  /// Several constants set together, repaired and optimised once: x == 10 and y == x + 5
  /// become x == 20 and y == x + 7, so x = 20, y = 27, with one logged edit each. A batch
  /// that cannot hold (x == 40 against the required x <= 30) changes nothing: x stays 20 and
  /// both constants keep their values.
  @Test func constantsSetTogether() throws {
    let (log, x, y, pin, gap) = try pinnedPair()
    let s = log.solver
    try s.addConstraint(x - 30, .lessThanOrEqual)
    let mark = log.edits.count
    try s.setConstants([(pin, -20), (gap, -7)])
    s.updateVariables()
    #expect(s.value(of: x) == 20 && s.value(of: y) == 27)
    #expect(log.edits.count == mark + 2)
    #expect(throws: SolverError.self) { try s.setConstants([(gap, -1), (pin, -40)]) }
    s.updateVariables()
    #expect(s.value(of: x) == 20 && s.value(of: y) == 27)
    #expect(s.constant(of: pin) == -20 && s.constant(of: gap) == -7)
    #expect(log.edits.count == mark + 2)
  }

  /// A run of constant changes goes back and forth as one batch, the same constraint twice
  /// included: x == 10 set to 20 then 30 goes back to 10, and the replay ends at 30.
  @Test func aRunOfConstantChangesRevertsAsOneBatch() throws {
    let (log, x, _, pin, _) = try pinnedPair()
    let s = log.solver
    let mark = log.edits.count
    try s.setConstant(pin, -20)
    try s.setConstant(pin, -30)
    let taken = try log.revert(to: mark)
    s.updateVariables()
    #expect(s.value(of: x) == 10)
    try log.replay(taken)
    s.updateVariables()
    #expect(s.value(of: x) == 30)
    _ = try log.revert(to: mark)
    s.updateVariables()
    #expect(s.value(of: x) == 10)
  }
}
