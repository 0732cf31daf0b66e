/// A recursive-descent parser for LayoutLab's language: one statement per line or `;`,
/// blocks in `{ }`. Every error is a `Diagnostic` pointing at the offending token.
public struct Parser {
  var tokens: [Token]
  var position = 0
  /// How deep blocks and brackets nest now; past `maximumNesting` the parser refuses rather
  /// than recurse towards a stack overflow.
  var nesting = 0
  static let maximumNesting = 64

  /// The commands of §8 and §9 (each may be written with a leading `:`), from the table
  /// `help` reads.
  public static let commands = CommandTable.commandWords
  /// Statement keywords a line may start with.
  public static let keywords = CommandTable.statementWords + commands

  /// The source's lines, numbered from `firstLine`: a Swift fragment (SnapKit, GetLaid) is
  /// kept as it is written.
  var lines: [Substring] = []
  var firstLine = 1

  public init(tokens: [Token]) { self.tokens = tokens }

  /// Parses a whole script; the first error stops it.
  public static func parse(_ source: String, firstLine: Int = 1) throws(Diagnostic) -> [Statement] {
    var parser = Parser(tokens: try Lexer.tokenize(source, firstLine: firstLine))
    parser.lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    parser.firstLine = firstLine
    return try parser.statements(until: nil)
  }

  /// Parses a script line by line (a line continues while a `{` is open), so that an error
  /// costs only its own line: each piece is its statements or its first error, in order.
  public static func parsePieces(_ source: String) -> [Result<[Statement], Diagnostic>] {
    parseChunks(source).map(\.result)
  }

  /// One logical line of a script: its text, where it starts, and what it parsed to.
  public struct Chunk: Sendable {
    public var text: String
    public var firstLine: Int
    public var result: Result<[Statement], Diagnostic>
  }

  /// `parsePieces` with each piece's text, for a caller that reads a failed piece another
  /// way (Swift pasted into the shell).
  public static func parseChunks(_ source: String) -> [Chunk] {
    logicalLines(source).map { chunk in
      let result: Result<[Statement], Diagnostic>
      do throws(Diagnostic) {
        result = .success(try parse(chunk.text, firstLine: chunk.firstLine))
      } catch {
        result = .failure(error)
      }
      return Chunk(text: chunk.text, firstLine: chunk.firstLine, result: result)
    }
  }

  /// The script's lines, joined while a `{` is open (outside strings and comments).
  static func logicalLines(_ source: String) -> [(text: String, firstLine: Int)] {
    var out: [(String, Int)] = []
    var pending: [Substring] = []
    var firstLine = 1
    var depth = 0
    for (i, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if pending.isEmpty { firstLine = i + 1 }
      pending.append(line)
      depth = BraceScanner.depth(after: line, from: depth)
      if depth == 0 {
        out.append((pending.joined(separator: "\n"), firstLine))
        pending.removeAll()
      }
    }
    if !pending.isEmpty { out.append((pending.joined(separator: "\n"), firstLine)) }
    return out
  }

  var current: Token { tokens[min(position, tokens.count - 1)] }
  var previous: Token { tokens[max(0, min(position - 1, tokens.count - 1))] }
  func peek(_ offset: Int = 1) -> Token { tokens[min(position + offset, tokens.count - 1)] }

  mutating func advance() -> Token {
    let t = current
    if position < tokens.count - 1 { position += 1 }
    return t
  }

  func isSymbol(_ s: String, _ token: Token? = nil) -> Bool { (token ?? current).kind == .symbol(s) }
  func isWord(_ w: String, _ token: Token? = nil) -> Bool {
    let t = token ?? current
    return t.kind == .identifier && t.text == w
  }
  var atStatementEnd: Bool {
    current.kind == .newline || current.kind == .end || isSymbol(";") || isSymbol("}")
  }

  mutating func expectSymbol(_ s: String, _ what: String) throws(Diagnostic) -> Token {
    guard isSymbol(s) else { throw Diagnostic("expected \(what), found \(found)", at: current.range) }
    return advance()
  }

  var found: String {
    switch current.kind {
    case .newline: "the end of the line"
    case .end: "the end of the input"
    default: "`\(current.text)`"
    }
  }

  /// Statements up to the end of the input, or up to a closing `}` for a block.
  mutating func statements(until closing: String?) throws(Diagnostic) -> [Statement] {
    var out: [Statement] = []
    while true {
      while current.kind == .newline || isSymbol(";") { _ = advance() }
      if current.kind == .end {
        if closing != nil { throw Diagnostic("this block has no closing `}`", at: current.range) }
        return out
      }
      if let closing, isSymbol(closing) { return out }
      out.append(try statement())
      guard atStatementEnd else {
        throw Diagnostic("expected the end of the statement, found \(found)", at: current.range)
      }
    }
  }

  mutating func statement() throws(Diagnostic) -> Statement {
    let start = current.range
    nesting += 1
    defer { nesting -= 1 }
    guard nesting <= Self.maximumNesting else {
      throw Diagnostic("blocks nest more than \(Self.maximumNesting) deep", at: current.range)
    }
    if isSymbol(":") { _ = advance() }  // `:help` — a command that cannot collide with a view
    let kind = try statementKind()
    return Statement(kind: kind, range: start.through(previous.range))
  }

