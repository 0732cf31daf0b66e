import AutoLayout
import LabLanguage
import LabRender

/// An instance being built: its body's statements run with the instance as their default
/// parent and their names qualified by the instance's (`director.t`).
struct InstanceScope {
  let instance: ItemID
  /// Where the body's views go: the instance, or a widget instance's content view.
  let bodyParent: ItemID
  /// The instance's full name, which prefixes every name its body makes.
  let prefix: String
  let component: String
  /// The arguments by parameter name, defaults filled in.
  let arguments: [String: LocatedValue]
}

extension Session {
  /// A name as the statement being run means it: inside a component's body, local to the
  /// instance (`t` in `director` is `director.t`).
  func qualified(_ name: String) -> String {
    instanceScopes.last.map { "\($0.prefix).\(name)" } ?? name
  }

  // MARK: - define

  func define(_ definition: ComponentDefinition, range: SourceRange) throws(Diagnostic) {
    let name = definition.name
    guard instanceScopes.isEmpty else {
      throw Diagnostic(
        "a component is defined at the top level, not inside another's body", at: definition.nameRange)
    }
    guard document.components[name] == nil else {
      throw Diagnostic("a component named `\(name)` is already defined", at: definition.nameRange)
    }
    guard (try? viewKind(name, at: definition.nameRange)) == nil, !Parser.keywords.contains(name) else {
      throw Diagnostic(
        "`\(name)` is a kind or a keyword; a component needs a name of its own", at: definition.nameRange)
    }
    if let recursive = Self.statementsAdding(name, in: definition.body) {
      throw Diagnostic(
        "`\(name)` cannot contain itself: a component's body may not add an instance of it", at: recursive)
    }
    for statement in definition.body {
      switch statement.kind {
      case .command, .expect, .define, .settings, .device, .model:
        // Models are shared by name: one made in a body would clash with the next instance's.
        throw Diagnostic(
          "a component's body holds views, constraints, layout and property changes, "
            + "not this statement; models are made outside and passed in",
          at: statement.range)
      default: break
      }
    }
    document.components[name] = definition
  }

  /// Where a body adds an instance of `component` (directly or in a nested block).
  static func statementsAdding(_ component: String, in body: [Statement]) -> SourceRange? {
    for statement in body {
      guard case .add(let add) = statement.kind else { continue }
      if add.kind == component { return add.kindRange }
      if let inner = statementsAdding(component, in: add.configuration) { return inner }
    }
    return nil
  }

  // MARK: - Instances

  /// `add InfoView(title: "Director:", …) director to column`: a view of its own (printed as
  /// the component's class) holding what the body makes.
  func addInstance(of definition: ComponentDefinition, _ add: AddStatement, parent: ItemID) throws(Diagnostic)
    -> ItemID
  {
    if let cycle = instanceScopes.firstIndex(where: { $0.component == definition.name }) {
      let chain = instanceScopes[cycle...].map(\.component) + [definition.name]
      throw Diagnostic(
        "components cannot contain themselves: \(chain.joined(separator: " → "))", at: add.kindRange)
    }
    let written = try bind(add.kindArguments, to: definition, at: add.kindRange)
    var arguments: [String: LocatedValue] = [:]
    for (parameter, value) in written { arguments[parameter] = try resolvedArgument(value) }
    let record = ComponentInstanceRecord(
      component: definition.name, arguments: written.mapValues(self.written),
      context: instanceScopes.last?.instance)
    let name = qualified(add.name)
    let id: ItemID
    do {
      id = try engine.addView(
        Self.instanceKind[definition.base] ?? .view, named: name, to: parent, at: add.index,
        arranged: !add.asSubview)
    } catch {
      throw Diagnostic(error.description, at: add.nameRange)
    }
    engine.setClassName(id, definition.name)
    document.instances[id] = record
    let bodyParent = engine.widgetParts(of: id)?.content ?? id
    instanceScopes.append(
      InstanceScope(
        instance: id, bodyParent: bodyParent, prefix: name, component: definition.name, arguments: arguments))
    defer { instanceScopes.removeLast() }
    for statement in definition.body {
      do {
        try apply(statement, scope: nil)
      } catch {
        // Reported at the `add` that made the instance: the body may come from another input.
        throw Diagnostic(
          "in \(definition.name)'s body, line \(error.range.start.line): \(error.message)", at: add.kindRange,
          suggestion: error.suggestion)
      }
    }
    return id
  }

  /// The kind of view an instance is, by what its component is defined as.
  static let instanceKind: [ComponentBase: ViewKind] = [
    .view: .view, .widget: .widget, .cell: .cell, .collectioncell: .collectioncell,
  ]

  /// Matches arguments to parameters: labelled ones by name, unlabelled ones in order;
  /// parameters left out take their defaults. The values are as written: `resolvedArgument`
  /// reads what they name.
  func bind(
    _ given: [(label: String?, value: LocatedValue)], to definition: ComponentDefinition,
    at range: SourceRange
  ) throws(Diagnostic) -> [String: LocatedValue] {
    let names = definition.parameters.map(\.name)
    let signature = "\(definition.name)(\(names.joined(separator: ", ")))"
    var bound: [String: LocatedValue] = [:]
    var next = 0
    for argument in given {
      let parameter: String
      if let label = argument.label {
        guard names.contains(label) else {
          throw Diagnostic(
            "\(signature) has no parameter `\(label)`", at: argument.value.range,
            suggestion: suggestion(for: label, among: names))
        }
        parameter = label
      } else {
        while next < names.count, bound[names[next]] != nil { next += 1 }
        guard next < names.count else {
          throw Diagnostic("too many arguments: \(signature) takes \(names.count)", at: argument.value.range)
        }
        parameter = names[next]
      }
      guard bound[parameter] == nil else {
        throw Diagnostic("`\(parameter)` is given twice", at: argument.value.range)
      }
      bound[parameter] = argument.value
    }
    for parameter in definition.parameters where bound[parameter.name] == nil {
      guard let value = parameter.defaultValue else {
        throw Diagnostic("missing argument `\(parameter.name)` for \(signature)", at: range)
      }
      bound[parameter.name] = value
    }
    return bound
  }

  /// An argument written inside another instance's body may itself name a parameter
  /// (`$title`) or a model through one (`$movie.director` where `movie: tenet`): both are
  /// resolved in the outer scope before the inner body runs.
  func resolvedArgument(_ value: LocatedValue) throws(Diagnostic) -> LocatedValue {
    let value = try substitutingParameters(value)
    guard case .modelValue = value.value, let (reference, _) = try modelValue(value) else { return value }
    return LocatedValue(value: .modelValue("\(reference.model).\(reference.key)"), range: value.range)
  }

  /// `$title` inside a body: the instance's argument for `title` (which may itself be a model
  /// value such as `$movie.name`, and then binds). Other values are returned as written.
  func substitutingParameters(_ value: LocatedValue) throws(Diagnostic) -> LocatedValue {
    guard case .modelValue(let reference) = value.value, !reference.contains(".") else { return value }
    guard let scope = instanceScopes.last else {
      throw Diagnostic(
        "`$\(reference)` names neither a parameter (there is no component here) "
          + "nor a model value (write `$MODEL.KEY`)",
        at: value.range)
    }
    guard let argument = scope.arguments[reference] else {
      throw Diagnostic(
        "\(scope.component) has no parameter `\(reference)`", at: value.range,
        suggestion: suggestion(for: reference, among: scope.arguments.keys.sorted()))
    }
    return LocatedValue(value: argument.value, range: value.range)
  }
}
