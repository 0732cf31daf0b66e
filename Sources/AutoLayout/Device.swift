import TextMetrics

/// A device whose window the root view fills (SEMANTICS.md, "Devices").
public struct Device: Equatable, Sendable {
  public var name: String
  /// The portrait size in points.
  public var portraitSize: (width: Double, height: Double)
  public var scale: Double
  public var portraitSafeArea: Insets
  public var landscapeSafeArea: Insets
  public var isPad: Bool

  public static func == (a: Device, b: Device) -> Bool { a.name == b.name }

  public static let all: [Device] = [
    Device(
      name: "se", portraitSize: (375, 667), scale: 2,
      portraitSafeArea: Insets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeArea: .zero,
      isPad: false),
    Device(
      name: "iphone13mini", portraitSize: (375, 812), scale: 3,
      portraitSafeArea: Insets(top: 50, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: Insets(top: 0, left: 50, bottom: 21, right: 50), isPad: false),
    Device(
      name: "iphone14", portraitSize: (390, 844), scale: 3,
      portraitSafeArea: Insets(top: 47, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: Insets(top: 0, left: 47, bottom: 21, right: 47), isPad: false),
    Device(
      name: "iphone15", portraitSize: (393, 852), scale: 3,
      portraitSafeArea: Insets(top: 59, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: Insets(top: 0, left: 59, bottom: 21, right: 59), isPad: false),
    Device(
      name: "iphone15promax", portraitSize: (430, 932), scale: 3,
      portraitSafeArea: Insets(top: 59, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: Insets(top: 0, left: 59, bottom: 21, right: 59), isPad: false),
    // Issue 38: the phones and iPads Xcode 16 and 26 simulate. Points, scale and safe areas
    // were read by a UIKit app from `safeAreaInsets` on each device's simulator
    // (aloisdeniel/flutter_device_preview, device_specs/apple-*.json: iOS 18 at bfdd4e7, iOS
    // 26.5 at 061d936; docs/research/devices-2026.md). Phones sold with iOS 18 take its
    // figures, like the rows above (21 below in landscape); those sold with iOS 26 take iOS
    // 26's (20 below in landscape; the Air 68 on top).
    Device(
      name: "iphone16", portraitSize: (393, 852), scale: 3,
      portraitSafeArea: Insets(top: 59, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: Insets(top: 0, left: 59, bottom: 21, right: 59), isPad: false),
    Device(
      name: "iphone16plus", portraitSize: (430, 932), scale: 3,
      portraitSafeArea: Insets(top: 59, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: Insets(top: 0, left: 59, bottom: 21, right: 59), isPad: false),
    Device(
      name: "iphone16pro", portraitSize: (402, 874), scale: 3,
      portraitSafeArea: Insets(top: 62, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: Insets(top: 0, left: 62, bottom: 21, right: 62), isPad: false),
    Device(
      name: "iphone16promax", portraitSize: (440, 956), scale: 3,
      portraitSafeArea: Insets(top: 62, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: Insets(top: 0, left: 62, bottom: 21, right: 62), isPad: false),
    Device(
      name: "iphone16e", portraitSize: (390, 844), scale: 3,
      portraitSafeArea: Insets(top: 47, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: Insets(top: 0, left: 47, bottom: 21, right: 47), isPad: false),
    Device(
      name: "iphone17", portraitSize: (402, 874), scale: 3,
      portraitSafeArea: Insets(top: 62, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: Insets(top: 0, left: 62, bottom: 20, right: 62), isPad: false),
    Device(
      name: "iphone17pro", portraitSize: (402, 874), scale: 3,
      portraitSafeArea: Insets(top: 62, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: Insets(top: 0, left: 62, bottom: 20, right: 62), isPad: false),
    Device(
      name: "iphone17promax", portraitSize: (440, 956), scale: 3,
      portraitSafeArea: Insets(top: 62, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: Insets(top: 0, left: 62, bottom: 20, right: 62), isPad: false),
    Device(
      name: "iphoneair", portraitSize: (420, 912), scale: 3,
      portraitSafeArea: Insets(top: 68, left: 0, bottom: 34, right: 0),
      landscapeSafeArea: Insets(top: 0, left: 68, bottom: 20, right: 68), isPad: false),
    Device(
      name: "ipad", portraitSize: (768, 1024), scale: 2,
      portraitSafeArea: Insets(top: 20, left: 0, bottom: 0, right: 0),
      landscapeSafeArea: Insets(top: 20, left: 0, bottom: 0, right: 0), isPad: true),
    Device(
      name: "ipadpro11", portraitSize: (834, 1194), scale: 2,
      portraitSafeArea: Insets(top: 24, left: 0, bottom: 20, right: 0),
      landscapeSafeArea: Insets(top: 24, left: 0, bottom: 20, right: 0), isPad: true),
    // Current iPads on iOS 18: 24 on top, and 25 at the bottom for the home indicator
    // (measured on each simulator; not the 20 often quoted, which the older `ipadpro11` row
    // keeps until a measurement of that model says otherwise).
    Device(
      name: "ipad10", portraitSize: (820, 1180), scale: 2,
      portraitSafeArea: Insets(top: 24, left: 0, bottom: 25, right: 0),
      landscapeSafeArea: Insets(top: 24, left: 0, bottom: 25, right: 0), isPad: true),
    Device(
      name: "ipadmini", portraitSize: (744, 1133), scale: 2,
      portraitSafeArea: Insets(top: 24, left: 0, bottom: 25, right: 0),
      landscapeSafeArea: Insets(top: 24, left: 0, bottom: 25, right: 0), isPad: true),
    Device(
      name: "ipadair11", portraitSize: (820, 1180), scale: 2,
      portraitSafeArea: Insets(top: 24, left: 0, bottom: 25, right: 0),
      landscapeSafeArea: Insets(top: 24, left: 0, bottom: 25, right: 0), isPad: true),
    Device(
      name: "ipadair13", portraitSize: (1024, 1366), scale: 2,
      portraitSafeArea: Insets(top: 24, left: 0, bottom: 25, right: 0),
      landscapeSafeArea: Insets(top: 24, left: 0, bottom: 25, right: 0), isPad: true),
    Device(
      name: "ipadpro11m4", portraitSize: (834, 1210), scale: 2,
      portraitSafeArea: Insets(top: 24, left: 0, bottom: 25, right: 0),
      landscapeSafeArea: Insets(top: 24, left: 0, bottom: 25, right: 0), isPad: true),
    Device(
      name: "ipadpro13", portraitSize: (1032, 1376), scale: 2,
      portraitSafeArea: Insets(top: 24, left: 0, bottom: 25, right: 0),
      landscapeSafeArea: Insets(top: 24, left: 0, bottom: 25, right: 0), isPad: true),
  ]

  /// The default device: iPhone 15, 393 × 852 at 3×.
  public static let iphone15 = all[3]

  public static func named(_ name: String) -> Device? { all.first { $0.name == name } }
}

/// Which way the device is held.
public enum Orientation: String, Sendable {
  case portrait, landscape
}

/// The root view's environment: device, orientation, and what the user overrode.
public struct Screen: Equatable, Sendable {
  public var device: Device
  public var orientation: Orientation
  /// `root.size = WxH` and `root.safeArea = …` override the device's values.
  public var sizeOverride: (width: Double, height: Double)?
  public var safeAreaOverride: Insets?
  public var scaleOverride: Double?
  /// `root.contentSizeCategory`: the user's text size; text styles follow it.
  public var contentSizeCategory = ContentSizeCategory.large
  /// Which design the controls and bars are measured in.
  public var generation = UIKitGeneration.ios26

  public init(device: Device = .iphone15, orientation: Orientation = .portrait) {
    self.device = device
    self.orientation = orientation
  }

  public static func == (a: Screen, b: Screen) -> Bool {
    a.device == b.device && a.orientation == b.orientation && a.size == b.size
      && a.safeArea == b.safeArea && a.scale == b.scale && a.contentSizeCategory == b.contentSizeCategory
      && a.generation == b.generation
  }

  public var size: (width: Double, height: Double) {
    if let sizeOverride { return sizeOverride }
    let p = device.portraitSize
    return orientation == .portrait ? p : (p.height, p.width)
  }

  public var safeArea: Insets {
    safeAreaOverride ?? (orientation == .portrait ? device.portraitSafeArea : device.landscapeSafeArea)
  }

  public var scale: Double { scaleOverride ?? device.scale }

  /// iPhones are compact width (in both orientations here); iPads regular.
  public var isRegularWidth: Bool { device.isPad }

  /// A view controller's view's leading and trailing margins (`systemMinimumLayoutMargins`):
  /// 20 in regular width and whenever the root is at least 414 points wide (Plus and Max
  /// phones, landscape), else 16. Interface Builder files store 16 for roots 320–390 wide and
  /// 20 for 414 and 430 (2× and 3× alike, so not the scale); `docs/engine.md` lists them.
  public var viewControllerSideMargin: Double { isRegularWidth || size.width >= 414 ? 20 : 16 }
}