  mutating func statementKind() throws(Diagnostic) -> StatementKind {
    guard current.kind == .identifier else {
      throw Diagnostic("a statement starts with a command or a name, not \(found)", at: current.range)
    }
    let word = current.text
    // A name followed by `.`, `>>` or `=` is about a view or constraint, not a command.
    let next = peek()
    let isPath =
      isSymbol(".", next) || isSymbol(">>", next) || isSymbol("=", next) || isSymbol("==", next)
      || isSymbol(">=", next) || isSymbol("<=", next)
    // Only the table's words start a statement of their own (CommandTable), so that `help`
    // and completion know every one.
    if !isPath || word == "set" || word == "expect", Self.keywords.contains(word) {
      switch word {
      case "add": return try addStatement()
      case "remove":
        _ = advance()
        return .remove(try path())
      case "move": return try moveStatement()
      case "rename":
        _ = advance()
        let old = try path()
        guard isWord("to") else {
          throw Diagnostic("expected `to NEWNAME`, found \(found)", at: current.range)
        }
        _ = advance()
        return .rename(old, to: try name())
      case "set":
        _ = advance()
        return try assignment()
      case "activate":
        _ = advance()
        return .activate(try path())
      case "deactivate":
        _ = advance()
        return .deactivate(try path())
      case "device": return try deviceStatement()
      case "expect": return try expectStatement()
      case "layout":
        _ = advance()
        let target = try path()
        guard isSymbol("[") || isSymbol(".") else {
          throw Diagnostic(
            "expected options such as `[.pin]` or `.alignCenter`, found \(found)", at: current.range)
        }
        return .layout(target, try optionList())
      case "vfl": return try vflStatement()
      case "define": return try defineStatement()
      case "model": return try modelStatement()
      case "settings":
        _ = advance()
        // `settings` alone lists them, as a command.
        if atStatementEnd { return .command(.settings, []) }
        guard current.kind == .identifier else {
          throw Diagnostic(
            "expected a setting's name after `settings`, found \(found): \(CommandTable.usage(word))",
            at: current.range)
        }
        let key = advance().text
        guard isSymbol("=") else {
          throw Diagnostic(
            "expected `=` after `settings \(key)`, found \(found): \(CommandTable.usage(word))",
            at: current.range)
        }
        _ = advance()
        return .settings(key, try locatedValue())
      default: return try command()
      }
    }
    if !isPath {
      throw Diagnostic(
        "unknown command `\(word)`", at: current.range,
        suggestion: suggestion(for: word, among: Self.keywords))
    }
    return try pathStatement()
  }

  /// `vfl "FORMAT" [align ATTRIBUTE] [metrics NAME=NUMBER …]`; a malformed format is reported
  /// at its column inside the string.
  mutating func vflStatement() throws(Diagnostic) -> StatementKind {
    _ = advance()
    guard case .string(let text) = current.kind else {
      throw Diagnostic("expected the format as a string, such as \"H:|-[a]-|\"", at: current.range)
    }
    let token = advance()
    let start = SourceLocation(line: token.range.start.line, column: token.range.start.column + 1)
    let format: VisualFormat
    do {
      format = try VisualFormat.parse(text)
    } catch {
      // Escapes shift columns; formats rarely have any, so the offset maps one to one.
      let at = SourceLocation(line: start.line, column: start.column + error.offset)
      throw Diagnostic(
        "Unable to parse constraint format: \(error.message)",
        at: SourceRange(at, SourceLocation(line: at.line, column: at.column + 1)))
    }
    var align: String? = nil
    var metrics: [String: Double] = [:]
    var constraintName: String? = nil
    while !atStatementEnd {
      if isWord("as") {
        _ = advance()
        constraintName = try name()
      } else if isWord("align") {
        _ = advance()
        align = try name()
      } else if isWord("metrics") {
        _ = advance()
        while current.kind == .identifier, isSymbol("=", peek()) {
          let key = advance().text
          _ = advance()
          metrics[key] = try numberExpression("the metric `\(key)`")
          if isSymbol(",") { _ = advance() }
        }
      } else {
        throw Diagnostic(
          "expected `align ATTRIBUTE`, `metrics NAME=N` or `as NAME`, found \(found)", at: current.range)
      }
    }
    return .vfl(
      VFLStatement(
        format: format, text: text, formatStart: start, align: align, metrics: metrics, name: constraintName))
  }

  // MARK: - Names

  mutating func name() throws(Diagnostic) -> String {
    guard current.kind == .identifier else {
      throw Diagnostic("expected a name, found \(found)", at: current.range)
    }
    return advance().text
  }

  /// `card`, `card.title`, `title.top`, `$0.text`. A path is written without spaces, so that
  /// `layout badge .pin` reads `.pin` as an option, not as part of the name.
  mutating func path() throws(Diagnostic) -> Path {
    let start = current.range
    var components = [try name()]
    // A component may be a whole number: `gaps.1`, the constraints `vfl … as gaps` names.
    func isComponent(_ t: Token) -> Bool {
      if t.kind == .identifier { return true }
      if case .number(let n) = t.kind { return n == n.rounded() && n >= 1 && !t.text.contains(".") }
      return false
    }
    while isSymbol("."), isComponent(peek()), current.range.start == previous.range.end {
      _ = advance()
      components.append(advance().text)
    }
    return Path(components: components, range: start.through(previous.range))
  }

  /// A whole number from 0 to `limit` (a count of steps or conflicts, an index): beyond it
  /// the number is refused rather than converted, which would trap past `Int.max`.
  mutating func integer(_ what: String, upTo limit: Int = 1_000_000_000) throws(Diagnostic) -> Int {
    guard case .number(let n) = current.kind, n == n.rounded(), n >= 0 else {
      throw Diagnostic("expected \(what) (a whole number), found \(found)", at: current.range)
    }
    guard n <= Double(limit) else {
      throw Diagnostic("\(what) \(current.text) is too large: at most \(limit)", at: current.range)
    }
    _ = advance()
    return Int(n)
  }
}
