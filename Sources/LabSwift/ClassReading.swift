import LabLanguage
import SwiftSyntax

/// Classes: a view class becomes a component (`define`), a view controller runs against the
/// root, and code at the top level runs as a `viewDidLoad` body.
extension LayoutProgram {
  /// Sorts a file's declarations: view classes become components (each known by name before
  /// any is read, so that one may use another), subclasses of leaf views are kept for their
  /// instances, extensions of the file's classes go with them; the view controllers and the
  /// top-level code are given back.
  func sortDeclarations(of file: SourceFileSyntax) -> ([ClassDeclSyntax], [CodeBlockItemSyntax]) {
    let classes = file.statements.compactMap { $0.item.as(ClassDeclSyntax.self) }
    let classNames = Set(classes.map(\.name.text))
    gatherConstants(file)
    extensions = Dictionary(
      grouping: file.statements.compactMap { $0.item.as(ExtensionDeclSyntax.self) },
      by: { $0.extendedType.trimmedDescription })
    for type in file.statements.compactMap({ $0.item.as(StructDeclSyntax.self) }) {
      if let fields = Self.modelFields(type) { modelTypes[type.name.text] = fields }
    }
    for type in classes {
      switch ClassRole(type) {
      case .view: componentNames.append(type.name.text)
      case .leaf(let kind): leafClasses[type.name.text] = (kind, type)
      default: break
      }
    }
    var viewControllers: [ClassDeclSyntax] = []
    var topLevel: [CodeBlockItemSyntax] = []
    for item in file.statements {
      guard case .decl(let decl) = item.item else {
        topLevel.append(item)
        continue
      }
      if let type = decl.as(ClassDeclSyntax.self) {
        switch ClassRole(type) {
        case .leaf: continue
        case .view: defineComponent(type)
        case .viewController: viewControllers.append(type)
        case .other: note("`\(type.name.text)` is neither a view nor a view controller: skipped", type.name)
        }
      } else if decl.is(ImportDeclSyntax.self) {
        continue
      } else if let ext = decl.as(ExtensionDeclSyntax.self),
        classNames.contains(ext.extendedType.trimmedDescription)
      {
        continue  // read with its class (`readMembers`)
      } else if let type = decl.as(StructDeclSyntax.self), modelTypes[type.name.text] != nil {
        continue  // a model's type: its instances are models
      } else if decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
        || decl.is(ExtensionDeclSyntax.self)
        || decl.is(ProtocolDeclSyntax.self) || decl.is(FunctionDeclSyntax.self)
      {
        note("declarations other than view classes are skipped", decl)
      } else {
        topLevel.append(item)
      }
    }
    return (viewControllers, topLevel)
  }

  /// File-scope `let`s with a literal value, and the static `let`s of the file's types.
  func gatherConstants(_ file: SourceFileSyntax) {
    for item in file.statements {
      if let variable = item.item.as(VariableDeclSyntax.self) {
        for (name, value) in Self.literalBindings(variable) { globalConstants[name] = value }
        continue
      }
      let named: (String, MemberBlockSyntax)? =
        item.item.as(ClassDeclSyntax.self).map { ($0.name.text, $0.memberBlock) }
        ?? item.item.as(StructDeclSyntax.self).map { ($0.name.text, $0.memberBlock) }
        ?? item.item.as(EnumDeclSyntax.self).map { ($0.name.text, $0.memberBlock) }
        ?? item.item.as(ExtensionDeclSyntax.self).map { ($0.extendedType.trimmedDescription, $0.memberBlock) }
      guard let (type, members) = named else { continue }
      for member in members.members {
        guard let variable = member.decl.as(VariableDeclSyntax.self),
          variable.modifiers.contains(where: { $0.name.text == "static" })
        else { continue }
        for (name, value) in Self.literalBindings(variable) { staticConstants["\(type).\(name)"] = value }
      }
    }
  }

  /// `let a = "x", b = 2`: the names bound to literals (texts, numbers, Booleans, and arrays of
  /// them), which can be read anywhere without running code.
  static func literalBindings(_ variable: VariableDeclSyntax) -> [(String, ExprSyntax)] {
    variable.bindings.compactMap { binding in
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let value = binding.initializer?.value, isLiteral(value)
      else { return nil }
      return (name, value)
    }
  }

