import AutoLayout
import LabLanguage
import TextMetrics

/// SnapKit's `snp` blocks (LANGUAGE.md §3), with SnapKit's own meaning of a bare constant: for
/// a position it is measured from the superview's same edge (`make.left.equalTo(20)` is 20 from
/// its left, `make.right.equalTo(-20)` 20 inside its right).
extension Session {
  static let snapKitAttributes: [String: [LayoutAttribute]] = {
    var table: [String: [LayoutAttribute]] = [:]
    for a in LayoutAttribute.allCases { table[a.rawValue] = [a] }
    table["edges"] = [.top, .left, .bottom, .right]
    table["directionalEdges"] = [.top, .leading, .bottom, .trailing]
    table["horizontalEdges"] = [.left, .right]
    table["verticalEdges"] = [.top, .bottom]
    table["directionalHorizontalEdges"] = [.leading, .trailing]
    table["size"] = [.width, .height]
    table["center"] = [.centerX, .centerY]
    table["margins"] = [.topMargin, .leftMargin, .bottomMargin, .rightMargin]
    table["centerWithinMargins"] = [.centerXWithinMargins, .centerYWithinMargins]
    return table
  }()

  func snapKit(_ s: SnapKitStatement, scope: BlockScope?) throws(Diagnostic) {
    let view = try resolveItem(s.view, scope: scope)
    guard let superview = engine.parent(of: view) else { throw Diagnostic("the root has no superview", at: s.range) }
    if s.method == "removeConstraints" || s.method == "remakeConstraints" {
      for c in document.snapKitMade[view] ?? [] where engine.exists(c) { engine.removeConstraint(c) }
      document.snapKitMade[view] = nil
      if s.method == "removeConstraints" { return }
    }
    var made: [LayoutConstraint] = []
    for line in s.lines { made += try snapKitLine(line, view: view, superview: superview, statement: s) }
    // SnapKit's `snp` blocks turn translatesAutoresizingMaskIntoConstraints off on the view.
    engine.setTranslatesAutoresizingMask(view, false)
    var installed: [ConstraintID] = []
    do {
      for c in made {
        if s.method == "updateConstraints", let existing = matchingSnapKitConstraint(c, view: view) {
          try engine.setConstant(existing, c.constant)
        } else {
          installed.append(try engine.addConstraint(c))
        }
      }
    } catch {
      for c in installed { engine.removeConstraint(c) }
      throw Diagnostic("\(error)", at: s.range)
    }
    document.snapKitMade[view, default: []].append(contentsOf: installed)
  }

  /// `updateConstraints` changes the constant of the constraint made before with the same
  /// attribute, relation and target.
  func matchingSnapKitConstraint(_ c: LayoutConstraint, view: ItemID) -> ConstraintID? {
    (document.snapKitMade[view] ?? []).first { id in
      guard engine.exists(id) else { return false }
      let old = engine.constraint(id)
      return old.first == c.first && old.relation == c.relation && old.second == c.second && old.multiplier == c.multiplier
    }
  }

