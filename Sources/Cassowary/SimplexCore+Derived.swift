/// Variables defined by a required equality and kept out of the tableau.
///
/// In Cassowary every basic variable's row is written in parametric symbols only. A chain
/// `x₂ = x₁ + w₁ + s`, `x₃ = x₂ + w₂ + s`, … (a stack's arranged views, edge to edge) then
/// costs i cells for its i-th link, and when the first view absorbs a change of the stack's
/// length (UIKit's tie rule, `docs/engine.md`) every later link also holds everything that
/// length depends on: N³ cells for a content-sized column of N rows of N views.
///
/// A required equality that names a variable no row, objective, edit or other definition
/// mentions (a fresh variable) can instead keep that variable outside the tableau: its
/// definition is the equality solved for it, written in the variables it reads, unreduced.
/// This is exact: the row Cassowary would make is basic in an unrestricted variable, which
/// never leaves the basis by a ratio test and appears in no other row, so the simplex never
/// looks at it. Only values and the constraints that later mention the variable need it:
/// - a new constraint that mentions a derived variable gets its definition expanded (in
///   creation order, newest first, each definition once: a chain expands in linear time);
/// - values propagate from the variables a definition reads to the derived variables, in
///   creation order (a definition only reads variables derived before it);
/// - removing the defining equality drops the definition, or, when other rows or
///   definitions use it, first puts its expanded row into the tableau (Cassowary's state)
///   and removes it the usual way;
/// - changing its constant moves the definition's constant by the marker's coefficient, as
///   for any row holding the marker.
///
/// The subject is the fresh variable Cassowary would choose (kiwi's rule: the lowest
/// symbol among the row's parametric externals), unless another parametric variable of the
/// constraint itself comes before it, in which case the constraint takes the usual path.
struct DerivedDefinition: Sendable {
  /// The variable defined: `symbol = row` (cells in any symbols, basic or not, and the
  /// constraint's dummy marker).
  var symbol: SymbolID
  var row: Row
  /// Creation order, which is a topological order: a definition reads only variables that
  /// were derived before it (a fresh variable is read by no definition).
  var sequence: Int
  /// Set once the definition has been expanded into a tableau row, which then holds its
  /// marker: removing the equality must go through the tableau.
  var expandedIntoTableau = false
  /// The row's external terms by variable, in `SimplexCore.valueTerms`, for valuing.
  var termStart: Int32 = 0
  var termCount: Int32 = 0
}

/// A definition's term as `updateValuesWithDefinitions` reads it: a variable and its
/// coefficient. All definitions' terms sit in one array, so valuing thousands of definitions
/// reads one block of memory instead of chasing each row's cell array, a cache miss each
/// (docs/solver.md, "Derived variables").
struct ValueTerm: Sendable {
  var variable: Int32
  var coefficient: Double
}

/// A binary heap of symbols by the sequence of their definitions (smallest first; callers
/// wanting the largest first negate the key).
struct DefinitionHeap {
  private var items: [(key: Int, symbol: SymbolID)] = []

  var isEmpty: Bool { items.isEmpty }

  mutating func push(_ key: Int, _ symbol: SymbolID) {
    items.append((key, symbol))
    var i = items.count - 1
    while i > 0 {
      let parent = (i - 1) / 2
      if items[parent].key <= items[i].key { break }
      items.swapAt(parent, i)
      i = parent
    }
  }

  mutating func pop() -> SymbolID? {
    guard let last = items.popLast() else { return nil }
    guard !items.isEmpty else { return last.symbol }
    let top = items[0].symbol
    items[0] = last
    var i = 0
    while true {
      let l = 2 * i + 1
      let r = l + 1
      var m = i
      if l < items.count && items[l].key < items[m].key { m = l }
      if r < items.count && items[r].key < items[m].key { m = r }
      if m == i { break }
      items.swapAt(i, m)
      i = m
    }
    return top
  }
}

extension SimplexCore {
  func isDerived(_ s: SymbolID) -> Bool {
    Int(s) < definitionOfSymbol.count && definitionOfSymbol[Int(s)] >= 0
  }

