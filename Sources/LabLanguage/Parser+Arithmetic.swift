/// Arithmetic as Swift reads it: `*` and `/` bind tighter than `+` and `-`, both left to
/// right, with unary minus and parentheses. One grammar serves constants and the right side
/// of a constraint, where one attribute may appear (`(card.width - 32) / 2`) and the whole is
/// reduced to NSLayoutConstraint's `multiplier * attribute + constant`.
extension Parser {
  var atArithmeticOperator: Bool { isSymbol("+") || isSymbol("-") || isSymbol("*") || isSymbol("/") }

  /// A sum of products. Attributes (`card.width`) are operands only when `attributes` is true;
  /// they are kept as `.name` operands for `LinearSide.reducing` to take out.
  mutating func arithmeticSum(attributes: Bool) throws(Diagnostic) -> Arithmetic {
    try arithmeticSum(continuing: try arithmeticUnary(attributes: attributes), attributes: attributes)
  }

  /// Continues a sum whose first operand was already read (a parenthesised value the caller
  /// took as a tuple until an operator followed).
  mutating func arithmeticSum(continuing first: Arithmetic, attributes: Bool) throws(Diagnostic) -> Arithmetic
  {
    var sum = try arithmeticProduct(continuing: first, attributes: attributes)
    while isSymbol("+") || isSymbol("-") {
      let op = advance()
      let rhs = try arithmeticProduct(
        continuing: try arithmeticUnary(attributes: attributes), attributes: attributes)
      sum = .binary(op.text == "+" ? .add : .subtract, sum, rhs, operatorRange: op.range)
    }
    return sum
  }

  private mutating func arithmeticProduct(continuing first: Arithmetic, attributes: Bool) throws(Diagnostic)
    -> Arithmetic
  {
    var product = first
    while isSymbol("*") || isSymbol("/") {
      let op = advance()
      let rhs = try arithmeticUnary(attributes: attributes)
      product = .binary(op.text == "*" ? .multiply : .divide, product, rhs, operatorRange: op.range)
    }
    return product
  }

  mutating func arithmeticUnary(attributes: Bool) throws(Diagnostic) -> Arithmetic {
    nesting += 1
    defer { nesting -= 1 }
    guard nesting <= Self.maximumNesting else {
      throw Diagnostic("an expression nests more than \(Self.maximumNesting) deep", at: current.range)
    }
    if isSymbol("-") {
      _ = advance()
      return .negated(try arithmeticUnary(attributes: attributes))
    }
    if isSymbol("+") {
      _ = advance()
      return try arithmeticUnary(attributes: attributes)
    }
    return try arithmeticPrimary(attributes: attributes)
  }

  mutating func arithmeticPrimary(attributes: Bool) throws(Diagnostic) -> Arithmetic {
    let start = current.range
    switch current.kind {
    case .number(let n):
      _ = advance()
      return .operand(LocatedValue(value: .number(n), range: start))
    case .modelValue(let m):
      _ = advance()
      return .operand(LocatedValue(value: .modelValue(m), range: start))
    case .identifier where current.text == "system":
      _ = advance()
      return .operand(LocatedValue(value: .enumCase("system"), range: start))
    case .identifier where attributes && !isWord("as"):
      let p = try path()
      return .operand(LocatedValue(value: .name(p), range: p.range))
    case .symbol("("):
      _ = advance()
      let inner = try arithmeticSum(attributes: attributes)
      _ = try expectSymbol(")", "`)` to close the parenthesis")
      return inner
    default:
      let what = attributes ? "an attribute such as `card.top`, a number" : "a number"
      throw Diagnostic("expected \(what), `system` or `$model.value`, found \(found)", at: current.range)
    }
  }

  /// A constant of numbers alone, folded: `44 * 2`, `-(8 + 4)`. For `expect`, metrics and
  /// GetLaid's constants, which have nothing to bind.
  mutating func numberExpression(_ what: String) throws(Diagnostic) -> Double {
    let start = current.range
    let expression = try arithmeticSum(attributes: false)
    let range = start.through(previous.range)
    guard let n = expression.numericValue else {
      throw Diagnostic("\(what) must be a number here, not `\(expression.written)`", at: range)
    }
    return try Self.finite(n, at: range, what: what)
  }

