import Testing

@testable import Cassowary

/// Issue 10: content-sized stacks make the tableau degenerate (hundreds of hugging and
/// compression constraints tight at once), and two things blew up there: the pivots per
/// statement and the history kept in the marker graph.
@Suite struct DegeneracyTests {
  /// `rows` rows of `items` items, each 2 wide (hugging @250, compression @750), chained from
  /// x = 0, every row's end tied to one shared right edge, as a vertical stack of horizontal
  /// stacks with fill alignment ties its rows' widths. Built item by item the way a stack is
  /// regenerated: the row's old end constraint goes, the new item's spacing and end come.
  /// Returns the solver and the shared right edge.
  func contentSizedRows(
    _ rule: EnteringRule, rows: Int, items: Int, feasibleSubjects: Bool = true
  ) throws -> (PrioritySolver, Variable) {
    let s = PrioritySolver()
    s.core.enteringRule = rule
    s.core.choosesFeasibleSubjects = feasibleSubjects
    let right = s.makeVariable("right")
    for _ in 0..<rows {
      var previousRight: LinearExpression?
      var end: Constraint?
      for _ in 0..<items {
        let x = s.makeVariable()
        let w = s.makeVariable()
        try s.addConstraint(w - 2, .lessThanOrEqual, priority: 250)
        try s.addConstraint(w - 2, .greaterThanOrEqual, priority: 750)
        if let end { try s.removeConstraint(end) }
        try s.addConstraint(x + w - right, .equal)
        end = s.core.constraints.indices.last.map { Constraint(index: Int32($0)) }
        try s.addConstraint(x - (previousRight ?? LinearExpression(constant: 0)), .equal)
        previousRight = x + w
      }
    }
    s.updateVariables()
    return (s, right)
  }

  /// Both rules reach the same optimum: the widest row, 6 items × 2 = 12. The steepest rule
  /// gets there in fewer pivots on this degenerate system (measured: see the printed counts).
  /// Phase one is where the rules differ, so feasible subjects (which skip it) are off.
  @Test func theSteepestRuleTakesFewerPivotsToTheSameOptimum() throws {
    let (steep, steepRight) = try contentSizedRows(.mostNegative, rows: 6, items: 6, feasibleSubjects: false)
    let (first, firstRight) = try contentSizedRows(.firstNegative, rows: 6, items: 6, feasibleSubjects: false)
    #expect(abs(steep.value(of: steepRight) - 12) < 1e-9)
    #expect(abs(first.value(of: firstRight) - 12) < 1e-9)
    print("pivots: steepest \(steep.core.pivotCount), first negative \(first.core.pivotCount)")
    #expect(steep.core.pivotCount < first.core.pivotCount)
  }

  /// A row that kiwi's subject rule cannot place goes through phase one, whose degenerate
  /// pivots grew with the layout (24 at the first 15 × 15 stack row, 4 more per row after).
  /// Taking a feasible slack or error as the subject skips them: the same optimum (12, the
  /// widest row), in fewer pivots (measured: see the printed counts).
  @Test func aFeasibleSubjectSkipsPhaseOne() throws {
    let (direct, directRight) = try contentSizedRows(.mostNegative, rows: 10, items: 10)
    let (phaseOne, phaseOneRight) = try contentSizedRows(
      .mostNegative, rows: 10, items: 10, feasibleSubjects: false)
    #expect(abs(direct.value(of: directRight) - 20) < 1e-9)
    #expect(abs(phaseOne.value(of: phaseOneRight) - 20) < 1e-9)
    print("pivots: feasible subjects \(direct.core.pivotCount), phase one \(phaseOne.core.pivotCount)")
    #expect(direct.core.pivotCount * 2 < phaseOne.core.pivotCount)
  }

  /// The subject must keep every row feasible, not only its own.
  /// - `y <= 4` then `x <= 10`: x = 10 − sx and y = 4 − sy (sx newer than sy).
  /// - `x >= 9`: its slack takes the row s9 = 1 − sx.
  /// - `x + y == 12` becomes 0 = 2 − sx − sy + d. The newest candidate, sx, would be 2 and
  ///   push s9 to 1 − 2 = −1 (x = 8 < 9), so it is passed over; sy = 2 fits, as y's row is
  ///   unrestricted: y = 4 − 2 = 2 and x stays 10 (10 + 2 = 12, 10 >= 9), with no pivot.
  @Test func aSubjectThatWouldBreakAnotherRowIsPassedOver() throws {
    let s = PrioritySolver()
    let x = s.makeVariable("x")
    let y = s.makeVariable("y")
    try s.addConstraint(y - 4, .lessThanOrEqual)
    try s.addConstraint(x - 10, .lessThanOrEqual)
    try s.addConstraint(x - 9, .greaterThanOrEqual)
    let before = s.core.pivotCount
    try s.addConstraint(x + y - 12, .equal)
    s.updateVariables()
    #expect(s.core.pivotCount == before)
    #expect(s.value(of: x) == 10)
    #expect(s.value(of: y) == 2)
  }

