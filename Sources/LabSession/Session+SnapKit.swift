import AutoLayout
import LabLanguage
import LabRender
import TextMetrics

/// SnapKit's `snp` blocks (LANGUAGE.md §3) with SnapKit's own meaning, read from its source
/// (SnapKit 5.7.1, commit 2842e6e; the file and line are beside each rule):
/// - a bare constant relates to the superview's same attribute, except that centerX relates to
///   its left and centerY to its top, and a size to nothing (Constraint.swift:163-189);
/// - `offset` and `inset` replace the constant, they do not add to it
///   (ConstraintMakerEditable.swift:45-53);
/// - the constant is read for the attribute related to, so an inset is negative on the right
///   and bottom and doubled on sizes (ConstraintConstantTarget.swift:115-134);
/// - `updateConstraints` changes the constant of the constraint with the same items,
///   attributes, relation, multiplier and priority, and stops the app when none matches
///   (Constraint.swift:312-324, LayoutConstraint.swift:51-57).
extension Session {
  static let snapKitAttributes: [String: [LayoutAttribute]] = {
    var table: [String: [LayoutAttribute]] = [:]
    for a in LayoutAttribute.allCases { table[a.rawValue] = [a] }
    table["edges"] = [.top, .left, .bottom, .right]
    table["directionalEdges"] = [.top, .leading, .bottom, .trailing]
    table["horizontalEdges"] = [.left, .right]
    table["verticalEdges"] = [.top, .bottom]
    table["directionalHorizontalEdges"] = [.leading, .trailing]
    table["directionalVerticalEdges"] = [.top, .bottom]
    table["size"] = [.width, .height]
    table["center"] = [.centerX, .centerY]
    table["margins"] = [.topMargin, .leftMargin, .bottomMargin, .rightMargin]
    table["directionalMargins"] = [.topMargin, .leadingMargin, .bottomMargin, .trailingMargin]
    table["centerWithinMargins"] = [.centerXWithinMargins, .centerYWithinMargins]
    return table
  }()

  static let snapKitModifiers = ["offset", "inset", "multipliedBy", "dividedBy", "priority", "labeled"]

  func snapKit(_ s: SnapKitStatement, scope: BlockScope?) throws(Diagnostic) {
    let view = try resolveItem(Self.swiftPath(s.view), scope: scope)
    guard let superview = engine.parent(of: view) else {
      throw Diagnostic("the root has no superview", at: s.range)
    }
    if s.method == "removeConstraints" || s.method == "remakeConstraints" {
      for c in document.snapKitMade[view] ?? [] where engine.exists(c) { engine.removeConstraint(c) }
      document.snapKitMade[view] = nil
      if s.method == "removeConstraints" { return }
    }
    var made: [(constraints: [LayoutConstraint], line: SnapKitLine)] = []
    for line in s.lines {
      made.append((try snapKitLine(line.links, view: view, superview: superview, statement: s), line))
    }
    // SnapKit's `snp` blocks turn translatesAutoresizingMaskIntoConstraints off on the view.
    engine.setTranslatesAutoresizingMask(view, false)
    // With nothing made before, `updateConstraints` makes (ConstraintMaker.swift:205-214).
    let updating =
      s.method == "updateConstraints" && (document.snapKitMade[view] ?? []).contains { engine.exists($0) }
    if updating {
      try updateSnapKitConstants(made.flatMap(\.constraints), view: view, at: s.range)
      return
    }
    var installed: [ConstraintID] = []
    for (constraints, line) in made {
      var ids: [ConstraintID] = []
      for (k, c) in constraints.enumerated() {
        let name = line.kept.map { qualified(Self.keptName($0, index: k, of: constraints.count)) }
        if let name { try checkNewName(name, at: line.kept?.range ?? s.range, naming: "a constraint") }
        do {
          ids.append(try engine.addConstraint(c, named: name))
        } catch {
          throw Diagnostic("\(error)", at: s.range)
        }
      }
      installed += ids
    }
    document.snapKitMade[view, default: []].append(contentsOf: installed)
  }

