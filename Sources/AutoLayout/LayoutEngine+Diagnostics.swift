import Cassowary
import TextMetrics

extension LayoutEngine {
  /// The conflict reports since the last call (each printed once).
  public func takeConflictReports() -> [ConflictReport] {
    defer { conflictState.pending.removeAll() }
    return conflictState.pending.map(\.report)
  }

  /// Constraints that are active but broken by a conflict, by id.
  public var brokenConstraints: [ConstraintID] {
    conflictState.broken.filter { records[Int($0.index)].isAlive }.sorted()
  }

  /// The live, active model constraints of the conflict that broke `id` (itself first),
  /// empty when it is not broken.
  public func conflictMembers(of id: ConstraintID) -> [ConstraintID] {
    let record = records[Int(id.index)]
    guard record.isAlive, record.isBroken else { return [] }
    return [id]
      + record.conflictMembers.filter {
        $0 != id && records[Int($0.index)].isAlive && records[Int($0.index)].isActive
      }
  }

  // MARK: - Ambiguity

  /// The axes on which a view's frame is not fixed by its constraints (more than one frame
  /// satisfies them equally well). Guides count too; the root never is.
  public func ambiguousAxes(of id: ItemID) -> [Axis] {
    let r = self[id]
    var axes: [Axis] = []
    if !positionIsDetermined(id, .horizontal) || !solver.isDetermined(r.width) { axes.append(.horizontal) }
    if !positionIsDetermined(id, .vertical) || !solver.isDetermined(r.height) { axes.append(.vertical) }
    return axes
  }

  /// The engine variables of an item that are not fixed, named as `_autolayoutTrace` names
  /// them: minX, minY, Width, Height. A position counts as fixed when the view's place on
  /// screen is, whatever its superview's.
  public func ambiguousVariables(of id: ItemID) -> [String] {
    let r = self[id]
    return [
      (positionIsDetermined(id, .horizontal), "minX"), (positionIsDetermined(id, .vertical), "minY"),
      (solver.isDetermined(r.width), "Width"), (solver.isDetermined(r.height), "Height"),
    ].filter { !$0.0 }.map(\.1)
  }

  /// Every live view and guide with an ambiguous axis, in tree order.
  public func ambiguousItems() -> [(item: ItemID, axes: [Axis])] {
    itemsInTreeOrder().compactMap { id in
      let axes = ambiguousAxes(of: id)
      return axes.isEmpty ? nil : (id, axes)
    }
  }

  // MARK: - Explanation

  /// The binding constraints behind an anchor's value (the owners of the markers in the sum
  /// of its variables' rows).
  public func explain(_ anchor: Anchor) -> ConstraintExplanation {
    let e = expression(anchor).reduced
    var binding: [String] = []
    var model: [ConstraintID] = []
    let determined = solver.isDetermined(e)
    for c in solver.bindingConstraints(of: e) {
      binding.append(describeSolverConstraint(c))
      if case .model(let id) = owner(of: c) { model.append(id) }
    }
    // Constraints on the anchor's own item first, then those further up the chain; the other
    // side of each is where its value comes from (the right-hand side when neither side is
    // the anchor's item).
    let involving = model.filter { involvedItems(records[Int($0.index)].constraint).contains(anchor.item) }
    let further = model.filter { !involving.contains($0) }
    let steps = (involving + further).map { id -> ExplanationStep in
      let c = records[Int(id.index)].constraint
      let other =
        c.first.item == anchor.item ? c.second : (c.second?.item == anchor.item ? c.first : c.second)
      // The other side's value as this constraint reads it (a scroll view's edge seen from its
      // content is the content area's).
      let mine = c.first.item == anchor.item ? c.first : (c.second ?? c.first)
      return ExplanationStep(
        constraint: id, other: other, otherValue: other.map { value(of: $0, facing: mine) })
    }
    return ConstraintExplanation(
      anchor: anchor, value: value(of: anchor), binding: binding, constraints: model,
      isDetermined: determined, steps: steps)
  }

