import Cassowary

/// The chain workloads of the solver anchor: `v[i] == v[i-1] + 10` for i = 1...N-1, either
/// anchored by one weak `v0 == 0` (b2) or with a weak `v[i] == 10*i` on every variable (b1).
public struct ChainWorkload: Sendable {
  public enum Kind: String, Sendable { case b1, b2 }

  public let kind: Kind
  public let count: Int

  public init(_ kind: Kind, count: Int) {
    self.kind = kind
    self.count = count
  }

  /// Builds the chain (the adds are the timed part) and updates the variables.
  public func build() throws -> (solver: Solver, variables: [Variable]) {
    let solver = Solver()
    var v: [Variable] = []
    v.reserveCapacity(count)
    for i in 0..<count { v.append(solver.makeVariable("v\(i)")) }
    switch kind {
    case .b2:
      try solver.addConstraint(LinearExpression(v[0]), .equal, strength: Strength.weak)
      for i in 1..<count {
        try solver.addConstraint(v[i] - v[i - 1] - 10, .equal)
      }
    case .b1:
      for i in 0..<count {
        if i > 0 { try solver.addConstraint(v[i] - v[i - 1] - 10, .equal) }
        try solver.addConstraint(v[i] - Double(10 * i), .equal, strength: Strength.weak)
      }
    }
    solver.updateVariables()
    return (solver, v)
  }

  /// The sum the anchor states after the build: 5N(N-1).
  public var expectedSum: Double { 5 * Double(count) * Double(count - 1) }

  /// The value of v[N-1] after suggesting 100 for v0: 10N + 90.
  public var expectedLastAfterSuggest100: Double { 10 * Double(count) + 90 }
}
