import Cassowary
import TextMetrics

extension LayoutEngine {
  /// An anchor as a linear expression of solver variables: positions in root coordinates, or
  /// relative to the origin of `base`, one of the item's containers (see `LayoutEngine+Positions`).
  /// Margin attributes read the item's layout-margins guide (made on first use).
  func expression(_ anchor: Anchor, within base: ItemID? = nil) -> LinearExpression {
    var item = anchor.item
    var attribute = anchor.attribute
    if let base = attribute.marginBase {
      item = marginsGuide(of: item)
      attribute = base
    }
    let r = self[item]
    let rtl = direction == .rightToLeft
    switch attribute {
    case .width: return LinearExpression(r.width)
    case .height: return LinearExpression(r.height)
    default: break
    }
    let x = position(of: item, .horizontal, within: base)
    let y = position(of: item, .vertical, within: base)
    switch attribute {
    case .left: return x
    case .right: return x + r.width
    case .top: return y
    case .bottom: return y + r.height
    case .leading: return rtl ? x + r.width : x
    case .trailing: return rtl ? x : x + r.width
    case .centerX: return x + 0.5 * r.width
    case .centerY: return y + 0.5 * r.height
    case .firstBaseline, .lastBaseline:
      // A stack's baselines are one of its arranged views' (viewForFirstBaselineLayout).
      if r.kind.delegatesBaseline {
        guard let view = baselineView(of: item, attribute) else { return y + r.height }
        return expression(Anchor(view, attribute), within: base)
      }
      // Text sits centred in its view: the baseline is the centre plus the distance from the
      // text block's middle to the first (last) line's baseline. Other views: the bottom.
      // An empty text field keeps its font's baseline: Apple's Auto Layout Guide aligns labels
      // to placeholder-only fields by baseline (docs/engine.md, "Baselines").
      guard r.kind.hasText, !r.content.text.isEmpty || r.kind == .textfield else { return y + r.height }
      // The font as shown: a text style at the content size category.
      let font = shownFont(r.content.font)
      let block = Double(max(1, textLineCount(item))) * FontMetrics.lineHeight(font)
      let offset =
        attribute == .firstBaseline
        ? FontMetrics.ascender(font) - block / 2
        : block / 2 - FontMetrics.descender(font)
      return y + 0.5 * r.height + offset
    default: return y + r.height  // margin forms were resolved above
    }
  }

  // MARK: - Guides

  /// The layout-margins guide of a view, made on first use.
  public func marginsGuide(of view: ItemID) -> ItemID {
    if let guide = self[view].guides.marginsGuide { return guide }
    let guide = makeGuide(.margins, of: view)
    self[view].guides.marginsGuide = guide
    defineMarginsGuide(of: view)
    return guide
  }

  /// The safe-area guide of a view, made on first use.
  public func safeAreaGuide(of view: ItemID) -> ItemID {
    if let guide = self[view].guides.safeAreaGuide { return guide }
    let guide = makeGuide(.safeArea, of: view)
    self[view].guides.safeAreaGuide = guide
    features.insets.safeAreaOwners.insert(view)
    defineInset(guide, within: view, by: safeAreaInsets(of: view))
    return guide
  }

  /// The readable content guide's widest: 672 at the default text size (measured on iOS 9 by
  /// useyourloaf, "Readable Content Guide"), growing with the body style's size, since UIKit
  /// sizes it as a run of characters of the body font, rounded up to a multiple of 8:
  /// 672 × body size / 17 rounded up to 8 (docs/engine.md; values other than Large are
  /// derived, not measured).
  static func readableWidth(_ category: ContentSizeCategory) -> Double {
    let body = TextStyle.body.size(in: category)
    return (672 * body / 17 / 8 - 1e-9).rounded(.up) * 8
  }

  /// The readable-content guide: the margins guide, at most `readableWidth` wide, centred.
  public func readableGuide(of view: ItemID) -> ItemID {
    if let guide = self[view].guides.readableGuide { return guide }
    let guide = makeGuide(.readable, of: view)
    self[view].guides.readableGuide = guide
    let margins = marginsGuide(of: view)
    let g = self[guide]
    let m = self[margins]
    var made: [Constraint] = []
    func add(_ e: LinearExpression, _ relation: Relation, priority: Double = 1000) {
      if let c = addSolverConstraint(e, relation, priority: priority, owner: .definition(guide)) {
        made.append(c)
      }
    }
    add(absoluteY(guide) - absoluteY(margins), .equal)
    add(g.height - m.height, .equal)
    add((absoluteX(guide) + 0.5 * g.width) - (absoluteX(margins) + 0.5 * m.width), .equal)
    // Kept at index 3: a text size change moves its constant (`setScreen`).
    add(g.width - Self.readableWidth(screen.contentSizeCategory), .lessThanOrEqual)
    add(g.width - m.width, .lessThanOrEqual)
    add(g.width - m.width, .equal, priority: 999)
    self[guide].derived.definingConstraints = made
    return guide
  }

