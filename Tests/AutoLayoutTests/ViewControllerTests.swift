import Testing

@testable import AutoLayout

/// Child view controllers (`vc`): their root view's margins are 16 leading and trailing in
/// compact width (20 in regular), 0 top and bottom, measured from its safe area; its safe
/// area is the part of the root's unsafe area (the screen's safe-area insets) it overlaps
/// (SEMANTICS.md "Defaults"; docs/engine.md).
@Suite struct ViewControllerTests {
  /// A `vc` at `frame` (root coordinates) holding `content` pinned to its layout margins.
  func childVC(_ f: Fixture, at frame: Rect, in parent: ItemID? = nil) throws -> (vc: ItemID, content: ItemID)
  {
    let container = parent ?? f.root
    let vc = try f.add(.vc, "child", to: container)
    try f.constrain(vc, .left, .equal, container, .left, constant: frame.x)
    try f.constrain(vc, .top, .equal, container, .top, constant: frame.y)
    try f.constrain(vc, .width, constant: frame.width)
    try f.constrain(vc, .height, constant: frame.height)
    let content = try f.add(.view, "content", to: vc)
    try f.constrain(content, .leading, .equal, vc, .leadingMargin)
    try f.constrain(content, .trailing, .equal, vc, .trailingMargin)
    try f.constrain(content, .top, .equal, vc, .topMargin)
    try f.constrain(content, .bottom, .equal, vc, .bottomMargin)
    return (vc, content)
  }

  /// The vc's safe-area guide in its own coordinates (the guide is made first if needed,
  /// then solved).
  func safeArea(_ f: Fixture, _ vc: ItemID) -> Rect {
    let guide = f.engine.safeAreaGuide(of: vc)
    f.engine.layout()
    return f.engine.frame(of: guide)
  }

  @Test func aFullScreenChildGetsTheWholeSafeArea() throws {
    // iPhone 15 (393 × 852, safe area 59 top, 34 bottom), the vc on the root's edges: its
    // safe area is (0, 59, 393, 852 − 59 − 34 = 759); its margins add 16 leading and
    // trailing and 0 top and bottom: content at (16, 59, 393 − 32 = 361, 759).
    let f = Fixture()
    let (vc, content) = try childVC(f, at: Rect(x: 0, y: 0, width: 393, height: 852))
    #expect(close(f.frame(content), Rect(x: 16, y: 59, width: 361, height: 759)))
    #expect(close(safeArea(f, vc), Rect(x: 0, y: 59, width: 393, height: 759)))
  }

  @Test func aChildBelowTheStatusBarHasNoTopInset() throws {
    // 100 down, 200 high: it overlaps neither the top 59 nor the bottom 34 (it ends at 300,
    // the unsafe bottom starts at 852 − 34 = 818): safe area is its bounds, content at
    // (16, 0, 361, 200).
    let f = Fixture()
    let (vc, content) = try childVC(f, at: Rect(x: 0, y: 100, width: 393, height: 200))
    #expect(close(f.frame(content), Rect(x: 16, y: 0, width: 361, height: 200)))
    #expect(close(safeArea(f, vc), Rect(x: 0, y: 0, width: 393, height: 200)))
  }

  @Test func aChildOverlappingPartOfTheInsetsGetsThatPart() throws {
    // y 30, 200 high: 59 − 30 = 29 of the top inset lies over it: content at (16, 29, 361,
    // 200 − 29 = 171). A second one at y 800 to the screen's bottom (52 high): the unsafe
    // bottom from 818 covers 852 − 818 = 34 of it; none of the top.
    let f = Fixture()
    let (vc, content) = try childVC(f, at: Rect(x: 0, y: 30, width: 393, height: 200))
    #expect(close(f.frame(content), Rect(x: 16, y: 29, width: 361, height: 171)))
    #expect(close(safeArea(f, vc), Rect(x: 0, y: 29, width: 393, height: 171)))

    let low = try f.add(.vc, "low")
    for (a, c) in [(LayoutAttribute.left, 0.0), (.top, 800)] {
      try f.constrain(low, a, .equal, f.root, a, constant: c)
    }
    try f.constrain(low, .width, constant: 393)
    try f.constrain(low, .height, constant: 52)
    // Safe area: (0, 0, 393, 52 − 34 = 18).
    #expect(close(safeArea(f, low), Rect(x: 0, y: 0, width: 393, height: 18)))
  }

  @Test func aChildInsideAnotherViewOverlapsTheScreensInsets() throws {
    // A container at the top of the screen (0, 0, 393, 300), the vc on its edges: the vc
    // still lies under the 59-point top inset: safe area top 59, content (16, 59, 361, 241).
    let f = Fixture()
    let container = try f.add(.view, "container")
    try f.pinTopLeft(container, to: f.root)
    try f.constrain(container, .width, constant: 393)
    try f.constrain(container, .height, constant: 300)
    let (vc, content) = try childVC(f, at: Rect(x: 0, y: 0, width: 393, height: 300), in: container)
    #expect(close(f.frame(content), Rect(x: 16, y: 59, width: 361, height: 241)))
    #expect(close(safeArea(f, vc), Rect(x: 0, y: 59, width: 393, height: 241)))
  }

