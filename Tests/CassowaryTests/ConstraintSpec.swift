import Cassowary

/// A constraint as a random test remembers it, so that the system can be rebuilt from
/// scratch: `sum(coefficient * x[variable]) + constant RELATION 0` at a weight (a kiwi
/// strength or a UIKit priority, by the test).
struct ConstraintSpec {
  var terms: [(variable: Int, coefficient: Double)]
  var constant: Double
  var relation: Relation
  var weight: Double

  func expression(_ vars: [Variable]) -> LinearExpression {
    LinearExpression(terms.map { Term(vars[$0.variable], $0.coefficient) }, constant: constant)
  }

  /// How much `values` violate the constraint (0 when it holds).
  func violation(_ values: [Double]) -> Double {
    let e = terms.reduce(constant) { $0 + $1.coefficient * values[$1.variable] }
    switch relation {
    case .equal: return abs(e)
    case .lessThanOrEqual: return max(0, e)
    case .greaterThanOrEqual: return max(0, -e)
    }
  }
}
