import AutoLayout
import LabLanguage
import LabRender

/// `fix` and `fix N`: what to change, not only what is wrong. For each ambiguous view and axis, the
/// smallest sets of constraints that determine it; for each broken constraint, what each member of
/// its conflict would do if removed or lowered to 999. Every suggestion is tried on the side
/// (applied, solved, measured and taken back), so what it prints is what it does. The order is
/// documented in `docs/language.md`, "fix".
struct FixSuggestion {
  /// The statements `fix N` runs (one, or a pair, or a priority lowered while inactive).
  var statements: [Statement]
  /// How the layout differs after it: the views that move, in tree order.
  var moves: [(name: String, old: Rect, new: Rect)]
  /// Said after the moves: what it leaves broken or ambiguous.
  var notes: [String]

  /// As `fix` lists it: the statements, `;`-separated.
  var text: String { statements.map(\.labSource).joined(separator: "; ") }
}

/// The statements a suggestion runs, built as values, never text parsed back. They have no
/// place of their own: a trial that fails is dropped, and `fix N` reports at its own place.
enum FixStatement {
  static let make = StatementMaker(range: .start)

  /// `FIRST == SECOND ± CONSTANT [@P]`, the constant to six digits as the listing shows it.
  static func equal(_ first: String, _ second: String, plus constant: Double = 0, priority: Double? = nil)
    -> Statement
  {
    make.constraint(
      first, .equal, second, constant: constant == 0 ? nil : .number(constant.sixDigits), priority: priority,
      name: nil)
  }

  /// `FIRST == CONSTANT [@P]`.
  static func equal(_ first: String, _ constant: Double, priority: Double? = nil) -> Statement {
    make.constraint(first, .equal, nil, constant: .number(constant.sixDigits), priority: priority, name: nil)
  }

  static func set(_ path: String, _ value: Value) -> Statement { make.set(path, value) }

  static func remove(_ name: String) -> Statement { make.statement(.remove(make.path(name))) }

  /// A required constraint lowered to 999 while inactive, as UIKit allows.
  static func lowered(_ name: String) -> [Statement] {
    [
      make.statement(.deactivate(make.path(name))), set("\(name).priority", .number(999)),
      make.statement(.activate(make.path(name))),
    ]
  }
}

/// The suggestions for one problem: an ambiguous view's axis or a broken constraint.
struct FixGroup {
  var heading: String
  var suggestions: [FixSuggestion]
}

extension Session {
  /// At most this many suggestions are listed per problem, and this many problems per kind.
  static let fixesPerProblem = 3
  static let fixProblemsPerKind = 10

  func fix(_ arguments: [LocatedValue], statement: Statement) throws(Diagnostic) {
    engine.layout()
    let groups = fixGroups()
    let all = groups.flatMap(\.suggestions)
    guard let argument = arguments.first else {
      if groups.isEmpty {
        say("nothing to fix: no view is ambiguous and no constraint is broken")
        return
      }
      var n = 0
      for group in groups {
        say(group.heading)
        if group.suggestions.isEmpty { say("  no single constraint or pair of them fixes it") }
        for suggestion in group.suggestions {
          n += 1
          say("fix \(n): \(suggestion.text)   (\(Self.movesText(suggestion)))")
        }
      }
      return
    }
    guard arguments.count == 1, case .number(let number) = argument.value, number >= 1,
      number == number.rounded()
    else {
      throw usageError("a suggestion's number (`fix` lists them)", after: "fix", at: argument.range)
    }
    guard number <= Double(all.count) else {
      throw Diagnostic(
        all.isEmpty
          ? "there is nothing to fix"
          : "there \(all.count == 1 ? "is 1 suggestion" : "are \(all.count) suggestions"); "
            + "run `fix` to list them",
        at: argument.range)
    }
    let chosen = all[Int(number) - 1]
    if !display.quiet { say("fix \(Int(number)): \(chosen.text)") }
    do {
      try executeChanging(chosen.statements, text: chosen.text)
    } catch {
      throw Diagnostic(error.message, at: statement.range, suggestion: error.suggestion)
    }
  }

  /// Constants are written to the half point (a third of a point from text is noise).
  static func halfPoints(_ value: Double) -> Double { (value * 2).rounded() / 2 }