  func owner(of c: Constraint) -> SolverConstraintOwner {
    Int(c.index) < solverBridge.owners.count ? solverBridge.owners[Int(c.index)] : .definition(root)
  }

  // MARK: - Descriptions

  /// `UILabel:title'Hello'`: the class, the user's name where UIKit prints an address, and
  /// the text as UIKit quotes it.
  public func itemDescription(_ id: ItemID) -> String {
    let r = self[id]
    if let role = r.guides.role { return "UILayoutGuide:\(r.name)'\(role.rawValue)'" }
    let text = r.kind.hasText && !r.content.text.isEmpty ? "'\(r.content.text)'" : ""
    return "\(r.className ?? r.kind.uikitClass):\(r.name)\(text)"
  }

  /// The constraint in NSLayoutConstraint description form: `<NSLayoutConstraint:c3 'name'
  /// UILabel:title.leading == UIView:root.leadingMargin + 8   (active)>`.
  public func describe(_ id: ConstraintID) -> String {
    let record = records[Int(id.index)]
    let c = record.constraint
    if case .autoresizing(let view) = c.origin { return describeAutoresizing(id, of: view) }
    var body = "\(itemDescription(c.first.item)).\(c.first.attribute) \(c.relation.rawValue)"
    if let second = c.second {
      let multiplier = c.multiplier == 1 ? "" : " * \(c.multiplier.compact)"
      body += " \(itemDescription(second.item)).\(second.attribute)\(multiplier)"
      if c.constant != 0 {
        body += c.constant < 0 ? " - \((-c.constant).compact)" : " + \(c.constant.compact)"
      }
    } else {
      body += " \(c.constant.compact)"
    }
    if c.priority < 1000 { body += " @\(c.priority.compact)" }
    let label = (c.identifier ?? record.name).map { " '\($0)'" } ?? ""
    let state = record.isActive ? "   (active)" : ""
    if case .logged(ConstraintOrigin.loggedAutoresizing) = c.origin {
      return "<NSAutoresizingMaskLayoutConstraint:\(id) \(body)\(state)>"
    }
    return "<NSLayoutConstraint:\(id)\(label) \(body)\(state)>"
  }

  /// UIKit's form (iOS 13 and later, reference §5.4 and `docs/engine.md`):
  /// `<NSAutoresizingMaskLayoutConstraint:c7 h=--& v=--& UIView:box.minX == 20   (active,
  /// names: '|':UIView:card )>`, `… UIView:box.minX == 0.5*UIView:card.width - 32   (active)>`,
  /// and for a fixed trailing margin `… UIView:card.width == UIView:box.maxX + 20   (active)>`.
  func describeAutoresizing(_ id: ConstraintID, of view: ItemID) -> String {
    let record = records[Int(id.index)]
    let c = record.constraint
    let mask = self[view].autoresizing.autoresizingMask
    let names: [LayoutAttribute: String] = [.left: "minX", .right: "maxX", .top: "minY", .bottom: "maxY"]
    let attribute = names[c.first.attribute] ?? c.first.attribute.rawValue
    func signed(_ k: Double) -> String { k == 0 ? "" : k < 0 ? " - \((-k).compact)" : " + \(k.compact)" }
    var body: String
    var superviewName = ""
    if let second = c.second, c.first.attribute == .right || c.first.attribute == .bottom {
      // maxX == superview.width − R, printed the other way round.
      let superviewEdge = "\(itemDescription(second.item)).\(second.attribute)"
      body = "\(superviewEdge) == \(itemDescription(view)).\(attribute)\(signed(-c.constant))"
    } else if let second = c.second {
      let multiplier = c.multiplier == 1 ? "" : "\(c.multiplier.compact)*"
      let superviewEdge = "\(itemDescription(second.item)).\(second.attribute)"
      body = "\(itemDescription(view)).\(attribute) == \(multiplier)\(superviewEdge)\(signed(c.constant))"
    } else {
      // A constant prints bare, a negative one with a spaced sign (`minY == - 0.333333`).
      let constant = c.constant < 0 ? "- \((-c.constant).compact)" : c.constant.compact
      body = "\(itemDescription(view)).\(attribute) == \(constant)"
      if !c.first.attribute.isSize, let parent = self[view].parent {
        superviewName = ", names: '|':\(itemDescription(parent)) "
      }
    }
    let state = record.isActive ? "   (active\(superviewName))" : ""
    let codes = "\(mask.code(.horizontal)) \(mask.code(.vertical))"
    return "<NSAutoresizingMaskLayoutConstraint:\(id) \(codes) \(body)\(state)>"
  }

