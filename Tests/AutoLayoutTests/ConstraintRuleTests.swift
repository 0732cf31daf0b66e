import Testing

@testable import AutoLayout

/// UIKit's validity rules, each a typed error that changes nothing.
@Suite struct ConstraintRuleTests {
  @Test func axesMustMatch() throws {
    let f = Fixture()
    let v = try f.add(.view, "v")
    #expect(throws: LayoutError.axisMismatch(.leading, .top)) {
      try f.constrain(v, .leading, .equal, f.root, .top)
    }
    #expect(f.engine.allConstraints.isEmpty)
  }

  @Test func sizesPairWithSizes() throws {
    let f = Fixture()
    let v = try f.add(.view, "v")
    #expect(throws: LayoutError.sizeWithPosition(.width, .left)) {
      try f.constrain(v, .width, .equal, f.root, .left)
    }
    // width == height (an aspect ratio) is fine.
    try f.constrain(v, .width, .equal, v, .height, multiplier: 2)
  }

  @Test func leadingNeverPairsWithLeft() throws {
    let f = Fixture()
    let v = try f.add(.view, "v")
    #expect(throws: LayoutError.directionalWithAbsolute(.leading, .left)) {
      try f.constrain(v, .leading, .equal, f.root, .left)
    }
  }

  /// NSLayoutConstraint throws "Mutating a priority from required to not on an installed
  /// constraint (or vice-versa) is not supported" (issue 36, item 3); before, 999 was taken.
  @Test func anActiveConstraintKeepsWhetherItIsRequired() throws {
    let f = Fixture()
    let v = try f.add(.view, "v")
    let width = try f.constrain(v, .width, constant: 100)
    #expect(throws: LayoutError.requiredPriorityChange(from: 1000, to: 999)) {
      try f.engine.setPriority(width, 999)
    }
    #expect(f.engine.constraint(width).priority == 1000)
    // Inactive, any change is fine; and between optional priorities, active or not.
    f.engine.setActive(width, false)
    try f.engine.setPriority(width, 999)
    f.engine.setActive(width, true)
    try f.engine.setPriority(width, 250)
    #expect(throws: LayoutError.requiredPriorityChange(from: 250, to: 1000)) {
      try f.engine.setPriority(width, 1000)
    }
    #expect(f.engine.constraint(width).priority == 250)
  }

  @Test func aPositionCannotEqualAConstant() throws {
    let f = Fixture()
    let v = try f.add(.view, "v")
    #expect(throws: LayoutError.positionEqualsConstant(.top)) {
      try f.constrain(v, .top, .equal, constant: 20)
    }
  }

  @Test func guidesHaveNoBaselines() throws {
    let f = Fixture()
    let label = try f.add(.label, "label")
    let guide = try f.add(.guide, "spacing")
    #expect(throws: LayoutError.baselineOnGuide("spacing")) {
      try f.constrain(guide, .firstBaseline, .equal, label, .firstBaseline)
    }
  }

  @Test func prioritiesStayWithin1To1000() throws {
    let f = Fixture()
    let v = try f.add(.view, "v")
    #expect(throws: LayoutError.invalidPriority(1001)) {
      try f.constrain(v, .width, .equal, constant: 1, priority: 1001)
    }
  }

  @Test func removingAViewTakesItsConstraints() throws {
    let f = Fixture()
    let card = try f.add(.view, "card")
    let label = try f.add(.label, "label", to: card)
    try f.constrain(label, .left, .equal, card, .left)
    try f.constrain(card, .left, .equal, f.root, .left)
    try f.engine.removeView(card)
    #expect(f.engine.allConstraints.isEmpty)
    #expect(f.engine.item(named: "label") == nil)
  }

  /// Moving a view keeps constraints inside its subtree and drops those to the outside.
  @Test func movingAViewDropsConstraintsToTheOutside() throws {
    let f = Fixture()
    let a = try f.add(.view, "a")
    let b = try f.add(.view, "b")
    let child = try f.add(.view, "child", to: a)
    let inner = try f.constrain(child, .width, .equal, constant: 10)
    let outer = try f.constrain(child, .left, .equal, a, .left)
    try f.engine.moveView(child, to: b)
    #expect(f.engine.exists(inner))
    #expect(!f.engine.exists(outer))
    #expect(throws: LayoutError.cycle("a", into: "a")) { try f.engine.moveView(a, to: a) }
  }
}
