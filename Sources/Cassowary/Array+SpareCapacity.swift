extension Array {
  /// Gives back storage the array outgrew: a buffer more than four times larger than what it
  /// holds (plus 32 slots) is replaced by one that fits. Rows merged with long rows and then
  /// cancelled back kept their peak buffers, and columns their peak entries, many times what
  /// they held (docs/solver.md, "Storage goes back").
  ///
  /// The test is inlined at every call (a row merge, a column walk); only a refit is a call.
  @inline(__always)
  mutating func releaseSpareCapacity() {
    guard capacity > 4 &* count &+ 32 else { return }
    refit()
  }

  @inline(never)
  private mutating func refit() {
    var fitted: [Element] = []
    fitted.reserveCapacity(count)
    fitted.append(contentsOf: self)
    self = fitted
  }
}
