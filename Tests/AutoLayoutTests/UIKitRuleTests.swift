import Testing
import TextMetrics

@testable import AutoLayout

/// UIKit's unwritten rules (issue 9), one behaviour per test, each with its source. The
/// evidence is gathered in `docs/engine.md`; public conflict logs are rebuilt in
/// `Tests/Scripts/public-logs.lab`.
@Suite struct UIKitRuleTests {
  // MARK: - Sizes are never negative

  /// `a.width == -16` alone cannot hold: reported, broken, and the view is 0 wide (the broken
  /// constraint still pulls, and 0 is as close to −16 as a width gets). Source: a lone
  /// `UIView.width == -16` reported as unsatisfiable in TOCropViewController issue 479.
  @Test func aNegativeWidthIsAConflictAndTheViewIsZeroWide() throws {
    let f = Fixture()
    let a = try f.add(.view, "a")
    try f.pinTopLeft(a, to: f.root)
    try f.constrain(a, .height, constant: 10)
    let width = try f.constrain(a, .width, constant: -16)
    #expect(f.frame(a) == Rect(x: 0, y: 0, width: 0, height: 10))
    #expect(f.engine.isBroken(width))
    let reports = f.engine.takeConflictReports()
    #expect(reports.count == 1)
    // The size floor is never listed: the set is the one constraint.
    #expect(reports.first?.constraintDescriptions.count == 1)
    #expect(f.engine.ambiguousAxes(of: a).isEmpty)
  }

  /// A 0-high container whose label is pinned 8 from its top and bottom needs a −16-high label:
  /// a conflict of three equalities (height, top, bottom), none of them the floor.
  @Test func contentPaddedInsideAZeroHighContainerConflicts() throws {
    let f = Fixture()
    let c = try f.add(.view, "c")
    try f.pinTopLeft(c, to: f.root)
    try f.constrain(c, .width, constant: 100)
    try f.constrain(c, .height, constant: 0)
    let label = try f.add(.label, "l", to: c)
    f.engine.setText(label, "Hi")
    try f.constrain(label, .leading, .equal, c, .leading)
    try f.constrain(label, .top, .equal, c, .top, constant: 8)
    try f.constrain(c, .bottom, .equal, label, .bottom, constant: 8)
    f.engine.layout()
    let reports = f.engine.takeConflictReports()
    #expect(reports.count == 1)
    #expect(reports.first?.constraintDescriptions.count == 3)
    #expect(!(reports.first?.text.contains("floor") ?? true))
    #expect(f.engine.frame(of: label).height >= 0)
  }

  /// A negative optional size yields to the floor without a report: `width == -16 @750` on a
  /// view gives width 0.
  @Test func anOptionalNegativeSizeYieldsQuietly() throws {
    let f = Fixture()
    let a = try f.add(.view, "a")
    try f.pinTopLeft(a, to: f.root)
    try f.constrain(a, .height, constant: 10)
    try f.constrain(a, .width, constant: -16, priority: 750)
    #expect(f.frame(a).width == 0)
    #expect(f.engine.takeConflictReports().isEmpty)
  }

  // MARK: - Which constraint breaks

  /// Two widths made one after the other, 20 then 40: the newer breaks, as UIKit broke
  /// `width == 40` in ZevEisenberg/ConstraintConflicter (Rightpoint's "WTF to FTW", 2019).
  /// The proof row is 20 + d₁ − d₂ = 0 (markers d = −expression): no older marker has a
  /// negative coefficient, so the newcomer breaks.
  @Test func theNewerOfTwoWidthsBreaks() throws {
    let f = Fixture()
    let a = try f.add(.view, "a")
    try f.pinTopLeft(a, to: f.root)
    try f.constrain(a, .height, constant: 10)
    let w20 = try f.constrain(a, .width, constant: 20)
    let w40 = try f.constrain(a, .width, constant: 40)
    #expect(!f.engine.isBroken(w20) && f.engine.isBroken(w40))
    #expect(f.frame(a).width == 20)
  }

  /// Two bottoms to the superview, −24 then −32: the older breaks, as UIKit broke SnapKit's
  /// line 61 (−24) before line 62 (−32) in unstoppable-wallet-ios issue 1731. The proof row is
  /// 8 − d₁ + d₂ = 0: the older marker's coefficient is negative, so it breaks.
  @Test func theOlderOfTwoBottomsBreaks() throws {
    let f = Fixture()
    let b = try f.add(.view, "b")
    try f.constrain(b, .left, .equal, f.root, .left)
    try f.constrain(b, .width, constant: 100)
    try f.constrain(b, .height, constant: 30)
    let minus24 = try f.constrain(b, .bottom, .equal, f.root, .bottom, constant: -24)
    let minus32 = try f.constrain(b, .bottom, .equal, f.root, .bottom, constant: -32)
    #expect(f.engine.isBroken(minus24) && !f.engine.isBroken(minus32))
    // 852 − 32 − 30 = 790.
    #expect(f.frame(b).y == 790)
  }