  static func movesText(_ s: FixSuggestion) -> String {
    var parts = s.moves.prefix(2).map { "\($0.name): \($0.old) → \($0.new)" }
    if s.moves.count > 2 { parts.append("and \(s.moves.count - 2) more") }
    if parts.isEmpty { parts = ["nothing moves"] }
    return (parts + s.notes).joined(separator: "; ")
  }

  /// Every problem and its suggestions, ambiguity first (tree order), then broken constraints
  /// (oldest first). Nothing the trials do stays: the engine ends where it began.
  func fixGroups() -> [FixGroup] { onTheSide { fixGroupsNow() } }

  func fixGroupsNow() -> [FixGroup] {
    let baseline = snapshot()
    var groups: [FixGroup] = []
    let ambiguous = engine.ambiguousItems().filter { engine.kind(of: $0.item).isView }
    for (item, axes) in ambiguous.prefix(Self.fixProblemsPerKind) {
      for axis in axes {
        groups.append(
          FixGroup(
            heading: "ambiguous: \(engine.name(of: item)) (\(axis.rawValue))",
            suggestions: ambiguityFixes(item, axis, baseline: baseline)))
      }
    }
    if ambiguous.count > Self.fixProblemsPerKind {
      groups.append(
        FixGroup(
          heading: "(\(ambiguous.count - Self.fixProblemsPerKind) more ambiguous views: fix these first)",
          suggestions: []))
    }
    let broken = engine.brokenConstraints
    for id in broken.prefix(Self.fixProblemsPerKind) {
      groups.append(
        FixGroup(
          heading: "broken: " + ConstraintListRenderer.line(engine, id),
          suggestions: conflictFixes(id, baseline: baseline)))
    }
    return groups
  }

  // MARK: - Trials

  /// The solved layout as the suggestions compare it.
  struct FixSnapshot {
    var views: [ItemID]
    var frames: [Rect]
    var broken: Set<ConstraintID>
    var ambiguous: Set<ItemID>
  }

  func snapshot() -> FixSnapshot {
    let views = engine.itemsInTreeOrder().filter { engine.kind(of: $0).isView && $0 != engine.root }
    return FixSnapshot(
      views: views, frames: views.map { engine.frame(of: $0) }, broken: Set(engine.brokenConstraints),
      ambiguous: Set(engine.ambiguousItems().map(\.item).filter { engine.kind(of: $0).isView }))
  }

  /// Runs `statements` on the side, hands the solved result to `measure`, and takes it back.
  /// nil when a statement fails.
  func trial<T>(_ statements: [Statement], _ measure: () -> T) -> T? {
    onTheSide { applying(statements) ? measure() : nil }
  }

  /// Runs `body`, then takes back whatever it changed: the engine and the document end where
  /// they began, solved (the trials of `fix` and `explain NAME ambiguous`).
  func onTheSide<T>(_ body: () -> T) -> T {
    let start = takeMark()
    defer {
      takeBack(to: start)
      engine.layout()
      _ = engine.takeConflictReports()
    }
    return body()
  }

  /// How far the views moved from `baseline` (the sum of every edge's and size's change) and
  /// which moved, in tree order.
  func moves(from baseline: FixSnapshot) -> (distance: Double, moves: [(name: String, old: Rect, new: Rect)])
  {
    var distance = 0.0
    var moved: [(String, Rect, Rect)] = []
    for (k, view) in baseline.views.enumerated() where engine.isAlive(view) {
      let (a, b) = (baseline.frames[k], engine.frame(of: view))
      let d = a.distance(to: b)
      if d > 0.001 {
        distance += d
        moved.append((engine.name(of: view), a, b))
      }
    }
    return (distance, moved)
  }

  // MARK: - Ambiguity

  /// The anchors one axis is spoken in.
  struct AxisAnchors {
    var lead, trail, center, size, leadMargin, trailMargin: LayoutAttribute
    init(_ axis: Axis) {
      switch axis {
      case .horizontal:
        (lead, trail, center, size, leadMargin, trailMargin) = (
          .leading, .trailing, .centerX, .width, .leadingMargin, .trailingMargin
        )
      case .vertical:
        (lead, trail, center, size, leadMargin, trailMargin) = (
          .top, .bottom, .centerY, .height, .topMargin, .bottomMargin
        )
      }
    }
  }

