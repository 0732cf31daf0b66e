import AutoLayout
import LabLanguage
import TextMetrics

/// The Visual Format Language (LANGUAGE.md §3, reference §6): `|-` and `-|` go to the
/// superview's layout margins, `-` between views is the standard 8, `|-20-[a]` is 20 from the
/// edge, `[a][b]` is flush; `[a(60)]`, `[a(>=100@750)]`, `[a(==b)]` size a view on the axis.
extension Session {
  func visualFormat(_ v: VFLStatement, range: SourceRange) throws(Diagnostic) {
    let f = v.format
    let horizontal = f.orientation == .horizontal
    let before: LayoutAttribute = horizontal ? .leading : .top
    let after: LayoutAttribute = horizontal ? .trailing : .bottom
    let size: LayoutAttribute = horizontal ? .width : .height
    let origin = ConstraintOrigin.generated("VFL \(v.text)")
    func at(_ offset: Int) -> SourceRange {
      let start = SourceLocation(line: v.formatStart.line, column: v.formatStart.column + offset)
      return SourceRange(start, SourceLocation(line: start.line, column: start.column + 1))
    }
    var views: [ItemID] = []
    for view in f.views {
      guard let id = engine.item(named: qualified(view.name)) else {
        // UIKit's words, the caret after the name as Apple's guide shows it.
        throw Diagnostic(
          "Unable to parse constraint format: \(view.name) is not a key in the views dictionary.",
          at: at(view.offset + view.name.count),
          suggestion: suggestion(for: view.name, among: engine.itemsInTreeOrder().map { engine.name(of: $0) })
        )
      }
      views.append(id)
    }
    guard let first = views.first, let superview = engine.parent(of: first) else {
      // UIKit's words when the format reaches for the superview (a public IBDesignable log).
      throw Diagnostic(
        f.leading != nil || f.trailing != nil
          ? "Unable to parse constraint format: Unable to interpret '|' character, because the related view doesn't have a superview"
          : "a visual format needs views with a superview", at: range)
    }
    /// UIKit's words for a name that is neither a metric nor a view (a public exception log).
    func unknownMetric(_ name: String) -> Diagnostic {
      Diagnostic(
        "Unable to parse constraint format: Encountered metric with name \"\(name)\", but value was not specified in "
          + "metrics or views dictionaries (add `metrics \(name)=N`)", at: range)
    }
    func constant(_ p: VisualFormat.Predicate) throws(Diagnostic) -> Double {
      if let c = p.constant { return c }
      if let m = p.metric, let value = v.metrics[m] { return value }
      throw unknownMetric(p.metric ?? "?")
    }
    func priority(_ p: VisualFormat.Predicate) throws(Diagnostic) -> Double {
      if let n = p.priority { return n }
      if let m = p.priorityMetric {
        guard let value = v.metrics[m] else { throw unknownMetric(m) }
        return value
      }
      return 1000
    }
    func relation(_ r: EquationStatement.Relation) -> LayoutRelation {
      r == .equal ? .equal : r == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
    }
    var made: [LayoutConstraint] = []
    /// `later.before REL earlier.after + gap` for each predicate (or the standard / flush gap).
    func gap(_ c: VisualFormat.Connection, from earlier: Anchor, to later: Anchor, standard: Double)
      throws(Diagnostic)
    {
      if c.isStandard {
        made.append(LayoutConstraint(later, .equal, earlier, constant: standard, origin: origin))
      } else if c.predicates.isEmpty {
        made.append(LayoutConstraint(later, .equal, earlier, origin: origin))
      } else {
        for p in c.predicates {
          made.append(
            LayoutConstraint(
              later, relation(p.relation), earlier, constant: try constant(p), priority: try priority(p),
              origin: origin))
        }
      }
    }
    if let leading = f.leading {
      // `|-` reads the superview's margin; an explicit `|-20-` the edge itself.
      let edge = Anchor(superview, leading.isStandard ? (horizontal ? .leadingMargin : .topMargin) : before)
      try gap(leading, from: edge, to: Anchor(first, before), standard: 0)
    }
    for (k, connection) in f.connections.enumerated() {
      try gap(connection, from: Anchor(views[k], after), to: Anchor(views[k + 1], before), standard: 8)
    }
    if let trailing = f.trailing, let last = views.last {
      let edge = Anchor(
        superview, trailing.isStandard ? (horizontal ? .trailingMargin : .bottomMargin) : after)
      try gap(trailing, from: Anchor(last, after), to: edge, standard: 0)
    }
    for (k, view) in f.views.enumerated() {
      for p in view.predicates {
        if p.constant == nil, let name = p.metric, v.metrics[name] == nil {
          guard let other = engine.item(named: qualified(name)) else { throw unknownMetric(name) }
          made.append(
            LayoutConstraint(
              Anchor(views[k], size), relation(p.relation), Anchor(other, size), priority: try priority(p),
              origin: origin))
        } else {
          made.append(
            LayoutConstraint(
              Anchor(views[k], size), relation(p.relation), nil, constant: try constant(p),
              priority: try priority(p),
              origin: origin))
        }
      }
    }
    if let align = v.align {
      guard let attribute = LayoutAttribute(rawValue: align),
        attribute.axis != (horizontal ? .horizontal : .vertical),
        !attribute.isSize
      else {
        throw Diagnostic(
          "`align \(align)` must be a \(horizontal ? "vertical" : "horizontal") edge, centre or baseline",
          at: range)
      }
      for view in views.dropFirst() {
        made.append(
          LayoutConstraint(Anchor(view, attribute), .equal, Anchor(first, attribute), origin: origin))
      }
    }
    if let name = v.name {
      // `as gaps`: gaps.1, gaps.2, … in the order made.
      for k in made.indices { try checkNewName("\(name).\(k + 1)", at: range, naming: "a constraint") }
      var installed: [ConstraintID] = []
      for (k, c) in made.enumerated() {
        do {
          installed.append(try engine.addConstraint(c, named: qualified("\(name).\(k + 1)")))
        } catch {
          for id in installed { engine.removeConstraint(id) }
          throw Diagnostic(error.description, at: range)
        }
      }
      return
    }
    try addAll(made, at: range)
  }
}
