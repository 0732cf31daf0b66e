import AutoLayout

/// `export swift-getlaid`: the layout in GetLaid's vocabulary, to paste into a view
/// controller's `viewDidLoad`: `addForAutoLayout` for each subview (it adds the view and turns
/// translatesAutoresizingMaskIntoConstraints off, per GetLaid's README), then one `>>` line
/// per constraint: `title.top >> header.bottom.offset(8)`, `.min` for `>=`, `.max` for `<=`,
/// `.at(m)` for a multiplier, `icon.width >> 44` for a constant size.
///
/// The README shows no way to give a `>>` constraint a priority, so a constraint below
/// required falls back to an anchor, with a comment saying why.
extension SwiftRenderer {
  public static func getLaid(_ engine: LayoutEngine) -> String {
    var lines = snippetOpening(engine, library: "GetLaid")
    let naming = SwiftNaming.snippet(engine)
    let items = exportedItems(engine)
    for id in items {
      let name = naming.name(id)
      let parentID = engine.parent(of: id) ?? engine.root
      let parent = naming.name(parentID)
      guard engine.kind(of: id).isView else {
        lines += ["let \(name) = \(parent).addLayoutGuide()", ""]
        continue
      }
      if engine.arrangedSubviews(of: parentID).contains(id) || engine.translatesAutoresizingMask(of: id) {
        // A stack adds its arranged views; a view that keeps its mask is no Auto Layout view.
        lines.append("let \(name) = \(initializer(engine, id))")
        lines += setup(engine, id, naming: naming, parent: parent)
      } else {
        lines.append("let \(name) = \(parent).addForAutoLayout(\(initializer(engine, id)))")
        lines += properties(engine, id, name, turnsMaskOff: false)
      }
      lines.append("")
    }
    let (constraints, skipped) = partitionConstraints(engine, cell: nil)
    var fallback: [ConstraintID] = []
    for id in constraints {
      let c = engine.constraint(id)
      guard c.priority >= 1000 else {
        fallback.append(id)
        continue
      }
      lines.append(getLaidLine(c, naming: naming))
    }
    if !fallback.isEmpty {
      lines += ["", "// GetLaid's `>>` takes no priority: these stay anchors."]
      lines += activation(engine, fallback, naming: naming)
    }
    for id in skipped {
      let equation = ConstraintListRenderer.equation(engine, engine.constraint(id))
      lines.append("// Left out: \(id) \(equation) ties a view in a reused cell to a view outside it.")
    }
    if lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// `title.top >> header.bottom.offset(8)`, `icon.width >> .min(44)`.
  static func getLaidLine(_ c: LayoutConstraint, naming: SwiftNaming) -> String {
    let source = getLaidAttribute(c.first, naming: naming)
    guard let second = c.second else {
      switch c.relation {
      case .equal: return "\(source) >> \(c.constant.compact)"
      case .greaterThanOrEqual: return "\(source) >> .min(\(c.constant.compact))"
      case .lessThanOrEqual: return "\(source) >> .max(\(c.constant.compact))"
      }
    }
    var target = getLaidAttribute(second, naming: naming)
    if c.multiplier != 1 { target += ".at(\(c.multiplier.compact))" }
    if c.constant != 0 { target += ".offset(\(c.constant.compact))" }
    switch c.relation {
    case .equal: break
    case .greaterThanOrEqual: target += ".min"
    case .lessThanOrEqual: target += ".max"
    }
    return "\(source) >> \(target)"
  }

  /// `title.top`; the root is `view`, a margin attribute reads the margins guide.
  static func getLaidAttribute(_ a: Anchor, naming: SwiftNaming) -> String {
    let owner = naming.name(a.item)
    if let base = a.attribute.marginBase { return "\(owner).layoutMarginsGuide.\(base)" }
    return "\(owner).\(a.attribute)"
  }
}
