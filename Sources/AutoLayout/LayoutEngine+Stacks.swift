import Cassowary

/// Stack views' state: their properties, arranged views and the constraints they made.
final class StackViews: LayoutFeature {
  /// Each stack's properties, arranged views and generated constraints.
  let states: RecordedDictionary<ItemID, StackState>
  /// Stacks whose constraints must be regenerated before the next solve.
  let dirty: RecordedSet<ItemID>
  /// Each stack's generated constraints in the recipe's order: a cache of what the records
  /// say, dropped on undo and redo (`madeConstraints(of:)`).
  @exclusivity(unchecked) var made: [ItemID: [MadeConstraint]] = [:]
  /// Stacks whose next generation is made in full, not by the append path: an arranged view
  /// changed, left, or was inserted before the end, or a constraint the stack made was
  /// edited by hand (the full generation restores it).
  @exclusivity(unchecked) var toRegenerate: Set<ItemID> = []
  /// Off: every generation is made in full (the reference the append and spacing paths are
  /// tested against).
  @exclusivity(unchecked) var usesAppendPath = true
  /// How many stack regenerations the spacing path (`updateStackSpacing`) did, for tests.
  @exclusivity(unchecked) var spacingPathUses = 0

  init(_ recorder: ChangeRecorder) {
    states = RecordedDictionary(recorder)
    dirty = RecordedSet(recorder)
  }

  func prepare(_ engine: LayoutEngine) {
    engine.refreshProportionalStacks()
    _ = engine.updateStacks()
  }

  func settle(_ engine: LayoutEngine, moved: [Variable]) -> Bool {
    engine.refreshProportionalStacks()
    return engine.updateStacks()
  }

  /// Even empty, a stack makes a constraint ('UISV-fix-for-app-bug-ambiguity').
  /// A view added to a stack view as an arranged view is arranged.
  func added(_ item: ItemID, at placement: Placement, in engine: LayoutEngine) {
    if engine.kind(of: item) == .stack {
      states[item] = StackState()
      dirty.insert(item)
    }
    if states[placement.parent] != nil && placement.arranged {
      engine.arrange(item, in: placement.parent, at: placement.index)
    }
  }

  /// Moving into a stack view arranges the view, as adding does.
  func moved(_ item: ItemID, to parent: ItemID, at index: Int?, in engine: LayoutEngine) {
    if states[parent] != nil { engine.arrange(item, in: parent, at: index) }
  }

  func arrangesChildren(of parent: ItemID) -> Bool { states[parent] != nil }

  func baselineView(of item: ItemID, _ attribute: LayoutAttribute, in engine: LayoutEngine) -> ItemID? {
    engine.stackBaselineView(item, attribute)
  }

  /// A stack re-arranges when a child went, moved away, hid or resized.
  func childChanged(in parent: ItemID, in engine: LayoutEngine) {
    guard states[parent] != nil else { return }
    dirty.insert(parent)
    toRegenerate.insert(parent)
  }

  /// fillProportionally shares the stack out by its items' intrinsic lengths; a horizontal
  /// stack's baseline is its tallest item's, so a new height may hand it over.
  func intrinsicSizeChanged(of item: ItemID, heightChanged: Bool, in engine: LayoutEngine) {
    guard let parent = engine.parent(of: item) else { return }
    if states[parent]?.configuration.distribution == .fillProportionally { dirty.insert(parent) }
    if heightChanged { engine.refreshStackBaselines(from: parent) }
  }

  /// A stack whose baseline is this view's moves with it.
  func baselineMoved(of item: ItemID, in engine: LayoutEngine) {
    engine.refreshStackBaselineConstants(through: item)
  }
}

