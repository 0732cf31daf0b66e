/// A dotted path of names as written: `card`, `card.title`, `title.top`, `card.safeArea`.
public struct Path: Hashable, Sendable, CustomStringConvertible {
  public var components: [String]
  public var range: SourceRange

  public init(components: [String], range: SourceRange) {
    self.components = components
    self.range = range
  }

  public var description: String { components.joined(separator: ".") }
  public var last: String { components.last ?? "" }
  /// All but the last component (the item of `title.top`).
  public var dropLast: Path {
    Path(components: Array(components.dropLast()), range: range)
  }
}

/// A value on the right of `=` or in an argument list.
public indirect enum Value: Hashable, Sendable {
  case number(Double)
  case string(String)
  case bool(Bool)
  /// `320x568`, or one axis (`120x-`, `-x44`).
  case size(Double?, Double?)
  /// `(top, left, bottom, right)` (left/right are leading/trailing for margins).
  case insets(Double, Double, Double, Double)
  /// An enumeration case, with or without its dot: `.title1`, `fillEqually`.
  case enumCase(String)
  /// `.system(20, .bold)`, `.pinTop(inset: 8)`: a case with (possibly labelled) arguments.
  case call(String, [Argument])
  /// A bare name (a view, a constraint): `card`.
  case name(Path)
  /// `[a, b]` or `["A", "B"]`.
  case list([Value])
  /// `$movie.title`.
  case modelValue(String)
  /// `$movie.gap * 2 + 4`: arithmetic with a leaf known only when the statement runs
  /// (arithmetic of numbers alone is folded to `.number`).
  case arithmetic(Arithmetic)
  /// `#FF8800`: hex digits, without the `#`.
  case color(String)
  case priority(Double)
  /// `none`.
  case none
}

extension Value {
  /// A bare word, as a command takes it (`devices all`, `import log`), made by a program.
  public static func word(_ word: String) -> Value { .name(Path(components: [word], range: .start)) }
}

/// One argument of a call: `inset: 8` or `20`.
public struct Argument: Hashable, Sendable {
  public var label: String?
  public var value: Value

  public init(label: String?, value: Value) {
    self.label = label
    self.value = value
  }
}

/// A value with where it was written.
public struct LocatedValue: Hashable, Sendable {
  public var value: Value
  public var range: SourceRange

  public init(value: Value, range: SourceRange) {
    self.value = value
    self.range = range
  }
}

/// `add KIND[(ARGS)] NAME [TEXT] [to PARENT] [at INDEX] [as subview] [OPTIONS] [CONFIG]`.
public struct AddStatement: Hashable, Sendable {
  public var kind: String
  public var kindRange: SourceRange
  public var kindArguments: [(label: String?, value: LocatedValue)]
  public var name: String
  public var nameRange: SourceRange
  public var text: LocatedValue?
  public var parent: Path?
  public var index: Int?
  public var asSubview: Bool
  /// Quick layout options (`[.pin, .alignCenter]`), as written; the session gives them meaning
  /// (`docs/language.md`, "Subviews, GetLaid, SnapKit and VFL").
  public var options: [LocatedValue]
  /// The configuration block's statements.
  public var configuration: [Statement]

  public init(
    kind: String, kindRange: SourceRange, kindArguments: [(label: String?, value: LocatedValue)],
    name: String,
    nameRange: SourceRange, text: LocatedValue?, parent: Path?, index: Int?, asSubview: Bool,
    options: [LocatedValue], configuration: [Statement]
  ) {
    self.kind = kind
    self.kindRange = kindRange
    self.kindArguments = kindArguments
    self.name = name
    self.nameRange = nameRange
    self.text = text
    self.parent = parent
    self.index = index
    self.asSubview = asSubview
    self.options = options
    self.configuration = configuration
  }

  public static func == (a: AddStatement, b: AddStatement) -> Bool {
    a.kind == b.kind && a.name == b.name && a.text == b.text && a.parent == b.parent && a.index == b.index
      && a.asSubview == b.asSubview && a.options == b.options && a.configuration == b.configuration
      && a.kindArguments.map(\.label) == b.kindArguments.map(\.label)
      && a.kindArguments.map(\.value) == b.kindArguments.map(\.value)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(name)
  }
}

/// `ITEM.ATTR REL [M *] ITEM.ATTR [* M] [+|- C] [@P] [as NAME]`, or `ITEM.ATTR REL C …`.
public struct EquationStatement: Hashable, Sendable {
  public enum Relation: String, Sendable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
  }

  /// `title.top`: the item path and the attribute (last component).
  public var first: Path
  public var relation: Relation
  public var relationRange: SourceRange
  public var second: Path?
  public var multiplier: Double
  /// A number, `system`, a model value, or arithmetic over them; nil for none. The sign it
  /// was written with is part of it (`- 8` is the number -8, `- $movie.gap` an expression).
  public var constant: LocatedValue?
  public var priority: Double?
  /// `as NAME`, and where NAME is written.
  public var name: String?
  public var nameRange: SourceRange? = nil

  public init(
    first: Path, relation: Relation, relationRange: SourceRange, second: Path?, multiplier: Double,
    constant: LocatedValue?, priority: Double?, name: String?, nameRange: SourceRange? = nil
  ) {
    self.first = first
    self.relation = relation
    self.relationRange = relationRange
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.name = name
    self.nameRange = nameRange
  }
}

