import AutoLayout
import LabLanguage
import SwiftSyntax

/// Reads the statements of one body of code (`viewDidLoad`, `init(frame:)`, the top level)
/// into the program's steps, following calls to the class's own methods in call order.
final class BodyReader {
  let program: LayoutProgram
  /// What `self` is: `root` in a view controller and at the top level, `self` in a component.
  let selfPath: String
  /// A view controller's (and the top level's) `view` is the root.
  let viewIsRoot: Bool
  /// The class's stored properties that hold views or values.
  var members: [String: SwiftValue] = [:]
  /// The class's methods, followed when called (`setupViews()`).
  var methods: [String: FunctionDeclSyntax] = [:]
  /// The same methods by their full names (`tableView(_:cellForRowAt:)`): a data source's
  /// methods share one base name.
  var signatures: [String: FunctionDeclSyntax] = [:]
  /// The kind of view `self` is, when its content view matters (a cell's class).
  var componentKind: String? = nil
  /// Local variables, innermost scope last.
  var scopes: [[String: SwiftValue]] = [[:]]
  /// Methods being followed, so that recursion stops.
  var following: [String] = []
  /// A local variable that a closure initialiser returns takes the property's name
  /// (`let title: UILabel = { let l = UILabel(); …; return l }()` names the view `title`).
  var returnedNames: [String: String] = [:]
  /// What the body being read returned, once a `return` ran; the rest of the body is skipped.
  var returned: SwiftValue? = nil
  /// The view `self` is when the class read is a UIKit view's subclass (`TitleLabel: UILabel`):
  /// its initialiser runs on that view.
  var selfView: Int? = nil
  /// `self.init(frame: .zero)` in a convenience initialiser: runs the designated one.
  var delegatingInitializer: (() -> Void)? = nil
  /// The kind of view `self` is, when the reading knows it.
  var selfKind: String? { selfView.map { program.views[$0].kind } ?? componentKind }
  /// What `self` is as a value.
  var selfValue: SwiftValue { selfView.map { .view($0) } ?? .item(selfPath, waitsFor: []) }
  /// The view on the left of the GetLaid `>>` being read, which `item.parent` names.
  var getLaidSourcePath = ""

  init(program: LayoutProgram, selfPath: String, viewIsRoot: Bool) {
    self.program = program
    self.selfPath = selfPath
    self.viewIsRoot = viewIsRoot
  }

  func note(_ message: String, _ node: some SyntaxProtocol) { program.note(message, node) }
  func range(_ node: some SyntaxProtocol) -> SourceRange { program.range(node) }

  func lookup(_ name: String) -> SwiftValue? {
    for scope in scopes.reversed() { if let v = scope[name] { return v } }
    return members[name]
  }

  func bind(_ name: String, _ value: SwiftValue) { scopes[scopes.count - 1][name] = value }

  /// Gives a variable the reading already holds a new value, where it was declared: the
  /// innermost scope that has it, else the class's property.
  func rebind(_ name: String, _ value: SwiftValue) {
    if let scope = scopes.lastIndex(where: { $0[name] != nil }) {
      scopes[scope][name] = value
    } else {
      members[name] = value
    }
  }

  // MARK: - Statements

  func read(_ items: CodeBlockItemListSyntax) {
    for item in items where returned == nil { read(item) }
  }

  /// Reads a body (a method's, a closure's) in a scope of its own with `bindings`, and gives
  /// what it returns: its `return`, or a single expression's value (`{ (self) in Card() }`).
  func runBody(_ items: CodeBlockItemListSyntax, _ bindings: [String: SwiftValue] = [:]) -> SwiftValue {
    let outer = returned
    returned = nil
    scopes.append(bindings)
    defer {
      scopes.removeLast()
      returned = outer
    }
    if items.count == 1, case .expr(let only) = items.first?.item, !Self.isEffect(only),
      !only.is(FunctionCallExprSyntax.self) || immediatelyCalledClosure(only) != nil || isViewMaking(only)
    {
      return value(only)
    }
    read(items)
    return returned ?? .unknown
  }