  /// An anchor a pin may attach to, as the statement writes it.
  struct Neighbour {
    var text: String
    var anchor: Anchor
    /// Its counterpart on the other side (the superview's trailing for its leading), for a
    /// view of no size yet, whose free side mirrors the pinned one; nil for a sibling.
    var counterpart: Anchor?
  }

  /// The suggestions for one ambiguous axis of `view`: single constraints when only its place
  /// or only its size is missing, else pairs that place it (`unplacedCandidates`). Each is
  /// kept only if it determines the axis, breaks nothing and leaves the view a size; they are
  /// ranked by how little they move the layout, then in the order they are made (pins to the
  /// nearest neighbour, equal sizes with siblings, the current size, centring).
  func ambiguityFixes(_ view: ItemID, _ axis: Axis, baseline: FixSnapshot) -> [FixSuggestion] {
    guard let parent = engine.parent(of: view) else { return [] }
    // A tie of content priorities is settled the way iOS developers settle it, by a priority
    // one step up, never by a measured constant that holds at one size only.
    let settlingTies = contentPriorityFixesOnATwin(view, axis)
    if !settlingTies.isEmpty { return settlingTies }
    let arranged = engine.arrangesChildren(of: parent)
    let names = AxisAnchors(axis)
    let missing = Set(engine.ambiguousVariables(of: view))
    let unplaced =
      !arranged && missing.contains(axis == .horizontal ? "minX" : "minY")
      && missing.contains(axis == .horizontal ? "Width" : "Height")
    if unplaced {
      // Neither place nor size is known, so the current frame means nothing and nearness
      // cannot rank: the usual ways to place a new view, in this order.
      let candidates = unplacedCandidates(view, axis, names: names)
      return candidates.compactMap { tryFix($0, view, axis, baseline: baseline).map(\.1) }.prefix(
        Self.fixesPerProblem
      ).map { $0 }
    }
    return nearbyFixes(view, axis, parent: parent, arranged: arranged, baseline: baseline)
  }

  /// The suggestions for a view of which the axis knows the place or the size: pins to the
  /// nearest neighbours, sizes shared with siblings or kept, centring; ranked by how little
  /// they move the view.
  func nearbyFixes(_ view: ItemID, _ axis: Axis, parent: ItemID, arranged: Bool, baseline: FixSnapshot)
    -> [FixSuggestion]
  {
    let names = AxisAnchors(axis)
    let name = engine.name(of: view)
    // The guides a pin may name are made and solved before their values are read.
    _ = engine.marginsGuide(of: parent)
    if parent == engine.root { _ = engine.safeAreaGuide(of: parent) }
    engine.layout()
    // Reading order: leading and trailing flip under right-to-left.
    let sign: Double = axis == .horizontal && engine.direction == .rightToLeft ? -1 : 1
    func position(_ a: Anchor) -> Double { sign * engine.value(of: a) }
    let lead = position(Anchor(view, names.lead))
    let trail = position(Anchor(view, names.trail))
    let hasNoSize = trail - lead < 0.5
    let parentName = engine.name(of: parent)
    let frame = engine.rootFrame(of: view)
    // Visible siblings placed and sized on this axis: neighbours to pin to and sizes to share.
    let settled = engine.children(of: parent).filter {
      $0 != view && engine.kind(of: $0).isView && !engine.isHiddenOrInHidden($0)
        && !engine.ambiguousAxes(of: $0).contains(axis)
    }
    let (leadNeighbours, trailNeighbours) = fixNeighbours(
      axis, parent: parent, names: names, frame: frame, settled: settled)

    func nearest(_ neighbours: [Neighbour], leadSide: Bool) -> (Neighbour, Double)? {
      Self.nearestNeighbour(
        neighbours, leadSide: leadSide, lead: lead, trail: trail, hasNoSize: hasNoSize, position: position)
    }
    var pins: [Statement] = []
    var centring: [Statement] = []
    var sizes: [Statement] = []
    if let (n, gap) = nearest(leadNeighbours, leadSide: true) {
      pins.append(FixStatement.equal("\(name).\(names.lead)", n.text, plus: gap))
    }
    if let (n, gap) = nearest(trailNeighbours, leadSide: false) {
      pins.append(FixStatement.equal("\(name).\(names.trail)", n.text, plus: -gap))
    }
    for sibling in settled.prefix(3) {
      sizes.append(FixStatement.equal("\(name).\(names.size)", "\(engine.name(of: sibling)).\(names.size)"))
    }
    let current = (axis == .horizontal ? frame.width : frame.height).rounded()
    if current >= 1 { sizes.append(FixStatement.equal("\(name).\(names.size)", current)) }
    let offset = Self.halfPoints(
      engine.value(of: Anchor(view, names.center)) - engine.value(of: Anchor(parent, names.center)))
    centring.append(
      FixStatement.equal("\(name).\(names.center)", "\(parentName).\(names.center)", plus: offset))

    // A stack places its arranged views: only a size can help, and a view with none gets
    // the standard 44 (Apple's minimum tap target) when no sibling has one to share.
    if arranged {
      pins = []
      centring = []
      if sizes.isEmpty || hasNoSize { sizes.append(FixStatement.equal("\(name).\(names.size)", 44)) }
    }
    let found = (pins + sizes + centring).enumerated().compactMap { order, statement in
      tryFix([statement], view, axis, baseline: baseline).map {
        (distance: ($0.0 * 100).rounded(), order: order, suggestion: $0.1)
      }
    }
    // A view with no size on the axis has no frame worth keeping: the order decides.
    let ranked = found.sorted { a, b in
      !hasNoSize && a.distance != b.distance ? a.distance < b.distance : a.order < b.order
    }
    return ranked.prefix(Self.fixesPerProblem).map(\.suggestion)
  }

