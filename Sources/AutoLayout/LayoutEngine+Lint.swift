import TextMetrics

extension LayoutEngine {
  /// Every finding, in tree order of the first view they name.
  public func lint() -> [LintFinding] {
    let screenRect = Rect(x: 0, y: 0, width: screen.size.width, height: screen.size.height)
    let safe = screen.safeArea
    let safeRect = Rect(
      x: safe.left, y: safe.top, width: screen.size.width - safe.left - safe.right,
      height: screen.size.height - safe.top - safe.bottom)
    let views = itemsInTreeOrder().filter { self[$0].kind.isView && $0 != root && !isHiddenOrInHidden($0) }
    var out: [LintFinding] = []
    for id in views {
      let frame = roundedRootFrame(of: id)
      out += placementFindings(id, frame)
      out += contentFindings(id, frame, screen: screenRect, safeArea: safeRect)
      out += textFindings(id, frame)
      if [ViewKind.button, .switch, .stepper, .segmented, .slider].contains(self[id].kind),
        isSqueezedBelowTapTarget(id, frame)
      {
        out.append(
          LintFinding(
            kind: .smallTarget, views: [id],
            detail: "\(name(of: id)) is \(frame.width.compact) × \(frame.height.compact), "
              + "under 44 × 44 and below its own size (a warning)"))
      }
    }
    return out + overlapFindings()
  }

  /// A view outside its superview, or sticking out of a baseline-aligned stack. Rows are
  /// placed by their table, and a scroll view's content may reach beyond it.
  func placementFindings(_ id: ItemID, _ frame: Rect) -> [LintFinding] {
    let placedBySystem = [ViewKind.cell, .collectioncell, .cellcontent, .headerfooter].contains(self[id].kind)
    guard let parent = self[id].parent, !placedBySystem, self[parent].kind != .scroll, parent != root else {
      return []
    }
    let bounds = roundedRootFrame(of: parent)
    if let overhang = baselineOverhang(of: id, frame, in: parent, bounds) { return [overhang] }
    guard !contains(bounds, frame) else { return [] }
    return [
      LintFinding(
        kind: .clipped, views: [id],
        detail: "\(name(of: id)) reaches outside \(name(of: parent)): \(frame) in \(bounds)")
    ]
  }

  /// A view with content that is off the screen, under the unsafe area, or of no size.
  func contentFindings(_ id: ItemID, _ frame: Rect, screen screenRect: Rect, safeArea safeRect: Rect)
    -> [LintFinding]
  {
    let r = self[id]
    let kind = r.kind
    let hasContent =
      kind.hasText && !r.content.text.isEmpty || kind == .image
      || [ViewKind.switch, .slider, .segmented, .stepper].contains(kind)
    guard hasContent else { return [] }
    var out: [LintFinding] = []
    if !insideScroll(id) {
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
    if (frame.width < 0.01 || frame.height < 0.01) && !(kind == .image && r.content.imageSize == .none) {
      out.append(
        LintFinding(
          kind: .empty, views: [id],
          detail: "\(name(of: id)) has content but is \(frame.width.compact) × \(frame.height.compact)"))
    }
    return out
  }

  /// A label whose text does not fit: truncated as drawn, or narrower than its one line.
  func textFindings(_ id: ItemID, _ frame: Rect) -> [LintFinding] {
    let r = self[id]
    guard r.kind == .label && !r.content.text.isEmpty else { return [] }
    let shown = displayedLabel(id)
    if shown.truncated {
      return [
        LintFinding(
          kind: .truncated, views: [id],
          detail: "\(name(of: id)) shows '\(shown.lines.joined(separator: " "))'")
      ]
    }
    guard let w = r.derived.intrinsic.width, frame.width < w - 0.5, r.content.lines == 1 else { return [] }
    return [
      LintFinding(
        kind: .truncated, views: [id],
        detail: "\(name(of: id)) is \(frame.width.compact) wide, below its intrinsic \(w.compact) "
          + "(compression resistance \(r.compression.horizontal.compact) lost)")
    ]
  }

  /// Siblings that overlap, outside views whose features lay their children out (stack
  /// views, a widget's own anatomy).
  func overlapFindings() -> [LintFinding] {
    var out: [LintFinding] = []
    for parent in itemsInTreeOrder()
    where self[parent].kind.isView && !arrangesChildren(of: parent) && !isHiddenOrInHidden(parent) {
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

  /// A control below Apple's 44 × 44 tap target on an axis where it is also smaller than its
  /// own intrinsic size: a layout squeezed it. UIKit's controls at their standard sizes (a
  /// 51 × 31 switch, a 34-tall button) are what UIKit ships, and lint stays quiet on them.
  func isSqueezedBelowTapTarget(_ id: ItemID, _ frame: Rect) -> Bool {
    let intrinsic = self[id].derived.intrinsic
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
    hasAncestor(id) { self[$0].kind.scrollsContent }
  }
}
