import LabLanguage
import SwiftSyntax

/// Constraints: anchors, `NSLayoutConstraint.activate`, kept constraints, `isActive`, and
/// the Visual Format Language.
extension BodyReader {
  /// `a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)` and its other forms
  /// (NSLayoutAnchor, NSLayoutDimension and the system-spacing forms of iOS 11).
  func anchorConstraint(_ call: FunctionCallExprSyntax, _ base: ExprSyntax, _ method: String) -> SwiftValue {
    guard case .anchor(let item, let attribute, let waits) = value(base) else {
      if let name = unknownName(base) {
        note("there is no view named '\(name.baseName.text)'", name)
      } else {
        note("a constraint on something that is not an anchor LayoutLab knows: skipped", base)
      }
      return .unknown
    }
    let arguments = Array(call.arguments)
    guard let first = arguments.first, let label = first.label?.text else {
      note("expected `constraint(equalTo: …)` or one of its forms", call)
      return .unknown
    }
    let relation: EquationStatement.Relation =
      label.hasPrefix("greaterThan")
      ? .greaterThanOrEqual : label.hasPrefix("lessThan") ? .lessThanOrEqual : .equal
    let r = range(call)
    var equation = EquationStatement(
      first: program.path("\(item).\(attribute)", range(base)), relation: relation, relationRange: r,
      second: nil,
      multiplier: 1, constant: nil, priority: nil, name: nil)
    var allWaits = waits
    func number(_ label: String) -> Double? {
      arguments.first { $0.label?.text == label }.flatMap { value($0.expression).number }
    }
    if label.hasSuffix("Constant") {
      guard let n = value(first.expression).number else {
        note("a constant LayoutLab cannot work out: skipped", first.expression)
        return .unknown
      }
      equation.constant = LocatedValue(value: .number(n), range: range(first.expression))
      return .constraint(equation, waitsFor: allWaits)
    }
    guard case .anchor(let otherItem, let otherAttribute, let otherWaits) = value(first.expression) else {
      if let name = unknownName(first.expression) {
        note("there is no view named '\(name.baseName.text)'", name)
      } else {
        note("the other side is not an anchor LayoutLab knows: skipped", first.expression)
      }
      return .unknown
    }
    allWaits += otherWaits
    equation.second = program.path("\(otherItem).\(otherAttribute)", range(first.expression))
    let multiplier = number("multiplier") ?? 1
    if label.contains("SystemSpacing") {
      // Apple's standard spacing between two views is 8 points (LayoutLab's `system`).
      equation.constant = LocatedValue(
        value: multiplier == 1 ? .name(program.path("system", r)) : .number(8 * multiplier), range: r)
      return .constraint(equation, waitsFor: allWaits)
    }
    equation.multiplier = multiplier
    if let constant = arguments.first(where: { $0.label?.text == "constant" }) {
      let v = value(constant.expression)
      if let n = v.number {
        if n != 0 { equation.constant = LocatedValue(value: .number(n), range: range(constant.expression)) }
      } else if case .lab(let followed) = v, v.arithmeticTerm(range(constant.expression)) != nil {
        // A model's value, or arithmetic on one: the constant follows the model.
        equation.constant = LocatedValue(value: followed, range: range(constant.expression))
      } else {
        note("a constant LayoutLab cannot work out: skipped", constant.expression)
        return .unknown
      }
    }
    return .constraint(equation, waitsFor: allWaits)
  }

  /// The name a chain such as `nothing.bottomAnchor` starts with, when nothing of that name
  /// is known (not a variable, a property, `self` or `view`).
  func unknownName(_ expression: ExprSyntax) -> DeclReferenceExprSyntax? {
    var e = expression
    while let member = e.as(MemberAccessExprSyntax.self), let base = member.base { e = base }
    guard let name = e.as(DeclReferenceExprSyntax.self), case .unknown = reference(name.baseName.text),
      name.baseName.text.first?.isLowercase == true
    else { return nil }
    return name
  }

