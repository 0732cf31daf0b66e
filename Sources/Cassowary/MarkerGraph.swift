/// The dummy-marker columns of the tableau, kept in factored form.
///
/// kiwi stores the marker of every required equality as a cell of each row that depends on it.
/// Those markers never enter the basis by pivoting, yet they pile up: in a chain of N equalities
/// the i-th row holds i of them, and the tableau grows as N² (docs/solver.md, "Required-equality
/// markers"). Here a row keeps up to `SimplexCore.dummyCellLimit` of them as cells, as kiwi does;
/// beyond that its dummy part is `depScale * value(dep)`, where `dep` is a node of this append-only
/// graph: a leaf is one marker; an inner node is `coefA * childA + coefB * childB`, made when rows
/// combine (substitution), so every row's dummy part costs O(1) to build. A marker's column (needed
/// only to remove or re-constant a required equality, or to explain a conflict) is evaluated on
/// demand by walking up from its leaf; a row's markers by walking down from its node.
///
/// Nodes are immutable and numbered in creation order, which is a topological order (children
/// first). Garbage from rows that changed is dropped by `compact`, which renumbers in order.
///
/// A row's node remembers its whole history of combinations. Where rows are combined back and forth
/// (pivots among equal-priority hugging and compression errors in nested stacks), that history
/// outgrows what it sums to by orders of magnitude (docs/solver.md, "Required-equality markers").
/// So every node carries `weight`, a bound on the nodes below it, and `budget`; a combination that
/// outgrows its budget is flattened to its markers and rebuilt as a balanced sum, and the new
/// node's budget is a multiple of its new weight. Chains, whose history is their sum, flatten at
/// geometric intervals: amortised O(1).
struct MarkerGraph: Sendable {
  var childA: [Int32] = []
  var coefA: [Double] = []
  var childB: [Int32] = []
  var coefB: [Double] = []
  /// The dummy symbol of a leaf, or -1.
  var leafSymbol: [SymbolID] = []
  /// The slot of the row that holds (or last held) this node as its dummy part, or -1.
  var owner: [Int32] = []
  /// Parent edges as linked lists: the first edge of a node, and for each edge its parent and
  /// the next edge of the same child.
  var firstEdge: [Int32] = []
  var edgeParent: [Int32] = []
  var edgeNext: [Int32] = []
  /// The leaf of each dummy symbol (by symbol id), or -1.
  var leafOf: [Int32] = []
  /// Node count after the last compaction: the next one waits until the graph doubles, or
  /// (once a walk up from a marker has met long histories) until it grows by an eighth or
  /// the histories of rows queued for flattening add up to an eighth of it.
  var liveAfterCompaction = 0
  var walkedLongHistory = false
  /// The nodes of the walks that queued rows in `rowsToFlatten` since the last compaction:
  /// about the history their flattening leaves behind.
  var historyQueuedForFlattening = 0
  /// Rows (by slot) whose history a walk up from a marker found far longer than what they
  /// sum to: the next safe point rebuilds their dummy parts flat (`flattenWalkedRows`).
  var rowsToFlatten: [Int32] = []
  /// A bound on the nodes reachable from each node (shared ones counted once per path),
  /// saturating; and the weight past which a combination is flattened. Kept (like `isFlat`)
  /// only while `flattensHistory` is on.
  var weight: [Int32] = []
  var budget: [Int32] = []
  /// Set on the root of a balanced sum: a node that is already its flat form.
  var isFlat: [Bool] = []
  /// Whether histories are flattened at all: on for `PrioritySolver` (the engine's stacks are
  /// where histories blow up), off for the kiwi-compatible `Solver`, whose chains never blow
  /// up and only pay for the bookkeeping.
  var flattensHistory = false
  /// The smallest budget: below it, flattening would cost more than it saves.
  static let minimumBudget: Int32 = 4096
  /// A flattened node may grow to this multiple of its weight before the next flattening.
  static let budgetGrowth: Int32 = 8
  // Scratch for walks.
  var stamp: [UInt32] = []
  var currentStamp: UInt32 = 0
  /// Children not yet valued, during `ancestors`.
  var pending: [UInt8] = []
  var value: [Double] = []
  /// The depth-first stack and post-order of `markers`, kept between calls: a row's history
  /// is walked at every pivot, and allocating them each time was a tenth of a stack edit.
  var walkStack: [(node: Int32, expanded: Bool)] = []
  var postOrder: [Int32] = []

