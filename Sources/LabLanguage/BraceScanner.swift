/// The one reading of `{ }` that the parser's line joining, the shell's continuation lines and
/// completion share: braces count outside strings and `#` comments, a string or a comment
/// ends at its line's end, and a `#` right after `=` starts a colour (`#0072B2`), not a comment.
public enum BraceScanner {
  /// Calls `body` with each brace that counts, in order: its index and whether it opens.
  /// `brackets` counts `(` `)` `[` `]` too (Swift pasted over several lines).
  public static func forEachBrace(
    in text: Substring, brackets: Bool = false, _ body: (String.Index, Bool) -> Void
  ) {
    var inString = false
    var escaped = false
    var inComment = false
    // The last character outside spaces on this line, for the colour rule.
    var last: Character = " "
    for i in text.indices {
      let c = text[i]
      if c == "\n" {
        (inString, escaped, inComment, last) = (false, false, false, " ")
        continue
      }
      defer { if c != " " && c != "\t" { last = c } }
      if inComment { continue }
      if inString {
        if escaped {
          escaped = false
        } else if c == "\\" {
          escaped = true
        } else if c == "\"" {
          inString = false
        }
        continue
      }
      switch c {
      case "\"": inString = true
      case "#" where last != "=": inComment = true
      case "{": body(i, true)
      case "}": body(i, false)
      case "(",
        "[" where brackets:
        body(i, true)
      case ")",
        "]" where brackets:
        body(i, false)
      default: break
      }
    }
  }

  /// How many `{` are open at the end of `text`, starting from `depth` (a `}` too many is
  /// not counted below zero).
  public static func depth(after text: Substring, from depth: Int = 0, brackets: Bool = false) -> Int {
    var depth = depth
    forEachBrace(in: text, brackets: brackets) { _, opens in depth = opens ? depth + 1 : max(0, depth - 1) }
    return depth
  }

  /// The `{` still open at the end of `text`, innermost last.
  public static func openBraces(in text: Substring) -> [String.Index] {
    var open: [String.Index] = []
    forEachBrace(in: text) { i, opens in
      if opens { open.append(i) } else { _ = open.popLast() }
    }
    return open
  }
}