  /// `topConstraint` for one constraint, `edgesConstraint.1` … for a line that made several.
  static func keptName(_ path: Path, index: Int, of count: Int) -> String {
    let name = swiftPath(path).description
    return count == 1 ? name : "\(name).\(index + 1)"
  }

  /// `updateConstraints` on a view with SnapKit constraints: each line must match one made
  /// before, or nothing changes (SnapKit stops the app there).
  func updateSnapKitConstants(_ made: [LayoutConstraint], view: ItemID, at range: SourceRange)
    throws(Diagnostic)
  {
    var matches: [(ConstraintID, Double)] = []
    for c in made {
      guard let existing = matchingSnapKitConstraint(c, view: view) else {
        let priority = c.priority < 1000 ? " @\(c.priority.compact)" : ""
        throw Diagnostic(
          "SnapKit's updateConstraints finds no constraint made before with the same attributes, relation, "
            + "multiplier and priority as `\(ConstraintListRenderer.equation(engine, c))\(priority)`; "
            + "SnapKit stops the app here "
            + "(\"Updated constraint could not find existing matching constraint to update\"). "
            + "Use remakeConstraints to replace the view's constraints, or makeConstraints to add one",
          at: range)
      }
      matches.append((existing, c.constant))
    }
    for (id, constant) in matches {
      try diagnosing(at: range) { try engine.setConstant(id, constant) }
    }
  }

  /// The constraint `updateConstraints` changes: SnapKit's LayoutConstraint `==` compares both
  /// items and attributes, the relation, the priority and the multiplier, not the constant.
  func matchingSnapKitConstraint(_ c: LayoutConstraint, view: ItemID) -> ConstraintID? {
    (document.snapKitMade[view] ?? []).first { id in
      guard engine.exists(id) else { return false }
      let old = engine.constraint(id)
      return old.first == c.first && old.relation == c.relation && old.second == c.second
        && old.multiplier == c.multiplier && old.priority == c.priority
    }
  }

  /// What one line relates to: the related item and attributes (nil attributes: the same as
  /// the maker's), or a constant with no view.
  enum SnapKitTarget {
    case item(ItemID, [LayoutAttribute]?)
    case constant(SnapKitConstant)
  }

  /// SnapKit's ConstraintConstantTarget: a number, a size, a point, or insets.
  enum SnapKitConstant {
    case number(Double)
    case size(width: Double, height: Double)
    case point(x: Double, y: Double)
    case insets(top: Double, left: Double, bottom: Double, right: Double)

    /// The constant for the attribute related to (ConstraintConstantTarget.swift:52-134).
    func value(for attribute: LayoutAttribute, direction: LayoutDirection) -> Double {
      switch self {
      case .number(let n): return n
      case .size(let w, let h): return attribute == .width ? w : attribute == .height ? h : 0
      case .point(let x, let y): return attribute.isSize ? 0 : attribute.axis == .horizontal ? x : y
      case .insets(let top, let left, let bottom, let right):
        let rtl = direction == .rightToLeft
        switch attribute {
        case .left, .leftMargin: return left
        case .top, .topMargin, .firstBaseline: return top
        case .right, .rightMargin: return -right
        case .bottom, .bottomMargin, .lastBaseline: return -bottom
        case .leading, .leadingMargin: return rtl ? right : left
        case .trailing, .trailingMargin: return rtl ? -left : -right
        case .centerX, .centerXWithinMargins: return (left - right) / 2
        case .centerY, .centerYWithinMargins: return (top - bottom) / 2
        case .width: return -(left + right)
        case .height: return -(top + bottom)
        }
      }
    }
  }

