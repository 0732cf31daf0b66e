/// The constraints a UIStackView makes for its arranged views: the generation recipe of
/// `reference/uikit-semantics.md` §1.9 (iOS 26 reading), as a pure function of the stack's
/// configuration and its items, so that the engine can diff one generation against the next
/// and patch only what changed, as UIKit's `updateConstraints` does.
///
/// Not yet made: system spacing (`spacingUseSystem`) and the improved (`<=` @950+) form of
/// `UISV-text-width-disambiguation`; see docs/stacks.md.
public enum StackRecipe {
  public static func constraints(_ stack: StackConfiguration, _ items: [StackArrangedItem])
    -> [StackConstraint]
  {
    var out: [StackConstraint] = []
    guard !items.isEmpty else {
      // 'UISV-fix-for-app-bug-ambiguity': an empty stack collapses along its height.
      out.append(make("UISV-fix-for-app-bug-ambiguity", .canvas, .height, .equal, priority: 1))
      return out
    }
    orderedConstraints(stack, items, into: &out)
    alignedConstraints(stack, items, into: &out)
    return out
  }

  /// One constraint of the recipe (the arguments in the order UIKit prints an equation).
  static func make(
    _ identifier: String, _ first: StackNode, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
    _ second: StackNode? = nil, _ secondAttribute: LayoutAttribute? = nil,
    multiplier: Double = 1, constant: Double = 0, priority: Double = 1000
  ) -> StackConstraint {
    StackConstraint(
      identifier: identifier, first: first, firstAttribute: firstAttribute, relation: relation,
      second: second,
      secondAttribute: secondAttribute, multiplier: multiplier, constant: constant, priority: priority)
  }

  // MARK: Along the axis (the distribution arrangement)

  static func orderedConstraints(
    _ stack: StackConfiguration, _ items: [StackArrangedItem], into out: inout [StackConstraint]
  ) {
    let a = AxisAttributes(stack.axis)
    let visible = items.indices.filter { !items[$0].isHidden }
    func add(
      _ id: String, _ f: StackNode, _ fa: LayoutAttribute, _ r: LayoutRelation, _ s: StackNode?,
      _ sa: LayoutAttribute?,
      multiplier: Double = 1, constant: Double = 0, priority: Double = 1000
    ) {
      out.append(make(id, f, fa, r, s, sa, multiplier: multiplier, constant: constant, priority: priority))
    }
    // Ends: the canvas holds the first and last visible items, or the ordering spanner.
    if let first = visible.first, let last = visible.last {
      add("UISV-canvas-connection", .canvas, a.min, .equal, .item(first), a.min)
      out.append(closingEdge(last, a))
    } else {
      add("UISV-canvas-connection", .canvas, a.min, .equal, .orderingSpanner, a.min)
      add("UISV-canvas-connection", .orderingSpanner, a.max, .equal, .canvas, a.max)
      // Every item hidden: the spanner standing in fits to 0 at the spanning guides' fitting
      // priority of an all-hidden arrangement (0.001; docs/stacks.md §2a), so the stack is 0
      // long, as Xcode stores it, not ambiguous.
      add("UISV-spanning-fit", .orderingSpanner, a.size, .equal, nil, nil, priority: 0.001)
    }
    // The chain between consecutive visible items.
    for (p, q) in zip(visible, visible.dropFirst()) { out.append(chainLink(p, q, stack, a)) }
    hiddenConstraints(stack, items, visible, a, into: &out)
    switch stack.distribution {
    case .fill: break
    case .fillEqually: fillEqually(visible, a, into: &out)
    case .fillProportionally:
      // Proportional only when the items' lengths leave something to share out.
      let lengths = items.map { max($0.axisLength ?? 0, 0) }
      let total = visible.reduce(0) { $0 + lengths[$1] } + stack.spacing * Double(max(visible.count - 1, 0))
      guard total > max(stack.spacing * Double(items.count - 1), 1) else {
        fillEqually(visible, a, into: &out)
        break
      }
      for i in visible {
        let m = lengths[i] / total
        if m <= 0 {
          add("UISV-fill-proportionally", .item(i), a.size, .equal, nil, nil)
        } else {
          add(
            "UISV-fill-proportionally", .item(i), a.size, .equal, .canvas, a.size,
            multiplier: m, priority: m == 1 ? 1000 : Double(max(999 - i, 751)))
        }
      }
    case .equalSpacing, .equalCentering:
      let centering = stack.distribution == .equalCentering
      for (k, (p, q)) in zip(visible, visible.dropFirst()).enumerated() {
        add("UISV-distributing-edge", .gap(k), a.min, .equal, .item(p), centering ? a.center : a.max)
        add("UISV-distributing-edge", .gap(k), a.max, .equal, .item(q), centering ? a.center : a.min)
        if k > 0 {
          add(
            "UISV-fill-equally", .gap(k), a.size, .equal, .gap(0), a.size,
            priority: centering ? Double(max(150 - p, 50)) : 1000)
        }
      }
      add("UISV-canvas-fit", .canvas, a.size, .equal, nil, nil, priority: 49)
    }
    textWidthDisambiguation(stack, items, visible, into: &out)
  }

