import Cassowary
import TextMetrics

/// The Auto Layout engine: UIKit's layout model (views, guides, constraints, intrinsic sizes,
/// margins, safe area) on a `PrioritySolver`, changed incrementally.
///
/// Every model change becomes the smallest solver edit (a changed constant is an in-place
/// update, not a remove and add); `layout()` re-solves and reports the frames that changed.
/// The engine never throws past its API for a conflict: it breaks the new constraint, keeps
/// it listed in `conflicts`, and re-admits it as soon as it fits.
public final class LayoutEngine {
  let solver = PrioritySolver()
  /// The solver's tableau size, for benchmarks.
  public var solverStatistics: TableauStatistics { solver.statistics }
  /// Where every change to the model is recorded for undo, redo and taking a failed
  /// statement back (`ChangeRecorder`); a session shares it with its own document.
  public let recorder: ChangeRecorder
  let textLayout: TextLayout
  /// Items by id. An item whose creation is undone stays as a dead record: its index is tied
  /// to its four solver variables.
  let items: ItemTable
  /// Constraints by id, dead ones included (their ids are not handed out again).
  let records: RecordedArray<ConstraintRecord>
  /// Items and constraints by the names the user gave them.
  let nameIndex: NameIndex
  /// The screen, the layout direction and the root view.
  let window: WindowState
  /// What each feature (stacks, tables, widgets, wrapping, safe areas and margins,
  /// autoresizing, size floors) keeps, and the order their passes run in.
  let features: LayoutFeatures
  /// The frames last reported and the frame pass's scratch.
  let framePass: FramePassState
  /// Solved origins in root coordinates, cached.
  let positions: PositionCache
  /// Broken constraints and the reports not yet taken.
  let conflictState: ConflictState
  /// What ties solver constraints to the model, and the solver edits an undo is applying.
  let solverBridge: SolverBridge

  /// The device window's root view controller's view.
  public var root: ItemID { window.root }
  public internal(set) var screen: Screen {
    get { window.screen.value }
    set { window.screen.set(newValue) }
  }
  public internal(set) var direction: LayoutDirection {
    get { window.direction.value }
    set { window.direction.set(newValue) }
  }

  /// An engine whose changes go to `recorder` once it records (`ChangeRecorder.isRecording`).
  public init(
    screen: Screen = Screen(), textLayout: TextLayout = .systemDefault(),
    recorder: ChangeRecorder = ChangeRecorder()
  ) {
    self.recorder = recorder
    self.textLayout = textLayout
    items = ItemTable(
      recorder,
      tombstone: { record in
        var dead = record
        dead.isAlive = false
        return dead
      })
    records = RecordedArray(recorder)
    nameIndex = NameIndex(recorder)
    window = WindowState(screen: screen, recorder)
    features = LayoutFeatures(recorder)
    framePass = FramePassState()
    positions = PositionCache()
    conflictState = ConflictState(recorder)
    solverBridge = SolverBridge()
    window.root = makeItem(name: "root", kind: .root, parent: nil)
    defineRootFromScreen()
    recordSolverEdits()
  }

  // MARK: - Items

  func makeItem(name: String, kind: ViewKind, parent: ItemID?) -> ItemID {
    let id = ItemID(index: Int32(items.count))
    let x = solver.makeVariable("\(name).minX")
    let y = solver.makeVariable("\(name).minY")
    let w = solver.makeVariable("\(name).width")
    let h = solver.makeVariable("\(name).height")
    // The frame pass and `itemOfVariable` find an item's variables by its index.
    assert(x.index == 4 * id.index && h.index == x.index + 3, "an item's variables are the four made with it")
    let isViewController = kind == .root || kind == .vc
    var record = ItemRecord(
      name: name, kind: kind, parent: parent, x: x, y: y, width: w, height: h,
      font: kind == .button ? Font(size: 15) : .body,
      hugging: kind.defaultHugging, compression: kind.defaultCompressionResistance,
      margins: isViewController ? .zero : kind.defaultMargins)
    record.marginSettings.margins = isViewController ? viewControllerMargins : record.marginSettings.margins
    record.alignmentInsets = kind.defaultAlignmentInsets(in: screen.generation)
    items.append(record)
    framePass.reportedFrames.append(nil)
    framePass.unreportedItems.append(id)
    nameIndex.items[name] = id
    if let parent { items[Int(parent.index)].children.append(id) }
    return id
  }

