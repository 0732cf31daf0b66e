import TextMetrics

/// Layout lint (issue 15), what `check` adds to ambiguity and conflicts: problems a solved
/// layout can have although every constraint holds.
public struct LintFinding: Equatable, Sendable {
  public enum Kind: String, Sendable {
    /// Partly or wholly outside its superview's bounds (it would be cut with clipsToBounds).
    case clipped
    /// A view with content partly outside the screen or under its unsafe areas.
    case offscreen
    /// Two siblings that share area (not inside a stack view, which never overlaps them).
    case overlap
    /// A label whose text does not fit, or that is squeezed below its intrinsic size.
    case truncated
    /// A view with content but no width or no height.
    case empty
    /// A control smaller than 44 × 44 points (Apple's minimum tap target; a warning).
    case smallTarget
    /// An arranged view that sticks out of a baseline-aligned horizontal stack, which UIKit
    /// sizes from its first arranged view on one side (drawn, but taps there miss it).
    case baselineOverhang
  }

  public var kind: Kind
  public var views: [ItemID]
  public var detail: String
}

extension LayoutEngine {
  /// Every finding, in tree order of the first view they name.
  public func lint() -> [LintFinding] {
    var out: [LintFinding] = []
    let screenRect = Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height)
    let safe = screen.safeArea
    let safeRect = Rect(
      x: safe.left, y: safe.top, width: screen.size.width - safe.left - safe.right,
      height: screen.size.height - safe.top - safe.bottom)
    let views = itemsInTreeOrder().filter { self[$0].kind.isView && $0 != root && !isHiddenOrInHidden($0) }
    for id in views {
      let r = self[id]
      let frame = roundedRootFrame(of: id)
      let kind = r.kind
      // Rows are placed by their table; a scroll view's content may reach beyond it.
      let placedBySystem = [ViewKind.cell, .collectioncell, .cellcontent, .headerfooter].contains(kind)
      if let parent = r.parent, !placedBySystem, self[parent].kind != .scroll, parent != root {
        let bounds = roundedRootFrame(of: parent)
        if let overhang = baselineOverhang(of: id, frame, in: parent, bounds) {
          out.append(overhang)
        } else if !contains(bounds, frame) {
          out.append(
            LintFinding(
              kind: .clipped, views: [id],
              detail: "\(name(of: id)) reaches outside \(name(of: parent)): \(frame) in \(bounds)"))
        }
      }
      let hasContent =
        kind.hasText && !r.text.isEmpty || kind == .image
        || [ViewKind.switch, .slider, .segmented, .stepper].contains(kind)
      if hasContent && !insideScroll(id) {
        if !contains(screenRect, frame) {
          out.append(
            LintFinding(
              kind: .offscreen, views: [id], detail: "\(name(of: id)) is partly off the screen: \(frame)"))
        } else if !contains(safeRect, frame) {
          out.append(
            LintFinding(
              kind: .offscreen, views: [id], detail: "\(name(of: id)) is under the unsafe area: \(frame)"))
        }
      }
      if hasContent && (frame.width < 0.01 || frame.height < 0.01)
        && !(kind == .image && r.imageSize == .none)
      {
        out.append(
          LintFinding(
            kind: .empty, views: [id],
            detail: "\(name(of: id)) has content but is \(frame.width.compact) × \(frame.height.compact)"))
      }
      if kind == .label && !r.text.isEmpty {
        let shown = displayedLabel(id)
        let intrinsic = r.intrinsic
        if shown.truncated {
          out.append(
            LintFinding(
              kind: .truncated, views: [id],
              detail: "\(name(of: id)) shows '\(shown.lines.joined(separator: " "))'"))
        } else if let w = intrinsic.width, frame.width < w - 0.5, r.lines == 1 {
          out.append(
            LintFinding(
              kind: .truncated, views: [id],
              detail:
                "\(name(of: id)) is \(frame.width.compact) wide, below its intrinsic \(w.compact) (compression resistance \(r.compression.horizontal.compact) lost)"
            ))
        }
      }
      if [ViewKind.button, .switch, .stepper, .segmented, .slider].contains(kind),
        isSqueezedBelowTapTarget(id, frame)
      {
        out.append(
          LintFinding(
            kind: .smallTarget, views: [id],
            detail:
              "\(name(of: id)) is \(frame.width.compact) × \(frame.height.compact), under 44 × 44 and below its own size (a warning)"
          ))
      }
    }
    // Siblings that overlap, outside stack views and outside a widget's own anatomy (its
    // separator lies over its padding view by design).
    for parent in itemsInTreeOrder()
    where self[parent].kind.isView && self[parent].kind != .stack && features.widgets.states[parent] == nil
      && !isHiddenOrInHidden(parent)
    {
      let children = self[parent].children.filter { self[$0].kind.isView && !self[$0].isHidden }
      for (i, a) in children.enumerated() {
        for b in children[(i + 1)...] {
          let fa = roundedRootFrame(of: a)
          let fb = roundedRootFrame(of: b)
          let w = min(fa.maxX, fb.maxX) - max(fa.x, fb.x)
          let h = min(fa.maxY, fb.maxY) - max(fa.y, fb.y)
          if w > 0.5 && h > 0.5 {
            out.append(
              LintFinding(
                kind: .overlap, views: [a, b],
                detail: "\(name(of: a)) and \(name(of: b)) overlap by \(w.compact) × \(h.compact)"))
          }
        }
      }
    }
    return out
  }

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
        "\(name(of: id)) sticks out \(amount.compact) \(side) \(name(of: stack)): a \(configuration.alignment.rawValue) stack "
        + "takes its \(edge) from its first arranged view, \(name(of: first)), so UIKit draws \(name(of: id)) there but taps miss it; "
        + "put \(name(of: id)) first, or add `\(name(of: stack)).\(edge) \(relation) \(name(of: id)).\(edge)`"
    )
  }

  /// A control below Apple's 44 × 44 tap target on an axis where it is also smaller than its
  /// own intrinsic size: a layout squeezed it. UIKit's controls at their standard sizes (a
  /// 51 × 31 switch, a 34-tall button) are what UIKit ships, and lint stays quiet on them.
  func isSqueezedBelowTapTarget(_ id: ItemID, _ frame: Rect) -> Bool {
    let intrinsic = self[id].intrinsic
    let narrow = frame.width < 44 && frame.width < (intrinsic.width ?? 44) - 0.5
    let short = frame.height < 44 && frame.height < (intrinsic.height ?? 44) - 0.5
    return narrow || short
  }

  func contains(_ outer: Rect, _ inner: Rect) -> Bool {
    inner.x >= outer.x - 0.01 && inner.y >= outer.y - 0.01 && inner.maxX <= outer.maxX + 0.01
      && inner.maxY <= outer.maxY + 0.01
  }

  public func isHiddenOrInHidden(_ id: ItemID) -> Bool {
    self[id].isHidden || hasAncestor(id) { self[$0].isHidden }
  }

  func insideScroll(_ id: ItemID) -> Bool {
    hasAncestor(id) { [ViewKind.scroll, .table, .collection].contains(self[$0].kind) }
  }
}
