import Cassowary

extension LayoutEngine {
  /// Adds a constraint (active unless `isActive` is false). UIKit's rules are checked first
  /// and a violation changes nothing; a required constraint that conflicts is kept but broken
  /// (see `takeConflictReports`), and re-admitted once it fits.
  @discardableResult
  public func addConstraint(_ constraint: LayoutConstraint, named name: String? = nil, isActive: Bool = true)
    throws(LayoutError) -> ConstraintID
  {
    try addConstraint(constraint, named: name, isActive: isActive, spacingGuide: nil)
  }

  /// With `installsLater`, the constraint gets its id and record now and the caller installs
  /// it (`install(_:reportingConflicts:)`) once the others it is made with are in.
  func addConstraint(
    _ constraint: LayoutConstraint, named name: String? = nil, isActive: Bool = true, spacingGuide: ItemID?,
    installsLater: Bool = false
  ) throws(LayoutError) -> ConstraintID {
    try validate(constraint)
    if let name {
      guard nameIndex.constraints[name] == nil, item(named: name) == nil else { throw .duplicateName(name) }
    }
    let id = ConstraintID(index: Int32(records.count))
    records.append(
      ConstraintRecord(constraint: constraint, isActive: isActive, name: name, spacingGuide: spacingGuide))
    if let name { nameIndex.constraints[name] = id }
    for item in Set(involvedItems(constraint)) { self[item].constraints.append(id) }
    if isActive && !installsLater { install(id, reportingConflicts: true) }
    return id
  }

  /// A guide's owning view, or the item itself.
  public func owningItem(of id: ItemID) -> ItemID { owningView(of: id) }

  public func constraint(named name: String) -> ConstraintID? {
    guard let id = nameIndex.constraints[name], records[Int(id.index)].isAlive else { return nil }
    return id
  }

  public func constraint(_ id: ConstraintID) -> LayoutConstraint { records[Int(id.index)].constraint }

  /// Names (or renames) any constraint, one a stack, an option or a mask made included, so
  /// that scripts need not depend on `cN` numbers. A stack's constraint keeps the name while
  /// the stack keeps the constraint.
  public func renameConstraint(_ id: ConstraintID, to name: String) throws(LayoutError) {
    guard nameIndex.constraints[name] == nil, item(named: name) == nil else { throw .duplicateName(name) }
    if let old = records[Int(id.index)].name, nameIndex.constraints[old] == id {
      nameIndex.constraints[old] = nil
    }
    records[Int(id.index)].name = name
    nameIndex.constraints[name] = id
  }
  public func isActive(_ id: ConstraintID) -> Bool { records[Int(id.index)].isActive }
  public func isBroken(_ id: ConstraintID) -> Bool { records[Int(id.index)].isBroken }
  public func exists(_ id: ConstraintID) -> Bool {
    Int(id.index) < records.count && records[Int(id.index)].isAlive
  }

  /// The live constraints, by id.
  public var allConstraints: [ConstraintID] {
    records.indices.filter { records[$0].isAlive }.map { ConstraintID(index: Int32($0)) }
  }

  /// The name given with `as NAME`, if any.
  public func name(of id: ConstraintID) -> String? { records[Int(id.index)].name }

  public func removeConstraint(_ id: ConstraintID) {
    noteEdit(of: id)
    deleteConstraint(id)
    readmitBrokenConstraints()
  }

  public func setActive(_ id: ConstraintID, _ active: Bool) {
    guard records[Int(id.index)].isActive != active else { return }
    records[Int(id.index)].isActive = active
    if active {
      install(id, reportingConflicts: true)
    } else {
      uninstall(id)
      setBroken(id, false)
      readmitBrokenConstraints()
    }
  }

