import Cassowary
import TextMetrics

/// Multi-line labels and text views, which `layout()` re-measures at their solved widths.
final class TextWrapping: LayoutFeature {
  /// The width a multi-line label wraps at: its last solved width.
  let widths: RecordedDictionary<ItemID, Double>
  /// Labels whose `lines` is not 1 (and text views that wrap).
  let labels: RecordedSet<ItemID>

  init(_ recorder: ChangeRecorder) {
    widths = RecordedDictionary(recorder)
    labels = RecordedSet(recorder)
  }

  func settle(_ engine: LayoutEngine, moved: [Variable]) -> Bool { engine.rewrapLabels() }
}

/// Safe areas and margins whose insets depend on frames, which `layout()` keeps current.
final class InsetGuides: LayoutFeature {
  /// Views that have a safe-area guide.
  let safeAreaOwners: RecordedSet<ItemID>
  /// Ordinary views with a margins guide, whose insets depend on their frame (safe area,
  /// preserved superview margins).
  let derivedMarginOwners: RecordedSet<ItemID>

  init(_ recorder: ChangeRecorder) {
    safeAreaOwners = RecordedSet(recorder)
    derivedMarginOwners = RecordedSet(recorder)
  }

  /// Insets that depend on frames start from zero on every layout, so that the fixed point
  /// reached depends on the model only, never on the order of earlier edits.
  func prepare(_ engine: LayoutEngine) { engine.resetDerivedInsets() }

  func settle(_ engine: LayoutEngine, moved: [Variable]) -> Bool { engine.updateSafeAreas() }
}

extension LayoutEngine {
  /// Re-solves and returns the items whose pixel-rounded frames changed, by item id (creation
  /// order); only items whose solver variables moved are looked at.
  ///
  /// Each feature prepares, in the order `LayoutFeatures.ordered` declares; then after each
  /// solve each adapts to the solved values (labels rewrap at their widths, safe areas follow
  /// frames, …) until none changes anything, at most 8 rounds, so that a label that
  /// oscillates between two widths cannot hang the shell.
  @discardableResult
  public func layout() -> [FrameChange] {
    for feature in features.ordered { feature.prepare(self) }
    var moved = solver.updateVariables()
    for _ in 0..<8 {
      var changed = false
      for feature in features.ordered { changed = feature.settle(self, moved: moved) || changed }
      guard changed else { break }
      moved += solver.updateVariables()
    }
    settleListReports()
    return changedFrames(moved: moved)
  }

  /// The item a solver variable belongs to (variables are made four per item, in order).
  func itemOfVariable(_ v: Variable) -> ItemID? {
    let i = Int(v.index) / 4
    return i < items.count && items[i].isAlive ? ItemID(index: Int32(i)) : nil
  }

  /// Multi-line labels wrap at their solved width; true if any intrinsic size changed.
  func rewrapLabels() -> Bool {
    var changed = false
    for id in features.wrapping.labels.sorted() {
      let record = self[id]
      // A label with preferredMaxLayoutWidth wraps at that, not at its solved width.
      let wraps =
        record.kind == .label
        ? record.content.lines != 1 && !record.content.text.isEmpty
          && record.content.preferredMaxLayoutWidth == nil
        : record.kind == .textview && !record.content.isScrollEnabled
      guard record.isAlive, wraps else { continue }
      // A text view's text wraps inside its lineFragmentPadding, 5 on each side.
      let width = solver.value(of: record.width) - (record.kind == .textview ? 10 : 0)
      guard width > 0, features.wrapping.widths[id] != width else { continue }
      features.wrapping.widths[id] = width
      let before = self[id].derived.intrinsic
      updateIntrinsicSize(of: id)
      if self[id].derived.intrinsic != before { changed = true }
    }
    return changed
  }

  /// A view's safe-area insets are the part of the root's unsafe area it overlaps; true if
  /// any guide moved.
  func updateSafeAreas() -> Bool {
    var changed = false
    let rootSafe = screen.safeArea
    let size = screen.size
    for id in features.insets.safeAreaOwners.contents.union(features.insets.derivedMarginOwners.contents)
      .sorted()
    {
      let record = self[id]
      guard record.isAlive, id != root else { continue }
      let f = rootFrame(of: id)
      // Rows of a table or collection take the unsafe area horizontally only: the list
      // insets its content vertically instead (adjustedContentInset). Apple,
      // UITableView.insetsContentViewsToSafeArea. Taking it vertically would also feed a
      // self-sizing row's height back into its own margins.
      let vertical = !isInsideList(id)
      let insets = Insets(
        top: vertical ? clamp(rootSafe.top - f.y, 0, f.height) : 0,
        left: clamp(rootSafe.left - f.x, 0, f.width),
        bottom: vertical ? clamp(f.maxY - (size.height - rootSafe.bottom), 0, f.height) : 0,
        right: clamp(f.maxX - (size.width - rootSafe.right), 0, f.width))
      if insets != record.derived.safeAreaInsets {
        self[id].derived.safeAreaInsets = insets
        if let guide = record.guides.safeAreaGuide { setInsets(of: guide, to: insets) }
        changed = true
      }
      if let margins = record.guides.marginsGuide, features.insets.derivedMarginOwners.contains(id) {
        let wanted = effectiveMargins(of: id)
        if wanted != currentInsets(of: margins) {
          setInsets(of: margins, to: wanted)
          changed = true
        }
      }
    }
    return changed
  }