  /// A scroll view's content layout guide: it starts at the scroll view's origin; its size
  /// is left to the content's constraints, and is the scroll view's content size.
  public func contentGuide(of scroll: ItemID) -> ItemID {
    if let guide = self[scroll].guides.contentGuide { return guide }
    let guide = makeGuide(.content, of: scroll)
    self[scroll].guides.contentGuide = guide
    self[guide].derived.definingConstraints = [
      addSolverConstraint(
        absoluteX(guide) - absoluteX(scroll), .equal, priority: 1000, owner: .definition(guide)),
      addSolverConstraint(
        absoluteY(guide) - absoluteY(scroll), .equal, priority: 1000, owner: .definition(guide)),
    ].compactMap { $0 }
    return guide
  }

  /// A scroll view's frame layout guide: its frame.
  public func frameGuide(of scroll: ItemID) -> ItemID {
    if let guide = self[scroll].guides.frameGuide { return guide }
    let guide = makeGuide(.frame, of: scroll)
    self[scroll].guides.frameGuide = guide
    defineInset(guide, within: scroll, by: .zero)
    return guide
  }

  /// A scroll view's content size: its content guide's solved size (zero without one).
  public func contentSize(of scroll: ItemID) -> (width: Double, height: Double) {
    guard let guide = self[scroll].guides.contentGuide else { return (0, 0) }
    let f = rootFrame(of: guide)
    return (f.width, f.height)
  }

  func makeGuide(_ role: GuideRole, of view: ItemID) -> ItemID {
    let suffix: String =
      switch role {
      case .margins: "margins"
      case .safeArea: "safeArea"
      case .readable: "readable"
      case .content: "contentGuide"
      case .frame: "frameGuide"
      case .alignmentSpanner, .orderingSpanner, .gap, .spacing: role.rawValue
      }
    let id = makeItem(name: "\(self[view].name).\(suffix)", kind: .guide, parent: nil)
    self[id].guides.owner = view
    self[id].guides.role = role
    return id
  }

  /// Ties `guide` to `view`'s frame inset by `insets` (left/right absolute), with four
  /// required equalities whose constants `setInsets` later changes in place.
  func defineInset(_ guide: ItemID, within view: ItemID, by insets: Insets) {
    let g = self[guide]
    let v = self[view]
    let (gx, gy, vx, vy) = (absoluteX(guide), absoluteY(guide), absoluteX(view), absoluteY(view))
    var made: [Constraint] = []
    let expressions: [LinearExpression] = [
      gx - vx - insets.left,
      (gx + g.width) - (vx + v.width) + insets.right,
      gy - vy - insets.top,
      (gy + g.height) - (vy + v.height) + insets.bottom,
    ]
    for e in expressions {
      if let c = addSolverConstraint(e, .equal, priority: 1000, owner: .definition(guide)) { made.append(c) }
    }
    self[guide].derived.definingConstraints = made
  }

  /// Moves the four edges of an inset guide in place.
  func setInsets(of guide: ItemID, to insets: Insets) {
    let made = self[guide].derived.definingConstraints
    guard made.count == 4 else { return }
    let constants = [-insets.left, insets.right, -insets.top, insets.bottom]
    for (c, k) in zip(made, constants) where solver.constant(of: c) != k {
      setDefinitionConstant(c, k)
    }
  }

  /// Changes the constant of a constraint the engine owns (the root's size, a guide's inset).
  /// Those must hold, so when user constraints stand in the way one of them breaks (and is
  /// reported), as UIKit breaks one when a window resizes under it.
  func setDefinitionConstant(_ c: Constraint, _ value: Double) {
    for _ in 0...records.count {
      do {
        try solver.setConstant(c, value)
        return
      } catch {
        guard case .unsatisfiableConstraint(_, let conflicts) = error,
          breakConflict(conflicts, newcomer: nil) != nil
        else { return }
      }
    }
  }

