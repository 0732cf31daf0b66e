import LabLanguage

/// A property as an importer gives it to a view: `hugging.h = 251`, `font = .body`, and
/// where the imported file stores it, when that is more precise than the statement's place
/// (an IB attribute, `horizontalHuggingPriority="251"`).
struct PropertySetting: Equatable {
  var name: String
  var value: Value
  var range: SourceRange?

  init(_ name: String, _ value: Value, at range: SourceRange? = nil) {
    self.name = name
    self.value = value
    self.range = range
  }
}

/// Builds the statements an importer hands the session, each located where it was read (an
/// Interface Builder element's tag), so that an error in one points there and not at text
/// made up for it.
struct StatementMaker {
  let range: SourceRange

  func path(_ dotted: String) -> Path {
    Path(components: dotted.split(separator: ".").map(String.init), range: range)
  }

  func located(_ value: Value) -> LocatedValue { LocatedValue(value: value, range: range) }

  func statement(_ kind: StatementKind) -> Statement { Statement(kind: kind, range: range) }

  /// `set PATH = VALUE`.
  func set(_ dotted: String, _ value: Value) -> Statement { statement(.set(path(dotted), located(value))) }

  /// `add KIND NAME ["TEXT"] [to PARENT] [[.OPTION, …]] { NAME = VALUE; … }`.
  func add(
    _ kind: String, _ name: String, text: String? = nil, to parent: String? = nil, options: [String] = [],
    _ settings: [PropertySetting] = []
  ) -> Statement {
    statement(
      .add(
        AddStatement(
          kind: kind, kindRange: range, kindArguments: [], name: name, nameRange: range,
          text: text.map { located(.string($0)) }, parent: parent.map(path), index: nil, asSubview: false,
          options: options.map { located(.enumCase($0)) },
          configuration: settings.map { StatementMaker(range: $0.range ?? range).set($0.name, $0.value) })))
  }

  /// `FIRST REL [SECOND [* M]] [± CONSTANT] [@P] [as NAME]`; the constant at `constantRange`
  /// when given.
  func constraint(
    _ first: String, _ relation: EquationStatement.Relation, _ second: String?, multiplier: Double = 1,
    constant: Value?, at constantRange: SourceRange? = nil, priority: Double?, name: String?
  ) -> Statement {
    statement(
      .constraint(
        EquationStatement(
          first: path(first), relation: relation, relationRange: range, second: second.map(path),
          multiplier: multiplier,
          constant: constant.map { LocatedValue(value: $0, range: constantRange ?? range) },
          priority: priority, name: name,
          nameRange: name == nil ? nil : range)))
  }
}

extension Double {
  /// Six significant digits, as UIKit prints a number (`%g`): what an importer keeps of the
  /// fractions IB stores (`15.999999999999998` is 16, `20.333333333333332` is 20.3333), so
  /// that the history reads as typed.
  var sixDigits: Double { Double(compact) ?? self }
}

extension Value {
  /// A number IB stored as text (`251`, `20.5`); text that is no number stays text, which
  /// the property refuses with an error at the element.
  static func stored(_ text: String) -> Value { Double(text).map(Value.number) ?? .string(text) }
}