  static func isLiteral(_ e: ExprSyntax) -> Bool {
    if e.is(StringLiteralExprSyntax.self) || e.is(IntegerLiteralExprSyntax.self)
      || e.is(FloatLiteralExprSyntax.self)
      || e.is(BooleanLiteralExprSyntax.self)
    {
      return e.as(StringLiteralExprSyntax.self)?.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
        ?? true
    }
    if let array = e.as(ArrayExprSyntax.self) {
      return array.elements.allSatisfy { isLiteral($0.expression) }
    }
    return false
  }

  func runTopLevel(_ items: [CodeBlockItemSyntax]) {
    let reader = BodyReader(program: self, selfPath: topLevelSelf, viewIsRoot: true)
    // LayoutLab's own words for the root and a view's superview, in the shell's SnapKit and
    // GetLaid lines.
    for word in ["root", "parent"] where reader.lookup(word) == nil {
      reader.bind(word, .item(word, waitsFor: []))
    }
    for item in items { reader.read(item) }
  }

  /// A view controller: its stored properties are made, then `loadView` and `viewDidLoad`
  /// run (with the methods they call), as UIKit calls them, then the methods UIKit calls
  /// before and around the first layout (what they activate holds once laid out).
  func applyViewController(_ type: ClassDeclSyntax) {
    let reader = BodyReader(program: self, selfPath: "root", viewIsRoot: true)
    makeControllersView(type, reader)
    readMembers(type, into: reader)
    for name in Self.viewControllerLifecycle {
      guard let method = reader.methods[name], let body = method.body else { continue }
      reader.following.append(name)
      reader.read(body.statements)
      reader.following.removeLast()
    }
  }

  static let viewControllerLifecycle = [
    "loadView", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
  ]

  /// A UITableViewController's or UICollectionViewController's view is its table or
  /// collection, filling the screen, with the controller its data source: `tableView` here.
  func makeControllersView(_ type: ClassDeclSyntax, _ reader: BodyReader) {
    let made: (kind: String, name: String)
    switch ClassRole.baseClass(of: type) {
    case "UITableViewController": made = ("table", "tableView")
    case "UICollectionViewController": made = ("collection", "collectionView")
    default: return
    }
    let r = range(type.name)
    let id = makeView(kind: made.kind, named: made.name, text: nil, at: r)
    views[id].translatesMask = false
    views[id].isAttached = true
    steps.append(.attach(view: id, parent: .container("root"), index: nil, arranged: false, range: r))
    say(
      .layout(path(views[id].name, r), [LocatedValue(value: .enumCase("pin"), range: r)]), at: r, about: [id])
    reader.members[made.name] = .view(id)
    dataSources.append(DataSource(table: id, source: reader, delegate: reader))
  }

  /// A view class as the screen's own view (`loadView() { view = ProfileView() }`, or
  /// `load FILE class ProfileView`): its code runs with `self` the root, so that its views
  /// are the root's subviews and its margins a root view's, as on a device.
  func applyViewClass(
    _ type: ClassDeclSyntax, arguments: [(label: String?, value: Value)], at node: some SyntaxProtocol
  ) {
    let reader = BodyReader(program: self, selfPath: "root", viewIsRoot: false)
    let initializer = Self.designatedInitializer(type)
    var bindings: [String: SwiftValue] = [:]
    var unlabelled = arguments.filter { $0.label == nil }.makeIterator()
    for parameter in initializer?.signature.parameterClause.parameters ?? []
    where parameter.firstName.text != "frame" {
      let name = (parameter.secondName ?? parameter.firstName).text
      let given =
        arguments.first { $0.label == parameter.firstName.text || $0.label == name }?.value
        ?? (parameter.firstName.text == "_" ? unlabelled.next()?.value : nil)
      if let value = given ?? parameter.defaultValue.flatMap({ reader.value($0.value).labValue }) {
        bindings[name] = SwiftValue(labValue: value)
      } else {
        note("`\(name)` is given when the app runs: not known here", parameter)
        bindings[name] = .unknown
      }
    }
    reader.scopes = [bindings]
    readMembers(type, into: reader)
    if let body = initializer?.body { reader.read(body.statements) }
  }

