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

  /// What a GetLaid chain says: its target, attribute or edges, relation and numbers.
  struct GetLaidChain {
    var item: ItemID? = nil
    var attribute: LayoutAttribute? = nil
    var edges: [LayoutAttribute]? = nil
    var edgeOffsets: [LayoutAttribute: Double] = [:]
    var constants: (Double, Double)? = nil
    var relation = LayoutRelation.equal
    var multiplier = 1.0
    var offset = 0.0
  }

  func chain(
    _ links: [ChainLink], source: ItemID, sourceAttribute: LayoutAttribute?, statement: GetLaidStatement,
    scope: BlockScope?, add: (LayoutAttribute, LayoutRelation, Anchor?, Double, Double) -> Void
  ) throws(Diagnostic) {
    let c = try readChain(links, source: source, scope: scope)
    let (relation, multiplier, offset) = (c.relation, c.multiplier, c.offset)
    if let (w, h) = c.constants {
      if let a = sourceAttribute {
        add(a, relation, nil, 1, a == .height ? h : w)
      } else {
        add(.width, relation, nil, 1, w)
        add(.height, relation, nil, 1, h)
      }
      return
    }
    let target = c.item ?? engine.parent(of: source)
    guard let target else { throw Diagnostic("the root has no parent to constrain to", at: statement.range) }
    if let set = c.edges {
      for edge in set {
        add(edge, relation, Anchor(target, edge), multiplier, (c.edgeOffsets[edge] ?? 0) + offset)
      }
      return
    }
    switch (sourceAttribute, c.attribute) {
    case (let a?, let b?): add(a, relation, Anchor(target, b), multiplier, offset)
    case (let a?, nil): add(a, relation, Anchor(target, a), multiplier, offset)
    case (nil, let b?): add(b, relation, Anchor(target, b), multiplier, offset)
    case (nil, nil):
      for edge in Self.edgeSets["all"] ?? [] { add(edge, relation, Anchor(target, edge), multiplier, offset) }
    }
  }

  /// A chain's links read in order: modifiers, guides, an attribute or an edge set, and a
  /// first link that names a view.
  func readChain(_ links: [ChainLink], source: ItemID, scope: BlockScope?) throws(Diagnostic) -> GetLaidChain
  {
    var c = GetLaidChain()
    for (i, link) in links.enumerated() {
      let name = link.name
      let args = link.arguments ?? []
      switch name {
      case "offset":
        guard let first = args.first else { throw Diagnostic("`offset(N)`", at: link.range) }
        c.offset += try Self.getLaidNumber(first.value, at: link)
      case "min" where !args.isEmpty || i > 0 || c.constants != nil:
        c.relation = .greaterThanOrEqual
        if !args.isEmpty { c.constants = try Self.getLaidSize(args, at: link) }
      case "max" where !args.isEmpty || i > 0 || c.constants != nil:
        c.relation = .lessThanOrEqual
        if !args.isEmpty { c.constants = try Self.getLaidSize(args, at: link) }
      case "at":
        guard let first = args.first else { throw Diagnostic("`at(fraction)`", at: link.range) }
        c.multiplier = try Self.getLaidNumber(first.value, at: link)
      case "size" where !args.isEmpty:
        c.constants = try Self.getLaidSize(args, at: link)
      // A guide by GetLaid's word or UIKit's property, as Swift code writes it on a view
      // (`cast.contentLayoutGuide.top`); a guide is a layout item to GetLaid.
      case "safeArea", "margins", "readable", "safeAreaLayoutGuide", "layoutMarginsGuide",
        "readableContentGuide":
        let base = c.item ?? engine.parent(of: source)
        guard let base else { throw Diagnostic("the root has no parent", at: link.range) }
        c.item =
          name.hasPrefix("safeArea")
          ? engine.safeAreaGuide(of: base)
          : name.contains("argins") ? engine.marginsGuide(of: base) : engine.readableGuide(of: base)
      case "contentLayoutGuide", "frameLayoutGuide":
        guard let base = c.item, engine.kind(of: base) == .scroll else {
          throw Diagnostic("only a scroll view has a \(name)", at: link.range)
        }
        c.item = name == "contentLayoutGuide" ? engine.contentGuide(of: base) : engine.frameGuide(of: base)
      default:
        if let a = LayoutAttribute(rawValue: name) {
          c.attribute = a
        } else if let set = Self.edgeSets[name] {
          c.edges = set
          for (edge, offset) in try Self.getLaidEdgeOffsets(args, at: link) { c.edgeOffsets[edge] = offset }
        } else if i == 0 {
          c.item = try resolveItem(
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
    return c
  }

  /// A number in a chain; `system` and `systemSpacing` are the standard 8.
  static func getLaidNumber(_ value: Value, at link: ChainLink) throws(Diagnostic) -> Double {
    switch value {
    case .number(let n): return n
    case .name(let p) where ["system", "systemSpacing"].contains(p.description): return 8
    case .enumCase("system"), .enumCase("systemSpacing"): return 8
    default: throw Diagnostic("expected a number", at: link.range)
    }
  }

  /// `size(W[, H])`, `min(…)`, `max(…)`: a width and a height, the height the width when
  /// only one is given.
  static func getLaidSize(_ args: [Argument], at link: ChainLink) throws(Diagnostic) -> (Double, Double) {
    let w = try getLaidNumber(args[0].value, at: link)
    return (w, args.count > 1 ? try getLaidNumber(args[1].value, at: link) : w)
  }

  /// An edge set's `leadingOffset: 5`, `bottomOffset: -5`, … in order.
  static func getLaidEdgeOffsets(_ args: [Argument], at link: ChainLink) throws(Diagnostic) -> [(
    LayoutAttribute, Double
  )] {
    var offsets: [(LayoutAttribute, Double)] = []
    for argument in args {
      guard let label = argument.label, label.hasSuffix("Offset"),
        let edge = LayoutAttribute(rawValue: String(label.dropLast("Offset".count)))
      else {
        throw Diagnostic("offsets are written `leadingOffset: 5`, `bottomOffset: -5`, …", at: link.range)
      }
      offsets.append((edge, try getLaidNumber(argument.value, at: link)))
    }
    return offsets
  }
}
