extension Int {
  /// A Double as a whole number for a count, a grid cell or a pixel size computed from what a
  /// user typed: NaN is 0 and anything past ±1e15 stops there, where `Int(_:)` would trap
  /// beyond Int's range (`undo 1e300`, `draw v scale 1e300`). Rounds towards zero, as `Int(_:)`.
  public init(saturating value: Double) {
    guard !value.isNaN else {
      self = 0
      return
    }
    self = Int(Swift.max(-1e15, Swift.min(1e15, value)))
  }
}
