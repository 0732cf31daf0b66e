import Testing

@testable import TextMetrics

/// Named fonts' line heights: iOS's own metrics where known, without the line gap
/// (docs/research/named-font-metrics.md).
@Suite struct NamedFontMetricsTests {
  /// Single-line Helvetica Neue labels Interface Builder stored at 2× (their heights are
  /// the line height rounded up to the half point): regular 14 → 14 × 1.165 = 16.31 → 16.5;
  /// regular 34 → 39.61 → 40; Bold 22 → 22 × 1.192 = 26.224 → 26.5; Light 21 → 21 × 1.18 =
  /// 24.78 → 25. With the line gap (28 or 29 per 1000) each would be half a point taller
  /// (16.70 → 17, 40.56 → 41, 26.86 → 27, 25.39 → 25.5).
  @Test func helveticaNeueLabelsAreAsTallAsInterfaceBuilderStoredThem() {
    let cases: [(String, Double, Double)] = [
      ("HelveticaNeue", 14, 16.5), ("HelveticaNeue", 34, 40), ("HelveticaNeue-Bold", 22, 26.5),
      ("HelveticaNeue-Light", 21, 25),
    ]
    for (name, size, stored) in cases {
      let height = ceilToPixels(FontMetrics.lineHeight(Font(size: size, name: name)), scale: 2)
      #expect(height == stored, "\(name) \(size)")
    }
  }

  /// UIFont adds 15% of ascent + descent to Helvetica: printed on iOS, Helvetica 17 has
  /// ascender 15.6403 ((1577 + 307.2) / 2048 × 17) and lineHeight 19.55 (1.15 × 17).
  @Test func helveticaGetsUIFontsFifteenPercent() {
    let font = Font(size: 17, name: "Helvetica")
    #expect(abs(FontMetrics.lineHeight(font) - 19.55) < 1e-9)
    #expect(abs(FontMetrics.ascender(font) - 15.64033203125) < 1e-9)
  }

  /// A family iOS's table does not list is measured with its file's hhea metrics, still
  /// without the gap: Liberation Sans (installed by scripts/install-deps) has 2048 units per
  /// em, ascender 1854, descender 434, line gap 67: 17 × 2288 / 2048 = 18.992 → 19 at 3×
  /// (with the gap, 19.548 → 19.6667).
  @Test func aFontFilesMetricsLeaveOutItsLineGap() {
    let font = Font(size: 17, name: "Liberation Sans")
    #expect(abs(FontMetrics.lineHeight(font) - 17.0 * 2288 / 2048) < 1e-9)
    #expect(ceilToPixels(FontMetrics.lineHeight(font), scale: 3) == 19)
  }

  /// The system font keeps SF's metrics, and a family with neither iOS metrics nor a file
  /// falls back to them too: 17 × 2444 / 2048.
  @Test func unknownFamiliesUseSanFranciscosMetrics() {
    #expect(FontMetrics.lineHeight(Font(size: 17)) == 20.287109375)
    #expect(FontMetrics.lineHeight(Font(size: 17, name: "No Such Family Anywhere")) == 20.287109375)
  }
}