  /// Changes the constant in place (one solver edit). If the new value cannot hold with the
  /// required constraints, the constraint breaks (and is reported) until it fits again.
  public func setConstant(_ id: ConstraintID, _ constant: Double) throws(LayoutError) {
    guard constant.isFinite else { throw .nonFinite("\(constant)") }
    let old = records[Int(id.index)].constraint.constant
    guard old != constant else { return }
    noteEdit(of: id)
    records[Int(id.index)].constraint.constant = constant
    if records[Int(id.index)].spacingGuide != nil {
      // A constant of its own: the constraint stops reading its stack's spacing guide.
      records[Int(id.index)].spacingGuide = nil
      installAgain(id)
      readmitBrokenConstraints()
      return
    }
    if records[Int(id.index)].solverConstraint != nil {
      for _ in 0...records.count {
        guard let c = records[Int(id.index)].solverConstraint else { break }
        do {
          try solver.setConstant(c, solver.constant(of: c) - (constant - old))
          break
        } catch {
          // Another member of the conflict may be the one to break; then the change is tried again.
          guard case .unsatisfiableConstraint(_, let conflicts) = error else {
            uninstall(id)
            setBroken(id, true)
            break
          }
          if breakConflict(conflicts, newcomer: id) == id { break }
        }
      }
    } else if records[Int(id.index)].isBroken {
      retryBroken(id)
    }
    readmitBrokenConstraints()
  }

  /// Sets several constants at once (a stack's regeneration): the installed ones go to the
  /// solver in one batch, repaired and optimised once; if they cannot all hold, or for a
  /// constraint that is broken, each goes through `setConstant` and its conflict rules.
  /// True if any constant changed.
  func setConstants(_ changes: [(ConstraintID, constant: Double)]) -> Bool {
    guard !changes.isEmpty else { return false }
    var batched: [(ConstraintID, Double)] = []
    var solverBatch: [(Constraint, Double)] = []
    var single: [(ConstraintID, Double)] = []
    for (id, constant) in changes {
      let record = records[Int(id.index)]
      if let c = record.solverConstraint, !record.isBroken, record.spacingGuide == nil, constant.isFinite {
        batched.append((id, constant))
        solverBatch.append((c, solver.constant(of: c) - (constant - record.constraint.constant)))
      } else {
        single.append((id, constant))
      }
    }
    if (try? solver.setConstants(solverBatch)) != nil {
      for (id, constant) in batched { records[Int(id.index)].constraint.constant = constant }
    } else {
      single = changes.map { ($0.0, $0.constant) }
    }
    for (id, constant) in single { try? setConstant(id, constant) }
    return true
  }

  /// UIKit's rule: between optional priorities, or any change on an inactive constraint;
  /// to or from required on an active one is refused, as NSLayoutConstraint throws.
  /// Marks a constraint as UIKit's, read from a conflict log under its identifier
  /// (`ConstraintOrigin.logged`): a later conflict keeps it over the app's. Its solver
  /// constraint is unchanged, so nothing moves.
  public func markLogged(_ id: ConstraintID, identifier: String) {
    records[Int(id.index)].constraint.origin = .logged(identifier)
    if identifier != ConstraintOrigin.loggedAutoresizing {
      records[Int(id.index)].constraint.identifier = identifier
    }
  }

  public func setPriority(_ id: ConstraintID, _ priority: Double) throws(LayoutError) {
    guard priority > 0 && priority <= 1000 else { throw .invalidPriority(priority) }
    let old = records[Int(id.index)].constraint.priority
    if records[Int(id.index)].isActive, (old >= 1000) != (priority >= 1000) {
      throw .requiredPriorityChange(from: old, to: priority)
    }
    noteEdit(of: id)
    records[Int(id.index)].constraint.priority = priority
    reinstall(id)
  }

  public func setMultiplier(_ id: ConstraintID, _ multiplier: Double) throws(LayoutError) {
    guard multiplier.isFinite else { throw .nonFinite("\(multiplier)") }
    noteEdit(of: id)
    records[Int(id.index)].constraint.multiplier = multiplier
    reinstall(id)
  }

  // MARK: - Installing in the solver