  var count: Int { childA.count }

  /// The bytes the graph's arrays hold (their capacity), for `TableauStatistics`.
  var storageBytes: Int {
    let fourByte = [
      childA.capacity, childB.capacity, leafSymbol.capacity, owner.capacity, firstEdge.capacity,
      edgeParent.capacity, edgeNext.capacity, stamp.capacity, weight.capacity, budget.capacity,
    ]
    let eightByte = [coefA.capacity, coefB.capacity, value.capacity]
    return 4 * fourByte.reduce(0, +) + 8 * eightByte.reduce(0, +) + isFlat.capacity + pending.capacity
  }

  mutating func makeNode(_ a: Int32, _ ca: Double, _ b: Int32, _ cb: Double, leaf: SymbolID) -> Int32 {
    let n = Int32(childA.count)
    childA.append(a)
    coefA.append(ca)
    childB.append(b)
    coefB.append(cb)
    leafSymbol.append(leaf)
    owner.append(-1)
    firstEdge.append(-1)
    if flattensHistory {
      let wa = a >= 0 ? Int64(weight[Int(a)]) : 0
      let wb = b >= 0 && b != a ? Int64(weight[Int(b)]) : 0
      weight.append(Int32(min(1 + wa + wb, Int64(Int32.max / 2))))
      budget.append(max(a >= 0 ? budget[Int(a)] : 0, b >= 0 ? budget[Int(b)] : 0, Self.minimumBudget))
      isFlat.append(false)
    }
    if a >= 0 { addEdge(child: a, parent: n) }
    if b >= 0 && b != a { addEdge(child: b, parent: n) }
    return n
  }

  mutating func addEdge(child: Int32, parent: Int32) {
    edgeParent.append(parent)
    edgeNext.append(firstEdge[Int(child)])
    firstEdge[Int(child)] = Int32(edgeParent.count - 1)
  }

  /// The leaf of a dummy, made on first use.
  mutating func leaf(for dummy: SymbolID) -> Int32 {
    if Int(dummy) < leafOf.count && leafOf[Int(dummy)] >= 0 { return leafOf[Int(dummy)] }
    let n = makeNode(-1, 0, -1, 0, leaf: dummy)
    if Int(dummy) >= leafOf.count {
      leafOf.append(contentsOf: repeatElement(-1, count: Int(dummy) + 1 - leafOf.count))
    }
    leafOf[Int(dummy)] = n
    return n
  }

  /// The node for `sa * a + sb * b` (either may be -1, meaning nothing).
  /// A result of -1 means the markers cancelled out: the row has no dummy part left.
  mutating func combine(_ a: Int32, _ sa: Double, _ b: Int32, _ sb: Double) -> (Int32, Double) {
    if b < 0 || sb == 0 { return (a, sa) }
    let n = a < 0 ? makeNode(b, sb, -1, 0, leaf: noSymbol) : makeNode(a, sa, b, sb, leaf: noSymbol)
    guard flattensHistory, weight[Int(n)] > budget[Int(n)] else { return (n, 1) }
    return (flattened(n), 1)
  }

  /// `Σ scale · node` as a balanced tree of new nodes (O(1) each, no walk); the result is
  /// `(node, 1)`, or `(-1, 1)` for none. Flattening is left to later combinations' budgets.
  ///
  /// The result is always a new node, even for one part: a node belongs to the one row that
  /// holds it (`owner`, through which a marker's column finds the rows that hold it here).
  /// Handing back the part itself let a row built from one other row share its node, and the
  /// older row dropped out of its markers' columns: a changed constant of a required equality
  /// missed it (`MarkerOwnershipTests`).
  mutating func balancedCombination(of parts: [(node: Int32, scale: Double)]) -> (Int32, Double) {
    if parts.isEmpty { return (-1, 1) }
    if parts.count == 1 { return (makeNode(parts[0].node, parts[0].scale, -1, 0, leaf: noSymbol), 1) }
    var level = parts
    while level.count > 1 {
      var next: [(node: Int32, scale: Double)] = []
      next.reserveCapacity((level.count + 1) / 2)
      var i = 0
      while i + 1 < level.count {
        next.append(
          (makeNode(level[i].node, level[i].scale, level[i + 1].node, level[i + 1].scale, leaf: noSymbol), 1))
        i += 2
      }
      if i < level.count { next.append(level[i]) }
      level = next
    }
    return (level[0].node, level[0].scale)
  }

