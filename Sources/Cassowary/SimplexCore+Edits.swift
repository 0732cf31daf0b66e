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
  mutating func shiftConstant(of index: Int32, by delta: Double) -> Row? {
    let marker = constraints[Int(index)].marker
    let shift = delta / constraints[Int(index)].markerCoefficient
    let slot = slotOfSymbol[Int(marker)]
    if slot >= 0 {
      journal?.save(slot: slot, row: rows[Int(slot)], basic: marker)
      rows[Int(slot)].constant -= shift
      if kinds[Int(marker)] == .dummy && !nearZero(rows[Int(slot)].constant) {
        return dummyProof(rows[Int(slot)], basic: marker)
      }
      if rows[Int(slot)].constant < 0 { infeasible.append(marker) }
    } else {
      let infeasibleBefore = infeasible.count
      let graphColumn = kinds[Int(marker)] == .dummy ? dummyColumn(marker) : []
      var column = liveSlots(containing: marker).map { (slot: $0, coefficient: rows[Int($0)].coefficient(of: marker)) }
      if !graphColumn.isEmpty { column = mergedColumn(column, graphColumn) }
      for (s, c) in column {
        let k = Int(s)
        journal?.save(slot: s, row: rows[k], basic: basicOfSlot[k])
        rows[k].constant += c * shift
        let basic = basicOfSlot[k]
        if kinds[Int(basic)] == .external {
          markDirty(basic)
        } else if kinds[Int(basic)] == .dummy && !nearZero(rows[k].constant) {
          // The marker of a redundant equality must stay zero and its row has no cells to
          // repair it: the new constant contradicts that equality.
          return dummyProof(rows[k], basic: basic)
        } else if rows[k].constant < 0 {
          infeasible.append(basic)
        }
      }
      // kiwi visits rows in symbol order and the dual simplex takes them from the back.
      if infeasible.count - infeasibleBefore > 1 { sortTail(&infeasible, from: infeasibleBefore) }
    }
    return dualOptimize()
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
    let c = Int(index)
    let old = constraints[c].expression.constant
    guard constant != old else { return }
    guard constraints[c].isActive else {
      constraints[c].expression.constant = constant
      return
    }
    beginJournal()
    if let proof = shiftConstant(of: index, by: constant - old) {
      rollBack()
      throw .unsatisfiableConstraint(
        Constraint(index: index),
        conflicts: minimalConflicts(index, candidates: requiredOwners(in: proof, except: index))
          .map { Constraint(index: $0) })
    }
    commitJournal()
    constraints[c].expression.constant = constant
    try optimizeObjective()
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
    changedVariables.removeAll(keepingCapacity: true)
    for v in dirtyVariables {
      isDirty[Int(v)] = false
      let s = symbolOfVariable[Int(v)]
      let slot = slotOfSymbol[Int(s)]
      let value = slot >= 0 ? rows[Int(slot)].constant : 0
      if value != values[Int(v)] {
        values[Int(v)] = value
        changedVariables.append(Variable(index: v))
      }
    }
    dirtyVariables.removeAll(keepingCapacity: true)
    return changedVariables
  }
}