/// What the engine keeps for one UIStackView.
struct StackState {
  var configuration = StackConfiguration()
  /// `arrangedSubviews`, in order (a subset of the stack's children).
  var arranged: AppendSharingArray<ItemID> = []
  /// Custom spacing by arranged view (`setCustomSpacing(_:after:)`), kept while it stays.
  var customSpacing: [ItemID: Double] = [:]
  var alignmentSpanner: ItemID?
  var orderingSpanner: ItemID?
  var gaps: [ItemID] = []
  /// The arranged views whose baselines are the stack's (`viewForFirstBaselineLayout`,
  /// `viewForLastBaselineLayout`) as the constraints in force read them; nil until an anchor
  /// first reads them.
  var baselineViews: BaselineViews?
  /// fillProportionally: the lengths the last generation shared the stack out by.
  var proportionalLengths: [Double?] = []
  /// What the last generation was made for: the append and spacing paths' starting point.
  /// Recorded with the rest of the state, so that it stays true of the records after undo
  /// and redo (as a cache beside the journal it was dropped there, and the edit after an
  /// undo regenerated in full).
  var generation: StackGeneration?
}

/// The arranged views a stack's first and last baselines come from (nil: no visible item;
/// the stack's own bottom then).
struct BaselineViews: Equatable {
  var first: ItemID?
  var last: ItemID?
}

/// A generated constraint's identity apart from its constant, so that a new generation
/// that only moves a constant patches the constraint in place.
/// A constraint a stack generated, with the key that finds it again.
struct MadeConstraint {
  let key: GeneratedKey
  var id: ConstraintID
}

struct GeneratedKey: Hashable {
  let identifier: String
  let first: ItemID
  let firstAttribute: LayoutAttribute
  let relation: LayoutRelation
  let second: ItemID?
  let secondAttribute: LayoutAttribute?
  let multiplier: Double
  let priority: Double

  /// The key of a generated constraint: the same whether it comes from the recipe or is read
  /// back from the records (`madeConstraints(of:)`).
  init(_ c: LayoutConstraint) {
    identifier = c.identifier ?? ""
    first = c.first.item
    firstAttribute = c.first.attribute
    relation = c.relation
    second = c.second?.item
    secondAttribute = c.second?.attribute
    multiplier = c.multiplier
    priority = c.priority
  }

  /// Hashes the items and attributes only: they almost always tell two keys apart, and a
  /// stack of n views hashes about 3n keys per regeneration, where hashing the identifier's
  /// text dominated a long column's build. Equality still compares every field.
  func hash(into hasher: inout Hasher) {
    hasher.combine(first.index)
    hasher.combine(second?.index ?? -1)
    // The attributes' case numbers: their synthesized hash would hash the raw-value text.
    hasher.combine(unsafeBitCast(firstAttribute, to: UInt8.self))
    hasher.combine(secondAttribute.map { unsafeBitCast($0, to: UInt8.self) } ?? .max)
  }
}

extension LayoutEngine {
  // MARK: - The stack's model

  public func stackConfiguration(of stack: ItemID) -> StackConfiguration {
    features.stacks.states[stack]?.configuration ?? StackConfiguration()
  }

  /// Changes a stack's properties; its constraints follow at the next layout.
  public func setStackConfiguration(_ stack: ItemID, _ configuration: StackConfiguration) {
    var state = features.stacks.states[stack] ?? StackState()
    guard state.configuration != configuration else { return }
    if state.configuration.axis != configuration.axis {
      // The guides are tied to the stack across the old axis: make them again.
      for made in madeConstraints(of: stack).sorted(by: { $0.id < $1.id }) { deleteConstraint(made.id) }
      features.stacks.made[stack] = []
      discardGuides(of: stack, &state)
      state.generation = nil
    }
    state.configuration = configuration
    features.stacks.states[stack] = state
    features.stacks.dirty.insert(stack)
  }

  /// `arrangedSubviews` of a stack.
  public func arrangedSubviews(of stack: ItemID) -> [ItemID] {
    features.stacks.states[stack]?.arranged.array ?? []
  }

  /// `insertArrangedSubview(_:at:)`: the view must already be a subview of the stack. Like
  /// UIKit, it turns the view's translatesAutoresizingMaskIntoConstraints off (reference §1).
  public func arrange(_ view: ItemID, in stack: ItemID, at index: Int? = nil) {
    setTranslatesAutoresizingMask(view, false)
    var state = features.stacks.states[stack] ?? StackState()
    let count = state.arranged.count
    state.arranged.removeAll { $0 == view }
    let position = min(max(index ?? state.arranged.count, 0), state.arranged.count)
    state.arranged.insert(view, at: position)
    // Only a new view at the end leaves the rest of the arrangement as it was.
    if state.arranged.count == count || position != count { features.stacks.toRegenerate.insert(stack) }
    features.stacks.states[stack] = state
    features.stacks.dirty.insert(stack)
  }

