import AutoLayout
import LabLanguage
import LabRender
import TextMetrics

/// The view a configuration block configures: `$0` and the new view's own name mean it,
/// `parent` its superview, and one-word assignments set its properties.
struct BlockScope {
  let view: ItemID
  let name: String
}

extension Session {
  /// Applies a changing statement to the engine.
  func apply(_ statement: Statement, scope: BlockScope?) throws(Diagnostic) {
    switch statement.kind {
    case .add(let add): try addView(add, statement: statement)
    case .remove(let path):
      if let c = constraintID(path) {
        engine.removeConstraint(c)
      } else {
        let item = try resolveItem(path, scope: scope)
        do { try engine.removeView(item) } catch { throw Diagnostic(error.description, at: path.range) }
      }
    case .move(let path, let parent, let index):
      let item = try resolveItem(path, scope: scope)
      let target = try resolveItem(parent, scope: scope)
      do { try engine.moveView(item, to: target, at: index) } catch {
        throw Diagnostic(error.description, at: parent.range)
      }
      try reattachOptions(of: item)
    case .rename(let path, let newName):
      // A constraint (an id such as c12, generated ones included, or a name) is renamed too.
      if engine.item(named: qualified(path.description)) == nil, let id = constraintID(path) {
        try checkNewName(newName, at: statement.range, naming: "a constraint")
        do { try engine.renameConstraint(id, to: qualified(newName)) } catch {
          throw Diagnostic(error.description, at: statement.range)
        }
        return
      }
      let item = try resolveItem(path, scope: scope)
      try checkNewName(newName, at: statement.range)
      do { try engine.rename(item, to: newName) } catch {
        throw Diagnostic(error.description, at: statement.range)
      }
    case .set(let path, let value): try assign(path, value, scope: scope)
    case .constraint(let equation): try addConstraint(equation, scope: scope)
    case .activate(let path): engine.setActive(try resolveConstraint(path), true)
    case .deactivate(let path): engine.setActive(try resolveConstraint(path), false)
    case .device(let name, let orientation):
      guard let device = Device.named(name) else {
        throw Diagnostic(
          "unknown device `\(name)`: `devices` lists the iPhones and iPads LayoutLab simulates",
          at: statement.range, suggestion: suggestion(for: name, among: Device.all.map(\.name)))
      }
      var screen = Screen(device: device, orientation: orientation == "landscape" ? .landscape : .portrait)
      screen.scaleOverride = nil
      // A device runs the iOS the session chose (`settings ios`).
      screen.generation = engine.screen.generation
      engine.setScreen(deviceReplay.pinnedScreen ?? screen)
    case .layout(let path, let options):
      try attach(options, to: try resolveItem(path, scope: scope))
    case .getLaid(let g): try getLaid(g, scope: scope)
    case .swift(let fragment): try runSwiftFragment(fragment, scope: scope)
    case .snapKit(let s): try snapKit(s, scope: scope)
    case .snapKitConstraintCall(let call): try snapKitConstraintCall(call)
    case .vfl(let v): try visualFormat(v, range: statement.range)
    case .define(let definition): try define(definition, range: statement.range)
    case .model(let name, let entries): try defineModel(name, entries, range: statement.range)
    case .settings(let key, let value): try assignSettings(key, value)
    case .command, .expect:
      throw Diagnostic("this statement cannot appear here", at: statement.range)
    }
  }

  /// Refuses a new name for a view (or, with `naming`, a constraint) that is taken, a keyword,
  /// or shaped like a constraint id.
  func checkNewName(_ name: String, at range: SourceRange, naming what: String = "a view") throws(Diagnostic)
  {
    let reserved = Set(Parser.keywords + ["root", "parent", "self", "to", "at", "as"])
    guard !reserved.contains(name) else {
      throw Diagnostic("`\(name)` is a keyword and cannot name \(what)", at: range)
    }
    let full = qualified(name)
    guard engine.item(named: full) == nil, engine.constraint(named: full) == nil,
      document.models[full] == nil, document.components[full] == nil
    else {
      throw Diagnostic("the name '\(name)' is already taken", at: range)
    }
    if name.count > 1, name.first == "c", Int(name.dropFirst()) != nil {
      throw Diagnostic("`\(name)` looks like a constraint id (c1, c2, …) and cannot name \(what)", at: range)
    }
  }

  // MARK: - add

