import AutoLayout
import LabLanguage
import TextMetrics

/// GetLaid's `>>` ("constrain to", LANGUAGE.md §3): a missing attribute means the same one on
/// the other side; a bare target (`allButBottom`, `height.at(0.2)`, `safeArea`) means the
/// source's parent.
extension Session {
  func getLaid(_ g: GetLaidStatement, scope: BlockScope?) throws(Diagnostic) {
    let origin = ConstraintOrigin.generated("GetLaid >>")
    // The source: `box`, `box.width`, `box.safeArea`.
    var sourcePath = g.source
    var sourceAttribute: LayoutAttribute? = nil
    if g.source.components.count >= 2, let a = LayoutAttribute(rawValue: g.source.last) {
      sourceAttribute = a
      sourcePath = g.source.dropLast
    }
    let source = try resolveItem(sourcePath, scope: scope)
    var made: [LayoutConstraint] = []
    func add(
      _ a: LayoutAttribute, _ relation: LayoutRelation, _ target: Anchor?, multiplier: Double = 1,
      constant: Double = 0
    ) {
      made.append(
        LayoutConstraint(
          Anchor(source, a), relation, target, multiplier: multiplier, constant: constant, origin: origin))
    }
    switch g.target {
    case .constant(let n):
      if let a = sourceAttribute {
        guard a.isSize else {
          throw Diagnostic("only a size can be constrained to a number (`box.width >> 100`)", at: g.range)
        }
        add(a, .equal, nil, constant: n)
      } else {
        add(.width, .equal, nil, constant: n)
        add(.height, .equal, nil, constant: n)
      }
    case .size(let w, let h):
      add(.width, .equal, nil, constant: w)
      add(.height, .equal, nil, constant: h)
    case .chain(let links):
      try chain(links, source: source, sourceAttribute: sourceAttribute, statement: g, scope: scope, add: add)
    }
    // GetLaid's `>>` turns translatesAutoresizingMaskIntoConstraints off on its source view.
    engine.setTranslatesAutoresizingMask(source, false)
    try addAll(made, at: g.range)
  }

  static let edgeSets: [String: [LayoutAttribute]] = [
    "all": [.top, .leading, .bottom, .trailing], "allButTop": [.leading, .bottom, .trailing],
    "allButBottom": [.top, .leading, .trailing], "allButLeading": [.top, .bottom, .trailing],
    "allButTrailing": [.top, .leading, .bottom], "allButLeft": [.top, .right, .bottom],
    "allButRight": [.top, .left, .bottom], "center": [.centerX, .centerY], "size": [.width, .height],
  ]

  func chain(
    _ links: [ChainLink], source: ItemID, sourceAttribute: LayoutAttribute?, statement: GetLaidStatement,
    scope: BlockScope?, add: (LayoutAttribute, LayoutRelation, Anchor?, Double, Double) -> Void
  ) throws(Diagnostic) {
    var item: ItemID? = nil
    var attribute: LayoutAttribute? = nil
    var edges: [LayoutAttribute]? = nil
    var edgeOffsets: [LayoutAttribute: Double] = [:]
    var constants: (Double, Double)? = nil
    var relation = LayoutRelation.equal
    var multiplier = 1.0
    var offset = 0.0
    func number(_ value: Value, at link: ChainLink) throws(Diagnostic) -> Double {
      switch value {
      case .number(let n): return n
      case .name(let p) where ["system", "systemSpacing"].contains(p.description): return 8
      case .enumCase("system"), .enumCase("systemSpacing"): return 8
      default: throw Diagnostic("expected a number", at: link.range)
      }
    }
    for (i, link) in links.enumerated() {
      let name = link.name
      let args = link.arguments ?? []
      switch name {
      case "offset":
        guard let first = args.first else { throw Diagnostic("`offset(N)`", at: link.range) }
        offset += try number(first.value, at: link)
      case "min" where !args.isEmpty || i > 0 || constants != nil:
        relation = .greaterThanOrEqual
        if !args.isEmpty {
          let w = try number(args[0].value, at: link)
          constants = (w, args.count > 1 ? try number(args[1].value, at: link) : w)
        }
      case "max" where !args.isEmpty || i > 0 || constants != nil:
        relation = .lessThanOrEqual
        if !args.isEmpty {
          let w = try number(args[0].value, at: link)
          constants = (w, args.count > 1 ? try number(args[1].value, at: link) : w)
        }
      case "at":
        guard let first = args.first else { throw Diagnostic("`at(fraction)`", at: link.range) }
        multiplier = try number(first.value, at: link)
      case "size" where !args.isEmpty:
        let w = try number(args[0].value, at: link)
        constants = (w, args.count > 1 ? try number(args[1].value, at: link) : w)
      case "safeArea", "margins", "readable":
        let base = item ?? engine.parent(of: source)
        guard let base else { throw Diagnostic("the root has no parent", at: link.range) }
        item =
          name == "safeArea"
          ? engine.safeAreaGuide(of: base)
          : name == "margins" ? engine.marginsGuide(of: base) : engine.readableGuide(of: base)
      default:
        if let a = LayoutAttribute(rawValue: name) {
          attribute = a
        } else if let set = Self.edgeSets[name] {
          edges = set
          for argument in args {
            guard let label = argument.label, label.hasSuffix("Offset"),
              let edge = LayoutAttribute(rawValue: String(label.dropLast("Offset".count)))
            else {
              throw Diagnostic(
                "offsets are written `leadingOffset: 5`, `bottomOffset: -5`, …", at: link.range)
            }
            edgeOffsets[edge] = try number(argument.value, at: link)
          }
        } else if i == 0 {
          item = try resolveItem(
            Path(components: [name], range: link.range), scope: scope, relativeTo: source)
        } else {
          throw Diagnostic(
            "unknown GetLaid target `\(name)`", at: link.range,
            suggestion: suggestion(
              for: name,
              among: Array(Self.edgeSets.keys).sorted() + LayoutAttribute.allCases.map(\.rawValue) + [
                "offset", "min", "max", "at",
              ]))
        }
      }
    }
    if let (w, h) = constants {
      if let a = sourceAttribute {
        add(a, relation, nil, 1, a == .height ? h : w)
      } else {
        add(.width, relation, nil, 1, w)
        add(.height, relation, nil, 1, h)
      }
      return
    }
    let target = item ?? engine.parent(of: source)
    guard let target else { throw Diagnostic("the root has no parent to constrain to", at: statement.range) }
    if let set = edges {
      for edge in set {
        add(edge, relation, Anchor(target, edge), multiplier, (edgeOffsets[edge] ?? 0) + offset)
      }
      return
    }
    switch (sourceAttribute, attribute) {
    case (let a?, let b?): add(a, relation, Anchor(target, b), multiplier, offset)
    case (let a?, nil): add(a, relation, Anchor(target, a), multiplier, offset)
    case (nil, let b?): add(b, relation, Anchor(target, b), multiplier, offset)
    case (nil, nil):
      for edge in Self.edgeSets["all"] ?? [] { add(edge, relation, Anchor(target, edge), multiplier, offset) }
    }
  }
}