  /// One `make.…` line: attributes, then a relation (`equalTo(…)`, `…ToSuperview()`), then
  /// modifiers (`offset`, `inset`, `multipliedBy`, `dividedBy`, `priority`, `labeled`).
  func snapKitLine(_ links: [ChainLink], view: ItemID, superview: ItemID, statement: SnapKitStatement)
    throws(Diagnostic) -> [LayoutConstraint]
  {
    let (attributes, index) = try snapKitLeadingAttributes(links, statement: statement)
    let relationLink = links[index]
    let relations: [String: LayoutRelation] = [
      "equalTo": .equal, "greaterThanOrEqualTo": .greaterThanOrEqual, "lessThanOrEqualTo": .lessThanOrEqual,
      "equalToSuperview": .equal, "greaterThanOrEqualToSuperview": .greaterThanOrEqual,
      "lessThanOrEqualToSuperview": .lessThanOrEqual,
    ]
    guard let relation = relations[relationLink.name] else {
      throw Diagnostic(
        "expected `equalTo`, `greaterThanOrEqualTo`, `lessThanOrEqualTo` or their `…ToSuperview()`",
        at: relationLink.range,
        suggestion: suggestion(for: relationLink.name, among: Array(relations.keys).sorted()))
    }
    var target = SnapKitTarget.item(superview, nil)
    if !relationLink.name.hasSuffix("Superview") {
      guard let argument = relationLink.arguments?.first?.value else {
        throw Diagnostic("`\(relationLink.name)(…)` needs a target", at: relationLink.range)
      }
      target = try snapKitTarget(argument, at: relationLink.range)
    }
    var modifiers = SnapKitModifiers()
    if case .constant(let c) = target { modifiers.constant = c }
    try readSnapKitModifiers(links[(index + 1)...], into: &modifiers)
    return attributes.enumerated().map { (k, a) in
      var second: Anchor? = nil
      var toAttribute = a
      switch target {
      case .item(let item, let related):
        if let related { toAttribute = related.count == attributes.count ? related[k] : related[0] }
        second = Anchor(item, toAttribute)
      case .constant:
        // No view: the superview's same attribute, centerX its left and centerY its top;
        // a size relates to nothing (Constraint.swift:163-189).
        toAttribute = a == .centerX ? .left : a == .centerY ? .top : a
        second = a.isSize ? nil : Anchor(superview, toAttribute)
      }
      return LayoutConstraint(
        Anchor(view, a), relation, second, multiplier: modifiers.multiplier,
        constant: modifiers.constant?.value(for: toAttribute, direction: engine.direction) ?? 0,
        priority: modifiers.priority, identifier: modifiers.label, origin: .generated("SnapKit"))
    }
  }

  /// The attributes a `make.…` line starts with (`make.left.right`), and the index of the
  /// link after them.
  func snapKitLeadingAttributes(_ links: [ChainLink], statement: SnapKitStatement)
    throws(Diagnostic) -> (attributes: [LayoutAttribute], next: Int)
  {
    var attributes: [LayoutAttribute] = []
    var index = 0
    while index < links.count, let a = Self.snapKitAttributes[links[index].name],
      links[index].arguments == nil
    {
      attributes += a
      index += 1
    }
    guard !attributes.isEmpty else {
      throw Diagnostic(
        "expected an attribute after the maker, such as `left` or `edges`",
        at: links.first?.range ?? statement.range,
        suggestion: links.first.flatMap {
          suggestion(for: $0.name, among: Array(Self.snapKitAttributes.keys).sorted())
        })
    }
    guard index < links.count else {
      throw Diagnostic("expected `equalTo(…)` after the attributes", at: links[index - 1].range)
    }
    return (attributes, index)
  }

  /// What the modifiers after a `make.…` line's relation set.
  struct SnapKitModifiers {
    var constant: SnapKitConstant? = nil
    var multiplier = 1.0
    var priority = 1000.0
    var label: String? = nil
  }

  /// Reads `offset`, `inset`, `multipliedBy`, `dividedBy`, `priority` and `labeled`, in order.
  func readSnapKitModifiers(_ links: ArraySlice<ChainLink>, into modifiers: inout SnapKitModifiers)
    throws(Diagnostic)
  {
    for link in links {
      let value = link.arguments?.first?.value
      func number() throws(Diagnostic) -> Double {
        guard case .number(let n)? = value else {
          throw Diagnostic("`\(link.name)(N)` takes a number", at: link.range)
        }
        return n
      }
      switch link.name {
      case "offset": modifiers.constant = .number(try number())
      case "inset": modifiers.constant = try snapKitInsets(value, at: link.range)
      case "multipliedBy": modifiers.multiplier = try number()
      case "dividedBy":
        let d = try number()
        guard d != 0 else { throw Diagnostic("cannot divide by zero", at: link.range) }
        modifiers.multiplier = 1 / d
      case "priority": modifiers.priority = try snapKitPriority(value, at: link.range)
      case "labeled":
        guard case .string(let s)? = value else {
          throw Diagnostic("`labeled(\"NAME\")` takes a string", at: link.range)
        }
        modifiers.label = s
      default:
        throw Diagnostic(
          "unknown modifier `\(link.name)`", at: link.range,
          suggestion: suggestion(for: link.name, among: Self.snapKitModifiers))
      }
    }
  }

