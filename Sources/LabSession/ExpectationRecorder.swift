import LabLanguage

/// `layoutlab test --record`: writes the actual values of failed expectations back into the
/// script. Only the values change, on their own line; comments, spacing and everything else
/// stay as written. A frame's `(x, y, w, h)` is written whole, a number or count alone, a text
/// as a string literal.
public enum ExpectationRecorder {
  /// The script with the failures' values written in, and a line per change
  /// (`12: (16, 75, 361, 20) → (16, 75, 361, 20.3333)`).
  public static func record(_ failures: [ExpectationFailure], in source: String) -> (
    text: String, changes: [String]
  ) {
    var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var changes: [String] = []
    for failure in failures.sorted(by: { $0.line < $1.line }) {
      guard let actual = failure.actual, failure.line >= 1, failure.line <= lines.count,
        let (range, old) = valueRange(in: lines[failure.line - 1], for: actual)
      else { continue }
      let new: String =
        switch actual {
        case .numbers(let n) where n.count == 1: n[0].compact
        case .numbers(let n): "(" + n.map(\.compact).joined(separator: ", ") + ")"
        case .text(let t): labStringLiteral(t)
        }
      guard new != old else { continue }
      var characters = Array(lines[failure.line - 1])
      characters.replaceSubrange(range, with: Array(new))
      lines[failure.line - 1] = String(characters)
      changes.append("\(failure.line): \(old) → \(new)")
    }
    return (lines.joined(separator: "\n"), changes)
  }

  /// Where the expected value sits on an `expect` line (character offsets), and its text: the
  /// tokens after the relation (`==`, `>=`, `<=`): a parenthesised list, a signed number, or
  /// a string.
  static func valueRange(in line: String, for actual: ExpectationFailure.Actual) -> (Range<Int>, String)? {
    guard let tokens = try? Lexer.tokenize(line) else { return nil }
    guard
      let relation = tokens.firstIndex(where: {
        [.symbol("=="), .symbol(">="), .symbol("<=")].contains($0.kind)
      }),
      relation + 1 < tokens.count
    else { return nil }
    let first = tokens[relation + 1]
    var last = first
    switch (actual, first.kind) {
    case (.numbers, .symbol("(")):
      guard let close = tokens[(relation + 1)...].firstIndex(where: { $0.kind == .symbol(")") }) else {
        return nil
      }
      last = tokens[close]
    case (.numbers, .symbol("-")):
      guard relation + 2 < tokens.count, case .number = tokens[relation + 2].kind else { return nil }
      last = tokens[relation + 2]
    case (.numbers, .number), (.text, .string): break
    default: return nil
    }
    let lower = first.range.start.column - 1
    let upper = last.range.end.column - 1
    let characters = Array(line)
    guard lower >= 0, upper <= characters.count, lower < upper else { return nil }
    return (lower..<upper, String(characters[lower..<upper]))
  }
}