  /// The nearest anchor a side does not cross, and the gap a pin to it keeps (positions in
  /// reading order, so that leading and trailing flip under right-to-left).
  static func nearestNeighbour(
    _ neighbours: [Neighbour], leadSide: Bool, lead: Double, trail: Double, hasNoSize: Bool,
    position: (Anchor) -> Double
  ) -> (Neighbour, Double)? {
    var best: (Neighbour, Double)? = nil
    for n in neighbours {
      let gap = leadSide ? lead - position(n.anchor) : position(n.anchor) - trail
      guard gap >= -0.5 else { continue }
      if best == nil || gap < best!.1 - 0.001 { best = (n, gap) }
    }
    guard let (n, found) = best else { return nil }
    var gap = found
    // A view with no size yet mirrors its other side: the gap its other side keeps to the
    // counterpart anchor, or the standard 8 to a sibling.
    if hasNoSize {
      if let counterpart = n.counterpart {
        gap = max(0, leadSide ? position(counterpart) - trail : lead - position(counterpart))
      } else {
        gap = 8
      }
    }
    return (n, halfPoints(gap))
  }

  /// The superview's anchors on each side, nearest-first ties going to the safe area, then
  /// the margin, then the edge; siblings that face the view across the axis come before them.
  func fixNeighbours(
    _ axis: Axis, parent: ItemID, names: AxisAnchors, frame: Rect, settled: [ItemID]
  ) -> (lead: [Neighbour], trail: [Neighbour]) {
    let parentName = engine.name(of: parent)
    var leadNeighbours: [Neighbour] = []
    var trailNeighbours: [Neighbour] = []
    for sibling in settled {
      let other = engine.rootFrame(of: sibling)
      let overlapAcross =
        axis == .horizontal
        ? min(frame.y + frame.height, other.y + other.height) - max(frame.y, other.y)
        : min(frame.x + frame.width, other.x + other.width) - max(frame.x, other.x)
      let across = axis == .horizontal ? frame.height : frame.width
      guard overlapAcross > 0 || across < 0.5 else { continue }
      let siblingName = engine.name(of: sibling)
      leadNeighbours.append(
        Neighbour(
          text: "\(siblingName).\(names.trail)", anchor: Anchor(sibling, names.trail), counterpart: nil))
      trailNeighbours.append(
        Neighbour(text: "\(siblingName).\(names.lead)", anchor: Anchor(sibling, names.lead), counterpart: nil)
      )
    }
    if axis == .vertical, parent == engine.root {
      let safe = engine.safeAreaGuide(of: parent)
      leadNeighbours.append(
        Neighbour(text: "root.safeArea.top", anchor: Anchor(safe, .top), counterpart: Anchor(safe, .bottom)))
      trailNeighbours.append(
        Neighbour(
          text: "root.safeArea.bottom", anchor: Anchor(safe, .bottom), counterpart: Anchor(safe, .top)))
    }
    // The parent's own edges, margins first: each faces the opposite edge of the pair.
    for (lead, trail) in [(names.leadMargin, names.trailMargin), (names.lead, names.trail)] {
      leadNeighbours.append(
        Neighbour(
          text: "\(parentName).\(lead)", anchor: Anchor(parent, lead), counterpart: Anchor(parent, trail)))
      trailNeighbours.append(
        Neighbour(
          text: "\(parentName).\(trail)", anchor: Anchor(parent, trail), counterpart: Anchor(parent, lead)))
    }
    return (leadNeighbours, trailNeighbours)
  }

