import AutoLayout
import LabLanguage
import LabRender

/// `$movie.name`: a key of a model.
struct ModelReference: Hashable, CustomStringConvertible {
  let model: String
  let key: String
  var description: String { "$\(model).\(key)" }
}

/// A constraint constant bound to a model value as written: `$movie.gap` is 1 × gap + 0,
/// `- $movie.gap` is -1 × gap, `$movie.gap * 2 + 4` is 2 × gap + 4.
struct ConstantBinding {
  let reference: ModelReference
  let coefficient: Double
  let offset: Double

  func constant(for value: Double) -> Double { coefficient * value + offset }

  /// As listings print it: `$movie.gap`, `-$movie.gap`, `2 * $movie.gap + 4`.
  var written: String { BoundSource.affine(reference.description, coefficient: coefficient, offset: offset) }
}

/// A constant's value, and the model value it follows if it reads one.
struct EvaluatedConstant {
  var value: Double
  var coefficient = 0.0
  var reference: ModelReference? = nil
  /// The `$…` operand as written, for the exported class.
  var boundOperand: LocatedValue? = nil
}

extension Session {
  // MARK: - model

  func defineModel(_ name: String, _ entries: [ModelEntry], range: SourceRange) throws(Diagnostic) {
    guard document.models[name] == nil else {
      throw Diagnostic("a model named `\(name)` already exists", at: range)
    }
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
    path.components.count == 2 && document.models[path.components[0]] != nil
      && engine.item(named: path.components[0]) == nil
  }

  /// `set movie.name = "Tenet"`: every bound text and constant follows, in one re-solve (the
  /// caller lays out once). Checked first, so a value no bound constant can take changes nothing.
  func assignModel(_ path: Path, _ value: LocatedValue) throws(Diagnostic) {
    let reference = ModelReference(model: path.components[0], key: path.components[1])
    guard let old = document.models[reference.model]?[reference.key] else {
      throw Diagnostic(
        "the model `\(reference.model)` has no value `\(reference.key)`", at: path.range,
        suggestion: suggestion(
          for: reference.key, among: document.models[reference.model]?.keys.sorted() ?? []))
    }
    let new = try substitutingParameters(value)
    switch (old, new.value) {
    case (.number, .number), (.string, .string), (.bool, .bool): break
    default:
      throw Diagnostic(
        "`\(reference)` holds \(Self.typeName(old)); this is \(Self.typeName(new.value))", at: value.range)
    }
    document.models[reference.model]?[reference.key] = new.value
    for item in document.textBindings.keys.sorted() where !engine.isAlive(item) {
      document.textBindings[item] = nil
    }
    for id in document.constantBindings.keys.sorted() where !engine.exists(id) {
      document.constantBindings[id] = nil
    }
    for (item, bound) in document.textBindings.sorted(by: { $0.key < $1.key }) where bound == reference {
      engine.setText(item, Self.displayed(new.value))
    }
    guard case .number(let n) = new.value else { return }
    for (id, bound) in document.constantBindings.sorted(by: { $0.key < $1.key })
    where bound.reference == reference {
      try diagnosing(at: value.range) { try engine.setConstant(id, bound.constant(for: n)) }
    }
  }