  /// The node's markers rebuilt as a balanced sum (-1 if they cancel), with a budget that
  /// lets it grow `budgetGrowth` times before it is flattened again.
  mutating func flattened(_ node: Int32) -> Int32 {
    let terms = markers(of: node, scale: 1)
    let sum = balancedSum(terms)
    guard sum >= 0 else { return -1 }
    budget[Int(sum)] = max(
      Self.minimumBudget,
      weight[Int(sum)].multipliedReportingOverflow(by: Self.budgetGrowth).overflow
        ? Int32.max : weight[Int(sum)] * Self.budgetGrowth)
    return sum
  }

  /// A balanced sum of markers (shallow, so later walks stay short); -1 for none.
  mutating func balancedSum(_ terms: [(symbol: SymbolID, coefficient: Double)]) -> Int32 {
    var leaves: [(node: Int32, scale: Double)] = []
    leaves.reserveCapacity(terms.count)
    for term in terms { leaves.append((leaf(for: term.symbol), term.coefficient)) }
    if leaves.isEmpty { return -1 }
    let (node, scale) = balancedCombination(of: leaves)
    let root =
      scale == 1 && leafSymbol[Int(node)] == noSymbol ? node : makeNode(node, scale, -1, 0, leaf: noSymbol)
    if flattensHistory { isFlat[Int(root)] = true }
    return root
  }

  /// A walk's stamp, with the walks' scratch arrays (`stamp`, `value`) grown to the graph:
  /// they grow here, not per node in `makeNode`, where two more appends were a tenth of
  /// making a node (kiwi's enaml remove-all makes thousands).
  mutating func nextStamp() -> UInt32 {
    if stamp.count < count { stamp.append(contentsOf: repeatElement(0, count: count - stamp.count)) }
    if value.count < count { value.append(contentsOf: repeatElement(0, count: count - value.count)) }
    currentStamp &+= 1
    if currentStamp == 0 {
      for i in stamp.indices { stamp[i] = 0 }
      currentStamp = 1
    }
    return currentStamp
  }

  /// The nodes that depend on any of `leaves` (themselves included), in topological order,
  /// with each one's value left in `value` for leaf values `scale` (a single leaf at scale 1
  /// leaves each node's coefficient of it): one walk for a batch of markers shifted together
  /// (a stack's spacing), where one walk per marker would visit their shared ancestors once
  /// each.
  mutating func ancestors(of leaves: [(leaf: Int32, scale: Double)]) -> [Int32] {
    let mark = nextStamp()
    if pending.count < count { pending.append(contentsOf: repeatElement(0, count: count - pending.count)) }
    // The scratch arrays leave `self` and the graph is read through buffers: this walk runs
    // for every constant change of a required equality (a stack's spacing), over thousands of
    // nodes, and each write through `self` checked the array's uniqueness.
    var stamps: [UInt32] = []
    var waits: [UInt8] = []
    var values: [Double] = []
    swap(&stamps, &stamp)
    swap(&waits, &pending)
    swap(&values, &value)
    defer {
      swap(&stamps, &stamp)
      swap(&waits, &pending)
      swap(&values, &value)
    }
    var found: [Int32] = []
    var ordered: [Int32] = []
    stamps.withUnsafeMutableBufferPointer { stamp in
      waits.withUnsafeMutableBufferPointer { pending in
        values.withUnsafeMutableBufferPointer { value in
          withGraphBuffers { graph in
            Self.collectAncestors(of: leaves, mark: mark, stamp: stamp, graph: graph, into: &found)
            Self.valueInTopologicalOrder(
              found, leaves: leaves, mark: mark, stamp: stamp, pending: pending, value: value, graph: graph,
              into: &ordered)
          }
        }
      }
    }
    return ordered
  }