  /// With `replacing`, the new constraint takes the place of that solver constraint (left
  /// in force by `deleteConstraint(_:keepingInstalled:)`), in place where the solver can
  /// (`PrioritySolver.replaceConstraint`); a conflict is then reported as for an add.
  func install(_ id: ConstraintID, reportingConflicts: Bool, replacing: Constraint? = nil) {
    let record = records[Int(id.index)]
    guard record.isAlive, record.isActive, record.solverConstraint == nil else {
      if let replacing { try? solver.removeConstraint(replacing) }
      return
    }
    let c = solver.makeConstraint(
      solverExpression(record), relation(record.constraint.relation),
      priority: record.constraint.priority)
    recordOwner(.model(id), of: c)
    var replacing = replacing
    for _ in 0...records.count {
      do {
        if let old = replacing {
          // Gone after this, in place or not: a retry adds.
          replacing = nil
          try solver.replaceConstraint(old, with: c)
        } else {
          try solver.addConstraint(c)
        }
        records[Int(id.index)].solverConstraint = c
        setBroken(id, false)
        return
      } catch {
        guard case .unsatisfiableConstraint(_, let conflicts) = error else {
          setBroken(id, true)
          return
        }
        // A re-admission that still does not fit stays broken quietly; a new constraint
        // breaks the member UIKit would break (which may be another) and is tried again.
        guard reportingConflicts else {
          setBroken(id, true)
          records[Int(id.index)].conflictMembers = Set(conflicts.compactMap { owner(of: $0).modelID } + [id])
            .sorted()
          return
        }
        if breakConflict(conflicts, newcomer: id, newcomerHandle: c) == id { return }
      }
    }
  }

  func uninstall(_ id: ConstraintID) {
    if let c = records[Int(id.index)].solverConstraint { try? solver.removeConstraint(c) }
    records[Int(id.index)].solverConstraint = nil
  }

  func reinstall(_ id: ConstraintID) {
    uninstall(id)
    setBroken(id, false)
    install(id, reportingConflicts: true)
    readmitBrokenConstraints()
  }

  /// With `keepingInstalled`, a constraint in force stays in the solver and is returned, for
  /// a new one to take its place (`install(_:reportingConflicts:replacing:)`).
  @discardableResult
  func deleteConstraint(_ id: ConstraintID, keepingInstalled: Bool = false) -> Constraint? {
    guard records[Int(id.index)].isAlive else { return nil }
    var kept: Constraint? = nil
    if keepingInstalled && !records[Int(id.index)].isBroken, let c = records[Int(id.index)].solverConstraint {
      kept = c
      records[Int(id.index)].solverConstraint = nil
    } else {
      uninstall(id)
    }
    setBroken(id, false)
    records[Int(id.index)].isAlive = false
    for item in Set(involvedItems(records[Int(id.index)].constraint)) {
      self[item].constraints.removeAll { $0 == id }
    }
    if let name = name(of: id) { nameIndex.constraints[name] = nil }
    return kept
  }

  /// Gives every broken constraint another try, oldest first (the other side of its conflict
  /// may have gone).
  /// Tries the broken constraints again, oldest first. Only the broken ones are visited (a
  /// set kept beside the records), so this stays cheap with 100,000 constraints in force.
  func readmitBrokenConstraints() {
    guard !conflictState.broken.isEmpty else { return }
    for id in conflictState.broken.sorted()
    where records[Int(id.index)].isAlive && records[Int(id.index)].isActive {
      retryBroken(id)
    }
  }

  /// Activates a constraint that breaks itself if it conflicts, quietly, as a broken one is
  /// tried again (for rebuilding an engine's broken set elsewhere).
  func activateTryingOnly(_ id: ConstraintID) {
    records[Int(id.index)].isActive = true
    install(id, reportingConflicts: false)
  }

  /// Tries a broken constraint as required again; it stays broken (quietly) if it still
  /// conflicts. Its soft stand-in leaves the solver first, so the trial sees the constraints
  /// in force only.
  func retryBroken(_ id: ConstraintID) {
    setBroken(id, false)
    install(id, reportingConflicts: false)
  }

  /// Installs a live constraint again from its record (after something it reads changed: the
  /// layout direction, a scroll view's margins), whether it is in force or broken.
  func installAgain(_ id: ConstraintID) {
    if records[Int(id.index)].solverConstraint != nil {
      reinstall(id)
    } else if records[Int(id.index)].isBroken {
      retryBroken(id)
    }
  }