  /// Tries one candidate for an ambiguous axis on the side: kept if it settles the axis
  /// (`settlement`); with how far it moves the layout.
  func tryFix(_ statements: [Statement], _ view: ItemID, _ axis: Axis, baseline: FixSnapshot)
    -> (Double, FixSuggestion)?
  {
    let result: (Double, FixSuggestion)?? = trial(statements) {
      settlement(of: view, axis, baseline: baseline).map {
        ($0.distance, FixSuggestion(statements: statements, moves: $0.moves, notes: []))
      }
    }
    return result ?? nil
  }

  /// After a candidate ran: how far the views moved, when the view's axis is determined,
  /// nothing newly broken and the view still has a size on the axis; nil otherwise.
  func settlement(of view: ItemID, _ axis: Axis, baseline: FixSnapshot)
    -> (distance: Double, moves: [(name: String, old: Rect, new: Rect)])?
  {
    guard Set(engine.brokenConstraints).isSubset(of: baseline.broken),
      !engine.ambiguousAxes(of: view).contains(axis),
      engine.rootFrame(of: view).length(axis) >= 0.5
    else { return nil }
    return moves(from: baseline)
  }

  /// The priority changes that could settle a tie on this axis: for each contender with an
  /// intrinsic size, compression resistance one step up when there is too little room (a
  /// contender below its own size), hugging one step up when there is room to spare, as
  /// Xcode's "content priority ambiguity" names them.
  func contentPriorityCandidates(_ view: ItemID, _ axis: Axis) -> [Statement] {
    let ambiguous = engine.ambiguousItems().filter { $0.axes.contains(axis) }.map(\.item)
    guard ambiguous.count > 1 else { return [] }
    let contenders = ([view] + ambiguous.filter { $0 != view })
      .filter { engine.kind(of: $0).isView && engine.intrinsicSize(of: $0).length(axis) != nil }
    // A tie holds views that are placed but share out their length: one of them has its
    // place on the axis and not its size. Unplaced views are not a tie, and get no twins.
    let (place, size) = axis == .horizontal ? ("minX", "Width") : ("minY", "Height")
    guard
      contenders.contains(where: { id in
        let missing = engine.ambiguousVariables(of: id)
        return !missing.contains(place) && missing.contains(size)
      })
    else { return [] }
    let suffix = axis == .horizontal ? "h" : "v"
    let overflowing = contenders.contains { engine.isSqueezed($0, axis) }
    var candidates: [Statement] = []
    for contender in contenders {
      let name = engine.name(of: contender)
      let (compression, hugging) =
        axis == .horizontal
        ? (engine.compressionResistance(of: contender).horizontal, engine.hugging(of: contender).horizontal)
        : (engine.compressionResistance(of: contender).vertical, engine.hugging(of: contender).vertical)
      if overflowing, compression + 1 < 1000 {
        candidates.append(
          FixStatement.set("\(name).compression.\(suffix)", .number((compression + 1).sixDigits)))
      }
      if !overflowing, hugging + 1 < 1000 {
        candidates.append(FixStatement.set("\(name).hugging.\(suffix)", .number((hugging + 1).sixDigits)))
      }
    }
    return candidates
  }