  /// The graph's children, coefficients and parent edges as buffers, for the walks that run
  /// over thousands of nodes.
  struct GraphBuffers {
    let childA: UnsafeBufferPointer<Int32>
    let childB: UnsafeBufferPointer<Int32>
    let coefA: UnsafeBufferPointer<Double>
    let coefB: UnsafeBufferPointer<Double>
    let firstEdge: UnsafeBufferPointer<Int32>
    let edgeParent: UnsafeBufferPointer<Int32>
    let edgeNext: UnsafeBufferPointer<Int32>
  }

  @inline(__always) func withGraphBuffers<R>(_ body: (GraphBuffers) -> R) -> R {
    childA.withUnsafeBufferPointer { childA in
      childB.withUnsafeBufferPointer { childB in
        coefA.withUnsafeBufferPointer { coefA in
          coefB.withUnsafeBufferPointer { coefB in
            firstEdge.withUnsafeBufferPointer { firstEdge in
              edgeParent.withUnsafeBufferPointer { edgeParent in
                edgeNext.withUnsafeBufferPointer { edgeNext in
                  body(
                    GraphBuffers(
                      childA: childA, childB: childB, coefA: coefA, coefB: coefB, firstEdge: firstEdge,
                      edgeParent: edgeParent, edgeNext: edgeNext))
                }
              }
            }
          }
        }
      }
    }
  }

  /// Appends to `found` the leaves and every node above them, each once (stamped `mark`),
  /// breadth first along the parent edges.
  @inline(__always) static func collectAncestors(
    of leaves: [(leaf: Int32, scale: Double)], mark: UInt32, stamp: UnsafeMutableBufferPointer<UInt32>,
    graph: GraphBuffers, into found: inout [Int32]
  ) {
    for (leaf, _) in leaves where stamp[Int(leaf)] != mark {
      stamp[Int(leaf)] = mark
      found.append(leaf)
    }
    var i = 0
    while i < found.count {
      var e = graph.firstEdge[Int(found[i])]
      while e >= 0 {
        let p = graph.edgeParent[Int(e)]
        if stamp[Int(p)] != mark {
          stamp[Int(p)] = mark
          found.append(p)
        }
        e = graph.edgeNext[Int(e)]
      }
      i += 1
    }
  }

  /// Values the `found` nodes for leaf values `scale`, appending each to `ordered` once it is
  /// valued. Kahn's order instead of sorting the ids (a sort was a third of a stack's spacing
  /// edit): a node is valued once each of its children inside the walk has been.
  @inline(__always) static func valueInTopologicalOrder(
    _ found: [Int32], leaves: [(leaf: Int32, scale: Double)], mark: UInt32,
    stamp: UnsafeMutableBufferPointer<UInt32>, pending: UnsafeMutableBufferPointer<UInt8>,
    value: UnsafeMutableBufferPointer<Double>, graph: GraphBuffers, into ordered: inout [Int32]
  ) {
    for n in found {
      let k = Int(n)
      value[k] = 0
      let a = graph.childA[k]
      let b = graph.childB[k]
      var waiting: UInt8 = 0
      if a >= 0 && stamp[Int(a)] == mark { waiting += 1 }
      if b >= 0 && b != a && stamp[Int(b)] == mark { waiting += 1 }
      pending[k] = waiting
    }
    for (leaf, scale) in leaves { value[Int(leaf)] += scale }
    ordered.reserveCapacity(found.count)
    for n in found where pending[Int(n)] == 0 { ordered.append(n) }
    var next = 0
    while next < ordered.count {
      let n = ordered[next]
      next += 1
      var e = graph.firstEdge[Int(n)]
      while e >= 0 {
        let p = Int(graph.edgeParent[Int(e)])
        pending[p] -= 1
        if pending[p] == 0 {
          let a = graph.childA[p]
          let b = graph.childB[p]
          var v = 0.0
          if a >= 0 && stamp[Int(a)] == mark { v += graph.coefA[p] * value[Int(a)] }
          if b >= 0 && stamp[Int(b)] == mark { v += graph.coefB[p] * value[Int(b)] }
          value[p] = v
          ordered.append(Int32(p))
        }
        e = graph.edgeNext[Int(e)]
      }
    }
  }

