/// Turns a script into tokens (LANGUAGE.md §1), keeping each token's source range.
///
/// Newlines end statements except inside `( )` and `[ ]` (inside `{ }` they separate the
/// block's statements); `#` starts a comment outside strings, except right after `=` where
/// `#FF8800` is a colour (LANGUAGE.md documents `background = #RRGGBB`).
public struct Lexer {
  let characters: [Character]
  var index = 0
  var line = 1
  var column = 1
  /// Open parentheses and square brackets: newlines inside them do not end a statement.
  var depth = 0
  /// Whether the last token was `=`: a `#` then starts a colour, not a comment.
  var afterEquals = false
  /// Whether the next token starts a statement, and whether the statement under way is a
  /// command that takes a file (`save`, `load`, `export`, `import`), whose paths may be written bare.
  var atStatementStart = true
  var inFileCommand = false
  static let fileCommands: Set<String> = ["save", "load", "export", "import"]

  /// `firstLine` numbers the source's lines when it is a piece of a longer script.
  public init(_ source: String, firstLine: Int = 1) {
    characters = Array(source)
    line = firstLine
  }

  /// All tokens, ending with `.end`; the first lexical error stops it.
  public static func tokenize(_ source: String, firstLine: Int = 1) throws(Diagnostic) -> [Token] {
    var lexer = Lexer(source, firstLine: firstLine)
    var tokens: [Token] = []
    while true {
      let token = try lexer.next()
      tokens.append(token)
      if token.kind == .end { return tokens }
    }
  }

  var location: SourceLocation { SourceLocation(line: line, column: column) }
  var current: Character? { index < characters.count ? characters[index] : nil }
  func peek(_ offset: Int = 1) -> Character? {
    index + offset < characters.count ? characters[index + offset] : nil
  }

  mutating func advance() {
    if characters[index] == "\n" {
      line += 1
      column = 1
    } else {
      column += 1
    }
    index += 1
  }

  mutating func next() throws(Diagnostic) -> Token {
    let token = try nextToken()
    afterEquals = token.kind == .symbol("=")
    if atStatementStart {
      inFileCommand = token.kind == .identifier && Self.fileCommands.contains(token.text)
    }
    atStatementStart = token.kind == .newline || token.kind == .symbol(";") || token.kind == .symbol("{")
    return token
  }

  mutating func nextToken() throws(Diagnostic) -> Token {
    skipBlanksAndComments()
    let start = location
    let startIndex = index
    guard let c = current else { return Token(kind: .end, text: "", range: SourceRange(start, start)) }
    func token(_ kind: TokenKind) -> Token {
      Token(kind: kind, text: String(characters[startIndex..<index]), range: SourceRange(start, location))
    }
    if c == "\n" {
      advance()
      return Token(kind: .newline, text: "\n", range: SourceRange(start, start))
    }
    if c == "\"" { return try string(start: start, startIndex: startIndex) }
    if inFileCommand && depth == 0, let path = barePath() {
      return Token(kind: .string(path), text: path, range: SourceRange(start, location))
    }
    if c == "#" { return try color(start: start, startIndex: startIndex) }
    if c.isNumber || (c == "-" && peek() == "x" && peek(2)?.isNumber == true) {
      return try numberOrSize(start: start, startIndex: startIndex)
    }
    if c == "-" && peek() == "-" && peek(2)?.isLetter == true {
      // A command's flag, `--image`, `--hidden`: one name.
      advance()
      advance()
      while let d = current, d.isLetter || d.isNumber || d == "-" { advance() }
      return token(.identifier)
    }
    if c.isLetter || c == "_" {
      while let d = current, d.isLetter || d.isNumber || d == "_" { advance() }
      return token(.identifier)
    }
    if c == "$" { return try modelValue(start: start, startIndex: startIndex) }
    if c == "@" { return try priority(start: start, startIndex: startIndex) }
    for two in ["==", ">=", "<=", ">>"] where c == two.first && peek() == two.last {
      advance()
      advance()
      return token(.symbol(two))
    }
    if "()[]{},;.:=+-*/|<>".contains(c) {
      if "([".contains(c) { depth += 1 }
      if ")]".contains(c) { depth = max(0, depth - 1) }
      advance()
      return token(.symbol(String(c)))
    }
    advance()
    throw Diagnostic("unexpected character `\(c)`", at: SourceRange(start, location))
  }

