/// One nonzero entry of a row: `coefficient * symbol`.
struct Cell: Sendable {
  var symbol: SymbolID
  var coefficient: Double

  init(_ symbol: SymbolID, _ coefficient: Double) {
    self.symbol = symbol
    self.coefficient = coefficient
  }
}

/// Values closer to zero than this are zero (kiwi's `nearZero`).
let epsilon = 1.0e-8
/// The weight one optional constraint made later gains over an earlier one of its priority,
/// where the caller asks for it (`PrioritySolver.makeConstraint(olderGivesWay:)`): ten times
/// `epsilon`, so that a difference of one step is not taken for zero.
let tieBreakStep = 1.0e-7

func nearZero(_ value: Double) -> Bool { value < epsilon && value > -epsilon }

/// A sparse linear row `constant + sum(coefficient * symbol) + dummy part`, its cells sorted by
/// symbol id; the dummy markers of required equalities are kept apart (see `MarkerGraph`).
///
/// Sorted contiguous cells make merges linear and lookups logarithmic, with no per-cell
/// allocation and no reference counting in the hot loops.
struct Row: Sendable {
  var constant: Double
  /// The non-dummy part, sorted by symbol.
  var cells: [Cell]
  /// The dummy-marker part is `depScale * MarkerGraph.value(dep)`; `dep` is -1 when empty.
  var dep: Int32 = -1
  var depScale: Double = 1

  init(constant: Double = 0, cells: [Cell] = []) {
    self.constant = constant
    self.cells = cells
  }

  /// The position of `symbol` in `cells`, or where it would be inserted (as a negative `-(i+1)`).
  func position(of symbol: SymbolID) -> Int {
    var low = 0
    var high = cells.count
    while low < high {
      let mid = (low &+ high) >> 1
      let s = cells[mid].symbol
      if s < symbol {
        low = mid &+ 1
      } else if s > symbol {
        high = mid
      } else {
        return mid
      }
    }
    return -(low + 1)
  }

  func coefficient(of symbol: SymbolID) -> Double {
    let p = position(of: symbol)
    return p >= 0 ? cells[p].coefficient : 0
  }

  func contains(_ symbol: SymbolID) -> Bool { position(of: symbol) >= 0 }

  /// Adds `coefficient * symbol`, dropping the cell when the sum is near zero.
  /// Returns true when the symbol was not in the row before and is now.
  @discardableResult
  mutating func add(_ symbol: SymbolID, _ coefficient: Double) -> Bool {
    let p = position(of: symbol)
    if p >= 0 {
      let sum = cells[p].coefficient + coefficient
      if nearZero(sum) { cells.remove(at: p) } else { cells[p].coefficient = sum }
      return false
    }
    if nearZero(coefficient) { return false }
    cells.insert(Cell(symbol, coefficient), at: -(p + 1))
    return true
  }

  mutating func remove(_ symbol: SymbolID) {
    let p = position(of: symbol)
    if p >= 0 { cells.remove(at: p) }
  }

  /// Adds `factor * other` to this row. Symbols that newly appear are appended to `appeared`.
  mutating func add(_ other: Row, times factor: Double, appeared: inout [SymbolID]) {
    constant += other.constant * factor
    let m = other.cells.count
    if m == 0 { return }
    let n = cells.count
    // A few cells into a long row: insert in place (a memmove each) rather than merge.
    if m &* 8 < n {
      for cell in other.cells where add(cell.symbol, cell.coefficient * factor) {
        appeared.append(cell.symbol)
      }
      return
    }
    // Merge from the back into the same buffer, grown by m: no second buffer, no per-cell
    // bounds or uniqueness checks. The merged cells end up in [0, i] and [w+1, n+m).
    cells.append(contentsOf: repeatElement(Cell(noSymbol, 0), count: m))
    var gapStart = 0
    var gapEnd = 0
    cells.withUnsafeMutableBufferPointer { a in
      other.cells.withUnsafeBufferPointer { b in
        var i = n &- 1
        var j = m &- 1
        var w = n &+ m &- 1
        while j >= 0 {
          let sb = b[j].symbol
          if i >= 0 && a[i].symbol > sb {
            a[w] = a[i]
            i &-= 1
            w &-= 1
          } else if i >= 0 && a[i].symbol == sb {
            let c = a[i].coefficient + b[j].coefficient * factor
            if !nearZero(c) {
              a[w] = Cell(sb, c)
              w &-= 1
            }
            i &-= 1
            j &-= 1
          } else {
            let c = b[j].coefficient * factor
            if !nearZero(c) {
              a[w] = Cell(sb, c)
              w &-= 1
              appeared.append(sb)
            }
            j &-= 1
          }
        }
        gapStart = i &+ 1
        gapEnd = w &+ 1
        let tail = n &+ m &- gapEnd
        if gapEnd > gapStart && tail > 0, let base = a.baseAddress {
          (base + gapStart).update(from: base + gapEnd, count: tail)
        }
      }
    }
    if gapEnd > gapStart { cells.removeLast(gapEnd - gapStart) }
  }

  mutating func reverseSign() {
    constant = -constant
    depScale = -depScale
    for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
  }

  /// Turns `0 = constant + a*symbol + rest` into `symbol = -(constant + rest)/a`.
  /// The symbol must be in the row.
  mutating func solve(for symbol: SymbolID) {
    let p = position(of: symbol)
    let factor = -1.0 / cells[p].coefficient
    cells.remove(at: p)
    constant *= factor
    depScale *= factor
    for i in cells.indices { cells[i].coefficient *= factor }
  }

  /// Turns `lhs = constant + a*rhs + rest` into `rhs = ...` in terms of `lhs`.
  /// `lhs` must not be in the row; `rhs` must.
  mutating func solve(for rhs: SymbolID, replacing lhs: SymbolID) {
    add(lhs, -1)
    solve(for: rhs)
  }
}