  /// `UISV-text-width-disambiguation`, the improved form (reference §1.2): side by side,
  /// multi-line labels could trade width at equal priorities, so each visible one is held to
  /// at most an equal share of the canvas, `item.width <= 1/n × canvas.width − spacing ×
  /// (n − 1)/n` (n visible items), at 950 + k × min(25/n, 1) for the k-th visible item. A
  /// label whose text fits keeps its own width (Xcode stores two short multi-line labels in an
  /// equalSpacing stack at their text widths, `docs/stacks.md`); long ones wrap at their
  /// share. Horizontal stacks with distribution fill, equalSpacing or equalCentering, and at
  /// least two visible items.
  static func textWidthDisambiguation(
    _ stack: StackConfiguration, _ items: [StackArrangedItem], _ visible: [Int],
    into out: inout [StackConstraint]
  ) {
    guard stack.axis == .horizontal, stack.distribution == .fill || stack.distribution.spacesWithGaps,
      visible.count >= 2
    else { return }
    let n = Double(visible.count)
    let s = (stack.spacing * stack.scale).rounded() / stack.scale
    for (k, i) in visible.enumerated() where items[i].isMultilineText {
      out.append(
        make(
          "UISV-text-width-disambiguation", .item(i), .width, .lessThanOrEqual, .canvas, .width,
          multiplier: 1 / n, constant: -s * (n - 1) / n, priority: 950 + Double(k) * min(25 / n, 1)))
    }
  }

  /// iOS 26: hidden items leave the chain, collapse to zero length, and are placed weakly
  /// (@50) next to the visible item before them — half its spacing in if a visible item
  /// follows — or just before the first visible item.
  static func hiddenConstraints(
    _ stack: StackConfiguration, _ items: [StackArrangedItem], _ visible: [Int], _ a: AxisAttributes,
    into out: inout [StackConstraint]
  ) {
    for h in items.indices where items[h].isHidden {
      out.append(make("UISV-hiding", .item(h), a.size, .equal, priority: 999.999))
      if let p = visible.last(where: { $0 < h }) {
        let followed = visible.contains { $0 > h }
        out.append(
          make(
            "UISV-spacing-hidden", .item(h), a.min, .equal, .item(p), a.max,
            constant: followed ? spacing(after: p, stack) / 2 : 0, priority: 50))
      } else if let q = visible.first {
        out.append(make("UISV-spacing-hidden", .item(q), a.min, .equal, .item(h), a.max, priority: 50))
      } else {
        out.append(
          make("UISV-spacing-hidden", .item(h), a.min, .equal, .orderingSpanner, a.max, priority: 50))
      }
    }
  }

  static func fillEqually(_ visible: [Int], _ a: AxisAttributes, into out: inout [StackConstraint]) {
    guard let first = visible.first else { return }
    for q in visible.dropFirst() { out.append(equalLength(q, first, a)) }
  }

  // MARK: Constraints of one item or one pair (shared with the append path, StackRecipe+Append)

  /// The last visible item's far edge on the canvas's: the edge that closes the axis.
  static func closingEdge(_ last: Int, _ a: AxisAttributes) -> StackConstraint {
    make("UISV-canvas-connection", .item(last), a.max, .equal, .canvas, a.max)
  }