  /// A root or child view controller's view: 16 or 20 leading/trailing
  /// (`Screen.viewControllerSideMargin`), 0 top and bottom, all on top of the safe area.
  var viewControllerMargins: Insets {
    let side = screen.viewControllerSideMargin
    return Insets(top: 0, left: side, bottom: 0, right: side)
  }

  subscript(_ id: ItemID) -> ItemRecord {
    _read { yield items[Int(id.index)] }
    _modify { yield &items[Int(id.index)] }
  }

  /// An item's record for reading one field: Array's getter, inlined, often loads just that
  /// field. Through the subscript's `_read` coroutine the whole record was copied when the
  /// coroutine was not inlined, a reference count per field; inlining the coroutine
  /// everywhere instead slowed a long column's build. The getter can copy the record too, so
  /// the hottest loops read `items.links` or the records through a buffer (docs/engine.md,
  /// "Performance").
  @inline(__always) func record(_ id: ItemID) -> ItemRecord { items.elements[Int(id.index)] }

  /// The item with a user name, if any.
  public func item(named name: String) -> ItemID? {
    guard let id = nameIndex.items[name], self[id].isAlive else { return nil }
    return id
  }

  public func name(of item: ItemID) -> String { self[item].name }
  /// Which guide of its owner a guide is (nil for views and user guides).
  public func guideRole(of item: ItemID) -> GuideRole? { self[item].guides.role }
  /// The view a guide belongs to (nil for views and user guides).
  public func guideOwner(of item: ItemID) -> ItemID? { self[item].guides.owner }
  public func kind(of item: ItemID) -> ViewKind { self[item].kind }
  /// The class reports print: a subclass name if one was given, else the kind's UIKit class.
  public func className(of item: ItemID) -> String { self[item].className ?? self[item].kind.uikitClass }
  public func setClassName(_ item: ItemID, _ name: String?) { self[item].className = name }
  /// Whether an item is still in the document (not removed).
  public func isAlive(_ item: ItemID) -> Bool { Int(item.index) < items.count && self[item].isAlive }
  public func parent(of item: ItemID) -> ItemID? { self[item].parent }
  public func children(of item: ItemID) -> [ItemID] { self[item].children.array }

  /// All live items in tree order (depth first, children in order), guides after their owner.
  public func itemsInTreeOrder() -> [ItemID] {
    var out: [ItemID] = []
    var stack: [ItemID] = [root]
    while let id = stack.popLast() {
      out.append(id)
      out.append(contentsOf: guides(of: id))
      stack.append(contentsOf: self[id].children.reversed())
    }
    return out
  }

  // MARK: - Adding, removing, moving views

  /// Adds a view (or guide) of a kind under a parent, at an index among its children.
  @discardableResult
  /// `arranged`: as `addArrangedSubview` where the parent is a stack view.
  public func addView(
    _ kind: ViewKind, named name: String, to parent: ItemID? = nil, at index: Int? = nil,
    arranged: Bool = false
  ) throws(LayoutError) -> ItemID {
    guard item(named: name) == nil, nameIndex.constraints[name] == nil else { throw .duplicateName(name) }
    var placement = try place(kind, named: name, in: parent ?? root, at: index)
    placement.arranged = arranged
    let id = makeItem(name: name, kind: kind, parent: placement.parent)
    if let position = placement.index, position < self[placement.parent].children.count - 1 {
      self[placement.parent].children.removeLast()
      self[placement.parent].children.insert(id, at: max(0, position))
    }
    updateIntrinsicSize(of: id)
    for feature in features.all { feature.added(id, at: placement, in: self) }
    return id
  }

  /// Where an item of `kind` would go if added to `parent`: refused where UIKit does not put
  /// one (a cell outside a table, a subview of a control), redirected where UIKit puts it.
  @discardableResult
  public func place(_ kind: ViewKind, named name: String, in parent: ItemID, at index: Int? = nil)
    throws(LayoutError) -> Placement
  {
    var placement = Placement(requested: parent, parent: parent, index: index)
    for feature in features.all { try feature.place(kind, named: name, &placement, in: self) }
    guard self[placement.parent].kind.acceptsSubviews else {
      throw .cannotHoldSubviews(self[placement.parent].name, kind: self[placement.parent].kind.rawValue)
    }
    return placement
  }

