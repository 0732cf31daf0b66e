/// Measures the advance width of a run of text in a font, in points.
///
/// The layout model calls this through `TextLayout`; tests and machines without the fonts
/// use `ApproximateTextMeasurer`.
public protocol TextMeasurer: AnyObject {
  /// The width of `text` set on one line, unhinted, in points.
  func width(of text: Substring, font: Font) -> Double
  /// Says which fonts the measurements come from (for `describe` and the docs).
  var fontDescription: String { get }
}

/// A deterministic stand-in for machines without Inter: 0.55 em per Latin character, 1 em per
/// wide (CJK, emoji) character. Same input, same width, everywhere.
public final class ApproximateTextMeasurer: TextMeasurer {
  public init() {}

  public func width(of text: Substring, font: Font) -> Double {
    var ems = 0.0
    for scalar in text.unicodeScalars {
      ems += scalar.value >= 0x2E80 ? 1.0 : (scalar == " " ? 0.28 : 0.55)
    }
    let weightFactor = font.weight == .regular ? 1.0 : 1.04
    return ems * font.size * weightFactor
  }

  public var fontDescription: String { "approximate widths (no font found)" }
}
