import Testing

@testable import AutoLayout

/// Control sizes issue 11 adds.
@Suite struct ControlSizeTests {
  /// contentEdgeInsets grow a button's intrinsic size by exactly the insets: "Go" without them
  /// measures (w, h); with (4, 10, 4, 10) it is (w + 20, h + 8).
  @Test func contentInsetsGrowAButton() throws {
    let f = Fixture()
    let b = try f.add(.button, "b")
    f.engine.setText(b, "Go")
    let plain = f.engine.measuredIntrinsicSize(of: b)
    f.engine.setContentInsets(b, Insets(top: 4, left: 10, bottom: 4, right: 10))
    let inset = f.engine.measuredIntrinsicSize(of: b)
    #expect(inset.width == plain.width.map { $0 + 20 })
    #expect(inset.height == plain.height.map { $0 + 8 })
  }

  /// UIActivityIndicatorView: .medium 20 × 20, .large 37 × 37.
  @Test func activityIndicatorStyles() throws {
    let f = Fixture()
    let a = try f.add(.activity, "a")
    #expect(f.engine.measuredIntrinsicSize(of: a) == IntrinsicSize(width: 20, height: 20))
    f.engine.setLargeActivityStyle(a, true)
    #expect(f.engine.measuredIntrinsicSize(of: a) == IntrinsicSize(width: 37, height: 37))
  }
}