/// What an `expect` checks (LANGUAGE.md §9).
public enum Expectation: Hashable, Sendable {
  /// `expect title.frame == (16, 75, 361, 20.33)` (frame, superview coordinates).
  case frame(Path, [Double])
  /// `expect title.width >= 100`, `expect title.top == 75` (anchors in root coordinates;
  /// x, y, width, height are the frame's).
  case value(Path, EquationStatement.Relation, Double)
  /// `expect title.text == "Tenet"`: a view's text (a bound one follows its model).
  case text(Path, String)
  /// `expect [not] ambiguous [NAME [horizontal|vertical]]`.
  case ambiguous(negated: Bool, Path?, axis: String?)
  /// `expect conflicts == N`.
  case conflicts(Int)
  /// `expect reports == N`: conflict reports printed since the session (or `reset`) began.
  case reports(Int)
  /// `expect broken NAME`.
  case broken(Path)
  /// `expect misplaced == N`: views whose solved frame differs from the frame the last
  /// imported Interface Builder file stored (Xcode's "misplaced views").
  case misplaced(Int)
  /// Lint: `expect no clipping`, `expect no overlap`, `expect not truncated NAME`,
  /// `expect onscreen NAME`.
  case noClipping, noOverlap
  case notTruncated(Path)
  case onscreen(Path)
}

/// One statement of the language, with its range.
public struct Statement: Hashable, Sendable {
  public var kind: StatementKind
  public var range: SourceRange

  public init(kind: StatementKind, range: SourceRange) {
    self.kind = kind
    self.range = range
  }
}

public indirect enum StatementKind: Hashable, Sendable {
  case add(AddStatement)
  /// `remove NAME`: a view or a constraint.
  case remove(Path)
  case move(Path, to: Path, at: Int?)
  case rename(Path, to: String)
  /// `set PATH = VALUE` or `PATH = VALUE` for a property (`title.text`, `c3.constant`,
  /// `root.size`, `direction`).
  case set(Path, LocatedValue)
  case constraint(EquationStatement)
  case activate(Path)
  case deactivate(Path)
  /// `device NAME [landscape|portrait]`.
  case device(String, orientation: String?)
  /// `layout NAME [OPTIONS]` or `layout NAME .OPTION`: quick layout options for a view.
  case layout(Path, [LocatedValue])
  /// GetLaid's `source >> target`.
  case getLaid(GetLaidStatement)
  /// Swift as written (a SnapKit block, a GetLaid line), which the Swift front end reads when
  /// the statement runs.
  case swift(SwiftFragment)
  /// SnapKit's `view.snp.makeConstraints { make in … }` (and remake, update, remove).
  case snapKit(SnapKitStatement)
  /// `topConstraint.update(offset: 20)` and the other calls on a kept SnapKit constraint.
  case snapKitConstraintCall(SnapKitConstraintCall)
  /// `vfl "H:|-[a]-|" [align centerY] [metrics gap=12 …]`.
  case vfl(VFLStatement)
  /// `tree`, `frames`, `constraints`, `explain`, `check`, `undo`, … with their arguments.
  case command(CommandName, [LocatedValue])
  case expect(Expectation)
  /// `define NAME(PARAMS) { BODY }`: a reusable component.
  case define(ComponentDefinition)
  /// `model NAME { KEY = VALUE … }`: values that texts and constants bind to.
  case model(String, [ModelEntry])
  /// `settings offset = N`.
  case settings(String, LocatedValue)
}

/// Swift kept as written, with where it was written.
public struct SwiftFragment: Hashable, Sendable {
  public var text: String
  public var range: SourceRange

  public init(text: String, range: SourceRange) {
    self.text = text
    self.range = range
  }
}

/// GetLaid's `source >> target` ("constrain to"): `box >> 50`, `a.top >> b.bottom.offset(8)`,
/// `header >> allButBottom`, `a >> b.height.at(0.6).min`, `a >> .min(100, 50)`.
public struct GetLaidStatement: Hashable, Sendable {
  /// `box` or `box.width`.
  public var source: Path
  public var target: GetLaidTarget
  public var range: SourceRange

  public init(source: Path, target: GetLaidTarget, range: SourceRange) {
    self.source = source
    self.target = target
    self.range = range
  }
}

/// What a GetLaid source is constrained to.
public enum GetLaidTarget: Hashable, Sendable {
  /// `50`: a size on both axes (or the source's dimension).
  case constant(Double)
  /// `(100, 50)`: width and height.
  case size(Double, Double)
  /// `b.left.offset(8).min`, `.size(100)`, `parent.allButTop(leadingOffset: 5)`: links of a
  /// dotted chain, each a name with optional arguments.
  case chain([ChainLink])
}