  func addView(_ add: AddStatement, statement: Statement) throws(Diagnostic) {
    let component = document.components[add.kind]
    let kind: ViewKind
    if let component {
      kind = Self.instanceKind[component.base] ?? .view
    } else {
      kind = try viewKind(add.kind, at: add.kindRange)
    }
    guard add.kindArguments.isEmpty || component != nil else {
      throw Diagnostic(
        "`\(add.kind)` takes no arguments; only a component (`define`) does", at: add.kindRange)
    }
    try checkNewName(add.name, at: add.nameRange)
    let parent = containerBody(
      try add.parent.map { p throws(Diagnostic) in try resolveItem(p, scope: nil) } ?? instanceScopes.last?
        .bodyParent ?? engine.root)
    // Checked before a component's instance is made: the engine's rules, at the statement's words.
    do { try engine.place(kind, named: add.name, in: parent) } catch {
      guard case .madeByParent = error else {
        throw Diagnostic(error.description, at: add.parent?.range ?? add.nameRange)
      }
      throw Diagnostic(error.description, at: add.kindRange)
    }
    // Adding to a stack view arranges the view (addArrangedSubview) unless `as subview`.
    let id: ItemID
    if let component {
      id = try addInstance(of: component, add, parent: parent)
    } else {
      do {
        id = try engine.addView(
          kind, named: qualified(add.name), to: parent, at: add.index, arranged: !add.asSubview)
      } catch {
        throw Diagnostic(error.description, at: add.parent?.range ?? add.nameRange)
      }
      if add.kind == "vstack" {
        var configuration = engine.stackConfiguration(of: id)
        configuration.axis = .vertical
        engine.setStackConfiguration(id, configuration)
      }
      if let container = WidgetContainer(rawValue: add.kind) {
        try setUpContainer(id, container, at: add.nameRange)
      }
    }
    try fixItemWidth(id, in: parent, at: add.nameRange)
    try configure(id, add)
  }

  func configure(_ id: ItemID, _ add: AddStatement) throws(Diagnostic) {
    let kind = engine.kind(of: id)
    if !add.options.isEmpty { try attach(add.options, to: id) }
    if let text = add.text, let parts = engine.widgetParts(of: id) {
      try setBoundText(parts.content, text)
    } else if let text = add.text {
      guard kind.hasText else { throw Diagnostic("a \(kind.rawValue) has no text", at: text.range) }
      try setBoundText(id, text)
    }
    let scope = BlockScope(view: id, name: add.name)
    for inner in add.configuration {
      switch inner.kind {
      case .set(let path, _):
        let head = path.components.first ?? ""
        guard isBareProperty(path) || ["$0", "self", add.name].contains(head) else {
          throw Diagnostic("a configuration block sets the new view's properties only", at: path.range)
        }
        try apply(inner, scope: scope)
      case .constraint:
        try apply(inner, scope: scope)
      default:
        throw Diagnostic("a configuration block holds property assignments and constraints", at: inner.range)
      }
    }
  }

  func viewKind(_ word: String, at range: SourceRange) throws(Diagnostic) -> ViewKind {
    if let kind = Self.kind(added: word) { return kind }
    let names = ViewKind.allCases.filter { $0 != .root }.map(\.rawValue) + Self.kindAliases.keys.sorted()
    throw Diagnostic("unknown kind `\(word)`", at: range, suggestion: suggestion(for: word, among: names))
  }

  /// The words `add` takes for a kind besides its name: `hstack`, `vstack` and the widget
  /// containers (`list` is a scroll view).
  static let kindAliases: [String: ViewKind] =
    ViewKind.statementAliases.merging(WidgetContainer.allCases.map { ($0.rawValue, $0.kind) }) { a, _ in a }

  /// The kind `add WORD …` makes: a kind's name (not the root), an alias or a UIKit class name.
  static func kind(added word: String) -> ViewKind? {
    if let kind = ViewKind(rawValue: word), kind != .root { return kind }
    return kindAliases[word] ?? ViewKind.fromClassName(word)
  }

  // MARK: - Names

