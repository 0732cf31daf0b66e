/// How the primal simplex picks the symbol that enters the basis (see `enteringSymbol`).
enum EnteringRule: Sendable {
  case firstNegative
  case mostNegative
}

/// The objective (or phase-one artificial objective) to minimise: `constant + sum(weight * symbol)`.
///
/// Stored densely by symbol id, because it is touched for nearly every symbol and read by id
/// in every ratio test. The symbols whose weight went negative wait in a min-heap by id, so
/// choosing the entering symbol (the first negative one, kiwi's rule) costs a heap peek rather
/// than a scan of the whole objective.
struct ObjectiveRow<W: ObjectiveWeight>: Sendable {
  var constant: W = .zero
  var weights: [W] = []
  /// Symbols whose weight was negative when last written (some may no longer be).
  var negativeHeap: [SymbolID] = []
  var inHeap: [Bool] = []
  /// Symbols with a nonzero weight at some point, so that `reset` is proportional to use.
  var touched: [SymbolID] = []
  var isTouched: [Bool] = []

  init() {}

  mutating func reserve(symbolCount: Int) {
    if weights.count < symbolCount {
      let extra = symbolCount - weights.count
      weights.append(contentsOf: repeatElement(.zero, count: extra))
      inHeap.append(contentsOf: repeatElement(false, count: extra))
      isTouched.append(contentsOf: repeatElement(false, count: extra))
    }
  }

  func weight(of symbol: SymbolID) -> W {
    Int(symbol) < weights.count ? weights[Int(symbol)] : .zero
  }

  mutating func add(_ symbol: SymbolID, _ weight: W, times factor: Double = 1) {
    let s = Int(symbol)
    if s >= weights.count { reserve(symbolCount: s + 1) }
    weights[s].accumulate(weight, times: factor)
    if !isTouched[s] {
      isTouched[s] = true
      touched.append(symbol)
    }
    if weights[s].isNegative && !inHeap[s] { pushNegative(symbol) }
  }

  mutating func remove(_ symbol: SymbolID) {
    let s = Int(symbol)
    if s < weights.count { weights[s] = .zero }
  }

  /// Adds `weight * row` to the objective.
  mutating func add(_ row: Row, times weight: W) {
    constant.accumulate(weight, times: row.constant)
    for cell in row.cells { add(cell.symbol, weight, times: cell.coefficient) }
  }

  /// Replaces `symbol` by `row` (`symbol = row`), if the objective mentions it.
  mutating func substitute(_ symbol: SymbolID, with row: Row) {
    let s = Int(symbol)
    guard s < weights.count, !weights[s].isZero else { return }
    let w = weights[s]
    weights[s] = .zero
    add(row, times: w)
  }

  /// The symbol to enter the basis, or none when the objective is optimal.
  ///
  /// `.firstNegative` is kiwi's rule (Bland's): the lowest id with a negative weight; it never
  /// cycles, but in degenerate tableaux it walks vertex after vertex. `.mostNegative`
  /// (Dantzig's) takes the steepest weight, lowest id among equals: in content-sized stacks,
  /// where hundreds of hugging and compression constraints are tight at once, it needs far
  /// fewer pivots (docs/solver.md, "Representation"). The caller falls back to the first rule
  /// when a run of pivots makes no progress, so that no cycle can last.
  mutating func enteringSymbol(kinds: [SymbolKind], rule: EnteringRule) -> SymbolID {
    if rule == .mostNegative { return steepestSymbol(kinds: kinds) }
    while let top = negativeHeap.first {
      if kinds[Int(top)] != .dummy && weights[Int(top)].isNegative { return top }
      popNegative()
    }
    return noSymbol
  }

  /// The non-dummy symbol with the most negative weight (lowest id among equals). Entries of
  /// the heap that are no longer negative are dropped on the way; a sorted array is a valid
  /// min-heap, so the heap stays usable by `.firstNegative`.
  mutating func steepestSymbol(kinds: [SymbolKind]) -> SymbolID {
    var best = noSymbol
    var stale = false
    for s in negativeHeap {
      guard kinds[Int(s)] != .dummy && weights[Int(s)].isNegative else {
        stale = true
        continue
      }
      if best == noSymbol || weights[Int(s)] < weights[Int(best)]
        || (weights[Int(s)] == weights[Int(best)] && s < best)
      {
        best = s
      }
    }
    if stale {
      negativeHeap.removeAll { s in
        let keep = kinds[Int(s)] != .dummy && weights[Int(s)].isNegative
        if !keep { inHeap[Int(s)] = false }
        return !keep
      }
      negativeHeap.sort()
    }
    return best
  }

  /// Clears every weight that was ever set, keeping the storage.
  mutating func reset() {
    for s in touched {
      weights[Int(s)] = .zero
      isTouched[Int(s)] = false
    }
    for s in negativeHeap { inHeap[Int(s)] = false }
    touched.removeAll(keepingCapacity: true)
    negativeHeap.removeAll(keepingCapacity: true)
    constant = .zero
  }

  // MARK: the min-heap of negative symbols

  mutating func pushNegative(_ symbol: SymbolID) {
    inHeap[Int(symbol)] = true
    negativeHeap.append(symbol)
    var child = negativeHeap.count - 1
    while child > 0 {
      let parent = (child - 1) >> 1
      if negativeHeap[parent] <= negativeHeap[child] { break }
      negativeHeap.swapAt(parent, child)
      child = parent
    }
  }

  mutating func popNegative() {
    inHeap[Int(negativeHeap[0])] = false
    let last = negativeHeap.removeLast()
    if negativeHeap.isEmpty { return }
    negativeHeap[0] = last
    var parent = 0
    let n = negativeHeap.count
    while true {
      let left = 2 * parent + 1
      if left >= n { break }
      var smallest = left
      if left + 1 < n && negativeHeap[left + 1] < negativeHeap[left] { smallest = left + 1 }
      if negativeHeap[parent] <= negativeHeap[smallest] { break }
      negativeHeap.swapAt(parent, smallest)
      parent = smallest
    }
  }
}
