import Testing
import TextMetrics

@testable import LabSession

/// What a changing statement prints: every view that went, came or moved, undo and redo
/// included (before, a removal and the undo that brought it back printed no line for the
/// views, and redo printed nothing).
@Suite struct ChangeLinesTests {
  func session(_ lines: LineBox) -> Session {
    Session(
      textLayout: { TextLayout(measurer: ApproximateTextMeasurer()) },
      output: { lines.lines.append($0.text) },
      errorOutput: { _ in })
  }

  /// `a` fills the 393 × 852 root and holds `b`: removing `a` takes both; undo brings both
  /// back as new, at the frames they had; redo takes them again.
  @Test func removalsAndTheirUndoAreListed() {
    let lines = LineBox()
    let s = session(lines)
    #expect(s.run("add view a [.pin]\nadd view b to a { intrinsic = 10x10 }"))
    lines.lines.removeAll()
    #expect(s.run("remove a"))
    #expect(lines.lines == ["- a", "- b"])
    lines.lines.removeAll()
    #expect(s.run("undo"))
    #expect(lines.lines == ["undid 1 statement", "+ a  (0, 0, 393, 852)", "+ b  (0, 0, 10, 10)"])
    lines.lines.removeAll()
    #expect(s.run("redo"))
    #expect(lines.lines == ["redid 1 statement", "- a", "- b"])
  }

  /// A view never reported is not reported gone: undoing `add` in the same breath as it is
  /// made (a failed statement takes it back) prints nothing for it.
  @Test func aFailedStatementPrintsNoRemoval() {
    let lines = LineBox()
    let s = session(lines)
    #expect(!s.run("add view a { width == bogus.width }"))
    #expect(!lines.lines.contains { $0.hasPrefix("- ") })
  }
}