  /// Spaces, tabs, comments, and newlines inside brackets.
  mutating func skipBlanksAndComments() {
    while let c = current {
      if c == " " || c == "\t" || c == "\r" || (c == "\n" && depth > 0) {
        advance()
      } else if c == "#" && !(afterEquals && (peek()?.isLetter == true || peek()?.isNumber == true)) {
        while let d = current, d != "\n" { advance() }
      } else {
        break
      }
    }
  }

  /// `#RGB`, `#RRGGBB` or `#RRGGBBAA` (after `=`, where `#` starts no comment).
  mutating func color(start: SourceLocation, startIndex: Int) throws(Diagnostic) -> Token {
    advance()
    while let d = current, d.isLetter || d.isNumber { advance() }
    let hex = String(characters[(startIndex + 1)..<index])
    guard [3, 6, 8].contains(hex.count), hex.allSatisfy(\.isHexDigit) else {
      throw Diagnostic(
        "`#\(hex)` is not a colour: write #RGB, #RRGGBB or #RRGGBBAA in hex digits",
        at: SourceRange(start, location))
    }
    return Token(
      kind: .color(hex.uppercased()), text: String(characters[startIndex..<index]),
      range: SourceRange(start, location))
  }

  /// `$movie.gap`, a model value, which runs through its dots; `$0` (a block's new view) is a
  /// name of its own.
  mutating func modelValue(start: SourceLocation, startIndex: Int) throws(Diagnostic) -> Token {
    advance()
    if current?.isNumber == true {
      digits()
      return Token(
        kind: .identifier, text: String(characters[startIndex..<index]), range: SourceRange(start, location))
    }
    while let d = current, d.isLetter || d.isNumber || d == "_" || (d == "." && peek()?.isLetter == true) {
      advance()
    }
    let name = String(characters[(startIndex + 1)..<index])
    guard !name.isEmpty else {
      throw Diagnostic("`$` must be followed by a model value's name", at: SourceRange(start, location))
    }
    return Token(
      kind: name == "0" ? .identifier : .modelValue(name), text: String(characters[startIndex..<index]),
      range: SourceRange(start, location))
  }

  /// `@750` or a named priority, `@required`, `@high`, `@low`, `@fitting`.
  mutating func priority(start: SourceLocation, startIndex: Int) throws(Diagnostic) -> Token {
    advance()
    while let d = current, d.isLetter || d.isNumber || d == "." { advance() }
    let word = String(characters[(startIndex + 1)..<index])
    let named: [String: Double] = ["required": 1000, "high": 750, "low": 250, "fitting": 50]
    if let value = named[word] ?? Double(word) {
      return Token(
        kind: .priority(value), text: String(characters[startIndex..<index]),
        range: SourceRange(start, location))
    }
    throw Diagnostic(
      "`@\(word)` is not a priority: write a number from 1 to 1000 or @required, @high, @low, @fitting",
      at: SourceRange(start, location),
      suggestion: suggestion(for: word, among: Array(named.keys).sorted()).map { "@\($0)" })
  }

  /// A file path written without quotes after `save`, `load` or `export`: a word up to the
  /// next space that has a `/`, a `.` or a `~` in it and is not a number (`/tmp/demo.lab`,
  /// `../out/a.json`, `~/x.lab`, `2024-report.lab`). Consumed only if it is one.
  mutating func barePath() -> String? {
    var end = index
    while end < characters.count, !(characters[end].isWhitespace || characters[end] == ";") { end += 1 }
    let word = String(characters[index..<end])
    guard word.contains(where: { "/.~".contains($0) }), !word.hasPrefix("--"), Double(word) == nil,
      !word.hasPrefix("\"")
    else { return nil }
    while index < end { advance() }
    return word
  }