  /// A quiet session of its own that has run `script` and is solved: the goal of a lesson, a
  /// twin of this session built from its history.
  func scratchSession(running script: String, file: String = "<scratch>") -> Session {
    let scratch = Session(textLayout: textMeasurer, output: { _ in }, errorOutput: { _ in })
    scratch.display.autoprint = .off
    scratch.display.quiet = true
    scratch.run(script, file: file, keepGoing: true)
    scratch.engine.layout()
    _ = scratch.engine.takeConflictReports()
    return scratch
  }

  /// A fresh twin of the session, built from its history.
  func twin() -> Session { scratchSession(running: history.joined(separator: "\n")) }

  /// Runs statements on this session, kept: false (and stopped) at the first that fails.
  /// The caller takes them back or throws the session away.
  func applying(_ statements: [Statement]) -> Bool {
    do {
      for statement in statements { try apply(statement, scope: nil) }
    } catch {
      return false
    }
    engine.layout()
    _ = engine.takeConflictReports()
    return true
  }

  /// When views with intrinsic sizes tie on this axis (a long label beside a button, both
  /// resisting compression at 750): each contender's compression resistance or hugging one
  /// step up, kept when it settles the axis and breaks nothing. Those that leave no control
  /// squeezed below its own size come first (a label truncates gracefully, a button does
  /// not), then by how little they move the layout.
  ///
  /// Each is tried on a twin built from the history, not on the side: a priority changed and
  /// taken back leaves the solver at the same solution in another basis, where its ambiguity
  /// test (which reads the basis) can answer otherwise, both for the next trial and for what
  /// `check` and `explain` say after `fix`.
  func contentPriorityFixesOnATwin(_ view: ItemID, _ axis: Axis) -> [FixSuggestion] {
    let candidates = contentPriorityCandidates(view, axis)
    let viewName = engine.name(of: view)
    var found: [(squeezed: Int, distance: Double, order: Int, suggestion: FixSuggestion)] = []
    for (order, statement) in candidates.enumerated() {
      let twin = twin()
      guard let same = twin.engine.item(named: viewName) else { continue }
      let baseline = twin.snapshot()
      guard twin.applying([statement]), let settled = twin.settlement(of: same, axis, baseline: baseline)
      else {
        continue
      }
      let suggestion = FixSuggestion(statements: [statement], moves: settled.moves, notes: [])
      found.append((twin.squeezedControls(axis), settled.distance, order, suggestion))
    }
    return found.sorted {
      if $0.squeezed != $1.squeezed { return $0.squeezed < $1.squeezed }
      if ($0.distance * 100).rounded() != ($1.distance * 100).rounded() { return $0.distance < $1.distance }
      return $0.order < $1.order
    }.prefix(Self.fixesPerProblem).map(\.suggestion)
  }

  /// How many views other than labels are smaller than their intrinsic size on the axis.
  func squeezedControls(_ axis: Axis) -> Int {
    engine.itemsInTreeOrder().filter { id in
      engine.kind(of: id).isView && engine.kind(of: id) != .label && !engine.isHiddenOrInHidden(id)
        && engine.isSqueezed(id, axis)
    }.count
  }