  /// Any solver constraint as UIKit would print its source.
  func describeSolverConstraint(_ c: Constraint) -> String {
    switch owner(of: c) {
    case .model(let id): return describe(id)
    case .contentSize(let id, let slot):
      let r = self[id]
      let axis = slot < 2 ? "width" : "height"
      let value = (slot < 2 ? r.derived.intrinsic.width : r.derived.intrinsic.height) ?? 0
      let hug = slot < 2 ? r.hugging.horizontal : r.hugging.vertical
      let cr = slot < 2 ? r.compression.horizontal : r.compression.vertical
      return
        "<NSContentSizeLayoutConstraint:\(r.name).\(axis) \(itemDescription(id)).\(axis) == \(value.compact) "
        + "Hug:\(hug.compact) CompressionResistance:\(cr.compact)>"
    case .sizeFloor(let id, let axis):
      // Not an NSLayoutConstraint: the engine's own rule, printed so `explain` can name it.
      return "<size floor \(itemDescription(id)).\(axis == .horizontal ? "width" : "height") >= 0>"
    case .definition(let id):
      let k = self[id].derived.definingConstraints.firstIndex(of: c) ?? 0
      if id == root {
        let parts = [
          ("minX", 0.0), ("minY", 0.0), ("width", screen.size.width), ("height", screen.size.height),
        ]
        let (attribute, value) = parts[min(k, 3)]
        let name = attribute == "width" ? "Width" : attribute == "height" ? "Height" : "Origin"
        return "<NSLayoutConstraint:'UIView-Encapsulated-Layout-\(name)' "
          + "\(itemDescription(root)).\(attribute) == \(value.compact)   (active)>"
      }
      guard let owner = self[id].guides.owner else {
        return "<NSLayoutConstraint:\(itemDescription(id))   (active)>"
      }
      if self[id].guides.role == .spacing {
        // Not an NSLayoutConstraint: the stack's spacing, which its UISV-spacing constraints read.
        return k == 0
          ? "<stack spacing \(itemDescription(owner)).spacing == \((-solver.constant(of: c)).compact)>"
          : "<stack spacing \(itemDescription(id)) within \(itemDescription(owner))>"
      }
      let role = self[id].guides.role?.rawValue ?? "guide"
      let base =
        self[id].guides.role == .margins && marginsAreOnSafeArea(owner) ? safeAreaGuide(of: owner) : owner
      if self[id].derived.definingConstraints.count == 4 {
        // An inset guide: its four edges against its base.
        let edges = ["left", "right", "top", "bottom"]
        let constant = solver.constant(of: c)
        let inset = k == 0 || k == 2 ? -constant : constant
        let sign = k == 0 || k == 2 ? "+" : "-"
        return "<NSLayoutConstraint:'\(role)' \(itemDescription(id)).\(edges[k]) == "
          + "\(itemDescription(base)).\(edges[k]) \(sign) \(inset.compact)   (active)>"
      }
      return
        "<NSLayoutConstraint:'\(role)' \(itemDescription(id)) within \(itemDescription(owner))   (active)>"
    }
  }
}
