import Testing

@testable import LabLanguage

/// One reading of `{ }` for the parser, the shell and completion: braces in strings and
/// comments do not count; `#` after `=` is a colour.
@Suite struct BraceScannerTests {
  @Test func bracesInStringsAndCommentsDoNotCount() {
    #expect(BraceScanner.depth(after: #"add label l "{ a""#) == 0)
    #expect(BraceScanner.depth(after: #"add label l "\"{" {"#) == 1)
    #expect(BraceScanner.depth(after: "add view a # {") == 0)
    // After `=`, `#0072B2` is a colour and the `{` after it counts.
    #expect(BraceScanner.depth(after: "add view a { background = #0072B2 {") == 2)
  }

  @Test func aStringOrACommentEndsWithItsLine() {
    // The unterminated string of line 1 does not hide line 2's brace.
    #expect(BraceScanner.depth(after: "add label l \"x\nadd view v {") == 1)
    #expect(BraceScanner.depth(after: "tree # }\n}", from: 1) == 0)
  }

  @Test func openBracesAreInnermostLast() {
    let text = "a { b { c } d {"[...]
    let open = BraceScanner.openBraces(in: text)
    // The braces at offsets 2 and 14 stay open; the one at 6 closed at 10.
    #expect(open.map { text.distance(from: text.startIndex, to: $0) } == [2, 14])
  }
}
