import Testing
import TextMetrics

@testable import AutoLayout

/// Margins, safe area and the readable content guide (SEMANTICS.md, "Defaults").
@Suite struct GuideTests {
  /// `.marginsPin` in the root of an iPhone 15: safe area (59, 0, 34, 0) plus 16 leading and
  /// trailing → x 16, y 59, width 393 - 32 = 361, height 852 - 59 - 34 = 759.
  @Test func marginsPinInTheRoot() throws {
    let f = Fixture()
    let v = try f.add(.view, "content")
    try f.constrain(v, .leading, .equal, f.root, .leadingMargin)
    try f.constrain(v, .trailing, .equal, f.root, .trailingMargin)
    try f.constrain(v, .top, .equal, f.root, .topMargin)
    try f.constrain(v, .bottom, .equal, f.root, .bottomMargin)
    #expect(close(f.frame(v), Rect(x: 16, y: 59, width: 361, height: 759)))
  }

  /// A 100-tall view filling the root's readable guide across, on an iPad in landscape.
  func articleInTheReadableGuideOfAnIPad() throws -> (Fixture, ItemID) {
    let f = Fixture(device: Device.named("ipad")!, orientation: .landscape)
    let v = try f.add(.view, "article")
    let readable = f.engine.readableGuide(of: f.root)
    try f.constrain(v, .leading, .equal, readable, .leading)
    try f.constrain(v, .trailing, .equal, readable, .trailing)
    try f.constrain(v, .top, .equal, readable, .top)
    try f.constrain(v, .height, .equal, constant: 100)
    return (f, v)
  }

  /// An iPad in landscape: 1024 wide, regular width → margins 20, so 984 wide; the readable
  /// guide is 672 wide, centred: x = 20 + (984 - 672) / 2 = 176.
  @Test func readableContentOnAnIPadInLandscape() throws {
    let (f, v) = try articleInTheReadableGuideOfAnIPad()
    let frame = f.frame(v)
    #expect(frame.width == 672)
    #expect(frame.x == 176)
  }

  /// The readable guide follows the text size (issue 12): 672 × body size / 17, rounded up
  /// to 8. On the same iPad (984 between the margins): extra small, body 14: 553.4 → 560, at
  /// x = 20 + (984 − 560) / 2 = 232; extra extra large, body 21: 830.1 → 832, x = 96;
  /// accessibility medium, body 28: 1106.8 → 1112, wider than the margins, so it is the
  /// margins: 984 at x = 20. Back at large: 672 at 176.
  @Test func readableContentFollowsTheTextSize() throws {
    let (f, v) = try articleInTheReadableGuideOfAnIPad()
    for (category, width, x) in [
      (ContentSizeCategory.extraSmall, 560.0, 232.0), (.extraExtraLarge, 832, 96),
      (.accessibilityMedium, 984, 20),
      (.large, 672, 176),
    ] {
      var screen = f.engine.screen
      screen.contentSizeCategory = category
      f.engine.setScreen(screen)
      #expect(f.frame(v).width == width, "\(category)")
      #expect(f.frame(v).x == x, "\(category)")
    }
  }

  /// An ordinary view's margins are 8: a child pinned to them sits 8 inside.
  @Test func ordinaryViewsHaveMarginsOfEight() throws {
    let f = Fixture()
    let card = try f.add(.view, "card")
    try f.constrain(card, .left, .equal, f.root, .left, constant: 10)
    try f.constrain(card, .top, .equal, f.root, .top, constant: 100)
    try f.constrain(card, .width, .equal, constant: 200)
    try f.constrain(card, .height, .equal, constant: 100)
    let inner = try f.add(.view, "inner", to: card)
    try f.constrain(inner, .leading, .equal, card, .leadingMargin)
    try f.constrain(inner, .trailing, .equal, card, .trailingMargin)
    try f.constrain(inner, .top, .equal, card, .topMargin)
    try f.constrain(inner, .bottom, .equal, card, .bottomMargin)
    // In card's coordinates: (8, 8, 200 - 16, 100 - 16).
    #expect(close(f.frame(inner), Rect(x: 8, y: 8, width: 184, height: 84)))
  }

  /// Changing the device moves everything pinned to the safe area, in place.
  @Test func changingTheDeviceReSolves() throws {
    let f = Fixture()
    let v = try f.add(.view, "content")
    let safe = f.engine.safeAreaGuide(of: f.root)
    for a in [LayoutAttribute.left, .right, .top, .bottom] { try f.constrain(v, a, .equal, safe, a) }
    #expect(close(f.frame(v), Rect(x: 0, y: 59, width: 393, height: 759)))
    f.engine.setScreen(Screen(device: Device.named("se")!))
    // iPhone SE: 375 × 667, safe area top 20.
    #expect(close(f.frame(v), Rect(x: 0, y: 20, width: 375, height: 647)))
    f.engine.setScreen(Screen(device: .iphone15, orientation: .landscape))
    // Landscape: 852 × 393, safe area (0, 59, 21, 59).
    #expect(close(f.frame(v), Rect(x: 59, y: 0, width: 734, height: 372)))
  }

