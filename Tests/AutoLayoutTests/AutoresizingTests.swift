import Testing

@testable import AutoLayout

/// NSAutoresizingMaskLayoutConstraints: a translated view keeps its frame, and when its
/// superview resizes the difference goes to the flexible parts of each axis in proportion to
/// their sizes (Apple, UIView.autoresizingMask; `docs/engine.md`, "Autoresizing masks").
@Suite struct AutoresizingTests {
  /// A view at x 20, width 100 in the iPhone 15's 393-wide root (right margin 393 − 120 =
  /// 273); the root grows to 493 (Δ = 100). Expected (x, width) for each horizontal mask:
  static let horizontalCases: [(mask: AutoresizingMask, x: Double, width: Double)] = [
    // None: UIKit treats the right margin as flexible (h=--&): nothing moves.
    ([], 20, 100),
    // Left margin alone takes Δ: x = 20 + 100.
    ([.flexibleLeftMargin], 120, 100),
    // Width alone: 100 + 100.
    ([.flexibleWidth], 20, 200),
    // Right margin alone: nothing moves.
    ([.flexibleRightMargin], 20, 100),
    // Left 20 and width 100 share Δ by size: x = 20 + 100·20/120 = 36.667,
    // width = 100 + 100·100/120 = 183.333.
    ([.flexibleLeftMargin, .flexibleWidth], 20 + 100 * 20 / 120, 100 + 100 * 100 / 120),
    // Left 20 and right 273: x = 20 + 100·20/293 = 26.826.
    ([.flexibleLeftMargin, .flexibleRightMargin], 20 + 100 * 20 / 293, 100),
    // Width 100 and right 273: width = 100 + 100·100/373 = 126.810.
    ([.flexibleWidth, .flexibleRightMargin], 20, 100 + 100 * 100 / 373),
    // All three (393 in all): x = 20 + 100·20/393 = 25.089, width = 100 + 100·100/393 = 125.445.
    (
      [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], 20 + 100 * 20 / 393, 100 + 100 * 100 / 393
    ),
  ]