  mutating func growDerivedTables() {
    if definitionOfSymbol.count < kinds.count {
      definitionOfSymbol.append(contentsOf: repeatElement(-1, count: kinds.count - definitionOfSymbol.count))
    }
    derivedUsers.grow(toSymbols: kinds.count)
  }

  /// Whether some definition reads `s`.
  func hasUsers(_ s: SymbolID) -> Bool { !derivedUsers.isEmpty(s) }

  /// Whether nothing mentions the external symbol: not basic, not derived, in no live row,
  /// in no definition, not priced by the objective.
  func isUnused(_ s: SymbolID) -> Bool {
    guard slotOfSymbol[Int(s)] < 0, !isDerived(s), !hasUsers(s) else { return false }
    guard objective.weight(of: s).isZero else { return false }
    for slot in columns[Int(s)] {
      let k = Int(slot)
      if k < rows.count && basicOfSlot[k] != noSymbol && rows[k].contains(s) { return false }
    }
    return true
  }

  /// The fresh variable a required equality can define, or `noSymbol` (see the type's notes).
  /// Makes the symbols of the constraint's variables, in term order, as `createRow` would.
  mutating func freshSubject(of index: Int32) -> SymbolID {
    // The flag first: kiwi's `Solver` adds without copying the record.
    guard derivesFreshVariables else { return noSymbol }
    let record = constraints[Int(index)]
    guard record.isRequired, record.relation == .equal else { return noSymbol }
    var fresh = noSymbol
    var otherParametric = noSymbol
    for term in record.expression.terms where !nearZero(term.coefficient) {
      let s = symbol(for: term.variable.index)
      guard slotOfSymbol[Int(s)] < 0, !isDerived(s) else { continue }
      if editOfVariable[Int(term.variable.index)] < 0 && isUnused(s) {
        if fresh == noSymbol || s < fresh { fresh = s }
      } else if otherParametric == noSymbol || s < otherParametric {
        otherParametric = s
      }
    }
    if otherParametric != noSymbol && (fresh == noSymbol || otherParametric < fresh) { return noSymbol }
    return fresh
  }

  /// Keeps the constraint `index` as the definition of `subject` (chosen by `freshSubject`).
  mutating func define(_ subject: SymbolID, by index: Int32) {
    let c = Int(index)
    let expression = constraints[c].expression
    let v = variableOfSymbol[Int(subject)]
    let a = expression.terms.first { $0.variable.index == v }!.coefficient
    // 0 = expression + dummy, solved for the subject (a sign reversal would not change it).
    var row = Row(constant: 0 - expression.constant / a)
    for term in expression.terms where term.variable.index != v && !nearZero(term.coefficient) {
      row.add(symbol(for: term.variable.index), -term.coefficient / a)
    }
    let dummy = makeSymbol(.dummy, owner: index)
    constraints[c].marker = dummy
    constraints[c].markerCoefficient = 1
    constraints[c].defines = subject
    row.add(dummy, -1 / a)
    growDerivedTables()
    var definition = DerivedDefinition(symbol: subject, row: row, sequence: definitionsMade)
    definitionsMade += 1
    symbolOfSequence.append(subject)
    definition.termStart = Int32(valueTerms.count)
    for cell in row.cells where kinds[Int(cell.symbol)] == .external {
      valueTerms.append(
        ValueTerm(variable: variableOfSymbol[Int(cell.symbol)], coefficient: cell.coefficient))
    }
    definition.termCount = Int32(valueTerms.count) - definition.termStart
    let d: Int32
    if let free = freeDefinitions.popLast() {
      d = free
      definitions[Int(d)] = definition
    } else {
      d = Int32(definitions.count)
      definitions.append(definition)
    }
    definitionOfSymbol[Int(subject)] = d
    liveDefinitionCount += 1
    for cell in row.cells where kinds[Int(cell.symbol)] == .external {
      derivedUsers.add(subject, to: cell.symbol)
    }
    markDirty(subject)
  }

