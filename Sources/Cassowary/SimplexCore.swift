/// The incremental simplex tableau shared by `Solver` and `PrioritySolver`.
///
/// Invariants (those of the Cassowary paper and kiwi):
/// - every row is `basic = constant + sum(coefficient * parametric)`; no basic symbol appears
///   on the right-hand side of any row (the tableau is fully reduced);
/// - rows whose basic symbol is restricted (slack, error, dummy) have constant >= 0 after every
///   public operation (the solution is feasible), and the objective has no negative weight on a
///   non-dummy parametric symbol (it is optimal);
/// - a parametric symbol's value is zero, so an external variable's value is its row's constant.
///
/// Storage is by dense integer ids: rows live in slots of one array, `slotOfSymbol` finds the
/// row of a basic symbol, and `columns` lists (lazily, possibly with stale entries) the slots
/// whose rows contain a symbol, so a substitution visits only the rows it changes.
struct SimplexCore<W: ObjectiveWeight>: Sendable {
  // MARK: symbols (by SymbolID)
  var kinds: [SymbolKind] = []
  var slotOfSymbol: [Int32] = []
  /// The constraint a slack, error or dummy symbol belongs to, or -1.
  var ownerOfSymbol: [Int32] = []
  /// The variable behind an external symbol, or -1.
  var variableOfSymbol: [Int32] = []
  /// Slots of the rows that contain the symbol; may hold stale entries and duplicates.
  /// Dummy symbols are never cells: their columns live in `markers`.
  var columns: [[Int32]] = []
  /// Each column's length when it was last compacted.
  var columnLiveCount: [Int32] = []
  /// Entries appended to `columns` in all, and their number after the last rebuild. Cells
  /// that cancel and come back in the same rows, pivot after pivot, leave a trail of stale
  /// entries (a third of the peak memory of a 15 × 15 content-sized stack): once the entries
  /// double, every column is rebuilt from the rows (`rebuildColumnsIfNeeded`).
  var columnEntries = 0
  var columnEntriesAtRebuild = 0
  var markers = MarkerGraph()

  // MARK: rows (by slot)
  var rows: [Row] = []
  var basicOfSlot: [SymbolID] = []
  var freeSlots: [Int32] = []
  /// Marks slots already visited by the current column walk (duplicates in `columns`).
  var visitStamp: [UInt32] = []
  var currentStamp: UInt32 = 0

  // MARK: objectives
  var objective = ObjectiveRow<W>()
  var artificial = ObjectiveRow<Double>()
  var artificialIsActive = false
  /// Restricted basic symbols whose row constant went negative: work for the dual simplex.
  var infeasible: [SymbolID] = []

  // MARK: variables (by Variable.index)
  var symbolOfVariable: [SymbolID] = []
  var values: [Double] = []
  var variableNames: [String] = []
  var isDirty: [Bool] = []
  var dirtyVariables: [Int32] = []
  /// The variables the last `updateValues` changed (kept to reuse its storage).
  var changedVariables: [Variable] = []
  var editOfVariable: [Int32] = []

  var edits: [EditRecord] = []

  // MARK: constraints (by Constraint.index)
  var constraints: [ConstraintRecord<W>] = []

  // MARK: reusable buffers
  var appeared: [SymbolID] = []

  // MARK: derived variables (`SimplexCore+Derived`), kept by `PrioritySolver` only
  /// Whether a required equality that names a variable nothing else mentions defines it
  /// outside the tableau instead of adding a row.
  var derivesFreshVariables = false
  /// Per symbol (sized on first use): the index of its definition in `definitions`, or -1.
  var definitionOfSymbol: [Int32] = []
  var definitions: [DerivedDefinition] = []
  /// Answers of `isDetermined(_:generation:)` by symbol, for one solver generation.
  var determinacyMemo: [Determinacy] = []
  var determinacyGeneration = -1
  /// Every definition's external terms (`DerivedDefinition.termStart`), and how many of them
  /// belong to dropped definitions (compacted away once they are half).
  var valueTerms: [ValueTerm] = []
  var discardedValueTerms = 0
  var freeDefinitions: [Int32] = []
  var liveDefinitionCount = 0
  var definitionsMade = 0
  /// The symbol each definition sequence number was given to (`DerivedDefinition.sequence`;
  /// a dropped definition's entry stays until `renumberDefinitionsIfNeeded`), and one bit per
  /// sequence number for `DerivedValueQueue` (all clear between passes).
  var symbolOfSequence: [SymbolID] = []
  var pendingSequences: [UInt64] = []
  /// Per symbol (sized on first use): the derived variables whose definitions read it.
  var derivedUsers = DerivedUsers()
  /// Scratch of `reducedRow` and of the value propagation, kept between calls.
  var expansionCoefficients: [Double] = []
  var expansionPresent: [Bool] = []
  var expansionTouched: [SymbolID] = []