  /// An assignment or GetLaid's `>>`: an expression read for what it does, not its value.
  static func isEffect(_ expression: ExprSyntax) -> Bool {
    guard let infix = expression.as(InfixOperatorExprSyntax.self) else { return false }
    return infix.operator.is(AssignmentExprSyntax.self)
      || infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == ">>"
  }

  /// `Card(…)` or `UILabel()`: a call that makes a view, which a single-expression closure returns.
  func isViewMaking(_ expression: ExprSyntax) -> Bool {
    let called = expression.as(FunctionCallExprSyntax.self)?.calledExpression
    if called?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "dequeueReusableCell" {
      return true
    }
    guard let name = called?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
    if name == "dequeueReusableCell" { return true }
    return program.componentNames.contains(name) || ViewKind.fromClassName(name) != nil
  }

  func read(_ item: CodeBlockItemSyntax) {
    switch item.item {
    case .decl(let decl):
      if let variable = decl.as(VariableDeclSyntax.self) {
        readVariable(variable)
      } else {
        note("a declaration inside a body is skipped", decl)
      }
    case .stmt(let statement):
      readStatement(statement)
    case .expr(let expression):
      readExpressionStatement(expression)
    }
  }

  func readStatement(_ statement: StmtSyntax) {
    if let expression = statement.as(ExpressionStmtSyntax.self) {
      readExpressionStatement(expression.expression)
    } else if let loop = statement.as(ForStmtSyntax.self) {
      readLoop(loop)
    } else if let r = statement.as(ReturnStmtSyntax.self) {
      returned = r.expression.map { value($0) } ?? .unknown
    } else if let check = statement.as(GuardStmtSyntax.self) {
      readGuard(check)
    } else {
      note(
        "LayoutLab does not run `\(statement.firstToken(viewMode: .sourceAccurate)?.text ?? "this")` "
          + "statements: skipped",
        statement)
    }
  }

  /// `[title, row].forEach { view.addSubview($0) }`: the closure once per element, as a loop
  /// over the literal array.
  func readForEach(_ array: ArrayExprSyntax, _ closure: ClosureExprSyntax) {
    let parameter = closureParameter(closure) ?? "$0"
    for element in array.elements {
      scopes.append([parameter: value(element.expression)])
      read(closure.statements)
      scopes.removeLast()
    }
  }

  /// `for v in [a, b, c] { … }`: a loop over a literal array runs once per element.
  /// `for (constraint, priority) in [(…, 250), …]` binds each name to its part of the tuple.
  /// A constraint bound by a loop is kept (without a name) so that the body may change it.
  func readLoop(_ loop: ForStmtSyntax) {
    var sequence = loop.sequence
    if let cast = sequence.as(AsExprSyntax.self) { sequence = cast.expression }
    let names: [String]?
    if let single = loop.pattern.as(IdentifierPatternSyntax.self) {
      names = [single.identifier.text]
    } else if loop.pattern.is(WildcardPatternSyntax.self) {
      names = ["_"]
    } else if let tuple = loop.pattern.as(TuplePatternSyntax.self) {
      let found = tuple.elements.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
      names = found.count == tuple.elements.count ? found : nil
    } else {
      names = nil
    }
    if let names, names.count == 1, loop.whereClause == nil, let range = countedRange(sequence) {
      for n in range {
        scopes.append([names[0]: .number(Double(n))])
        read(loop.body.statements)
        scopes.removeLast()
      }
      return
    }
    // `for vfl in formats`: an array the reading holds, element by element.
    if let names, names.count == 1, loop.whereClause == nil, !sequence.is(ArrayExprSyntax.self),
      case .list(let elements) = value(sequence)
    {
      for element in elements {
        scopes.append([names[0]: element])
        read(loop.body.statements)
        scopes.removeLast()
      }
      return
    }
    guard let names, let array = sequence.as(ArrayExprSyntax.self), loop.whereClause == nil else {
      note(
        "a loop over data is skipped: only a loop over a literal array or a range of known bounds runs",
        loop.forKeyword)
      return
    }
    for element in array.elements {
      var parts = [element.expression]
      if names.count > 1 {
        guard let tuple = element.expression.as(TupleExprSyntax.self), tuple.elements.count == names.count
        else {
          note("an element that does not match the loop's pattern: skipped", element)
          continue
        }
        parts = tuple.elements.map(\.expression)
      }
      var scope: [String: SwiftValue] = [:]
      for (name, part) in zip(names, parts) {
        var v = value(part)
        if case .constraint(let equation, let waits) = v { v = keep(equation, waits, at: part, named: nil) }
        scope[name] = v
      }
      scopes.append(scope)
      read(loop.body.statements)
      scopes.removeLast()
    }
  }

