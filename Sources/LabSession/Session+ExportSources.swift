import AutoLayout
import LabLanguage
import LabRender

/// What the session remembers for `export swift-class`: how instances were made and which texts and
/// constants read a parameter or a model, in the renderer's terms.
extension Session {
  /// A value as the statement being run wrote it. `$movie.name` is a model's value when a model
  /// of that name exists (as `modelValue` resolves it) and otherwise the current instance's
  /// parameter; a bare name that is a model is the model passed whole.
  func written(_ value: LocatedValue) -> WrittenValue {
    switch value.value {
    case .modelValue(let text):
      let parts = text.split(separator: ".", maxSplits: 1).map(String.init)
      let key = parts.count == 2 ? parts[1] : nil
      let argument = instanceScopes.last?.arguments[parts[0]]
      if key != nil, document.models[parts[0]] != nil {
        // A parameter named after the model it is given (`order: order`) reads as the parameter.
        if case .name(let given)? = argument?.value, given.components == [parts[0]] {
          return .parameter(parts[0], key: key)
        }
        return .model(parts[0], key: key)
      }
      return argument != nil ? .parameter(parts[0], key: key) : .other
    case .name(let path) where path.components.count == 1 && document.models[path.components[0]] != nil:
      return .model(path.components[0], key: nil)
    default:
      return Self.writtenLiteral(value.value)
    }
  }

  /// A plain value (a model's value, a literal argument) in the renderer's terms.
  static func writtenLiteral(_ value: Value) -> WrittenValue {
    switch value {
    case .string(let s): return .string(s)
    case .number(let n): return .number(n)
    case .bool(let b): return .bool(b)
    case .list(let entries):
      let strings = entries.compactMap { if case .string(let s) = $0 { s } else { nil } }
      if strings.count == entries.count { return .strings(strings) }
      let numbers = entries.compactMap { if case .number(let n) = $0 { n } else { nil } }
      if numbers.count == entries.count { return .numbers(numbers) }
      return .other
    default: return .other
    }
  }

  /// A text or constant written as `$…` reads a parameter or model; any other value reads nothing.
  func source(of value: LocatedValue, sign: Double = 1) -> BoundSource? {
    guard case .modelValue = value.value else { return nil }
    return BoundSource(value: written(value), context: instanceScopes.last?.instance, sign: sign)
  }

  /// The sources of the views and constraints that still exist.
  var componentSources: ComponentSources {
    var sources = ComponentSources()
    for (name, definition) in document.components.contents {
      sources.parameters[name] = definition.parameters.map(\.name)
    }
    for (name, values) in document.models.contents {
      let keys = document.modelKeys[name] ?? values.keys.sorted()
      sources.models[name] = keys.compactMap { key in values[key].map { (key, Self.writtenLiteral($0)) } }
    }
    sources.instances = document.instances.contents.filter { engine.isAlive($0.key) }
    sources.texts = document.textSources.contents.filter { engine.isAlive($0.key) }
    sources.constants = document.constantSources.contents.filter { engine.exists($0.key) }
    return sources
  }
}
