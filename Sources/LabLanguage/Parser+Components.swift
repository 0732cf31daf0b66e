/// `define` and `model` (LANGUAGE.md §7): the statements that make reusable components and
/// the values texts and constants bind to.
extension Parser {
  /// `define [widget|cell|collectioncell] NAME(PARAM, PARAM = DEFAULT, …) { STATEMENTS }`; the
  /// parentheses may be left out when there are no parameters.
  mutating func defineStatement() throws(Diagnostic) -> StatementKind {
    _ = advance()
    var base = ComponentBase.view
    if current.kind == .identifier, peek().kind == .identifier,
      let word = ComponentBase(rawValue: current.text),
      word != .view
    {
      base = word
      _ = advance()
    }
    guard current.kind == .identifier else {
      throw Diagnostic("expected the component's name, such as `InfoView`, found \(found)", at: current.range)
    }
    let nameToken = advance()
    var parameters: [ComponentDefinition.Parameter] = []
    if isSymbol("(") {
      _ = advance()
      while !isSymbol(")") {
        guard current.kind == .identifier else {
          throw Diagnostic("expected a parameter name, found \(found)", at: current.range)
        }
        let token = advance()
        guard !parameters.contains(where: { $0.name == token.text }) else {
          throw Diagnostic("the parameter `\(token.text)` is declared twice", at: token.range)
        }
        var defaultValue: LocatedValue? = nil
        if isSymbol("=") {
          _ = advance()
          defaultValue = try locatedValue()
        }
        parameters.append(.init(name: token.text, defaultValue: defaultValue, range: token.range))
        if isSymbol(",") { _ = advance() } else { break }
      }
      _ = try expectSymbol(")", "`)` to close the parameters")
    }
    guard isSymbol("{") else {
      throw Diagnostic("expected the component's body in `{ }`, found \(found)", at: current.range)
    }
    _ = advance()
    let body = try statements(until: "}")
    _ = try expectSymbol("}", "`}`")
    return .define(
      ComponentDefinition(
        name: nameToken.text, nameRange: nameToken.range, parameters: parameters, body: body,
        base: base))
  }

  /// `model NAME { KEY = VALUE; … }`: values are numbers, strings or booleans.
  mutating func modelStatement() throws(Diagnostic) -> StatementKind {
    _ = advance()
    let modelName = try name()
    _ = try expectSymbol("{", "`{` and the model's values")
    var entries: [ModelEntry] = []
    while true {
      while current.kind == .newline || isSymbol(";") { _ = advance() }
      if isSymbol("}") { break }
      guard current.kind == .identifier else {
        throw Diagnostic(
          current.kind == .end ? "this model has no closing `}`" : "expected `KEY = VALUE`, found \(found)",
          at: current.range)
      }
      let key = advance()
      _ = try expectSymbol("=", "`=`")
      let value = try locatedValue()
      switch value.value {
      case .number, .string, .bool: break
      default: throw Diagnostic("a model holds numbers, strings and booleans", at: value.range)
      }
      guard !entries.contains(where: { $0.key == key.text }) else {
        throw Diagnostic("`\(key.text)` is set twice in this model", at: key.range)
      }
      entries.append(ModelEntry(key: key.text, value: value, range: key.range.through(value.range)))
      guard atStatementEnd else {
        throw Diagnostic("expected the end of the value, found \(found)", at: current.range)
      }
    }
    _ = advance()
    return .model(modelName, entries)
  }
}
