import Testing
import TextMetrics

/// Line breaking as UILabel does it (issue 12), measured with the deterministic approximate
/// measurer (0.55 em a letter, 0.28 em a space) so the expectations are hand-computable: at
/// 10 pt a letter is 5.5 wide, a space 2.8.
@Suite struct LineBreakTests {
  let layout = TextLayout(measurer: ApproximateTextMeasurer())
  let font = Font(size: 10)

  /// Word wrapping at 60: "aaaa bbbb cccc" — "aaaa bbbb" is 4 × 5.5 + 2.8 + 4 × 5.5 = 46.8,
  /// adding " cccc" makes 71.6 > 60: two lines, broken at the space.
  @Test func wordWrappingBreaksAtSpaces() {
    let lines = layout.lineBreaks("aaaa bbbb cccc", font: font, lines: 0, wrapWidth: 60)
    #expect(lines == ["aaaa bbbb", "cccc"])
  }

  /// Character wrapping at 30: 5 letters (27.5) fit, the sixth (33) does not: "abcde",
  /// "fghij", "k".
  @Test func characterWrappingBreaksAnywhere() {
    let lines = layout.lineBreaks("abcdefghijk", font: font, lines: 0, wrapWidth: 30, byCharacter: true)
    #expect(lines == ["abcde", "fghij", "k"])
  }

  /// Truncating "abcdefghij" (55 wide) to 30: the ellipsis counts as a letter (5.5), so the
  /// tail keeps 4 letters (22 + 5.5 = 27.5; 5 would be 33); the head keeps the last 4; the
  /// middle 2 and 2.
  @Test func truncationKeepsWhatFits() {
    #expect(layout.truncated("abcdefghij", font: font, width: 30, at: .tail) == "abcd…")
    #expect(layout.truncated("abcdefghij", font: font, width: 30, at: .head) == "…ghij")
    #expect(layout.truncated("abcdefghij", font: font, width: 30, at: .middle) == "ab…ij")
    #expect(layout.truncated("abc", font: font, width: 30, at: .tail) == "abc")
  }
}
