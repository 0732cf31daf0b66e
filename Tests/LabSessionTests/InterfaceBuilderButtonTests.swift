import Testing

@testable import LabSession

/// A legacy button's `contentEdgeInsets` as IB stores them, read by `load`.
@Suite struct InterfaceBuilderButtonTests {
  /// `<inset key="contentEdgeInsets" minX="0.0" minY="10" maxX="0.0" maxY="10"/>` is
  /// `contentInsets = (10, 0, 10, 0)` (top, left, bottom, right), and the button is its 15-pt
  /// title's 18 + 10 + 10 = 38 high, the insets taking the place of the 6 above and below.
  /// Before, the insets were not read and the button was 30 high.
  @Test func contentEdgeInsetsAreRead() throws {
    let xib = InterfaceBuilderTestFile.xib(
      """
              <view contentMode="scaleToFill" id="top-vw-001" userLabel="Card">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                  <subviews>
                      <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="go-bt-001">
                          <rect key="frame" x="16" y="20" width="30" height="38"/>
                          <inset key="contentEdgeInsets" minX="0.0" minY="10" maxX="0.0" maxY="10"/>
                          <state key="normal" title="Go"/>
                      </button>
                  </subviews>
              </view>
      """)
    let loaded = InterfaceBuilderTestFile.load(xib, then: "history")
    #expect(
      loaded.output.contains {
        $0.contains(#"add button go "Go" to card { contentInsets = (10, 0, 10, 0) }"#)
      })
    let go = try #require(loaded.session.engine.item(named: "go"))
    #expect(loaded.session.engine.intrinsicSize(of: go).height == 38)
  }
}
