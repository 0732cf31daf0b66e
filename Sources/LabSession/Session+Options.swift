import AutoLayout
import LabLanguage
import TextMetrics

/// The Subviews package's quick layout options (LANGUAGE.md §4), expanded into ordinary
/// constraints whose listing names the option that made them.
extension Session {
  /// Attaches options to a view: its constraints to its parent (or the parent's guides), kept
  /// so that `move` can attach them again to the new parent.
  func attach(_ options: [LocatedValue], to view: ItemID) throws(Diagnostic) {
    guard let parent = engine.parent(of: view) else {
      throw Diagnostic("the root view takes no layout options", at: options.first?.range ?? emptyRange)
    }
    var made: [LayoutConstraint] = []
    for option in options { made += try expand(option, view: view, parent: parent) }
    // Subviews' options turn translatesAutoresizingMaskIntoConstraints off, as the library does.
    engine.setTranslatesAutoresizingMask(view, false)
    try addAll(made, at: options.first?.range ?? emptyRange)
    document.viewOptions[view, default: []].append(contentsOf: options)
  }

  /// After a move, the options made for the old parent are gone with the constraints that tied
  /// the view outside its subtree; make them again for the new parent.
  func reattachOptions(of view: ItemID) throws(Diagnostic) {
    guard let options = document.viewOptions[view], !options.isEmpty else { return }
    document.viewOptions[view] = nil
    try attach(options, to: view)
  }

  var emptyRange: SourceRange {
    SourceRange(SourceLocation(line: 1, column: 1), SourceLocation(line: 1, column: 1))
  }

  func expand(_ option: LocatedValue, view: ItemID, parent: ItemID) throws(Diagnostic) -> [LayoutConstraint] {
    let name: String
    var arguments: [Argument] = []
    switch option.value {
    case .enumCase(let n): name = n
    case .call(let n, let a):
      name = n
      arguments = a
    default: throw Diagnostic("expected an option such as `.pin` or `.pinTop(inset: 8)`", at: option.range)
    }
    let origin = ConstraintOrigin.generated("option " + Self.text(of: option.value))
    func number(_ label: String?) throws(Diagnostic) -> Double? {
      guard let argument = arguments.first(where: { $0.label == label }) else { return nil }
      guard case .number(let n) = argument.value, n.isFinite else {
        throw Diagnostic("`\(label.map { "\($0):" } ?? "the argument")` takes a number", at: option.range)
      }
      return n
    }
    func make(
      _ a: LayoutAttribute, to other: ItemID?, _ b: LayoutAttribute? = nil, multiplier: Double = 1,
      constant: Double = 0
    ) -> LayoutConstraint {
      LayoutConstraint(
        Anchor(view, a), .equal, other.map { Anchor($0, b ?? a) }, multiplier: multiplier, constant: constant,
        origin: origin)
    }
    switch name {
    case "alignCenter", "alignCenterX", "alignCenterY":
      let offset = try number("offset") ?? 0
      var out: [LayoutConstraint] = []
      if name != "alignCenterY" { out.append(make(.centerX, to: parent, constant: offset)) }
      if name != "alignCenterX" { out.append(make(.centerY, to: parent, constant: offset)) }
      return out
    case "size":
      guard case .size(let w?, let h?)? = arguments.first?.value else {
        throw Diagnostic("`.size(WxH)`, such as `.size(60x60)`", at: option.range)
      }
      return [make(.width, to: nil, constant: w), make(.height, to: nil, constant: h)]
    case "height", "width":
      guard let v = try number(nil) else { throw Diagnostic("`.\(name)(N)`", at: option.range) }
      return [make(name == "height" ? .height : .width, to: nil, constant: v)]
    case "aspectRatio":
      guard let r = try number(nil), r > 0 else {
        throw Diagnostic("`.aspectRatio(widthToHeight)`", at: option.range)
      }
      return [make(.width, to: view, .height, multiplier: r)]
    case "aspectRatioSquare": return [make(.width, to: view, .height)]
    case "relativeSize", "relativeHeight", "relativeWidth":
      guard let f = try number(nil) else { throw Diagnostic("`.\(name)(fraction)`", at: option.range) }
      var out: [LayoutConstraint] = []
      if name != "relativeHeight" { out.append(make(.width, to: parent, multiplier: f)) }
      if name != "relativeWidth" { out.append(make(.height, to: parent, multiplier: f)) }
      return out
    default:
      return try pin(name, arguments, option: option, view: view, parent: parent, origin: origin)
    }
  }

