import Testing

@testable import LabSession

/// Reports that must not be false (issue 36, items 6-8): a direction change reports no passing
/// conflict, lint is quiet on UIKit's controls at their own sizes and on a widget's anatomy,
/// and a conflict with the hidden size floor names the floor.
@Suite struct FalseReportTests {
  final class Lines { var all: [String] = [] }

  func run(_ script: String) -> (Session, [String]) {
    let lines = Lines()
    let session = Session(output: { lines.all.append($0.text) }, errorOutput: { lines.all.append($0.text) })
    session.run(script, keepGoing: true)
    return (session, lines.all)
  }

  /// A horizontal stack pinned on both sides, mirrored and mirrored back. Before, each change
  /// printed "Unable to simultaneously satisfy constraints" naming the stack's spacing, and
  /// afterwards nothing was broken.
  @Test func aDirectionChangeReportsNoPassingConflict() {
    let (s, lines) = run(
      """
      add hstack buttons { spacing = 12; distribution = .fillEqually }
      buttons.leading == root.leadingMargin
      buttons.trailing == root.trailingMargin
      buttons.top == root.safeArea.top
      add button a "One" to buttons
      add button b "Two" to buttons
      direction = rtl
      expect a.x == 186.667
      direction = ltr
      expect a.x == 0
      """)
    // (361 - 12) / 2 = 174.5 each; in right-to-left `a` is the right one, at 174.5 + 12 =
    // 186.5 in the stack, shown on the 3x grid as 186.667.
    #expect(!lines.contains { $0.contains("Unable to simultaneously satisfy constraints") }, "\(lines)")
    #expect(s.engine.brokenConstraints.isEmpty)
    #expect(s.outcome.failedExpectations == 0, "\(lines)")
  }

  /// A 51 × 31 switch, a filled button, a 350-wide button and a segmented control at their own
  /// heights, and a widget whose separator lies over its padding view: nothing to report.
  @Test func lintIsQuietOnUIKitsStandardControls() {
    let (_, lines) = run(
      """
      add switch s
      s.leading == root.leadingMargin; s.top == root.safeArea.top + 20
      add button filled "Go" { configuration = .filled }
      filled.leading == root.leadingMargin; filled.top == s.bottom + 20
      add button wide "Continue"
      wide.leading == root.leadingMargin; wide.top == filled.bottom + 20; wide.width == 350
      add segmented picker { items = ["One", "Two"] }
      picker.leading == root.leadingMargin; picker.top == wide.bottom + 20
      add list movies
      movies.leading == root.leading; movies.trailing == root.trailing
      movies.top == picker.bottom + 20; movies.bottom == root.safeArea.bottom
      add labelwidget name "Inception" to movies { separator.enabled = true }
      check
      """)
    #expect(
      lines.last == "no ambiguity, no broken constraints, nothing clipped, overlapping or truncated",
      "\(lines)")
  }

  /// A button squeezed to 20 × 20, below both 44 and its own size, is still a small target.
  @Test func aSqueezedControlIsASmallTarget() {
    let (_, lines) = run(
      """
      add button tiny "Delete"
      tiny.leading == root.leadingMargin; tiny.top == root.safeArea.top + 20; \
      tiny.width == 20; tiny.height == 20
      check
      """)
    #expect(
      lines.contains("smallTarget: tiny is 20 × 20, under 44 × 44 and below its own size (a warning)"),
      "\(lines)")
  }

  /// `p.height == -50` conflicts only with UIKit's unlisted `height >= 0`: UIKit's report
  /// lists the one constraint, and LayoutLab's note names the floor. Before, nothing did.
  @Test func aNegativeSizeNamesTheHiddenFloor() {
    let (_, lines) = run(
      "add view p; p.leading == root.leading; p.top == root.top; p.width == 10; p.height == -50")
    #expect(lines.contains { $0.contains("\"<NSLayoutConstraint:c4 UIView:p.height == -50   (active)>\"") })
    #expect(
      lines.last?.hasPrefix("note: UIKit keeps every view's width and height at 0 or more") == true,
      "\(lines)")
    #expect(
      lines.last?.hasSuffix("here `p.height >= 0` is what the listed constraints conflict with") == true)
  }

  /// A lastBaseline row of a 20.33-tall label then a 30-tall button: UIKit's row follows the
  /// label at the bottom and spans the button at the top, 30 - 5.67 = 24.33 tall, and the
  /// button sticks out 30 - (4 + 20.33) = 5.67 below. `check` says so and why (issue 36,
  /// item 18); before, it called the button clipped with unrounded numbers.
  @Test func aButtonStickingOutOfABaselineRowIsExplained() {
    let (_, lines) = run(
      """
      add hstack row { alignment = .lastBaseline; spacing = 8 }
      row.leading == root.leadingMargin; row.top == root.safeArea.top + 20
      add label l "Name" to row
      add button b "Edit" to row
      expect row.height == 24.3333
      check
      row.bottom >= b.bottom
      expect row.height == 30
      check
      """)
    #expect(!lines.contains { $0.hasPrefix("clipped:") }, "\(lines)")
    #expect(
      lines.contains {
        $0.hasPrefix(
          "baselineOverhang: b sticks out 5.66667 below row: "
            + "a lastBaseline stack takes its bottom from its first arranged view, l"
        )
      }, "\(lines)")
    #expect(lines.last == "no ambiguity, no broken constraints, nothing clipped, overlapping or truncated")
    #expect(!lines.contains { $0.contains("expectation failed") }, "\(lines)")
  }
}

/// One rounding rule (issue 36, item 19): `tree`, `explain`, `expect` and the JSON export read
/// the same pixel-rounded frame. Before, `explain`, `check`, the sweeps and the JSON
/// `rootFrame` printed the solver's raw value (196.5 beside `tree`'s 196.333).
@Suite struct OneRoundingRuleTests {
  @Test func everyCommandReadsTheRoundedFrame() {
    final class Lines { var all: [String] = [] }
    let lines = Lines()
    let session = Session(output: { lines.all.append($0.text) }, errorOutput: { lines.all.append($0.text) })
    // 393 × 0.5 = 196.5 wide, centred: x = 98.25, maxX = 294.75, on the 3x grid 98.333 and
    // 294.667, so 196.333 wide.
    session.run(
      """
      autoprint off
      add view a
      a.centerX == root.centerX; a.top == root.top; a.width == root.width * 0.5; a.height == 10
      frames a
      explain a.width
      expect a.width == 196.333
      export json
      """, keepGoing: true)
    #expect(
      lines.all.contains("a  (98.3333, 0, 196.333, 10)  root (98.3333, 0, 196.333, 10)"), "\(lines.all)")
    #expect(lines.all.contains("a.width is 196.333 (196.5 before rounding to pixels)"), "\(lines.all)")
    #expect(session.outcome.failedExpectations == 0)
    #expect(lines.all.contains { $0.contains(#""rootFrame": [98.3333, 0, 196.333, 10]"#) }, "\(lines.all)")
  }
}
