import AutoLayout

/// What `export swift-class` needs beyond the engine to write components as classes and models as
/// stored properties: how each instance was made, and which texts and constants read a parameter or
/// a model. The session records these as statements run.
public struct ComponentSources: Sendable {
  /// Each component's parameters, in the order `define` declares them.
  public var parameters: [String: [String]] = [:]
  /// Each model's values in the order its `model` statement wrote them, models by name.
  public var models: [String: [(key: String, value: WrittenValue)]] = [:]
  /// How each component instance was made.
  public var instances: [ItemID: ComponentInstanceRecord] = [:]
  /// Texts written as `$…`, by view; constants, by constraint.
  public var texts: [ItemID: BoundSource] = [:]
  public var constants: [ConstraintID: BoundSource] = [:]

  public init() {}

  /// The value a model holds under a key.
  func value(of model: String, _ key: String) -> WrittenValue? {
    models[model]?.first { $0.key == key }?.value
  }
}

/// A value as a statement wrote it, before parameters and models are replaced by what they hold.
public enum WrittenValue: Hashable, Sendable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case strings([String])
  case numbers([Double])
  /// `$title`, or `$movie.name` where `movie` is a parameter, in a component's body.
  case parameter(String, key: String?)
  /// `$movie.name`, or a model passed whole (`MovieRow(movie: inception)`).
  case model(String, key: String?)
  /// Anything Swift is not given here as a stored value (an enumeration case, a size).
  case other
}

/// A text or constant that reads a parameter or a model.
public struct BoundSource: Hashable, Sendable {
  public var value: WrittenValue
  /// The instance whose body wrote it; nil for a statement at the top level.
  public var context: ItemID?
  /// The factor the value is read with: -1 for a constant written `- $movie.gap`, 2 for
  /// `$movie.gap * 2`.
  public var sign: Double
  /// What is added after the factor: 4 for `$movie.gap * 2 + 4`.
  public var offset: Double

  public init(value: WrittenValue, context: ItemID?, sign: Double = 1, offset: Double = 0) {
    self.value = value
    self.context = context
    self.sign = sign
    self.offset = offset
  }
}

extension BoundSource {
  /// `k * value + offset` as Swift writes it, with `value` already written: `movie.gap`,
  /// `-movie.gap`, `2 * movie.gap + 4`.
  public static func affine(_ value: String, coefficient: Double, offset: Double) -> String {
    let scaled = abs(coefficient) == 1 ? value : "\(abs(coefficient).compact) * \(value)"
    // `100 - movie.gap` reads better than `-movie.gap + 100`.
    if coefficient < 0 && offset > 0 { return "\(offset.compact) - \(scaled)" }
    let text = coefficient < 0 ? "-" + scaled : scaled
    if offset == 0 { return text }
    return text + (offset < 0 ? " - \((-offset).compact)" : " + \(offset.compact)")
  }
}

/// `add MovieRow(movie: tenet) second to movies`: the component, its arguments as written (the
/// defaults filled in), and the instance whose body made it (nil at the top level).
public struct ComponentInstanceRecord: Hashable, Sendable {
  public var component: String
  public var arguments: [String: WrittenValue]
  public var context: ItemID?

  public init(component: String, arguments: [String: WrittenValue], context: ItemID?) {
    self.component = component
    self.arguments = arguments
    self.context = context
  }
}
