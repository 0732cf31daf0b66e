/// What the solver keeps for an edit variable: its `v == value` constraint and the value.
struct EditRecord: Sendable {
  var constraint: Int32
  var value: Double
}

extension SimplexCore {
  /// Shifts a constraint's constant by `delta` in place, as kiwi's `suggestValue` does for edit
  /// constraints: only the rows that hold the constraint's marker change, then the dual simplex
  /// restores feasibility. No row is removed or re-added.
  ///
  /// The marker `m` enters the constraint's original row as `a*m`, so adding `delta` to the
  /// constant is the same system with `m` renamed `m + delta/a`: a basic marker's row gains
  /// `-delta/a`, and every row holding a parametric marker with coefficient `c` gains `c*delta/a`.
  ///
  /// Returns nil, or the row proving that required constraints no longer hold together.
  mutating func shiftConstant(of index: Int32, by delta: Double, repair: Bool = true) -> Row? {
    let marker = constraints[Int(index)].marker
    if journal == nil && kinds[Int(marker)] != .dummy {
      // The hot path of `suggestValue`: nothing to save, and no contradiction can arise.
      let shift = delta / constraints[Int(index)].markerCoefficient
      let slot = Int(slotOfSymbol[Int(marker)])
      if slot >= 0 {
        rows[slot].constant -= shift
        if rows[slot].constant < 0 { infeasible.append(marker) }
      } else {
        let infeasibleBefore = infeasible.count
        shiftConstants(at: liveCells(containing: marker), of: marker, by: shift)
        // kiwi visits rows in symbol order and the dual simplex takes them from the back.
        if infeasible.count - infeasibleBefore > 1 { sortTail(&infeasible, from: infeasibleBefore) }
      }
    } else if let proof = shiftConstantsTogether([(index, delta)]) {
      return proof
    }
    return repair ? dualOptimize() : nil
  }

  /// The hot path of `suggestValue`: adds `coefficient * shift` to the constant of every row
  /// holding a non-dummy marker, through raw pointers. A basic dummy never holds a non-dummy
  /// marker (its row has dummy cells only), so no contradiction can arise here.
  mutating func shiftConstants(
    at cells: [(slot: Int32, position: Int32)], of marker: SymbolID, by shift: Double
  ) {
    var moved: [SymbolID] = []
    moved.reserveCapacity(cells.count)
    rows.withUnsafeMutableBufferPointer { rows in
      basicOfSlot.withUnsafeBufferPointer { basics in
        kinds.withUnsafeBufferPointer { kinds in
          for (slot, position) in cells {
            let k = Int(slot)
            let c = rows[k].cells[Int(position)].coefficient
            rows[k].constant += c * shift
            let basic = basics[k]
            if kinds[Int(basic)] == .external {
              moved.append(basic)
            } else if rows[k].constant < 0 {
              infeasible.append(basic)
            }
          }
        }
      }
    }
    markDirty(moved)
  }

  /// The proof that a basic dummy's nonzero row cannot hold: the row as an equation
  /// `0 = row - basic` over markers only (a basic dummy's row never has cells).
  mutating func dummyProof(_ row: Row, basic: SymbolID) -> Row {
    infeasible.removeAll()
    var proof = row
    proof.add(basic, -1)
    return proof
  }

  /// Sets a constraint's constant, in place when it is in the solver. A required change that
  /// cannot hold is refused with the constraints it conflicts with, and changes nothing.
  mutating func setConstant(of index: Int32, to constant: Double) throws(SolverError) {
    guard constant.isFinite else { throw .nonFiniteValue(constant) }
    guard constant != constraints[Int(index)].expression.constant else { return }
    try setConstants([(index, constant)])
  }