  /// `NSLayoutConstraint.activate([…])`, `.deactivate([…])`, and
  /// `.constraints(withVisualFormat:…)` made for its effect.
  func readConstraintClassCall(_ call: FunctionCallExprSyntax, method: String) {
    switch method {
    case "activate", "deactivate":
      activateAll(call.arguments.first?.expression, active: method == "activate")
    default:
      note("`NSLayoutConstraint.\(method)` is not something LayoutLab follows: skipped", call)
    }
  }

  /// Activates (or deactivates) each constraint of an array expression: anchors, kept ones,
  /// arrays joined with `+`, and VFL's `constraints(withVisualFormat:…)`.
  func activateAll(_ expression: ExprSyntax?, active: Bool) {
    guard let expression else { return }
    if let infix = expression.as(InfixOperatorExprSyntax.self),
      infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
    {
      activateAll(infix.leftOperand, active: active)
      activateAll(infix.rightOperand, active: active)
      return
    }
    if let array = expression.as(ArrayExprSyntax.self) {
      for element in array.elements { activateAll(element.expression, active: active) }
      return
    }
    if let call = expression.as(FunctionCallExprSyntax.self), isVisualFormat(call) {
      guard active else {
        note("deactivating VFL constraints made in place does nothing", call)
        return
      }
      readVisualFormat(call)
      return
    }
    let notesBefore = program.notes.count
    let v = value(expression)
    switch v {
    case .unknown where program.notes.count > notesBefore:
      return  // what made it unreadable has its note
    case .constraint(let equation, let waits):
      if active {
        program.say(.constraint(equation), at: range(expression), about: waits)
      }
    case .kept(let index):
      setActive(index, active, at: expression)
    case .list(let items):
      for item in items {
        if case .kept(let index) = item { setActive(index, active, at: expression) }
      }
    default:
      note("not a constraint LayoutLab can follow: skipped", expression)
    }
  }

  /// A kept constraint made on its first activation, then activated and deactivated by name.
  func setActive(_ index: Int, _ active: Bool, at node: some SyntaxProtocol) {
    let kept = program.kept[index]
    let r = range(node)
    if !kept.isMade {
      guard active else { return }
      program.kept[index].isMade = true
      program.say(.constraint(kept.equation), at: kept.range, about: kept.waitsFor)
      return
    }
    guard let keptName = kept.name else {
      note("a constraint with no name cannot be switched once made: skipped", node)
      return
    }
    let name = program.path(keptName, r)
    program.say(active ? .activate(name) : .deactivate(name), at: r, about: kept.waitsFor)
  }

  /// `kept.constant = 20`, `kept.priority = .defaultHigh`, `kept.isActive = true`: before the
  /// constraint is made they change what will be made; after, they are statements.
  func assignKept(_ index: Int, _ property: String, _ right: ExprSyntax) {
    switch property {
    case "isActive":
      guard case .bool(let on) = value(right) else {
        note("`isActive` set to something LayoutLab cannot work out: skipped", right)
        return
      }
      setActive(index, on, at: right)
    case "constant":
      let v = value(right)
      // Set again to what it was made with (an update method reading a model): the constant
      // already follows the model.
      if case .lab(let followed) = v,
        program.kept[index].equation.constant?.value.labSource == followed.labSource
      {
        return
      }
      guard let n = v.number else {
        note("a constant LayoutLab cannot work out: skipped", right)
        return
      }
      changeKept(index, "constant", to: n, at: right) {
        $0.constant = LocatedValue(value: .number(n), range: range(right))
      }
    case "priority":
      guard let p = priority(right) else {
        note("a priority LayoutLab cannot work out: skipped", right)
        return
      }
      changeKept(index, "priority", to: p, at: right) { $0.priority = p }
    case "identifier":
      return
    default:
      note("a constraint's `\(property)` is not something LayoutLab follows: skipped", right)
    }
  }

  /// A kept constraint's number changed: once made, a `set NAME.PROPERTY` statement; before,
  /// the equation that will be made (`unmade`).
  func changeKept(
    _ index: Int, _ property: String, to n: Double, at right: ExprSyntax,
    unmade: (inout EquationStatement) -> Void
  ) {
    let kept = program.kept[index]
    guard kept.isMade, let name = kept.name else {
      unmade(&program.kept[index].equation)
      return
    }
    let target = program.path("\(name).\(property)", range(right))
    program.say(
      .set(target, LocatedValue(value: .number(n), range: range(right))), at: range(right),
      about: kept.waitsFor)
  }

