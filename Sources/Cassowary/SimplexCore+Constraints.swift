extension SimplexCore {
  /// Records a constraint without adding it; returns its index.
  mutating func makeConstraint(
    _ expression: LinearExpression, _ relation: Relation, weight: W, isRequired: Bool
  ) -> Int32 {
    let index = Int32(constraints.count)
    constraints.append(
      ConstraintRecord(
        expression: expression.reduced, relation: relation, weight: weight,
        isRequired: isRequired))
    return index
  }

  /// Adds a recorded constraint to the tableau and re-optimises (kiwi's `addConstraint`).
  mutating func add(_ index: Int32) throws(SolverError) {
    let c = Int(index)
    guard !constraints[c].isActive else {
      throw .duplicateConstraint(Constraint(index: index))
    }
    var row = createRow(for: index)
    var subject = chooseSubject(row, index)
    if subject == noSymbol && allDummies(row) {
      if !nearZero(row.constant) {
        let conflicts = dummyOwners(in: row, except: index)
        undoCreateRow(index)
        throw .unsatisfiableConstraint(
          Constraint(index: index), conflicts: minimalConflicts(index, candidates: conflicts).map { Constraint(index: $0) })
      }
      subject = constraints[c].marker
    }
    if subject == noSymbol {
      beginJournal()
      let outcome: PhaseOneOutcome
      do {
        outcome = try addWithArtificialVariable(row, index)
      } catch {
        rollBack()
        undoCreateRow(index)
        throw error
      }
      if case .infeasible(let candidates) = outcome {
        rollBack()
        undoCreateRow(index)
        throw .unsatisfiableConstraint(
          Constraint(index: index), conflicts: minimalConflicts(index, candidates: candidates).map { Constraint(index: $0) })
      }
      commitJournal()
    } else {
      row.solve(for: subject)
      substitute(subject, with: row)
      insertRow(row, basic: subject)
    }
    try optimizeObjective()
  }

  /// Removes a constraint from the tableau and re-optimises (kiwi's `removeConstraint`).
  mutating func remove(_ index: Int32) throws(SolverError) {
    let c = Int(index)
    guard constraints[c].isActive else { throw .unknownConstraint(Constraint(index: index)) }
    let marker = constraints[c].marker
    // The error effects leave the objective before any pivot, or substitutions into the
    // objective would carry them along (kiwi's order).
    removeErrorEffects(index)
    if slotOfSymbol[Int(marker)] >= 0 {
      _ = takeRow(ofBasic: marker)
    } else {
      let leaving = markerLeavingRow(marker)
      guard leaving != noSymbol else { throw .internalError("no row holds the marker of c\(index)") }
      var row = takeRow(ofBasic: leaving)
      row.solve(for: marker, replacing: leaving)
      substitute(marker, with: row)
    }
    constraints[c].marker = noSymbol
    constraints[c].other = noSymbol
    try optimizeObjective()
  }

  // MARK: - Building the row of a constraint

  /// The constraint's expression with basic variables substituted and its slack, error or
  /// dummy symbols added; the constant made non-negative.
  mutating func createRow(for index: Int32) -> Row {
    let c = Int(index)
    let expression = constraints[c].expression
    var row = Row(constant: expression.constant)
    for term in expression.terms where !nearZero(term.coefficient) {
      let s = symbol(for: term.variable.index)
      let slot = slotOfSymbol[Int(s)]
      if slot >= 0 {
        appeared.removeAll(keepingCapacity: true)
        row.add(rows[Int(slot)], times: term.coefficient, scratch: &scratch, appeared: &appeared)
      } else {
        row.add(s, term.coefficient)
      }
    }
    let record = constraints[c]
    switch record.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let coefficient = record.relation == .lessThanOrEqual ? 1.0 : -1.0
      let slack = makeSymbol(.slack, owner: index)
      constraints[c].marker = slack
      constraints[c].markerCoefficient = coefficient
      row.add(slack, coefficient)
      if !record.isRequired {
        let error = makeSymbol(.error, owner: index)
        constraints[c].other = error
        row.add(error, -coefficient)
        objective.add(error, record.weight)
      }
    case .equal:
      if !record.isRequired {
        let plus = makeSymbol(.error, owner: index)
        let minus = makeSymbol(.error, owner: index)
        constraints[c].marker = plus
        constraints[c].other = minus
        constraints[c].markerCoefficient = -1
        row.add(plus, -1)
        row.add(minus, 1)
        objective.add(plus, record.weight)
        objective.add(minus, record.weight)
      } else {
        let dummy = makeSymbol(.dummy, owner: index)
        constraints[c].marker = dummy
        constraints[c].markerCoefficient = 1
        row.add(dummy, 1)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return row
  }

  /// Forgets the symbols `createRow` attached to a constraint that was then refused.
  mutating func undoCreateRow(_ index: Int32) {
    removeErrorEffects(index)
    constraints[Int(index)].marker = noSymbol
    constraints[Int(index)].other = noSymbol
  }

  /// kiwi's subject rule: the first external symbol, else a negative slack or error marker.
  func chooseSubject(_ row: Row, _ index: Int32) -> SymbolID {
    for cell in row.cells where kinds[Int(cell.symbol)] == .external { return cell.symbol }
    let record = constraints[Int(index)]
    for s in [record.marker, record.other] where s != noSymbol {
      let kind = kinds[Int(s)]
      if (kind == .slack || kind == .error) && row.coefficient(of: s) < 0 { return s }
    }
    return noSymbol
  }

  func allDummies(_ row: Row) -> Bool {
    row.cells.allSatisfy { kinds[Int($0.symbol)] == .dummy }
  }

  /// Takes a non-required constraint's error symbols out of the objective.
  mutating func removeErrorEffects(_ index: Int32) {
    let record = constraints[Int(index)]
    guard !record.isRequired else { return }
    for s in [record.marker, record.other] where s != noSymbol && kinds[Int(s)] == .error {
      let slot = slotOfSymbol[Int(s)]
      if slot >= 0 {
        objective.add(rows[Int(slot)], times: negated(record.weight))
      } else {
        objective.add(s, record.weight, times: -1)
      }
    }
  }

  func negated(_ weight: W) -> W {
    var w = W.zero
    w.accumulate(weight, times: -1)
    return w
  }

  /// Phase one: adds the row with an artificial variable and drives it to zero.
  mutating func addWithArtificialVariable(_ row: Row, _ index: Int32) throws(SolverError)
    -> PhaseOneOutcome
  {
    let art = makeSymbol(.slack)
    insertRow(row, basic: art)
    artificial.reset()
    artificial.reserve(symbolCount: kinds.count)
    artificial.add(row, times: 1)
    artificialIsActive = true
    defer { artificialIsActive = false }
    try optimizeArtificial()
    let success = nearZero(artificial.constant)
    if slotOfSymbol[Int(art)] >= 0 {
      if !success {
        // The artificial row proves the conflict: its parametric markers name the constraints.
        let proof = rows[Int(slotOfSymbol[Int(art)])]
        var owners: [Int32] = []
        for cell in proof.cells {
          let owner = ownerOfSymbol[Int(cell.symbol)]
          if owner >= 0 && owner != index && constraints[Int(owner)].isRequired
            && !owners.contains(owner)
          {
            owners.append(owner)
          }
        }
        return .infeasible(conflicts: owners)
      }
      var artRow = takeRow(ofBasic: art)
      if artRow.cells.isEmpty { return .feasible }
      guard let entering = artRow.cells.first(where: {
        let k = kinds[Int($0.symbol)]
        return k == .slack || k == .error
      })?.symbol else {
        return .infeasible(conflicts: [])
      }
      artRow.solve(for: entering, replacing: art)
      substitute(entering, with: artRow)
      insertRow(artRow, basic: entering)
    }
    for slot in liveSlots(containing: art) {
      journal?.save(slot: slot, row: rows[Int(slot)], basic: basicOfSlot[Int(slot)])
      rows[Int(slot)].remove(art)
    }
    columns[Int(art)].removeAll()
    journal?.save(symbol: art, weight: objective.weight(of: art))
    objective.remove(art)
    return success ? .feasible : .infeasible(conflicts: [])
  }
}

/// How phase one ended.
enum PhaseOneOutcome {
  case feasible
  /// The new constraint cannot hold; `conflicts` are required constraints the proof names.
  case infeasible(conflicts: [Int32])
}
