import AutoLayout

/// Which Xcode saved an Interface Builder file, from its `toolsVersion`. The bands come from
/// the commit dates of public files (`docs/research/control-sizes-2.md`, and
/// `docs/research/ios26-controls.md` for Xcode 26's); a number between two known builds goes
/// with the earlier one.
public enum XcodeRelease {
  /// The first toolsVersion of each release, ascending.
  static let bands: [(first: Double, name: String)] = [
    (0, "Xcode 9 or earlier"),
    (14_000, "Xcode 10"),
    (15_000, "Xcode 11"),
    (17_000, "Xcode 12"),
    (19_000, "Xcode 13"),
    (21_000, "Xcode 14"),
    (22_000, "Xcode 15"),
    (23_000, "Xcode 16"),
    (24_000, "Xcode 26 or later"),
    (32_700, "Xcode 15–16 (a 32700.99 build)"),
  ]

  /// The controls' design that Xcode drew: iOS 26's from Xcode 26, iOS 13–18's from Xcode 11
  /// to 16; nil before Xcode 11 or when unknown.
  public static func generation(toolsVersion: String?) -> UIKitGeneration? {
    guard let number = build(toolsVersion) else { return nil }
    if number >= 24_000 && number < 32_700 { return .ios26 }
    return number >= 15_000 ? .ios18 : nil
  }

  public static func named(toolsVersion: String?) -> String {
    guard let number = build(toolsVersion) else { return "unknown Xcode" }
    return bands.last { number >= $0.first }?.name ?? "unknown Xcode"
  }

  /// Whether the Xcode laid out its canvas with a notched iPhone's status bar and home
  /// indicator insets doubled (118 above and 68 below an iPhone 15's 59 and 34): Xcode 16.3
  /// (toolsVersion 23727) and later store such frames (docs/research/xcode-doubled-insets.md).
  /// The frames UIKit gives at run time use the device's own insets.
  public static func doublesDeviceInsets(toolsVersion: String?) -> Bool {
    guard let number = build(toolsVersion) else { return false }
    return number >= 23_727 && number < 32_700
  }

  /// The build number before its first dot: `24093.7` is 24093, `32700.99.1234` 32700.
  static func build(_ toolsVersion: String?) -> Double? {
    toolsVersion.flatMap { $0.split(separator: ".").first }.flatMap { Double($0) }
  }
}
