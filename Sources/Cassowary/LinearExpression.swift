/// One term of a linear expression: `coefficient * variable`.
public struct Term: Hashable, Sendable {
  public var variable: Variable
  public var coefficient: Double

  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// A linear expression `sum(coefficient * variable) + constant`.
public struct LinearExpression: Hashable, Sendable {
  public var terms: [Term]
  public var constant: Double

  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  public init(constant: Double) {
    self.init([], constant: constant)
  }

  /// The same expression with the terms of each variable merged, in variable order, zero terms
  /// dropped: the canonical form the solver reads (kiwi reduces expressions the same way).
  public var reduced: LinearExpression {
    var sorted = terms.sorted { $0.variable < $1.variable }
    var out: [Term] = []
    out.reserveCapacity(sorted.count)
    for term in sorted {
      if let last = out.last, last.variable == term.variable {
        out[out.count - 1].coefficient += term.coefficient
      } else {
        out.append(term)
      }
    }
    sorted = out.filter { $0.coefficient != 0 }
    return LinearExpression(sorted, constant: constant)
  }
}

// MARK: - Building expressions with operators

extension Variable {
  public static prefix func - (v: Variable) -> LinearExpression {
    LinearExpression([Term(v, -1)])
  }
}

extension LinearExpression {
  public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }
  public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs + rhs * -1
  }
  public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(
      lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
  }
  public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs * lhs }
  public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(lhs.terms, constant: lhs.constant + rhs)
  }
  public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + -rhs }
  public static func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    lhs + LinearExpression(rhs)
  }
  public static func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression {
    lhs - LinearExpression(rhs)
  }
}

extension Variable {
  public static func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + rhs }
  public static func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) - rhs }
  public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(rhs)
  }
  public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(rhs)
  }
  public static func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) + rhs
  }
  public static func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) - rhs
  }
  public static func * (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression([Term(rhs, lhs)]) }
  public static func * (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs, rhs)]) }
}
