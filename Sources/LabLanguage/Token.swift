/// One token of LayoutLab's language, with the text it was written as (so errors can point at
/// it and `save` can echo it).
public struct Token: Hashable, Sendable, CustomStringConvertible {
  public var kind: TokenKind
  public var text: String
  public var range: SourceRange

  public var description: String { text }
}

/// What a token is.
public enum TokenKind: Hashable, Sendable {
  /// A name or keyword: `[A-Za-z_][A-Za-z0-9_]*`, or `$0`.
  case identifier
  /// A number: `12`, `3.5`, `1e-3` (a sign is an operator before it; `.5` is not a number).
  case number(Double)
  /// A size: `320x568`; either side may be `-` (`Wx-`, `-xH`: one axis only).
  case size(Double?, Double?)
  /// A string literal, its escapes resolved.
  case string(String)
  /// `@750`, `@required`, `@high`, `@low`, `@fitting`.
  case priority(Double)
  /// `#FF8800` after `=`: a colour as hex digits (3, 6 or 8 of them, without the `#`).
  case color(String)
  /// `$name` or `$model.key`: a model value (the text after `$`).
  case modelValue(String)
  /// Punctuation and operators: `( ) [ ] { } , ; . : = == >= <= + - * / >> |`.
  case symbol(String)
  /// The end of a line outside braces; statements end here or at `;`.
  case newline
  case end
}
