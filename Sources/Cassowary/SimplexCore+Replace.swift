/// Replacing one required equality by another in place, at a cost that follows their
/// difference rather than their length.
///
/// A stack's closing edge (`last.trailing == stack.trailing`) moves to the new last view at
/// every append. Removed and added again, it costs as much as the stack is long: the new
/// edge's row is the whole chain of widths before it (the last view's position expanded),
/// its subject is substituted into the rows of the view that absorbs the stack's slack, and
/// the removal pivots those rows first. Built view by view, a content-sized grid of N stacks
/// of N views spent N³ there (docs/solver.md, "Replacing a required equality in place").
///
/// The two edges differ by little: `new = old + Δ` where Δ is the new view's length and its
/// spacing once the new view's position is expanded (`old.position + old.length + spacing`).
/// In the tableau, the old equality `E = 0` with dummy marker `d` holds as the identity
/// `reduce(E) = −d` (its row was `reduce(E) + d = 0`, and substitutions keep identities). The
/// new equality `E + Δ + d′ = 0` is therefore `d = reduce(Δ) + d′`: the tableau of the new
/// system is the old one with `d` renamed `d′` and `reduce(Δ)` added wherever `d` stands.
/// No row is created, and the rows that held `d` each gain a few cells.
///
/// To keep the simplex invariants at each step, `reduce(Δ) = k + L` is applied in two parts:
/// - `L` (no constant) leaves every row's constant and so feasibility as they were; the
///   objective gains `L` times the weight `d` carries through the error rows that hold it,
///   and the primal simplex restores optimality;
/// - `k` is then a constant change of the new equality (`shiftConstantsTogether`, the path
///   of an edited constant), and the dual simplex restores feasibility.
///
/// Where the identity argument needs care the operation declines and the caller removes and
/// adds as usual: a marker that is basic (a redundant equality) or in the row of a basic
/// dummy, a definition kept outside the tableau, a difference that holds the old marker
/// itself, and a new system whose required constraints contradict (the
/// usual add then reports the conflict as it always has).
extension SimplexCore {
  /// Replaces the active required equality `old` by the recorded required equality `new`.
  /// Returns false, changing nothing, when the in-place path does not apply or the new
  /// system is contradictory; the caller then removes and adds.
  mutating func replace(_ old: Int32, with new: Int32) throws(SolverError) -> Bool {
    try spendBudget()
    compactMarkersIfNeeded()
    let o = Int(old)
    let n = Int(new)
    guard constraints[o].isActive else { throw .unknownConstraint(Constraint(index: old)) }
    guard !constraints[n].isActive else { throw .duplicateConstraint(Constraint(index: new)) }
    let d = constraints[o].marker
    guard constraints[o].isRequired, constraints[o].relation == .equal, constraints[o].defines == noSymbol,
      constraints[n].isRequired, constraints[n].relation == .equal,
      kinds[Int(d)] == .dummy, slotOfSymbol[Int(d)] < 0, constraints[o].markerCoefficient == 1
    else { return false }

    // The column of d: cells, then marker-graph parts (a row may hold both).
    var column: [(slot: Int32, coefficient: Double)] = []
    for (slot, position) in liveCells(containing: d) {
      column.append((slot, rows[Int(slot)].cells[Int(position)].coefficient))
    }
    column += dummyColumn(d)
    guard !column.isEmpty, column.allSatisfy({ kinds[Int(basicOfSlot[Int($0.slot)])] != .dummy }) else {
      return false
    }

    beginJournal()
    var difference = reduced((constraints[n].expression - constraints[o].expression).reduced)
    // A difference that holds d itself would make the renaming circular.
    let holdsMarker =
      difference.contains(d)
      || (difference.dep >= 0
        && markers.markers(of: difference.dep, scale: difference.depScale).contains {
          $0.symbol == d && !nearZero($0.coefficient)
        })
    guard !holdsMarker else {
      rollBack()
      return false
    }
    let k = difference.constant
    difference.constant = 0

    // d := d + L in every row that holds d; the objective follows the error rows among them.
    let weight = markerWeight(through: column)
    for (slot, coefficient) in column {
      journal?.save(slot: slot, row: rows[Int(slot)], basic: basicOfSlot[Int(slot)])
      addToRow(slot, difference, times: coefficient)
    }
    if !weight.isZero {
      for cell in difference.cells {
        journal?.save(symbol: cell.symbol, weight: objective.weight(of: cell.symbol))
      }
      objective.add(difference, times: weight)
    }
    // The marker now stands for the new equality.
    constraints[n].marker = d
    constraints[n].markerCoefficient = 1
    constraints[o].marker = noSymbol
    ownerOfSymbol[Int(d)] = new
    func decline() {
      rollBack()
      constraints[o].marker = d
      constraints[n].marker = noSymbol
      ownerOfSymbol[Int(d)] = old
    }
    do {
      try optimizeObjective()
    } catch {
      decline()
      throw error
    }
    if !nearZero(k) {
      if shiftConstantsTogether([(new, k)]) != nil || dualOptimize() != nil {
        decline()
        return false
      }
    }
    commitJournal()
    try optimizeObjective()
    return true
  }
}
