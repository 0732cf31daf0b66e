import Testing
import TextMetrics

@testable import AutoLayout

/// `UISV-text-width-disambiguation` solved end to end: side-by-side multi-line labels share a
/// horizontal stack's width equally instead of trading it at equal priorities.
///
/// Widths come from `ApproximateTextMeasurer` so that they can be worked out by hand: at
/// 17 pt a Latin letter is 0.55 × 17 = 9.35 wide and a space 0.28 × 17 = 4.76, so the word
/// "abcde" is 5 × 9.35 = 46.75. A line is 2444/2048 × 17 = 20.287109375 high.
@Suite struct StackTextWidthTests {
  /// Twelve five-letter words: 12 × 46.75 + 11 × 4.76 = 613.36 on one line.
  let longText = Array(repeating: "abcde", count: 12).joined(separator: " ")

  /// A horizontal fill stack at (0, 100), 300 wide, spacing 10, holding two labels of
  /// `longText` with `lines = 0`.
  func twoLabels() throws -> (Fixture, ItemID, [ItemID]) {
    let f = Fixture(measurer: ApproximateTextMeasurer())
    let s = try f.add(.stack, "row")
    try f.constrain(s, .left, .equal, f.root, .left)
    try f.constrain(s, .top, .equal, f.root, .top, constant: 100)
    try f.constrain(s, .width, constant: 300)
    var configuration = StackConfiguration()
    configuration.spacing = 10
    f.engine.setStackConfiguration(s, configuration)
    var labels: [ItemID] = []
    for name in ["left", "right"] {
      let label = try f.add(.label, name, to: s)
      f.engine.setText(label, longText)
      f.engine.setLines(label, 0)
      f.engine.arrange(label, in: s)
      labels.append(label)
    }
    return (f, s, labels)
  }

  @Test func sideBySideMultiLineLabelsShareTheWidth() throws {
    // n = 2: each label.width == 1/2 × 300 − 10 × (2 − 1)/2 = 150 − 5 = 145 @760, which beats
    // both labels' compression resistance (750) of their 613.36-wide single line; the right
    // label starts at 145 + 10 = 155.
    // At 145 a line holds two words (46.75 + 4.76 + 46.75 = 98.26; three would be
    // 98.26 + 4.76 + 46.75 = 149.77 > 145), so twelve words wrap into 6 lines:
    // 6 × 20.287109375 = 121.72265625, rounded up to thirds of a point: 365.17 → 366 → 122.
    // Fill alignment makes the stack as high as the labels.
    let (f, s, labels) = try twoLabels()
    #expect(close(f.frame(labels[0]), Rect(x: 0, y: 0, width: 145, height: 122)))
    #expect(close(f.frame(labels[1]), Rect(x: 155, y: 0, width: 145, height: 122)))
    #expect(close(f.frame(s), Rect(x: 0, y: 100, width: 300, height: 122)))
    #expect(f.engine.textLineCount(labels[0]) == 6)
    #expect(f.engine.textLineCount(labels[1]) == 6)
    // The wrapped text is 98.26 wide (295 / 3 = 98.3333 rounded up to pixels): the 760 share
    // holds the label at 145 over hugging @250.
    #expect(f.engine.intrinsicSize(of: labels[0]).width == 295.0 / 3)
    #expect(f.engine.ambiguousAxes(of: labels[0]).isEmpty)
    #expect(f.engine.ambiguousAxes(of: labels[1]).isEmpty)
  }

  /// The share is an upper bound (`<=` @950), so short multi-line labels in an equalSpacing
  /// stack keep their text widths, as Xcode stores them (two labels of 104.5 and 106.5 in a
  /// 382-wide stack, `docs/stacks.md`), where the legacy `==` @760 stretched both to the
  /// share. "abcde" is 46.75, 47 on the 3× grid; the right one ends at the stack's end: 300 −
  /// 47 = 253.
  @Test func shortMultiLineLabelsKeepTheirTextWidths() throws {
    let (f, s, labels) = try twoLabels()
    var configuration = StackConfiguration()
    configuration.spacing = 10
    configuration.distribution = .equalSpacing
    f.engine.setStackConfiguration(s, configuration)
    for label in labels { f.engine.setText(label, "abcde") }
    f.engine.layout()
    #expect(close(f.frame(labels[0]), Rect(x: 0, y: 0, width: 47, height: 61.0 / 3)))
    #expect(close(f.frame(labels[1]), Rect(x: 253, y: 0, width: 47, height: 61.0 / 3)))
  }

  @Test func aLabelBackOnOneLineLosesItsShare() throws {
    // Two constraints, one per multi-line label; `lines = 1` on the left one leaves the right
    // one's (n is still 2: both are visible).
    let (f, _, labels) = try twoLabels()
    f.engine.layout()
    func shares() -> [ItemID] {
      f.engine.allConstraints.filter {
        f.engine.constraint($0).identifier == "UISV-text-width-disambiguation"
      }
      .map { f.engine.constraint($0).first.item }
    }
    #expect(shares() == labels)
    f.engine.setLines(labels[0], 1)
    f.engine.layout()
    #expect(shares() == [labels[1]])
  }
}
