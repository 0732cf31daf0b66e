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

  @Test func aRowMergedIntoCancellationShrinks() {
    // 300 cells x0…x299 plus (−1) × the same 300 cells but for the last two: 2 cells remain.
    // The merge grows the buffer to 600 first; it had kept all 600 slots (9.6 kB for two cells).
    var row = Row(constant: 1, cells: (0..<300).map { Cell(SymbolID($0), 1) })
    let other = Row(constant: 0, cells: (0..<298).map { Cell(SymbolID($0), 1) })
    var appeared: [SymbolID] = []
    row.add(other, times: -1, appeared: &appeared)
    #expect(row.cells.map(\.symbol) == [298, 299])
    #expect(row.cells.capacity <= 4 * 2 + 32)
  }
}