  /// `setCustomSpacing(_:after:)`; nil goes back to the stack's spacing.
  public func setCustomSpacing(_ spacing: Double?, after view: ItemID, in stack: ItemID) {
    var state = features.stacks.states[stack] ?? StackState()
    state.customSpacing[view] = spacing
    features.stacks.states[stack] = state
    features.stacks.dirty.insert(stack)
  }

  /// Where a constraint came from, as listings print it: `user`, the option or maker, or
  /// `stack NAME` with the stack's current name.
  public func originDescription(of id: ConstraintID) -> String {
    switch constraint(id).origin {
    case .stack(let stack): return "stack \(self[stack].name)"
    case .autoresizing(let view):
      let mask = self[view].autoresizing.autoresizingMask
      return "autoresizing \(mask.code(.horizontal)) \(mask.code(.vertical))"
    default: return constraint(id).origin.description
    }
  }

  /// Whether a stack view made the constraint from its properties.
  public func isMadeByStack(_ id: ConstraintID) -> Bool {
    if case .stack = constraint(id).origin { return true }
    return false
  }

  /// Whether a view is one of its superview's arranged views.
  func isArranged(_ id: ItemID) -> Bool {
    guard let parent = self[id].parent, let state = features.stacks.states[parent] else { return false }
    return state.arranged.contains(id)
  }

  /// The custom spacing after an arranged view, if one was set.
  public func customSpacing(after view: ItemID, in stack: ItemID) -> Double? {
    features.stacks.states[stack]?.customSpacing[view]
  }

  // MARK: - Generation

  /// Regenerates the constraints of every stack that changed, patching only the difference;
  /// true if anything changed.
  func updateStacks() -> Bool {
    guard !features.stacks.dirty.isEmpty else { return false }
    let pending = features.stacks.dirty.sorted()
    features.stacks.dirty.removeAll()
    var changed = false
    for stack in pending { changed = updateStack(stack) || changed }
    return changed
  }

  func updateStack(_ stack: ItemID) -> Bool {
    guard self[stack].isAlive, var state = features.stacks.states[stack] else { return false }
    defer { features.stacks.toRegenerate.remove(stack) }
    if let changed = updateStackByAppending(stack, &state) { return changed }
    if let changed = updateStackSpacing(stack, &state) { return changed }
    // Arranged views that left the stack (removed, moved) leave the arrangement.
    state.arranged.removeAll { !self[$0].isAlive || self[$0].parent != stack }
    state.customSpacing = state.customSpacing.filter { state.arranged.contains($0.key) }
    let configuration = generationConfiguration(state)
    state.proportionalLengths =
      configuration.distribution == .fillProportionally
      ? proportionalLengths(state.arranged, configuration.axis) : []
    let items = state.arranged.enumerated().map { i, view in
      arrangedItem(
        view, configuration.axis,
        axisLength: state.proportionalLengths.isEmpty ? nil : state.proportionalLengths[i])
    }
    let wanted = StackRecipe.constraints(configuration, items)
    var generated: [MadeConstraint] = []
    var constraints: [LayoutConstraint] = []
    generated.reserveCapacity(wanted.count)
    constraints.reserveCapacity(wanted.count)
    for c in wanted {
      let constraint = layoutConstraint(c, of: stack, &state)
      generated.append(MadeConstraint(key: GeneratedKey(constraint), id: ConstraintID(index: -1)))
      constraints.append(constraint)
    }
    let match = matchGeneration(generated, against: madeConstraints(of: stack))
    var kept: [(ConstraintID, constant: Double)] = []
    for (i, id) in match.kept {
      generated[i].id = id
      kept.append((id, constraints[i].constant))
    }
    // Old constraints go first, so that the new generation never meets the one it replaces
    // (the last item's trailing edge moving to a new last item would otherwise conflict).
    var changed = !match.gone.isEmpty
    for id in match.gone { deleteConstraint(id) }
    let (spacing, boundGuide) = bindSpacing(of: stack, configuration)
    changed = updateKeptConstants(kept, spacing: spacing, boundGuide: boundGuide) || changed
    let ids = addGenerated(match.added.map { constraints[$0] }, spacingGuide: boundGuide, spacing: spacing)
    for (i, id) in zip(match.added, ids) {
      guard let id else { continue }
      generated[i].id = id
      changed = true
    }
    let made = generated.filter { $0.id.index >= 0 }
    features.stacks.made[stack] = made
    state.generation = StackGeneration(
      configuration: configuration, summary: StackSummary(items), items: AppendSharingArray(items))
    features.stacks.states[stack] = state
    if changed { readmitBrokenConstraints() }
    // Hiding, arranging or an axis change may hand the stack's baselines to another view.
    return refreshStackBaselines(from: stack) || changed
  }

