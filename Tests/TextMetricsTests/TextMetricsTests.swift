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

  /// The reference's figure, exactly: "Hello" in the system font at 17 pt is 38.814453125 on
  /// iOS. SF's advances in 1/2048 em (SystemFontAdvances) H 1520 + e 1170 + l 518 + l 518 +
  /// o 1210 = 4936, less 52 units of tracking after each of the 5 = 4676; SF kerns none of
  /// He, el, ll, lo; 4676 / 2048 × 17 = 38.814453125.
  @Test func helloIsAsWideAsOnAnIPhone() throws {
    let measurer = try #require(ShapedTextMeasurer())
    #expect(measurer.width(of: "Hello", font: .body) == 38.814453125)
  }

  /// The reference's other figure, "This is a test string" at 17 pt, 144.09326171875, was
  /// logged on iOS 11: exactly 17359 units of 1/2048 em. Today's SF gives its characters
  /// 18368 units, less 52 of tracking after each of the 21 (iOS 11 tracked 48: Apple's older
  /// table says −24/1000 em at 17 pt, today's −26) and SF's kerning of te (−15) and st (−10,
  /// twice): 17241 / 2048 × 17 = 143.11376953125, 143.3333 on the 3× grid against iOS 11's
  /// 144.3333. LayoutLab follows current iOS; the row stays in the calibration table.
  @Test func aTestStringMeasuresAsOnCurrentIOS() throws {
    let measurer = try #require(ShapedTextMeasurer())
    #expect(measurer.width(of: "This is a test string", font: .body) == 17241.0 / 2048 * 17)
  }

  /// SF's kerning (SystemFontKerning): "Token" at 17 pt is T 1298 + o 1210 + k 1112 + e 1170 +
  /// n 1195 = 5985 units, less 5 × 52 of tracking, less SF's To (−200) and ke (−50): 5475 /
  /// 2048 × 17 = 45.44677734375. Interface Builder stored 46 for it (on a whole-point grid);
  /// unkerned it would be 47.52.
  @Test func sfKernsItsPairs() throws {
    let measurer = try #require(ShapedTextMeasurer())
    #expect(measurer.width(of: "Token", font: .body) == 45.44677734375)
  }

  /// Above 17 pt SF's kerning moves towards its Display values (SystemFontKerning): at 18 pt
  /// the blend is 0.045471, so To's −200 (Text) and −270 (Display) give −203.183 units; with
  /// T 1298 + o 1210 and Apple's tracking at 18 pt (−25/1000 em = −51.2 units, twice):
  /// (2508 − 102.4 − 203.18297) / 2048 × 18 = 19.356.
  @Test func kerningBlendsTowardsDisplayAboveSeventeenPoints() throws {
    let measurer = try #require(ShapedTextMeasurer())
    let width = measurer.width(of: "To", font: Font(size: 18))
    #expect(abs(width - (2508 - 102.4 - 203.18297) / 2048 * 18) < 1e-6, "\(width)")
  }

  /// Bold has its own advances and kerning: "To" in bold at 17 pt is T 1352 + o 1269, less 2 ×
  /// 52 of tracking, less bold's To (−190): 2327 / 2048 × 17 = 19.31591796875. Semibold lies
  /// two thirds of the way from regular (T 1298 + o 1210 − 104 − 200 = 2204) to bold: 2286 /
  /// 2048 × 17 = 18.9755859375.
  @Test func boldHasItsOwnAdvancesAndSemiboldLiesBetween() throws {
    let measurer = try #require(ShapedTextMeasurer())
    #expect(measurer.width(of: "To", font: Font(size: 17, weight: .bold)) == 19.31591796875)
    #expect(
      abs(measurer.width(of: "To", font: Font(size: 17, weight: .semibold)) - 2286.0 / 2048 * 17) < 1e-9)
  }

  /// A character outside ASCII is measured with the calibrated Inter (SystemFontCalibration):
  /// "é" in "café" adds Inter's é, SF's tracking (−26/1000 em × 17 = −0.442) and the lower
  /// case correction (−0.0007 em × 17), times the regular weight's 0.99723; "caf" is SF's.
  @Test func otherCharactersUseTheCalibratedStandIn() throws {
    let measurer = try #require(ShapedTextMeasurer())
    let e = measurer.uncorrectedWidth(of: "é", font: .body)
    let added = measurer.width(of: "café", font: .body) - measurer.width(of: "caf", font: .body)
    #expect(abs(added - (e - 0.442 - 0.0007 * 17) * 0.99723) < 1e-9, "\(added)")
  }

  /// From 20 pt (SF's Display cut, which SF's measured advances do not cover) the system font
  /// is the calibrated Inter: at 24 pt "Hello, UIKit 2023" is Inter Display's width plus SF's
  /// tracking (+15/1000 em × 24 = +0.36 after each of 17 characters) and the Display cut's
  /// class corrections (4 capitals × 0.0266 + 6 lower case × −0.0099 + 2 spaces × −0.0066 + 4
  /// figures × 0.0130, in em, = 0.0858, × 24 = 2.0592), times the regular weight's 0.99723.
  @Test func theDisplayCutIsTheCalibratedStandIn() throws {
    let measurer = try #require(ShapedTextMeasurer())
    let font = Font(size: 24)
    let inter = measurer.uncorrectedWidth(of: "Hello, UIKit 2023", font: font)
    let width = measurer.width(of: "Hello, UIKit 2023", font: font)
    #expect(abs(width - (inter + 0.36 * 17 + 0.0858 * 24) * 0.99723) < 1e-6, "\(width)")
    // A named font is measured as it is.
    let named = Font(size: 17, name: "Liberation Sans")
    #expect(measurer.width(of: "Hello", font: named) == measurer.uncorrectedWidth(of: "Hello", font: named))
  }

  /// Heavier weights are wider: semibold "Hello" beats regular "Hello".
  @Test func weightsUseTheirOwnFace() throws {
    let measurer = try #require(ShapedTextMeasurer())
    #expect(
      measurer.width(of: "Hello", font: Font(size: 17, weight: .semibold))
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
    let size = TextLayout(measurer: ApproximateTextMeasurer()).size(
      of: "Title", font: TextStyle.title1.font, scale: 3)
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