  /// A stack's own constraint is never broken while an app constraint is in the set: a
  /// fillEqually stack of two views, one of them fixed at 50 wide, in a stack fixed at 300:
  /// equal widths (the stack's) and 50 (the app's) cannot both hold with 300; the app's breaks.
  @Test func appConstraintsBreakBeforeTheStacks() throws {
    let (f, stack, items) = try stackFixture(
      .horizontal, { $0.distribution = .fillEqually }, items: [(nil, 10), (nil, 10)])
    try f.constrain(stack, .width, constant: 300)
    let fixed = try f.constrain(items[0], .width, constant: 50)
    f.engine.layout()
    #expect(f.engine.isBroken(fixed))
    #expect(f.engine.brokenConstraints == [fixed])
    // The broken 50 still pulls harder than anything optional, but equal widths hold: 150 each.
    #expect(f.frame(items[0]).width == 150)
  }

  /// A broken constraint stays in force as the strongest wish (UIKit keeps it with an error
  /// priced above every optional priority; Apple's guide: the engine "continues to break
  /// constraints until it finds a valid layout"): `width >= 200` broken by a required
  /// `width <= 100` still beats a `width == 50 @999` wish, so the width is 100, not 50.
  @Test func aBrokenConstraintStillPullsWhereItCan() throws {
    let f = Fixture()
    let a = try f.add(.view, "a")
    try f.pinTopLeft(a, to: f.root)
    try f.constrain(a, .height, constant: 10)
    try f.constrain(a, .width, .lessThanOrEqual, constant: 100)
    try f.constrain(a, .width, constant: 50, priority: 999)
    let tooWide = try f.constrain(a, .width, .greaterThanOrEqual, constant: 200)
    // width >= 200 breaks (the newest app constraint of an inequality conflict).
    #expect(f.engine.isBroken(tooWide))
    #expect(f.frame(a).width == 100)
  }

  // MARK: - Right-to-left

  /// On a 393-wide root in right-to-left, `box.leading == root.leading + 20` with width 100
  /// puts the box at x = 393 − 20 − 100 = 273; `b.leading == box.trailing + 8` (50 wide) ends
  /// 8 left of the box: 273 − 8 − 50 = 215. Source: Apple's Auto Layout Guide, "Anatomy of a
  /// Constraint": leading and trailing follow the language's direction.
  @Test func rightToLeftConstantsGrowTowardsTheTrailingEdge() throws {
    let f = Fixture()
    f.engine.setDirection(.rightToLeft)
    let box = try f.add(.view, "box")
    try f.constrain(box, .leading, .equal, f.root, .leading, constant: 20)
    try f.constrain(box, .width, constant: 100)
    try f.constrain(box, .top, .equal, f.root, .top)
    try f.constrain(box, .height, constant: 10)
    let b = try f.add(.view, "b")
    try f.constrain(b, .leading, .equal, box, .trailing, constant: 8)
    try f.constrain(b, .width, constant: 50)
    try f.constrain(b, .top, .equal, f.root, .top)
    try f.constrain(b, .height, constant: 10)
    #expect(f.frame(box).x == 273)
    #expect(f.frame(b).x == 215)
    // Back to left-to-right: 20 and 20 + 100 + 8 = 128.
    f.engine.setDirection(.leftToRight)
    #expect(f.frame(box).x == 20 && f.frame(b).x == 128)
  }

  /// `a.leading >= root.leading + 20` in right-to-left keeps a at least 20 from the right edge.
  @Test func rightToLeftInequalitiesFlipWithTheDirection() throws {
    let f = Fixture()
    f.engine.setDirection(.rightToLeft)
    let a = try f.add(.view, "a")
    try f.constrain(a, .width, constant: 100)
    try f.constrain(a, .top, .equal, f.root, .top)
    try f.constrain(a, .height, constant: 10)
    try f.constrain(a, .leading, .greaterThanOrEqual, f.root, .leading, constant: 20)
    try f.constrain(a, .left, .equal, f.root, .left, constant: 300, priority: 500)
    // Wanted at x 300 (right edge 400) but the right edge must stay <= 393 − 20 = 373: x = 273.
    #expect(f.frame(a).x == 273)
  }