  /// Matches a new generation against the last one. A statement usually inserts, removes or
  /// replaces a few constraints here and there in the recipe's order: both lists are walked
  /// together, comparing keys, with a short look-ahead past an insertion or a removal. Only what is
  /// left over goes through a dictionary, so an added view costs its own keys, not the stack's.
  /// Returns the new constraints that keep an old one's id, in the order found; those to add; and
  /// the old ones that go, by id (dictionary order changes from run to run, and the solver's
  /// pivots, so the frames of an ambiguous layout, depend on the order of edits).
  func matchGeneration(_ generated: [MadeConstraint], against previous: [MadeConstraint])
    -> (kept: [(Int, ConstraintID)], added: [Int], gone: [ConstraintID])
  {
    func isLive(_ j: Int) -> Bool { records[Int(previous[j].id.index)].isAlive }
    var kept: [(Int, ConstraintID)] = []
    var leftoverNew: [Int] = []
    var leftoverOld: [Int] = []
    var i = 0
    var j = 0
    walk: while i < generated.count && j < previous.count {
      if generated[i].key == previous[j].key && isLive(j) {
        kept.append((i, previous[j].id))
        i += 1
        j += 1
        continue
      }
      for d in 1...4 {
        if j + d < previous.count && generated[i].key == previous[j + d].key {
          leftoverOld += j..<(j + d)
          j += d
          continue walk
        }
        if i + d < generated.count && generated[i + d].key == previous[j].key {
          leftoverNew += i..<(i + d)
          i += d
          continue walk
        }
      }
      leftoverNew.append(i)
      leftoverOld.append(j)
      i += 1
      j += 1
    }
    leftoverNew += i..<generated.count
    leftoverOld += j..<previous.count
    var old: [GeneratedKey: ConstraintID] = [:]
    for j in leftoverOld where isLive(j) && old[previous[j].key] == nil {
      old[previous[j].key] = previous[j].id
    }
    var added: [Int] = []
    var seen = Set<GeneratedKey>()
    for i in leftoverNew.sorted() {
      // A key the recipe repeats is made once.
      guard seen.insert(generated[i].key).inserted else { continue }
      if let id = old.removeValue(forKey: generated[i].key) {
        kept.append((i, id))
      } else {
        added.append(i)
      }
    }
    return (kept, added, old.values.sorted())
  }

  /// Kept constraints: only their constant may have moved. Those at the stack's spacing read
  /// it from the spacing guide (one constant edit moves them all); the others take theirs in
  /// one batch. True if any constant changed.
  func updateKeptConstants(
    _ kept: [(ConstraintID, constant: Double)], spacing: Double, boundGuide: ItemID?
  ) -> Bool {
    var patched: [(ConstraintID, constant: Double)] = []
    var rebound: [(ConstraintID, constant: Double)] = []
    for (id, constant) in kept where records[Int(id.index)].constraint.constant != constant {
      if boundGuide != nil && records[Int(id.index)].spacingGuide != nil && constant == spacing {
        rebound.append((id, constant))
      } else {
        patched.append((id, constant))
      }
    }
    for (id, constant) in rebound { records[Int(id.index)].constraint.constant = constant }
    let patchedAny = setConstants(patched)
    return !rebound.isEmpty || patchedAny
  }