  /// A view below the status bar overlaps none of the root's unsafe top: its safe area's top
  /// inset is 0; one at the very top gets the whole 59.
  @Test func aChildsSafeAreaIsTheOverlap() throws {
    let f = Fixture()
    let top = try f.add(.view, "top")
    let low = try f.add(.view, "low")
    for (v, y) in [(top, 0.0), (low, 100)] {
      try f.constrain(v, .left, .equal, f.root, .left)
      try f.constrain(v, .top, .equal, f.root, .top, constant: y)
      try f.constrain(v, .width, .equal, constant: 393)
      try f.constrain(v, .height, .equal, constant: 200)
    }
    let a = try f.add(.view, "a", to: top)
    let b = try f.add(.view, "b", to: low)
    for (v, owner) in [(a, top), (b, low)] {
      let safe = f.engine.safeAreaGuide(of: owner)
      for attribute in [LayoutAttribute.left, .right, .top, .bottom] {
        try f.constrain(v, attribute, .equal, safe, attribute)
      }
    }
    #expect(close(f.frame(a), Rect(x: 0, y: 59, width: 393, height: 141)))
    #expect(close(f.frame(b), Rect(x: 0, y: 0, width: 393, height: 200)))
  }
}

@Suite struct DerivedMarginTests {
  /// A full-width view at the top of an iPhone 15 overlaps the 59-point status area; its
  /// margins are inset from its safe area, so its top margin is 59 + 8 = 67.
  @Test func marginsAreInsetFromTheSafeArea() throws {
    let f = Fixture()
    let header = try f.add(.view, "header")
    try f.constrain(header, .left, .equal, f.root, .left)
    try f.constrain(header, .top, .equal, f.root, .top)
    try f.constrain(header, .width, .equal, f.root, .width)
    try f.constrain(header, .height, .equal, constant: 200)
    let title = try f.add(.view, "title", to: header)
    try f.constrain(title, .top, .equal, header, .topMargin)
    try f.constrain(title, .leading, .equal, header, .leadingMargin)
    try f.constrain(title, .width, .equal, constant: 10)
    try f.constrain(title, .height, .equal, constant: 10)
    #expect(close(f.frame(title), Rect(x: 8, y: 67, width: 10, height: 10)))
    f.engine.setInsetsMarginsFromSafeArea(header, false)
    #expect(close(f.frame(title), Rect(x: 8, y: 8, width: 10, height: 10)))
  }

  /// A card flush with the root's left edge, preserving its superview's margins: its own
  /// margin grows from 8 to the root's 16, so content pinned to it starts at 16.
  @Test func preservedSuperviewMarginsGrowToTheParents() throws {
    let f = Fixture()
    let card = try f.add(.view, "card")
    try f.constrain(card, .left, .equal, f.root, .left)
    try f.constrain(card, .top, .equal, f.root, .top, constant: 100)
    try f.constrain(card, .width, .equal, f.root, .width)
    try f.constrain(card, .height, .equal, constant: 100)
    _ = f.engine.marginsGuide(of: f.root)
    let content = try f.add(.view, "content", to: card)
    try f.constrain(content, .leading, .equal, card, .leadingMargin)
    try f.constrain(content, .top, .equal, card, .topMargin)
    try f.constrain(content, .width, .equal, constant: 10)
    try f.constrain(content, .height, .equal, constant: 10)
    #expect(f.frame(content).x == 8)
    f.engine.setPreservesSuperviewMargins(card, true)
    #expect(f.frame(content).x == 16)
  }
}

@Suite struct ScrollViewTests {
  /// A scroll view filling the root, a 1000-tall column pinned to its edges: the column
  /// scrolls (the content size is 393 × 1000), it is as wide as the frame guide, and the
  /// scroll view itself keeps the screen's size.
  @Test func contentPinnedToTheEdgesMakesTheContentSize() throws {
    let f = Fixture()
    let scroll = try f.add(.scroll, "scroll")
    for a in [LayoutAttribute.left, .right, .top, .bottom] { try f.constrain(scroll, a, .equal, f.root, a) }
    let column = try f.add(.view, "column", to: scroll)
    for a in [LayoutAttribute.leading, .trailing, .top, .bottom] {
      try f.constrain(column, a, .equal, scroll, a)
    }
    try f.constrain(column, .width, .equal, f.engine.frameGuide(of: scroll), .width)
    try f.constrain(column, .height, .equal, constant: 1000)
    #expect(close(f.frame(scroll), Rect(x: 0, y: 0, width: 393, height: 852)))
    #expect(close(f.frame(column), Rect(x: 0, y: 0, width: 393, height: 1000)))
    let size = f.engine.contentSize(of: scroll)
    #expect(size.width == 393 && size.height == 1000)
    f.engine.layout()
    #expect(f.engine.ambiguousAxes(of: column).isEmpty)
  }
}