  /// Whether a view is a table's or collection's row or lies inside one.
  func isInsideList(_ id: ItemID) -> Bool {
    hasAncestor(id) { self[$0].kind.listsRows }
  }

  /// Whether one of the item's superviews (not the item) satisfies `test`.
  func hasAncestor(_ id: ItemID, where test: (ItemID) -> Bool) -> Bool {
    var current = self[id].parent
    while let item = current {
      if test(item) { return true }
      current = self[item].parent
    }
    return false
  }

  func clamp(_ v: Double, _ low: Double, _ high: Double) -> Double { min(max(v, low), max(low, high)) }

  /// Puts the frame-derived insets (safe areas of non-root views, margins grown from them)
  /// back to their frame-free values.
  func resetDerivedInsets() {
    for id in features.insets.safeAreaOwners.contents.union(features.insets.derivedMarginOwners.contents)
      .sorted()
    {
      let record = self[id]
      guard record.isAlive, id != root else { continue }
      if record.derived.safeAreaInsets != .zero {
        self[id].derived.safeAreaInsets = .zero
        if let guide = record.guides.safeAreaGuide { setInsets(of: guide, to: .zero) }
      }
      if let margins = record.guides.marginsGuide, features.insets.derivedMarginOwners.contains(id) {
        let base = absoluteMargins(of: id)
        if currentInsets(of: margins) != base { setInsets(of: margins, to: base) }
      }
    }
  }

  /// The insets an inset guide's four defining constraints hold now.
  func currentInsets(of guide: ItemID) -> Insets {
    let made = self[guide].derived.definingConstraints
    guard made.count == 4 else { return .zero }
    return Insets(
      top: -solver.constant(of: made[2]), left: -solver.constant(of: made[0]),
      bottom: solver.constant(of: made[3]), right: solver.constant(of: made[1]))
  }

  // MARK: - Frames

  /// The solver's unrounded frame in root coordinates.
  public func rootFrame(of id: ItemID) -> Rect {
    let a = alignmentRect(of: id)
    let i = items[Int(id.index)].alignmentInsets
    return i == .zero ? a : a.grown(by: i)
  }

  /// The rect constraints act on (root coordinates, unrounded): the frame inset by the
  /// view's alignment insets.
  public func alignmentRect(of id: ItemID) -> Rect {
    let origin = absoluteOrigin(of: id)
    return Rect(
      x: origin.x, y: origin.y, width: solver.value(of: record(id).width),
      height: solver.value(of: record(id).height))
  }

  /// UIKit's `frame`: pixel-rounded, in the superview's coordinates (a guide's in its
  /// owner's).
  public func frame(of id: ItemID) -> Rect {
    let own = rootFrame(of: id).roundedToPixels(scale: screen.scale)
    guard let container = self[id].parent ?? self[id].guides.owner else { return own }
    let base = rootFrame(of: container).roundedToPixels(scale: screen.scale)
    let bounds = boundsOrigin(of: container)
    return Rect(
      x: own.x - base.x + bounds.x, y: own.y - base.y + bounds.y, width: own.width, height: own.height)
  }

  /// The pixel-rounded frame in root coordinates.
  public func roundedRootFrame(of id: ItemID) -> Rect {
    rootFrame(of: id).roundedToPixels(scale: screen.scale)
  }

  /// The value of an anchor in root coordinates, unrounded.
  public func value(of anchor: Anchor) -> Double { value(of: expression(anchor)) }

  /// An anchor's value as UIKit shows it (root coordinates): read from the rect constraints
  /// act on (the alignment rect, which is the frame but for a switch's or an image's insets)
  /// with every edge on the device's pixel grid, as UIKit rounds frames; a baseline or a
  /// margin, which no rect holds, rounded to the grid itself. Every command and `expect` reads this, so
  /// `tree`, `explain`, `check` and `expect title.height` never disagree by a third of a point
  /// (`docs/engine.md`, "Frames").
  public func displayedValue(of anchor: Anchor) -> Double {
    let f = alignmentRect(of: anchor.item).roundedToPixels(scale: screen.scale)
    let rtl = direction == .rightToLeft
    switch anchor.attribute {
    case .left: return f.x
    case .right: return f.maxX
    case .top: return f.y
    case .bottom: return f.maxY
    case .leading: return rtl ? f.maxX : f.x
    case .trailing: return rtl ? f.x : f.maxX
    case .width: return f.width
    case .height: return f.height
    case .centerX: return f.x + f.width / 2
    case .centerY: return f.y + f.height / 2
    default: return roundToPixel(value(of: anchor), scale: screen.scale)
    }
  }