  /// The column index lists, per symbol, the rows that hold it, tolerating stale entries;
  /// cells that cancel and come back pivot after pivot used to pile them up (471,076 entries
  /// for 3,244 cells here). Compacted where it grows, a column stays within twice its length
  /// at its last compaction plus 32, so the index as a whole stays within about twice the
  /// cells plus 32 per symbol (measured: 20,875).
  @Test func theColumnIndexStaysNearTheCells() throws {
    let (s, _) = try contentSizedRows(.mostNegative, rows: 8, items: 8)
    var liveCells = [Int](repeating: 0, count: s.core.kinds.count)
    for (slot, basic) in s.core.basicOfSlot.enumerated() where basic != noSymbol {
      for cell in s.core.rows[slot].cells { liveCells[Int(cell.symbol)] += 1 }
    }
    let entries = s.core.columns.reduce(0) { $0 + $1.count }
    let bound = liveCells.reduce(0) { $0 + 2 * $1 + 32 }
    print("column entries \(entries), live cells \(liveCells.reduce(0, +))")
    #expect(entries <= bound)
  }

  /// `x0 = 0` and `x_i = x_{i-1} + 1` for i up to 40: the solver, x0's constraint and x40.
  /// Rows past the 24th keep their markers in the graph.
  func chainOfFortyEqualities() throws -> (PrioritySolver, Constraint, Variable) {
    let s = PrioritySolver()
    // These tests are about the marker graph under long rows, so the chain must be rows:
    // with derived definitions on, each link would define its variable outside the tableau.
    s.core.derivesFreshVariables = false
    // And rows past 24 markers must spill into the graph (the engine's own limit is higher).
    s.dummyCellLimit = 24
    var previous = s.makeVariable("x0")
    let first = try s.addConstraint(previous - 0, .equal)
    for i in 1...40 {
      let x = s.makeVariable("x\(i)")
      try s.addConstraint(x - previous - 1, .equal)
      previous = x
    }
    return (s, first, previous)
  }

  /// A walk up from a marker that meets mostly history no row holds asks for a compaction,
  /// which the next constant change makes once the graph has grown by an eighth: a stack's
  /// spacing edit after its views were hidden and shown walked 400,000 stale nodes each time
  /// (issue 10: 7.6 ms, then 0.85 ms). Here a chain of 40 equalities puts its markers in the
  /// graph, 20,000 nodes are hung above the first marker's leaf with no row holding them, and
  /// the graph is told it was compacted just before: the first change walks them and flags
  /// it, the second compacts them away, and the chain still solves as before (x40 = 40 + 5).
  @Test func aWalkThroughStaleHistoryCompactsTheGraph() throws {
    let (s, first, previous) = try chainOfFortyEqualities()
    let marker = s.core.constraints[Int(first.index)].marker
    let leaf = s.core.markers.leaf(for: marker)
    var node = leaf
    for _ in 0..<20_000 { node = s.core.markers.makeNode(node, 1, -1, 0, leaf: noSymbol) }
    s.core.markers.liveAfterCompaction = s.core.markers.count - 10_000
    let before = s.core.markers.count
    try s.setConstant(first, -5)
    #expect(s.core.markers.walkedLongHistory)
    #expect(s.core.markers.count >= before)
    try s.setConstant(first, -5.5)
    #expect(!s.core.markers.walkedLongHistory)
    #expect(s.core.markers.count < before - 19_000)
    try s.setConstant(first, -5)
    s.updateVariables()
    #expect(s.value(of: previous) == 45)
  }

