import AutoLayout
import LabLanguage
import TextMetrics

extension ViewProperty {
  /// A stack view's `alignment` arranges its views; it comes first, before a label's, which
  /// only draws.
  static let stackAlignment = group(
    ["alignment"], [.stack], ["a stack view"], reading: ["alignment": { $0["alignment"].map(Value.enumCase) }]
  ) { s, a in try s.setStackProperty(a) }

  /// A stack view's other properties (`docs/stacks.md`), and what IB's `stackView` stores
  /// for them.
  static let stackProperties = group(
    [
      "axis", "distribution", "spacing", "marginsRelative", "baselineRelative",
      "isLayoutMarginsRelativeArrangement", "isBaselineRelativeArrangement",
    ], [.stack], ["a stack view"], reading: stackInterfaceBuilderAttributes
  ) { s, a in try s.setStackProperty(a) }

  static let stackInterfaceBuilderAttributes: [String: InterfaceBuilderReader] = [
    "axis": { $0["axis"] == "vertical" ? .enumCase("vertical") : nil },
    "distribution": { $0["distribution"].map(Value.enumCase) },
    // UIStackView.spacingUseSystem: the standard 8 between views, as IB's stored frames of
    // such stacks show (an 8-point gap; docs/language.md, "load").
    "spacing": { $0["spacing"].map(Value.stored) ?? ($0["spacingType"] == "standard" ? .number(8) : nil) },
    "marginsRelative": { $0["layoutMarginsRelativeArrangement"] == "YES" ? .bool(true) : nil },
    "baselineRelative": { $0["baselineRelativeArrangement"] == "YES" ? .bool(true) : nil },
  ]
}

/// Setting a stack view's properties: UIStackView's axis, distribution, alignment, spacing
/// and arrangement flags, and its custom spacing after a view.
extension Session {
  func setStackProperty(_ a: PropertyAssignment) throws { try assignStack(a.item, a.property, a.value) }

  /// A stack view's properties (LANGUAGE.md §5); the constraints follow at the next layout.
  func assignStack(_ stack: ItemID, _ property: String, _ value: LocatedValue) throws(Diagnostic) {
    var configuration = engine.stackConfiguration(of: stack)
    func choice<T: RawRepresentable & CaseIterable>(_: T.Type) throws(Diagnostic) -> T
    where T.RawValue == String {
      let names = T.allCases.map(\.rawValue)
      guard let word = enumName(value), let chosen = T(rawValue: word) else {
        throw Diagnostic(
          "`\(property)` is one of \(names.joined(separator: ", "))", at: value.range,
          suggestion: enumName(value).flatMap { suggestion(for: $0, among: names) })
      }
      return chosen
    }
    switch property {
    case "axis": configuration.axis = try choice(Axis.self)
    case "distribution": configuration.distribution = try choice(StackDistribution.self)
    case "alignment": configuration.alignment = try choice(StackAlignment.self)
    case "spacing":
      // `system` is UIStackView.spacingUseSystem: 8 between ordinary views (reference §2.3).
      let spacing = enumName(value) == "system" ? 8 : try number(value)
      guard spacing.isFinite else { throw Diagnostic("spacing must be a finite number", at: value.range) }
      configuration.spacing = spacing
    case "marginsRelative", "isLayoutMarginsRelativeArrangement":
      configuration.isLayoutMarginsRelative = try bool(value)
    default: configuration.isBaselineRelative = try bool(value)
    }
    engine.setStackConfiguration(stack, configuration)
  }

  /// `stack.spacing(after: NAME) = N` — setCustomSpacing(N, after: NAME); `none` goes back
  /// to the stack's spacing.
  func assignCustomSpacing(_ stack: ItemID, _ viewName: String, _ value: LocatedValue, at range: SourceRange)
    throws(Diagnostic)
  {
    guard engine.kind(of: stack) == .stack else {
      throw Diagnostic("only a stack view has `spacing(after:)`", at: range)
    }
    guard let view = engine.item(named: qualified(viewName)),
      engine.arrangedSubviews(of: stack).contains(view)
    else {
      throw Diagnostic(
        "'\(viewName)' is not arranged in '\(engine.name(of: stack))'", at: range,
        suggestion: suggestion(
          for: viewName, among: engine.arrangedSubviews(of: stack).map { engine.name(of: $0) }))
    }
    if case .none = value.value {
      engine.setCustomSpacing(nil, after: view, in: stack)
      return
    }
    let spacing = try number(value)
    guard spacing.isFinite else { throw Diagnostic("spacing must be a finite number", at: value.range) }
    engine.setCustomSpacing(spacing, after: view, in: stack)
  }
}
