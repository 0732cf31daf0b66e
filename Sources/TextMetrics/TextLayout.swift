import Foundation

/// Lays text out in lines and gives a label's intrinsic size: widths from a `TextMeasurer`,
/// heights from SF's metrics, both rounded up to the pixel grid.
///
/// Measurements are cached by text, font, line limit and wrap width, since a layout asks for
/// the same label's size on every solve.
public final class TextLayout {
  public let measurer: any TextMeasurer
  private var widthCache: [WidthKey: Double] = [:]
  private var sizeCache: [SizeKey: TextSize] = [:]

  struct WidthKey: Hashable {
    let text: Substring
    let font: Font
  }

  struct SizeKey: Hashable {
    let text: String
    let font: Font
    let lines: Int
    let wrapWidth: Double?
    let byCharacter: Bool
    let scale: Double
    let lineHeight: Double?
    let lineSpacing: Double?
  }

  public init(measurer: any TextMeasurer) { self.measurer = measurer }

  /// Inter through HarfBuzz when installed, else the deterministic approximation.
  public static func systemDefault() -> TextLayout {
    TextLayout(measurer: ShapedTextMeasurer() ?? ApproximateTextMeasurer())
  }

  /// `text` cut to fit `width` with an ellipsis, at its tail, head or middle (UILabel's
  /// truncating line break modes); the text itself when it fits.
  public func truncated(_ text: Substring, font: Font, width: Double, at position: TruncationPosition)
    -> String
  {
    guard self.width(of: text, font: font) > width + 1e-9 else { return String(text) }
    let characters = Array(text)
    var keep = characters.count
    while keep > 0 {
      keep -= 1
      let candidate: String =
        switch position {
        case .tail: String(characters.prefix(keep)).trimmingCharacters(in: .whitespaces) + "…"
        case .head: "…" + String(characters.suffix(keep)).trimmingCharacters(in: .whitespaces)
        case .middle:
          String(characters.prefix((keep + 1) / 2)) + "…" + String(characters.suffix(keep / 2))
        }
      if self.width(of: Substring(candidate), font: font) <= width + 1e-9 { return candidate }
    }
    return "…"
  }

  /// The width of one line of text, unrounded.
  public func width(of text: Substring, font: Font) -> Double {
    let key = WidthKey(text: text, font: font)
    if let known = widthCache[key] { return known }
    let width = measurer.width(of: text, font: font)
    widthCache[key] = width
    return width
  }

  /// The size a label takes: `lines` 1 is one line; 0 is unlimited; N at most N. With a wrap
  /// width, lines break at spaces (and between CJK characters) to fit it; a word longer than
  /// the width is broken by characters. Each line is the font's line height tall, or
  /// `lineHeight` when given (a text view sets a text style's lines at the style's leading).
  /// `lineSpacing` (a label of a text style) sets the lines after the first that far apart.
  public func size(
    of text: String, font: Font, lines: Int = 1, wrapWidth: Double? = nil, byCharacter: Bool = false,
    scale: Double,
    lineHeight: Double? = nil, lineSpacing: Double? = nil
  ) -> TextSize {
    let key = SizeKey(
      text: text, font: font, lines: lines, wrapWidth: wrapWidth, byCharacter: byCharacter, scale: scale,
      lineHeight: lineHeight, lineSpacing: lineSpacing)
    if let known = sizeCache[key] { return known }
    let broken = lineBreaks(
      text, font: font, lines: lines, wrapWidth: lines == 1 ? nil : wrapWidth, byCharacter: byCharacter)
    let widest = broken.map { width(of: $0, font: font) }.max() ?? 0
    let count = Double(max(broken.count, text.isEmpty ? 0 : 1))
    let line = lineHeight ?? FontMetrics.lineHeight(font)
    // With a line spacing, the first line is the font's line height and each further one
    // adds the baseline-to-baseline spacing (never less than a line).
    let height =
      lineSpacing.map { count == 0 ? 0 : line + (count - 1) * max($0, line) } ?? count * line
    let size = TextSize(
      width: ceilToPixels(widest, scale: scale), height: ceilToPixels(height, scale: scale),
      lineCount: broken.count)
    sizeCache[key] = size
    return size
  }

