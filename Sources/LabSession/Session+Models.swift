import AutoLayout
import LabLanguage
import LabRender

/// `$movie.name`: a key of a model.
struct ModelReference: Hashable, CustomStringConvertible {
  let model: String
  let key: String
  var description: String { "$\(model).\(key)" }
}

/// A constraint constant bound to a model value, with the sign it was written with
/// (`- $movie.gap`).
struct ConstantBinding {
  let reference: ModelReference
  let sign: Double
}

extension Session {
  // MARK: - model

  func defineModel(_ name: String, _ entries: [ModelEntry], range: SourceRange) throws(Diagnostic) {
    guard document.models[name] == nil else { throw Diagnostic("a model named `\(name)` already exists", at: range) }
    guard engine.item(named: name) == nil, document.components[name] == nil else {
      throw Diagnostic("the name '\(name)' is already taken", at: range)
    }
    var values: [String: Value] = [:]
    var keys: [String] = []
    for entry in entries {
      if values[entry.key] == nil { keys.append(entry.key) }
      values[entry.key] = entry.value.value
    }
    document.models[name] = values
    document.modelKeys[name] = keys
  }

  /// Whether `set PATH = …` is about a model (`movie.name`).
  func isModelPath(_ path: Path) -> Bool {
    path.components.count == 2 && document.models[path.components[0]] != nil && engine.item(named: path.components[0]) == nil
  }

  /// `set movie.name = "Tenet"`: every bound text and constant follows, in one re-solve (the
  /// caller lays out once). Checked first, so a value no bound constant can take changes nothing.
  func assignModel(_ path: Path, _ value: LocatedValue) throws(Diagnostic) {
    let reference = ModelReference(model: path.components[0], key: path.components[1])
    guard let old = document.models[reference.model]?[reference.key] else {
      throw Diagnostic(
        "the model `\(reference.model)` has no value `\(reference.key)`", at: path.range,
        suggestion: suggestion(for: reference.key, among: document.models[reference.model]?.keys.sorted() ?? []))
    }
    let new = try substitutingParameters(value)
    switch (old, new.value) {
    case (.number, .number), (.string, .string), (.bool, .bool): break
    default: throw Diagnostic("`\(reference)` holds \(Self.typeName(old)); this is \(Self.typeName(new.value))", at: value.range)
    }
    document.models[reference.model]?[reference.key] = new.value
    for item in document.textBindings.keys.sorted() where !engine.isAlive(item) { document.textBindings[item] = nil }
    for id in document.constantBindings.keys.sorted() where !engine.exists(id) { document.constantBindings[id] = nil }
    for (item, bound) in document.textBindings.sorted(by: { $0.key < $1.key }) where bound == reference {
      engine.setText(item, Self.displayed(new.value))
    }
    guard case .number(let n) = new.value else { return }
    for (id, bound) in document.constantBindings.sorted(by: { $0.key < $1.key }) where bound.reference == reference {
      try diagnosing(at: value.range) { try engine.setConstant(id, bound.sign * n) }
    }
  }

  /// Each bound constraint's model value as listings print it (`$movie.gap`).
  var boundConstants: [ConstraintID: String] {
    document.constantBindings.contents.mapValues { ($0.sign < 0 ? "-" : "") + $0.reference.description }
  }

  static func typeName(_ value: Value) -> String {
    switch value {
    case .number: "a number"
    case .string: "a string"
    case .bool: "a boolean"
    default: "another kind of value"
    }
  }

  /// A model value as a label shows it: strings as they are, numbers without a trailing `.0`.
  static func displayed(_ value: Value) -> String {
    switch value {
    case .string(let s): s
    case .number(let n): n.compact
    case .bool(let b): String(b)
    default: ""
    }
  }

  /// The model value a `$model.key` names, after parameter substitution; nil when the value
  /// is not a model reference.
  func modelValue(_ value: LocatedValue) throws(Diagnostic) -> (ModelReference, Value)? {
    guard case .modelValue(let written) = value.value else { return nil }
    var parts = written.split(separator: ".", maxSplits: 1).map(String.init)
    // `$movie.name` in a body where the parameter `movie` was given a model (`movie: tenet`).
    if parts.count == 2, document.models[parts[0]] == nil, let argument = instanceScopes.last?.arguments[parts[0]],
      case .name(let model) = argument.value, model.components.count == 1
    {
      parts[0] = model.components[0]
    }
    guard parts.count == 2 else {
      throw Diagnostic("`$\(written)` is not a model value: write `$MODEL.KEY`, such as `$movie.name`", at: value.range)
    }
    guard let model = document.models[parts[0]] else {
      throw Diagnostic(
        "there is no model named `\(parts[0])`", at: value.range,
        suggestion: suggestion(for: parts[0], among: document.models.keys.sorted()))
    }
    guard let v = model[parts[1]] else {
      throw Diagnostic(
        "the model `\(parts[0])` has no value `\(parts[1])`", at: value.range,
        suggestion: suggestion(for: parts[1], among: model.keys.sorted()))
    }
    return (ModelReference(model: parts[0], key: parts[1]), v)
  }

  /// A text as written (a string, a parameter, or a model value, which binds the view's text).
  func setBoundText(_ item: ItemID, _ value: LocatedValue) throws(Diagnostic) {
    document.textSources[item] = source(of: value)
    let value = try substitutingParameters(value)
    if let (reference, v) = try modelValue(value) {
      engine.setText(item, Self.displayed(v))
      document.textBindings[item] = reference
      return
    }
    guard case .string(let s) = value.value else { throw Diagnostic("expected a string", at: value.range) }
    engine.setText(item, s)
    document.textBindings[item] = nil
  }

  /// A constraint constant as written: a number, `system` (8), a parameter, or a model value
  /// (which binds). Returns the constant, the binding and what it reads, to record once the
  /// constraint exists.
  func constant(_ value: LocatedValue, sign: Double) throws(Diagnostic) -> (Double, ConstantBinding?, BoundSource?) {
    let source = source(of: value, sign: sign)
    let value = try substitutingParameters(value)
    if let (reference, v) = try modelValue(value) {
      guard case .number(let n) = v else {
        throw Diagnostic("`\(reference)` holds \(Self.typeName(v)); a constant needs a number", at: value.range)
      }
      return (sign * n, ConstantBinding(reference: reference, sign: sign), source)
    }
    switch value.value {
    case .number(let n): return (sign * n, nil, source)
    case .enumCase("system"): return (sign * 8, nil, nil)
    case .name(let p) where p.description == "system": return (sign * 8, nil, nil)
    default: throw Diagnostic("expected a number for the constant", at: value.range)
    }
  }
}