  /// The spacing between consecutive visible items p and q (baseline to baseline in a
  /// baseline-relative vertical stack; at least the spacing when the distribution has gaps).
  static func chainLink(_ p: Int, _ q: Int, _ stack: StackConfiguration, _ a: AxisAttributes)
    -> StackConstraint
  {
    let baselines = stack.axis == .vertical && stack.isBaselineRelative
    let relation: LayoutRelation = stack.distribution.spacesWithGaps ? .greaterThanOrEqual : .equal
    return make(
      "UISV-spacing", .item(q), baselines ? .firstBaseline : a.min, relation,
      .item(p), baselines ? .lastBaseline : a.max, constant: spacing(after: p, stack))
  }

  /// fillEqually: item q as long as the first visible item.
  static func equalLength(_ q: Int, _ first: Int, _ a: AxisAttributes) -> StackConstraint {
    make("UISV-fill-equally", .item(q), a.size, .equal, .item(first), a.size)
  }

  /// The spacing after an item, rounded to the screen's pixels as UIKit rounds it.
  static func spacing(after index: Int, _ stack: StackConfiguration) -> Double {
    rounded(stack.customSpacing[index] ?? stack.spacing, stack)
  }

  /// A spacing rounded to the screen's pixels.
  static func rounded(_ spacing: Double, _ stack: StackConfiguration) -> Double {
    (spacing * stack.scale).rounded() / stack.scale
  }

  // MARK: Across the axis (the alignment arrangement)

  static func alignedConstraints(
    _ stack: StackConfiguration, _ items: [StackArrangedItem], into out: inout [StackConstraint]
  ) {
    let plan = AlignmentPlan(stack)
    let c = plan.c
    let alignment = stack.alignment
    func add(
      _ id: String, _ f: StackNode, _ fa: LayoutAttribute, _ r: LayoutRelation, _ s: StackNode?,
      _ sa: LayoutAttribute?,
      priority: Double = 1000
    ) {
      out.append(make(id, f, fa, r, s, sa, priority: priority))
    }
    let (pinsMin, pinsMax) = (plan.pinsMin, plan.pinsMax)
    if items.allSatisfy(\.isHidden) {
      allHiddenAlignment(plan, items, into: &out)
      return
    }
    if items.count == 1 {
      add("UISV-canvas-connection", .canvas, c.min, pinsMin ? .equal : .lessThanOrEqual, .item(0), c.min)
      add("UISV-canvas-connection", .item(0), c.max, pinsMax ? .equal : .lessThanOrEqual, .canvas, c.max)
      if alignment == .center { add("UISV-canvas-connection", .canvas, c.center, .equal, .item(0), c.center) }
      if alignment != .fill { out.append(plan.ambiguitySuppression(0)) }
      if !(pinsMin && pinsMax) { add("UISV-canvas-fit", .canvas, c.size, .equal, nil, nil, priority: 49) }
      return
    }
    for k in items.indices.dropFirst() { plan.alignment(k, into: &out) }
    if alignment == .fill {
      add("UISV-canvas-connection", .canvas, c.min, .equal, .item(0), c.min)
      add("UISV-canvas-connection", .item(0), c.max, .equal, .canvas, c.max)
      return
    }
    // A pinned edge holds item 0; a free edge holds the spanner, which encloses every
    // visible item (equal to each on a pinned edge, weakly, since item 0 is pinned already).
    add("UISV-canvas-connection", .canvas, c.min, .equal, pinsMin ? .item(0) : .alignmentSpanner, c.min)
    if alignment == .lastBaseline && !plan.baselineOnVertical {
      add("UISV-canvas-connection", .canvas, c.max, .greaterThanOrEqual, .item(0), c.max)
    } else {
      add("UISV-canvas-connection", pinsMax ? .item(0) : .alignmentSpanner, c.max, .equal, .canvas, c.max)
    }
    if alignment == .center { add("UISV-canvas-connection", .canvas, c.center, .equal, .item(0), c.center) }
    if alignment.isBaseline && !plan.baselineOnVertical {
      add("UISV-canvas-fit", .canvas, c.size, .equal, nil, nil, priority: 49)
    }
    for k in items.indices where !items[k].isHidden { plan.spanningBoundaries(k, into: &out) }
    add("UISV-spanning-fit", .alignmentSpanner, c.size, .equal, nil, nil, priority: 51)
    for k in items.indices { out.append(plan.ambiguitySuppression(k)) }
  }