  /// The value of an anchor as a constraint with `other` reads it (a scroll view's edge, seen
  /// from its content, is its content area's).
  public func value(of anchor: Anchor, facing other: Anchor) -> Double {
    value(of: expression(anchor, facing: other))
  }

  /// A position no constraint mentions is 0, its container's origin: a view added without
  /// constraints shows at (0, 0) in its superview, where UIKit leaves a new view's frame.
  func value(of e: LinearExpression) -> Double {
    e.terms.reduce(e.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
  }

  // MARK: - The screen

  /// Changes the device, orientation or overrides: edits constants in place (the root's size,
  /// safe-area and margin constants), never a rebuild.
  public func setScreen(_ new: Screen) {
    let old = screen
    screen = new
    let r = self[root].derived.definingConstraints
    if r.count == 4 {
      setDefinitionConstant(r[2], -new.size.width)
      setDefinitionConstant(r[3], -new.size.height)
    }
    if let guide = self[root].guides.safeAreaGuide { setInsets(of: guide, to: new.safeArea) }
    if old.viewControllerSideMargin != new.viewControllerSideMargin {
      // A view controller's view follows the system's side margins unless the user set its
      // margins; either way the minimum it respects changed.
      for (index, record) in items.enumerated()
      where record.isAlive && (record.kind == .root || record.kind == .vc) {
        let id = ItemID(index: Int32(index))
        let side = new.viewControllerSideMargin
        storeMargins(
          id,
          record.marginSettings.hasCustomMargins
            ? record.marginSettings.margins
            : Insets(
              top: record.marginSettings.margins.top, left: side,
              bottom: record.marginSettings.margins.bottom, right: side))
      }
    }
    if old.contentSizeCategory != new.contentSizeCategory {
      let width = Self.readableWidth(new.contentSizeCategory)
      for record in items where record.isAlive {
        guard let guide = record.guides.readableGuide, self[guide].derived.definingConstraints.count > 3
        else { continue }
        setDefinitionConstant(self[guide].derived.definingConstraints[3], -width)
      }
    }
    if old.generation != new.generation {
      // Controls of the new design: their alignment insets where the user left UIKit's, and
      // cells' content margins where they are UIKit's.
      let oldMargins = Self.cellContentMargins(width: old.size.width, generation: old.generation)
      let newMargins = Self.cellContentMargins(width: new.size.width, generation: new.generation)
      for (index, record) in items.enumerated() where record.isAlive {
        let id = ItemID(index: Int32(index))
        if record.alignmentInsets == record.kind.defaultAlignmentInsets(in: old.generation) {
          setAlignmentInsets(id, record.kind.defaultAlignmentInsets(in: new.generation))
        }
        if record.kind == .cellcontent, record.marginSettings.margins == oldMargins {
          storeMargins(id, newMargins)
        }
      }
    }
    if old.scale != new.scale || old.contentSizeCategory != new.contentSizeCategory
      || old.generation != new.generation
    {
      // Text measures again: at the new pixel grid, or at the text styles' new sizes.
      for index in items.indices where items[index].isAlive {
        updateIntrinsicSize(of: ItemID(index: Int32(index)))
      }
    }
    readmitBrokenConstraints()
  }

  /// Left-to-right or right-to-left: leading and trailing swap sides, so every constraint
  /// that reads them is installed again.
  ///
  /// All of them leave the solver before any comes back: taken one at a time, a mirrored
  /// constraint meets the others still unmirrored, and that passing mix was reported as a
  /// conflict UIKit never sees.
  public func setDirection(_ new: LayoutDirection) {
    guard new != direction else { return }
    direction = new
    var mirrored: [ConstraintID] = []
    for index in records.indices where records[index].isAlive {
      let c = records[index].constraint
      guard c.first.attribute.isDirectional || c.second?.attribute.isDirectional == true else { continue }
      let id = ConstraintID(index: Int32(index))
      guard records[index].solverConstraint != nil || records[index].isBroken else { continue }
      uninstall(id)
      setBroken(id, false)
      mirrored.append(id)
    }
    for (index, record) in items.enumerated() where record.isAlive && record.guides.marginsGuide != nil {
      let id = ItemID(index: Int32(index))
      if let guide = record.guides.marginsGuide { setInsets(of: guide, to: effectiveMargins(of: id)) }
    }
    for id in mirrored { install(id, reportingConflicts: true) }
    readmitBrokenConstraints()
  }
}
