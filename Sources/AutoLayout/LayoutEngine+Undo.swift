import Cassowary

/// Where the engine's state stood: one position in each journaled container's log and in the
/// solver's edits. Taken before a statement, it is what `revert(to:)` goes back to.
public struct EngineMark: Sendable {
  let items, itemNamed, records, constraintNamed, brokenSet, wrapWidths: Int
  let multiLineLabels, viewsWithSafeAreaGuides, viewsWithDerivedMargins: Int
  let stacks, widgets, dirtyStacks, screen, direction, solver, tables: Int
}

/// The writes `revert(to:)` took back, which `replay` applies again (redo).
public struct EngineRedo {
  let items: [JournaledArray<ItemRecord>.Redo]
  let itemNamed: JournaledDictionary<String, ItemID>.Redo
  let records: [JournaledArray<ConstraintRecord>.Redo]
  let constraintNamed: JournaledDictionary<String, ConstraintID>.Redo
  let brokenSet: JournaledSet<ConstraintID>.Redo
  let wrapWidths: JournaledDictionary<ItemID, Double>.Redo
  let multiLineLabels, viewsWithSafeAreaGuides, viewsWithDerivedMargins: JournaledSet<ItemID>.Redo
  let stacks: JournaledDictionary<ItemID, StackState>.Redo
  let widgets: JournaledDictionary<ItemID, WidgetState>.Redo
  let tables: JournaledDictionary<ItemID, TableState>.Redo
  let dirtyStacks: JournaledSet<ItemID>.Redo
  let screen: JournaledValue<Screen>.Redo
  let direction: JournaledValue<LayoutDirection>.Redo
  let solver: [PrioritySolver.Edit]
}

extension LayoutEngine {
  /// Starts logging every change to the model, so that `revert(to:)` can take changes back
  /// (undo) and `replay` apply them again (redo) without rebuilding. What is derived for
  /// output only (the frames last reported, caches keyed by the solver's generation) is not
  /// logged: after a revert, `layout()` reports what moved back.
  public func recordChanges() {
    items.isRecording = true
    itemNamed.isRecording = true
    records.isRecording = true
    constraintNamed.isRecording = true
    brokenSet.isRecording = true
    wrapWidths.isRecording = true
    multiLineLabels.isRecording = true
    viewsWithSafeAreaGuides.isRecording = true
    viewsWithDerivedMargins.isRecording = true
    stacks.isRecording = true
    widgets.isRecording = true
    tables.isRecording = true
    dirtyStacks.isRecording = true
    journaledScreen.isRecording = true
    journaledDirection.isRecording = true
    solver.recordsEdits = true
    _ = takeMark()
  }

  /// Where the model stands now, for `revert(to:)`; taken before each statement, as only
  /// the first write to each place after a mark is logged.
  public func takeMark() -> EngineMark {
    EngineMark(
      items: items.takeMark(), itemNamed: itemNamed.takeMark(), records: records.takeMark(),
      constraintNamed: constraintNamed.takeMark(), brokenSet: brokenSet.takeMark(),
      wrapWidths: wrapWidths.takeMark(), multiLineLabels: multiLineLabels.takeMark(),
      viewsWithSafeAreaGuides: viewsWithSafeAreaGuides.takeMark(),
      viewsWithDerivedMargins: viewsWithDerivedMargins.takeMark(), stacks: stacks.takeMark(),
      widgets: widgets.takeMark(), dirtyStacks: dirtyStacks.takeMark(), screen: journaledScreen.takeMark(),
      direction: journaledDirection.takeMark(), solver: solver.edits.count, tables: tables.takeMark())
  }

  /// Takes back every change made since `mark`, newest first; returns them for `replay`.
  /// Throws only if the solver could not take an edit back, after which the engine must be
  /// rebuilt.
  public func revert(to mark: EngineMark) throws(SolverError) -> EngineRedo {
    let solverEdits = try solver.revertEdits(to: mark.solver)
    let redo = EngineRedo(
      items: items.revert(to: mark.items), itemNamed: itemNamed.revert(to: mark.itemNamed),
      records: records.revert(to: mark.records), constraintNamed: constraintNamed.revert(to: mark.constraintNamed),
      brokenSet: brokenSet.revert(to: mark.brokenSet), wrapWidths: wrapWidths.revert(to: mark.wrapWidths),
      multiLineLabels: multiLineLabels.revert(to: mark.multiLineLabels),
      viewsWithSafeAreaGuides: viewsWithSafeAreaGuides.revert(to: mark.viewsWithSafeAreaGuides),
      viewsWithDerivedMargins: viewsWithDerivedMargins.revert(to: mark.viewsWithDerivedMargins),
      stacks: stacks.revert(to: mark.stacks), widgets: widgets.revert(to: mark.widgets),
      tables: tables.revert(to: mark.tables),
      dirtyStacks: dirtyStacks.revert(to: mark.dirtyStacks), screen: journaledScreen.revert(to: mark.screen),
      direction: journaledDirection.revert(to: mark.direction), solver: solverEdits)
    noteRevivedOrKilledItems(redo.items)
    staleAutoresizing.removeAll()
    noteMovedItems(parentsBefore: redo.items.compactMap {
      if case .set(let index, let after) = $0 { (index, after.parent) } else { nil }
    })
    dropStackCaches()
    return redo
  }

  /// Applies changes `revert(to:)` took back, logging them again.
  public func replay(_ redo: EngineRedo) throws(SolverError) {
    try solver.replay(redo.solver)
    let parentsBefore = redo.items.compactMap {
      if case .set(let index, _) = $0, index < items.count { (index, items[index].parent) } else { nil }
    }
    items.replay(redo.items)
    itemNamed.replay(redo.itemNamed)
    records.replay(redo.records)
    constraintNamed.replay(redo.constraintNamed)
    brokenSet.replay(redo.brokenSet)
    wrapWidths.replay(redo.wrapWidths)
    multiLineLabels.replay(redo.multiLineLabels)
    viewsWithSafeAreaGuides.replay(redo.viewsWithSafeAreaGuides)
    viewsWithDerivedMargins.replay(redo.viewsWithDerivedMargins)
    stacks.replay(redo.stacks)
    widgets.replay(redo.widgets)
    tables.replay(redo.tables)
    dirtyStacks.replay(redo.dirtyStacks)
    journaledScreen.replay(redo.screen)
    journaledDirection.replay(redo.direction)
    noteRevivedOrKilledItems(redo.items)
    staleAutoresizing.removeAll()
    noteMovedItems(parentsBefore: parentsBefore)
    dropStackCaches()
  }

  /// Items that came back or went away report their frames afresh at the next `layout()`:
  /// one that comes back is new again ("+"), however long ago it was last drawn.
  func noteRevivedOrKilledItems(_ changes: [JournaledArray<ItemRecord>.Redo]) {
    for change in changes {
      guard case .set(let index, _) = change else { continue }
      let id = ItemID(index: Int32(index))
      if items[index].isAlive {
        unreportedItems.append(id)
      } else {
        reportedFrames[index] = nil
      }
    }
  }
}

extension LayoutEngine {
  /// A view that went back to another superview moves its whole subtree in root coordinates
  /// while its own variables may stay put: all of it reports its frames afresh, and cached
  /// origins are dropped.
  func noteMovedItems(parentsBefore: [(index: Int, parent: ItemID?)]) {
    treeEpoch &+= 1
    for (index, parent) in parentsBefore where items[index].isAlive && items[index].parent != parent {
      unreportedItems.append(contentsOf: subtree(of: ItemID(index: Int32(index))))
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