  /// A view class as a component: `add NAME v` makes an instance whose inner views are
  /// `v.PROPERTY`. Its stored properties are made, then its initialiser runs.
  func defineComponent(_ type: ClassDeclSyntax) {
    let saved = (views, steps, kept, takenNames, snapKitKept, nextNumber)
    (views, steps, kept, takenNames, snapKitKept, nextNumber) = ([], [], [], [], [], [:])
    let reader = BodyReader(program: self, selfPath: "self", viewIsRoot: false)
    let base = ClassRole.componentBase(type)
    reader.componentKind = base.rawValue
    // The initialiser's parameters are the component's: `$name` in its statements.
    let initializer = Self.designatedInitializer(type)
    var parameters: [ComponentDefinition.Parameter] = []
    // UIKit's own initialisers' parameters are UIKit's: `init(frame:)`, a cell's
    // `init(style:reuseIdentifier:)`.
    for parameter in initializer?.signature.parameterClause.parameters ?? []
    where parameter.firstName.text != "frame"
      && !(base == .cell && ["style", "reuseIdentifier"].contains(parameter.firstName.text))
    {
      let name = (parameter.secondName ?? parameter.firstName).text
      let defaultValue = parameter.defaultValue.flatMap { reader.value($0.value).labValue }
      parameters.append(
        .init(
          name: name, defaultValue: defaultValue.map { LocatedValue(value: $0, range: range(parameter)) },
          range: range(parameter)))
      componentLabels[type.name.text, default: [:]][parameter.firstName.text] = name
      reader.bind(name, .lab(.modelValue(name)))
    }
    // With no initialiser of its own, the stored properties left without a value are what
    // an instance is made with (`EmojiLogoView(republicName:republicEmoji:)`, as Subviews'
    // README writes it).
    if initializer == nil {
      for member in type.memberBlock.members {
        guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
        for binding in variable.bindings where binding.initializer == nil && Self.isStored(binding) {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let typeName = binding.typeAnnotation?.type.trimmedDescription,
            Self.parameterTypes.contains(typeName)
          else { continue }
          parameters.append(.init(name: name, defaultValue: nil, range: range(binding)))
          componentLabels[type.name.text, default: [:]][name] = name
          reader.members[name] = .lab(.modelValue(name))
        }
      }
    }
    readMembers(type, into: reader)
    if let body = initializer?.body {
      reader.read(body.statements)
    }
    // What UIKit calls when it lays the view out: the constraints made there hold once it is.
    for name in ["updateConstraints", "layoutSubviews"] {
      guard let method = reader.methods[name], let body = method.body else { continue }
      reader.following.append(name)
      reader.read(body.statements)
      reader.following.removeLast()
    }
    fillDataSources()
    let viewProperties = reader.members.compactMap { name, value in
      if case .view = value { name } else { nil }
    }
    let stored = type.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
      .flatMap(\.bindings).filter(Self.isStored)
      .compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
    componentTypes[type.name.text] = (type, viewProperties.sorted(), Set(stored).subtracting(viewProperties))
    let body = order(steps)
    (views, steps, kept, takenNames, snapKitKept, nextNumber) = saved
    let name = type.name.text
    if body.contains(where: { statement in
      if case .set(let path, let value) = statement.kind,
        path.description == "self.translatesAutoresizingMaskIntoConstraints",
        value.value == .bool(false)
      {
        return true
      }
      return false
    }) {
      componentsWithMaskOff.insert(name)
    }
    let r = range(type.name)
    componentParameters[name] = Set(parameters.map(\.name))
    let definition = ComponentDefinition(
      name: name, nameRange: r, parameters: parameters, body: body.filter { !isOwnMask($0) }, base: base)
    definitions.append(Statement(kind: .define(definition), range: r))
  }

  func isOwnMask(_ statement: Statement) -> Bool {
    guard case .set(let path, _) = statement.kind else { return false }
    return path.description == "self.translatesAutoresizingMaskIntoConstraints"
  }