  /// Forgets the definition of `x`, which becomes an ordinary symbol (parametric, unless the
  /// caller puts its row into the tableau).
  mutating func dropDefinition(_ x: SymbolID) {
    let d = Int(definitionOfSymbol[Int(x)])
    for cell in definitions[d].row.cells where kinds[Int(cell.symbol)] == .external {
      derivedUsers.remove(x, from: cell.symbol)
    }
    definitions[d].row = Row()
    definitions[d].symbol = noSymbol
    freeDefinitions.append(Int32(d))
    discardedValueTerms += Int(definitions[d].termCount)
    definitions[d].termCount = 0
    if discardedValueTerms > 4096 && 2 * discardedValueTerms > valueTerms.count { compactValueTerms() }
    definitionOfSymbol[Int(x)] = -1
    liveDefinitionCount -= 1
    markDirty(x)
  }

  /// Drops the terms of dropped definitions from `valueTerms`.
  mutating func compactValueTerms() {
    var kept: [ValueTerm] = []
    kept.reserveCapacity(valueTerms.count - discardedValueTerms)
    for d in definitions.indices where definitions[d].symbol != noSymbol {
      let start = Int(definitions[d].termStart)
      definitions[d].termStart = Int32(kept.count)
      kept.append(contentsOf: valueTerms[start..<start + Int(definitions[d].termCount)])
    }
    valueTerms = kept
    discardedValueTerms = 0
  }

  /// Puts the derived `x` into the tableau as a basic row: its definition, expanded. The
  /// tableau is then what Cassowary would hold.
  mutating func materialize(_ x: SymbolID) {
    let row = reducedRow(constant: 0, terms: [(x, 1)], intoTableau: true)
    dropDefinition(x)
    insertRow(row, basic: x)
  }

  /// Removal of a constraint that defines a derived variable: true when done (nothing used
  /// the definition), false when the row is now in the tableau for the usual removal.
  mutating func removeDefinition(of index: Int32) -> Bool {
    let c = Int(index)
    let x = constraints[c].defines
    guard x != noSymbol else { return false }
    constraints[c].defines = noSymbol
    guard isDerived(x) else { return false }
    let d = Int(definitionOfSymbol[Int(x)])
    if !hasUsers(x) && !definitions[d].expandedIntoTableau {
      dropDefinition(x)
      constraints[c].marker = noSymbol
      constraints[c].other = noSymbol
      return true
    }
    materialize(x)
    return false
  }

  /// Moves a derived definition's constant as a constraint constant moves by `shift` (the
  /// marker's coefficient times the shift, as for a tableau row holding the marker).
  mutating func shiftDefinition(of index: Int32, by shift: Double) {
    let x = constraints[Int(index)].defines
    guard x != noSymbol, isDerived(x) else { return }
    let d = Int(definitionOfSymbol[Int(x)])
    journal?.save(definition: x, constant: definitions[d].row.constant)
    definitions[d].row.constant += definitions[d].row.coefficient(of: constraints[Int(index)].marker) * shift
    markDirty(x)
  }