  /// Sets several constants at once: every shift first, then one dual simplex and one
  /// optimisation (a stack's spacing moves the constant of each of its spacing constraints).
  /// Consistency is judged on the final constants (a batch may pass through a contradiction,
  /// as when two statements of one equality move together). If they cannot hold together,
  /// nothing changes and the error names the constraint whose shift, taken one at a time,
  /// the proof came from (or the first of the batch).
  mutating func setConstants(_ changes: [(index: Int32, constant: Double)]) throws(SolverError) {
    for change in changes where !change.constant.isFinite { throw .nonFiniteValue(change.constant) }
    try spendBudget()
    compactMarkersIfNeeded()
    var previous: [(index: Int32, constant: Double)] = []
    beginJournal()
    func refuse(_ index: Int32, _ proof: Row) -> SolverError {
      rollBack()
      for (i, constant) in previous.reversed() { constraints[Int(i)].expression.constant = constant }
      return .unsatisfiableConstraint(
        Constraint(index: index),
        conflicts: minimalConflicts(index, candidates: requiredOwners(in: proof, except: index))
          .map { Constraint(index: $0) })
    }
    var shifts: [(index: Int32, delta: Double)] = []
    for (index, constant) in changes {
      let old = constraints[Int(index)].expression.constant
      guard constant != old else { continue }
      previous.append((index, old))
      constraints[Int(index)].expression.constant = constant
      if constraints[Int(index)].isActive { shifts.append((index, constant - old)) }
    }
    if shiftConstantsTogether(shifts) != nil {
      // Start again one at a time, so that the error names the constraint whose shift broke.
      rollBack()
      beginJournal()
      if let failure = shiftConstantsOneByOne(shifts) { throw refuse(failure.index, failure.proof) }
    }
    if let proof = dualOptimize() { throw refuse(changes.first?.index ?? 0, proof) }
    commitJournal()
    try optimizeObjective()
  }

  /// Shifts constants one after the other, stopping at the first that proves required
  /// constraints contradictory.
  private mutating func shiftConstantsOneByOne(_ shifts: [(index: Int32, delta: Double)]) -> (
    index: Int32, proof: Row
  )? {
    for (index, delta) in shifts {
      if let proof = shiftConstant(of: index, by: delta, repair: false) { return (index, proof) }
    }
    return nil
  }

  /// Shifts several constants in one pass over the rows they touch (no repair): the change of
  /// each row's constant is summed over the markers first, and the markers' shares in the
  /// marker graph come from one walk. A stack's spacing shifts every spacing constraint of the
  /// stack, whose markers share most of their ancestors: walking per marker would visit them
  /// once per spacing constraint, n − 1 times over in a stack of n views.
  ///
  /// Returns nil, or a row proving that required constraints no longer hold together (judged on
  /// the final constants, so a batch that passes through a contradiction is fine).
  mutating func shiftConstantsTogether(_ shifts: [(index: Int32, delta: Double)]) -> Row? {
    var delta: [Double] = []
    var touched: [Int32] = []
    var position: [Int32: Int] = [:]
    func add(_ slot: Int32, _ amount: Double) {
      if let i = position[slot] {
        delta[i] += amount
      } else {
        position[slot] = touched.count
        touched.append(slot)
        delta.append(amount)
      }
    }
    var leaves: [(leaf: Int32, scale: Double)] = []
    for (index, change) in shifts {
      let marker = constraints[Int(index)].marker
      let shift = change / constraints[Int(index)].markerCoefficient
      shiftDefinition(of: index, by: shift)
      let slot = slotOfSymbol[Int(marker)]
      if slot >= 0 {
        add(slot, -shift)
        continue
      }
      for (s, p) in liveCells(containing: marker) { add(s, rows[Int(s)].cells[Int(p)].coefficient * shift) }
      if kinds[Int(marker)] == .dummy, Int(marker) < markers.leafOf.count, markers.leafOf[Int(marker)] >= 0 {
        leaves.append((markers.leafOf[Int(marker)], shift))
      }
    }
    if !leaves.isEmpty {
      for (slot, amount) in dummyColumn(ofLeaves: leaves) { add(slot, amount) }
    }
    let infeasibleBefore = infeasible.count
    for (i, s) in touched.enumerated() {
      let k = Int(s)
      journal?.save(slot: s, row: rows[k], basic: basicOfSlot[k])
      rows[k].constant += delta[i]
      let basic = basicOfSlot[k]
      if kinds[Int(basic)] == .external {
        markDirty(basic)
      } else if kinds[Int(basic)] == .dummy {
        // The marker of a redundant equality must stay zero and its row has no cells to
        // repair it: the new constant contradicts that equality.
        if !nearZero(rows[k].constant) { return dummyProof(rows[k], basic: basic) }
      } else if rows[k].constant < 0 {
        infeasible.append(basic)
      }
    }
    // kiwi visits rows in symbol order and the dual simplex takes them from the back.
    if infeasible.count - infeasibleBefore > 1 { sortTail(&infeasible, from: infeasibleBefore) }
    return nil
  }