  /// Removes a view, its subtree, and every constraint that touches them.
  public func removeView(_ id: ItemID) throws(LayoutError) {
    guard id != root else { throw .cannotRemoveRoot }
    var owned: Set<ItemID> = []
    for feature in features.all { owned.formUnion(try feature.removing(id, in: self)) }
    let subtree = owned.sorted().flatMap { self.subtree(of: $0) } + self.subtree(of: id)
    for member in subtree {
      for c in self[member].constraints where records[Int(c.index)].isAlive { deleteConstraint(c) }
      removeSolverConstraints(of: member)
      self[member].isAlive = false
      framePass.removedItems.append(member)
      if nameIndex.items[self[member].name] == member { nameIndex.items[self[member].name] = nil }
    }
    if let parent = self[id].parent {
      self[parent].children.removeAll { $0 == id || owned.contains($0) }
      childChanged(in: parent)
    }
    readmitBrokenConstraints()
  }

  /// A child of `parent` came, went, hid or changed what it asks of its superview: the
  /// features that arrange children hear of it.
  func childChanged(in parent: ItemID) {
    for feature in features.all { feature.childChanged(in: parent, in: self) }
  }

  /// The view UIKit makes inside a view to hold what is added to it: a cell's or an effect
  /// view's content view.
  public func contentView(of item: ItemID) -> ItemID? {
    for feature in features.all {
      if let content = feature.contentView(of: item, in: self) { return content }
    }
    return nil
  }

  /// The view whose baseline is a view's own, for a kind that `delegatesBaseline`.
  func baselineView(of item: ItemID, _ attribute: LayoutAttribute) -> ItemID? {
    for feature in features.all {
      if let view = feature.baselineView(of: item, attribute, in: self) { return view }
    }
    return nil
  }

  /// Whether a feature lays out the view's children itself (a stack view, a widget's
  /// anatomy), so that they are placed by it, not by constraints of the app's.
  public func arrangesChildren(of parent: ItemID) -> Bool {
    features.all.contains { $0.arrangesChildren(of: parent) }
  }

  /// Moves a view under another parent: constraints between the moved subtree and views
  /// outside it go, as `removeFromSuperview` does.
  public func moveView(_ id: ItemID, to parent: ItemID, at index: Int? = nil) throws(LayoutError) {
    guard id != root else { throw .cannotRemoveRoot }
    for feature in features.all { try feature.moving(id, to: parent, in: self) }
    guard self[parent].kind.acceptsSubviews else {
      throw .cannotHoldSubviews(self[parent].name, kind: self[parent].kind.rawValue)
    }
    let subtree = Set(self.subtree(of: id))
    guard !subtree.contains(parent) else { throw .cycle(self[id].name, into: self[parent].name) }
    for member in subtree {
      for c in self[member].constraints where records[Int(c.index)].isAlive {
        let items = involvedItems(records[Int(c.index)].constraint)
        if !items.allSatisfy({ subtree.contains(owningView(of: $0)) }) { deleteConstraint(c) }
      }
    }
    if let old = self[id].parent {
      self[old].children.removeAll { $0 == id }
      childChanged(in: old)
    }
    self[id].parent = parent
    if let index, index < self[parent].children.count {
      self[parent].children.insert(id, at: max(0, index))
    } else {
      self[parent].children.append(id)
    }
    // Positions are relative to the superview: the subtree moves in root coordinates even
    // when no variable of it changes (`LayoutEngine+Positions.swift`).
    positions.treeEpoch &+= 1
    for feature in features.all { feature.moved(id, to: parent, at: index, in: self) }
    framePass.unreportedItems.append(contentsOf: subtree.sorted())
    // Autoresizing constraints follow the new superview: the view keeps its frame, the
    // mask now reads the new superview's size.
    if self[id].autoresizing.translatesAutoresizingMask { markAutoresizingStale(id) }
    readmitBrokenConstraints()
  }

