extension SimplexCore {
  /// The constraints whose markers are in the variable's row: those that bind its value.
  mutating func bindingConstraints(of variable: Int32) -> [Int32] {
    bindingConstraints(of: [(variable, 1)])
  }

  /// The constraints whose markers are in the row of a sum of variables (their rows added up,
  /// so that markers which cancel, such as a superview's position in a subview's root-relative
  /// edge, are not named).
  mutating func bindingConstraints(of terms: [(variable: Int32, coefficient: Double)]) -> [Int32] {
    var owners: [Int32] = []
    for term in combinedTerms(of: terms, withMarkers: true) {
      let owner = ownerOfSymbol[Int(term.symbol)]
      if owner >= 0 && !owners.contains(owner) { owners.append(owner) }
    }
    return owners.sorted()
  }

  /// Whether the variable has one value in every optimal solution: it is basic and no symbol
  /// of its row can move without cost (an unrestricted parametric variable, or a restricted one
  /// with zero reduced cost that the feasible region lets grow).
  mutating func isDetermined(_ variable: Int32) -> Bool { isDetermined([(variable, 1)]) }

  /// The most a reduced cost made only of tie-breaks can be: each constraint's weight is at
  /// most `constraints.count` steps from another's, and a cost sums a few of them.
  var tieBreakTolerance: Double { Double(constraints.count) * 8 * tieBreakStep + epsilon }

  /// Whether a sum of variables has one value in every optimal solution, by the same test on
  /// the sum of their rows: a subview's position can be fixed relative to the root while
  /// its own variable and its superview's are not, each on its own.
  mutating func isDetermined(_ terms: [(variable: Int32, coefficient: Double)]) -> Bool {
    for term in terms where !nearZero(term.coefficient) {
      if symbolOfVariable[Int(term.variable)] == noSymbol { return false }
    }
    for cell in combinedTerms(of: terms, withMarkers: false) {
      switch kinds[Int(cell.symbol)] {
      case .external: return false
      case .dummy: continue
      case .slack, .error:
        // A cost no larger than the tie-breaks between constraints of one priority
        // (`PrioritySolver.makeConstraint(olderGivesWay:)`) is no cost: the layout is as
        // ambiguous as UIKit says (equal hugging), whichever view the tie-break picked.
        if objective.weight(of: cell.symbol).isNegligible(below: tieBreakTolerance) && canGrow(cell.symbol) {
          return false
        }
      }
    }
    return true
  }

  /// The parametric symbols of `sum(coefficient * variable)`: each basic variable's row, each
  /// parametric variable itself, added up with cancelled terms dropped, in symbol order.
  mutating func combinedTerms(
    of terms: [(variable: Int32, coefficient: Double)], withMarkers: Bool
  ) -> [(symbol: SymbolID, coefficient: Double)] {
    // Derived variables: their definitions expanded, with every other term reduced.
    if let symbols = symbolTermsWithDerived(terms, makingSymbols: false) {
      let row = reducedRow(constant: 0, terms: symbols, intoTableau: false)
      return withMarkers
        ? allTerms(of: row) : row.cells.map { (symbol: $0.symbol, coefficient: $0.coefficient) }
    }
    // One variable (the common case): its row as it is.
    if terms.count == 1, !nearZero(terms[0].coefficient), symbolOfVariable[Int(terms[0].variable)] != noSymbol
    {
      let s = symbolOfVariable[Int(terms[0].variable)]
      let slot = slotOfSymbol[Int(s)]
      guard slot >= 0 else { return [(s, terms[0].coefficient)] }
      let row = rows[Int(slot)]
      let k = terms[0].coefficient
      return withMarkers
        ? allTerms(of: row).map { ($0.symbol, $0.coefficient * k) }
        : row.cells.map { ($0.symbol, $0.coefficient * k) }
    }
    var sum: [SymbolID: Double] = [:]
    for (variable, coefficient) in terms where !nearZero(coefficient) {
      let s = symbolOfVariable[Int(variable)]
      guard s != noSymbol else { continue }
      let slot = slotOfSymbol[Int(s)]
      guard slot >= 0 else {
        sum[s, default: 0] += coefficient
        continue
      }
      let row = rows[Int(slot)]
      let parts =
        withMarkers
        ? allTerms(of: row) : row.cells.map { (symbol: $0.symbol, coefficient: $0.coefficient) }
      for part in parts { sum[part.symbol, default: 0] += part.coefficient * coefficient }
    }
    return sum.filter { !nearZero($0.value) }.map { (symbol: $0.key, coefficient: $0.value) }
      .sorted { $0.symbol < $1.symbol }
  }

