import Testing

@testable import AutoLayout

@Suite struct FrameRoundingTests {
  /// On an iPhone SE (2×), a 133.4-tall view whose bottom is at 667: minY 533.6 → 1067.2 px →
  /// 1067 → 533.5; the bottom stays 667, so the height is 133.5.
  @Test func edgesRoundToTheNearestPixel() throws {
    let f = Fixture(device: Device.named("se")!)
    let v = try f.add(.view, "footer")
    try f.constrain(v, .bottom, .equal, f.root, .bottom)
    try f.constrain(v, .height, .equal, constant: 133.4)
    try f.constrain(v, .left, .equal, f.root, .left)
    try f.constrain(v, .width, .equal, constant: 100)
    let frame = f.frame(v)
    #expect(frame.y == 533.5)
    #expect(frame.height == 133.5)
    #expect(abs(f.engine.rootFrame(of: v).y - 533.6) < 1e-9)
  }

  /// A tie goes up: 950.25 at 2× is 1900.5 px → 1901 → 950.5.
  @Test func tiesRoundUp() {
    #expect(roundToPixel(950.25, scale: 2) == 950.5)
    #expect(roundToPixel(950.2, scale: 2) == 950)
    #expect(roundToPixel(173.5, scale: 3) == 173.66666666666666)
  }

  /// Frames print in superview coordinates: a child 10 inside a parent at (20, 30).
  @Test func framesAreInSuperviewCoordinates() throws {
    let f = Fixture()
    let parent = try f.add(.view, "parent")
    try f.constrain(parent, .left, .equal, f.root, .left, constant: 20)
    try f.constrain(parent, .top, .equal, f.root, .top, constant: 30)
    try f.constrain(parent, .width, .equal, constant: 100)
    try f.constrain(parent, .height, .equal, constant: 100)
    let child = try f.add(.view, "child", to: parent)
    try f.constrain(child, .left, .equal, parent, .left, constant: 10)
    try f.constrain(child, .top, .equal, parent, .top, constant: 10)
    try f.constrain(child, .width, .equal, constant: 5)
    try f.constrain(child, .height, .equal, constant: 5)
    #expect(close(f.frame(child), Rect(x: 10, y: 10, width: 5, height: 5)))
    #expect(close(f.engine.roundedRootFrame(of: child), Rect(x: 30, y: 40, width: 5, height: 5)))
  }

  /// Only frames that changed are reported after a change.
  @Test func layoutReportsOnlyChangedFrames() throws {
    let f = Fixture()
    let a = try f.add(.view, "a")
    let b = try f.add(.view, "b")
    for v in [a, b] {
      try f.constrain(v, .left, .equal, f.root, .left)
      try f.constrain(v, .top, .equal, f.root, .top)
      try f.constrain(v, .height, .equal, constant: 10)
    }
    let wa = try f.constrain(a, .width, .equal, constant: 10)
    try f.constrain(b, .width, .equal, constant: 10)
    f.engine.layout()
    try f.engine.setConstant(wa, 20)
    let changes = f.engine.layout()
    #expect(changes.map(\.item) == [a])
    #expect(changes.first?.new.width == 20)
  }
}
