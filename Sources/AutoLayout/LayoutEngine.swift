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
  /// Items by id. An item whose creation is undone stays as a dead record: its index is tied
  /// to its four solver variables.
  let items: ItemTable
  let itemNamed: RecordedDictionary<String, ItemID>
  let records: RecordedArray<ConstraintRecord>
  let constraintNamed: RecordedDictionary<String, ConstraintID>
  /// The constraints whose `isBroken` is set, for `readmitBrokenConstraints` (`brokenConstraints` lists them).
  let brokenSet: RecordedSet<ConstraintID>
  /// What each solver constraint stands for, by `Constraint.index`.
  var solverOwners: [SolverConstraintOwner] = []
  let textLayout: TextLayout
  /// The frames last reported (root coordinates, pixel-rounded), by item.
  var reportedFrames: [Rect?] = []
  /// Conflicts found since the last `takeConflictReports()`.
  var pendingReports: [ConflictReport] = []
  /// The width a multi-line label wraps at: its last solved width.
  let wrapWidths: RecordedDictionary<ItemID, Double>
  /// Labels whose `lines` is not 1, which `layout()` re-measures at their solved width.
  let multiLineLabels: RecordedSet<ItemID>
  /// Views that have a safe-area guide, whose insets `layout()` recomputes.
  let viewsWithSafeAreaGuides: RecordedSet<ItemID>
  /// Ordinary views with a margins guide, whose insets depend on their frame (safe area,
  /// preserved superview margins) and which `layout()` keeps current.
  let viewsWithDerivedMargins: RecordedSet<ItemID>
  /// Stack views: their properties, arranged views and the constraints they made.
  let stacks: RecordedDictionary<ItemID, StackState>
  /// Each stack's generated constraints in the recipe's order: a cache of what the records
  /// say, dropped on undo and redo (`madeConstraints(of:)`).
  var stackMade: [ItemID: [MadeConstraint]] = [:]
  /// Stacks whose next generation is made in full, not by the append path: an arranged view
  /// changed, left, or was inserted before the end, or a constraint the stack made was
  /// edited by hand (the full generation restores it).
  var stacksToRegenerate: Set<ItemID> = []
  /// Off: every generation is made in full (the reference the append and spacing paths are
  /// tested against).
  var usesStackAppendPath = true
  /// How many stack regenerations the spacing path (`updateStackSpacing`) did, for tests.
  var spacingPathUses = 0
  /// Table views' row heights (`LayoutEngine+Tables.swift`).
  let tables: RecordedDictionary<ItemID, TableState>
  /// Widgets' models, parts and anatomy constraints (`LayoutEngine+Widgets.swift`).
  let widgets: RecordedDictionary<ItemID, WidgetState>
  /// Stacks whose constraints must be regenerated before the next solve.
  let dirtyStacks: RecordedSet<ItemID>
  /// Solved origins in root coordinates and positions known to be determined, each valid
  /// while its stamp equals `originStamp` (`LayoutEngine+Positions.swift`).
  var originCache: [(x: Double, y: Double)] = []
  var originCacheStamps: [Int] = []
  var determinedStamps: [Int] = []
  /// Counts changes of the tree (a view moved, an undo or redo) that leave solutions alone.
  var treeEpoch = 0
  /// Views whose autoresizing constraints the next `layout()` makes again (the flag on the
  /// item record says which still are: an undo clears them).
  var staleAutoresizing: [ItemID] = []
  /// Items made since the last `layout()`, reported then even if nothing moved them.
  var unreportedItems: [ItemID] = []
  /// Scratch of the frame pass (`LayoutEngine+FramePass.swift`): an item is a candidate, or
  /// its subtree has been walked, in the current pass when its stamp equals `framePassStamp`.
  var candidateStamps: [UInt32] = []
  var subtreeStamps: [UInt32] = []
  var framePassStamp: UInt32 = 0

  /// The device window's root view controller's view.
  public private(set) var root: ItemID
  let recordedScreen: RecordedValue<Screen>
  let recordedDirection: RecordedValue<LayoutDirection>
  public internal(set) var screen: Screen {
    get { recordedScreen.value }
    set { recordedScreen.set(newValue) }
  }
  public internal(set) var direction: LayoutDirection {
    get { recordedDirection.value }
    set { recordedDirection.set(newValue) }
  }
  /// Where every change to the model is recorded for undo, redo and taking a failed
  /// statement back (`ChangeRecorder`); a session shares it with its own document.
  public let recorder: ChangeRecorder
  /// Solver edits a revert or replay applies, performed together when it settles.
  var pendingSolverEdits: [PrioritySolver.Edit] = []

  /// An engine whose changes go to `recorder` once it records (`ChangeRecorder.isRecording`).
  public init(
    screen: Screen = Screen(), textLayout: TextLayout = .systemDefault(),
    recorder: ChangeRecorder = ChangeRecorder()
  ) {
    self.recorder = recorder
    items = ItemTable(
      recorder,
      tombstone: { record in
        var dead = record
        dead.isAlive = false
        return dead
      })
    itemNamed = RecordedDictionary(recorder)
    records = RecordedArray(recorder)
    constraintNamed = RecordedDictionary(recorder)
    brokenSet = RecordedSet(recorder)
    wrapWidths = RecordedDictionary(recorder)
    multiLineLabels = RecordedSet(recorder)
    viewsWithSafeAreaGuides = RecordedSet(recorder)
    viewsWithDerivedMargins = RecordedSet(recorder)
    stacks = RecordedDictionary(recorder)
    tables = RecordedDictionary(recorder)
    widgets = RecordedDictionary(recorder)
    dirtyStacks = RecordedSet(recorder)
    recordedScreen = RecordedValue(screen, recorder)
    recordedDirection = RecordedValue(.leftToRight, recorder)
    self.textLayout = textLayout
    root = ItemID(index: 0)
    root = makeItem(name: "root", kind: .root, parent: nil)
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
      margins: kind == .stack || kind == .guide ? .zero : (isViewController ? .zero : Insets(all: 8)))
    record.margins = isViewController ? viewControllerMargins : record.margins
    record.alignmentInsets = kind.defaultAlignmentInsets
    items.append(record)
    reportedFrames.append(nil)
    unreportedItems.append(id)
    itemNamed[name] = id
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
  /// coroutine was not inlined, a reference count per field (10% of a layout pass over 10,000
  /// moved frames); inlining the coroutine everywhere instead made a 4,000-view column's build
  /// 1.4× slower. The getter can copy the record too (session 17: a third of a spacing edit in
  /// the frame pass), so the hottest loops read `items.links` or the records through a buffer.
  @inline(__always) func record(_ id: ItemID) -> ItemRecord { items.elements[Int(id.index)] }

  /// The item with a user name, if any.
  public func item(named name: String) -> ItemID? {
    guard let id = itemNamed[name], self[id].isAlive else { return nil }
    return id
  }

  public func name(of item: ItemID) -> String { self[item].name }
  /// Which guide of its owner a guide is (nil for views and user guides).
  public func guideRole(of item: ItemID) -> GuideRole? { self[item].role }
  /// The view a guide belongs to (nil for views and user guides).
  public func guideOwner(of item: ItemID) -> ItemID? { self[item].owner }
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
  public func addView(_ kind: ViewKind, named name: String, to parent: ItemID? = nil, at index: Int? = nil)
    throws(LayoutError) -> ItemID
  {
    var parent = parent ?? root
    guard item(named: name) == nil, constraintNamed[name] == nil else { throw .duplicateName(name) }
    // A cell added to a section is a row of the section's table (`LayoutEngine+TableSections`).
    let section = kind == .cell && self[parent].kind == .section ? parent : nil
    if let section, let table = self[section].parent { parent = table }
    if kind == .section && (self[parent].kind != .table || tables[parent]?.flow != nil) {
      throw .tableStructure("a section goes in a table: `add section \(name) to TABLE`")
    }
    if kind == .headerfooter { throw .tableStructure("a section makes its own header and footer") }
    guard self[parent].kind.acceptsSubviews else {
      throw .cannotHoldSubviews(self[parent].name, kind: self[parent].kind.rawValue)
    }
    let id = makeItem(name: name, kind: kind, parent: parent)
    let position = kind == .cell ? childIndex(forCellIn: section, of: parent) : index
    if let position, position < self[parent].children.count - 1 {
      self[parent].children.removeLast()
      self[parent].children.insert(id, at: max(0, position))
    }
    if let section { self[id].section = section }
    updateIntrinsicSize(of: id)
    if let content = kind.widgetContent { makeWidgetParts(id, content: content) }
    if kind == .table { tables[id] = TableState() }
    if kind == .collection {
      var state = TableState()
      state.flow = FlowLayout()
      tables[id] = state
    }
    if kind == .cell || kind == .collectioncell { makeCellParts(id) }
    if kind == .section { makeSectionParts(id, in: parent) }
    if kind == .stack {
      // Even empty, a stack makes a constraint ('UISV-fix-for-app-bug-ambiguity').
      stacks[id] = StackState()
      dirtyStacks.insert(id)
    }
    return id
  }

  /// Removes a view, its subtree, and every constraint that touches them.
  public func removeView(_ id: ItemID) throws(LayoutError) {
    guard id != root else { throw .cannotRemoveRoot }
    guard self[id].kind != .headerfooter else {
      throw .tableStructure("a header or footer goes with its section")
    }
    // A section takes its header, footer and cells with it (UIKit's deleteSections).
    let owned = Set(self[id].kind == .section ? self[id].sectionParts + sectionCells(of: id) : [])
    let subtree = owned.sorted().flatMap { self.subtree(of: $0) } + self.subtree(of: id)
    for member in subtree {
      for c in self[member].constraints where records[Int(c.index)].isAlive { deleteConstraint(c) }
      removeSolverConstraints(of: member)
      self[member].isAlive = false
      if itemNamed[self[member].name] == member { itemNamed[self[member].name] = nil }
    }
    if let parent = self[id].parent {
      self[parent].children.removeAll { $0 == id || owned.contains($0) }
      stackContentChanged(parent)
    }
    readmitBrokenConstraints()
  }

  /// The cells of a table section, in order.
  public func sectionCells(of section: ItemID) -> [ItemID] {
    guard let table = self[section].parent else { return [] }
    return self[table].children.filter {
      self[$0].isAlive && self[$0].section == section && self[$0].kind == .cell
    }
  }

  /// Moves a view under another parent: constraints between the moved subtree and views
  /// outside it go, as `removeFromSuperview` does.
  public func moveView(_ id: ItemID, to parent: ItemID, at index: Int? = nil) throws(LayoutError) {
    guard id != root else { throw .cannotRemoveRoot }
    if [.cell, .section, .headerfooter].contains(self[id].kind) || self[parent].kind == .table {
      throw .tableStructure("a table's rows and sections stay where they are: remove them and add them again")
    }
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
      stackContentChanged(old)
    }
    self[id].parent = parent
    if let index, index < self[parent].children.count {
      self[parent].children.insert(id, at: max(0, index))
    } else {
      self[parent].children.append(id)
    }
    // Positions are relative to the superview: the subtree moves in root coordinates even
    // when no variable of it changes (`LayoutEngine+Positions.swift`).
    treeEpoch &+= 1
    unreportedItems.append(contentsOf: subtree.sorted())
    // Autoresizing constraints follow the new superview: the view keeps its frame, the
    // mask now reads the new superview's size.
    if self[id].translatesAutoresizingMask { markAutoresizingStale(id) }
    readmitBrokenConstraints()
  }

  /// Renames an item, and with it the items named after it: its guides (`card.margins`), a
  /// stack's spanners, a widget's parts and a component instance's views (`director.t`).
  public func rename(_ id: ItemID, to name: String) throws(LayoutError) {
    let old = self[id].name
    let prefix = old + "."
    let renamed = (subtree(of: id) + self[id].sectionParts).filter {
      $0 == id || self[$0].name.hasPrefix(prefix)
    }
    let newNames = renamed.map { $0 == id ? name : name + "." + self[$0].name.dropFirst(prefix.count) }
    for new in newNames {
      guard item(named: new) == nil, constraintNamed[new] == nil else { throw .duplicateName(new) }
    }
    for item in renamed { itemNamed[self[item].name] = nil }
    for (item, new) in zip(renamed, newNames) {
      self[item].name = new
      itemNamed[new] = item
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
  func owningView(of id: ItemID) -> ItemID { self[id].owner ?? id }

  func removeSolverConstraints(of id: ItemID) {
    for c in self[id].definingConstraints + self[id].sizeFloors { try? solver.removeConstraint(c) }
    self[id].definingConstraints.removeAll()
    self[id].sizeFloors.removeAll()
    for case let c? in self[id].contentSize { try? solver.removeConstraint(c) }
    self[id].contentSize = [nil, nil, nil, nil]
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