  /// `0..<count` or `1...3` with bounds the reading knows, at most 1,000 steps long.
  func countedRange(_ sequence: ExprSyntax) -> Range<Int>? {
    guard let infix = sequence.as(InfixOperatorExprSyntax.self),
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..<" || op == "...",
      let low = value(infix.leftOperand).number, let high = value(infix.rightOperand).number,
      abs(low) < 1e9, abs(high) < 1e9
    else { return nil }
    let end = Int(high) + (op == "..." ? 1 : 0)
    guard end - Int(low) <= 1_000 else {
      note("a loop of more than 1,000 steps is skipped", sequence)
      return nil
    }
    return Int(low)..<max(Int(low), end)
  }

  /// `items.append(x)`, `items.append(contentsOf: [a, b])` on an array variable the reading
  /// follows.
  func appendToList(_ base: ExprSyntax, _ call: FunctionCallExprSyntax) -> Bool {
    guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? selfMember(base),
      case .list(var items)? = lookup(name), let argument = call.arguments.first
    else { return false }
    let added = value(argument.expression)
    if argument.label?.text == "contentsOf" {
      guard case .list(let more) = added else { return false }
      items += more
    } else {
      items.append(added)
    }
    rebind(name, .list(items))
    return true
  }

  /// `y += 20`, `items += [a]` on a variable the reading follows.
  func compoundAssign(_ infix: InfixOperatorExprSyntax, adding: Bool) -> Bool {
    guard
      let name = infix.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? selfMember(infix.leftOperand),
      let current = lookup(name)
    else { return false }
    let operand = value(infix.rightOperand)
    let updated: SwiftValue
    if let a = current.number, let b = operand.number {
      updated = .number(adding ? a + b : a - b)
    } else if adding, case .list(let a) = current, case .list(let b) = operand {
      updated = .list(a + b)
    } else {
      return false
    }
    rebind(name, updated)
    return true
  }

  /// `self.items`: the name of self's property.
  func selfMember(_ e: ExprSyntax) -> String? {
    guard let member = e.as(MemberAccessExprSyntax.self), let base = member.base, isSelf(base) else {
      return nil
    }
    return member.declName.baseName.text
  }

