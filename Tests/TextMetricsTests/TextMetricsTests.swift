import Testing

@testable import TextMetrics

/// Text measured with the real font (Inter through HarfBuzz, WenQuanYi for CJK).
@Suite struct ShapedTextTests {
  let layout = TextLayout(measurer: ShapedTextMeasurer() ?? ApproximateTextMeasurer())

  /// The reference figure (c-libraries.md): 136.0000 pt shaped, kerning included (135.42
  /// unkerned), so this fails if shaping or the font scale goes wrong. (The stand-in itself,
  /// before the system font's calibration.)
  @Test func interShapesWithKerning() throws {
    let measurer = try #require(ShapedTextMeasurer())
    let width = measurer.uncorrectedWidth(of: "Hello, UIKit 2023", font: .body)
    #expect(abs(width - 136.0) < 0.01)
  }

  /// 登录 / 注册: the four ideographs come from the CJK font at about one em each
  /// (4 × 17 = 68) and " / " from Inter, so the whole is a little over 68 and well under 100.
  @Test func chineseTextFallsBackToTheCJKFont() throws {
    let measurer = try #require(ShapedTextMeasurer())
    let width = measurer.width(of: "登录 / 注册", font: .body)
    #expect(width > 68 && width < 90, "\(width)")
    let ideographs = measurer.width(of: "登录注册", font: .body)
    #expect(abs(ideographs - 68) < 2, "\(ideographs)")
  }

  /// Emoji are in neither font: one em each (before the system font's calibration).
  @Test func emojiGetAFixedAdvance() throws {
    let measurer = try #require(ShapedTextMeasurer())
    #expect(measurer.uncorrectedWidth(of: "🧋", font: .body) == 17)
  }

  /// The system font's calibration (SystemFontCalibration): "Hello, UIKit 2023" is 136 in
  /// Inter; SF's tracking at 17 pt is −26/1000 em = −0.442 after each of its 17 characters
  /// (−7.514); the class corrections of the Text cut, in em: 4 capitals × 0.0017 + 6 lower
  /// case × −0.0007 + 2 spaces × −0.0020 + 4 figures × 0.0046 (the comma gets none) = 0.0170,
  /// × 17 = 0.289: 128.775; times the regular weight's 0.99723: 128.418.
  @Test func theSystemFontIsCalibrated() throws {
    let measurer = try #require(ShapedTextMeasurer())
    let width = measurer.width(of: "Hello, UIKit 2023", font: .body)
    #expect(abs(width - (136 - 0.442 * 17 + 0.0170 * 17) * 0.99723) < 0.01, "\(width)")
    // A named font is measured as it is.
    let named = Font(size: 17, name: "Liberation Sans")
    #expect(measurer.width(of: "Hello", font: named) == measurer.uncorrectedWidth(of: "Hello", font: named))
  }

  /// Heavier weights are wider: semibold "Hello" beats regular "Hello".
  @Test func weightsUseTheirOwnFace() throws {
    let measurer = try #require(ShapedTextMeasurer())
    #expect(measurer.width(of: "Hello", font: Font(size: 17, weight: .semibold))
      > measurer.width(of: "Hello", font: .body))
  }

  /// A long text wrapped at 120 pt: every line fits, no word is lost, and the label is as
  /// tall as its lines (lines × 20.287109375, ceiled to the 3× grid).
  @Test func wrappedLinesFitTheirWidth() {
    let text = "A long text that will auto grow when it wraps"
    let size = layout.size(of: text, font: .body, lines: 0, wrapWidth: 120, scale: 3)
    let lines = layout.lineBreaks(text, font: .body, lines: 0, wrapWidth: 120)
    #expect(lines.count > 1)
    #expect(lines.count == size.lineCount)
    for line in lines { #expect(layout.width(of: line, font: .body) <= 120) }
    #expect(lines.joined(separator: " ") == text)
    #expect(size.height == ceilToPixels(Double(lines.count) * 20.287109375, scale: 3))
    #expect(size.width <= 120)
  }

  /// `lines = 2` keeps two lines however long the text.
  @Test func aLineLimitCapsTheHeight() {
    let text = "one two three four five six seven eight nine ten eleven twelve"
    let size = layout.size(of: text, font: .body, lines: 2, wrapWidth: 60, scale: 3)
    #expect(size.lineCount == 2)
  }
}

/// Heights come from San Francisco's metrics, rounded up to the pixel grid.
@Suite struct SystemFontLineMetricsTests {
  /// 17 × 2444 / 2048 = 20.287109375.
  @Test func lineHeightOfSeventeenPoints() {
    #expect(FontMetrics.lineHeight(.body) == 20.287109375)
  }

  /// 20.287 × 3 = 60.86 → 61 pixels → 20.3333 pt.
  @Test func aBodyLabelIs20_3333HighAt3x() {
    let size = TextLayout(measurer: ApproximateTextMeasurer()).size(of: "Hi", font: .body, scale: 3)
    #expect(abs(size.height - 61.0 / 3) < 1e-9)
  }

  /// title1 is 28 pt: 28 × 2444 / 2048 = 33.4140625; × 3 = 100.24 → 101 px → 33.6667 pt.
  @Test func aTitle1LabelIs33_6667HighAt3x() {
    let size = TextLayout(measurer: ApproximateTextMeasurer()).size(of: "Title", font: TextStyle.title1.font, scale: 3)
    #expect(abs(size.height - 101.0 / 3) < 1e-9)
  }

  /// A whole number of pixels stays put; anything more takes the next pixel.
  @Test func ceilingToPixels() {
    #expect(ceilToPixels(20, scale: 3) == 20)
    #expect(ceilToPixels(20.0001, scale: 2) == 20.5)
    #expect(ceilToPixels(17.900390625, scale: 2) == 18)
  }

  /// The stand-in measurer gives the same widths everywhere (it backs machines without fonts).
  @Test func theApproximationIsDeterministic() {
    let m = ApproximateTextMeasurer()
    // "Hi" = 2 × 0.55 em × 17 = 18.7.
    #expect(abs(m.width(of: "Hi", font: .body) - 18.7) < 1e-9)
    // Two ideographs = 2 em = 34.
    #expect(m.width(of: "登录", font: .body) == 34)
  }
}
