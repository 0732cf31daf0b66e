import Testing

@testable import AutoLayout

@Suite struct ConflictAndAmbiguityTests {
  /// width == 100 then width == 200, both required: the second breaks, the report lists both
  /// in UIKit's form; removing the first heals it (re-admitted, width 200).
  @Test func aConflictIsReportedAndHeals() throws {
    let f = Fixture()
    let box = try f.add(.view, "box")
    try f.pinTopLeft(box, to: f.root)
    try f.constrain(box, .height, .equal, constant: 10)
    let first = try f.constrain(box, .width, .equal, constant: 100)
    let second = try f.constrain(box, .width, .equal, constant: 200)
    #expect(f.engine.isBroken(second))
    #expect(f.engine.brokenConstraints == [second])
    let reports = f.engine.takeConflictReports()
    #expect(reports.count == 1)
    let text = try #require(reports.first?.text)
    #expect(text.hasPrefix("Unable to simultaneously satisfy constraints."))
    #expect(text.contains("\"<NSLayoutConstraint:c4 UIView:box.width == 100   (active)>\","))
    #expect(
      text.contains(
        "Will attempt to recover by breaking constraint \n"
          + "<NSLayoutConstraint:c5 UIView:box.width == 200   (active)>"
      ))
    #expect(f.frame(box).width == 100)
    f.engine.removeConstraint(first)
    #expect(!f.engine.isBroken(second))
    #expect(f.frame(box).width == 200)
    #expect(f.engine.takeConflictReports().isEmpty)
  }

  /// A constant change that cannot hold breaks that constraint until it fits again.
  @Test func anImpossibleConstantBreaksItsConstraint() throws {
    let f = Fixture()
    let box = try f.add(.view, "box")
    try f.pinTopLeft(box, to: f.root)
    try f.constrain(box, .height, .equal, constant: 10)
    try f.constrain(box, .width, .lessThanOrEqual, constant: 100)
    let width = try f.constrain(box, .width, .equal, constant: 50)
    try f.engine.setConstant(width, 150)
    #expect(f.engine.isBroken(width))
    #expect(f.engine.takeConflictReports().count == 1)
    try f.engine.setConstant(width, 80)
    #expect(!f.engine.isBroken(width))
    #expect(f.frame(box).width == 80)
  }

  /// Two labels side by side across the root, both hugging at 250: which one stretches is
  /// not decided, so both are ambiguous horizontally (Xcode says so too). A 251 on one cures it.
  @Test func equalHuggingIsAmbiguousUntilA251() throws {
    let f = Fixture()
    let a = try f.add(.label, "a")
    let b = try f.add(.label, "b")
    f.engine.setText(a, "Name")
    f.engine.setText(b, "Value")
    try f.constrain(a, .leading, .equal, f.root, .leading)
    try f.constrain(b, .leading, .equal, a, .trailing)
    try f.constrain(b, .trailing, .equal, f.root, .trailing)
    try f.constrain(a, .top, .equal, f.root, .top)
    try f.constrain(b, .top, .equal, f.root, .top)
    f.engine.layout()
    #expect(f.engine.ambiguousAxes(of: a) == [.horizontal])
    #expect(f.engine.ambiguousAxes(of: b) == [.horizontal])
    try f.engine.setHugging(a, .horizontal, 251)
    f.engine.layout()
    #expect(f.engine.ambiguousAxes(of: a).isEmpty)
    #expect(f.engine.ambiguousAxes(of: b).isEmpty)
    // The 251 hugs: a keeps its text width, b takes the rest.
    #expect(f.engine.frame(of: a).width == f.engine.intrinsicSize(of: a).width)
  }

  /// An unconstrained view is ambiguous on both axes; the root never is.
  @Test func unconstrainedViewsAreAmbiguous() throws {
    let f = Fixture()
    let v = try f.add(.view, "v")
    f.engine.layout()
    #expect(f.engine.ambiguousAxes(of: v) == [.horizontal, .vertical])
    #expect(f.engine.ambiguousAxes(of: f.root).isEmpty)
  }

  /// `explain` names the constraints that put an edge where it is.
  @Test func explainNamesTheBindingConstraints() throws {
    let f = Fixture()
    let v = try f.add(.view, "v")
    let left = try f.constrain(v, .left, .equal, f.root, .left, constant: 20)
    try f.constrain(v, .width, .equal, constant: 50)
    f.engine.layout()
    let why = f.engine.explain(Anchor(v, .left))
    #expect(why.value == 20)
    #expect(why.constraints == [left])
    #expect(why.isDetermined)
    // One step back: the root's left edge, at 0.
    #expect(why.steps.first?.other == Anchor(f.root, .left))
    #expect(why.steps.first?.otherValue == 0)
  }
}
