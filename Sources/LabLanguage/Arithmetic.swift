/// A constant written as Swift writes one: numbers, `system`, model values and parameters
/// (`$movie.gap`, `$gap`), joined by `+ - * /`, parentheses and unary minus. Expressions of
/// numbers alone are folded by the parser; this tree remains only when a leaf is known later,
/// when the session runs the statement.
public indirect enum Arithmetic: Hashable, Sendable {
  public enum Operator: String, Hashable, Sendable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
  }

  /// A number, `.enumCase("system")`, or `.modelValue`.
  case operand(LocatedValue)
  case negated(Arithmetic)
  /// The operator's own range, for a diagnostic such as a division by zero.
  case binary(Operator, Arithmetic, Arithmetic, operatorRange: SourceRange)

  /// The value when every leaf is a number; nil when a leaf is a model value or `system`.
  public var numericValue: Double? {
    switch self {
    case .operand(let v):
      if case .number(let n) = v.value { return n }
      return nil
    case .negated(let a): return a.numericValue.map { -$0 }
    case .binary(let op, let a, let b, _):
      guard let x = a.numericValue, let y = b.numericValue else { return nil }
      return op.apply(x, y)
    }
  }

  /// Every leaf, left to right.
  public var operands: [LocatedValue] {
    switch self {
    case .operand(let v): [v]
    case .negated(let a): a.operands
    case .binary(_, let a, let b, _): a.operands + b.operands
    }
  }

  /// The expression as written, with the spacing Swift's formatter gives it.
  public var written: String { text(parenthesisedBelow: 0) }

  private func text(parenthesisedBelow level: Int) -> String {
    switch self {
    case .operand(let v):
      switch v.value {
      case .number(let n): return n.arithmeticLiteral
      case .modelValue(let m): return "$" + m
      case .enumCase(let c): return c
      default: return "?"
      }
    case .negated(let a): return "-" + a.text(parenthesisedBelow: 3)
    case .binary(let op, let a, let b, _):
      let level0 = op == .add || op == .subtract ? 1 : 2
      let inner =
        "\(a.text(parenthesisedBelow: level0)) \(op.rawValue) \(b.text(parenthesisedBelow: level0 + 1))"
      return level0 < level ? "(\(inner))" : inner
    }
  }
}

extension Arithmetic.Operator {
  public func apply(_ x: Double, _ y: Double) -> Double {
    switch self {
    case .add: x + y
    case .subtract: x - y
    case .multiply: x * y
    case .divide: x / y
    }
  }
}

extension Double {
  /// `12`, `0.5`: a number as a Swift literal would write it.
  fileprivate var arithmeticLiteral: String {
    self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}