  /// Sets a record's broken flag and keeps `conflictState.broken` in step. A broken
  /// constraint stays in the solver at `PrioritySolver.brokenStrength` (above every optional
  /// priority, below required), so the layout still comes as close to it as it can.
  func setBroken(_ id: ConstraintID, _ broken: Bool) {
    let i = Int(id.index)
    records[i].isBroken = broken
    if broken { conflictState.broken.insert(id) } else { conflictState.broken.remove(id) }
    if let soft = records[i].brokenConstraint, !broken || records[i].solverConstraint != nil {
      try? solver.removeConstraint(soft)
      records[i].brokenConstraint = nil
    }
    if broken, records[i].brokenConstraint == nil, records[i].solverConstraint == nil, records[i].isAlive,
      records[i].isActive
    {
      let soft = solver.makeBrokenConstraint(
        solverExpression(records[i]), relation(records[i].constraint.relation))
      recordOwner(.model(id), of: soft)
      if (try? solver.addConstraint(soft)) != nil { records[i].brokenConstraint = soft }
    }
  }

  /// A record's expression: a spacing-bound `UISV-spacing` reads its stack's spacing guide
  /// where the constant would be.
  func solverExpression(_ record: ConstraintRecord) -> LinearExpression {
    guard let guide = record.spacingGuide else { return solverExpression(record.constraint) }
    var c = record.constraint
    c.constant = 0
    return solverExpression(c) - self[guide].width
  }

  /// `first - multiplier * second - constant`, to compare with zero.
  func solverExpression(_ c: LayoutConstraint) -> LinearExpression {
    if case .autoresizing = c.origin { return autoresizingExpression(c) }
    var e: LinearExpression
    if let second = c.second {
      // Both sides relative to their common container: the chain above it cancels, unless a
      // multiplier keeps a share of that container's position.
      let base = commonContainer(c.first.item, second.item)
      e =
        expression(c.first, facing: second, within: base)
        - c.multiplier * expression(second, facing: c.first, within: base)
      if let base {
        for axis in [Axis.horizontal, .vertical] {
          let share =
            positionCount(c.first.attribute, axis) - c.multiplier * positionCount(second.attribute, axis)
          if share != 0 { e = e + share * position(of: base, axis) }
        }
      }
    } else {
      e = expression(c.first)
    }
    if direction == .rightToLeft
      && (c.first.attribute.isDirectional || c.second?.attribute.isDirectional == true)
    {
      e = mirroredForRightToLeft(e, multiplier: c.second == nil ? 1 : c.multiplier)
    }
    return e - c.constant
  }

  /// An anchor as a constraint with `other` reads it. A scroll view's edges and margins, seen
  /// from its content, are the content area's (what makes the content size); its width,
  /// height and centres stay its frame's. Source: Apple's Auto Layout Guide, "Working with
  /// Scroll Views". A margin is the content area inset by the scroll view's own margins.
  func expression(_ anchor: Anchor, facing other: Anchor, within container: ItemID? = nil) -> LinearExpression
  {
    let a = anchor.attribute
    guard self[anchor.item].kind == .scroll, !a.isSize, !a.isBaseline,
      a != .centerX, a != .centerY, a != .centerXWithinMargins, a != .centerYWithinMargins,
      isDescendant(owningView(of: other.item), of: anchor.item)
    else { return expression(anchor, within: container) }
    let content = contentGuide(of: anchor.item)
    guard let base = a.marginBase else { return expression(Anchor(content, a), within: container) }
    let m = absoluteMargins(of: anchor.item)
    let rtl = direction == .rightToLeft
    let offset: Double =
      switch base {
      case .left: m.left
      case .right: -m.right
      case .top: m.top
      case .bottom: -m.bottom
      case .leading: rtl ? -m.right : m.left
      case .trailing: rtl ? m.left : -m.right
      default: 0
      }
    return expression(Anchor(content, base), within: container) + offset
  }

  /// How many times an attribute's expression holds its item's position on an axis: 1 for an
  /// edge, a centre or a baseline on that axis, 0 for a size or the other axis.
  func positionCount(_ attribute: LayoutAttribute, _ axis: Axis) -> Double {
    guard !attribute.isSize else { return 0 }
    return attribute.axis == axis ? 1 : 0
  }

