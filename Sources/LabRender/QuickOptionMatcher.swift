import AutoLayout

/// Reads a view's constraints back as the Subviews package's quick layout options, for
/// `export swift-subviews`: an option is written only where constraints say exactly what it
/// makes (required, `==`, to the superview or one of its guides), whoever wrote them — an
/// option typed in LayoutLab, an equation, SnapKit, an imported storyboard. What no option
/// says stays an explicit constraint.
///
/// The options make (as `Session+Options.swift` expands them, after Subviews' README):
/// `.pinTop(inset: i)` is `top == superview.top + i`, `.pinBottom(inset: i)` is
/// `bottom == superview.bottom - i` (leading and trailing alike), the `marginsPin`,
/// `safeAreaPin` and `readableContentPin` families the same against the superview's guides;
/// `.alignCenterX(offset: o)` is `centerX == superview.centerX + o`; `.width(w)` is
/// `width == w`; `.aspectRatio(r)` is `width == height * r`; `.relativeWidth(f)` is
/// `width == superview.width * f`.
struct QuickOptionMatcher {
  let engine: LayoutEngine

  /// The options for `view` (in a stable order: pins, centring, sizes) and the constraints
  /// they stand for.
  func options(for view: ItemID, among candidates: [ConstraintID]) -> (
    options: [String], covered: Set<ConstraintID>
  ) {
    guard let parent = engine.parent(of: view) else { return ([], []) }
    var pins: [String: [LayoutAttribute: Double]] = [:]
    var centres: [LayoutAttribute: Double] = [:]
    var constants: [LayoutAttribute: Double] = [:]
    var relative: [LayoutAttribute: Double] = [:]
    var ratio: Double?
    var covered: Set<ConstraintID> = []
    for id in candidates {
      guard let c = oriented(engine.constraint(id), view: view, parent: parent),
        c.relation == .equal, c.priority >= 1000
      else { continue }
      let a = c.first.attribute
      guard let second = c.second else {
        if (a == .width || a == .height) && constants[a] == nil {
          constants[a] = c.constant
          covered.insert(id)
        }
        continue
      }
      if second.item == view {
        if a == .width && second.attribute == .height && c.constant == 0 && ratio == nil && c.multiplier > 0 {
          ratio = c.multiplier
          covered.insert(id)
        }
        continue
      }
      if (a == .width || a == .height) && second.item == parent && second.attribute == a && c.constant == 0 {
        if relative[a] == nil {
          relative[a] = c.multiplier
          covered.insert(id)
        }
        continue
      }
      guard c.multiplier == 1 else { continue }
      if (a == .centerX || a == .centerY) && second.item == parent && second.attribute == a {
        if centres[a] == nil {
          centres[a] = c.constant
          covered.insert(id)
        }
        continue
      }
      guard [.top, .leading, .bottom, .trailing].contains(a),
        let family = pinFamily(second, edge: a, parent: parent),
        pins[family]?[a] == nil
      else { continue }
      pins[family, default: [:]][a] = a == .top || a == .leading ? c.constant : -c.constant
      covered.insert(id)
    }
    var out: [String] = []
    for family in ["pin", "marginsPin", "safeAreaPin", "readableContentPin"] {
      if let edges = pins[family] { out += pinOptions(family, edges) }
    }
    switch (centres[.centerX], centres[.centerY]) {
    case (let x?, let y?) where x == y: out.append(".alignCenter" + offset(x))
    case (let x, let y):
      if let x { out.append(".alignCenterX" + offset(x)) }
      if let y { out.append(".alignCenterY" + offset(y)) }
    }
    if let w = constants[.width] { out.append(".width(\(w.compact))") }
    if let h = constants[.height] { out.append(".height(\(h.compact))") }
    if let r = ratio { out.append(r == 1 ? ".aspectRatioSquare" : ".aspectRatio(\(r.compact))") }
    switch (relative[.width], relative[.height]) {
    case (let w?, let h?) where w == h: out.append(".relativeSize(\(w.compact))")
    case (let w, let h):
      if let w { out.append(".relativeWidth(\(w.compact))") }
      if let h { out.append(".relativeHeight(\(h.compact))") }
    }
    return (out, covered)
  }

  /// The constraint with `view` first: one written from the superview's side is turned
  /// around (`root.trailing == a.trailing + 20` is `a.trailing == root.trailing - 20`).
  func oriented(_ c: LayoutConstraint, view: ItemID, parent: ItemID) -> LayoutConstraint? {
    if c.first.item == view { return c }
    guard let second = c.second, second.item == view, c.multiplier == 1,
      c.first.item == parent || engine.guideOwner(of: c.first.item) == parent
    else { return nil }
    return LayoutConstraint(
      second, c.relation.flipped, c.first, constant: -c.constant, priority: c.priority, origin: c.origin)
  }

  /// Which pin family an edge's target belongs to: the superview's own edge, or the same
  /// edge of its margins (also as a margin attribute), safe area or readable content guide.
  func pinFamily(_ target: Anchor, edge: LayoutAttribute, parent: ItemID) -> String? {
    if target.item == parent {
      if target.attribute == edge { return "pin" }
      return target.attribute.marginBase == edge ? "marginsPin" : nil
    }
    guard target.attribute == edge, engine.guideOwner(of: target.item) == parent else { return nil }
    switch engine.guideRole(of: target.item) {
    case .margins: return "marginsPin"
    case .safeArea: return "safeAreaPin"
    case .readable: return "readableContentPin"
    default: return nil
    }
  }

  /// A family's edges as few options as say them: all four, then pairs, then single edges,
  /// a pair or quadruple only where its insets are equal.
  func pinOptions(_ family: String, _ edges: [LayoutAttribute: Double]) -> [String] {
    var left = edges
    var out: [String] = []
    func take(_ side: String, _ group: [LayoutAttribute]) {
      let insets = group.compactMap { left[$0] }
      guard insets.count == group.count, Set(insets).count == 1 else { return }
      out.append(".\(family)\(side)" + inset(insets[0]))
      for edge in group { left[edge] = nil }
    }
    take("", [.top, .leading, .bottom, .trailing])
    take("Horizontally", [.leading, .trailing])
    take("Vertically", [.top, .bottom])
    for (side, edge) in [
      ("Top", LayoutAttribute.top), ("Leading", .leading), ("Bottom", .bottom), ("Trailing", .trailing),
    ] {
      if let i = left[edge] { out.append(".\(family)\(side)" + inset(i)) }
    }
    return out
  }

  func inset(_ value: Double) -> String { value == 0 ? "" : "(inset: \(value.compact))" }
  func offset(_ value: Double) -> String { value == 0 ? "" : "(offset: \(value.compact))" }
}
