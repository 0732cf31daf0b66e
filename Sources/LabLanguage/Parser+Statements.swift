extension Parser {
  /// `add KIND[(ARGS)] NAME [TEXT] [to PARENT] [at INDEX] [as subview] [OPTIONS] [CONFIG]`.
  mutating func addStatement() throws(Diagnostic) -> StatementKind {
    _ = advance()
    guard current.kind == .identifier else {
      throw Diagnostic("expected a kind (view, label, button, …), found \(found)", at: current.range)
    }
    let kindToken = advance()
    var arguments: [(label: String?, value: LocatedValue)] = []
    if isSymbol("(") { arguments = try argumentList() }
    guard current.kind == .identifier, !["to", "at", "as"].contains(current.text) || isSymbol("to", peek())
    else {
      throw Diagnostic(
        "expected the new view's name after `\(kindToken.text)`, found \(found)", at: current.range)
    }
    let nameToken = advance()
    var statement = AddStatement(
      kind: kindToken.text, kindRange: kindToken.range, kindArguments: arguments, name: nameToken.text,
      nameRange: nameToken.range, text: nil, parent: nil, index: nil, asSubview: false, options: [],
      configuration: [])
    if case .string = current.kind {
      statement.text = try locatedValue()
    } else if case .modelValue = current.kind {
      statement.text = try locatedValue()
    }
    while !atStatementEnd && !isSymbol("{") && !isSymbol("[") {
      if isWord("to") {
        _ = advance()
        statement.parent = try path()
      } else if isWord("at") {
        _ = advance()
        statement.index = try integer("an index")
      } else if isWord("as") {
        _ = advance()
        guard isWord("subview") else {
          throw Diagnostic("expected `as subview`, found \(found)", at: current.range)
        }
        _ = advance()
        statement.asSubview = true
      } else {
        throw Diagnostic(
          "expected `to`, `at`, `as subview`, options in `[ ]` or a `{` block, found \(found)",
          at: current.range,
          suggestion: current.kind == .identifier
            ? suggestion(for: current.text, among: ["to", "at", "as"]) : nil)
      }
    }
    if isSymbol("[") { statement.options = try optionList() }
    if isSymbol("{") {
      _ = advance()
      statement.configuration = try statements(until: "}")
      _ = try expectSymbol("}", "`}`")
    }
    return .add(statement)
  }

  /// `move NAME to PARENT [at INDEX]`.
  mutating func moveStatement() throws(Diagnostic) -> StatementKind {
    _ = advance()
    let moved = try path()
    guard isWord("to") else { throw Diagnostic("expected `to PARENT`, found \(found)", at: current.range) }
    _ = advance()
    let parent = try path()
    var index: Int? = nil
    if isWord("at") {
      _ = advance()
      index = try integer("an index")
    }
    return .move(moved, to: parent, at: index)
  }

  /// `PATH = VALUE` (after `set`, or on its own).
  mutating func assignment() throws(Diagnostic) -> StatementKind {
    var target = try path()
    // `stack.spacing(after: NAME) = N` (setCustomSpacing(_:after:)): the property carries the
    // view's name, `spacing(after: NAME)`.
    if isSymbol("("), target.last == "spacing", target.components.count >= 2 {
      _ = advance()
      guard isWord("after") else {
        throw Diagnostic("expected `after: NAME`, found \(found)", at: current.range)
      }
      _ = advance()
      _ = try expectSymbol(":", "`:`")
      let view = try name()
      let close = try expectSymbol(")", "`)`")
      target = Path(
        components: target.components.dropLast() + ["spacing(after: \(view))"],
        range: target.range.through(close.range))
    }
    guard isSymbol("=") || isSymbol("==") else {
      throw Diagnostic("expected `=` and a value, found \(found)", at: current.range)
    }
    _ = advance()
    return .set(target, try locatedValue())
  }

  /// `device NAME [landscape|portrait]`; `device` alone, which shows the device, is a command.
  mutating func deviceStatement() throws(Diagnostic) -> StatementKind {
    let word = advance().text
    if atStatementEnd { return .command(.device, []) }
    guard current.kind == .identifier else {
      throw Diagnostic(
        "expected a device's name after `device`, found \(found): \(CommandTable.usage(word))",
        at: current.range)
    }
    let device = try name()
    var orientation: String? = nil
    if isWord("landscape") || isWord("portrait") { orientation = advance().text }
    return .device(device, orientation: orientation)
  }

  /// A command of §8/§9 with its arguments as values (names, numbers, strings).
  mutating func command() throws(Diagnostic) -> StatementKind {
    let token = advance()
    guard let name = CommandName(rawValue: token.text) else {
      throw Diagnostic("`\(token.text)` is not a command", at: token.range)
    }
    var arguments: [LocatedValue] = []
    while !atStatementEnd {
      if current.kind == .identifier {
        let start = current.range
        var p = try path()
        // Hyphenated words written without spaces (`export swift-anchors`) are one name.
        while isSymbol("-"), previous.range.end == current.range.start,
          peek().kind == .identifier, current.range.end == peek().range.start,
          p.components.count == 1
        {
          _ = advance()
          let tail = advance()
          p = Path(components: [p.components[0] + "-" + tail.text], range: start.through(tail.range))
        }
        arguments.append(LocatedValue(value: .name(p), range: start.through(previous.range)))
      } else if case .number(let low) = current.kind, isSymbol(".", peek(1)), isSymbol(".", peek(2)),
        isSymbol(".", peek(3)),
        case .number(let high) = peek(4).kind
      {
        // A closed range, `320...1024` (`sweep`): the two bounds as a list.
        let start = current.range
        for _ in 0..<5 { _ = advance() }
        arguments.append(
          LocatedValue(value: .list([.number(low), .number(high)]), range: start.through(previous.range)))
      } else {
        arguments.append(try locatedValue())
      }
    }
    return .command(name, arguments)
  }

  /// `expect title.frame == (…)`, `expect title.top >= 75`, `expect [not] ambiguous …`,
  /// `expect conflicts == N`, `expect broken NAME`.
  mutating func expectStatement() throws(Diagnostic) -> StatementKind {
    _ = advance()
    var negated = false
    if isWord("not") {
      _ = advance()
      negated = true
    }
    // Lint: `expect no clipping`, `expect no overlap`, `expect not truncated NAME`, `expect
    // onscreen NAME`.
    if !negated, isWord("no"), isWord("clipping", peek()) || isWord("overlap", peek()) {
      _ = advance()
      return .expect(advance().text == "clipping" ? .noClipping : .noOverlap)
    }
    if negated, isWord("truncated") {
      _ = advance()
      return .expect(.notTruncated(try path()))
    }
    if !negated, isWord("onscreen") {
      _ = advance()
      return .expect(.onscreen(try path()))
    }
    if isWord("ambiguous") {
      _ = advance()
      var target: Path? = nil
      var axis: String? = nil
      if current.kind == .identifier {
        target = try path()
        if isWord("horizontal") || isWord("vertical") { axis = advance().text }
      }
      return .expect(.ambiguous(negated: negated, target, axis: axis))
    }
    guard !negated else { throw Diagnostic("`not` goes only with `ambiguous`", at: previous.range) }
    if isWord("conflicts") || isWord("reports") || isWord("misplaced") {
      let word = advance().text
      guard isSymbol("==") || isSymbol("=") else { throw Diagnostic("expected `== N`", at: current.range) }
      _ = advance()
      let n = try integer("a count")
      return .expect(word == "reports" ? .reports(n) : word == "misplaced" ? .misplaced(n) : .conflicts(n))
    }
    if isWord("broken") {
      _ = advance()
      return .expect(.broken(try path()))
    }
    let target = try path()
    guard target.components.count >= 2 else {
      throw Diagnostic(
        "expected `NAME.frame`, `NAME.ATTRIBUTE`, `ambiguous`, `conflicts`, `reports` or `broken`",
        at: target.range)
    }
    let relation = try relationToken()
    if target.last == "frame" {
      let start = current.range
      guard case .insets(let x, let y, let w, let h) = try value() else {
        throw Diagnostic("expected a frame `(x, y, width, height)`", at: start)
      }
      return .expect(.frame(target.dropLast, [x, y, w, h]))
    }
    if target.last == "text", case .string(let text) = current.kind, relation == .equal {
      _ = advance()
      return .expect(.text(target.dropLast, text))
    }
    return .expect(.value(target, relation, try numberExpression("the expected value")))
  }

  mutating func relationToken() throws(Diagnostic) -> EquationStatement.Relation {
    let relation: EquationStatement.Relation
    if isSymbol("==") || isSymbol("=") {
      relation = .equal
    } else if isSymbol(">=") {
      relation = .greaterThanOrEqual
    } else if isSymbol("<=") {
      relation = .lessThanOrEqual
    } else {
      throw Diagnostic("expected `==`, `>=` or `<=`, found \(found)", at: current.range)
    }
    _ = advance()
    return relation
  }

  /// A statement that starts with a path: a constraint, a property assignment, GetLaid's
  /// `>>` or SnapKit's `.snp` (the last two not yet supported).
  mutating func pathStatement() throws(Diagnostic) -> StatementKind {
    let save = position
    let target = try path()
    if target.components.contains("snp") { return .swift(try swiftFragment(from: save, block: true)) }
    if ["update", "activate", "deactivate"].contains(target.last), target.components.count >= 2, isSymbol("(")
    {
      return .snapKitConstraintCall(try snapKitConstraintCall(target))
    }
    if isSymbol(">>") { return .swift(try swiftFragment(from: save, block: false)) }
    // `height = 80` (one word) sets a property; `box.height = 80` is a constraint.
    if isSymbol("=") && (!Self.layoutAttributes.contains(target.last) || target.components.count == 1)
      || isSymbol("(") && target.last == "spacing"
    {
      position = save
      return try assignment()
    }
    guard isSymbol("=") || isSymbol("==") || isSymbol(">=") || isSymbol("<=") else {
      throw Diagnostic(
        "expected `=`, `==`, `>=`, `<=` or `>>` after `\(target)`, found \(found)", at: current.range)
    }
    return .constraint(try equation(first: target))
  }

  /// SnapKit's `view.snp.makeConstraints { make in … }` and GetLaid's `a >> b.top`, kept as
  /// written: the Swift front end reads them (`docs/swift-import.md`), as it reads them in a
  /// Swift file. A block runs to its closing `}`; a `>>` line to the statement's end.
  mutating func swiftFragment(from start: Int, block: Bool) throws(Diagnostic) -> SwiftFragment {
    let first = tokens[start].range
    if block {
      while !isSymbol("{") && !atStatementEnd { _ = advance() }
      if isSymbol("{") {
        var depth = 0
        repeat {
          if isSymbol("{") { depth += 1 }
          if isSymbol("}") { depth -= 1 }
          guard current.kind != .end else { throw Diagnostic("this block has no closing `}`", at: first) }
          _ = advance()
        } while depth > 0
      }
    } else {
      var depth = 0
      while current.kind != .end {
        if depth == 0 && (current.kind == .newline || isSymbol(";") || isSymbol("}")) { break }
        if isSymbol("(") || isSymbol("[") { depth += 1 }
        if isSymbol(")") || isSymbol("]") { depth -= 1 }
        _ = advance()
      }
    }
    // Each line ends where its last token does: a `#` comment after it is the language's.
    var lineEnds: [Int: Int] = [:]
    for token in tokens[start..<position] where token.kind != .newline {
      lineEnds[token.range.end.line] = max(lineEnds[token.range.end.line] ?? 0, token.range.end.column)
    }
    let range = first.through(previous.range)
    return SwiftFragment(text: range.text(in: lines, firstLine: firstLine, lineEnds: lineEnds), range: range)
  }

  /// `topConstraint.update(offset: 20)`, `.activate()`: a call on a kept SnapKit constraint.
  mutating func snapKitConstraintCall(_ target: Path) throws(Diagnostic) -> SnapKitConstraintCall {
    let arguments = try argumentList().map { Argument(label: $0.label, value: $0.value.value) }
    return SnapKitConstraintCall(
      constraint: target.dropLast, method: target.last, arguments: arguments,
      range: target.range.through(previous.range))
  }

  static let layoutAttributes: Set<String> = [
    "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
    "firstBaseline", "lastBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
    "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
  ]

  /// The rest of `FIRST REL EXPRESSION [@P] [as NAME]`, where the expression is Swift's
  /// arithmetic over at most one attribute (`card.bottom * 0.5 + 8`, `(root.width - 32) / 2`,
  /// `44 * 2`), reduced to NSLayoutConstraint's `multiplier * second + constant`.
  mutating func equation(first: Path) throws(Diagnostic) -> EquationStatement {
    guard first.components.count >= 2 else {
      throw Diagnostic("a constraint starts with `ITEM.ATTRIBUTE`, such as `title.top`", at: first.range)
    }
    let relationRange = current.range
    let relation = try relationToken()
    let start = current.range
    let side = try LinearSide.reducing(try arithmeticSum(attributes: true))
    let range = start.through(previous.range)
    var statement = EquationStatement(
      first: first, relation: relation, relationRange: relationRange, second: side.attribute,
      multiplier: side.attribute == nil ? 1 : side.coefficient, constant: nil, priority: nil, name: nil)
    if side.attribute != nil, !side.coefficient.isFinite {
      throw Diagnostic("Multiplier is not finite! That's illegal. multiplier: \(side.coefficient)", at: range)
    }
    if let constant = side.constant {
      let operands = constant.operands
      let constantRange = (operands.first?.range ?? range).through(operands.last?.range ?? range)
      if let n = constant.numericValue, !n.isFinite {
        throw Diagnostic("Constant is not finite! That's illegal. constant: \(n)", at: constantRange)
      }
      statement.constant = LocatedValue(
        value: try Self.folded(constant, range: constantRange), range: constantRange)
    }
    if case .priority(let p) = current.kind {
      _ = advance()
      statement.priority = p
    }
    if isWord("as") {
      _ = advance()
      statement.nameRange = current.range
      statement.name = try name()
    }
    return statement
  }
}