  /// The forms of the iOS 13+ translator (research notes for issue 11, from the decompiled
  /// translator and an iOS 17 log for `&-&`), for x 20, width 100 in 393 (right margin 273):
  /// minX when the left margin is fixed; `superview.width == maxX + R` where the right margin
  /// is fixed and something to its left is flexible; else `m × superview.width + c`.
  @Test func theTranslatorsFormsForEachMask() {
    typealias R = LayoutEngine.AutoresizingRule
    func horizontal(_ mask: AutoresizingMask) -> [R] {
      Array(
        LayoutEngine.autoresizingRules(
          frame: Rect(x: 20, y: 0, width: 100, height: 10), superviewSize: (393, 852), mask: mask
        ).prefix(2))
    }
    func r(_ part: R.Part, _ m: Double, _ c: Double) -> R {
      R(axis: .horizontal, part: part, multiplier: m, constant: c)
    }
    #expect(horizontal([]) == [r(.min, 0, 20), r(.size, 0, 100)])
    #expect(horizontal(.flexibleWidth) == [r(.min, 0, 20), r(.max, 1, -273)])
    #expect(horizontal(.flexibleLeftMargin) == [r(.max, 1, -273), r(.size, 0, 100)])
    // &&-: width = 100/120 × (S − 273).
    #expect(
      horizontal([.flexibleLeftMargin, .flexibleWidth]) == [
        r(.max, 1, -273), r(.size, 100.0 / 120, -100.0 / 120 * 273),
      ])
    // &-&: minX = 20/293 × (S − 100).
    #expect(
      horizontal([.flexibleLeftMargin, .flexibleRightMargin]) == [
        r(.min, 20.0 / 293, -20.0 / 293 * 100), r(.size, 0, 100),
      ])
    // -&&: width = 100/373 × (S − 20).
    #expect(
      horizontal([.flexibleWidth, .flexibleRightMargin]) == [
        r(.min, 0, 20), r(.size, 100.0 / 373, -100.0 / 373 * 20),
      ])
    // &&&: minX = 20/393 × S, width = 100/393 × S.
    #expect(
      horizontal([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
        == [r(.min, 20.0 / 393, -0.0), r(.size, 100.0 / 393, -0.0)])
  }

  @Test(arguments: 0..<8) func eachHorizontalMaskOnAResize(_ k: Int) throws {
    let (mask, x, width) = Self.horizontalCases[k]
    let f = Fixture()
    let v = try f.add(.view, "v")
    f.engine.setFrame(v, Rect(x: 20, y: 40, width: 100, height: 50))
    f.engine.setAutoresizingMask(v, mask)
    f.engine.layout()
    #expect(close(f.engine.rootFrame(of: v), Rect(x: 20, y: 40, width: 100, height: 50)))
    var screen = f.engine.screen
    screen.sizeOverride = (493, 852)
    f.engine.setScreen(screen)
    f.engine.layout()
    let got = f.engine.rootFrame(of: v)
    #expect(close(got, Rect(x: x, y: 40, width: width, height: 50)), "mask \(mask.uikitDescription): \(got)")
  }

  /// The same rule on the vertical axis: y 100, height 200 in 852 (bottom margin 552); the
  /// root shrinks to 752 (Δ = −100). Height and bottom share it: height = 200 − 100·200/752
  /// = 173.404; the top margin stays.
  @Test func theVerticalAxisSharesAShrinkTheSameWay() throws {
    let f = Fixture()
    let v = try f.add(.view, "v")
    f.engine.setFrame(v, Rect(x: 0, y: 100, width: 50, height: 200))
    f.engine.setAutoresizingMask(v, [.flexibleHeight, .flexibleBottomMargin])
    f.engine.layout()
    var screen = f.engine.screen
    screen.sizeOverride = (393, 752)
    f.engine.setScreen(screen)
    f.engine.layout()
    #expect(close(f.engine.rootFrame(of: v), Rect(x: 0, y: 100, width: 50, height: 200 - 100 * 200 / 752)))
  }

  /// A subview's frame is in its superview's coordinates and its mask reads the superview's
  /// size: card at (10, 10, 200, 100) with flexible width inside a W+H root (left 10,
  /// right 393 − 210 = 183 fixed); child at (150, 0, 40, 20) pinned right in card (right
  /// margin 200 − 190 = 10). The root grows by 100: card is 300 wide, child x = 300 − 10 −
  /// 40 = 250 in card, 260 in the root.
  @Test func aNestedMaskFollowsItsSuperview() throws {
    let f = Fixture()
    let card = try f.add(.view, "card")
    let child = try f.add(.view, "child", to: card)
    f.engine.setFrame(card, Rect(x: 10, y: 10, width: 200, height: 100))
    f.engine.setAutoresizingMask(card, [.flexibleWidth])
    f.engine.setFrame(child, Rect(x: 150, y: 0, width: 40, height: 20))
    f.engine.setAutoresizingMask(child, [.flexibleLeftMargin])
    f.engine.layout()
    var screen = f.engine.screen
    screen.sizeOverride = (493, 852)
    f.engine.setScreen(screen)
    f.engine.layout()
    #expect(close(f.engine.rootFrame(of: card), Rect(x: 10, y: 10, width: 300, height: 100)))
    #expect(close(f.engine.rootFrame(of: child), Rect(x: 260, y: 10, width: 40, height: 20)))
    #expect(f.engine.frame(of: child).x == 250)
  }

  /// A view placed by a frame (x 20, y 40, 200 × 100), then given `width == 300`.
  func translatedViewGivenWidth300() throws -> (Fixture, ItemID, ConstraintID) {
    let f = Fixture()
    let v = try f.add(.view, "v")
    f.engine.setFrame(v, Rect(x: 20, y: 40, width: 200, height: 100))
    f.engine.layout()
    let wide = try f.constrain(v, .width, .equal, constant: 300)
    f.engine.layout()
    return (f, v, wide)
  }

  /// The classic conflict: a translated view (frame width 200) given `width == 300`. UIKit
  /// keeps its own autoresizing width and breaks the app's constraint.
  @Test func aWidthOnATranslatedViewConflictsAndTheAppsConstraintBreaks() throws {
    let (f, v, wide) = try translatedViewGivenWidth300()
    #expect(f.engine.isBroken(wide))
    #expect(f.engine.rootFrame(of: v).width == 200)
    let report = try #require(f.engine.takeConflictReports().first)
    #expect(report.text.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints"))
    #expect(report.constraintDescriptions.contains { $0.contains("h=--& v=--& UIView:v.width == 200") })
  }

  /// A width broken by the mask's width holds once the mask is off: the broken constraint
  /// is tried again when the autoresizing constraints go (it stayed broken before, 300 wide
  /// only through its soft stand-in, and `check` still listed it).
  @Test func turningTheMaskOffReadmitsWhatItBroke() throws {
    let (f, v, wide) = try translatedViewGivenWidth300()
    #expect(f.engine.isBroken(wide))
    f.engine.setTranslatesAutoresizingMask(v, false)
    f.engine.layout()
    #expect(!f.engine.isBroken(wide))
    #expect(f.engine.brokenConstraints.isEmpty)
    #expect(f.engine.rootFrame(of: v).width == 300)
  }

  /// Turning the mask off takes its constraints away; turning it on again keeps the frame
  /// the view has then.
  @Test func turningTheMaskOffAndOnAgain() throws {
    let f = Fixture()
    let v = try f.add(.view, "v")
    f.engine.setFrame(v, Rect(x: 20, y: 40, width: 200, height: 100))
    f.engine.layout()
    #expect(f.engine.allConstraints.filter(f.engine.isAutoresizingConstraint).count == 4)
    f.engine.setTranslatesAutoresizingMask(v, false)
    f.engine.layout()
    #expect(f.engine.allConstraints.isEmpty)
    f.engine.setTranslatesAutoresizingMask(v, true)
    f.engine.layout()
    #expect(f.engine.allConstraints.count == 4)
    #expect(close(f.engine.rootFrame(of: v), Rect(x: 20, y: 40, width: 200, height: 100)))
  }

  /// An arranged view's stack turns its translation off, as addArrangedSubview does.
  @Test func arrangingAViewTurnsItsMaskOff() throws {
    let f = Fixture()
    let stack = try f.add(.stack, "stack")
    let v = try f.add(.view, "v")
    f.engine.setFrame(v, Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(f.engine.translatesAutoresizingMask(of: v))
    try f.engine.moveView(v, to: stack)
    f.engine.arrange(v, in: stack)
    #expect(!f.engine.translatesAutoresizingMask(of: v))
  }
}
