import Testing

@testable import Cassowary

/// Issue 10: on a 10,101-view grid, rows held 7 times and columns 15 times the storage their
/// cells needed, kept from when they were longest. Storage a row or column outgrew goes back.
@Suite struct StorageTests {
  @Test func anArrayGivesBackWhatItOutgrew() {
    var a = Array(0..<1000)
    a.removeLast(990)
    #expect(a.capacity >= 1000)
    a.releaseSpareCapacity()
    // 10 elements may keep up to 4 × 10 + 32 = 72 slots; the copy fits them exactly.
    #expect(a == Array(0..<10))
    #expect(a.capacity <= 72)
  }

  @Test func anArrayNearlyFullKeepsItsStorage() {
    var a = [Int]()
    a.reserveCapacity(100)
    a.append(contentsOf: 0..<20)
    let before = a.capacity
    // 100 slots for 20 elements: within 4 × 20 + 32 = 112, so nothing moves.
    a.releaseSpareCapacity()
    #expect(a.capacity == before)
  }

  /// 300 cells x0…x299 plus (−1) × the same 300 cells but for the last two: 2 cells remain.
  /// The merge grows the buffer to 600 first; it had kept all 600 slots (9.6 kB for two cells).
  /// The engine's solver gives them back; kiwi's `Solver` keeps its buffers, as kiwi does.
  @Test(arguments: [true, false])
  func aRowMergedIntoCancellationShrinks(givesStorageBack: Bool) {
    var core = SimplexCore<Double>()
    core.givesStorageBack = givesStorageBack
    let symbols = (0..<301).map { _ in core.makeSymbol(.slack) }
    let slot = core.insertRow(
      Row(constant: 1, cells: (0..<300).map { Cell(symbols[$0], 1) }), basic: symbols[300])
    let other = Row(constant: 0, cells: (0..<298).map { Cell(symbols[$0], 1) })
    core.addToRow(slot, other, times: -1)
    #expect(core.rows[Int(slot)].cells.map(\.symbol) == [298, 299])
    if givesStorageBack {
      #expect(core.rows[Int(slot)].cells.capacity <= 4 * 2 + 32)
    } else {
      #expect(core.rows[Int(slot)].cells.capacity >= 600)
    }
  }
}