  /// A struct of stored strings, numbers and Booleans is a model's type; its fields in order.
  static func modelFields(_ type: StructDeclSyntax) -> [String]? {
    var fields: [String] = []
    for member in type.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings where isStored(binding) {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let typeName = binding.typeAnnotation?.type.trimmedDescription, parameterTypes.contains(typeName)
        else { return nil }
        fields.append(name)
      }
    }
    return fields.isEmpty ? nil : fields
  }

  /// The types of a stored property that can be a component's parameter.
  static let parameterTypes: Set<String> = ["String", "CGFloat", "Double", "Int", "Float", "Bool"]

  /// Runs a UIKit view subclass's initialiser on a view just made: the one whose labels the
  /// call used (a convenience `init` delegates with `self.init(frame:)`), then its methods.
  func runSubclassInitializer(_ name: String, _ arguments: [(label: String?, value: SwiftValue)], on id: Int)
  {
    guard let leaf = leafClasses[name] else { return }
    let reader = BodyReader(program: self, selfPath: views[id].name, viewIsRoot: false)
    reader.selfView = id
    readMembers(leaf.type, into: reader)
    let labels = arguments.map { $0.label ?? "_" }
    let initializers = leaf.type.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
    let chosen =
      initializers.first { $0.signature.parameterClause.parameters.map(\.firstName.text) == labels }
      ?? Self.designatedInitializer(leaf.type)
    guard let chosen, let body = chosen.body else { return }
    var bindings: [String: SwiftValue] = [:]
    for (parameter, argument) in zip(chosen.signature.parameterClause.parameters, arguments) {
      bindings[(parameter.secondName ?? parameter.firstName).text] = argument.value
    }
    reader.delegatingInitializer = { [unowned reader] in
      guard let designated = Self.designatedInitializer(leaf.type), designated != chosen,
        let body = designated.body
      else { return }
      _ = reader.runBody(body.statements)
    }
    _ = reader.runBody(body.statements, bindings)
  }

  /// `init(frame:)`, or an `init()` of the class's own; not `init?(coder:)`, which storyboards use.
  static func designatedInitializer(_ type: ClassDeclSyntax) -> InitializerDeclSyntax? {
    let initializers = type.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
    let usable = initializers.filter { i in
      !i.signature.parameterClause.parameters.contains { $0.firstName.text == "coder" }
    }
    return usable.first { i in
      i.signature.parameterClause.parameters.contains { $0.firstName.text == "frame" }
    }
      ?? usable.first { $0.signature.parameterClause.parameters.isEmpty } ?? usable.first
  }

  /// Stored properties (views made in declaration order, Subviews' wrapped views added as
  /// `Superview` adds them) and methods (followed when called).
  func readMembers(_ type: ClassDeclSyntax, into reader: BodyReader) {
    readMethods(type, into: reader)
    for member in type.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      let wrapper = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }.first {
        let name = $0.attributeName.trimmedDescription
        return name == "Subview" || name == "ArrangedSubview" || name == "Child"
      }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        guard Self.isStored(binding) else { continue }
        guard let initializer = binding.initializer?.value else {
          if reader.members[name] == nil { reader.members[name] = .unknown }
          continue
        }
        var v: SwiftValue
        if wrapper != nil, let factory = initializer.as(ClosureExprSyntax.self) {
          // Subviews' `var logo = { (self) in EmojiLogoView(…) }`: made from the instance.
          v = reader.runBody(factory.statements)
          if case .newView(let made) = v { v = .view(reader.makeView(made, named: name, at: initializer)) }
        } else {
          v = reader.declare(name, initializer)
        }
        reader.members[name] = v
        if let wrapper, case .view(let id) = v { readSubviewsWrapper(wrapper, view: id, reader: reader) }
      }
    }
  }

  /// The class's methods, its extensions' included, which the reader follows when called.
  func readMethods(_ type: ClassDeclSyntax, into reader: BodyReader) {
    let extensionMembers = (extensions[type.name.text] ?? []).flatMap { Array($0.memberBlock.members) }
    for member in Array(type.memberBlock.members) + extensionMembers {
      if let method = member.decl.as(FunctionDeclSyntax.self) {
        reader.methods[method.name.text] = method
        reader.signatures[BodyReader.signature(of: method)] = method
      }
    }
  }

  /// A method of a view class called on an instance (`cell.configure(with: movie)`): its body
  /// runs with `self` the instance and the class's views the instance's. False when the
  /// class has no such method.
  func followOnInstance(
    _ id: Int, _ method: String, _ arguments: [SwiftValue], at node: some SyntaxProtocol
  ) -> Bool {
    guard let reader = instanceReader(id) else { return false }
    guard let called = reader.methods[method], let body = called.body else { return false }
    var bindings: [String: SwiftValue] = [:]
    for (parameter, argument) in zip(called.signature.parameterClause.parameters, arguments) {
      bindings[(parameter.secondName ?? parameter.firstName).text] = argument
    }
    reader.following.append(method)
    _ = reader.runBody(body.statements, bindings)
    return true
  }

  /// A view class's own property set on an instance (`cell.text = items[i]`): its `didSet`
  /// runs with the property holding the new value, as Swift runs it. False when the property
  /// has no observer, or the value is not one LayoutLab knows.
  func followObserver(_ id: Int, _ property: String, _ value: SwiftValue) -> Bool {
    guard let component = componentTypes[views[id].kind], let reader = instanceReader(id) else {
      return false
    }
    for member in component.type.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings
      where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property {
        guard case .accessors(let accessors)? = binding.accessorBlock?.accessors,
          let didSet = accessors.first(where: { $0.accessorSpecifier.text == "didSet" }),
          let body = didSet.body
        else { return false }
        reader.following.append(property)
        _ = reader.runBody(body.statements, [property: value])
        return true
      }
    }
    return false
  }

  /// A reader of a view class's code with `self` one of its instances and the class's views
  /// the instance's.
  func instanceReader(_ id: Int) -> BodyReader? {
    guard let component = componentTypes[views[id].kind] else { return nil }
    let instance = views[id].name
    let reader = BodyReader(program: self, selfPath: instance, viewIsRoot: false)
    reader.componentKind = ClassRole.componentBase(component.type).rawValue
    readMethods(component.type, into: reader)
    for view in component.views { reader.members[view] = .item("\(instance).\(view)", waitsFor: [id]) }
    return reader
  }

  /// The view a Subviews key path names: `\.stack`, or a content view `\.bar.contentView`.
  func keyPathParent(_ expression: ExprSyntax, _ reader: BodyReader) -> SwiftParent? {
    let names =
      expression.as(KeyPathExprSyntax.self)?.components.compactMap {
        $0.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
      } ?? []
    guard let first = names.first, case .view(let container)? = reader.members[first] else { return nil }
    switch names.dropFirst().first {
    case nil: return .view(container)
    case "contentView"? where names.count == 2 && BodyReader.contentViewKinds.contains(views[container].kind):
      return .contentView(of: container)
    default: return nil
    }
  }

  /// A stored property, with or without observers (`didSet`); not a computed one.
  static func isStored(_ binding: PatternBindingSyntax) -> Bool {
    guard let block = binding.accessorBlock else { return true }
    guard case .accessors(let accessors) = block.accessors else { return false }
    return accessors.allSatisfy { ["didSet", "willSet"].contains($0.accessorSpecifier.text) }
  }

  /// Subviews' `@Subview(of: \.stack, [.pin], { $0.text = "Hi" })` and `@ArrangedSubview(…)`:
  /// the view is added (to self or the key path's view) with its mask off, its quick layout
  /// options attached, and its configuration closure run.
  func readSubviewsWrapper(_ wrapper: AttributeSyntax, view id: Int, reader: BodyReader) {
    let arranged = wrapper.attributeName.trimmedDescription == "ArrangedSubview"
    var parent: SwiftParent = .container(reader.selfPath)
    var options: [LocatedValue] = []
    var configuration: ClosureExprSyntax? = nil
    if case .argumentList(let arguments) = wrapper.arguments {
      for argument in arguments {
        if argument.label?.text == "of" {
          guard let container = keyPathParent(argument.expression, reader) else {
            note("the superview's key path names no view LayoutLab knows: added to self", argument)
            continue
          }
          parent = container
        } else if let closure = argument.expression.as(ClosureExprSyntax.self) {
          configuration = closure
        } else {
          let elements: [ExprSyntax] =
            argument.expression.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [
              argument.expression
            ]
          for element in elements {
            options.append(LocatedValue(value: reader.labArgument(element), range: range(element)))
          }
        }
      }
    }
    views[id].translatesMask = false
    reader.attach(id, to: parent, index: nil, arranged: arranged, at: wrapper)
    if !options.isEmpty {
      say(.layout(path(views[id].name, range(wrapper)), options), at: range(wrapper), about: [id])
    }
    if let configuration {
      let parameter = reader.closureParameter(configuration) ?? "$0"
      reader.scopes.append([parameter: .view(id)])
      reader.read(configuration.statements)
      reader.scopes.removeLast()
    }
  }
}