  /// Every item hidden: nothing holds the stack across the axis, whatever the alignment. The
  /// canvas spans the alignment spanner, which fits to 0 at 0.001, so the stack is 0 across
  /// unless constraints size it (Xcode stores 0 in 37 of 39 such dimensions, a fill-aligned
  /// stack of hidden 56-point buttons among them; docs/stacks.md §2a). The hidden items are
  /// only placed, weakly, at the canvas's leading or top edge: LayoutLab's own constraint
  /// (UIKit's for this case is not known), so that they are not ambiguous.
  static func allHiddenAlignment(
    _ plan: AlignmentPlan, _ items: [StackArrangedItem], into out: inout [StackConstraint]
  ) {
    let c = plan.c
    out.append(make("UISV-canvas-connection", .canvas, c.min, .equal, .alignmentSpanner, c.min))
    out.append(make("UISV-canvas-connection", .alignmentSpanner, c.max, .equal, .canvas, c.max))
    out.append(make("UISV-spanning-fit", .alignmentSpanner, c.size, .equal, nil, nil, priority: 0.001))
    for k in items.indices {
      out.append(make("LayoutLab-hidden-placement", .item(k), c.min, .equal, .canvas, c.min, priority: 50))
      if !(plan.pinsMin && plan.pinsMax) { out.append(plan.ambiguitySuppression(k)) }
    }
  }
}

/// How a stack's alignment holds its items across the axis, and the constraints of one item
/// (shared by the recipe and its append path).
struct AlignmentPlan {
  /// The attributes across the axis.
  let c: AxisAttributes
  /// The attributes item 0 and item k are aligned by.
  let attributes: [LayoutAttribute]
  let pinsMin, pinsMax: Bool
  /// Baselines are vertical attributes: a vertical stack cannot align by them, so its items
  /// are held only by the spanner (no edge pinned, no alignment constraint).
  let baselineOnVertical: Bool

  init(_ stack: StackConfiguration) {
    let alignment = stack.alignment
    c = AxisAttributes(stack.axis == .horizontal ? .vertical : .horizontal)
    baselineOnVertical = alignment.isBaseline && stack.axis == .vertical
    pinsMin = alignment == .fill || alignment == .leading || alignment == .top
    pinsMax = alignment == .fill || alignment == .trailing || alignment == .bottom
    let attributes: [LayoutAttribute] =
      switch alignment {
      case .fill: [c.min, c.max]
      case .leading, .top: [c.min]
      case .trailing, .bottom: [c.max]
      case .center: [c.center]
      case .firstBaseline: [.firstBaseline]
      case .lastBaseline: [.lastBaseline]
      }
    self.attributes = baselineOnVertical ? [] : attributes
  }

  /// Item k (k > 0) aligned with item 0.
  func alignment(_ k: Int, into out: inout [StackConstraint]) {
    for attribute in attributes {
      out.append(StackRecipe.make("UISV-alignment", .item(0), attribute, .equal, .item(k), attribute))
    }
  }

  /// The alignment spanner enclosing visible item k (not made when the alignment is fill).
  func spanningBoundaries(_ k: Int, into out: inout [StackConstraint]) {
    if pinsMin {
      out.append(
        StackRecipe.make(
          "UISV-spanning-boundary", .alignmentSpanner, c.min, .equal, .item(k), c.min, priority: 999.5))
    } else {
      out.append(
        StackRecipe.make(
          "UISV-spanning-boundary", .alignmentSpanner, c.min, .lessThanOrEqual, .item(k), c.min))
    }
    if pinsMax {
      out.append(
        StackRecipe.make(
          "UISV-spanning-boundary", .alignmentSpanner, c.max, .equal, .item(k), c.max, priority: 999.5))
    } else {
      out.append(
        StackRecipe.make(
          "UISV-spanning-boundary", .alignmentSpanner, c.max, .greaterThanOrEqual, .item(k), c.max))
    }
  }

  /// Item k's length across the axis, held weakly so that it is never ambiguous.
  func ambiguitySuppression(_ k: Int) -> StackConstraint {
    StackRecipe.make("UISV-ambiguity-suppression", .item(k), c.size, .equal, nil, nil, priority: 25)
  }
}

/// The attributes of one axis: its edges, centre and size.
struct AxisAttributes {
  let min, max, center, size: LayoutAttribute
  init(_ axis: Axis) {
    switch axis {
    case .horizontal: (min, max, center, size) = (.leading, .trailing, .centerX, .width)
    case .vertical: (min, max, center, size) = (.top, .bottom, .centerY, .height)
    }
  }
}
