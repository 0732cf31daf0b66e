import TestSupport
import Testing

@testable import Cassowary

/// A marker-graph node belongs to one row (`MarkerGraph.owner`): it is how a required
/// equality's column finds the rows that hold its marker in the graph, for a constant change.
@Suite struct MarkerOwnershipTests {
  /// Faint wishes (x_i == 100 + i @1) give each x a row of its own, so the required equalities
  /// below are rows, not definitions. At a limit of one marker cell per row:
  /// - c0: x0 == 10 holds its marker d0 as a cell of x0's row.
  /// - x1 == x0 + 5: x1's row holds d0 and d1, past the limit, so both go into the graph.
  /// - y == 7 names a fresh variable: a definition, outside the tableau.
  /// - x2 == x1 + y − 2 mentions y, so its row is built by expansion; x1's is the only basic
  ///   row in it with a graph part. The new row took that node itself (shared), and x1's row
  ///   was no longer found in d0's column.
  /// Moving c0 to x0 == 20 then moved x0 and x2 but left x1 at 15. Expected: x0 = 20,
  /// x1 = 20 + 5 = 25, x2 = 25 + 7 − 2 = 30.
  @Test func aRowBuiltFromOneOtherGetsANodeOfItsOwn() throws {
    let s = PrioritySolver()
    s.dummyCellLimit = 1
    let x = (0..<3).map { s.makeVariable("x\($0)") }
    for (i, v) in x.enumerated() { try s.addConstraint(v - Double(100 + i), .equal, priority: 1) }
    let c0 = try s.addConstraint(x[0] - 10, .equal)
    try s.addConstraint(x[1] - x[0] - 5, .equal)
    // A definition alive (a fresh variable's required equality) sends the next row through
    // the expansion that combines the basic rows' graph parts.
    let y = s.makeVariable("y")
    try s.addConstraint(y - 7, .equal)
    try s.addConstraint(x[2] - x[1] - y + 2, .equal)
    s.updateVariables()
    #expect(x.map { s.value(of: $0) } == [10, 15, 20])
    try s.setConstant(c0, -20)
    s.updateVariables()
    #expect(x.map { s.value(of: $0) } == [20, 25, 30])
  }
}