  // MARK: the journal that makes a failed add leave no trace
  var journal: TableauJournal<W>? = nil
  /// How many dummy cells a row keeps before they move to the marker graph: 24 for the
  /// kiwi-compatible `Solver`, whose chains make the i-th row depend on i markers;
  /// `PrioritySolver` sets its own (`PrioritySolver.defaultDummyCellLimit`).
  var dummyCellLimit = 24
  /// Whether rows and columns that shrank far below their buffers get buffers that fit
  /// (`Array.releaseSpareCapacity`, docs/solver.md "Storage goes back"): on for
  /// `PrioritySolver`, whose stacks merge rows long and cancel them back; kiwi's `Solver`
  /// keeps its buffers as kiwi's vectors do: on kiwi's workloads the refits only cost time.
  var givesStorageBack = false
  /// How the primal simplex chooses its entering symbol: kiwi's first-negative rule for the
  /// kiwi-compatible `Solver`, the steepest for `PrioritySolver` (see `EnteringRule`).
  var enteringRule = EnteringRule.firstNegative
  /// Whether a new row with no subject by kiwi's rule may take any slack or error symbol that
  /// keeps the tableau feasible (`feasibleSubject`) before falling back to phase one: on for
  /// `PrioritySolver`; kiwi's `Solver` keeps kiwi's pivots.
  var choosesFeasibleSubjects = false
  /// Asked every `budgetInterval` units of work while set (`spendBudget`: pivots, and the
  /// adds, removals and constant changes that start); true stops the work with
  /// `SolverError.budgetExceeded` (a statement's time limit, the shell's memory bound).
  var budgetCheck: (@Sendable () -> Bool)? = nil {
    didSet { budgetSpent = 0 }
  }
  var budgetSpent = 0
  static var budgetInterval: Int { 256 }
  /// Pivots made so far (tests compare pivot rules by it).
  var pivotCount = 0
  /// Off in the scratch solvers that test candidate conflict sets (no recursion).
  var minimizesConflicts = true
  /// For the last add, if it was refused by a contradiction among required equalities: each
  /// required constraint's coefficient in the proof row (`constant + Σ coefficient · marker =
  /// 0`, the constant positive), the refused one included. Empty after an add that ended
  /// otherwise; other operations leave it alone.
  var lastEqualityProof: [Int32: Double] = [:]

  init() {}

  // MARK: - Symbols

  mutating func makeSymbol(_ kind: SymbolKind, owner: Int32 = -1) -> SymbolID {
    let id = SymbolID(kinds.count)
    kinds.append(kind)
    slotOfSymbol.append(-1)
    ownerOfSymbol.append(owner)
    variableOfSymbol.append(-1)
    columns.append([])
    columnLiveCount.append(0)
    return id
  }

  /// The external symbol of a variable, made on first use (kiwi's order of symbol ids).
  mutating func symbol(for variable: Int32) -> SymbolID {
    let existing = symbolOfVariable[Int(variable)]
    if existing != noSymbol { return existing }
    let s = makeSymbol(.external)
    variableOfSymbol[Int(s)] = variable
    symbolOfVariable[Int(variable)] = s
    return s
  }

  mutating func makeVariable(name: String) -> Int32 {
    let index = Int32(symbolOfVariable.count)
    symbolOfVariable.append(noSymbol)
    values.append(0)
    variableNames.append(name)
    isDirty.append(false)
    editOfVariable.append(-1)
    return index
  }

  /// `markDirty` for many symbols at once, with one append.
  mutating func markDirty(_ symbols: [SymbolID]) {
    var added: [Int32] = []
    added.reserveCapacity(symbols.count)
    variableOfSymbol.withUnsafeBufferPointer { variables in
      isDirty.withUnsafeMutableBufferPointer { flags in
        for s in symbols {
          let v = variables[Int(s)]
          if v >= 0 && !flags[Int(v)] {
            flags[Int(v)] = true
            added.append(v)
          }
        }
      }
    }
    dirtyVariables.append(contentsOf: added)
  }