  /// One `make.…` line: attributes, then a relation (`equalTo(…)`, `…ToSuperview()`), then
  /// modifiers (`offset`, `inset`, `multipliedBy`, `dividedBy`, `priority`).
  func snapKitLine(_ links: [ChainLink], view: ItemID, superview: ItemID, statement: SnapKitStatement)
    throws(Diagnostic) -> [LayoutConstraint]
  {
    var attributes: [LayoutAttribute] = []
    var index = 0
    while index < links.count, let a = Self.snapKitAttributes[links[index].name], links[index].arguments == nil {
      attributes += a
      index += 1
    }
    guard !attributes.isEmpty else {
      throw Diagnostic(
        "expected an attribute after the maker, such as `left` or `edges`", at: links.first?.range ?? statement.range,
        suggestion: links.first.flatMap { suggestion(for: $0.name, among: Array(Self.snapKitAttributes.keys).sorted()) })
    }
    guard index < links.count else { throw Diagnostic("expected `equalTo(…)` after the attributes", at: links[index - 1].range) }
    let relationLink = links[index]
    let relations: [String: LayoutRelation] = [
      "equalTo": .equal, "greaterThanOrEqualTo": .greaterThanOrEqual, "lessThanOrEqualTo": .lessThanOrEqual,
      "equalToSuperview": .equal, "greaterThanOrEqualToSuperview": .greaterThanOrEqual,
      "lessThanOrEqualToSuperview": .lessThanOrEqual,
    ]
    guard let relation = relations[relationLink.name] else {
      throw Diagnostic(
        "expected `equalTo`, `greaterThanOrEqualTo`, `lessThanOrEqualTo` or their `…ToSuperview()`", at: relationLink.range,
        suggestion: suggestion(for: relationLink.name, among: Array(relations.keys).sorted()))
    }
    // The target: the superview, a view, another view's `snp` attribute, or a constant.
    var targetItem: ItemID? = superview
    var targetAttribute: LayoutAttribute? = nil
    var constant = 0.0
    if !relationLink.name.hasSuffix("Superview") {
      guard let argument = relationLink.arguments?.first?.value else {
        throw Diagnostic("`\(relationLink.name)(…)` needs a target", at: relationLink.range)
      }
      switch argument {
      case .number(let n):
        constant = n
        targetItem = attributes.allSatisfy(\.isSize) ? nil : superview
      case .name(let path):
        var components = path.components
        if let snp = components.firstIndex(of: "snp") {
          guard snp + 2 == components.count, let a = LayoutAttribute(rawValue: components[snp + 1]) else {
            throw Diagnostic("expected `VIEW.snp.ATTRIBUTE`", at: relationLink.range)
          }
          targetAttribute = a
          components = Array(components[..<snp])
        }
        targetItem = try resolveItem(Path(components: components, range: path.range), scope: nil)
      default:
        throw Diagnostic("expected a number, a view or `view.snp.attribute`", at: relationLink.range)
      }
    }
    var multiplier = 1.0
    var offset = 0.0
    var inset = 0.0
    var priority = 1000.0
    for link in links[(index + 1)...] {
      let value = link.arguments?.first?.value
      func number() throws(Diagnostic) -> Double {
        guard case .number(let n)? = value else { throw Diagnostic("`\(link.name)(N)`", at: link.range) }
        return n
      }
      switch link.name {
      case "offset": offset += try number()
      case "inset": inset += try number()
      case "multipliedBy": multiplier *= try number()
      case "dividedBy":
        let d = try number()
        guard d != 0 else { throw Diagnostic("cannot divide by zero", at: link.range) }
        multiplier /= d
      case "priority":
        switch value {
        case .number(let n)?: priority = n
        case .enumCase("required")?: priority = 1000
        case .enumCase("high")?: priority = 750
        case .enumCase("medium")?: priority = 500
        case .enumCase("low")?: priority = 250
        default: throw Diagnostic("`priority(.required|.high|.medium|.low|N)`", at: link.range)
        }
      default:
        throw Diagnostic(
          "unknown modifier `\(link.name)`", at: link.range,
          suggestion: suggestion(for: link.name, among: ["offset", "inset", "multipliedBy", "dividedBy", "priority"]))
      }
    }
    return attributes.map { a in
      // An inset moves edges inward and shrinks sizes by both sides.
      let insetShift: Double =
        switch a {
        case .left, .top, .leading, .leftMargin, .topMargin, .leadingMargin: inset
        case .right, .bottom, .trailing, .rightMargin, .bottomMargin, .trailingMargin: -inset
        case .width, .height: -2 * inset
        default: 0
        }
      let second = targetItem.map { Anchor($0, targetAttribute ?? a) }
      return LayoutConstraint(
        Anchor(view, a), relation, second, multiplier: multiplier, constant: constant + offset + insetShift,
        priority: priority, origin: .generated("SnapKit"))
    }
  }
}