  /// The configuration a generation reads: the stack's, at the screen's scale, with custom
  /// spacings by index in the arrangement.
  func generationConfiguration(_ state: StackState) -> StackConfiguration {
    var configuration = state.configuration
    configuration.scale = screen.scale
    configuration.customSpacing = [:]
    // Looked up per custom spacing, not per arranged view: most stacks have none, and a
    // lookup per view made every generation of a long stack hash each of its views.
    for (view, spacing) in state.customSpacing {
      if let i = state.arranged.firstIndex(of: view) { configuration.customSpacing[i] = spacing }
    }
    return configuration
  }

  /// The stack's spacing, rounded to the screen, and its spacing guide held at it; the guide
  /// is nil when the layout cannot take the spacing in one edit (a conflict): the stack's
  /// spacing constraints then take constants of their own (`setConstant` unbinds them), each
  /// through the conflict rules.
  func bindSpacing(of stack: ItemID, _ configuration: StackConfiguration) -> (spacing: Double, guide: ItemID?)
  {
    let spacing = StackRecipe.rounded(configuration.spacing, configuration)
    let guide = spacingGuide(of: stack, spacing: spacing)
    return (spacing, setSpacing(of: guide, spacing) ? guide : nil)
  }

  /// What the recipe reads of one arranged view.
  func arrangedItem(_ view: ItemID, _ axis: Axis, axisLength: Double?) -> StackArrangedItem {
    let r = self[view]
    let horizontal = axis == .horizontal
    return StackArrangedItem(
      isHidden: r.isHidden, axisLength: axisLength,
      isMultilineText: r.kind == .label && r.content.lines != 1,
      axisHugging: horizontal ? r.hugging.horizontal : r.hugging.vertical,
      axisCompressionResistance: horizontal ? r.compression.horizontal : r.compression.vertical)
  }

  /// A recipe constraint bound to the engine's items.
  func layoutConstraint(_ c: StackConstraint, of stack: ItemID, _ state: inout StackState) -> LayoutConstraint
  {
    let first = node(c.first, of: stack, &state)
    let second = c.second.map { node($0, of: stack, &state) }
    return LayoutConstraint(
      Anchor(first, c.firstAttribute), c.relation,
      second.map { Anchor($0, c.secondAttribute ?? c.firstAttribute) },
      multiplier: c.multiplier, constant: c.constant, priority: c.priority, identifier: c.identifier,
      origin: .stack(stack))
  }

  /// Adds a generation's new constraints, in the recipe's order, and returns their ids (nil
  /// for one the engine's rules refused). Spacing constraints at the stack's spacing read it
  /// from `spacingGuide` when one is given.
  ///
  /// The edges that close an axis (the last view's trailing or bottom edge on the stack's)
  /// go into the solver after the chain that leads to them, though they keep their ids in
  /// the recipe's order: each spacing constraint then defines its view's position outside
  /// the solver's tableau (`SimplexCore+Derived`) and the closing edge sums the chain once.
  /// Closed first, each new view's position would be a row of every size before it, rebuilt
  /// at every append.
  ///
  /// With `replacing`, the first closing edge takes that solver constraint's place (the old
  /// closing edge of an append, `updateStackByAppending`); it leaves the solver either way.
  func addGenerated(
    _ constraints: [LayoutConstraint], spacingGuide guide: ItemID?, spacing: Double,
    replacing: Constraint? = nil
  ) -> [ConstraintID?] {
    var ids: [ConstraintID?] = []
    ids.reserveCapacity(constraints.count)
    var closing: [ConstraintID] = []
    for c in constraints {
      let binds = guide != nil && c.identifier == "UISV-spacing" && c.constant == spacing
      let closes =
        c.identifier == "UISV-canvas-connection" && [.trailing, .right, .bottom].contains(c.first.attribute)
      let id = try? addConstraint(c, spacingGuide: binds ? guide : nil, installsLater: closes)
      if let id, closes { closing.append(id) }
      ids.append(id)
    }
    var replacing = replacing
    for id in closing {
      install(id, reportingConflicts: true, replacing: replacing)
      replacing = nil
    }
    if let replacing { try? solver.removeConstraint(replacing) }
    return ids
  }