  /// The lines of `text`: explicit newlines first, then greedy breaking at `wrapWidth`.
  /// Pictures draw these lines, so a drawn label breaks exactly where its size was measured.
  public func lineBreaks(
    _ text: String, font: Font, lines: Int, wrapWidth: Double?, byCharacter: Bool = false
  ) -> [Substring] {
    if text.isEmpty { return [] }
    var result: [Substring] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if lines == 1 {
        result.append(paragraph)
        break
      }
      guard let wrapWidth, wrapWidth > 0 else {
        result.append(paragraph)
        continue
      }
      result.append(contentsOf: wrap(paragraph, font: font, width: wrapWidth, byCharacter: byCharacter))
    }
    if lines > 0 && result.count > lines { result.removeLast(result.count - lines) }
    return result
  }

  /// Greedy wrapping: each line takes as many break opportunities as fit in `limit`; a word
  /// wider than the limit is broken between characters (with `byCharacter`, every character
  /// is a break opportunity).
  func wrap(_ paragraph: Substring, font: Font, width limit: Double, byCharacter: Bool = false) -> [Substring]
  {
    // byCharWrapping: a line may end after any character.
    let ends =
      byCharacter ? paragraph.indices.map { paragraph.index(after: $0) } : breakOpportunities(paragraph)
    var lines: [Substring] = []
    var lineStart = paragraph.startIndex
    var i = 0
    while i < ends.count {
      var fit: Substring.Index? = nil
      var j = i
      while j < ends.count,
        width(of: paragraph[lineStart..<ends[j]].trimmingTrailingSpaces, font: font) <= limit + 1e-9
      {
        fit = ends[j]
        j += 1
      }
      if let fit {
        lines.append(paragraph[lineStart..<fit].trimmingTrailingSpaces)
        lineStart = fit
        i = j
        continue
      }
      // Not even the next word fits: as many characters as do (at least one).
      var end = paragraph.index(after: lineStart)
      while end < ends[i], width(of: paragraph[lineStart..<paragraph.index(after: end)], font: font) <= limit
      {
        end = paragraph.index(after: end)
      }
      lines.append(paragraph[lineStart..<end])
      lineStart = end
      if lineStart == ends[i] { i += 1 }
    }
    return lines.isEmpty ? [paragraph] : lines
  }

  /// Where a line may end: after a run of spaces, around wide (CJK) characters, at the end.
  func breakOpportunities(_ paragraph: Substring) -> [Substring.Index] {
    var ends: [Substring.Index] = []
    var index = paragraph.startIndex
    while index < paragraph.endIndex {
      let next = paragraph.index(after: index)
      let here = paragraph[index]
      let following = next < paragraph.endIndex ? paragraph[next] : nil
      if next == paragraph.endIndex || (here == " " && following != " ") || here.isWide
        || following?.isWide == true
      {
        ends.append(next)
      }
      index = next
    }
    return ends
  }
}

/// A text's laid-out size in points (pixel-rounded up) and how many lines it took.
public struct TextSize: Equatable, Sendable {
  public var width: Double
  public var height: Double
  public var lineCount: Int
}

extension Character {
  /// CJK ideographs, kana, hangul and other wide characters, between which lines may break.
  var isWide: Bool {
    guard let scalar = unicodeScalars.first else { return false }
    return scalar.value >= 0x2E80 && scalar.value <= 0xFFEF
  }
}

extension Substring {
  var trimmingTrailingSpaces: Substring {
    var end = endIndex
    while end > startIndex && self[index(before: end)] == " " { end = index(before: end) }
    return self[startIndex..<end]
  }
}

/// Where a truncated line loses its text.
public enum TruncationPosition: Sendable {
  case head, middle, tail
}
