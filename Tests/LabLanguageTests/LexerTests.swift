import Testing

@testable import LabLanguage

@Suite struct LexerTests {
  func kinds(_ source: String) throws -> [TokenKind] {
    try Lexer.tokenize(source).map(\.kind)
  }

  @Test func numbersSizesAndPriorities() throws {
    #expect(
      try kinds("12 3.5 320x568 120x- -x44 @750 @required @fitting") == [
        .number(12), .number(3.5), .size(320, 568), .size(120, nil), .size(nil, 44), .priority(750),
        .priority(1000), .priority(50), .end,
      ])
  }

  /// Scientific notation, as Swift writes it: `1e-3`, `2.5E2`, `4e+1`. Before, `1e-3` was
  /// "a name cannot start with a digit".
  @Test func numbersInScientificNotation() throws {
    #expect(try kinds("1e-3 2.5E2 4e+1") == [.number(0.001), .number(250), .number(40), .end])
  }

  /// After `=`, `#FF8800` is a colour (LANGUAGE.md: `background = #RRGGBB`); elsewhere `#`
  /// still starts a comment. Before, the colour was read as a comment.
  @Test func aHashAfterEqualsIsAColour() throws {
    #expect(
      try kinds("background = #ff8800 # orange") == [.identifier, .symbol("="), .color("FF8800"), .end])
    #expect(try kinds("x = #F80") == [.identifier, .symbol("="), .color("F80"), .end])
    #expect(throws: Diagnostic.self) { try kinds("x = #GG0000") }
  }

  /// After `save`, `load` and `export`, a word with a `/`, `.` or `~` is a path, unquoted.
  @Test func commandsTakeBarePaths() throws {
    #expect(try kinds("save /tmp/demo-1.lab") == [.identifier, .string("/tmp/demo-1.lab"), .end])
    #expect(
      try kinds("export png ../out/a.png scale 3") == [
        .identifier, .identifier, .string("../out/a.png"), .identifier, .number(3), .end,
      ])
    // The path ends at the line's end (a Character "\r\n" is one grapheme, so "\n" is checked
    // as whitespace, not looked up in a string), and a flag (`--hidden`) is one name.
    #expect(
      try kinds("save a.lab\nexport svg --hidden\n") == [
        .identifier, .string("a.lab"), .newline, .identifier, .identifier, .identifier, .newline, .end,
      ])
    // Elsewhere a slash is still an operator.
    #expect(try kinds("tree a/b") == [.identifier, .identifier, .symbol("/"), .identifier, .end])
  }

  /// `.5` is not a number: it is a dot and a number (an option's start).
  @Test func aLeadingDotIsNotANumber() throws {
    #expect(try kinds(".5") == [.symbol("."), .number(5), .end])
  }

  @Test func stringsResolveTheirEscapes() throws {
    #expect(try kinds(#""a\n\t\"\\ \u{1F9CB} 登录""#) == [.string("a\n\t\"\\ 🧋 登录"), .end])
  }

  @Test func commentsAndStatementSeparators() throws {
    #expect(
      try kinds("tree # the hierarchy\nframes; check") == [
        .identifier, .newline, .identifier, .symbol(";"), .identifier, .end,
      ])
  }

  @Test func operatorsAndModelValues() throws {
    #expect(
      try kinds("a.top >= b.bottom + $movie.gap >> == <=") == [
        .identifier, .symbol("."), .identifier, .symbol(">="), .identifier, .symbol("."), .identifier,
        .symbol("+"), .modelValue("movie.gap"), .symbol(">>"), .symbol("=="), .symbol("<="), .end,
      ])
  }

  /// Newlines inside parentheses do not end a statement; inside braces they separate.
  @Test func newlinesInsideBrackets() throws {
    #expect(try kinds("(1,\n2)") == [.symbol("("), .number(1), .symbol(","), .number(2), .symbol(")"), .end])
    #expect(try kinds("{\n}") == [.symbol("{"), .newline, .symbol("}"), .end])
  }

  @Test func tokensKnowWhereTheyAre() throws {
    let tokens = try Lexer.tokenize("add label t\n  tree")
    #expect(tokens[2].range.start == SourceLocation(line: 1, column: 11))
    #expect(tokens[4].range.start == SourceLocation(line: 2, column: 3))
  }

  @Test func lexicalErrorsPointAtTheirToken() throws {
    #expect(throws: Diagnostic.self) { try Lexer.tokenize("\"open") }
    do {
      _ = try Lexer.tokenize("a.width == 10 @hihg")
      Issue.record("no error")
    } catch {
      #expect(error.range.start.column == 15)
      #expect(error.suggestion == "@high")
    }
  }
}