/// One link of a dotted chain (GetLaid, SnapKit): `offset(8)`, `min`, `left`, `equalTo(20)`.
public struct ChainLink: Hashable, Sendable {
  public var name: String
  public var arguments: [Argument]?
  public var range: SourceRange

  public init(name: String, arguments: [Argument]?, range: SourceRange) {
    self.name = name
    self.arguments = arguments
    self.range = range
  }
}

/// SnapKit's `view.snp.METHOD { make in … }`: each line a chain such as
/// `make.left.equalTo(icon.snp.right).offset(5)` (or `$0.…`).
public struct SnapKitStatement: Hashable, Sendable {
  public var view: Path
  /// makeConstraints, remakeConstraints, updateConstraints or removeConstraints.
  public var method: String
  /// The chains after the maker's name (`left`, `equalTo(20)`, …), one per line.
  public var lines: [SnapKitLine]
  public var range: SourceRange

  public init(view: Path, method: String, lines: [SnapKitLine], range: SourceRange) {
    self.view = view
    self.method = method
    self.lines = lines
    self.range = range
  }
}

/// One `make.…` line, and the name it is kept under when written
/// `topConstraint = make.top.equalToSuperview().constraint`.
public struct SnapKitLine: Hashable, Sendable {
  public var links: [ChainLink]
  public var kept: Path?

  public init(links: [ChainLink], kept: Path? = nil) {
    self.links = links
    self.kept = kept
  }
}

/// `topConstraint.update(offset: 20)`, `.update(inset:)`, `.update(priority:)`, `.activate()`,
/// `.deactivate()`: a call on a SnapKit constraint kept with `.constraint`.
public struct SnapKitConstraintCall: Hashable, Sendable {
  public var constraint: Path
  public var method: String
  public var arguments: [Argument]
  public var range: SourceRange

  public init(constraint: Path, method: String, arguments: [Argument], range: SourceRange) {
    self.constraint = constraint
    self.method = method
    self.arguments = arguments
    self.range = range
  }
}

/// `vfl "FORMAT" [align ATTRIBUTE] [metrics NAME=NUMBER …]`.
public struct VFLStatement: Hashable, Sendable {
  public var format: VisualFormat
  public var text: String
  /// Where the string's first character is, to point inside it.
  public var formatStart: SourceLocation
  public var align: String?
  public var metrics: [String: Double]
  /// `as gaps`: the constraints are named `gaps.1`, `gaps.2`, … in the order they are made.
  public var name: String?

  public init(
    format: VisualFormat, text: String, formatStart: SourceLocation, align: String?,
    metrics: [String: Double],
    name: String?
  ) {
    self.format = format
    self.text = text
    self.formatStart = formatStart
    self.align = align
    self.metrics = metrics
    self.name = name
  }

  public static func == (a: VFLStatement, b: VFLStatement) -> Bool {
    a.text == b.text && a.align == b.align && a.metrics == b.metrics && a.name == b.name
  }
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}

/// `define InfoView(icon, title, text = "") { … }` or `define widget ActorWidget(…) { … }`:
/// a component's parameters (with their
/// defaults) and the statements its body runs for each instance.
public struct ComponentDefinition: Hashable, Sendable {
  public struct Parameter: Hashable, Sendable {
    public var name: String
    public var defaultValue: LocatedValue?
    public var range: SourceRange

    public init(name: String, defaultValue: LocatedValue?, range: SourceRange) {
      self.name = name
      self.defaultValue = defaultValue
      self.range = range
    }
  }

  public var name: String
  public var nameRange: SourceRange
  public var parameters: [Parameter]
  public var body: [Statement]
  /// What an instance is: a plain view, or the kind `define KIND NAME` names.
  public var base: ComponentBase = .view

  public init(
    name: String, nameRange: SourceRange, parameters: [Parameter], body: [Statement],
    base: ComponentBase = .view
  ) {
    self.name = name
    self.nameRange = nameRange
    self.parameters = parameters
    self.body = body
    self.base = base
  }
}

/// The view a component's instance is, which its body fills.
public enum ComponentBase: String, Hashable, Sendable, CaseIterable {
  /// `define NAME`: a plain view.
  case view
  /// `define widget NAME`: a widget (margin, padding, separator, accessory) whose content view
  /// holds what the body makes.
  case widget
  /// `define cell NAME`: a table's cell, a UITableViewCell subclass, whose content view holds
  /// what the body makes; `add NAME row to SECTION` adds a row.
  case cell
  /// `define collectioncell NAME`: a collection view's cell.
  case collectioncell
}

/// One `KEY = VALUE` of a model block.
public struct ModelEntry: Hashable, Sendable {
  public var key: String
  public var value: LocatedValue
  public var range: SourceRange

  public init(key: String, value: LocatedValue, range: SourceRange) {
    self.key = key
    self.value = value
    self.range = range
  }
}
