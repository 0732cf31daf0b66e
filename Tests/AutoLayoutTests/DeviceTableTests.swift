import Testing

@testable import AutoLayout

/// The devices Xcode 16 and 26 simulate (issue 38), each checked through a view pinned to the
/// root's safe area: its frame is the screen less the device's insets
/// (docs/research/devices-2026.md for the measured figures).
@Suite struct DeviceTableTests {
  func safeAreaFrame(_ name: String, _ orientation: Orientation) throws -> Rect {
    let f = Fixture(device: try #require(Device.named(name)), orientation: orientation)
    let v = try f.add(.view, "v")
    let safe = f.engine.safeAreaGuide(of: f.root)
    for attribute in [LayoutAttribute.left, .top, .right, .bottom] {
      try f.constrain(v, attribute, .equal, safe, attribute)
    }
    return f.frame(v)
  }

  /// iPhone 16 Pro Max: 440 × 956, 62 above and 34 below: 956 − 96 = 860 tall.
  @Test func anIPhone16ProMaxInPortrait() throws {
    #expect(try safeAreaFrame("iphone16promax", .portrait) == Rect(x: 0, y: 62, width: 440, height: 860))
  }

  /// iPhone Air in landscape (iOS 26): 912 × 420, 68 each side and 20 below:
  /// 912 − 136 = 776 wide, 420 − 20 = 400 tall.
  @Test func anIPhoneAirInLandscape() throws {
    #expect(try safeAreaFrame("iphoneair", .landscape) == Rect(x: 68, y: 0, width: 776, height: 400))
  }

  /// iPhone 16e: the 14's screen, 390 × 844 with 47 above and 34 below: 763 tall.
  @Test func anIPhone16e() throws {
    #expect(try safeAreaFrame("iphone16e", .portrait) == Rect(x: 0, y: 47, width: 390, height: 763))
  }

  /// iPad Pro 13" (M4): 1032 × 1376 at 2×, 24 above and 25 below: 1376 − 49 = 1327 tall.
  @Test func anIPadPro13() throws {
    #expect(try safeAreaFrame("ipadpro13", .portrait) == Rect(x: 0, y: 24, width: 1032, height: 1327))
  }

  /// Every device has a unique name, a scale of 2 or 3, and landscape insets that turn the
  /// portrait ones: a phone's notch side takes its top inset, an iPad keeps its own.
  @Test func everyDeviceIsWellFormed() {
    #expect(Set(Device.all.map(\.name)).count == Device.all.count)
    #expect(Device.iphone15.name == "iphone15")
    for device in Device.all {
      #expect([2, 3].contains(device.scale), "\(device.name)")
      if !device.isPad && device.portraitSafeArea.bottom > 0 {
        #expect(device.landscapeSafeArea.left == device.portraitSafeArea.top, "\(device.name)")
      }
    }
  }
}
