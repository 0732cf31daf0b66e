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
    try spendBudget()
    compactMarkersIfNeeded()
    let c = Int(index)
    guard !constraints[c].isActive else {
      throw .duplicateConstraint(Constraint(index: index))
    }
    if !lastEqualityProof.isEmpty { lastEqualityProof.removeAll() }
    // A required equality naming a variable nothing else mentions defines it outside the
    // tableau: no row, no substitution, nothing to optimise (`SimplexCore+Derived`).
    let fresh = derivesFreshVariables ? freshSubject(of: index) : noSymbol
    if fresh != noSymbol {
      define(fresh, by: index)
      return
    }
    var row = createRow(for: index)
    var subject = chooseSubject(row, index)
    if subject == noSymbol && allDummies(row) {
      if !nearZero(row.constant) {
        let conflicts = requiredOwners(in: row, except: index)
        for term in allTerms(of: row) where ownerOfSymbol[Int(term.symbol)] >= 0 {
          lastEqualityProof[ownerOfSymbol[Int(term.symbol)], default: 0] += term.coefficient
        }
        undoCreateRow(index)
        throw .unsatisfiableConstraint(
          Constraint(index: index),
          conflicts: minimalConflicts(index, candidates: conflicts).map { Constraint(index: $0) })
      }
      // A redundant equality: its marker becomes basic in a row of the other markers it
      // depends on, so that removing one of those later hands the duty over to this one.
      subject = constraints[c].marker
    }
    if subject == noSymbol && choosesFeasibleSubjects {
      subject = feasibleSubject(row)
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
          Constraint(index: index),
          conflicts: minimalConflicts(index, candidates: candidates).map { Constraint(index: $0) })
      }
      commitJournal()
    } else {
      row.solve(for: subject)
      substitute(subject, with: row)
      insertRow(row, basic: subject)
    }
    try optimizeObjective()
  }

  /// Empties the tableau as if no constraint or edit variable had been added (kiwi's
  /// `reset`); variables and recorded constraints stay valid, their values back to zero.
  mutating func reset() {
    let names = variableNames
    var fresh = SimplexCore()
    for name in names { _ = fresh.makeVariable(name: name) }
    fresh.constraints = constraints.map {
      var record = $0
      record.marker = noSymbol
      record.other = noSymbol
      record.defines = noSymbol
      return record
    }
    fresh.minimizesConflicts = minimizesConflicts
    fresh.enteringRule = enteringRule
    fresh.markers.flattensHistory = markers.flattensHistory
    fresh.choosesFeasibleSubjects = choosesFeasibleSubjects
    fresh.derivesFreshVariables = derivesFreshVariables
    fresh.givesStorageBack = givesStorageBack
    self = fresh
  }

  /// Removes a constraint from the tableau and re-optimises (kiwi's `removeConstraint`).
  mutating func remove(_ index: Int32) throws(SolverError) {
    try spendBudget()
    compactMarkersIfNeeded()
    let c = Int(index)
    guard constraints[c].isActive else { throw .unknownConstraint(Constraint(index: index)) }
    if constraints[c].defines != noSymbol, removeDefinition(of: index) { return }
    let marker = constraints[c].marker
    // The error effects leave the objective before any pivot, or substitutions into the
    // objective would carry them along (kiwi's order).
    removeErrorEffects(index)
    if slotOfSymbol[Int(marker)] >= 0 {
      _ = takeRow(ofBasic: marker)
    } else if kinds[Int(marker)] == .dummy {
      try removeParametricDummy(marker)
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

  /// Pivots a parametric dummy marker into the basis and drops its row: kiwi's removal, with
  /// the marker's column read from the marker graph.
  mutating func removeParametricDummy(_ marker: SymbolID) throws(SolverError) {
    // Bring the marker wholly into the marker graph, so that one algebra covers every row.
    for s in liveSlots(containing: marker) {
      journal?.save(slot: s, row: rows[Int(s)], basic: basicOfSlot[Int(s)])
      moveDummyToMarkers(marker, inSlot: s)
    }
    columns[Int(marker)].removeAll()
    let column = dummyColumn(marker)
    let leaving = markerLeavingRow(column)
    guard leaving != noSymbol else { return }  // in no row: nothing depends on it
    let slot = slotOfSymbol[Int(leaving)]
    guard let gamma = column.first(where: { $0.slot == slot })?.coefficient else {
      throw .internalError("the marker's leaving row lost it")
    }
    // Read while the leaving row is still in its slot.
    let weight = markerWeight(through: column)
    // row:  leaving = constant + cells + gamma*marker + rest   →
    // marker = (leaving - constant - cells - rest) / gamma: the cells scale by f = -1/gamma
    // and the dummy part, once substituted, contributes f * (row's whole dummy part) + marker,
    // whose marker term cancels the one being replaced.
    var e = takeRow(ofBasic: leaving)
    e.add(leaving, -1)
    let f = -1 / gamma
    e.constant *= f
    for i in e.cells.indices { e.cells[i].coefficient *= f }
    e.depScale *= f
    for (s, coefficient) in column where s != slot {
      journal?.save(slot: s, row: rows[Int(s)], basic: basicOfSlot[Int(s)])
      addToRow(s, e, times: coefficient)
    }
    // The objective keeps no dummy part, but kiwi's objective holds the marker with the
    // weight it gets through basic error rows: substitute that weight's worth of the
    // marker's expression, as kiwi's substitution would. Whatever weight the objective holds
    // on the marker came through explicit cells only; `weight` is the whole of it.
    objective.remove(marker)
    if !weight.isZero { objective.add(e, times: weight) }
  }

  /// The weight the objective gives a dummy marker through the basic error rows that hold it
  /// (objective = Σ weight · error): `column` is the marker's column, cells and marker-graph
  /// parts alike. Changing the marker's expression changes the objective by this much of it.
  /// Mutating only to borrow the core in place (see `dualEnteringSymbol`).
  mutating func markerWeight(through column: [(slot: Int32, coefficient: Double)]) -> W {
    var weight = W.zero
    for (slot, coefficient) in column {
      let basic = basicOfSlot[Int(slot)]
      if kinds[Int(basic)] == .error {
        weight.accumulate(constraints[Int(ownerOfSymbol[Int(basic)])].weight, times: coefficient)
      }
    }
    return weight
  }

  // MARK: - Building the row of a constraint

  /// The constraint's expression with basic variables substituted and its slack, error or
  /// dummy symbols added; the constant made non-negative.
  mutating func createRow(for index: Int32) -> Row {
    let c = Int(index)
    var row = reduced(constraints[c].expression)
    // The fields one by one: a copy of the record retained its expression's terms.
    let relation = constraints[c].relation
    let isRequired = constraints[c].isRequired
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let coefficient = relation == .lessThanOrEqual ? 1.0 : -1.0
      let slack = makeSymbol(.slack, owner: index)
      constraints[c].marker = slack
      constraints[c].markerCoefficient = coefficient
      row.add(slack, coefficient)
      if !isRequired {
        let error = makeSymbol(.error, owner: index)
        constraints[c].other = error
        row.add(error, -coefficient)
        objective.add(error, constraints[c].weight)
      }
    case .equal:
      if !isRequired {
        let plus = makeSymbol(.error, owner: index)
        let minus = makeSymbol(.error, owner: index)
        constraints[c].marker = plus
        constraints[c].other = minus
        constraints[c].markerCoefficient = -1
        row.add(plus, -1)
        row.add(minus, 1)
        objective.add(plus, constraints[c].weight)
        objective.add(minus, constraints[c].weight)
      } else {
        let dummy = makeSymbol(.dummy, owner: index)
        constraints[c].marker = dummy
        constraints[c].markerCoefficient = 1
        spillDummiesIfNeeded(&row)
        row.add(dummy, 1)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return row
  }

  /// An expression in the tableau's parametric symbols: basic variables replaced by their
  /// rows, derived ones expanded through their definitions (whose markers the result then
  /// holds: they are marked as being in the tableau). Symbol-less variables get their symbols
  /// in term order (kiwi's order of symbol ids).
  mutating func reduced(_ expression: LinearExpression) -> Row {
    // Checked before mapping the terms: most constraints are added with no definition alive.
    if liveDefinitionCount > 0,
      let terms = symbolTermsWithDerived(
        expression.terms.map { ($0.variable.index, $0.coefficient) }, makingSymbols: true)
    {
      return reducedRow(constant: expression.constant, terms: terms, intoTableau: true)
    }
    var row = Row(constant: expression.constant)
    for term in expression.terms where !nearZero(term.coefficient) {
      let s = symbol(for: term.variable.index)
      let slot = slotOfSymbol[Int(s)]
      if slot >= 0 {
        let basicRow = rows[Int(slot)]
        // Nothing reads what appears here: the buffer is only kept from growing without end.
        if appeared.count > 4096 { appeared.removeAll(keepingCapacity: true) }
        row.add(basicRow, times: term.coefficient, appeared: &appeared)
        (row.dep, row.depScale) = markers.combine(
          row.dep, row.depScale, basicRow.dep, basicRow.depScale * term.coefficient)
      } else {
        row.add(s, term.coefficient)
      }
    }
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
    let marker = constraints[Int(index)].marker
    if isPivotableMarker(marker) && row.coefficient(of: marker) < 0 { return marker }
    let other = constraints[Int(index)].other
    if isPivotableMarker(other) && row.coefficient(of: other) < 0 { return other }
    return noSymbol
  }

  /// A slack or error symbol that can become the row's basic symbol while every row stays
  /// feasible, so the row needs no phase one: the newest first (its column is the shortest),
  /// at most `subjectCandidateLimit` tried.
  ///
  /// Solving the row (`0 = c + a·s + rest`, c ≥ 0) for s gives s the value t = c / -a, which
  /// must not be negative, so a < 0 unless c = 0; substituting it moves each other row's
  /// constant by b·t, which must leave a restricted row non-negative and a basic dummy at zero.
  mutating func feasibleSubject(_ row: Row) -> SymbolID {
    let degenerate = nearZero(row.constant)
    var candidates: [(symbol: SymbolID, coefficient: Double)] = []
    for cell in row.cells where kinds[Int(cell.symbol)] == .slack || kinds[Int(cell.symbol)] == .error {
      if degenerate || cell.coefficient < 0 { candidates.append((cell.symbol, cell.coefficient)) }
    }
    if degenerate { return candidates.max { $0.symbol < $1.symbol }?.symbol ?? noSymbol }
    candidates.sort { $0.symbol > $1.symbol }
    for (symbol, a) in candidates.prefix(Self.subjectCandidateLimit) {
      let t = row.constant / -a
      var fits = true
      for slot in liveSlots(containing: symbol) {
        let k = Int(slot)
        let kind = kinds[Int(basicOfSlot[k])]
        if kind == .external { continue }
        let b = rows[k].coefficient(of: symbol)
        let moved = rows[k].constant + b * t
        if kind == .dummy ? !nearZero(b * t) : moved < 0 && !nearZero(moved) {
          fits = false
          break
        }
      }
      if fits { return symbol }
    }
    return noSymbol
  }

  /// How many candidates `feasibleSubject` checks before phase one takes over.
  static var subjectCandidateLimit: Int { 8 }

  func isPivotableMarker(_ s: SymbolID) -> Bool {
    s != noSymbol && (kinds[Int(s)] == .slack || kinds[Int(s)] == .error)
  }

  /// Whether the row has nothing but dummy markers (in cells or in the marker graph).
  func allDummies(_ row: Row) -> Bool {
    row.cells.allSatisfy { kinds[Int($0.symbol)] == .dummy }
  }

  /// Takes a non-required constraint's error symbols out of the objective.
  mutating func removeErrorEffects(_ index: Int32) {
    guard !constraints[Int(index)].isRequired else { return }
    let weight = constraints[Int(index)].weight
    removeErrorEffect(of: constraints[Int(index)].marker, weight: weight)
    removeErrorEffect(of: constraints[Int(index)].other, weight: weight)
  }

  mutating func removeErrorEffect(of s: SymbolID, weight: W) {
    guard s != noSymbol && kinds[Int(s)] == .error else { return }
    let slot = slotOfSymbol[Int(s)]
    if slot >= 0 {
      objective.add(rows[Int(slot)], times: negated(weight))
    } else {
      objective.add(s, weight, times: -1)
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
        return .infeasible(conflicts: requiredOwners(in: proof, except: index))
      }
      var artRow = takeRow(ofBasic: art)
      if artRow.cells.isEmpty { return .feasible }
      guard
        let entering = artRow.cells.first(where: {
          let k = kinds[Int($0.symbol)]
          return k == .slack || k == .error
        })?.symbol
      else {
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