  /// Whether the variable is in no row of the tableau: nothing constrains it (it may have been
  /// constrained once). Non-mutating: stale column entries are checked against the rows.
  func isFree(_ variable: Int32) -> Bool {
    let s = symbolOfVariable[Int(variable)]
    guard s != noSymbol else { return true }
    // A derived variable, or one a definition reads, is constrained though in no row.
    guard slotOfSymbol[Int(s)] < 0, !isDerived(s), !hasUsers(s) else { return false }
    for slot in columns[Int(s)] {
      let k = Int(slot)
      if k < rows.count && basicOfSlot[k] != noSymbol && rows[k].contains(s) { return false }
    }
    return true
  }

  /// Whether a parametric restricted symbol can increase from zero with every restricted row
  /// staying non-negative (no degenerate row blocks it).
  func canGrow(_ symbol: SymbolID) -> Bool {
    for slot in columns[Int(symbol)] {
      let k = Int(slot)
      guard k < rows.count else { continue }
      let basic = basicOfSlot[k]
      guard basic != noSymbol, kinds[Int(basic)] != .external else { continue }
      let c = rows[k].coefficient(of: symbol)
      if c < 0 && nearZero(rows[k].constant) { return false }
    }
    return true
  }

  /// The required constraints other than `index` whose markers are in the row.
  mutating func requiredOwners(in row: Row, except index: Int32) -> [Int32] {
    var owners: [Int32] = []
    for term in allTerms(of: row) {
      let owner = ownerOfSymbol[Int(term.symbol)]
      if owner >= 0 && owner != index && constraints[Int(owner)].isRequired
        && !owners.contains(owner)
      {
        owners.append(owner)
      }
    }
    return owners
  }

  /// Shrinks a set of required constraints that conflicts with `index` to a minimal one: each
  /// member is dropped in turn and kept out when the rest still conflicts (a deletion filter,
  /// run on a scratch solver that holds only these constraints).
  func minimalConflicts(_ index: Int32, candidates: [Int32]) -> [Int32] {
    guard minimizesConflicts, candidates.count > 1, candidates.count <= 48 else {
      return candidates.sorted()
    }
    guard conflicts(index, with: candidates) else { return candidates.sorted() }
    var kept = candidates.sorted()
    for c in candidates.sorted() {
      let trial = kept.filter { $0 != c }
      if conflicts(index, with: trial) { kept = trial }
    }
    return kept
  }

  /// Whether `index` cannot hold together with the required constraints `others` alone.
  func conflicts(_ index: Int32, with others: [Int32]) -> Bool {
    var scratchCore = SimplexCore<Double>()
    scratchCore.minimizesConflicts = false
    var remap: [Int32: Int32] = [:]
    func copy(_ c: Int32) -> Int32 {
      let record = constraints[Int(c)]
      var terms: [Term] = []
      for term in record.expression.terms {
        let v: Int32
        if let known = remap[term.variable.index] {
          v = known
        } else {
          v = scratchCore.makeVariable(name: "")
          remap[term.variable.index] = v
        }
        terms.append(Term(Variable(index: v), term.coefficient))
      }
      return scratchCore.makeConstraint(
        LinearExpression(terms, constant: record.expression.constant), record.relation,
        weight: 0, isRequired: true)
    }
    for c in others {
      guard (try? scratchCore.add(copy(c))) != nil else { return true }
    }
    return (try? scratchCore.add(copy(index))) == nil
  }
}

extension SimplexCore {
  /// The rows whose marker-graph part holds a dummy, with its coefficient in each (near-zero
  /// dropped); the rows holding it as a cell are in `columns` as for any symbol.
  mutating func dummyColumn(_ dummy: SymbolID) -> [(slot: Int32, coefficient: Double)] {
    guard Int(dummy) < markers.leafOf.count else { return [] }
    let leaf = markers.leafOf[Int(dummy)]
    guard leaf >= 0 else { return [] }
    return dummyColumn(ofLeaves: [(leaf, 1)])
  }

