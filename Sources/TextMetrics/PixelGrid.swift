/// Rounds a length up to the pixel grid of a scale (17 pt's 20.287 → 20.3333 at 3×).
public func ceilToPixels(_ value: Double, scale: Double) -> Double {
  // A hair of tolerance so that 20.0000000001 stays 20 rather than gaining a pixel.
  (value * scale - 1e-7).rounded(.up) / scale
}