  /// `equalTo(…)`'s argument: a number, `CGSize(…)`, `CGPoint(…)`, `UIEdgeInsets(…)`, a view,
  /// a layout guide, or `other.snp.ATTRIBUTE` (a group such as `edges` pairs attribute by
  /// attribute).
  func snapKitTarget(_ argument: Value, at range: SourceRange) throws(Diagnostic) -> SnapKitTarget {
    switch argument {
    case .number(let n): return .constant(.number(n))
    case .call("CGSize", _), .call("CGPoint", _), .call("UIEdgeInsets", _),
      .call("NSDirectionalEdgeInsets", _):
      return .constant(try snapKitConstant(argument, at: range))
    case .name(let written):
      var path = Self.swiftPath(written)
      var related: [LayoutAttribute]? = nil
      if let snp = path.components.firstIndex(of: "snp") {
        guard snp + 2 == path.components.count, let group = Self.snapKitAttributes[path.components[snp + 1]]
        else {
          throw Diagnostic(
            "expected `VIEW.snp.ATTRIBUTE`, such as `icon.snp.right` or `card.snp.edges`", at: range,
            suggestion: path.components.last.flatMap {
              suggestion(for: $0, among: Array(Self.snapKitAttributes.keys).sorted())
            })
        }
        related = group
        path = Path(components: Array(path.components[..<snp]), range: path.range)
      }
      return .item(try resolveItem(path, scope: nil), related)
    default:
      throw Diagnostic(
        "expected a number, `CGSize(…)`, `CGPoint(…)`, `UIEdgeInsets(…)`, a view or `view.snp.attribute`",
        at: range)
    }
  }

  /// `inset(8)` (all four sides) or `inset(UIEdgeInsets(…))`.
  func snapKitInsets(_ value: Value?, at range: SourceRange) throws(Diagnostic) -> SnapKitConstant {
    switch value {
    case .number(let n)?: return .insets(top: n, left: n, bottom: n, right: n)
    case let v?: return try snapKitConstant(v, at: range)
    case nil: throw Diagnostic("`inset(…)` takes a number or `UIEdgeInsets(…)`", at: range)
    }
  }

  /// `CGSize(width:height:)`, `CGPoint(x:y:)`, `UIEdgeInsets(top:left:bottom:right:)` and
  /// `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)` (stored as left and right in
  /// left-to-right, as SnapKit reads leading and trailing from left and right).
  func snapKitConstant(_ value: Value, at range: SourceRange) throws(Diagnostic) -> SnapKitConstant {
    guard case .call(let type, let arguments) = value else {
      throw Diagnostic("expected a number, `CGSize(…)`, `CGPoint(…)` or `UIEdgeInsets(…)`", at: range)
    }
    func labelled(_ labels: [String]) throws(Diagnostic) -> [Double] {
      var values: [Double] = []
      for label in labels {
        guard case .number(let n)? = arguments.first(where: { $0.label == label })?.value else {
          throw Diagnostic("`\(type)(…)` needs `\(labels.map { "\($0):" }.joined())` with numbers", at: range)
        }
        values.append(n)
      }
      return values
    }
    switch type {
    case "CGSize":
      let v = try labelled(["width", "height"])
      return .size(width: v[0], height: v[1])
    case "CGPoint":
      let v = try labelled(["x", "y"])
      return .point(x: v[0], y: v[1])
    case "UIEdgeInsets":
      let v = try labelled(["top", "left", "bottom", "right"])
      return .insets(top: v[0], left: v[1], bottom: v[2], right: v[3])
    case "NSDirectionalEdgeInsets":
      let v = try labelled(["top", "leading", "bottom", "trailing"])
      let rtl = engine.direction == .rightToLeft
      return .insets(top: v[0], left: rtl ? v[3] : v[1], bottom: v[2], right: rtl ? v[1] : v[3])
    default:
      throw Diagnostic(
        "expected `CGSize(…)`, `CGPoint(…)` or `UIEdgeInsets(…)`, found `\(type)(…)`", at: range)
    }
  }