  /// The constraints the stack's last generation made, in the recipe's order. Kept outside
  /// the recorded stack state (a logged copy per statement cost gigabytes on a long stack),
  /// so after an undo or redo it is read back from the constraint records, in the order they
  /// were made.
  func madeConstraints(of stack: ItemID) -> [MadeConstraint] {
    if let made = features.stacks.made[stack] { return made }
    var made: [MadeConstraint] = []
    var involved = [stack]
    if let state = features.stacks.states[stack] {
      involved += state.arranged + state.gaps
      involved += [state.alignmentSpanner, state.orderingSpanner].compactMap { $0 }
    }
    var seen = Set<ConstraintID>()
    for item in involved where Int(item.index) < items.count {
      for id in self[item].constraints where Int(id.index) < records.count && seen.insert(id).inserted {
        let record = records[Int(id.index)]
        guard record.isAlive, case .stack(let owner) = record.constraint.origin, owner == stack else {
          continue
        }
        made.append(MadeConstraint(key: GeneratedKey(record.constraint), id: id))
      }
    }
    made.sort { $0.id < $1.id }
    features.stacks.made[stack] = made
    return made
  }

  // MARK: - fillProportionally's lengths

  /// `_proportionalFillLengthForOrderedArrangement:` (reference §1.9): each arranged view's
  /// intrinsic length along the axis, or, with no intrinsic metric there (a nested stack, a
  /// plain view holding content), its compressed fitting length.
  func proportionalLengths(_ arranged: some Sequence<ItemID>, _ axis: Axis) -> [Double?] {
    arranged.map { view in
      let intrinsic =
        axis == .horizontal ? self[view].derived.intrinsic.width : self[view].derived.intrinsic.height
      if let intrinsic { return intrinsic }
      let fitting = compressedFittingSize(of: view)
      return axis == .horizontal ? fitting.width : fitting.height
    }
  }

  /// A fitting length follows the arranged view's content, which any statement may change
  /// without touching the stack: a fillProportionally stack whose lengths moved regenerates.
  func refreshProportionalStacks() {
    for (stack, state) in features.stacks.states
    where state.configuration.distribution == .fillProportionally && !features.stacks.dirty.contains(stack)
      && self[stack].isAlive
    {
      let arranged = state.arranged.filter { self[$0].isAlive && self[$0].parent == stack }
      if proportionalLengths(arranged, state.configuration.axis) != state.proportionalLengths {
        features.stacks.dirty.insert(stack)
      }
    }
  }

  // MARK: - The stack's own baselines

  /// `viewForFirstBaselineLayout` / `viewForLastBaselineLayout` as the model stands: a
  /// vertical stack's first / last visible arranged view; a horizontal stack's tallest
  /// visible one by intrinsic height (no height counts as 0; a tie goes to the first).
  func currentBaselineViews(of stack: ItemID) -> BaselineViews {
    guard let state = features.stacks.states[stack] else { return BaselineViews() }
    let visible = state.arranged.filter { self[$0].isAlive && self[$0].parent == stack && !self[$0].isHidden }
    if state.configuration.axis == .vertical {
      return BaselineViews(first: visible.first, last: visible.last)
    }
    var tallest: ItemID?
    var best = -Double.infinity
    for view in visible {
      let height = self[view].derived.intrinsic.height ?? 0
      if height > best { (tallest, best) = (view, height) }
    }
    return BaselineViews(first: tallest, last: tallest)
  }

  /// The arranged view whose baseline a stack's `firstBaseline` / `lastBaseline` reads. The
  /// choice is recorded on first use, so every installed constraint reads the same view until
  /// `refreshStackBaselines` moves them all together.
  func stackBaselineView(_ stack: ItemID, _ attribute: LayoutAttribute) -> ItemID? {
    guard features.stacks.states[stack] != nil else { return nil }
    let views = features.stacks.states[stack]?.baselineViews ?? currentBaselineViews(of: stack)
    features.stacks.states[stack]?.baselineViews = views
    return attribute == .lastBaseline ? views.last : views.first
  }