  mutating func addEdit(_ variable: Int32, weight: W) throws(SolverError) {
    let v = Int(variable)
    guard editOfVariable[v] < 0 else { throw .duplicateEditVariable(Variable(index: variable)) }
    let c = makeConstraint(
      LinearExpression(Variable(index: variable)), .equal, weight: weight, isRequired: false)
    constraints[Int(c)].isEdit = true
    try add(c)
    editOfVariable[v] = Int32(edits.count)
    edits.append(EditRecord(constraint: c, value: 0))
  }

  mutating func removeEdit(_ variable: Int32) throws(SolverError) {
    let e = editOfVariable[Int(variable)]
    guard e >= 0 else { throw .unknownEditVariable(Variable(index: variable)) }
    try remove(edits[Int(e)].constraint)
    editOfVariable[Int(variable)] = -1
    edits[Int(e)].constraint = -1
  }

  /// Suggests a value for an edit variable: the edit constraint `v - value == 0` has its
  /// constant shifted by the change of value.
  mutating func suggest(_ variable: Int32, _ value: Double) throws(SolverError) {
    let e = editOfVariable[Int(variable)]
    guard e >= 0 else { throw .unknownEditVariable(Variable(index: variable)) }
    guard value.isFinite else { throw .nonFiniteValue(value) }
    let delta = value - edits[Int(e)].value
    edits[Int(e)].value = value
    constraints[Int(edits[Int(e)].constraint)].expression.constant = -value
    if shiftConstant(of: edits[Int(e)].constraint, by: -delta) != nil {
      throw .internalError("the dual simplex could not place an edit")
    }
  }

  /// Copies the solution into `values` for the variables whose rows changed; returns those
  /// whose value is now different.
  mutating func updateValues() -> [Variable] {
    if liveDefinitionCount > 0 { return updateValuesWithDefinitions() }
    // Raw pointers and one buffer: this runs over every moved variable after every edit.
    let count = dirtyVariables.count
    changedVariables = [Variable](unsafeUninitializedCapacity: count) { out, changed in
      changed = 0
      dirtyVariables.withUnsafeBufferPointer { dirty in
        isDirty.withUnsafeMutableBufferPointer { flags in
          values.withUnsafeMutableBufferPointer { values in
            symbolOfVariable.withUnsafeBufferPointer { symbols in
              slotOfSymbol.withUnsafeBufferPointer { slots in
                rows.withUnsafeBufferPointer { rows in
                  for i in 0..<count {
                    let v = Int(dirty[i])
                    flags[v] = false
                    let slot = slots[Int(symbols[v])]
                    let value = slot >= 0 ? rows[Int(slot)].constant : 0
                    if value != values[v] {
                      values[v] = value
                      out.initializeElement(at: changed, to: Variable(index: Int32(v)))
                      changed += 1
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    dirtyVariables.removeAll(keepingCapacity: true)
    return changedVariables
  }
}