  // MARK: - The Visual Format Language

  /// `views: ["a": a]` (or `NSDictionaryOfVariableBindings`'s names): the format's names of
  /// the views.
  func visualFormatViews(_ expression: ExprSyntax) -> [String: Int] {
    var names: [String: Int] = [:]
    if let d = expression.as(DictionaryExprSyntax.self), case .elements(let elements) = d.content {
      for element in elements {
        guard case .string(let key) = value(element.key), case .view(let id) = value(element.value) else {
          note("a view LayoutLab does not know: skipped", element)
          continue
        }
        names[key] = id
      }
    } else if let call = expression.as(FunctionCallExprSyntax.self),
      ["_DictionaryOfVariableBindings", "dictionaryOfNames"].contains(
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "")
    {
      for a in call.arguments {
        if case .view(let id) = value(a.expression) { names[program.views[id].name] = id }
      }
    }
    return names
  }

  /// `metrics: ["gap": 10]`.
  func visualFormatMetrics(_ expression: ExprSyntax) -> [String: Double] {
    var metrics: [String: Double] = [:]
    if let d = expression.as(DictionaryExprSyntax.self), case .elements(let elements) = d.content {
      for element in elements {
        if case .string(let key) = value(element.key), let n = value(element.value).number {
          metrics[key] = n
        }
      }
    }
    return metrics
  }

  /// `options: [.alignAllTop]`: the attribute the format's views are aligned on.
  func visualFormatAlignment(_ expression: ExprSyntax) -> String? {
    var options = [value(expression)]
    if case .list(let items) = options[0] { options = items }
    for option in options {
      if case .lab(.enumCase(let name)) = option, name.hasPrefix("alignAll") {
        let attribute = name.dropFirst("alignAll".count)
        return attribute.prefix(1).lowercased() + attribute.dropFirst()
      }
    }
    return nil
  }

  func isVisualFormat(_ call: FunctionCallExprSyntax) -> Bool {
    call.arguments.first?.label?.text == "withVisualFormat"
  }

  /// `NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|", options: …, metrics: …,
  /// views: ["a": a])`: the format's view names are the dictionary's keys, written out with
  /// the names LayoutLab gave the views.
  func readVisualFormat(_ call: FunctionCallExprSyntax) {
    let arguments = Array(call.arguments)
    guard let formatExpression = arguments.first?.expression,
      case .string(let format) = value(formatExpression)
    else {
      note("a format whose text is known only when the app runs: skipped", call)
      return
    }
    var names: [String: Int] = [:]
    var metrics: [String: Double] = [:]
    var align: String? = nil
    for argument in arguments.dropFirst() {
      switch argument.label?.text {
      case "views": names = visualFormatViews(argument.expression)
      case "metrics": metrics = visualFormatMetrics(argument.expression)
      case "options": align = visualFormatAlignment(argument.expression)
      default: continue
      }
    }
    let parsed: VisualFormat
    do {
      parsed = try VisualFormat.parse(format)
    } catch {
      note("Unable to parse constraint format: \(error.message)", formatExpression)
      return
    }
    var written = Array(format)
    var waits: [Int] = []
    for view in parsed.views.sorted(by: { $0.offset > $1.offset }) {
      guard let id = names[view.name] else {
        note("`\(view.name)` is not in the format's views dictionary: skipped", formatExpression)
        return
      }
      waits.append(id)
      let end = view.offset + view.name.count
      guard view.offset >= 0, end <= written.count else { continue }
      written.replaceSubrange(view.offset..<end, with: Array(program.views[id].name))
    }
    let text = String(written)
    guard let rewritten = try? VisualFormat.parse(text) else {
      note("the format could not be written with LayoutLab's names: skipped", formatExpression)
      return
    }
    let start = range(formatExpression).start
    let statement = VFLStatement(
      format: rewritten, text: text, formatStart: SourceLocation(line: start.line, column: start.column + 1),
      align: align, metrics: metrics, name: nil)
    program.say(.vfl(statement), at: range(call), about: waits)
  }
}