  /// A horizontal stack in right-to-left lays its items from the right: 30 and 40 wide with
  /// spacing 10 in a stack pinned at the root's left: the stack is 30 + 10 + 40 = 80 wide; the
  /// first item at 80 − 30 = 50, the second at 50 − 10 − 40 = 0.
  @Test func aRightToLeftStackRunsFromTheRight() throws {
    let (f, stack, items) = try stackFixture(.horizontal, { $0.spacing = 10 }, items: [(30, 20), (40, 20)])
    f.engine.setDirection(.rightToLeft)
    #expect(f.frame(stack).width == 80)
    #expect(f.frame(items[0]).x == 50)
    #expect(f.frame(items[1]).x == 0)
  }

  // MARK: - Root margins

  /// Side margins of the root: 16 below 414 points wide, 20 from 414 (Interface Builder files:
  /// 16 at 320, 375 and 390; 20 at 414 and 430; `docs/engine.md`). iPhone 15 (393) → 16,
  /// iPhone 15 Pro Max (430) → 20, iPhone SE (375) → 16.
  @Test func rootMarginsAreTwentyFrom414PointsWide() throws {
    let cases: [(Device, Double)] = [("iphone15", 16.0), ("iphone15promax", 20), ("se", 16)].compactMap {
      name, side in Device.named(name).map { ($0, side) }
    }
    #expect(cases.count == 3)
    for (device, side) in cases {
      let f = Fixture(device: device)
      let v = try f.add(.view, "v")
      try f.constrain(v, .leading, .equal, f.root, .leadingMargin)
      try f.constrain(v, .trailing, .equal, f.root, .trailingMargin)
      try f.constrain(v, .top, .equal, f.root, .top)
      try f.constrain(v, .height, constant: 10)
      #expect(f.frame(v).x == side, "\(device.name)")
    }
    // The size itself decides: a 414-wide override of the iPhone 15 gets 20.
    let f = Fixture()
    var screen = Screen(device: .iphone15)
    screen.sizeOverride = (414, 896)
    f.engine.setScreen(screen)
    let v = try f.add(.view, "v")
    try f.constrain(v, .leading, .equal, f.root, .leadingMargin)
    try f.constrain(v, .top, .equal, f.root, .top)
    #expect(f.frame(v).x == 20)
  }

  // MARK: - Alignment rects

  /// iOS 13–18: a switch pinned 18 from its superview's trailing edge: its alignment rect (49
  /// wide) ends at 393 − 18 = 375, its frame (51 wide) 2 points further, at 377: x = 377 − 51
  /// = 326. Source: storyboards saved by Xcode 9 to 16 store a switch's frame 2 past such a
  /// line; its intrinsic size is 49 × 31 (Open Radar 31777116).
  @Test func aSwitchsFrameReachesTwoPastItsAlignmentRect() throws {
    let f = Fixture(generation: .ios18)
    let s = try f.add(.switch, "s")
    try f.constrain(s, .trailing, .equal, f.root, .trailing, constant: -18)
    try f.constrain(s, .top, .equal, f.root, .top, constant: 100)
    #expect(f.frame(s) == Rect(x: 326, y: 100, width: 51, height: 31))
    #expect(f.engine.value(of: Anchor(s, .width)) == 49)
  }

  /// iOS 26: the switch is 63 × 28 and its frame is its alignment rect: 393 − 18 − 63 = 312.
  /// Source: files Xcode 26 re-measured (twelve repositories; docs/research/ios26-controls.md).
  /// Turning the setting back gives iOS 18's insets again (the user set none).
  @Test func anIOS26SwitchIs63By28() throws {
    let f = Fixture()
    let s = try f.add(.switch, "s")
    try f.constrain(s, .trailing, .equal, f.root, .trailing, constant: -18)
    try f.constrain(s, .top, .equal, f.root, .top, constant: 100)
    #expect(f.frame(s) == Rect(x: 312, y: 100, width: 63, height: 28))
    f.use(.ios18)
    f.engine.layout()
    #expect(f.frame(s) == Rect(x: 326, y: 100, width: 51, height: 31))
  }