  mutating func markDirty(_ symbol: SymbolID) {
    let v = variableOfSymbol[Int(symbol)]
    if v >= 0 && !isDirty[Int(v)] {
      isDirty[Int(v)] = true
      dirtyVariables.append(v)
    }
  }

  // MARK: - Rows

  func isRestricted(_ symbol: SymbolID) -> Bool { kinds[Int(symbol)] != .external }

  /// Puts a row into the tableau with `basic` as its basic symbol; returns its slot.
  @discardableResult
  mutating func insertRow(_ row: Row, basic: SymbolID) -> Int32 {
    let slot: Int32
    if let free = freeSlots.popLast() {
      slot = free
      journal?.save(slot: slot, row: rows[Int(slot)], basic: basicOfSlot[Int(slot)])
      rows[Int(slot)] = row
      basicOfSlot[Int(slot)] = basic
    } else {
      slot = Int32(rows.count)
      rows.append(row)
      basicOfSlot.append(basic)
      visitStamp.append(0)
    }
    slotOfSymbol[Int(basic)] = slot
    for cell in row.cells { columns[Int(cell.symbol)].append(slot) }
    columnEntries &+= row.cells.count
    rebuildColumnsIfNeeded()
    if row.dep >= 0 { markers.owner[Int(row.dep)] = slot }
    markDirty(basic)
    return slot
  }

  /// Takes the row of `basic` out of the tableau and returns it.
  mutating func takeRow(ofBasic basic: SymbolID) -> Row {
    let slot = Int(slotOfSymbol[Int(basic)])
    journal?.save(slot: Int32(slot), row: rows[slot], basic: basic)
    let row = rows[slot]
    rows[slot] = Row()
    basicOfSlot[slot] = noSymbol
    slotOfSymbol[Int(basic)] = -1
    freeSlots.append(Int32(slot))
    markDirty(basic)
    return row
  }

  /// The live slots whose rows contain `symbol`, each once; compacts the symbol's column.
  mutating func liveSlots(containing symbol: SymbolID) -> [Int32] {
    liveCells(containing: symbol).map(\.slot)
  }

  /// The cells of `symbol`: each live row that holds it once, with the cell's position in the
  /// row (valid until that row changes); compacts the symbol's column on the way.
  mutating func liveCells(containing symbol: SymbolID) -> [(slot: Int32, position: Int32)] {
    let s = Int(symbol)
    if columns[s].isEmpty { return [] }
    currentStamp &+= 1
    if currentStamp == 0 {
      for i in visitStamp.indices { visitStamp[i] = 0 }
      currentStamp = 1
    }
    let mark = currentStamp
    // Take the column out so that compacting it in place does not copy it.
    var live: [Int32] = []
    swap(&live, &columns[s])
    var kept = 0
    let rowCount = rows.count
    // Filled through a raw buffer: a per-element append checks uniqueness every time.
    let found = [(slot: Int32, position: Int32)](unsafeUninitializedCapacity: live.count) {
      out, initialized in
      rows.withUnsafeBufferPointer { rowPointer in
        basicOfSlot.withUnsafeBufferPointer { basicPointer in
          visitStamp.withUnsafeMutableBufferPointer { stampPointer in
            live.withUnsafeMutableBufferPointer { entries in
              for i in 0..<entries.count {
                let slot = entries[i]
                let k = Int(slot)
                // Stale entries may name slots a rollback truncated away, or rows that changed.
                if k >= rowCount || stampPointer[k] == mark || basicPointer[k] == noSymbol { continue }
                let p = rowPointer[k].position(of: symbol)
                if p < 0 { continue }
                stampPointer[k] = mark
                entries[kept] = slot
                out.initializeElement(at: kept, to: (slot, Int32(p)))
                kept &+= 1
              }
            }
          }
        }
      }
      initialized = kept
    }
    live.removeLast(live.count - kept)
    if givesStorageBack { live.releaseSpareCapacity() }
    columns[s] = live
    columnLiveCount[s] = Int32(kept)
    return found
  }