  /// A walk that finds a row through a long history asks for that row to be flattened, which
  /// the next change does: its dummy part becomes a balanced sum of its markers, worth the
  /// same. A chain of 40 equalities `x_i = x_{i-1} + 1` from `x0 = 0`: x40's row holds the 40
  /// markers (past the 24 kept as cells, so in the graph). Its node is wrapped in 20,000 nodes
  /// of `1 · child` (same value, long history). Changing x0's constant to −5 walks them all and
  /// queues the row; the next change (−5.5) flattens it and, that walk being more than an
  /// eighth of the graph, compacts the old history away, so the walk after that is short; and
  /// x40 = 40 + 5 = 45 holds throughout.
  @Test func aLongWalkFlattensTheRowsItFound() throws {
    let (s, first, previous) = try chainOfFortyEqualities()
    let slot = Int(s.core.slotOfSymbol[Int(s.core.symbolOfVariable[Int(previous.index)])])
    #expect(slot >= 0)
    var node = s.core.rows[slot].dep
    #expect(node >= 0)
    for _ in 0..<20_000 { node = s.core.markers.makeNode(node, 1, -1, 0, leaf: noSymbol) }
    s.core.rows[slot].dep = node
    s.core.markers.owner[Int(node)] = Int32(slot)
    try s.setConstant(first, -5)
    #expect(s.core.markers.rowsToFlatten.contains(Int32(slot)))
    try s.setConstant(first, -5.5)
    #expect(s.core.markers.rowsToFlatten.isEmpty)
    #expect(s.core.markers.isFlat[Int(s.core.rows[slot].dep)])
    let leaf = s.core.markers.leafOf[Int(s.core.constraints[Int(first.index)].marker)]
    #expect(s.core.markers.ancestors(of: [(leaf, 1)]).count < 1_000)
    try s.setConstant(first, -5)
    s.updateVariables()
    #expect(s.value(of: previous) == 45)
  }

  /// A node reached by two paths gets the coefficients of both before it passes them on:
  /// b = 2·a and n = 1·a + 3·b, so n = a + 3·(2·a) = 7·a. The walk used to mark a node when
  /// it was pushed, so `a` (pushed first by n) was finished before b reached it: 1·a
  /// instead of 7·a. In a 20 × 20 centred stack grid that lost marker sent a removal down the
  /// wrong row, and a row of 2-point views came out 10 points wide instead of 40.
  @Test func aNodeReachedTwiceGetsBothCoefficients() {
    var g = MarkerGraph()
    let a = g.leaf(for: SymbolID(1))
    let b = g.makeNode(a, 2, -1, 0, leaf: noSymbol)
    let n = g.makeNode(a, 1, b, 3, leaf: noSymbol)
    let markers = g.markers(of: n, scale: 1)
    #expect(markers.count == 1)
    #expect(markers.first?.symbol == 1)
    #expect(markers.first?.coefficient == 7)
  }

  /// A row combined back and forth keeps its history as graph nodes; once that history
  /// outgrows its budget the node is flattened to what it sums to. Here `a + b − b`, 20,000
  /// times over, sums to `a`'s three markers: the result reaches a handful of nodes, not
  /// 40,000, and its markers are exactly `a`'s.
  @Test func aCombinationThatOutgrowsItsBudgetIsFlattened() {
    var g = MarkerGraph()
    g.flattensHistory = true
    let a = g.balancedSum([(SymbolID(1), 1), (SymbolID(2), -2), (SymbolID(3), 0.5)])
    let b = g.balancedSum([(SymbolID(4), 1), (SymbolID(5), 3)])
    var node = a
    for _ in 0..<20_000 {
      node = g.combine(node, 1, b, 1).0
      node = g.combine(node, 1, b, -1).0
    }
    let markers = g.markers(of: node, scale: 1)
    #expect(markers.map(\.symbol) == [1, 2, 3])
    #expect(markers.map(\.coefficient) == [1, -2, 0.5])
    #expect(reachable(from: node, in: g) < Int(MarkerGraph.minimumBudget))
  }

  /// A chain, whose history is its sum, keeps sharing: flattened at geometric intervals only,
  /// so 20,000 links make well under 4 nodes per link.
  @Test func aChainIsFlattenedOnlyAtGeometricIntervals() {
    var g = MarkerGraph()
    g.flattensHistory = true
    var node: Int32 = -1
    for i in 0..<20_000 {
      node = g.combine(node, 1, g.leaf(for: SymbolID(i)), 1).0
    }
    #expect(g.markers(of: node, scale: 1).count == 20_000)
    #expect(g.count < 4 * 20_000)
  }

  func reachable(from node: Int32, in g: MarkerGraph) -> Int {
    var seen = Set<Int32>()
    var stack = [node]
    while let n = stack.popLast() {
      guard n >= 0, seen.insert(n).inserted else { continue }
      stack.append(g.childA[Int(n)])
      stack.append(g.childB[Int(n)])
    }
    return seen.count
  }
}