  /// The margins guide is inset from the view, or for a view controller's view (and any
  /// view that insets its margins from the safe area) from its safe-area guide.
  func defineMarginsGuide(of view: ItemID) {
    guard let guide = self[view].guides.marginsGuide else { return }
    let base = marginsAreOnSafeArea(view) ? safeAreaGuide(of: view) : view
    if marginsAreOnSafeArea(view) {
      features.insets.derivedMarginOwners.remove(view)
    } else {
      features.insets.derivedMarginOwners.insert(view)
    }
    for c in self[guide].derived.definingConstraints { try? solver.removeConstraint(c) }
    defineInset(guide, within: base, by: effectiveMargins(of: view))
  }

  /// The margins guide's insets from its base: the margins, plus for an ordinary view the
  /// safe-area insets it has (when it insets its margins from the safe area), grown to reach
  /// the superview's margins when it preserves them. The last two come from the last solution
  /// and `layout()` keeps them current.
  func effectiveMargins(of view: ItemID) -> Insets {
    var m = absoluteMargins(of: view)
    guard !marginsAreOnSafeArea(view) else { return m }
    let r = self[view]
    if r.marginSettings.insetsMarginsFromSafeArea {
      m.top += r.derived.safeAreaInsets.top
      m.left += r.derived.safeAreaInsets.left
      m.bottom += r.derived.safeAreaInsets.bottom
      m.right += r.derived.safeAreaInsets.right
    }
    if r.marginSettings.preservesSuperviewMargins, let parent = r.parent,
      let parentGuide = self[parent].guides.marginsGuide
    {
      let own = rootFrame(of: view)
      let edge = rootFrame(of: parentGuide)
      m.left = max(m.left, edge.x - own.x)
      m.top = max(m.top, edge.y - own.y)
      m.right = max(m.right, own.maxX - edge.maxX)
      m.bottom = max(m.bottom, own.maxY - edge.maxY)
    }
    return m
  }

  /// Root and child view-controller views measure margins from their safe-area guide; other
  /// views add their (computed) safe-area insets to their margins instead.
  func marginsAreOnSafeArea(_ view: ItemID) -> Bool {
    let kind = self[view].kind
    return (kind == .root || kind == .vc) && self[view].marginSettings.insetsMarginsFromSafeArea
  }

  /// Directional margins resolved to left/right for the layout direction.
  func absoluteMargins(of view: ItemID) -> Insets {
    var m = self[view].marginSettings.margins
    let r = self[view]
    if (r.kind == .root || r.kind == .vc) && r.marginSettings.respectsSystemMinimumMargins {
      let minimum = viewControllerMargins
      m = Insets(
        top: max(m.top, minimum.top), left: max(m.left, minimum.left), bottom: max(m.bottom, minimum.bottom),
        right: max(m.right, minimum.right))
    }
    return direction == .leftToRight
      ? m : Insets(top: m.top, left: m.right, bottom: m.bottom, right: m.left)
  }

  /// The safe-area insets of a view: the screen's for the root; for another view the part of
  /// the root's unsafe area its frame overlaps (computed from the last solution).
  func safeAreaInsets(of view: ItemID) -> Insets {
    if view == root { return screen.safeArea }
    return self[view].derived.safeAreaInsets
  }

  // MARK: - The root

  /// The root fills the screen: x = 0, y = 0, width and height from the device.
  func defineRootFromScreen() {
    let r = self[root]
    var made: [Constraint] = []
    for e in [
      LinearExpression(r.x), LinearExpression(r.y), r.width - screen.size.width,
      r.height - screen.size.height,
    ] {
      if let c = addSolverConstraint(e, .equal, priority: 1000, owner: .definition(root)) { made.append(c) }
    }
    self[root].derived.definingConstraints = made
  }

  /// A solver constraint recorded with what it stands for; nil if the solver refused it.
  @discardableResult
  func addSolverConstraint(
    _ expression: LinearExpression, _ relation: Relation, priority: Double, owner: SolverConstraintOwner,
    olderGivesWay: Bool = false
  ) -> Constraint? {
    let c = solver.makeConstraint(expression, relation, priority: priority, olderGivesWay: olderGivesWay)
    recordOwner(owner, of: c)
    return (try? solver.addConstraint(c)) == nil ? nil : c
  }

  func recordOwner(_ owner: SolverConstraintOwner, of c: Constraint) {
    let i = Int(c.index)
    if i >= solverBridge.owners.count {
      solverBridge.owners.append(
        contentsOf: repeatElement(.definition(root), count: i + 1 - solverBridge.owners.count))
    }
    solverBridge.owners[i] = owner
  }
}