  /// A stack's baseline views may have changed (its arrangement, an item hidden or resized):
  /// constraints that read its baselines captured the old view's variables, so they are
  /// installed again; and so, going up, are those of the stacks whose baseline is read
  /// through it. True if any constraint was re-installed.
  @discardableResult
  func refreshStackBaselines(from start: ItemID) -> Bool {
    var stack = start
    var below: ItemID?  // the stack under `stack` whose baseline view changed
    var changed = false
    while self[stack].isAlive, self[stack].kind == .stack,
      let old = features.stacks.states[stack]?.baselineViews
    {
      let new = currentBaselineViews(of: stack)
      let readsBelow = below.map { new.first == $0 || new.last == $0 } ?? false
      guard new != old || readsBelow else { break }
      features.stacks.states[stack]?.baselineViews = new
      reinstallBaselineConstraints(of: stack)
      changed = true
      below = stack
      guard let parent = self[stack].parent else { break }
      stack = parent
    }
    return changed
  }

  /// Installs again the constraints that read a view's own baselines (a stack's, after its
  /// baseline view changed).
  func reinstallBaselineConstraints(of view: ItemID) {
    for id in self[view].constraints {
      let record = records[Int(id.index)]
      guard record.isAlive, record.solverConstraint != nil else { continue }
      let c = record.constraint
      let readsFirst = c.first.item == view && c.first.attribute.isBaseline
      let readsSecond = c.second.map { $0.item == view && $0.attribute.isBaseline } ?? false
      guard readsFirst || readsSecond else { continue }
      uninstall(id)
      install(id, reportingConflicts: true)
    }
    readmitBrokenConstraints()
  }

  /// An item's baseline offset changed (its text, font or lines): the constraints that read
  /// it through the stacks whose baseline view it is get their constants again, in place.
  func refreshStackBaselineConstants(through item: ItemID) {
    var view = item
    while let parent = self[view].parent, self[parent].kind == .stack,
      let views = features.stacks.states[parent]?.baselineViews, views.first == view || views.last == view
    {
      refreshBaselineConstraints(of: parent)
      view = parent
    }
  }

  /// The engine item a recipe node stands for, making spanners and gap guides on first use.
  func node(_ node: StackNode, of stack: ItemID, _ state: inout StackState) -> ItemID {
    switch node {
    case .canvas:
      return state.configuration.isLayoutMarginsRelative ? marginsGuide(of: stack) : stack
    case .item(let i):
      return state.arranged[i]
    case .alignmentSpanner:
      if let id = state.alignmentSpanner { return id }
      let id = makeStackGuide(.alignmentSpanner, of: stack, across: false, axis: state.configuration.axis)
      state.alignmentSpanner = id
      return id
    case .orderingSpanner:
      if let id = state.orderingSpanner { return id }
      let id = makeStackGuide(.orderingSpanner, of: stack, across: true, axis: state.configuration.axis)
      state.orderingSpanner = id
      return id
    case .gap(let k):
      while state.gaps.count <= k {
        state.gaps.append(
          makeStackGuide(
            .gap, of: stack, across: true, axis: state.configuration.axis, number: state.gaps.count))
      }
      return state.gaps[k]
    }
  }

  /// A spanner or gap guide. The recipe fixes it along one axis only; on the other it is
  /// tied to the stack (solver-only constraints) so it is never reported ambiguous.
  /// `across`: the guide is free across the stack's axis (gaps, ordering spanner), else along.
  func makeStackGuide(_ role: GuideRole, of stack: ItemID, across: Bool, axis: Axis, number: Int? = nil)
    -> ItemID
  {
    let name = "\(self[stack].name).\(role.rawValue)\(number.map(String.init) ?? "")"
    let id = makeItem(name: name, kind: .guide, parent: nil)
    self[id].guides.owner = stack
    self[id].guides.role = role
    self[stack].guides.stackGuides.append(id)
    let g = self[id]
    let s = self[stack]
    let tieHorizontal = (axis == .vertical) == across
    let expressions: [LinearExpression] =
      tieHorizontal
      ? [absoluteX(id) - absoluteX(stack), g.width - s.width]
      : [absoluteY(id) - absoluteY(stack), g.height - s.height]
    self[id].derived.definingConstraints = expressions.compactMap {
      addSolverConstraint($0, .equal, priority: 1000, owner: .definition(id))
    }
    return id
  }

