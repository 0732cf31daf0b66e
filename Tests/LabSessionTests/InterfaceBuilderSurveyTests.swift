import Foundation
import Testing

@testable import LabSession

/// `scripts/ib-survey`'s measure (`InterfaceBuilderSurvey`), on a storyboard written for the
/// tests: Login.storyboard, saved by Xcode 15 (toolsVersion 22505), two scenes.
@Suite struct InterfaceBuilderSurveyTests {
  static let login: String = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return root.appendingPathComponent("Tests/Fixtures/InterfaceBuilder/Login.storyboard").path
  }()

  /// Every view of both scenes is compared: 8 in the login scene, 1 in the settings one.
  /// The logo's stored x (160) was left behind: centred on the 390-wide root, 64 wide, it is
  /// at 163; its size matches, so its cause is its place. The other 8 land.
  @Test func aStoryboardsViewsAreComparedWithTheirStoredFrames() {
    let result = InterfaceBuilderSurvey.measure(Self.login)
    #expect(result.toolsVersion == "22505")
    #expect(result.xcode == "Xcode 15")
    #expect(result.scenes == 2)
    #expect(result.errors == 0)
    #expect(result.views.count == 9)
    let missed = result.views.filter { !$0.matches }
    #expect(missed.map(\.name) == ["logo"])
    #expect(missed.first?.cause == "UIImageView place (its size matches)")
    #expect(missed.first.map { $0.solved.x } == 163)
    #expect(result.views.filter(\.matches).count == 8)
  }

  /// A label sitting at its intrinsic size takes the stored size as its intrinsic size in the
  /// second comparison; one stretched between constraints keeps its own. A file that cannot
  /// be read gives no views.
  @Test func storedIntrinsicSizesAndUnreadableFiles() {
    let result = InterfaceBuilderSurvey.measure(Self.login)
    #expect(result.views.filter(\.matchesWithStoredIntrinsic).count == 8)
    let missing = InterfaceBuilderSurvey.measure("/nonexistent/Nothing.storyboard")
    #expect(missing.views.isEmpty && missing.scenes == 0)
  }

  /// The Xcode that saved a file, from its toolsVersion: 22505 is Xcode 15, 24412 Xcode 26,
  /// 23727 Xcode 16, 32700.99.1234 the placeholder build of Xcode 15 and 16; the controls
  /// each drew: iOS 26's from Xcode 26 only.
  @Test func toolsVersionsNameTheirXcode() {
    #expect(XcodeRelease.named(toolsVersion: "22505") == "Xcode 15")
    #expect(XcodeRelease.named(toolsVersion: "24412") == "Xcode 26 or later")
    #expect(XcodeRelease.named(toolsVersion: "23727") == "Xcode 16")
    #expect(XcodeRelease.named(toolsVersion: "32700.99.1234") == "Xcode 15–16 (a 32700.99 build)")
    #expect(XcodeRelease.named(toolsVersion: nil) == "unknown Xcode")
    #expect(XcodeRelease.generation(toolsVersion: "24412") == .ios26)
    #expect(XcodeRelease.generation(toolsVersion: "22505") == .ios18)
    #expect(XcodeRelease.generation(toolsVersion: "14490") == nil)
  }
}
