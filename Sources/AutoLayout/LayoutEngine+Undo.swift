import Cassowary

extension LayoutEngine {
  /// Sends the solver's edits to the recorder, each as the change that takes it back, and
  /// settles the engine after every revert and replay: the solver's edits of it go as one
  /// batch (a run of constants is one repair), then what is derived from the records for
  /// output (reported frames, stack caches) catches up.
  func recordSolverEdits() {
    solver.editObserver = { [unowned self] edit in recorder.log(solverChange(edit.inverse)) }
    recorder.whenSettled { [unowned self] in try settleAfterUndoOrRedo() }
  }

  /// The change that applies `edit` to the solver when the revert or replay under way settles.
  func solverChange(_ edit: PrioritySolver.Edit) -> Change {
    Change { [unowned self] in
      solverBridge.pendingEdits.append(edit)
      return solverChange(edit.inverse)
    }
  }

  func settleAfterUndoOrRedo() throws(SolverError) {
    let edits = solverBridge.pendingEdits
    solverBridge.pendingEdits.removeAll()
    try solver.perform(edits)
    let writes = items.appliedWrites
    items.appliedWrites.removeAll()
    for (index, _) in writes {
      // Items that came back are new again ("+") once their removal was reported; items that
      // went away are reported gone.
      if items[index].isAlive {
        framePass.unreportedItems.append(ItemID(index: Int32(index)))
      } else {
        framePass.removedItems.append(ItemID(index: Int32(index)))
      }
    }
    // Views whose mask changed before the mark (a load applies statements and lays out once,
    // so a failed one is taken back with earlier frames still waiting) stay to be laid out.
    features.autoresizing.stale.removeAll { id in
      !items[Int(id.index)].isAlive || !self[id].autoresizing.autoresizingIsStale
    }
    noteMovedItems(parentsBefore: writes.map { ($0.index, $0.parentBefore) })
    dropStackCaches()
  }
}

extension LayoutEngine {
  /// A view that went back to another superview moves its whole subtree in root coordinates
  /// while its own variables may stay put: all of it reports its frames afresh, and cached
  /// origins are dropped.
  func noteMovedItems(parentsBefore: [(index: Int, parent: ItemID?)]) {
    positions.treeEpoch &+= 1
    for (index, parent) in parentsBefore where items[index].isAlive && items[index].parent != parent {
      framePass.unreportedItems.append(contentsOf: subtree(of: ItemID(index: Int32(index))))
    }
  }

  /// Sets (or with nil, clears) the check the solver asks every few hundred pivots; true
  /// stops the solve, and `solveBudgetWasExceeded` tells the caller to take the statement back.
  public func setSolveBudget(_ check: (@Sendable () -> Bool)?) {
    solver.budgetCheck = check
    if check != nil { solver.budgetWasExceeded = false }
  }

  public var solveBudgetWasExceeded: Bool { solver.budgetWasExceeded }
}