  @Test func landscapeSideInsetsAddToTheMargins() throws {
    // iPhone 15 landscape: 852 × 393, safe area (0, 59, 21, 59). The screen is at least 414
    // wide, so the side margins are 20: 59 + 20 = 79 each side: content (79, 0,
    // 852 − 158 = 694, 393 − 21 = 372).
    let f = Fixture(orientation: .landscape)
    let (_, content) = try childVC(f, at: Rect(x: 0, y: 0, width: 852, height: 393))
    #expect(close(f.frame(content), Rect(x: 79, y: 0, width: 694, height: 372)))
  }

  @Test func regularWidthMarginsAreTwenty() throws {
    // iPad (768 × 1024, safe area top 20), regular width: margins 20. Full screen: content
    // (20, 20, 768 − 40 = 728, 1024 − 20 = 1004).
    let f = Fixture(device: Device.named("ipad")!)
    let (_, content) = try childVC(f, at: Rect(x: 0, y: 0, width: 768, height: 1024))
    #expect(close(f.frame(content), Rect(x: 20, y: 20, width: 728, height: 1004)))
  }

  @Test func marginsFollowTheSizeClass() throws {
    // A 300 × 200 vc at (0, 100) on an iPhone (compact): content (16, 0, 300 − 32 = 268, 200);
    // moved to an iPad (regular, top inset 20 above the vc at 100): (20, 0, 260, 200).
    let f = Fixture()
    let (_, content) = try childVC(f, at: Rect(x: 0, y: 100, width: 300, height: 200))
    #expect(close(f.frame(content), Rect(x: 16, y: 0, width: 268, height: 200)))
    f.engine.setScreen(Screen(device: Device.named("ipad")!))
    #expect(close(f.frame(content), Rect(x: 20, y: 0, width: 260, height: 200)))
  }

  @Test func marginsNotInsetFromTheSafeArea() throws {
    // insetsLayoutMarginsFromSafeArea = false: full screen, the margins are the vc's plain
    // 16 / 0: content (16, 0, 361, 852).
    let f = Fixture()
    let (vc, content) = try childVC(f, at: Rect(x: 0, y: 0, width: 393, height: 852))
    f.engine.setInsetsMarginsFromSafeArea(vc, false)
    #expect(close(f.frame(content), Rect(x: 16, y: 0, width: 361, height: 852)))
  }

  /// A 10-point square on the root's leading and top margins, and where it lands.
  func marginSquare(_ f: Fixture) throws -> ItemID {
    let square = try f.add(.view, "square")
    try f.constrain(square, .leading, .equal, f.root, .leadingMargin)
    try f.constrain(square, .top, .equal, f.root, .topMargin)
    try f.constrain(square, .width, constant: 10)
    try f.constrain(square, .height, constant: 10)
    return square
  }

  /// viewRespectsSystemMinimumLayoutMargins (true by default): root margins of 4 at the sides
  /// stay at the system minimum, 16 on a 393-wide iPhone 15; turned off, they are 4. The top
  /// margin is 0 either way, on the safe area's 59 (Apple: "systemMinimumLayoutMargins",
  /// "viewRespectsSystemMinimumLayoutMargins"). Before, the 4 took effect whatever the flag.
  @Test func rootMarginsRespectTheSystemMinimum() throws {
    let f = Fixture()
    let square = try marginSquare(f)
    f.engine.setMargins(f.root, Insets(top: 0, left: 4, bottom: 0, right: 4))
    f.engine.layout()
    #expect(close(f.frame(square), Rect(x: 16, y: 59, width: 10, height: 10)))
    f.engine.setRespectsSystemMinimumMargins(f.root, false)
    f.engine.layout()
    #expect(close(f.frame(square), Rect(x: 4, y: 59, width: 10, height: 10)))
  }

  /// Margins the user set outlive a change of device: 30 at the sides stays 30 on an iPad
  /// (above its minimum of 20), where before the device's 20 replaced them. Unset margins
  /// follow the device: 16 on the iPhone 15, 20 on the iPad (safe area top 20).
  @Test func setRootMarginsSurviveADeviceChange() throws {
    let f = Fixture()
    let square = try marginSquare(f)
    f.engine.setScreen(Screen(device: Device.named("ipad")!, orientation: .portrait))
    f.engine.layout()
    #expect(close(f.frame(square), Rect(x: 20, y: 20, width: 10, height: 10)))
    f.engine.setMargins(f.root, Insets(top: 0, left: 30, bottom: 0, right: 30))
    f.engine.setScreen(Screen(device: .iphone15, orientation: .portrait))
    f.engine.layout()
    #expect(close(f.frame(square), Rect(x: 30, y: 59, width: 10, height: 10)))
  }
}
