/// San Francisco's vertical metrics, which LayoutLab uses for every height so that text is as
/// tall as on iOS (Inter only stands in for widths). SF has 2048 units per em: ascender
/// 1950, descender 494, no line gap, cap height 1443, x-height 1078 (reference §3.1).
public enum SystemFontMetrics {
  public static func ascender(_ font: Font) -> Double { font.size * 1950 / 2048 }
  public static func descender(_ font: Font) -> Double { font.size * 494 / 2048 }
  public static func capHeight(_ font: Font) -> Double { font.size * 1443 / 2048 }
  /// Ascender plus descender: 17 pt → 20.287109375.
  public static func lineHeight(_ font: Font) -> Double { font.size * 2444 / 2048 }
}

/// Rounds a length up to the pixel grid of a scale (17 pt's 20.287 → 20.3333 at 3×).
public func ceilToPixels(_ value: Double, scale: Double) -> Double {
  // A hair of tolerance so that 20.0000000001 stays 20 rather than gaining a pixel.
  (value * scale - 1e-7).rounded(.up) / scale
}