  /// The rows whose marker-graph part holds any of the leaves, each with the sum of the
  /// leaves' scales times their coefficients in it (near-zero dropped).
  mutating func dummyColumn(ofLeaves leaves: [(leaf: Int32, scale: Double)]) -> [(
    slot: Int32, coefficient: Double
  )] {
    var owned: [(node: Int32, slot: Int32, coefficient: Double)] = []
    let walked = markers.ancestors(of: leaves)
    for n in walked {
      let slot = markers.owner[Int(n)]
      guard slot >= 0, Int(slot) < rows.count, basicOfSlot[Int(slot)] != noSymbol,
        rows[Int(slot)].dep == n
      else { continue }
      let c = rows[Int(slot)].depScale * markers.value[Int(n)]
      if !nearZero(c) { owned.append((n, slot, c)) }
    }
    // In node order (the order of creation), whatever order the walk found them in: the
    // first row of a tie is the one a removal pivots on.
    sortSmall(&owned) { $0.node < $1.node }
    // A walk through far more nodes than rows it found went through long histories: of rows
    // that have changed since (hiding a stack's view and showing it again leaves it behind),
    // or of the rows it found, combined back and forth by pivots (a stack's spacing after the
    // widest row changed: 23,000 nodes for 700 rows). The next safe point compacts the first
    // and flattens the second, so that repeating the edit does not walk them again.
    if walked.count > 8 * owned.count + 4096 {
      markers.walkedLongHistory = true
      if markers.flattensHistory {
        let queued = markers.rowsToFlatten.count
        for row in owned where !markers.isFlat[Int(row.node)] { markers.rowsToFlatten.append(row.slot) }
        if markers.rowsToFlatten.count > queued { markers.historyQueuedForFlattening += walked.count }
      }
    }
    return owned.map { ($0.slot, $0.coefficient) }
  }

  /// Rebuilds as balanced sums the dummy parts of the rows a long walk found (a row keeps its
  /// value: only the history behind it goes). Done between operations, where no caller holds
  /// a column or a node of those rows.
  mutating func flattenWalkedRows() {
    guard journal == nil, !markers.rowsToFlatten.isEmpty else { return }
    var slots: [Int32] = []
    swap(&slots, &markers.rowsToFlatten)
    for slot in slots {
      let k = Int(slot)
      guard k < rows.count, basicOfSlot[k] != noSymbol else { continue }
      let dep = rows[k].dep
      guard dep >= 0, !markers.isFlat[Int(dep)] else { continue }
      rows[k].dep = markers.flattened(dep)
      if rows[k].dep >= 0 { markers.owner[Int(rows[k].dep)] = slot } else { rows[k].depScale = 1 }
    }
  }

  /// Every symbol of a row with its coefficient: the cells and the dummy markers.
  mutating func allTerms(of row: Row) -> [(symbol: SymbolID, coefficient: Double)] {
    let cells = row.cells.map { (symbol: $0.symbol, coefficient: $0.coefficient) }
    return (cells + markers.markers(of: row.dep, scale: row.depScale)).sorted { $0.symbol < $1.symbol }
  }

  /// Flattens the rows a long walk queued, then drops the marker-graph nodes no row or active
  /// marker can reach, once the graph has doubled since the last time, or after long walks
  /// (`MarkerGraph.walkedLongHistory`, `historyQueuedForFlattening`).
  @inline(__always)
  mutating func compactMarkersIfNeeded() {
    // The common case, inlined at every add, removal and constant change: nothing queued,
    // no long walk, the graph not doubled.
    guard
      !markers.rowsToFlatten.isEmpty || markers.walkedLongHistory
        || markers.count > 2 &* markers.liveAfterCompaction &+ 4096
    else { return }
    compactMarkers()
  }

  /// `compactMarkersIfNeeded`'s work, out of line.
  @inline(never)
  mutating func compactMarkers() {
    flattenWalkedRows()
    let live = markers.liveAfterCompaction
    // Compacting costs a pass over the graph, paid for by the nodes made since the last time
    // or, after flattening, by those it dropped. (Counting every long walk towards it made a
    // stack's spacing edit slower: rows already flat are walked again at each edit, and they
    // are live.)
    let walkedLong =
      markers.walkedLongHistory
      && (markers.count > live + live / 8 + 4096 || 8 * markers.historyQueuedForFlattening > live)
    guard journal == nil, markers.count > 2 * live + 4096 || walkedLong else { return }
    markers.walkedLongHistory = false
    markers.historyQueuedForFlattening = 0
    var roots: [Int32] = []
    for k in rows.indices where basicOfSlot[k] != noSymbol && rows[k].dep >= 0 {
      roots.append(rows[k].dep)
    }
    // By index: a `for record in constraints` copied every record, expression and all.
    for i in constraints.indices {
      let marker = Int(constraints[i].marker)
      guard marker != Int(noSymbol), kinds[marker] == .dummy, marker < markers.leafOf.count,
        markers.leafOf[marker] >= 0
      else { continue }
      roots.append(markers.leafOf[marker])
    }
    let remap = markers.compact(roots: roots)
    for k in rows.indices where rows[k].dep >= 0 {
      rows[k].dep = basicOfSlot[k] != noSymbol ? remap[Int(rows[k].dep)] : -1
    }
  }
}