  /// Rebuilds every column from the live rows once the entries have grown threefold since the
  /// last rebuild: one sequential pass over the rows, where compacting each column as it grew
  /// looked every entry up in its row, a cache miss each. Rows are not touched, so a caller
  /// holding cell positions keeps them.
  ///
  /// Threefold, not twofold: where rows keep changing (a grid of stretched stacks built view by
  /// view), the live entries grow slowly while stale ones pile up fast, so rebuilding at twice
  /// would run too often to pay for itself. Fourfold would keep a long column's n²/2 stale
  /// entries too long (docs/solver.md, "Representation").
  @inline(__always)
  mutating func rebuildColumnsIfNeeded() {
    guard columnEntries > 3 &* columnEntriesAtRebuild &+ 65_536 else { return }
    rebuildColumns()
  }

  /// `rebuildColumnsIfNeeded`'s work, out of line: the test runs at every row change.
  @inline(never)
  mutating func rebuildColumns() {
    var live = 0
    for k in rows.indices where basicOfSlot[k] != noSymbol { live &+= rows[k].cells.count }
    // Entries mostly live (a tableau that only grew, as kiwi's table-of-cells workload): a
    // rebuild would give back little and cost a fifth of that build (4 rebuilds of 1.5
    // million cells, R = 1,000). Look again once the entries have tripled from here. The
    // rows' lengths alone decide it: counting their cells cost as much again.
    if columnEntries < 2 &* live {
      columnEntriesAtRebuild = columnEntries
      return
    }
    var counts = [Int32](repeating: 0, count: columns.count)
    for k in rows.indices where basicOfSlot[k] != noSymbol {
      for cell in rows[k].cells { counts[Int(cell.symbol)] &+= 1 }
    }
    // Emptied in place: the columns keep their storage (a few times what they hold, since a
    // rebuild comes when the entries grow threefold), so a rebuild allocates little.
    for s in columns.indices {
      // A column that once held far more than it will now gives its storage back.
      if columns[s].capacity > 4 &* Int(counts[s]) &+ 32 {
        columns[s] = []
      } else {
        columns[s].removeAll(keepingCapacity: true)
      }
      columns[s].reserveCapacity(Int(counts[s]))
      columnLiveCount[s] = counts[s]
    }
    var total = 0
    for k in rows.indices where basicOfSlot[k] != noSymbol {
      for cell in rows[k].cells { columns[Int(cell.symbol)].append(Int32(k)) }
      total &+= rows[k].cells.count
    }
    columnEntries = total
    columnEntriesAtRebuild = total
  }

  /// Replaces the parametric `symbol` by `row` everywhere: in every row, the objective and
  /// (in phase one) the artificial objective. `row` must not be in the tableau.
  mutating func substitute(_ symbol: SymbolID, with row: Row) {
    let cells = liveCells(containing: symbol)
    let infeasibleBefore = infeasible.count
    for (slot, position) in cells {
      let k = Int(slot)
      journal?.save(slot: slot, row: rows[k], basic: basicOfSlot[k])
      let p = Int(position)
      let coefficient = rows[k].cells[p].coefficient
      rows[k].cells.remove(at: p)
      addToRow(slot, row, times: coefficient)
    }
    // kiwi walks its rows in symbol order and the dual simplex takes them from the back:
    // keep that order so that ties resolve the same way.
    if infeasible.count - infeasibleBefore > 1 { sortTail(&infeasible, from: infeasibleBefore) }
    columns[Int(symbol)].removeAll()
    if journal != nil {
      journal?.save(symbol: symbol, weight: objective.weight(of: symbol))
      for cell in row.cells { journal?.save(symbol: cell.symbol, weight: objective.weight(of: cell.symbol)) }
    }
    objective.substitute(symbol, with: row)
    if artificialIsActive { artificial.substitute(symbol, with: row) }
  }

