import Cassowary

/// What a stack's last generation was made for (`StackState.generation`): the append and
/// spacing paths' starting point.
struct StackGeneration {
  var configuration: StackConfiguration
  var summary: StackSummary
  /// What the recipe read of each arranged view, in order.
  var items: AppendSharingArray<StackArrangedItem>
}

extension LayoutEngine {
  /// The append path of a stack's generation (`StackRecipe+Append.swift`): when the only
  /// change since the last generation is views added at the end of the arrangement, the
  /// constraints change by the recipe's delta, at a cost that follows the new views, not the
  /// stack's length. Nil when the path does not apply; the caller regenerates in full.
  ///
  /// It makes the same solver edits as the full generation would, the new constraints in the
  /// recipe's order and closing edges last, except that the old closing edge is replaced by
  /// the new one rather than removed first. The system solved is the same, so the frames
  /// are the same either way; StackAppendTests compares the two.
  func updateStackByAppending(_ stack: ItemID, _ state: inout StackState) -> Bool? {
    guard let (last, configuration) = fastPathStart(stack, state), state.arranged.count > last.summary.count,
      configuration == last.configuration
    else { return nil }
    let newViews = state.arranged[last.summary.count...]
    guard newViews.allSatisfy({ self[$0].isAlive && self[$0].parent == stack }) else { return nil }
    let newItems = newViews.map { arrangedItem($0, configuration.axis, axisLength: nil) }
    guard let delta = StackRecipe.appending(newItems, to: last.summary, configuration) else { return nil }

    // Find what goes before changing anything: a constraint the delta removes that is not
    // in force as made (removed or edited by hand) sends the stack to the full path.
    var made = madeConstraints(of: stack)
    var slots: [Int] = []
    for c in delta.removed {
      let key = GeneratedKey(layoutConstraint(c, of: stack, &state))
      guard let slot = Self.index(of: key, in: made), records[Int(made[slot].id.index)].isAlive else {
        return nil
      }
      slots.append(slot)
    }
    // The cache is taken out while it changes, so that it is changed in place, not copied.
    features.stacks.made[stack] = nil
    // The old closing edge stays in the solver until the new one takes its place, in place
    // (`SimplexCore+Replace`: a cost that follows the new views, where removing and adding
    // it cost the stack's length). The new views' constraints go in meanwhile, which is the
    // same as going in after it left unless something else holds the new views: then they
    // could clash with the old edge, and it leaves first as before.
    let replacesClosing = slots.count == 1 && newViews.allSatisfy { self[$0].constraints.isEmpty }
    var replaced: Constraint? = nil
    for slot in slots { replaced = deleteConstraint(made[slot].id, keepingInstalled: replacesClosing) }
    let (spacing, guide) = bindSpacing(of: stack, configuration)
    let constraints = delta.added.map { layoutConstraint($0, of: stack, &state) }
    let ids = addGenerated(constraints, spacingGuide: guide, spacing: spacing, replacing: replaced)
    // The new constraints take the removed ones' places, then go at the end: the cache's
    // order only speeds up the full path's matching, which finds any order right.
    var added = zip(constraints, ids).compactMap { c, id in
      id.map { MadeConstraint(key: GeneratedKey(c), id: $0) }
    }[...]
    var unused: [Int] = []
    for slot in slots.sorted() {
      if let replacement = added.popFirst() { made[slot] = replacement } else { unused.append(slot) }
    }
    for slot in unused.reversed() { made.remove(at: slot) }
    made += added
    features.stacks.made[stack] = made
    state.generation?.summary.append(newItems)
    state.generation?.items.append(contentsOf: newItems)
    features.stacks.states[stack] = state
    readmitBrokenConstraints()
    refreshStackBaselines(from: stack)
    return true
  }

  /// Where a key is in a stack's made constraints. The closing edge the append path looks
  /// for is near the front in the recipe's order, and near the end when the list was read
  /// back from the records by id (after an undo): both ends are searched together.
  static func index(of key: GeneratedKey, in made: [MadeConstraint]) -> Int? {
    var front = 0
    var back = made.count - 1
    while front <= back {
      if made[front].key == key { return front }
      if made[back].key == key { return back }
      front += 1
      back -= 1
    }
    return nil
  }

