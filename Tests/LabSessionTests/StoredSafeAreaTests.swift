import Foundation
import Testing

@testable import AutoLayout
@testable import LabSession

/// The safe area Xcode 16.3 and later lay a scene out in (docs/research/xcode-doubled-insets.md):
/// on an upright notched iPhone the status bar's and home indicator's insets count twice.
@Suite struct StoredSafeAreaTests {
  /// A storyboard of one scene on an iPhone 15 (retina6_12: 59 above, 34 below), saved by the
  /// given Xcode, optionally freeform.
  static func scene(toolsVersion: String, freeform: (Double, Double)? = nil) throws -> (
    InterfaceBuilderImport.Scene, IBElement
  ) {
    let storyboard = storyboardText(toolsVersion: toolsVersion, freeform: freeform)
    let root = try InterfaceBuilderDocument.parse(Data(storyboard.utf8)).get()
    return (try #require(InterfaceBuilderImport.scenes(in: root).first), root)
  }

  /// The storyboard's text.
  static func storyboardText(toolsVersion: String, freeform: (Double, Double)? = nil) -> String {
    let size = freeform.map { #"<size key="freeformSize" width="\#($0.0)" height="\#($0.1)"/>"# } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)">
          <device id="retina6_12" orientation="portrait" appearance="light"/>
          <scenes>
              <scene sceneID="s1">
                  <objects>
                      <viewController id="vc1" customClass="Main" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="v1">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                          </view>
                          \(size)
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
  }

  let iPhone15 = Screen(device: .iphone15)

  /// Xcode 16.3 (toolsVersion 23727) and later double them: 59 + 59 = 118 above, 34 + 34 = 68
  /// below. Xcode 16.2 (23504) and the 32700.99 template builds do not.
  @Test func xcode16Point3AndLaterDoubleTheDevicesInsets() throws {
    let (scene, document) = try Self.scene(toolsVersion: "24412")
    #expect(
      InterfaceBuilderImport.storedSafeArea(of: scene, document: document, screen: iPhone15)
        == Insets(top: 118, left: 0, bottom: 68, right: 0))
    for older in ["23504", "32700.99.1234"] {
      let (scene, document) = try Self.scene(toolsVersion: older)
      #expect(InterfaceBuilderImport.storedSafeArea(of: scene, document: document, screen: iPhone15) == nil)
    }
  }

  /// A freeform scene shorter than the screen (a child controller's 375 × 193) keeps the
  /// device's insets; a full-height freeform scene has them doubled too.
  @Test func aShortFreeformSceneKeepsTheDevicesInsets() throws {
    let (short, document) = try Self.scene(toolsVersion: "24412", freeform: (375, 193))
    #expect(InterfaceBuilderImport.storedSafeArea(of: short, document: document, screen: iPhone15) == nil)
    let (tall, tallDocument) = try Self.scene(toolsVersion: "24412", freeform: (393, 1000))
    #expect(
      InterfaceBuilderImport.storedSafeArea(of: tall, document: tallDocument, screen: iPhone15)?.top == 118)
  }

  /// `load` lays the scene out in UIKit's safe area and says which one Xcode used, so that
  /// the views it reports misplaced are understood: 118 and 68 against 59 and 34.
  @Test func loadSaysWhichSafeAreaTheFramesWereLaidOutIn() throws {
    let loaded = InterfaceBuilderTestFile.load(
      Self.storyboardText(toolsVersion: "24412"), named: "Main.storyboard")
    let (session, output) = (loaded.session, loaded.output)
    #expect(
      output.contains {
        $0.hasPrefix(
          "its frames were laid out with the safe area's insets at 118 above and 68 below, "
            + "where UIKit gives 59 and 34")
      })
    #expect(session.engine.screen.safeArea == Insets(top: 59, left: 0, bottom: 34, right: 0))
  }

  /// A phone with a 20-point status bar and no home indicator (the SE) is laid out as UIKit
  /// does it.
  @Test func aPhoneWithoutANotchIsLeftAlone() throws {
    let (scene, document) = try Self.scene(toolsVersion: "24412")
    #expect(
      InterfaceBuilderImport.storedSafeArea(
        of: scene, document: document, screen: Screen(device: try #require(Device.named("se")))) == nil)
  }
}