  /// `let title = UILabel()`, `let gap: CGFloat = 8`, `let height = box.heightAnchor.constraint(…)`.
  func readVariable(_ variable: VariableDeclSyntax) {
    for binding in variable.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        note("a pattern other than a name is skipped", binding.pattern)
        continue
      }
      guard let initializer = binding.initializer?.value else {
        // `var previous: UILabel?` starts as nil.
        let optional =
          binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
          || binding.typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
        if binding.accessorBlock == nil { bind(name, optional ? .nilValue : .unknown) }
        continue
      }
      bind(name, declare(returnedNames[name] ?? name, initializer))
    }
  }

  /// The value a declaration gives its name: a new view is named after it, a constraint is
  /// kept under it.
  func declare(_ name: String, _ initializer: ExprSyntax) -> SwiftValue {
    if let closure = immediatelyCalledClosure(initializer) {
      return readClosureInitializer(closure, named: name)
    }
    let v = value(initializer)
    switch v {
    case .newView(let made):
      return .view(makeView(made, named: name, at: initializer))
    case .constraint(let equation, let waits):
      return keep(equation, waits, at: initializer, named: name)
    case .modelInstance(let entries) where initializer.is(FunctionCallExprSyntax.self):
      // A model, defined before everything (LayoutLab's models are the document's). An
      // element of an array of them (`let movie = movies[indexPath.item]`) stays a value.
      let r = range(initializer)
      // The same declaration read again (a view class defined, then applied as the screen's
      // view) is the same model.
      if program.models.contains(name), program.definitions.contains(where: { $0.range == r }) {
        return .lab(.name(program.path(name, r)))
      }
      let modelEntries = entries.map {
        ModelEntry(key: $0.0, value: LocatedValue(value: $0.1, range: r), range: r)
      }
      program.definitions.append(Statement(kind: .model(name, modelEntries), range: r))
      program.models.insert(name)
      return .lab(.name(program.path(name, r)))
    default:
      return v
    }
  }

  /// A constraint kept to be activated or changed later; `named` gives it a name statements
  /// can use once it is made.
  func keep(_ equation: EquationStatement, _ waits: [Int], at node: some SyntaxProtocol, named: String?)
    -> SwiftValue
  {
    var equation = equation
    let name = named.map { program.freshName($0) }
    equation.name = name
    program.kept.append(KeptConstraint(name: name, equation: equation, waitsFor: waits, range: range(node)))
    return .kept(program.kept.count - 1)
  }

  func makeView(_ made: NewView, named name: String, at node: some SyntaxProtocol) -> Int {
    let text = made.properties.first { $0.0 == "text" }?.1
    let id = program.makeView(kind: made.kind, named: name, text: text, at: range(node))
    if made.masksOff { program.views[id].translatesMask = false }
    program.views[id].arguments = made.arguments
    for (property, value) in made.properties where property != "text" {
      setProperty(id, property, value, at: node)
    }
    if let parent = made.addedTo { attach(id, to: parent, index: nil, arranged: false, at: node) }
    if let layout = made.flowLayout { useFlowLayout(.flowLayout(layout), for: id, at: node) }
    if let style = made.cellStyle { program.cellStyles[id] = style }
    if let subclass = made.subclass {
      program.runSubclassInitializer(subclass.name, subclass.arguments, on: id)
    }
    for child in made.arranged { attach(child, to: .view(id), index: nil, arranged: true, at: node) }
    return id
  }

  /// `{ let l = UILabel(); l.text = "Hi"; return l }()`: the closure's statements, run with
  /// the returned local named after the property.
  func readClosureInitializer(_ closure: ClosureExprSyntax, named name: String) -> SwiftValue {
    var returned: ExprSyntax? = nil
    for item in closure.statements {
      if let r = item.item.as(ReturnStmtSyntax.self) { returned = r.expression }
    }
    if returned == nil, let last = closure.statements.last, case .expr(let e) = last.item {
      returned = e
    }
    let local = returned?.as(DeclReferenceExprSyntax.self)?.baseName.text
    if let local { returnedNames[local] = name }
    let result = runBody(closure.statements)
    if let local { returnedNames[local] = nil }
    if case .newView(let made) = result { return .view(makeView(made, named: name, at: closure)) }
    return result
  }

  func immediatelyCalledClosure(_ expression: ExprSyntax) -> ClosureExprSyntax? {
    guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty else { return nil }
    return call.calledExpression.as(ClosureExprSyntax.self)
  }

  // MARK: - Expression statements

  func readExpressionStatement(_ expression: ExprSyntax) {
    if let infix = expression.as(InfixOperatorExprSyntax.self) {
      if infix.operator.is(AssignmentExprSyntax.self) {
        assign(infix.leftOperand, infix.rightOperand)
        return
      }
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
      if op == ">>" {
        readGetLaid(infix)
        return
      }
      if op == "+=" || op == "-=", compoundAssign(infix, adding: op == "+=") { return }
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      readCall(call)
      return
    }
    if let macro = expression.as(MacroExpansionExprSyntax.self) {
      note("`#\(macro.macroName.text)` is Xcode's, not the layout's: skipped", expression)
      return
    }
    if let conditional = expression.as(IfExprSyntax.self), readIf(conditional) { return }
    if let choice = expression.as(SwitchExprSyntax.self), readSwitch(choice) { return }
    if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) {
      let word = expression.is(IfExprSyntax.self) ? "if" : "switch"
      note(
        "LayoutLab does not run `\(word)` statements, whose condition is known only when the app "
          + "runs: skipped",
        expression)
      return
    }
    if let unwrapped = expression.as(TryExprSyntax.self)?.expression {
      readExpressionStatement(unwrapped)
      return
    }
    note("an expression LayoutLab does not follow is skipped", expression)
  }

  /// A call made for its effect: adding views, activating constraints, setters, the class's
  /// own methods, SnapKit blocks.
  func readCall(_ call: FunctionCallExprSyntax) {
    let callee = call.calledExpression
    if let member = callee.as(MemberAccessExprSyntax.self) {
      let method = member.declName.baseName.text
      if let base = member.base {
        if isSuper(base) {
          readSuperCall(call, method: method)
          return
        }
        if method == "register" {
          readRegister(call, on: value(base))
          return
        }
        if isSelf(base), method == "init" {
          delegatingInitializer?()
          return
        }
        if let snp = base.as(MemberAccessExprSyntax.self), snp.declName.baseName.text == "snp" {
          readSnapKit(call, view: snp.base, method: method)
          return
        }
        if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "NSLayoutConstraint" {
          readConstraintClassCall(call, method: method)
          return
        }
        if method == "addConstraints" || method == "addConstraint" {
          activateAll(call.arguments.first?.expression, active: true)
          return
        }
        if method == "forEach", let array = base.as(ArrayExprSyntax.self), let closure = call.trailingClosure
        {
          readForEach(array, closure)
          return
        }
        if readSnapKitConstraintCall(call, base: base, method: method) { return }
        if method == "append", appendToList(base, call) { return }
        if isSelf(base), methods[method] != nil {
          follow(method, call)
          return
        }
        readViewCall(call, target: value(base), method: method)
        return
      }
    }
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if name == "addWidget" || name == "addReusableWidget", methods[name] == nil {
        readWidget(call)
        return
      }
      if name == "register", methods[name] == nil {
        readRegister(call, on: selfValue)
        return
      }
      if name == "addConstraints" || name == "addConstraint", methods[name] == nil {
        activateAll(call.arguments.first?.expression, active: true)
        return
      }
      if methods[name] != nil {
        follow(name, call)
        return
      }
      if Self.viewMethods.contains(name) {
        readViewCall(call, target: selfValue, method: name)
        return
      }
    }
    if value(ExprSyntax(call)).isConstraintLike {
      note("a constraint made and not activated does nothing", call)
      return
    }
    note("a call LayoutLab does not follow is skipped", callee)
  }

  static let viewMethods: Set<String> = [
    "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "setContentHuggingPriority",
    "setContentCompressionResistancePriority", "setCustomSpacing", "addLayoutGuide", "bringSubviewToFront",
    "sendSubviewToBack", "removeFromSuperview",
  ]

  func isSuper(_ expression: ExprSyntax) -> Bool { expression.is(SuperExprSyntax.self) }

  /// `self`, or `super` where a property is read or set (`super.rowHeight = 80`).
  func isSelf(_ expression: ExprSyntax) -> Bool {
    expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" || isSuper(expression)
  }

  /// SwiftWidgets' `addWidget(LabelWidget.self) { $0.text.text = "…" }` in a
  /// WidgetTableViewController: a widget added to the controller's table (a `list` filling the
  /// safe area, made with the first widget), configured by the closure.
  func readWidget(_ call: FunctionCallExprSyntax) {
    guard let type = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
      type.declName.baseName.text == "self",
      let typeName = type.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
      ["LabelWidget", "ButtonWidget", "ImageWidget", "TextFieldWidget"].contains(typeName)
    else {
      note("a widget LayoutLab does not know: skipped", call)
      return
    }
    let r = range(call)
    let table: Int
    if let existing = program.widgetTable {
      table = existing
    } else {
      table = program.makeView(kind: "list", named: "table", text: nil, at: r)
      program.views[table].translatesMask = false
      attach(table, to: .container(selfPath), index: nil, arranged: false, at: call)
      program.say(
        .layout(
          program.path(program.views[table].name, r),
          [LocatedValue(value: .enumCase("safeAreaPin"), range: r)]),
        at: r, about: [table])
      program.widgetTable = table
    }
    let kind = typeName.lowercased()
    let id = program.makeView(
      kind: kind, named: typeName.prefix(1).lowercased() + typeName.dropFirst(), text: nil, at: r)
    program.views[id].translatesMask = false
    attach(id, to: .view(table), index: nil, arranged: true, at: call)
    guard let closure = call.trailingClosure else { return }
    scopes.append([closureParameter(closure) ?? "$0": .view(id)])
    read(closure.statements)
    scopes.removeLast()
  }

  /// A method of the class, read where it is called.
  /// Reads a method of the class where it is called, its parameters bound to the
  /// arguments; gives what it returns (a factory method's view).
  @discardableResult
  func follow(_ name: String, _ call: FunctionCallExprSyntax) -> SwiftValue {
    guard let method = methods[name], let body = method.body else { return .unknown }
    guard !following.contains(name) else {
      note("`\(name)` calls itself: the second call is skipped", call)
      return .unknown
    }
    following.append(name)
    defer { following.removeLast() }
    var bindings: [String: SwiftValue] = [:]
    let parameters = method.signature.parameterClause.parameters
    for (parameter, argument) in zip(parameters, call.arguments) {
      bindings[(parameter.secondName ?? parameter.firstName).text] = value(argument.expression)
    }
    return runBody(body.statements, bindings)
  }

  // MARK: - Views

  /// A method called on a view: adding subviews, priorities, custom spacing, titles.
  func readViewCall(_ call: FunctionCallExprSyntax, target: SwiftValue, method: String) {
    let arguments = Array(call.arguments)
    let parent: SwiftParent
    switch target {
    case .view(let id): parent = .view(id)
    case .item(let path, let waits) where !path.contains(".") || path.hasSuffix(".contentView"):
      parent =
        waits.first.map { path.hasSuffix(".contentView") ? .contentView(of: $0) : .view($0) }
        ?? .container(path)
    default:
      if method.hasPrefix("set") || Self.viewMethods.contains(method) {
        note("`\(method)` on something that is not a view LayoutLab knows: skipped", call)
      } else {
        note("a call LayoutLab does not follow is skipped", call.calledExpression)
      }
      return
    }
    func child() -> Int? {
      guard let first = arguments.first else { return nil }
      switch value(first.expression) {
      case .view(let id): return id
      case .newView(let made):
        return makeView(made, named: made.kind, at: first.expression)
      default:
        note("LayoutLab adds only views it has seen made", first.expression)
        return nil
      }
    }
    switch method {
    case "addSubview", "addArrangedSubview":
      guard let id = child() else { return }
      attach(id, to: parent, index: nil, arranged: method == "addArrangedSubview", at: call)
    case "insertSubview", "insertArrangedSubview":
      guard let id = child() else { return }
      let index = arguments.dropFirst().first { $0.label?.text == "at" }.flatMap {
        value($0.expression).number
      }
      if index == nil { note("inserted above or below a sibling: added last", call) }
      attach(
        id, to: parent, index: index.map { Int($0) }, arranged: method == "insertArrangedSubview", at: call)
    case "setContentHuggingPriority", "setContentCompressionResistancePriority":
      readContentPriority(call, on: parent, hugging: method.contains("Hugging"))
    case "setCustomSpacing":
      guard arguments.count == 2, let spacing = value(arguments[0].expression).number,
        case .view(let after) = value(arguments[1].expression), case .view(let stack) = parent
      else {
        note("expected `setCustomSpacing(N, after: VIEW)` on a stack", call)
        return
      }
      let target = program.path(
        "\(program.views[stack].name).spacing(after: \(program.views[after].name))", range(call))
      program.say(
        .set(target, LocatedValue(value: .number(spacing), range: range(call))), at: range(call),
        about: [stack, after])
    case "setTitle":
      guard let first = arguments.first, case .string(let title) = value(first.expression) else {
        note("a title LayoutLab cannot read: skipped", call)
        return
      }
      setOn(parent, "title", .string(title), at: call)
    case "removeFromSuperview":
      guard case .view(let id) = parent else { return }
      program.say(.remove(program.path(program.views[id].name, range(call))), at: range(call), about: [id])
    default:
      if Self.cosmeticMethods.contains(method) { return }
      if case .view(let id) = parent,
        program.followOnInstance(id, method, arguments.map { value($0.expression) }, at: call)
      {
        return
      }
      note("`\(method)` is not something LayoutLab models: skipped", call.calledExpression)
    }
  }

  /// `super.init(…)` configures a table or collection subclass; `super.register(…)` and
  /// `super.addSubview(…)` act on self; `super.viewDidLoad()` and the like are UIKit's own.
  func readSuperCall(_ call: FunctionCallExprSyntax, method: String) {
    if method == "init" {
      readSuperInit(call)
    } else if method == "register" {
      readRegister(call, on: selfValue)
    } else if Self.viewMethods.contains(method) {
      readViewCall(call, target: selfValue, method: method)
    }
  }

  /// `setContentHuggingPriority(.defaultHigh, for: .horizontal)` and the compression form.
  func readContentPriority(_ call: FunctionCallExprSyntax, on parent: SwiftParent, hugging: Bool) {
    let arguments = Array(call.arguments)
    guard arguments.count == 2, let p = priority(arguments[0].expression),
      case .lab(.enumCase(let axis)) = value(arguments[1].expression),
      axis == "horizontal" || axis == "vertical"
    else {
      note("expected a priority and `for: .horizontal` or `.vertical`", call)
      return
    }
    let property = (hugging ? "hugging." : "compression.") + (axis == "horizontal" ? "h" : "v")
    setOn(parent, property, .number(p), at: call)
  }

  /// Calls that draw or wire events and never change a frame.
  static let cosmeticMethods: Set<String> = [
    "addTarget", "setTitleColor", "setImage", "setBackgroundImage", "addGestureRecognizer",
    "layoutIfNeeded", "setNeedsLayout", "sizeToFit", "bringSubviewToFront", "sendSubviewToBack",
    "addLayoutGuide", "setTitleShadowColor", "addAction",
    // The data source is asked once the code has run whatever the code asks for.
    "reloadData", "beginUpdates", "endUpdates", "performBatchUpdates", "reloadSections", "reloadRows",
  ]

  func attach(_ id: Int, to parent: SwiftParent, index: Int?, arranged: Bool, at node: some SyntaxProtocol) {
    var isArranged = arranged
    if case .view(let p) = parent, program.views[p].kind == "stack", !arranged { isArranged = false }
    if isArranged { program.views[id].translatesMask = false }
    program.views[id].isArranged = isArranged
    program.views[id].isAttached = true
    program.steps.append(
      .attach(view: id, parent: parent, index: index, arranged: isArranged, range: range(node)))
  }

  func setOn(_ parent: SwiftParent, _ property: String, _ value: Value, at node: some SyntaxProtocol) {
    switch parent {
    case .view(let id): setProperty(id, property, value, at: node)
    case .container(let path):
      let target = program.path("\(path).\(property)", range(node))
      program.say(.set(target, LocatedValue(value: value, range: range(node))), at: range(node), about: [])
    case .contentView:
      note("a content view's properties are UIKit's own: skipped", node)
    }
  }

  func setProperty(_ id: Int, _ property: String, _ value: Value, at node: some SyntaxProtocol) {
    setProperty(id, property, value, range: range(node))
  }

  func setProperty(_ id: Int, _ property: String, _ value: Value, range r: SourceRange) {
    if property == "translatesAutoresizingMaskIntoConstraints" {
      if case .bool(let on) = value { program.views[id].translatesMask = on }
      return
    }
    if property == "text", program.views[id].text == nil, !program.views[id].isAttached,
      case .string = value, ["label", "button", "textfield", "textview"].contains(program.views[id].kind)
    {
      program.views[id].text = value
      return
    }
    if property == "frame" { program.views[id].frameSteps.append(program.steps.count) }
    let target = program.path("\(program.views[id].name).\(property)", r)
    program.say(.set(target, LocatedValue(value: value, range: r)), at: r, about: [id])
  }
}

extension SwiftValue {
  var isConstraintLike: Bool {
    switch self {
    case .constraint, .kept: true
    case .list(let items): items.contains { $0.isConstraintLike }
    default: false
    }
  }
}