  mutating func digits() {
    while let d = current, d.isNumber { advance() }
  }

  /// The exponent of scientific notation, `e-3` in `1e-3` or `E2` in `2.5E2`, if one follows.
  mutating func exponent() {
    guard current == "e" || current == "E" else { return }
    let signed = peek() == "-" || peek() == "+"
    guard (signed ? peek(2) : peek())?.isNumber == true else { return }
    advance()
    if signed { advance() }
    digits()
  }

  /// `12`, `3.5`, `320x568`, `120x-` and `-x44` (one axis of a size).
  mutating func numberOrSize(start: SourceLocation, startIndex: Int) throws(Diagnostic) -> Token {
    // `Double("1e309")` is infinity: refused here, so no later conversion can trap on it.
    func value(_ from: Int, _ to: Int) throws(Diagnostic) -> Double? {
      let text = String(characters[from..<to])
      guard let n = Double(text) else { return nil }
      guard n.isFinite else {
        throw Diagnostic(
          "`\(text)` is too large for a number (the largest is about 1.8e308)",
          at: SourceRange(start, location))
      }
      return n
    }
    var width: Double? = nil
    if current == "-" {
      advance()  // the `-` of `-xH`
    } else {
      digits()
      if current == ".", peek()?.isNumber == true {
        advance()
        digits()
      }
      exponent()
      width = try value(startIndex, index)
    }
    if current == "x", let next = peek(), next.isNumber || next == "-" {
      advance()
      let heightStart = index
      if current == "-" {
        advance()
        return Token(
          kind: .size(width, nil), text: String(characters[startIndex..<index]),
          range: SourceRange(start, location))
      }
      digits()
      if current == ".", peek()?.isNumber == true {
        advance()
        digits()
      }
      return Token(
        kind: .size(width, try value(heightStart, index)), text: String(characters[startIndex..<index]),
        range: SourceRange(start, location))
    }
    guard let width else {
      throw Diagnostic("expected a size such as `-x44`", at: SourceRange(start, location))
    }
    if let c = current, c.isLetter || c == "_" {
      while let d = current, d.isLetter || d.isNumber || d == "_" { advance() }
      throw Diagnostic("a name cannot start with a digit", at: SourceRange(start, location))
    }
    return Token(
      kind: .number(width), text: String(characters[startIndex..<index]), range: SourceRange(start, location))
  }

  /// A string with `\n`, `\t`, `\"`, `\\` and `\u{…}` escapes; any UTF-8 inside.
  mutating func string(start: SourceLocation, startIndex: Int) throws(Diagnostic) -> Token {
    advance()  // the opening quote
    var value = ""
    while true {
      guard let c = current, c != "\n" else {
        throw Diagnostic("this string has no closing `\"`", at: SourceRange(start, location))
      }
      advance()
      if c == "\"" { break }
      guard c == "\\" else {
        value.append(c)
        continue
      }
      let escapeStart = location
      guard let e = current else { continue }
      advance()
      switch e {
      case "n": value.append("\n")
      case "t": value.append("\t")
      case "\"": value.append("\"")
      case "\\": value.append("\\")
      case "u":
        guard current == "{" else {
          throw Diagnostic("write a Unicode escape as `\\u{1F9CB}`", at: SourceRange(escapeStart, location))
        }
        advance()
        var hex = ""
        while let h = current, h != "}" && h != "\"" && h != "\n" {
          hex.append(h)
          advance()
        }
        guard current == "}", let scalarValue = UInt32(hex, radix: 16),
          let scalar = Unicode.Scalar(scalarValue)
        else {
          throw Diagnostic("`\\u{\(hex)}` is not a Unicode character", at: SourceRange(escapeStart, location))
        }
        advance()
        value.unicodeScalars.append(scalar)
      default:
        throw Diagnostic(
          "unknown escape `\\\(e)` (use \\n, \\t, \\\", \\\\ or \\u{…})",
          at: SourceRange(escapeStart, location))
      }
    }
    return Token(
      kind: .string(value), text: String(characters[startIndex..<index]), range: SourceRange(start, location))
  }
}
