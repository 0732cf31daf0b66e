/// A LayoutLab string literal for a text, as the lexer reads it back: quotes, backslashes,
/// newlines and tabs escaped (`Lexer.string`). Code that writes statements (imports, `--record`)
/// quotes texts with it.
public func labStringLiteral(_ text: String) -> String {
  var out = "\""
  for c in text {
    switch c {
    case "\\": out += "\\\\"
    case "\"": out += "\\\""
    case "\n": out += "\\n"
    case "\t": out += "\\t"
    default: out.append(c)
    }
  }
  return out + "\""
}