  /// The markers in `scale * node` with their coefficients (near-zero ones dropped), by symbol.
  ///
  /// Coefficients flow from the node down to the leaves, each node passing its total on once
  /// all its parents within the walk have: the nodes are visited in reverse post-order of a
  /// depth-first walk (a topological order), found without sorting.
  mutating func markers(of node: Int32, scale: Double) -> [(symbol: SymbolID, coefficient: Double)] {
    guard node >= 0 else { return [] }
    let mark = nextStamp()
    // The scratch arrays leave `self` for the walk, so that their writes are plain stores
    // (no uniqueness check per node while `self` is borrowed).
    var stamps: [UInt32] = []
    var values: [Double] = []
    var stack: [(node: Int32, expanded: Bool)] = []
    var order: [Int32] = []
    swap(&stamps, &stamp)
    swap(&values, &value)
    swap(&stack, &walkStack)
    swap(&order, &postOrder)
    defer {
      swap(&stamps, &stamp)
      swap(&values, &value)
      swap(&stack, &walkStack)
      swap(&order, &postOrder)
    }
    order.removeAll(keepingCapacity: true)
    stack.removeAll(keepingCapacity: true)
    stack.append((node, false))
    stamps.withUnsafeMutableBufferPointer { stamps in
      while let (n, expanded) = stack.popLast() {
        if expanded {
          order.append(n)
          continue
        }
        // Marked when expanded, not when pushed: a node pushed early (by one parent) and
        // reached again through another must finish before that other parent does, or the
        // reverse post-order would hand it its coefficient before all of it has arrived.
        let k = Int(n)
        if stamps[k] == mark { continue }
        stamps[k] = mark
        stack.append((n, true))
        let a = childA[k]
        let b = childB[k]
        if a >= 0 && stamps[Int(a)] != mark { stack.append((a, false)) }
        if b >= 0 && stamps[Int(b)] != mark { stack.append((b, false)) }
      }
    }
    var result: [(SymbolID, Double)] = []
    values.withUnsafeMutableBufferPointer { values in
      for n in order { values[Int(n)] = 0 }
      values[Int(node)] = scale
      for n in order.reversed() {
        let k = Int(n)
        let v = values[k]
        if leafSymbol[k] != noSymbol {
          if !nearZero(v) { result.append((leafSymbol[k], v)) }
          continue
        }
        if childA[k] >= 0 { values[Int(childA[k])] += coefA[k] * v }
        if childB[k] >= 0 { values[Int(childB[k])] += coefB[k] * v }
      }
    }
    return result.sorted { $0.0 < $1.0 }
  }

  /// Keeps only the nodes reachable from `roots` (renumbered in the same order) and returns
  /// the map from old to new ids (-1 for dropped nodes).
  mutating func compact(roots: [Int32]) -> [Int32] {
    let total = count
    var remap = [Int32](repeating: -1, count: total)
    var keptNodes: [Int32] = []
    markReachable(from: roots, remap: &remap, keptNodes: &keptNodes)
    moveKeptNodesDown(keptNodes, remap: remap)
    rebuildParentEdges()
    for d in leafOf.indices where leafOf[d] >= 0 { leafOf[d] = remap[Int(leafOf[d])] }
    liveAfterCompaction = keptNodes.count
    return remap
  }