  /// iOS 13–18: a slider in a vertical stack takes 30 points (its alignment rect), its frame
  /// 31, and is 2 wider on each side: in a 200-wide stack at (0, 100), the slider's frame is
  /// (−2, 0, 204, 31) and the next view starts at 30. iOS 26: 34 high, its frame its alignment
  /// rect: (0, 0, 200, 34), the next view at 34.
  @Test func aSliderTakesThirtyPointsInAStack() throws {
    let (f, stack, items) = try stackFixture(.vertical, items: [(nil, 10)])
    f.use(.ios18)
    try f.constrain(stack, .width, constant: 200)
    let slider = try f.add(.slider, "slider", to: stack)
    f.engine.arrange(slider, in: stack, at: 0)
    #expect(f.frame(slider) == Rect(x: -2, y: 0, width: 204, height: 31))
    #expect(f.frame(items[0]).y == 30)
    f.use(.ios26)
    f.engine.layout()
    #expect(f.frame(slider) == Rect(x: 0, y: 0, width: 200, height: 34))
    #expect(f.frame(items[0]).y == 34)
  }

  /// `alignmentInsets` on any view: a plain view pinned at (10, 10) and 100 × 100 with insets
  /// (5, 5, 5, 5) has the frame (5, 5, 110, 110).
  @Test func alignmentInsetsGrowTheFrame() throws {
    let f = Fixture()
    let v = try f.add(.view, "v")
    try f.constrain(v, .left, .equal, f.root, .left, constant: 10)
    try f.constrain(v, .top, .equal, f.root, .top, constant: 10)
    try f.constrain(v, .width, constant: 100)
    try f.constrain(v, .height, constant: 100)
    f.engine.setAlignmentInsets(v, Insets(all: 5))
    #expect(f.frame(v) == Rect(x: 5, y: 5, width: 110, height: 110))
  }

  // MARK: - fillProportionally and fitting sizes

  /// A 300-wide fillProportionally stack of v0, with no intrinsic size but a 100 × 10 child
  /// pinned to its edges, and v1, 50 × 10.
  func proportionalStackWithContent() throws -> (Fixture, [ItemID], content: ItemID) {
    let (f, s, v) = try stackFixture(
      .horizontal, { $0.distribution = .fillProportionally }, items: [(nil, 10), (50, 10)])
    f.engine.setIntrinsicOverride(v[0], nil)
    let content = try f.add(.view, "content", to: v[0])
    f.engine.setIntrinsicOverride(content, IntrinsicSize(width: 100, height: 10))
    for edge in [LayoutAttribute.leading, .trailing, .top, .bottom] {
      try f.constrain(content, edge, .equal, v[0], edge)
    }
    try f.constrain(s, .width, constant: 300)
    return (f, v, content)
  }

  /// An arranged view with no intrinsic width shares a fillProportionally stack by its
  /// compressed fitting width (reference §1.9: `_proportionalFillLengthForOrderedArrangement:`
  /// falls back to `systemLayoutSizeFittingSize:`). v0 holds a 100-wide child pinned to its
  /// edges, so it fits at 100; v1 is 50 wide. 300 shared 100 : 50 gives 200 and 100.
  /// Before this rule v0 counted as 0 and was held at width 0, against its content.
  @Test func aViewWithContentSharesByItsFittingWidth() throws {
    let (f, v, _) = try proportionalStackWithContent()
    #expect(close(f.frame(v[0]), Rect(x: 0, y: 0, width: 200, height: 10)))
    #expect(close(f.frame(v[1]), Rect(x: 200, y: 0, width: 100, height: 10)))
    #expect(f.engine.takeConflictReports().isEmpty)
  }

  /// A nested stack counts by its fitting width: items 30 and 40 with spacing 10 fit in 80;
  /// beside a 20-wide view, 300 × 80/100 = 240 and 300 × 20/100 = 60.
  @Test func aNestedStackSharesByItsFittingWidth() throws {
    let (f, s, v) = try stackFixture(
      .horizontal, { $0.distribution = .fillProportionally }, items: [(20, 10)])
    let inner = try f.add(.stack, "inner", to: s)
    var configuration = StackConfiguration()
    configuration.spacing = 10
    f.engine.setStackConfiguration(inner, configuration)
    for (i, width) in [30.0, 40].enumerated() {
      let item = try f.add(.view, "i\(i)", to: inner)
      f.engine.setIntrinsicOverride(item, IntrinsicSize(width: width, height: 10))
      f.engine.arrange(item, in: inner)
    }
    f.engine.arrange(inner, in: s, at: 0)
    try f.constrain(s, .width, constant: 300)
    #expect(close(f.frame(inner), Rect(x: 0, y: 0, width: 240, height: 10)))
    #expect(close(f.frame(v[0]), Rect(x: 240, y: 0, width: 60, height: 10)))
  }