  /// A view or guide from a path: a name, `root`, `parent`, `$0`, and the guide suffixes
  /// `.safeArea`, `.margins`, `.readable`, `.contentGuide`, `.frameGuide`.
  func resolveItem(_ path: Path, scope: BlockScope?, relativeTo first: ItemID? = nil) throws(Diagnostic)
    -> ItemID
  {
    guard let head = path.components.first else { throw Diagnostic("expected a name", at: path.range) }
    var item: ItemID
    switch head {
    case "root": item = engine.root
    // A view controller's `view`, as UIKit code writes the root.
    case "view" where engine.item(named: qualified(head)) == nil: item = engine.root
    case "$0", "self":
      if let scope {
        item = scope.view
      } else if let instance = instanceScopes.last, head == "self" {
        item = instance.instance
      } else {
        throw Diagnostic("`\(head)` only means something inside a block", at: path.range)
      }
    case "parent":
      if let child = first ?? scope?.view {
        guard let p = engine.parent(of: child) else {
          throw Diagnostic("`parent` needs a view with a superview on the left", at: path.range)
        }
        item = p
      } else if let instance = instanceScopes.last {
        // Inside a component's body, `parent` on its own is the instance.
        item = instance.instance
      } else {
        throw Diagnostic("`parent` needs a view with a superview on the left", at: path.range)
      }
    default:
      guard let found = engine.item(named: qualified(head)) else {
        let local = instanceScopes.last.map { " in \($0.component) '\($0.prefix)'" } ?? ""
        let prefix = instanceScopes.last.map { "\($0.prefix)." } ?? ""
        let names = engine.itemsInTreeOrder().map { engine.name(of: $0) }
          .filter { prefix.isEmpty || $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        throw Diagnostic(
          "there is no view named '\(head)'\(local)", at: path.range,
          suggestion: suggestion(for: head, among: names))
      }
      item = found
    }
    for component in path.components.dropFirst() {
      // `director.t`: a view inside a component instance.
      if let inner = engine.item(named: "\(engine.name(of: item)).\(component)") {
        item = inner
        continue
      }
      // Each guide also by UIKit's name, as Swift code writes it (`view.safeAreaLayoutGuide`).
      switch component {
      case "safeArea", "safeAreaLayoutGuide": item = engine.safeAreaGuide(of: item)
      case "margins", "layoutMarginsGuide": item = engine.marginsGuide(of: item)
      case "readable", "readableContentGuide": item = engine.readableGuide(of: item)
      case "contentGuide", "frameGuide", "contentLayoutGuide", "frameLayoutGuide":
        guard engine.kind(of: item) == .scroll else {
          throw Diagnostic("only a scroll view has a \(component)", at: path.range)
        }
        item = component.hasPrefix("content") ? engine.contentGuide(of: item) : engine.frameGuide(of: item)
      default:
        throw Diagnostic(
          "'\(engine.name(of: item))' has no part named `\(component)`", at: path.range,
          suggestion: suggestion(
            for: component, among: Self.guideParts + LayoutAttribute.allCases.map(\.rawValue)))
      }
    }
    return item
  }

  /// A constraint by id (`c3`) or name.
  func constraintID(_ path: Path) -> ConstraintID? {
    if let named = engine.constraint(named: qualified(path.description)) { return named }
    guard path.components.count == 1 else { return nil }
    let word = path.components[0]
    if word.first == "c", let n = Int32(word.dropFirst()), n >= 1 {
      let id = ConstraintID(index: n - 1)
      return engine.exists(id) ? id : nil
    }
    return nil
  }

  func resolveConstraint(_ path: Path) throws(Diagnostic) -> ConstraintID {
    guard let id = constraintID(path) else {
      throw Diagnostic(
        "there is no constraint '\(path)'", at: path.range,
        suggestion: suggestion(
          for: path.description, among: engine.allConstraints.map { engine.name(of: $0) ?? "\($0)" }))
    }
    return id
  }

  // MARK: - Constraints

  /// Adds the constraints one statement made, all or none: if the engine refuses one, those
  /// already added go again and the statement fails at `range` (GetLaid, VFL, options).
  @discardableResult
  func addAll(_ made: [LayoutConstraint], at range: SourceRange) throws(Diagnostic) -> [ConstraintID] {
    var installed: [ConstraintID] = []
    for c in made {
      do {
        installed.append(try engine.addConstraint(c))
      } catch {
        for id in installed { engine.removeConstraint(id) }
        throw Diagnostic(error.description, at: range)
      }
    }
    return installed
  }

  func addConstraint(_ e: EquationStatement, scope: BlockScope?) throws(Diagnostic) {
    let first = try anchor(e.first, scope: scope, relativeTo: nil)
    let second = try e.second.map { p throws(Diagnostic) in
      try anchor(p, scope: scope, relativeTo: first.item)
    }
    var constant = 0.0
    var binding: ConstantBinding? = nil
    var source: BoundSource? = nil
    if let c = e.constant { (constant, binding, source) = try self.constant(c) }
    let relation: LayoutRelation =
      switch e.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    if let name = e.name { try checkNewName(name, at: e.nameRange ?? e.first.range, naming: "a constraint") }
    let name = e.name.map(qualified)
    if let scope {
      let touches = [first.item] + (second.map { [$0.item] } ?? [])
      guard touches.contains(where: { engine.owningItem(of: $0) == scope.view }) else {
        throw Diagnostic("a constraint in a configuration block must involve the new view", at: e.first.range)
      }
    }
    let constraint = LayoutConstraint(
      first, relation, second, multiplier: e.multiplier, constant: constant, priority: e.priority ?? 1000)
    do {
      let id = try engine.addConstraint(constraint, named: name)
      document.constantBindings[id] = binding
      document.constantSources[id] = source
    } catch {
      throw Diagnostic(error.description, at: e.relationRange)
    }
  }

  /// `title.top`, `card.safeArea.leading`, `parent.centerX`.
  func anchor(_ path: Path, scope: BlockScope?, relativeTo first: ItemID?) throws(Diagnostic) -> Anchor {
    guard path.components.count >= 2 else {
      throw Diagnostic("expected `ITEM.ATTRIBUTE`, such as `title.top`", at: path.range)
    }
    guard let attribute = LayoutAttribute(rawValue: path.last) else {
      throw Diagnostic(
        "unknown attribute `\(path.last)`", at: path.range,
        suggestion: suggestion(for: path.last, among: LayoutAttribute.allCases.map(\.rawValue)))
    }
    return Anchor(try resolveItem(path.dropLast, scope: scope, relativeTo: first), attribute)
  }
}