  /// `.required` 1000, `.high` 750, `.medium` 500 on iOS, `.low` 250 (ConstraintPriority.swift:43-62).
  func snapKitPriority(_ value: Value?, at range: SourceRange) throws(Diagnostic) -> Double {
    switch value {
    case .number(let n)?: return n
    case .enumCase("required")?: return 1000
    case .enumCase("high")?: return 750
    case .enumCase("medium")?: return 500
    case .enumCase("low")?: return 250
    default: throw Diagnostic("`priority(.required|.high|.medium|.low|N)`", at: range)
    }
  }

  /// A path as a view controller's Swift code writes it: `self.` dropped (`resolveItem`
  /// reads UIKit's guide names itself).
  static func swiftPath(_ path: Path) -> Path {
    guard path.components.first == "self", path.components.count > 1 else { return path }
    return Path(components: Array(path.components.dropFirst()), range: path.range)
  }

  // MARK: - Kept constraints

  /// `topConstraint.update(offset: 20)`, `.update(inset: 8)`, `.update(priority: .high)`,
  /// `.activate()`, `.deactivate()` on a constraint kept with `.constraint` (Constraint.swift:
  /// 228-299): an offset replaces the constant, an inset is read for the attribute related to,
  /// and a priority changes only between optional ones.
  func snapKitConstraintCall(_ call: SnapKitConstraintCall) throws(Diagnostic) {
    let ids = keptSnapKitConstraints(Self.swiftPath(call.constraint))
    guard !ids.isEmpty else {
      throw Diagnostic(
        "there is no constraint '\(call.constraint)' (keep one "
          + "with `\(call.constraint) = make.….constraint`)",
        at: call.constraint.range)
    }
    let value = call.arguments.first?.value
    switch (call.method, call.arguments.first?.label) {
    case ("activate", nil) where call.arguments.isEmpty:
      for id in ids { engine.setActive(id, true) }
    case ("deactivate", nil) where call.arguments.isEmpty:
      for id in ids { engine.setActive(id, false) }
    case ("update", "offset"):
      guard case .number(let n)? = value else {
        throw Diagnostic("`update(offset: N)` takes a number", at: call.range)
      }
      for id in ids { try diagnosing(at: call.range) { try engine.setConstant(id, n) } }
    case ("update", "inset"):
      let insets = try snapKitInsets(value, at: call.range)
      for id in ids {
        let c = engine.constraint(id)
        let related = c.second?.attribute ?? c.first.attribute
        try diagnosing(at: call.range) {
          try engine.setConstant(id, insets.value(for: related, direction: engine.direction))
        }
      }
    case ("update", "priority"):
      let p = try snapKitPriority(value, at: call.range)
      for id in ids {
        guard engine.constraint(id).priority < 1000, p < 1000 else {
          throw Diagnostic(
            "SnapKit's update(priority:) changes a priority only from optional to optional (below 1000); "
              + "UIKit refuses a change to or from required on an installed constraint", at: call.range)
        }
        try diagnosing(at: call.range) { try engine.setPriority(id, p) }
      }
    default:
      throw Diagnostic(
        "a kept SnapKit constraint takes `update(offset:)`, "
          + "`update(inset:)`, `update(priority:)`, `activate()` "
          + "and `deactivate()`", at: call.range)
    }
  }

  /// The constraints kept under a name: `name` itself, or `name.1`, `name.2`, … for a line
  /// that made several.
  func keptSnapKitConstraints(_ path: Path) -> [ConstraintID] {
    if let id = engine.constraint(named: qualified(path.description)) { return [id] }
    var ids: [ConstraintID] = []
    while let id = engine.constraint(named: qualified("\(path.description).\(ids.count + 1)")) {
      ids.append(id)
    }
    return ids
  }
}
