import Testing

@testable import LabSession

/// Reports that must not be false (issue 36, items 6-8): a direction change reports no passing
/// conflict, lint is quiet on UIKit's controls at their own sizes and on a widget's anatomy,
/// and a conflict with the hidden size floor names the floor.
@Suite struct FalseReportTests {
  final class Lines { var all: [String] = [] }

  func run(_ script: String) -> (Session, [String]) {
    let lines = Lines()
    let session = Session(output: { lines.all.append($0) }, errorOutput: { lines.all.append($0) })
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
    #expect(s.failedExpectations == 0, "\(lines)")
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
    #expect(lines.last == "no ambiguity, no broken constraints, nothing clipped, overlapping or truncated", "\(lines)")
  }

  /// A button squeezed to 20 × 20, below both 44 and its own size, is still a small target.
  @Test func aSqueezedControlIsASmallTarget() {
    let (_, lines) = run(
      """
      add button tiny "Delete"
      tiny.leading == root.leadingMargin; tiny.top == root.safeArea.top + 20; tiny.width == 20; tiny.height == 20
      check
      """)
    #expect(lines.contains("smallTarget: tiny is 20 × 20, under 44 × 44 and below its own size (a warning)"), "\(lines)")
  }

  /// `p.height == -50` conflicts only with UIKit's unlisted `height >= 0`: UIKit's report
  /// lists the one constraint, and LayoutLab's note names the floor. Before, nothing did.
  @Test func aNegativeSizeNamesTheHiddenFloor() {
    let (_, lines) = run("add view p; p.leading == root.leading; p.top == root.top; p.width == 10; p.height == -50")
    #expect(lines.contains { $0.contains("\"<NSLayoutConstraint:c4 UIView:p.height == -50   (active)>\"") })
    #expect(lines.last?.hasPrefix("note: UIKit keeps every view's width and height at 0 or more") == true, "\(lines)")
    #expect(lines.last?.hasSuffix("here `p.height >= 0` is what the listed constraints conflict with") == true)
  }
}
