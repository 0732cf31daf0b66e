import TestSupport
import Testing

@testable import Cassowary

/// Constants shifted together (`setConstants`, what a stack's spacing does): one pass over
/// the rows, the markers' shares in the marker graph summed in one walk (issue 10).
@Suite struct BatchedConstantTests {
  /// A chain v0 == 0, v(i+1) == v(i) + gap(i) long enough (past the 24 dummy cells a row
  /// keeps) that later rows hold most gap markers in the marker graph; the final constants'
  /// fresh build is the reference.
  func chain(_ gaps: [Double], redundantEvery: Int = 0) throws -> (
    s: PrioritySolver, v: [Variable], gap: [Constraint], twin: [Int: Constraint]
  ) {
    let s = PrioritySolver()
    let v = (0...gaps.count).map { s.makeVariable("v\($0)") }
    _ = try s.addConstraint(LinearExpression(v[0]), .equal)
    var gap: [Constraint] = []
    var twin: [Int: Constraint] = [:]
    for (i, g) in gaps.enumerated() {
      gap.append(try s.addConstraint(v[i + 1] - v[i] - g, .equal))
      // The same equality again: redundant, so its marker is a basic dummy.
      if redundantEvery > 0 && i % redundantEvery == 0 {
        twin[i] = try s.addConstraint(v[i + 1] - v[i] - g, .equal)
      }
    }
    return (s, v, gap, twin)
  }

  /// Random chains of 30 to 80 gaps, some of them stated twice, and random batches of new
  /// constants (each twin moved with its gap): the batch gives the values of a fresh build
  /// with the final constants, to 1e-9.
  @Test(arguments: 0..<60)
  func aBatchEqualsAFreshBuild(seed: Int) throws {
    var rng = SeededRandom(seed: UInt64(seed))
    let count = Int.random(in: 30...80, using: &rng)
    var gaps = (0..<count).map { _ in Double(Int.random(in: 0...20, using: &rng)) }
    let (s, v, gap, twin) = try chain(gaps, redundantEvery: Int.random(in: 0...7, using: &rng))
    for round in 0..<4 {
      var batch: [(Constraint, Double)] = []
      for i in 0..<count where Int.random(in: 0..<3, using: &rng) == 0 {
        gaps[i] = Double(Int.random(in: 0...20, using: &rng))
        batch.append((gap[i], -gaps[i]))
        if let t = twin[i] { batch.append((t, -gaps[i])) }
      }
      try s.setConstants(batch)
      s.updateVariables()
      let (fresh, fv, _, _) = try chain(gaps)
      fresh.updateVariables()
      for i in v.indices {
        #expect(abs(s.value(of: v[i]) - fresh.value(of: fv[i])) < 1e-9, "seed \(seed) round \(round): v\(i)")
      }
    }
  }

  /// x == 0, y == x + 5 stated twice. Moving both statements to 7 passes through
  /// "y == x + 7 and y == x + 5" on the way, yet the batch ends consistent: y = 0 + 7 = 7.
  /// Moving only one of them cannot hold and is refused, naming it, with y still 7.
  @Test func aBatchMayPassThroughAContradiction() throws {
    let (s, v, gap, twin) = try chain([5], redundantEvery: 1)
    let second = try #require(twin[0])
    try s.setConstants([(gap[0], -7), (second, -7)])
    s.updateVariables()
    #expect(s.value(of: v[1]) == 7)
    #expect {
      try s.setConstants([(gap[0], -9)])
    } throws: { error in
      guard case .unsatisfiableConstraint(let named, _) = error as? SolverError else { return false }
      return named == gap[0]
    }
    s.updateVariables()
    #expect(s.value(of: v[1]) == 7)
    #expect(s.constant(of: gap[0]) == -7 && s.constant(of: second) == -7)
  }
}