  /// Makes `entering` basic in the row of `leaving` (which becomes parametric).
  /// Adds `factor * row` to the row in `slot`, cells and dummy part, keeping the column index,
  /// the dirty variables and the infeasible rows up to date.
  mutating func addToRow(_ slot: Int32, _ row: Row, times factor: Double) {
    let k = Int(slot)
    // The symbols this merge brings in are those from `start` on. The buffer is emptied only
    // now and then: `removeAll(keepingCapacity:)` is a generic call, too dear for every merge
    // (docs/solver.md, "Against round one").
    if appeared.count > 4096 { appeared.removeAll(keepingCapacity: true) }
    let start = appeared.count
    rows[k].add(row, times: factor, appeared: &appeared)
    if givesStorageBack { rows[k].cells.releaseSpareCapacity() }
    for i in start..<appeared.count { columns[Int(appeared[i])].append(slot) }
    columnEntries &+= appeared.count &- start
    rebuildColumnsIfNeeded()
    if row.dep >= 0 {
      let (dep, scale) = markers.combine(
        rows[k].dep, rows[k].depScale, row.dep, row.depScale * factor)
      rows[k].dep = dep
      rows[k].depScale = scale
      if dep >= 0 { markers.owner[Int(dep)] = slot }
    }
    // Only a merge that brought in a dummy can take a row past the limit.
    if rows[k].cells.count > dummyCellLimit
      && appeared[start...].contains(where: { kinds[Int($0)] == .dummy })
    {
      var row = Row()
      swap(&row, &rows[k])
      spillDummiesIfNeeded(&row, owner: slot)
      swap(&row, &rows[k])
    }
    let basic = basicOfSlot[k]
    if kinds[Int(basic)] == .external {
      markDirty(basic)
    } else if rows[k].constant < 0 {
      infeasible.append(basic)
    }
  }

  /// Moves a row's dummy cells into the marker graph once there are more than
  /// `dummyCellLimit` of them: a row of a chain depends on every link before it, and kept
  /// as cells those markers would make the tableau quadratic (kiwi's weakness).
  mutating func spillDummiesIfNeeded(_ row: inout Row, owner: Int32 = -1) {
    guard row.cells.count > dummyCellLimit else { return }
    var count = 0
    for cell in row.cells where kinds[Int(cell.symbol)] == .dummy { count += 1 }
    guard count > dummyCellLimit else { return }
    var terms: [(symbol: SymbolID, coefficient: Double)] = []
    terms.reserveCapacity(count)
    var kept: [Cell] = []
    kept.reserveCapacity(row.cells.count - count)
    for cell in row.cells {
      if kinds[Int(cell.symbol)] == .dummy {
        terms.append((cell.symbol, cell.coefficient))
      } else {
        kept.append(cell)
      }
    }
    row.cells = kept
    let node = markers.balancedSum(terms)
    (row.dep, row.depScale) = markers.combine(row.dep, row.depScale, node, 1)
    if owner >= 0 && row.dep >= 0 { markers.owner[Int(row.dep)] = owner }
  }

  /// Moves a dummy that became a cell (by solving a row for another symbol) into the row's
  /// dummy part.
  mutating func moveDummyToMarkers(_ dummy: SymbolID, inSlot slot: Int32) {
    let k = Int(slot)
    let p = rows[k].position(of: dummy)
    guard p >= 0 else { return }
    let c = rows[k].cells[p].coefficient
    rows[k].cells.remove(at: p)
    let (dep, scale) = markers.combine(rows[k].dep, rows[k].depScale, markers.leaf(for: dummy), c)
    rows[k].dep = dep
    rows[k].depScale = scale
    if dep >= 0 { markers.owner[Int(dep)] = slot }
  }

  /// The row keeps its slot, so the column index only learns that `leaving` is in it now.
  mutating func pivot(entering: SymbolID, leaving: SymbolID) {
    pivotCount &+= 1
    let slot = slotOfSymbol[Int(leaving)]
    let k = Int(slot)
    journal?.save(slot: slot, row: rows[k], basic: leaving)
    rows[k].solve(for: entering, replacing: leaving)
    // The pivot row is about to be added into every row that holds `entering`: hand them its
    // markers in flat form, so that no row inherits the pivot row's history.
    let dep = rows[k].dep
    if markers.flattensHistory && dep >= 0 && !markers.isFlat[Int(dep)] {
      rows[k].dep = markers.flattened(dep)
      if rows[k].dep >= 0 { markers.owner[Int(rows[k].dep)] = slot } else { rows[k].depScale = 1 }
    }
    basicOfSlot[k] = entering
    slotOfSymbol[Int(leaving)] = -1
    slotOfSymbol[Int(entering)] = slot
    columns[Int(leaving)].append(slot)
    columnEntries &+= 1
    markDirty(leaving)
    markDirty(entering)
    let row = rows[k]
    substitute(entering, with: row)
  }
}
