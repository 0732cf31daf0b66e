/// For each symbol, the derived variables whose definitions read it: one linked list per
/// symbol, all in flat arrays.
///
/// A list per symbol as its own array cost a cache miss per symbol when values propagate through
/// thousands of definitions, which is most of a stack's spacing edit. Edges are made in the order
/// definitions are, so walking a chain's lists reads memory in order.
struct DerivedUsers: Sendable {
  /// By symbol: its first edge, or -1.
  var first: [Int32] = []
  /// By edge: the next edge of the same symbol (-1 ends the list) and the user it names.
  var next: [Int32] = []
  var user: [SymbolID] = []
  /// Edges of removed users, for reuse.
  var freeEdges: [Int32] = []

  mutating func grow(toSymbols count: Int) {
    if first.count < count { first.append(contentsOf: repeatElement(-1, count: count - first.count)) }
  }

  func isEmpty(_ s: SymbolID) -> Bool { Int(s) >= first.count || first[Int(s)] < 0 }

  mutating func add(_ u: SymbolID, to s: SymbolID) {
    let e: Int32
    if let free = freeEdges.popLast() {
      e = free
      user[Int(e)] = u
      next[Int(e)] = first[Int(s)]
    } else {
      e = Int32(user.count)
      user.append(u)
      next.append(first[Int(s)])
    }
    first[Int(s)] = e
  }

  /// Removes one occurrence of `u` from the list of `s`, if there is one.
  mutating func remove(_ u: SymbolID, from s: SymbolID) {
    var previous: Int32 = -1
    var e = first[Int(s)]
    while e >= 0 {
      if user[Int(e)] == u {
        if previous < 0 { first[Int(s)] = next[Int(e)] } else { next[Int(previous)] = next[Int(e)] }
        freeEdges.append(e)
        return
      }
      previous = e
      e = next[Int(e)]
    }
  }
}