  /// In right-to-left, a constraint on leading or trailing measures its positions from the
  /// right: values grow towards the trailing edge, i.e. to the left, so `a.leading ==
  /// b.leading + 20` puts a 20 points left of b's leading (right) edge. Each position P of the
  /// constraint is read as `root.width − P`: `P1 − m·P2` becomes
  /// `−(P1 − m·P2) + (1 − m)·root.width` (the root's width cancels unless a multiplier is
  /// used). The relation and constant stay.
  /// Source: Apple's Auto Layout Guide, "Anatomy of a Constraint" (leading and trailing follow
  /// the language's direction); `docs/engine.md`, "Right-to-left".
  func mirroredForRightToLeft(_ e: LinearExpression, multiplier: Double) -> LinearExpression {
    var mirrored = -1 * e
    if multiplier != 1 { mirrored = mirrored + (1 - multiplier) * self[root].width }
    return mirrored
  }

  func isDescendant(_ item: ItemID, of ancestor: ItemID) -> Bool {
    var current = self[item].parent
    var steps = 0
    while let c = current, steps <= items.count {
      if c == ancestor { return true }
      current = self[c].parent
      steps += 1
    }
    return false
  }

  func relation(_ r: LayoutRelation) -> Relation {
    switch r {
    case .equal: .equal
    case .lessThanOrEqual: .lessThanOrEqual
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }

  /// The items a constraint reads: its anchors' items (margin forms read the margins guide).
  func involvedItems(_ c: LayoutConstraint) -> [ItemID] {
    [c.first.item] + (c.second.map { [$0.item] } ?? [])
  }

  /// Re-derives the solver constant of the constraints that read an item's baselines (after
  /// its text or font changed), in place.
  func refreshBaselineConstraints(of item: ItemID) {
    for id in self[item].constraints {
      let record = records[Int(id.index)]
      let c = record.constraint
      guard c.first.attribute.isBaseline || c.second?.attribute.isBaseline == true,
        let installed = record.solverConstraint
      else { continue }
      let constant = solverExpression(record).constant
      if solver.constant(of: installed) != constant { try? solver.setConstant(installed, constant) }
    }
  }

  // MARK: - UIKit's rules

  func validate(_ c: LayoutConstraint) throws(LayoutError) {
    guard c.priority > 0 && c.priority <= 1000 else { throw .invalidPriority(c.priority) }
    guard c.constant.isFinite else { throw .nonFinite("the constant \(c.constant)") }
    guard c.multiplier.isFinite else { throw .nonFinite("the multiplier \(c.multiplier)") }
    for anchor in [c.first] + (c.second.map { [$0] } ?? []) {
      guard Int(anchor.item.index) < items.count, self[anchor.item].isAlive else {
        throw .unknownItem("\(anchor.item)")
      }
      if anchor.attribute.isBaseline && self[anchor.item].kind == .guide {
        throw .baselineOnGuide(self[anchor.item].name)
      }
    }
    // UIKit's autoresizing constraints are in superview coordinates, against the superview's
    // size: `minX == 20`, `midX == superview.width − 29` are theirs to make, not a user's.
    if case .autoresizing = c.origin { return }
    guard let second = c.second else {
      guard c.first.attribute.isSize else { throw .positionEqualsConstant(c.first.attribute) }
      return
    }
    let a = c.first.attribute
    let b = second.attribute
    if a.isSize != b.isSize { throw .sizeWithPosition(a, b) }
    if !a.isSize && a.axis != b.axis { throw .axisMismatch(a, b) }
    if (a.isDirectional && b.isAbsoluteHorizontal) || (a.isAbsoluteHorizontal && b.isDirectional) {
      throw .directionalWithAbsolute(a, b)
    }
    guard isAttached(owningView(of: c.first.item)), isAttached(owningView(of: second.item)) else {
      throw .noCommonAncestor(self[c.first.item].name, self[second.item].name)
    }
  }

  /// Whether an item hangs (through its parents) from the root.
  func isAttached(_ item: ItemID) -> Bool {
    var current: ItemID? = item
    var steps = 0
    while let c = current, steps <= items.count {
      if c == root { return true }
      current = self[c].parent
      steps += 1
    }
    return false
  }
}