  /// The fitting width follows the content: when v0's child shrinks from 100 to 50, the
  /// shares become 50 : 50, so 150 each, with no statement touching the stack.
  @Test func theShareFollowsTheContent() throws {
    let (f, v, content) = try proportionalStackWithContent()
    #expect(f.frame(v[0]).width == 200)
    f.engine.setIntrinsicOverride(content, IntrinsicSize(width: 50, height: 10))
    #expect(close(f.frame(v[0]), Rect(x: 0, y: 0, width: 150, height: 10)))
    #expect(close(f.frame(v[1]), Rect(x: 150, y: 0, width: 150, height: 10)))
  }

  // MARK: - Smaller rules

  /// A view added without constraints shows at (0, 0) in its superview (where UIKit leaves a
  /// new view's frame), not at the root's origin: in a card at (20, 40) it is at (0, 0).
  @Test func anUnconstrainedViewSitsAtItsSuperviewsOrigin() throws {
    let f = Fixture()
    let card = try f.add(.view, "card")
    try f.constrain(card, .left, .equal, f.root, .left, constant: 20)
    try f.constrain(card, .top, .equal, f.root, .top, constant: 40)
    let inner = try f.add(.view, "inner", to: card)
    #expect(f.frame(inner) == Rect(x: 0, y: 0, width: 0, height: 0))
    #expect(f.engine.roundedRootFrame(of: inner) == Rect(x: 20, y: 40, width: 0, height: 0))
  }

  /// `intrinsic = 225x-` overrides the width and keeps the measured height: a 17-pt label is
  /// 2444/2048 × 17 = 20.287 → 20.3333 high at 3×.
  @Test func aOneAxisIntrinsicOverrideKeepsTheOther() throws {
    let f = Fixture()
    let l = try f.add(.label, "l")
    f.engine.setText(l, "Hello")
    f.engine.setIntrinsicOverride(l, IntrinsicSize(width: 225, height: nil))
    let size = f.engine.intrinsicSize(of: l)
    #expect(size.width == 225)
    #expect(abs((size.height ?? 0) - 61.0 / 3) < 1e-9)
    f.engine.setIntrinsicOverride(l, IntrinsicSize.none)
    #expect(f.engine.intrinsicSize(of: l) == .none)
  }

  /// A text field's placeholder is not its text: the text stays empty, and the empty field is
  /// as wide as its placeholder (the same width as the text would be).
  @Test func aPlaceholderIsNotText() throws {
    let f = Fixture()
    let field = try f.add(.textfield, "field")
    f.engine.setPlaceholder(field, "Email")
    #expect(f.engine.text(of: field).isEmpty)
    #expect(f.engine.placeholder(of: field) == "Email")
    let byPlaceholder = f.engine.intrinsicSize(of: field).width
    f.engine.setText(field, "Email")
    #expect(f.engine.intrinsicSize(of: field).width == byPlaceholder)
    #expect((byPlaceholder ?? 0) > 0)
  }
}

/// An empty UITextField keeps its font's baseline (issue 36, item 4). Apple's Auto Layout Guide
/// aligns labels to placeholder-only fields by baseline ("Simple Label and Text Field"; its
/// storyboard stores the label 5 pt below a 30-tall empty field's top, not at its bottom).
/// Before, an empty field's baseline was its bottom: a label aligned to it sat 11 pt too low.
@Suite struct EmptyTextFieldBaselineTests {
  @Test func anEmptyFieldHasTheBaselineItWouldHaveWithText() throws {
    let f = Fixture()
    let field = try f.add(.textfield, "field")
    try f.pinTopLeft(field, to: f.root)
    try f.constrain(field, .width, constant: 200)
    f.engine.setPlaceholder(field, "Name")
    f.engine.layout()
    let height = f.engine.frame(of: field).height
    // The 17-pt system font: ascender 1950/2048 × 17 = 16.1865, descender 494/2048 × 17 =
    // 4.1006, line 20.2871. One line centred: the last baseline is 20.2871/2 - 4.1006 = 6.0430
    // below the centre, and so is the first, -20.2871/2 + 16.1865 = 6.0430.
    let last = f.engine.value(of: Anchor(field, .lastBaseline))
    let first = f.engine.value(of: Anchor(field, .firstBaseline))
    #expect(abs(last - (height / 2 + 6.0430)) < 1e-3, "last baseline \(last) in a field \(height) tall")
    #expect(abs(first - (height / 2 + 6.0430)) < 1e-3)
    f.engine.setText(field, "Ann")
    f.engine.layout()
    #expect(abs(f.engine.value(of: Anchor(field, .lastBaseline)) - last) < 1e-9)
  }
}
