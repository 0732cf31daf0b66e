/// kiwi's strengths: one double, `strong`, `medium` and `weak` three decades apart.
public enum Strength {
  /// `clamp(a*w)*1e6 + clamp(b*w)*1e3 + clamp(c*w)`, each part clamped to 0...1000.
  public static func create(_ a: Double, _ b: Double, _ c: Double, _ w: Double = 1) -> Double {
    func clamp(_ x: Double) -> Double { Swift.max(0, Swift.min(1000, x)) }
    return clamp(a * w) * 1_000_000 + clamp(b * w) * 1000 + clamp(c * w)
  }

  public static let required = create(1000, 1000, 1000)
  public static let strong = create(1, 0, 0)
  public static let medium = create(0, 1, 0)
  public static let weak = create(0, 0, 1)

  /// A strength clipped to 0...required, as kiwi stores it.
  public static func clip(_ value: Double) -> Double { Swift.max(0, Swift.min(required, value)) }
}
