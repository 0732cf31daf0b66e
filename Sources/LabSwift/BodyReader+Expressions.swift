import AutoLayout
import LabLanguage
import SwiftSyntax

/// Expressions: numbers and their arithmetic, texts, views and their anchors and guides,
/// initialisers of views, fonts, insets and priorities.
extension BodyReader {
  func value(_ expression: ExprSyntax) -> SwiftValue {
    if let n = expression.as(IntegerLiteralExprSyntax.self) {
      return Double(n.literal.text.replacingOccurrences(of: "_", with: "")).map { .number($0) } ?? .unknown
    }
    if let n = expression.as(FloatLiteralExprSyntax.self) {
      return Double(n.literal.text.replacingOccurrences(of: "_", with: "")).map { .number($0) } ?? .unknown
    }
    if let b = expression.as(BooleanLiteralExprSyntax.self) { return .bool(b.literal.text == "true") }
    if expression.is(NilLiteralExprSyntax.self) { return .nilValue }
    if let s = expression.as(StringLiteralExprSyntax.self) { return string(s) }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
      let inner = value(prefix.expression)
      if prefix.operator.text == "-", let n = inner.number { return .number(-n) }
      if prefix.operator.text == "!", case .bool(let b) = inner { return .bool(!b) }
      return .unknown
    }
    if let infix = expression.as(InfixOperatorExprSyntax.self) { return arithmetic(infix) }
    if let choice = expression.as(TernaryExprSyntax.self) {
      guard case .bool(let b) = value(choice.condition) else { return .unknown }
      return value(b ? choice.thenExpression : choice.elseExpression)
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      return value(only.expression)
    }
    // `(title: "Arial", body: "…")`: a labelled tuple is read as a model's values are, so
    // `item.body` finds its part.
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count > 1 {
      var entries: [(String, Value)] = []
      for element in tuple.elements {
        guard let label = element.label?.text, let v = value(element.expression).labValue else {
          return .unknown
        }
        entries.append((label, v))
      }
      return .modelInstance(entries)
    }
    if let array = expression.as(ArrayExprSyntax.self) {
      return .list(array.elements.map { value($0.expression) })
    }
    if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return value(unwrapped.expression) }
    if let chained = expression.as(OptionalChainingExprSyntax.self) { return value(chained.expression) }
    if let cast = expression.as(AsExprSyntax.self) { return value(cast.expression) }
    if let name = expression.as(DeclReferenceExprSyntax.self) { return reference(name.baseName.text) }
    if let member = expression.as(MemberAccessExprSyntax.self) { return memberValue(member) }
    if let closure = immediatelyCalledClosure(expression) { return closureValue(closure) }
    if let call = expression.as(FunctionCallExprSyntax.self) { return callValue(call) }
    if let subscripted = expression.as(SubscriptCallExprSyntax.self) { return element(subscripted) }
    return .unknown
  }

  /// `items[indexPath.row]`: an element of a literal array, by a known index.
  func element(_ subscripted: SubscriptCallExprSyntax) -> SwiftValue {
    guard case .list(let items) = value(subscripted.calledExpression), subscripted.arguments.count == 1,
      let index = subscripted.arguments.first.flatMap({ value($0.expression).number }),
      index >= 0, index < Double(items.count)
    else { return .unknown }
    return items[Int(index)]
  }

  /// `{ let c = a.widthAnchor.constraint(…); c.priority = …; return c }()` where a value is
  /// expected: what the closure returns. A constraint it returns stays unnamed, as written.
  func closureValue(_ closure: ClosureExprSyntax) -> SwiftValue {
    let result = runBody(closure.statements)
    if case .kept(let index) = result, !program.kept[index].isMade {
      var equation = program.kept[index].equation
      if let name = equation.name { program.takenNames.remove(name) }
      equation.name = nil
      program.kept[index].isMade = true
      return .constraint(equation, waitsFor: program.kept[index].waitsFor)
    }
    return result
  }

  /// A string literal; `"Row \(indexPath.row + 1)"` with the values the reading knows.
  func string(_ literal: StringLiteralExprSyntax) -> SwiftValue {
    var text = ""
    for segment in literal.segments {
      if let piece = segment.as(StringSegmentSyntax.self) {
        text += Self.unescaped(piece.content.text)
        continue
      }
      guard let interpolated = segment.as(ExpressionSegmentSyntax.self), interpolated.expressions.count == 1,
        let shown = interpolated.expressions.first.flatMap({ Self.interpolated(value($0.expression)) })
      else {
        note("interpolated text is not known until the app runs: the literal parts are used", segment)
        continue
      }
      text += shown
    }
    return .string(text)
  }

  /// A value as `\(…)` prints it: a whole number without a fraction (an `Int`), others as
  /// Swift's `Double` does.
  static func interpolated(_ v: SwiftValue) -> String? {
    switch v {
    case .string(let s): return s
    case .bool(let b): return b ? "true" : "false"
    default:
      guard let n = v.number else { return nil }
      return n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
    }
  }

  /// A literal's text with its escapes read: `\n`, `\t`, `\r`, `\0`, `\u{25E6}`, and a
  /// character escaped as itself (`\"`, `\\`).
  static func unescaped(_ text: String) -> String {
    guard text.contains("\\") else { return text }
    var out = ""
    var rest = Substring(text)
    while let c = rest.popFirst() {
      guard c == "\\", let escaped = rest.popFirst() else {
        out.append(c)
        continue
      }
      switch escaped {
      case "n": out.append("\n")
      case "t": out.append("\t")
      case "r": out.append("\r")
      case "0": out.append("\0")
      case "u" where rest.first == "{":
        let digits = rest.dropFirst().prefix { $0 != "}" }
        if let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code),
          rest.dropFirst(digits.count + 1).first == "}"
        {
          out.unicodeScalars.append(scalar)
          rest = rest.dropFirst(digits.count + 2)
        } else {
          out.append("u")
        }
      default: out.append(escaped)
      }
    }
    return out
  }

  func arithmetic(_ infix: InfixOperatorExprSyntax) -> SwiftValue {
    // `placeHolder ?? ""`: the left side when it is known.
    if infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
      let left = value(infix.leftOperand)
      switch left {
      case .unknown, .nilValue: return value(infix.rightOperand)
      default: return left
      }
    }
    guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { return .unknown }
    let left = value(infix.leftOperand)
    let right = value(infix.rightOperand)
    if op == "==" || op == "!=", left.isComparable, right.isComparable {
      return .bool(left.sameValue(as: right) == (op == "=="))
    }
    if let a = left.number, let b = right.number, let compared = Self.comparison(op, a, b) {
      return .bool(compared)
    }
    if op == "&&" || op == "||", case .bool(let a) = left, case .bool(let b) = right {
      return .bool(op == "&&" ? a && b : a || b)
    }
    guard let a = left.number, let b = right.number else {
      // Arithmetic on a model's value (`2 * film.gap - 4`) stays an expression LayoutLab
      // follows: the constant changes with the model.
      guard let operation = Arithmetic.Operator(rawValue: op), let x = left.arithmeticTerm(range(infix)),
        let y = right.arithmeticTerm(range(infix)), x.hasModelValue || y.hasModelValue
      else { return .unknown }
      return .lab(.arithmetic(.binary(operation, x, y, operatorRange: range(infix.operator))))
    }
    switch op {
    case "+": return .number(a + b)
    case "-": return .number(a - b)
    case "*": return .number(a * b)
    case "/": return b == 0 ? .unknown : .number(a / b)
    default: return .unknown
    }
  }

  static func comparison(_ op: String, _ a: Double, _ b: Double) -> Bool? {
    switch op {
    case "<": a < b
    case ">": a > b
    case "<=": a <= b
    case ">=": a >= b
    default: nil
    }
  }

  /// A bare name: a local, a stored property, `self`, the root's `view`, or one of self's
  /// anchors and guides written without `self.`.
  func reference(_ name: String) -> SwiftValue {
    if let local = lookup(name) { return local }
    if let global = program.globalConstants[name] { return value(global) }
    if let id = program.existingView(name) { return .view(id) }
    switch name {
    case "self": return selfValue
    case "view" where viewIsRoot: return .item("root", waitsFor: [])
    default: break
    }
    let waits = selfView.map { [$0] } ?? []
    // A cell's or an effect view's own content view, in its class.
    if name == "contentView", let kind = selfKind, Self.contentViewKinds.contains(kind) {
      return .item("\(selfPath).contentView", waitsFor: waits)
    }
    if let anchor = Self.anchors[name] { return .anchor(selfPath, attribute: anchor, waitsFor: waits) }
    if let guide = Self.guides[name] { return .item("\(selfPath).\(guide)", waitsFor: waits) }
    return .unknown
  }

  /// `title.topAnchor`, `view.safeAreaLayoutGuide`, `self.title`, `card.title`,
  /// `.vertical`, `UIFont.TextStyle.body`.
  func memberValue(_ member: MemberAccessExprSyntax) -> SwiftValue {
    let name = member.declName.baseName.text
    guard let baseExpression = member.base else {
      if let p = Self.priorities[name] { return .number(p) }
      return .lab(.enumCase(name))
    }
    if isSelf(baseExpression) { return reference(name) }
    if baseExpression.trimmedDescription == "UIScreen.main", name == "bounds" { return screenBounds }
    if baseExpression.trimmedDescription.hasPrefix("UIScreen.main.") {
      return memberOf(value(baseExpression), name)
    }
    // `NameCell.identifier`: a static constant of a type in the file.
    if let type = baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let constant = program.staticConstants["\(type).\(name)"]
    {
      return value(constant)
    }
    // A model's value: `movie.name` is `$movie.name`.
    if case .lab(.modelValue(let model)) = value(baseExpression) {
      return .lab(.modelValue("\(model).\(name)"))
    }
    if case .lab(.name(let model)) = value(baseExpression), program.models.contains(model.description) {
      return .lab(.modelValue("\(model).\(name)"))
    }
    if let type = baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      type.first?.isUppercase == true,
      lookup(type) == nil
    {
      if type == "UILayoutPriority", let p = Self.priorities[name] { return .number(p) }
      if let p = Self.priorities[name], type == "UILayoutPriority" { return .number(p) }
      return .lab(.enumCase(name))
    }
    if baseExpression.is(MemberAccessExprSyntax.self), let typeName = Self.typeName(baseExpression),
      typeName.first?.isUppercase == true
    {
      return .lab(.enumCase(name))
    }
    let base = value(baseExpression)
    let (path, waits): (String, [Int])
    switch base {
    case .view(let id): (path, waits) = (program.views[id].name, [id])
    case .item(let p, let w): (path, waits) = (p, w)
    default: return memberOf(base, name)
    }
    if let anchor = Self.anchors[name] { return .anchor(path, attribute: anchor, waitsFor: waits) }
    if let guide = Self.guides[name] { return .item("\(path).\(guide)", waitsFor: waits) }
    // A view controller's view in `viewDidLoad` is the screen's size.
    if path == "root", viewIsRoot, name == "bounds" || name == "frame" { return screenBounds }
    // A child view controller's `view` is the view LayoutLab lays out for it.
    if name == "view", case .view(let id) = base, program.views[id].kind == "vc" { return base }
    // The content view a visual effect view or a cell holds its subviews in.
    if name == "contentView", case .view(let id) = base,
      Self.contentViewKinds.contains(program.views[id].kind)
        || program.componentTypes[program.views[id].kind].map({
          ClassRole.componentBase($0.type) != .view
        }) == true
    {
      return .item("\(path).contentView", waitsFor: waits)
    }
    // A plain cell's own label, in UIKit's default style.
    if case .view(let id) = base, program.views[id].kind == "cell" {
      if name == "textLabel" || name == "detailTextLabel" {
        return builtInLabel(of: id, detail: name == "detailTextLabel", at: member)
      }
      if name == "imageView" {
        note("a cell's built-in `imageView` is not modelled yet: skipped", member)
        return .unknown
      }
    }
    // A view inside a component's instance: `card.title`.
    if case .view(let id) = base, program.componentNames.contains(program.views[id].kind) {
      return .item("\(path).\(name)", waitsFor: waits)
    }
    return .unknown
  }

  /// The screen as a rectangle: `UIScreen.main.bounds`, a view controller's `view.bounds`.
  var screenBounds: SwiftValue {
    .lab(.insets(0, 0, program.environment.screen.width, program.environment.screen.height))
  }

  /// The kinds whose subviews go into a content view they make.
  static let contentViewKinds: Set<String> = ["visualeffect", "cell", "collectioncell"]

  /// A member of a value the reading holds: an array's `count`, a model's field, a
  /// rectangle's `width`, an index path's `row`.
  func memberOf(_ base: SwiftValue, _ name: String) -> SwiftValue {
    switch base {
    case .list(let items):
      switch name {
      case "count": return .number(Double(items.count))
      case "isEmpty": return .bool(items.isEmpty)
      case "first": return items.first ?? .nilValue
      case "last": return items.last ?? .nilValue
      default: return .unknown
      }
    case .modelInstance(let entries):
      // An element of a literal array of models: `fruits[indexPath.row].name`.
      return entries.first { $0.0 == name }.map { SwiftValue(labValue: $0.1) } ?? .unknown
    case .lab(.insets(let x, let y, let w, let h)):
      // A rectangle (`view.bounds.width`).
      let parts = [
        "minX": x, "minY": y, "width": w, "height": h, "maxX": x + w, "maxY": y + h,
        "midX": x + w / 2, "midY": y + h / 2,
      ]
      if name == "size" { return .lab(.size(w, h)) }
      return parts[name].map { .number($0) } ?? .unknown
    case .lab(.size(let w?, let h?)):
      return name == "width" ? .number(w) : name == "height" ? .number(h) : .unknown
    case .indexPath(let section, let item):
      switch name {
      case "section": return .number(Double(section))
      case "row", "item": return .number(Double(item))
      default: return .unknown
      }
    default: return .unknown
    }
  }

  /// `UIFont.TextStyle` from `UIFont.TextStyle.body`'s base.
  static func typeName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      return typeName(base)
    }
    return nil
  }

  static let anchors: [String: String] = [
    "topAnchor": "top", "bottomAnchor": "bottom", "leadingAnchor": "leading", "trailingAnchor": "trailing",
    "leftAnchor": "left", "rightAnchor": "right", "widthAnchor": "width", "heightAnchor": "height",
    "centerXAnchor": "centerX", "centerYAnchor": "centerY", "firstBaselineAnchor": "firstBaseline",
    "lastBaselineAnchor": "lastBaseline",
  ]

  static let guides: [String: String] = [
    "safeAreaLayoutGuide": "safeArea", "layoutMarginsGuide": "margins", "readableContentGuide": "readable",
    "contentLayoutGuide": "contentGuide", "frameLayoutGuide": "frameGuide",
  ]

  /// UILayoutPriority's named values (UIKit's headers: required 1000, defaultHigh 750,
  /// dragThatCanResizeScene 510, defaultLow 250, fittingSizeLevel 50).
  static let priorities: [String: Double] = [
    "required": 1000, "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50,
    "dragThatCanResizeScene": 510, "dragThatCannotResizeScene": 490, "sceneSizeStayPut": 500,
  ]

  /// A priority as Swift writes one: `.defaultHigh`, `UILayoutPriority(999)`,
  /// `.init(rawValue: 700)`, `.defaultLow + 1`, or a number.
  func priority(_ expression: ExprSyntax) -> Double? {
    if let infix = expression.as(InfixOperatorExprSyntax.self),
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
      let a = priority(infix.leftOperand), let b = value(infix.rightOperand).number
    {
      return op == "+" ? a + b : op == "-" ? a - b : nil
    }
    if let n = value(expression).number, n >= 1, n <= 1000 { return n }
    return nil
  }

  // MARK: - Calls that make a value

  func callValue(_ call: FunctionCallExprSyntax) -> SwiftValue {
    let arguments = Array(call.arguments)
    if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, methods[name] != nil
    {
      return follow(name, call)
    }
    if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "addForAutoLayout" {
      return addForAutoLayout(call, nil)
    }
    if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "dequeueReusableCell" {
      return dequeueCell(call, on: selfValue)
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      let method = member.declName.baseName.text
      if let base = member.base, isSelf(base), methods[method] != nil { return follow(method, call) }
      if method.hasPrefix("constraint"), let base = member.base {
        return anchorConstraint(call, base, method)
      }
      if method == "addForAutoLayout", let base = member.base { return addForAutoLayout(call, base) }
      if method == "dequeueReusableCell", let base = member.base { return dequeueCell(call, on: value(base)) }
      if let font = fontValue(method, arguments) { return font }
      let onType = member.base.flatMap { Self.typeName($0) }.map { $0.first?.isUppercase == true } ?? true
      if onType {
        // `.filled()`, `UIButton.Configuration.plain()`, `.init(999)`, `.system(17)`.
        if arguments.isEmpty, method != "init" { return .lab(.enumCase(method)) }
        if method == "init" {
          return priority(arguments.first?.expression ?? ExprSyntax(call)).map { .number($0) } ?? .unknown
        }
        return .lab(
          .call(method, arguments.map { Argument(label: $0.label?.text, value: labArgument($0.expression)) }))
      }
      return .unknown
    }
    guard let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else {
      return .unknown
    }
    return initializerValue(type, call, arguments)
  }

  /// `CGSize(width:height:)`, `UIEdgeInsets(…)`, `UIFont(name:size:)`, `NSLayoutConstraint(item:…)`,
  /// a view's or a model's initialiser.
  func initializerValue(_ type: String, _ call: FunctionCallExprSyntax, _ arguments: [LabeledExprSyntax])
    -> SwiftValue
  {
    func argument(_ label: String?) -> ExprSyntax? {
      arguments.first { $0.label?.text == label }?.expression
    }
    func numbers(_ labels: [String]) -> [Double]? {
      let found = labels.compactMap { argument($0).flatMap { value($0).number } }
      return found.count == labels.count ? found : nil
    }
    switch type {
    case "CGFloat", "Double", "Float", "Int":
      return arguments.first.map { value($0.expression) } ?? .unknown
    case "String":
      // `String(format: "%g", Double(film.rating))`, `String(count)`: a text that follows a
      // model's value is that value.
      guard let last = arguments.last else { return .unknown }
      let shown = value(last.expression)
      if case .lab(.modelValue) = shown { return shown }
      return .unknown
    case "UILayoutPriority":
      return arguments.first.flatMap { value($0.expression).number }.map { .number($0) } ?? .unknown
    case "UIEdgeInsets":
      return numbers(["top", "left", "bottom", "right"]).map { .lab(.insets($0[0], $0[1], $0[2], $0[3])) }
        ?? .unknown
    case "NSDirectionalEdgeInsets":
      return numbers(["top", "leading", "bottom", "trailing"]).map {
        .lab(.insets($0[0], $0[1], $0[2], $0[3]))
      }
        ?? .unknown
    case "CGSize":
      return numbers(["width", "height"]).map { .lab(.size($0[0], $0[1])) } ?? .unknown
    case "CGRect":
      return numbers(["x", "y", "width", "height"]).map { .lab(.insets($0[0], $0[1], $0[2], $0[3])) }
        ?? .unknown
    case "UIFont":
      if let name = argument("name"), case .string(let family) = value(name), let size = argument("size"),
        let points = value(size).number
      {
        return .lab(
          .call(
            "custom",
            [Argument(label: nil, value: .string(family)), .init(label: nil, value: .number(points))]))
      }
      return .unknown
    case "NSLayoutConstraint":
      return itemConstraint(call, arguments)
    case "UICollectionViewFlowLayout":
      program.flowLayouts.append(FlowLayout())
      return .flowLayout(program.flowLayouts.count - 1)
    case "UIImage":
      if let name = argument("systemName") ?? argument("named"), case .string(let s) = value(name) {
        return .string(s)
      }
      return .unknown
    default:
      return newView(type, call, arguments)
    }
  }

  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`,
  /// the initialiser every other form reduces to.
  func itemConstraint(_ call: FunctionCallExprSyntax, _ arguments: [LabeledExprSyntax]) -> SwiftValue {
    guard arguments.count >= 7, let first = itemPath(arguments[0].expression),
      case .lab(.enumCase(let firstAttribute)) = value(arguments[1].expression),
      case .lab(.enumCase(let relatedBy)) = value(arguments[2].expression),
      case .lab(.enumCase(let secondAttribute)) = value(arguments[4].expression),
      let multiplier = value(arguments[5].expression).number,
      let constant = value(arguments[6].expression).number
    else {
      note("an NSLayoutConstraint LayoutLab cannot read: skipped", call)
      return .unknown
    }
    let relation: EquationStatement.Relation =
      relatedBy == "greaterThanOrEqual"
      ? .greaterThanOrEqual : relatedBy == "lessThanOrEqual" ? .lessThanOrEqual : .equal
    let second = itemPath(arguments[3].expression)
    let r = range(call)
    var equation = EquationStatement(
      first: program.path("\(first.path).\(firstAttribute)", r), relation: relation, relationRange: r,
      second: nil, multiplier: 1, constant: nil, priority: nil, name: nil)
    if let second, secondAttribute != "notAnAttribute" {
      equation.second = program.path("\(second.path).\(secondAttribute)", r)
      equation.multiplier = multiplier
      if constant != 0 { equation.constant = LocatedValue(value: .number(constant), range: r) }
    } else {
      equation.constant = LocatedValue(value: .number(constant), range: r)
    }
    return .constraint(equation, waitsFor: first.waits + (second?.waits ?? []))
  }

  /// A view's initialiser: `UILabel()`, `UIView(frame: …)`, `UIStackView(arrangedSubviews: […])`,
  /// `UISegmentedControl(items: […])`, `UIButton(type: .system)`, a component's `CardView()`.
  func newView(_ type: String, _ call: FunctionCallExprSyntax, _ arguments: [LabeledExprSyntax]) -> SwiftValue
  {
    let kind: String
    if let fields = program.modelTypes[type] {
      var entries: [(String, Value)] = []
      for (field, argument) in zip(fields, arguments) {
        guard let v = value(argument.expression).labValue else { return .unknown }
        entries.append((argument.label?.text ?? field, v))
      }
      return .modelInstance(entries)
    }
    if let leaf = program.leafClasses[type] {
      var made = NewView(kind: leaf.kind)
      made.subclass = (type, arguments.map { ($0.label?.text, value($0.expression)) })
      return .newView(made)
    }
    if program.componentNames.contains(type) {
      kind = type
      let labels = program.componentLabels[type] ?? [:]
      var made = NewView(kind: kind)
      for argument in arguments where argument.label?.text != "frame" {
        guard let v = value(argument.expression).labValue else {
          note("an argument LayoutLab cannot work out: skipped", argument)
          continue
        }
        let label = argument.label.map { labels[$0.text] ?? $0.text }
        made.arguments.append((label, v))
      }
      return .newView(made)
    } else if let known = ViewKind.fromClassName(type) {
      kind = known.rawValue
    } else if type == "UIViewController" {
      // A child view controller (Subviews' `@Child`): LayoutLab lays out its view.
      kind = ViewKind.vc.rawValue
    } else {
      // Only a name that reads as a view's is worth a note (not `NSLayoutFormatOptions()`).
      let viewish = ["View", "Label", "Button", "Cell", "Field", "Bar", "Control", "Switch", "Slider"]
      if viewish.contains(where: type.hasSuffix) {
        note("`\(type)` is not a view LayoutLab knows: skipped", call.calledExpression)
      }
      return .unknown
    }
    var made = NewView(kind: kind)
    // A field made in code has no border (Apple's UITextField.borderStyle: "The default value
    // for this property is UITextField.BorderStyle.none").
    if kind == "textfield" { made.properties.append(("borderStyle", .enumCase("none"))) }
    // Only the arguments that shape the layout are read: an effect or a web view's
    // configuration is not.
    for argument in arguments {
      switch argument.label?.text {
      case "arrangedSubviews":
        guard case .list(let items) = value(argument.expression) else { continue }
        for item in items { if case .view(let id) = item { made.arranged.append(id) } }
      case "items":
        if let list = value(argument.expression).labValue { made.properties.append(("items", list)) }
      case "frame":
        if let rect = rectangle(argument.expression), rect != .insets(0, 0, 0, 0) {
          made.properties.append(("frame", rect))
        }
      case "style" where kind == "activity" || kind == "table":
        if case .lab(let style) = value(argument.expression) { made.properties.append(("style", style)) }
      case "style" where kind == "cell":
        if case .lab(.enumCase(let style)) = value(argument.expression) { made.cellStyle = style }
      case "collectionViewLayout" where kind == "collection":
        if case .flowLayout(let index) = value(argument.expression) { made.flowLayout = index }
      case "configuration" where kind == "button":
        if case .lab(let c) = value(argument.expression) { made.properties.append(("configuration", c)) }
      case "image":
        if let size = imageSize(argument.expression) {
          made.properties.append(("size", size))
        } else {
          note("an image's size is not in the code: set `size` to give it one", argument)
        }
      default: continue
      }
    }
    return .newView(made)
  }

  /// `CGRect(x:y:width:height:)`, `.zero` or `CGRect.zero`, as `frame` takes it.
  func rectangle(_ expression: ExprSyntax) -> Value? {
    if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "zero" {
      return .insets(0, 0, 0, 0)
    }
    return value(expression).labValue
  }

  /// An image's size when the code gives one: `UIGraphicsImageRenderer(size: CGSize(…)).image { … }`
  /// (how `export` stands in for an image of a size).
  func imageSize(_ expression: ExprSyntax) -> Value? {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "image",
      let renderer = member.base?.as(FunctionCallExprSyntax.self),
      renderer.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIGraphicsImageRenderer",
      let size = renderer.arguments.first(where: { $0.label?.text == "size" }),
      case .lab(.size(let w?, let h?)) = value(size.expression)
    else { return nil }
    return .size(w, h)
  }

  /// GetLaid's `parent.addForAutoLayout(UILabel())`: adds the view with its mask off.
  /// `addForAutoLayout(header)` (on self) adds a view already made, and gives it back.
  func addForAutoLayout(_ call: FunctionCallExprSyntax, _ base: ExprSyntax?) -> SwiftValue {
    let parent: SwiftParent
    switch base.map({ value($0) }) ?? selfValue {
    case .view(let id): parent = .view(id)
    case .item(let path, _): parent = .container(path)
    default: return .unknown
    }
    guard let argument = call.arguments.first else { return .unknown }
    switch value(argument.expression) {
    case .newView(var made):
      made.masksOff = true
      made.addedTo = parent
      return .newView(made)
    case .view(let id):
      program.views[id].translatesMask = false
      attach(id, to: parent, index: nil, arranged: false, at: call)
      return .view(id)
    default:
      return .unknown
    }
  }

  /// `UIFont.systemFont(ofSize: 17, weight: .bold)`, `.boldSystemFont(ofSize:)`,
  /// `.preferredFont(forTextStyle: .headline)`, as LayoutLab's font values.
  func fontValue(_ method: String, _ arguments: [LabeledExprSyntax]) -> SwiftValue? {
    let size = arguments.first { $0.label?.text == "ofSize" }.flatMap { value($0.expression).number }
    switch method {
    case "systemFont":
      guard let size else { return .unknown }
      var parts = [Argument(label: nil, value: .number(size))]
      if let weight = arguments.first(where: { $0.label?.text == "weight" }),
        case .lab(.enumCase(let w)) = value(weight.expression)
      {
        parts.append(Argument(label: nil, value: .enumCase(w)))
      }
      return .lab(.call("system", parts))
    case "boldSystemFont":
      return size.map {
        .lab(
          .call(
            "system", [.init(label: nil, value: .number($0)), .init(label: nil, value: .enumCase("bold"))]))
      }
    case "italicSystemFont":
      return size.map { .lab(.call("italicSystem", [.init(label: nil, value: .number($0))])) }
    case "preferredFont":
      guard let style = arguments.first, case .lab(.enumCase(let s)) = value(style.expression) else {
        return .unknown
      }
      return .lab(.enumCase(s))
    default: return nil
    }
  }

  /// An argument of a quick layout option or a SnapKit call, as LayoutLab's value.
  func labArgument(_ expression: ExprSyntax) -> Value {
    let v = value(expression)
    if let lab = v.labValue { return lab }
    switch v {
    case .view(let id): return .name(program.path(program.views[id].name, range(expression)))
    case .item(let path, _): return .name(program.path(path, range(expression)))
    default: return .none
    }
  }
}