  /// Renames an item, and with it the items named after it: its guides (`card.margins`), a
  /// stack's spanners, a widget's parts and a component instance's views (`director.t`).
  public func rename(_ id: ItemID, to name: String) throws(LayoutError) {
    let old = self[id].name
    let prefix = old + "."
    let renamed = (subtree(of: id) + self[id].tableRow.sectionParts).filter {
      $0 == id || self[$0].name.hasPrefix(prefix)
    }
    let newNames = renamed.map { $0 == id ? name : name + "." + self[$0].name.dropFirst(prefix.count) }
    for new in newNames {
      guard item(named: new) == nil, nameIndex.constraints[new] == nil else { throw .duplicateName(new) }
    }
    for item in renamed { nameIndex.items[self[item].name] = nil }
    for (item, new) in zip(renamed, newNames) {
      self[item].name = new
      nameIndex.items[new] = item
    }
  }

  /// The item and its descendants (guides included), parents first.
  func subtree(of id: ItemID) -> [ItemID] {
    var out: [ItemID] = []
    var stack = [id]
    while let next = stack.popLast() {
      out.append(next)
      out.append(contentsOf: guides(of: next))
      stack.append(contentsOf: self[next].children)
    }
    return out
  }

  /// The guides the engine made for a view, in a fixed order.
  func guides(of id: ItemID) -> [ItemID] {
    var guides: [ItemID] = []
    forEachGuide(of: id) { guides.append($0) }
    return guides
  }

  /// The guides the engine made for a view, in `guides(of:)`'s order, without an array: the
  /// frame pass visits them for every view whose position moved. Field by field
  /// (`record(_:)`), so no record is copied.
  @inline(__always) func forEachGuide(of id: ItemID, _ body: (ItemID) -> Void) {
    items.elements.withUnsafeBufferPointer { $0[Int(id.index)].forEachGuide(body) }
  }

  /// A guide's owner, or the item itself.
  func owningView(of id: ItemID) -> ItemID { self[id].guides.owner ?? id }

  func removeSolverConstraints(of id: ItemID) {
    for c in self[id].derived.definingConstraints + self[id].derived.sizeFloors {
      try? solver.removeConstraint(c)
    }
    self[id].derived.definingConstraints.removeAll()
    self[id].derived.sizeFloors.removeAll()
    for case let c? in self[id].derived.contentSize { try? solver.removeConstraint(c) }
    self[id].derived.contentSize = [nil, nil, nil, nil]
  }
}

/// What a solver constraint stands for, to name it in reports.
enum SolverConstraintOwner {
  case model(ConstraintID)
  /// One of an item's content-size constraints (0 hug width, 1 CR width, 2 hug height, 3 CR height).
  case contentSize(ItemID, Int)
  /// A guide's (or the root's) definition from its owner or the screen.
  case definition(ItemID)
  /// `width >= 0` or `height >= 0` of a view: UIKit's engine never lets a size go negative.
  /// Such a floor is never listed in a report and never broken (`docs/engine.md`).
  case sizeFloor(ItemID, Axis)

  var modelID: ConstraintID? {
    if case .model(let id) = self { return id }
    return nil
  }
}

/// Items and constraints by the names the user gave them.
final class NameIndex {
  let items: RecordedDictionary<String, ItemID>
  let constraints: RecordedDictionary<String, ConstraintID>

  init(_ recorder: ChangeRecorder) {
    items = RecordedDictionary(recorder)
    constraints = RecordedDictionary(recorder)
  }
}

/// What UIKit's window gives the layout: the screen (device, orientation, text size), the
/// layout direction, and the root view controller's view.
final class WindowState {
  let screen: RecordedValue<Screen>
  let direction: RecordedValue<LayoutDirection>
  /// Set once, when the engine makes the root.
  @exclusivity(unchecked) var root = ItemID(index: 0)

  init(screen: Screen, _ recorder: ChangeRecorder) {
    self.screen = RecordedValue(screen, recorder)
    direction = RecordedValue(.leftToRight, recorder)
  }
}

/// What ties the solver to the model.
final class SolverBridge {
  /// What each solver constraint stands for, by `Constraint.index`.
  @exclusivity(unchecked) var owners: [SolverConstraintOwner] = []
  /// Solver edits a revert or replay applies, performed together when it settles.
  @exclusivity(unchecked) var pendingEdits: [PrioritySolver.Edit] = []
}