  /// Where the append and spacing paths start: the stack's last generation and the
  /// configuration a new one would read. Nil when neither applies: the paths are off, a
  /// constraint the stack made was edited by hand, nothing was generated yet, or there is
  /// custom spacing.
  func fastPathStart(_ stack: ItemID, _ state: StackState) -> (
    last: StackGeneration, configuration: StackConfiguration
  )? {
    guard features.stacks.usesAppendPath, !features.stacks.toRegenerate.contains(stack),
      let last = state.generation,
      state.customSpacing.isEmpty
    else { return nil }
    return (last, generationConfiguration(state))
  }

  /// A constraint a stack made was edited by hand: the stack's next generation is made in
  /// full, which restores it as the recipe makes it.
  func noteEdit(of id: ConstraintID) {
    if case .stack(let stack) = records[Int(id.index)].constraint.origin {
      features.stacks.toRegenerate.insert(stack)
    }
  }

  /// Drops the caches kept beside the journal (undo and redo change the records under them).
  func dropStackCaches() {
    features.stacks.made.removeAll()
    features.stacks.toRegenerate.removeAll()
  }

  /// The spacing path: when the only change since a stack's last generation is its spacing,
  /// the constraints that move are the spacing constraints bound to the stack's spacing guide
  /// (`bindSpacing`), so the guide's width moves them all in one solver edit and their
  /// records take the new constant. Nil when that is not the whole change (the caller
  /// regenerates in full): another configuration field, the arrangement or what the recipe
  /// reads of a view, custom spacing, a distribution whose other constants follow the spacing,
  /// a moved constant the guide does not hold, or a spacing the layout cannot take in one
  /// edit (the full path then gives each constraint its own constant).
  ///
  /// Matching the full recipe against the made constraints was three quarters of a spacing
  /// edit's regeneration on the session bench's 10,102-view grid (docs/engine.md).
  func updateStackSpacing(_ stack: ItemID, _ state: inout StackState) -> Bool? {
    guard let (last, configuration) = fastPathStart(stack, state),
      configuration.spacing != last.configuration.spacing,
      configuration.distribution == .fill || configuration.distribution == .fillEqually
    else { return nil }
    var unchanged = configuration
    unchanged.spacing = last.configuration.spacing
    guard unchanged == last.configuration, state.arranged.count == last.items.count,
      state.arranged.allSatisfy({ self[$0].isAlive && self[$0].parent == stack })
    else { return nil }
    let items = state.arranged.map { arrangedItem($0, configuration.axis, axisLength: nil) }
    guard items.elementsEqual(last.items) else { return nil }
    // The recipe at both spacings, in order: only spacing constraints may differ, by their
    // constant, from the old spacing to the new.
    let before = StackRecipe.constraints(last.configuration, items)
    let after = StackRecipe.constraints(configuration, items)
    let oldSpacing = StackRecipe.rounded(last.configuration.spacing, last.configuration)
    let newSpacing = StackRecipe.rounded(configuration.spacing, configuration)
    guard before.count == after.count else { return nil }
    var moved = 0
    for (b, a) in zip(before, after) where b != a {
      var same = a
      same.constant = b.constant
      guard same == b, b.identifier == "UISV-spacing", b.constant == oldSpacing, a.constant == newSpacing
      else {
        return nil
      }
      moved += 1
    }
    let bound = madeConstraints(of: stack).filter {
      let record = records[Int($0.id.index)]
      return record.isAlive && record.spacingGuide != nil && record.constraint.constant == oldSpacing
    }
    guard bound.count == moved,
      let guide = self[stack].guides.stackGuides.first(where: { self[$0].guides.role == .spacing }),
      setSpacing(of: guide, newSpacing)
    else { return nil }
    for made in bound { records[Int(made.id.index)].constraint.constant = newSpacing }
    features.stacks.spacingPathUses += 1
    state.generation?.configuration = configuration
    features.stacks.states[stack] = state
    readmitBrokenConstraints()
    refreshStackBaselines(from: stack)
    return true
  }
}
