/// The type of the objective's coefficients: what a violated non-required constraint costs.
///
/// Only the objective row carries weights; constraint rows stay plain doubles. The solver core
/// is generic over this type and specialised for each conformance inside the module, so the
/// kiwi-compatible `Solver` (doubles) and the strict-priority `PrioritySolver` (symbolic
/// weights) share one implementation and neither pays for the other.
protocol ObjectiveWeight: Comparable, Sendable {
  static var zero: Self { get }
  /// Larger than every finite weight: the start of a minimum search.
  static var infinity: Self { get }
  /// Strictly below zero (components near zero count as zero).
  var isNegative: Bool { get }
  var isZero: Bool { get }
  /// Whether every component is within `tolerance` of zero.
  func isNegligible(below tolerance: Double) -> Bool
  /// `self += weight * factor`, dropping components that end near zero.
  mutating func accumulate(_ weight: Self, times factor: Double)
  func divided(by divisor: Double) -> Self
}

extension Double: ObjectiveWeight {
  static var infinity: Double { .greatestFiniteMagnitude }
  var isNegative: Bool { self < 0 }
  var isZero: Bool { self == 0 }
  func isNegligible(below tolerance: Double) -> Bool { abs(self) <= tolerance }
  mutating func accumulate(_ weight: Double, times factor: Double) {
    self += weight * factor
    if nearZero(self) { self = 0 }
  }
  func divided(by divisor: Double) -> Double { self / divisor }
}