  /// Pairs that place a view with neither place nor size on an axis. Across: fill the
  /// superview's margins, or keep to its leading margin with a sibling's width, or centre it
  /// with a sibling's width. Down: below the sibling before it (8 points, its height, or down
  /// to the bottom margin), fill the margins (the safe area in the root), or centre it with a
  /// sibling's height.
  func unplacedCandidates(_ view: ItemID, _ axis: Axis, names: AxisAnchors) -> [[Statement]] {
    guard let parent = engine.parent(of: view) else { return [] }
    let name = engine.name(of: view)
    let parentName = engine.name(of: parent)
    let siblings = engine.children(of: parent).filter {
      $0 != view && engine.kind(of: $0).isView && !engine.isHiddenOrInHidden($0)
        && !engine.ambiguousAxes(of: $0).contains(axis)
        && (axis == .horizontal ? engine.rootFrame(of: $0).width : engine.rootFrame(of: $0).height) >= 0.5
    }
    let (lead, trail) =
      axis == .vertical && parent == engine.root
      ? ("root.safeArea.top", "root.safeArea.bottom")
      : ("\(parentName).\(names.leadMargin)", "\(parentName).\(names.trailMargin)")
    func pair(_ a: (String, String, Double), _ b: (String, String)) -> [Statement] {
      [FixStatement.equal("\(name).\(a.0)", a.1, plus: a.2), FixStatement.equal("\(name).\(b.0)", b.1)]
    }
    var out: [[Statement]] = []
    switch axis {
    case .horizontal:
      out.append(pair(("leading", lead, 0), ("trailing", trail)))
      for s in siblings.prefix(2) {
        out.append(pair(("leading", lead, 0), ("width", "\(engine.name(of: s)).width")))
      }
      if let s = siblings.first {
        out.append(pair(("centerX", "\(parentName).centerX", 0), ("width", "\(engine.name(of: s)).width")))
      }
    case .vertical:
      let before = engine.children(of: parent).prefix { $0 != view }
      if let previous = before.last(where: { siblings.contains($0) }) {
        let p = engine.name(of: previous)
        out.append(pair(("top", "\(p).bottom", 8), ("height", "\(p).height")))
        out.append(pair(("top", "\(p).bottom", 8), ("bottom", trail)))
      }
      out.append(pair(("top", lead, 0), ("bottom", trail)))
      if let s = siblings.first {
        out.append(pair(("centerY", "\(parentName).centerY", 0), ("height", "\(engine.name(of: s)).height")))
      }
    }
    return out
  }

  // MARK: - Conflicts

  /// For a broken constraint, each member of its conflict removed, and each required one
  /// lowered to 999 while inactive (an autoresizing mask's: the view's
  /// translatesAutoresizingMaskIntoConstraints turned off; a stack's or a table's own cannot
  /// be changed). Those that heal the conflict
  /// come first, then by how little they move the layout, then member by member.
  func conflictFixes(_ broken: ConstraintID, baseline: FixSnapshot) -> [FixSuggestion] {
    var candidates: [[Statement]] = []
    for member in engine.conflictMembers(of: broken) {
      let c = engine.constraint(member)
      if case .autoresizing(let view) = c.origin {
        candidates.append(
          [
            FixStatement.set(
              "\(engine.name(of: view)).translatesAutoresizingMaskIntoConstraints", .bool(false))
          ])
      } else if c.origin.isMadeByApp {
        let reference = engine.name(of: member) ?? member.description
        candidates.append([FixStatement.remove(reference)])
        // UIKit refuses a priority change to or from required on an active constraint: it
        // is lowered while inactive.
        if c.priority >= 1000 { candidates.append(FixStatement.lowered(reference)) }
      }
    }
    var unique: [[Statement]] = []
    for statements in candidates
    where !unique.contains(where: { $0.map(\.labSource) == statements.map(\.labSource) }) {
      unique.append(statements)
    }
    var found: [(heals: Bool, distance: Double, order: Int, suggestion: FixSuggestion)] = []
    for (order, statements) in unique.enumerated() {
      let result: (Bool, Double, FixSuggestion)? = trial(statements) {
        let after = snapshot()
        let heals = !after.broken.contains(broken)
        var notes: [String] = []
        if !heals { notes.append("still broken") }
        let newlyBroken = after.broken.subtracting(baseline.broken).sorted()
        if !newlyBroken.isEmpty {
          notes.append("breaks \(newlyBroken.map(\.description).joined(separator: ", "))")
        }
        let newlyAmbiguous = baseline.views.filter {
          after.ambiguous.contains($0) && !baseline.ambiguous.contains($0)
        }
        if !newlyAmbiguous.isEmpty {
          notes.append(
            "leaves \(newlyAmbiguous.map { engine.name(of: $0) }.joined(separator: ", ")) ambiguous")
        }
        let (distance, moved) = moves(from: baseline)
        return (
          heals && newlyBroken.isEmpty, distance,
          FixSuggestion(statements: statements, moves: moved, notes: notes)
        )
      }
      if let (heals, distance, suggestion) = result { found.append((heals, distance, order, suggestion)) }
    }
    return found.sorted {
      if $0.heals != $1.heals { return $0.heals }
      if ($0.distance * 100).rounded() != ($1.distance * 100).rounded() { return $0.distance < $1.distance }
      return $0.order < $1.order
    }.map(\.suggestion)
  }
}
