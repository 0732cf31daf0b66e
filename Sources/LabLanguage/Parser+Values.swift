extension Parser {
  mutating func locatedValue() throws(Diagnostic) -> LocatedValue {
    let start = current.range
    let v = try value()
    return LocatedValue(value: v, range: start.through(previous.range))
  }

  /// A value: number (signed), string, bool, size, insets `(t, l, b, r)`, enumeration case
  /// (`.title1` or bare), call (`.system(20, .bold)`), list `[…]`, model value, priority,
  /// `none`, or a name.
  mutating func value() throws(Diagnostic) -> Value {
    nesting += 1
    defer { nesting -= 1 }
    guard nesting <= Self.maximumNesting else {
      throw Diagnostic("values nest more than \(Self.maximumNesting) deep", at: current.range)
    }
    switch current.kind {
    case .number, .modelValue, .symbol("-"):
      // Swift's arithmetic: `44 * 2`, `-8`, `$movie.gap * 2`.
      let start = current.range
      let expression = try arithmeticSum(attributes: false)
      return try Self.folded(expression, range: start.through(previous.range))
    case .size(let w, let h):
      _ = advance()
      return .size(w, h)
    case .string(let s):
      _ = advance()
      return .string(s)
    case .priority(let p):
      _ = advance()
      return .priority(p)
    case .color(let hex):
      _ = advance()
      return .color(hex)
    case .symbol("."):
      _ = advance()
      return try enumeration()
    case .symbol("("):
      return try insetsOrArithmetic()
    case .symbol("["):
      _ = advance()
      var items: [Value] = []
      while !isSymbol("]") {
        items.append(try value())
        if isSymbol(",") { _ = advance() } else { break }
      }
      _ = try expectSymbol("]", "`]`")
      return .list(items)
    case .identifier:
      switch current.text {
      case "true":
        _ = advance()
        return .bool(true)
      case "false":
        _ = advance()
        return .bool(false)
      case "none":
        _ = advance()
        return .none
      default:
        if isSymbol("(", peek()) { return try enumeration() }
        return .name(try path())
      }
    default:
      throw Diagnostic("expected a value, found \(found)", at: current.range)
    }
  }

  /// The case name after a `.` (or bare), with arguments if a `(` follows.
  mutating func enumeration() throws(Diagnostic) -> Value {
    var caseName = try name()
    // A case with traits, written without spaces: `.headline.italic`, `.body.bold`.
    while isSymbol("."), current.range.start == previous.range.end, peek().kind == .identifier {
      _ = advance()
      caseName += "." + advance().text
    }
    guard isSymbol("(") else { return .enumCase(caseName) }
    let arguments = try argumentList()
    return .call(caseName, arguments.map { Argument(label: $0.label, value: $0.value.value) })
  }

  /// `[.pin, .alignCenterX]` or one `.option`: each option with its own range.
  mutating func optionList() throws(Diagnostic) -> [LocatedValue] {
    guard isSymbol("[") else { return [try locatedValue()] }
    _ = advance()
    var options: [LocatedValue] = []
    while !isSymbol("]") {
      options.append(try locatedValue())
      if isSymbol(",") { _ = advance() } else { break }
    }
    _ = try expectSymbol("]", "`]` to close the options")
    return options
  }

  /// `(a, label: b, …)`.
  mutating func argumentList() throws(Diagnostic) -> [(label: String?, value: LocatedValue)] {
    _ = try expectSymbol("(", "`(`")
    var arguments: [(label: String?, value: LocatedValue)] = []
    while !isSymbol(")") {
      var label: String? = nil
      if current.kind == .identifier, isSymbol(":", peek()) {
        label = advance().text
        _ = advance()
      }
      arguments.append((label, try locatedValue()))
      if isSymbol(",") { _ = advance() } else { break }
    }
    _ = try expectSymbol(")", "`)` to close the arguments")
    return arguments
  }

  /// `(top, left, bottom, right)` or `(x, y, width, height)`; one number means all four,
  /// unless an operator follows: `(8 + 4) * 2` is arithmetic.
  mutating func insetsOrArithmetic() throws(Diagnostic) -> Value {
    let open = try expectSymbol("(", "`(`")
    var numbers: [Double] = []
    while !isSymbol(")") {
      let start = current.range
      guard case .number(let n) = try value() else {
        throw Diagnostic("expected a number", at: start.through(previous.range))
      }
      numbers.append(n)
      if isSymbol(",") { _ = advance() } else { break }
    }
    _ = try expectSymbol(")", "`)`")
    if numbers.count == 1, atArithmeticOperator {
      let first = Arithmetic.operand(
        LocatedValue(value: .number(numbers[0]), range: open.range.through(previous.range)))
      let expression = try arithmeticSum(continuing: first, attributes: false)
      return try Self.folded(expression, range: open.range.through(previous.range))
    }
    switch numbers.count {
    case 1: return .insets(numbers[0], numbers[0], numbers[0], numbers[0])
    case 4: return .insets(numbers[0], numbers[1], numbers[2], numbers[3])
    default:
      throw Diagnostic(
        "expected one number or four, found \(numbers.count)", at: open.range.through(previous.range))
    }
  }
}