  /// Fills `keptNodes` with the nodes `roots` reach, in order, and `remap` with their new ids.
  ///
  /// Ids are a topological order (children first), so one pass down from the highest id
  /// marks everything the roots reach, with no stack; a second pass up numbers the kept
  /// nodes in order. Compaction runs over the whole graph, and going through `self` for
  /// every node cost a uniqueness check per access.
  @inline(__always) mutating func markReachable(
    from roots: [Int32], remap: inout [Int32], keptNodes: inout [Int32]
  ) {
    let mark = nextStamp()
    let total = count
    stamp.withUnsafeMutableBufferPointer { stamp in
      childA.withUnsafeBufferPointer { childA in
        childB.withUnsafeBufferPointer { childB in
          for r in roots where r >= 0 { stamp[Int(r)] = mark }
          var k = total - 1
          while k >= 0 {
            if stamp[k] == mark {
              if childA[k] >= 0 { stamp[Int(childA[k])] = mark }
              if childB[k] >= 0 { stamp[Int(childB[k])] = mark }
            }
            k -= 1
          }
          remap.withUnsafeMutableBufferPointer { remap in
            for k in 0..<total where stamp[k] == mark {
              remap[k] = Int32(keptNodes.count)
              keptNodes.append(Int32(k))
            }
          }
        }
      }
    }
  }

  /// Moves the kept nodes to their new ids in every per-node array, their children renumbered.
  ///
  /// Each array moves down in place, in order: a kept node's new id is never above its old
  /// one. (Rebuilding the graph through `makeNode` was a third of a stack's spacing edit
  /// once its histories had grown: ten appends and an edge walk per node.)
  @inline(__always) mutating func moveKeptNodesDown(_ keptNodes: [Int32], remap: [Int32]) {
    let total = count
    let kept = keptNodes.count
    func gather<T>(_ array: inout [T]) {
      guard array.count == total else { return }
      array.withUnsafeMutableBufferPointer { a in
        for (new, old) in keptNodes.enumerated() { a[new] = a[Int(old)] }
      }
      array.removeLast(total - kept)
    }
    func gatherChildren(_ array: inout [Int32]) {
      gather(&array)
      array.withUnsafeMutableBufferPointer { a in
        remap.withUnsafeBufferPointer { remap in
          for n in 0..<kept where a[n] >= 0 { a[n] = remap[Int(a[n])] }
        }
      }
    }
    gatherChildren(&childA)
    gatherChildren(&childB)
    gather(&coefA)
    gather(&coefB)
    gather(&leafSymbol)
    gather(&owner)
    gather(&weight)
    gather(&budget)
    gather(&isFlat)
    gather(&stamp)
    value.removeLast(total - kept)
    if pending.count > kept { pending.removeLast(pending.count - kept) }
  }

  /// The parent edges again from the children, in node order, as `makeNode` adds them.
  @inline(__always) mutating func rebuildParentEdges() {
    let kept = count
    var first = [Int32](repeating: -1, count: kept)
    var parents: [Int32] = []
    var next: [Int32] = []
    swap(&parents, &edgeParent)
    swap(&next, &edgeNext)
    parents.removeAll(keepingCapacity: true)
    next.removeAll(keepingCapacity: true)
    first.withUnsafeMutableBufferPointer { first in
      for n in 0..<kept {
        let a = childA[n]
        let b = childB[n]
        if a >= 0 {
          parents.append(Int32(n))
          next.append(first[Int(a)])
          first[Int(a)] = Int32(parents.count - 1)
        }
        if b >= 0 && b != a {
          parents.append(Int32(n))
          next.append(first[Int(b)])
          first[Int(b)] = Int32(parents.count - 1)
        }
      }
    }
    firstEdge = first
    edgeParent = parents
    edgeNext = next
  }
}

/// Sorts in place; insertion sort for the short arrays the solver sorts most often (the
/// standard sort allocates a buffer even for a handful of elements).
func sortSmall<T>(_ a: inout [T], by less: (T, T) -> Bool) {
  guard a.count > 1 else { return }
  guard a.count <= 24 else {
    a.sort(by: less)
    return
  }
  for i in 1..<a.count {
    let x = a[i]
    var j = i - 1
    while j >= 0 && less(x, a[j]) {
      a[j + 1] = a[j]
      j -= 1
    }
    a[j + 1] = x
  }
}

/// Sorts `a[start...]` in place (insertion sort: the tail is a handful of rows).
func sortTail(_ a: inout [SymbolID], from start: Int) {
  guard a.count - start > 1 else { return }
  for i in (start + 1)..<a.count {
    let x = a[i]
    var j = i - 1
    while j >= start && x < a[j] {
      a[j + 1] = a[j]
      j -= 1
    }
    a[j + 1] = x
  }
}