  static func finite(_ n: Double, at range: SourceRange, what: String) throws(Diagnostic) -> Double {
    guard n.isFinite else {
      throw Diagnostic("\(what) is not finite (\(n)); a layout needs a finite number", at: range)
    }
    return n
  }

  /// A value that began with a number, a minus or a model value: a lone model value stays one,
  /// a constant of numbers is folded, anything else remains an expression for the session.
  static func folded(_ expression: Arithmetic, range: SourceRange) throws(Diagnostic) -> Value {
    if case .operand(let only) = expression { return only.value }
    if let n = expression.numericValue { return .number(try finite(n, at: range, what: "the value")) }
    return .arithmetic(expression)
  }
}

/// The right side of a constraint reduced to `multiplier * attribute + constant`.
struct LinearSide {
  var attribute: Path?
  var coefficient: Double
  var constant: Arithmetic?

  /// Takes the attribute out of an expression, as NSLayoutConstraint's form allows: at most
  /// one attribute, multiplied or divided by numbers only.
  static func reducing(_ expression: Arithmetic) throws(Diagnostic) -> LinearSide {
    switch expression {
    case .operand(let v):
      if case .name(let p) = v.value { return LinearSide(attribute: p, coefficient: 1, constant: nil) }
      return LinearSide(attribute: nil, coefficient: 0, constant: expression)
    case .negated(let inner):
      let side = try reducing(inner)
      return LinearSide(
        attribute: side.attribute, coefficient: -side.coefficient,
        constant: side.constant.map { .negated($0) })
    case .binary(let op, let a, let b, let range):
      let x = try reducing(a)
      let y = try reducing(b)
      switch op {
      case .add, .subtract:
        if let first = x.attribute, let second = y.attribute {
          throw Diagnostic(
            "a constraint relates its attribute to one other: "
              + "`\(first)` and `\(second)` cannot both be on the right "
              + "(write two constraints, or a layout guide between them)", at: second.range)
        }
        let sign = op == .add ? 1.0 : -1.0
        let constant: Arithmetic? =
          switch (x.constant, y.constant) {
          case (nil, nil): nil
          case (let c?, nil): c
          case (nil, let d?): op == .add ? d : .negated(d)
          case (let c?, let d?): .binary(op, c, d, operatorRange: range)
          }
        return LinearSide(
          attribute: x.attribute ?? y.attribute, coefficient: x.coefficient + sign * y.coefficient,
          constant: constant)
      case .multiply:
        if let first = x.attribute, let second = y.attribute {
          throw Diagnostic(
            "a constraint is linear: `\(first)` cannot be multiplied by `\(second)`", at: range)
        }
        if x.attribute == nil && y.attribute == nil {
          return LinearSide(attribute: nil, coefficient: 0, constant: expression)
        }
        let (scaled, factor) = x.attribute != nil ? (x, y) : (y, x)
        let k = try factor.multiplier(at: range)
        return scaled.scaled(by: k, op: .multiply, factor: factor.constant, range: range)
      case .divide:
        if let second = y.attribute {
          throw Diagnostic(
            "a constraint is linear: nothing can be divided by the attribute `\(second)`", at: second.range)
        }
        if x.attribute == nil { return LinearSide(attribute: nil, coefficient: 0, constant: expression) }
        let k = try y.multiplier(at: range)
        guard k != 0 else {
          throw Diagnostic("division by zero: Multiplier is not finite! That's illegal.", at: range)
        }
        return x.scaled(by: 1 / k, op: .divide, factor: y.constant, range: range)
      }
    }
  }

  /// The number a constant side gives as a factor of an attribute: a model value cannot be one,
  /// since NSLayoutConstraint's multiplier is fixed once made.
  func multiplier(at range: SourceRange) throws(Diagnostic) -> Double {
    guard let constant, let k = constant.numericValue else {
      let written = constant?.written ?? "?"
      throw Diagnostic(
        "a multiplier must be a number: `\(written)` can change, and NSLayoutConstraint's multiplier cannot",
        at: range)
    }
    return k
  }

  func scaled(by k: Double, op: Arithmetic.Operator, factor: Arithmetic?, range: SourceRange) -> LinearSide {
    LinearSide(
      attribute: attribute, coefficient: coefficient * k,
      constant: constant.map { c in
        .binary(
          op, c, factor ?? .operand(LocatedValue(value: .number(k), range: range)), operatorRange: range)
      })
  }
}