  /// The four pin families: to the parent's edges, margins, safe area or readable content.
  func pin(
    _ name: String, _ arguments: [Argument], option: LocatedValue, view: ItemID, parent: ItemID,
    origin: ConstraintOrigin
  ) throws(Diagnostic) -> [LayoutConstraint] {
    let families = ["readableContentPin", "safeAreaPin", "marginsPin", "pin"]
    guard let family = families.first(where: { name.hasPrefix($0) }) else {
      throw Diagnostic(
        "unknown layout option `.\(name)`", at: option.range,
        suggestion: suggestion(for: name, among: Self.optionNames))
    }
    let side = String(name.dropFirst(family.count))
    let sides = ["", "Horizontally", "Vertically", "Top", "Bottom", "Leading", "Trailing"]
    guard sides.contains(side) else {
      throw Diagnostic(
        "unknown layout option `.\(name)`", at: option.range,
        suggestion: suggestion(for: name, among: Self.optionNames))
    }
    let target: ItemID =
      switch family {
      case "marginsPin": engine.marginsGuide(of: parent)
      case "safeAreaPin": engine.safeAreaGuide(of: parent)
      case "readableContentPin": engine.readableGuide(of: parent)
      default: parent
      }
    // insets: (top, leading, bottom, trailing), one number, or .all(n); inset: one number.
    var insets = Insets.zero
    for argument in arguments {
      switch (argument.label, argument.value) {
      case ("insets", .insets(let t, let l, let b, let r)):
        insets = Insets(top: t, left: l, bottom: b, right: r)
      case ("insets", .number(let n)), ("inset", .number(let n)): insets = Insets(all: n)
      case ("insets", .call("all", let a)):
        guard case .number(let n)? = a.first?.value else { fallthrough }
        insets = Insets(all: n)
      default:
        throw Diagnostic(
          "`.\(name)` takes `inset: N` or `insets: (top, leading, bottom, trailing)`", at: option.range)
      }
    }
    var edges: [LayoutAttribute] = []
    switch side {
    case "": edges = [.top, .leading, .bottom, .trailing]
    case "Horizontally": edges = [.leading, .trailing]
    case "Vertically": edges = [.top, .bottom]
    case "Top": edges = [.top]
    case "Bottom": edges = [.bottom]
    case "Leading": edges = [.leading]
    default: edges = [.trailing]
    }
    return edges.map { edge in
      let constant: Double =
        switch edge {
        case .top: insets.top
        case .bottom: -insets.bottom
        case .leading: insets.left
        default: -insets.right
        }
      return LayoutConstraint(
        Anchor(view, edge), .equal, Anchor(target, edge), constant: constant, origin: origin)
    }
  }

  /// An option written back as its name and arguments: `.pinTop(inset: 8)`.
  static func text(of value: Value) -> String {
    switch value {
    case .enumCase(let n): return "." + n
    case .call(let n, let arguments):
      let inner = arguments.map { ($0.label.map { "\($0): " } ?? "") + text(of: $0.value) }.joined(
        separator: ", ")
      return ".\(n)(\(inner))"
    case .number(let n): return n.compact
    case .size(let w, let h): return "\(w?.compact ?? "-")x\(h?.compact ?? "-")"
    case .insets(let t, let l, let b, let r):
      return "(\(t.compact), \(l.compact), \(b.compact), \(r.compact))"
    case .string(let s): return "\"\(s)\""
    case .name(let p): return p.description
    default: return "…"
    }
  }
}
