import Testing
import TextMetrics

/// Text styles at content size categories: Apple's HIG "Dynamic Type sizes" table (iOS).
@Suite struct DynamicTypeTests {
  /// Every text style at three categories, xSmall, Large (the default) and AX5, as Apple's
  /// table lists them.
  @Test func everyTextStyleAtThreeCategories() {
    let expected: [(TextStyle, Double, Double, Double)] = [
      (.largeTitle, 31, 34, 60), (.title1, 25, 28, 58), (.title2, 19, 22, 56), (.title3, 17, 20, 55),
      (.headline, 14, 17, 53), (.body, 14, 17, 53), (.callout, 13, 16, 51), (.subheadline, 12, 15, 49),
      (.footnote, 12, 13, 44), (.caption1, 11, 12, 43), (.caption2, 11, 11, 41),
    ]
    for (style, xSmall, large, ax5) in expected {
      #expect(style.font.scaled(to: .extraSmall).size == xSmall, "\(style)")
      #expect(style.font.scaled(to: .large).size == large, "\(style)")
      #expect(style.font.scaled(to: .accessibilityExtraExtraExtraLarge).size == ax5, "\(style)")
      // The default size is the style's own.
      #expect(style.font.size == large)
    }
  }

  /// A font that is not a text style does not scale (UIFont.systemFont(ofSize: 17)); a text
  /// style keeps its weight and traits when it does.
  @Test func onlyTextStylesScale() {
    #expect(Font(size: 17).scaled(to: .accessibilityLarge).size == 17)
    var headline = TextStyle.headline.font
    headline.italic = true
    let big = headline.scaled(to: .accessibilityLarge)
    #expect(big.size == 33 && big.weight == .semibold && big.italic)
  }
}
