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
    let views = try vflViews(v)
    guard let first = views.first, let superview = engine.parent(of: first) else {
      // UIKit's words when the format reaches for the superview (a public IBDesignable log).
      throw Diagnostic(
        f.leading != nil || f.trailing != nil
          ? "Unable to parse constraint format: Unable to interpret '|' character, "
            + "because the related view doesn't have a superview"
          : "a visual format needs views with a superview", at: range)
    }
    var c = VFLConstraints(statement: v, range: range)
    if let leading = f.leading {
      // `|-` reads the superview's margin; an explicit `|-20-` the edge itself.
      let edge = Anchor(superview, leading.isStandard ? (horizontal ? .leadingMargin : .topMargin) : before)
      try c.gap(leading, from: edge, to: Anchor(first, before), standard: 0)
    }
    for (k, connection) in f.connections.enumerated() {
      try c.gap(connection, from: Anchor(views[k], after), to: Anchor(views[k + 1], before), standard: 8)
    }
    if let trailing = f.trailing, let last = views.last {
      let edge = Anchor(
        superview, trailing.isStandard ? (horizontal ? .trailingMargin : .bottomMargin) : after)
      try c.gap(trailing, from: Anchor(last, after), to: edge, standard: 0)
    }
    try addVFLSizes(&c, views: views, attribute: horizontal ? .width : .height)
    if let align = v.align { try addVFLAlignment(&c, align, views: views, horizontal: horizontal) }
    try installVFL(c.made, name: v.name, at: range)
  }

  /// The constraints one format makes, read with its metrics.
  struct VFLConstraints {
    let statement: VFLStatement
    let range: SourceRange
    let origin: ConstraintOrigin
    var made: [LayoutConstraint] = []

    init(statement: VFLStatement, range: SourceRange) {
      self.statement = statement
      self.range = range
      origin = .generated("VFL \(statement.text)")
    }

    /// UIKit's words for a name that is neither a metric nor a view (a public exception log).
    func unknownMetric(_ name: String) -> Diagnostic {
      Diagnostic(
        "Unable to parse constraint format: Encountered metric "
          + "with name \"\(name)\", but value was not specified in "
          + "metrics or views dictionaries (add `metrics \(name)=N`)", at: range)
    }

    func constant(_ p: VisualFormat.Predicate) throws(Diagnostic) -> Double {
      if let c = p.constant { return c }
      if let m = p.metric, let value = statement.metrics[m] { return value }
      throw unknownMetric(p.metric ?? "?")
    }

    func priority(_ p: VisualFormat.Predicate) throws(Diagnostic) -> Double {
      if let n = p.priority { return n }
      if let m = p.priorityMetric {
        guard let value = statement.metrics[m] else { throw unknownMetric(m) }
        return value
      }
      return 1000
    }

    static func relation(_ r: EquationStatement.Relation) -> LayoutRelation {
      r == .equal ? .equal : r == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual
    }

    /// `later.before REL earlier.after + gap` for each predicate (or the standard / flush gap).
    mutating func gap(_ c: VisualFormat.Connection, from earlier: Anchor, to later: Anchor, standard: Double)
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
              later, Self.relation(p.relation), earlier, constant: try constant(p), priority: try priority(p),
              origin: origin))
        }
      }
    }
  }

  /// The format's views, each of which must exist.
  func vflViews(_ v: VFLStatement) throws(Diagnostic) -> [ItemID] {
    var views: [ItemID] = []
    for view in v.format.views {
      guard let id = engine.item(named: qualified(view.name)) else {
        // UIKit's words, the caret after the name as Apple's guide shows it.
        let start = SourceLocation(
          line: v.formatStart.line, column: v.formatStart.column + view.offset + view.name.count)
        throw Diagnostic(
          "Unable to parse constraint format: \(view.name) is not a key in the views dictionary.",
          at: SourceRange(start, SourceLocation(line: start.line, column: start.column + 1)),
          suggestion: suggestion(for: view.name, among: engine.itemsInTreeOrder().map { engine.name(of: $0) })
        )
      }
      views.append(id)
    }
    return views
  }

  /// `[a(60)]`, `[a(>=100@750)]`, `[a(==b)]`: each view's size predicates on the axis.
  func addVFLSizes(_ c: inout VFLConstraints, views: [ItemID], attribute size: LayoutAttribute)
    throws(Diagnostic)
  {
    for (k, view) in c.statement.format.views.enumerated() {
      for p in view.predicates {
        let relation = VFLConstraints.relation(p.relation)
        if p.constant == nil, let name = p.metric, c.statement.metrics[name] == nil {
          guard let other = engine.item(named: qualified(name)) else { throw c.unknownMetric(name) }
          c.made.append(
            LayoutConstraint(
              Anchor(views[k], size), relation, Anchor(other, size), priority: try c.priority(p),
              origin: c.origin))
        } else {
          c.made.append(
            LayoutConstraint(
              Anchor(views[k], size), relation, nil, constant: try c.constant(p), priority: try c.priority(p),
              origin: c.origin))
        }
      }
    }
  }

  /// `align EDGE`: every view after the first lined up with it across the axis.
  func addVFLAlignment(_ c: inout VFLConstraints, _ align: String, views: [ItemID], horizontal: Bool)
    throws(Diagnostic)
  {
    guard let attribute = LayoutAttribute(rawValue: align),
      attribute.axis != (horizontal ? .horizontal : .vertical),
      !attribute.isSize
    else {
      throw Diagnostic(
        "`align \(align)` must be a \(horizontal ? "vertical" : "horizontal") edge, centre or baseline",
        at: c.range)
    }
    for view in views.dropFirst() {
      c.made.append(
        LayoutConstraint(Anchor(view, attribute), .equal, Anchor(views[0], attribute), origin: c.origin))
    }
  }

  /// Adds the format's constraints; `as gaps` names them gaps.1, gaps.2, … in the order made.
  func installVFL(_ made: [LayoutConstraint], name: String?, at range: SourceRange) throws(Diagnostic) {
    guard let name else {
      try addAll(made, at: range)
      return
    }
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
  }
}
