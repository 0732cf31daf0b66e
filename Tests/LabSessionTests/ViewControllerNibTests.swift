import Testing

@testable import LabSession

/// A view controller's nib: its File's Owner's `view` outlet names the top view, which is
/// the controller's root at run time, on the device's safe area, as IB draws it. Before, it
/// was a plain view on a canvas with no safe area, and what was tied to the safe area's top
/// sat 20 points too high.
@Suite struct ViewControllerNibTests {
  static func xib(freeform: Bool) -> String {
    let metrics = freeform ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"# : ""
    return InterfaceBuilderTestFile.xib(
      device: "retina4_7",
      """
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginViewController">
                  <connections>
                      <outlet property="view" destination="top-vw-001" id="out-vw-001"/>
                  </connections>
              </placeholder>
              <view contentMode="scaleToFill" id="top-vw-001">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                  <subviews>
                      <label text="Welcome" translatesAutoresizingMaskIntoConstraints="NO" id="wel-lb-001">
                          <rect key="frame" x="16" y="36" width="70" height="20.5"/>
                      </label>
                  </subviews>
                  <viewLayoutGuide key="safeArea" id="top-sa-001"/>
                  <constraints>
                      <constraint firstItem="wel-lb-001" firstAttribute="top" secondItem="top-sa-001" secondAttribute="top" constant="16" id="wel-tp-001"/>
                      <constraint firstItem="wel-lb-001" firstAttribute="leading" secondItem="top-sa-001" secondAttribute="leading" constant="16" id="wel-ld-001"/>
                  </constraints>
                  \(metrics)
              </view>
      """)
  }

  static func load(_ xib: String) throws -> Session { InterfaceBuilderTestFile.load(xib).session }

  /// On an iPhone SE (retina4_7: 20 above, the status bar), the label 16 below the safe
  /// area's top is at 20 + 16 = 36, where IB stored it, and the top view is the root.
  @Test func aControllersNibViewIsTheRoot() throws {
    let session = try Self.load(Self.xib(freeform: false))
    let welcome = try #require(session.engine.item(named: "welcome"))
    #expect(session.engine.parent(of: welcome) == session.engine.root)
    #expect(session.engine.rootFrame(of: welcome).y == 36)
  }

  /// A freeform nib view (a controller shown at a size of its own) stays on IB's canvas, with
  /// no safe area: the label is 0 + 16 = 16 down.
  @Test func aFreeformNibViewStaysOnTheCanvas() throws {
    let session = try Self.load(Self.xib(freeform: true))
    let welcome = try #require(session.engine.item(named: "welcome"))
    #expect(session.engine.parent(of: welcome) != session.engine.root)
    #expect(session.engine.rootFrame(of: welcome).y == 16)
  }
}