  /// Each bound constraint's model value as listings print it (`$movie.gap`, `2 * $movie.gap + 4`).
  var boundConstants: [ConstraintID: String] {
    document.constantBindings.contents.mapValues(\.written)
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
    if parts.count == 2, document.models[parts[0]] == nil,
      let argument = instanceScopes.last?.arguments[parts[0]],
      case .name(let model) = argument.value, model.components.count == 1
    {
      parts[0] = model.components[0]
    }
    guard parts.count == 2 else {
      throw Diagnostic(
        "`$\(written)` is not a model value: write `$MODEL.KEY`, such as `$movie.name`", at: value.range)
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

  /// A constraint constant as written: a number, `system` (8), a parameter, a model value
  /// (which binds), or Swift's arithmetic over them reading one model value at most
  /// (`$movie.gap * 2 + 4` binds as 2 × gap + 4). Returns the constant, the binding and what it
  /// reads, to record once the constraint exists.
  func constant(_ value: LocatedValue) throws(Diagnostic) -> (Double, ConstantBinding?, BoundSource?) {
    let evaluated = try evaluateConstant(value)
    guard evaluated.value.isFinite else {
      throw Diagnostic(
        "Constant is not finite! That's illegal. constant: \(evaluated.value)", at: value.range)
    }
    guard let reference = evaluated.reference, let operand = evaluated.boundOperand,
      evaluated.coefficient != 0
    else {
      return (evaluated.value, nil, nil)
    }
    let current = evaluated.value
    let model = try modelValue(try substitutingParameters(operand)).map(\.1)
    let n: Double = if case .number(let m)? = model { m } else { 0 }
    let offset = current - evaluated.coefficient * n
    var source = source(of: operand, sign: evaluated.coefficient)
    source?.offset = offset
    return (
      current, ConstantBinding(reference: reference, coefficient: evaluated.coefficient, offset: offset),
      source
    )
  }

  /// Swift's arithmetic over the constant's operands, keeping the one model value it follows.
  func evaluateConstant(_ value: LocatedValue) throws(Diagnostic) -> EvaluatedConstant {
    if case .arithmetic(let expression) = value.value { return try evaluateConstant(expression) }
    let substituted = try substitutingParameters(value)
    if let (reference, v) = try modelValue(substituted) {
      guard case .number(let n) = v else {
        throw Diagnostic(
          "`\(reference)` holds \(Self.typeName(v)); a constant needs a number", at: value.range)
      }
      return EvaluatedConstant(value: n, coefficient: 1, reference: reference, boundOperand: value)
    }
    switch substituted.value {
    case .number(let n): return EvaluatedConstant(value: n)
    case .enumCase("system"): return EvaluatedConstant(value: 8)
    case .name(let p) where p.description == "system": return EvaluatedConstant(value: 8)
    case .arithmetic(let expression): return try evaluateConstant(expression)
    default: throw Diagnostic("expected a number for the constant", at: value.range)
    }
  }

  func evaluateConstant(_ expression: Arithmetic) throws(Diagnostic) -> EvaluatedConstant {
    switch expression {
    case .operand(let v): return try evaluateConstant(v)
    case .negated(let inner):
      var e = try evaluateConstant(inner)
      e.value.negate()
      e.coefficient.negate()
      return e
    case .binary(let op, let a, let b, let range):
      let x = try evaluateConstant(a)
      let y = try evaluateConstant(b)
      var result = EvaluatedConstant(value: op.apply(x.value, y.value))
      switch op {
      case .add, .subtract:
        if let r = x.reference, let s = y.reference, r != s {
          throw Diagnostic(
            "a constant can follow one model value, and this one reads `\(r)` and `\(s)`", at: range)
        }
        result.coefficient = x.coefficient + (op == .add ? y.coefficient : -y.coefficient)
        (result.reference, result.boundOperand) =
          x.reference != nil ? (x.reference, x.boundOperand) : (y.reference, y.boundOperand)
      case .multiply:
        if let r = x.reference, let s = y.reference {
          throw Diagnostic(
            "a constant follows one model value scaled by a number, and `\(r)` times `\(s)` is not one",
            at: range)
        }
        result.coefficient = x.coefficient * y.value + y.coefficient * x.value
        (result.reference, result.boundOperand) =
          x.reference != nil ? (x.reference, x.boundOperand) : (y.reference, y.boundOperand)
      case .divide:
        if let s = y.reference {
          throw Diagnostic(
            "a constant follows one model value scaled by a number, and dividing by `\(s)` is not that",
            at: range)
        }
        result.coefficient = x.coefficient / y.value
        (result.reference, result.boundOperand) = (x.reference, x.boundOperand)
      }
      return result
    }
  }

}
