import Cassowary

extension LayoutEngine {
  /// UIKit's `fittingSizeLevel`: the priority at which `systemLayoutSizeFitting` pulls a view
  /// towards its target size (reference §3, "fittingSizeLevel 50").
  static let fittingSizeLevel = 50.0

  /// `systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)`: the smallest size the
  /// constraints inside a view's subtree give it, solved apart from the rest of the layout.
  ///
  /// As in UIKit, only constraints among the view, its descendants and their guides count
  /// (those installed on the view or below it); anything tying the subtree to the outside,
  /// the view's own position included, is left out. The view's width and height are pulled
  /// to 0 at `fittingSizeLevel`, so content-size priorities above 50 win and the result is
  /// the compressed size. Broken constraints stay out, as they are out of the main layout.
  ///
  /// With `width`, the width is required at that value and only the height fits: a
  /// self-sizing cell's `systemLayoutSizeFitting(_:withHorizontalFittingPriority: .required,
  /// verticalFittingPriority: .fittingSizeLevel)`. The row constraints UIKit puts on a cell
  /// (its encapsulated size) are left out, as UIKit measures without them. A cell's content
  /// (`measuringCell`) is measured with the constraints its current size broke.
  func compressedFittingSize(of id: ItemID, width fixedWidth: Double? = nil, measuringCell: Bool = false) -> (
    width: Double, height: Double
  ) {
    let members = subtree(of: id)
    let inside = Set(members)
    let fitting = PrioritySolver()
    var local: [Variable: Variable] = [:]
    func localVariable(_ v: Variable) -> Variable {
      if let l = local[v] { return l }
      let l = fitting.makeVariable()
      local[v] = l
      return l
    }
    func isInside(_ term: Term) -> Bool { itemOfVariable(term.variable).map(inside.contains) ?? false }
    var copied = Set<Constraint>()
    for member in members {
      let r = self[member]
      let modelConstraints = r.constraints.compactMap { c -> Constraint? in
        if records[Int(c.index)].constraint.origin.isRowFrame { return nil }
        return records[Int(c.index)].solverConstraint
      }
      let candidates =
        r.derived.definingConstraints + r.derived.sizeFloors + r.derived.contentSize.compactMap { $0 }
        + modelConstraints
      for c in candidates where solver.hasConstraint(c) && copied.insert(c).inserted {
        let d = solver.definition(of: c)
        copy(d.expression, d.relation, d.priority)
      }
      // Measuring a cell: its content's constraints count even when the row's current height
      // broke them (UIKit measures the content without the encapsulated height).
      if measuringCell {
        for id in r.constraints where member == records[Int(id.index)].constraint.first.item {
          let record = records[Int(id.index)]
          guard record.isAlive, record.isActive, record.isBroken else { continue }
          copy(
            solverExpression(record.constraint).reduced, relation(record.constraint.relation),
            record.constraint.priority)
        }
      }
    }
    func copy(_ expression: LinearExpression, _ relation: Relation, _ priority: Double) {
      guard expression.terms.allSatisfy(isInside) else { return }
      let e = LinearExpression(
        expression.terms.map { Term(localVariable($0.variable), $0.coefficient) },
        constant: expression.constant)
      // A conflict inside the subtree breaks here as it would in UIKit's fitting engine:
      // the constraint is simply not taken.
      _ = try? fitting.addConstraint(e, relation, priority: priority)
    }
    let width = localVariable(self[id].width)
    let height = localVariable(self[id].height)
    if let fixedWidth {
      _ = try? fitting.addConstraint(
        LinearExpression(width) - fixedWidth, .equal, priority: PrioritySolver.required)
    } else {
      _ = try? fitting.addConstraint(LinearExpression(width), .equal, priority: Self.fittingSizeLevel)
    }
    _ = try? fitting.addConstraint(LinearExpression(height), .equal, priority: Self.fittingSizeLevel)
    fitting.updateVariables()
    return (fitting.value(of: width), fitting.value(of: height))
  }
}
