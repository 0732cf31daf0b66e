/// The state a transaction changed, kept so that a refused `addConstraint` leaves the tableau
/// exactly as it was (kiwi leaves phase one's pivots behind; LayoutLab promises no trace).
///
/// Rows are saved on first touch; being copy-on-write values, saving one costs a retain.
struct TableauJournal<W: ObjectiveWeight>: Sendable {
  let slotCount: Int
  let freeSlots: [Int32]
  let infeasible: [SymbolID]
  let objectiveConstant: W
  var savedRows: [(slot: Int32, row: Row, basic: SymbolID)] = []
  var savedWeights: [(symbol: SymbolID, weight: W)] = []
  /// Derived definitions' constants before their first change (`shiftDefinition`).
  var savedDefinitionConstants: [(symbol: SymbolID, constant: Double)] = []
  /// Which slots and symbols are saved already: a byte each, sized on first use.
  var slotSaved: [Bool] = []
  var symbolSaved: [Bool] = []

  init(of core: SimplexCore<W>) {
    slotCount = core.rows.count
    freeSlots = core.freeSlots
    infeasible = core.infeasible
    objectiveConstant = core.objective.constant
  }

  /// Remembers a slot as it is before its first change (slots made later need no saving).
  mutating func save(slot: Int32, row: Row, basic: SymbolID) {
    let k = Int(slot)
    guard k < slotCount else { return }
    if slotSaved.isEmpty { slotSaved = [Bool](repeating: false, count: slotCount) }
    guard !slotSaved[k] else { return }
    slotSaved[k] = true
    savedRows.append((slot, row, basic))
  }

  mutating func save(definition symbol: SymbolID, constant: Double) {
    guard !savedDefinitionConstants.contains(where: { $0.symbol == symbol }) else { return }
    savedDefinitionConstants.append((symbol, constant))
  }

  mutating func save(symbol: SymbolID, weight: W) {
    let k = Int(symbol)
    if k >= symbolSaved.count {
      symbolSaved.append(contentsOf: repeatElement(false, count: k + 1 - symbolSaved.count + 64))
    }
    guard !symbolSaved[k] else { return }
    symbolSaved[k] = true
    savedWeights.append((symbol, weight))
  }
}

extension SimplexCore {
  /// Starts recording changes; `rollBack` undoes them, `commitJournal` forgets them.
  mutating func beginJournal() { journal = TableauJournal(of: self) }

  mutating func commitJournal() { journal = nil }

  /// Puts back every row, basic symbol and objective weight the journal saw changed.
  mutating func rollBack() {
    guard let saved = journal else { return }
    journal = nil
    // Forget the current basics of every touched slot, then reinstate the saved ones.
    for slot in saved.slotCount..<rows.count where basicOfSlot[slot] != noSymbol {
      slotOfSymbol[Int(basicOfSlot[slot])] = -1
      markDirty(basicOfSlot[slot])
    }
    for entry in saved.savedRows where basicOfSlot[Int(entry.slot)] != noSymbol {
      slotOfSymbol[Int(basicOfSlot[Int(entry.slot)])] = -1
      markDirty(basicOfSlot[Int(entry.slot)])
    }
    rows.removeLast(rows.count - saved.slotCount)
    basicOfSlot.removeLast(basicOfSlot.count - saved.slotCount)
    visitStamp.removeLast(visitStamp.count - saved.slotCount)
    for entry in saved.savedRows {
      let k = Int(entry.slot)
      rows[k] = entry.row
      basicOfSlot[k] = entry.basic
      if entry.basic != noSymbol {
        slotOfSymbol[Int(entry.basic)] = entry.slot
        markDirty(entry.basic)
        if entry.row.dep >= 0 { markers.owner[Int(entry.row.dep)] = entry.slot }
      }
      // Columns may have been cleared for symbols this row holds again.
      for cell in entry.row.cells { columns[Int(cell.symbol)].append(entry.slot) }
      columnEntries &+= entry.row.cells.count
    }
    freeSlots = saved.freeSlots
    infeasible = saved.infeasible
    for entry in saved.savedWeights {
      objective.weights[Int(entry.symbol)] = .zero
      objective.add(entry.symbol, entry.weight)
    }
    objective.constant = saved.objectiveConstant
    for entry in saved.savedDefinitionConstants where isDerived(entry.symbol) {
      definitions[Int(definitionOfSymbol[Int(entry.symbol)])].row.constant = entry.constant
      markDirty(entry.symbol)
    }
  }
}