  /// `constant + Σ coefficient · symbol` in the tableau's parametric symbols: derived
  /// symbols expanded through their definitions (newest first, so each is expanded once
  /// with its whole coefficient), then basic ones replaced by their rows. With
  /// `intoTableau`, the definitions expanded are marked as having their markers in a row.
  mutating func reducedRow(
    constant: Double, terms: [(symbol: SymbolID, coefficient: Double)], intoTableau: Bool
  ) -> Row {
    var coefficient: [Double] = []
    var present: [Bool] = []
    var touched: [SymbolID] = []
    swap(&coefficient, &expansionCoefficients)
    swap(&present, &expansionPresent)
    swap(&touched, &expansionTouched)
    defer {
      swap(&coefficient, &expansionCoefficients)
      swap(&present, &expansionPresent)
      swap(&touched, &expansionTouched)
    }
    if coefficient.count < kinds.count {
      coefficient.append(contentsOf: repeatElement(0, count: kinds.count - coefficient.count))
      present.append(contentsOf: repeatElement(false, count: kinds.count - present.count))
    }
    var heap = DefinitionHeap()
    var result = Row(constant: constant)
    func put(_ s: SymbolID, _ c: Double) {
      let k = Int(s)
      if present[k] {
        coefficient[k] += c
        return
      }
      present[k] = true
      coefficient[k] = c
      touched.append(s)
      if isDerived(s) { heap.push(-definitions[Int(definitionOfSymbol[k])].sequence, s) }
    }
    for term in terms { put(term.symbol, term.coefficient) }
    while let x = heap.pop() {
      let k = coefficient[Int(x)]
      coefficient[Int(x)] = 0
      let d = Int(definitionOfSymbol[Int(x)])
      if intoTableau { definitions[d].expandedIntoTableau = true }
      guard k != 0 else { continue }
      let definition = definitions[d].row
      result.constant += k * definition.constant
      for cell in definition.cells { put(cell.symbol, k * cell.coefficient) }
    }
    // Basic rows hold parametric symbols only, so the symbols they add need no expansion.
    // Their marker-graph parts are combined as a balanced tree of nodes: combining a chain's
    // rows' parts one by one flattened the growing sum again and again (a third of building a
    // 100 × 100 grid of leading-aligned stacks), and evaluating each part to its markers cost
    // as much.
    var deps: [(node: Int32, scale: Double)] = []
    let expanded = touched.count
    for i in 0..<expanded {
      let s = touched[i]
      let slot = slotOfSymbol[Int(s)]
      guard slot >= 0 else { continue }
      let k = coefficient[Int(s)]
      coefficient[Int(s)] = 0
      guard k != 0 else { continue }
      let basicRow = rows[Int(slot)]
      result.constant += k * basicRow.constant
      for cell in basicRow.cells { put(cell.symbol, k * cell.coefficient) }
      if basicRow.dep >= 0 { deps.append((basicRow.dep, basicRow.depScale * k)) }
    }
    let (dep, depScale) = markers.balancedCombination(of: deps)
    var cells: [Cell] = []
    for s in touched {
      let k = Int(s)
      if !nearZero(coefficient[k]) && !isDerived(s) && slotOfSymbol[k] < 0 {
        cells.append(Cell(s, coefficient[k]))
      }
      coefficient[k] = 0
      present[k] = false
    }
    touched.removeAll(keepingCapacity: true)
    cells.sort { $0.symbol < $1.symbol }
    result.cells = cells
    result.dep = dep
    result.depScale = depScale
    if intoTableau { spillDummiesIfNeeded(&result) }
    return result
  }

  /// Terms over variables as terms over their symbols, if any of them is derived (else nil:
  /// the caller's usual path applies). `makingSymbols` gives symbol-less variables their
  /// symbols in term order, as `createRow` does; otherwise they are left out (they are free).
  mutating func symbolTermsWithDerived(
    _ terms: [(variable: Int32, coefficient: Double)], makingSymbols: Bool
  ) -> [(symbol: SymbolID, coefficient: Double)]? {
    guard liveDefinitionCount > 0 else { return nil }
    var symbols: [(symbol: SymbolID, coefficient: Double)] = []
    var anyDerived = false
    for (variable, coefficient) in terms where !nearZero(coefficient) {
      let s = makingSymbols ? symbol(for: variable) : symbolOfVariable[Int(variable)]
      guard s != noSymbol else { continue }
      if isDerived(s) { anyDerived = true }
      symbols.append((s, coefficient))
    }
    return anyDerived ? symbols : nil
  }

  /// The current value of a symbol (before `updateValues` publishes it).
  mutating func currentValue(of s: SymbolID) -> Double {
    if slotOfSymbol[Int(s)] >= 0 { return rows[Int(slotOfSymbol[Int(s)])].constant }
    guard isDerived(s) else { return 0 }
    return reducedRow(constant: 0, terms: [(s, 1)], intoTableau: false).constant
  }

  /// The definitions as text, for `dump`.
  func dumpDefinitions(_ name: (SymbolID) -> String) -> [String] {
    definitions.filter { $0.symbol != noSymbol }.sorted { $0.symbol < $1.symbol }.map { d in
      let terms = d.row.cells.map { "\($0.coefficient) * \(name($0.symbol))" }
      return "\(name(d.symbol)) := \(([String(d.row.constant)] + terms).joined(separator: " + "))"
    }
  }
}