  /// The guide whose width is the stack's spacing (`GuideRole.spacing`), made on first use
  /// and kept for the stack's life: its width is held at the spacing and its position and
  /// height at zero, so it is never reported ambiguous.
  func spacingGuide(of stack: ItemID, spacing: Double) -> ItemID {
    if let id = self[stack].guides.stackGuides.first(where: { self[$0].guides.role == .spacing }) {
      return id
    }
    let id = makeGuide(.spacing, of: stack)
    self[stack].guides.stackGuides.append(id)
    let g = self[id]
    let expressions = [
      g.width - spacing, LinearExpression(g.x), LinearExpression(g.y), LinearExpression(g.height),
    ]
    self[id].derived.definingConstraints = expressions.compactMap {
      addSolverConstraint($0, .equal, priority: 1000, owner: .definition(id))
    }
    return id
  }

  /// Moves a spacing guide's width to `spacing` in place; false if the layout cannot take it
  /// (the solver refused it and is as it was).
  func setSpacing(of guide: ItemID, _ spacing: Double) -> Bool {
    guard let width = self[guide].derived.definingConstraints.first else { return false }
    if solver.constant(of: width) == -spacing { return true }
    return (try? solver.setConstant(width, -spacing)) != nil
  }

  /// Takes a stack's spanners and gap guides away (their generated constraints are gone).
  /// The spacing guide stays: it belongs to the stack, not to an axis.
  func discardGuides(of stack: ItemID, _ state: inout StackState) {
    for id in self[stack].guides.stackGuides where self[id].guides.role != .spacing {
      removeSolverConstraints(of: id)
      self[id].isAlive = false
      if nameIndex.items[self[id].name] == id { nameIndex.items[self[id].name] = nil }
    }
    let kept = self[stack].guides.stackGuides.filter { self[$0].guides.role == .spacing }
    self[stack].guides.stackGuides = kept
    state.alignmentSpanner = nil
    state.orderingSpanner = nil
    state.gaps = []
  }

  // MARK: - Lint

  /// UIKit's rule for a horizontal stack aligned by baselines: the stack spans every arranged
  /// view on one side and follows its first arranged view on the other (its bottom for
  /// lastBaseline, its top for firstBaseline), so a taller view later in the row sticks out.
  /// Evidence: Apple's Auto Layout Cookbook storyboards store a firstBaseline row whose text
  /// field pokes 5 pt above the stack; OpenRadar 32291130 reports the behaviour, still seen on
  /// iOS 13 (useyourloaf, "Stack View Baseline Alignment Issue"). LayoutLab lays it out so;
  /// `check` says what it means instead of calling it clipped (`docs/stacks.md`).
  func baselineOverhang(of id: ItemID, _ frame: Rect, in stack: ItemID, _ bounds: Rect) -> LintFinding? {
    guard self[stack].kind == .stack, let configuration = features.stacks.states[stack]?.configuration,
      configuration.axis == .horizontal, configuration.alignment.isBaseline,
      let first = arrangedSubviews(of: stack).first(where: { !self[$0].isHidden }), first != id
    else { return nil }
    let below = frame.maxY - bounds.maxY
    let above = bounds.y - frame.y
    let (amount, side) = configuration.alignment == .lastBaseline ? (below, "below") : (above, "above")
    guard amount > 0.5 else { return nil }
    let edge = configuration.alignment == .lastBaseline ? "bottom" : "top"
    let relation = configuration.alignment == .lastBaseline ? ">=" : "<="
    return LintFinding(
      kind: .baselineOverhang, views: [id],
      detail:
        "\(name(of: id)) sticks out \(amount.compact) \(side) \(name(of: stack)): "
        + "a \(configuration.alignment.rawValue) stack takes its \(edge) from its first arranged view, "
        + "\(name(of: first)), so UIKit draws \(name(of: id)) there but taps miss it; "
        + "put \(name(of: id)) first, or add `\(name(of: stack)).\(edge) \(relation) \(name(of: id)).\(edge)`"
    )
  }

}
