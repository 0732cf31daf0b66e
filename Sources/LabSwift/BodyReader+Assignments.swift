import LabLanguage
import SwiftSyntax

/// `LEFT = RIGHT`: a view's property, a kept constraint's, a constraint made and activated in
/// place (`….isActive = true`), or a local variable.
extension BodyReader {
  func assign(_ left: ExprSyntax, _ right: ExprSyntax) {
    if let reference = left.as(DeclReferenceExprSyntax.self) {
      assignName(reference.baseName.text, left, right, local: true)
      return
    }
    guard let member = left.as(MemberAccessExprSyntax.self), let baseExpression = member.base else {
      note("an assignment LayoutLab does not follow is skipped", left)
      return
    }
    let property = member.declName.baseName.text
    if isSelf(baseExpression) {
      assignName(property, left, right, local: false)
      return
    }
    if let (widget, path) = widgetProperty(left) {
      assignWidgetProperty(widget, path, right, at: left)
      return
    }
    let notesBefore = program.notes.count
    let base = value(baseExpression)
    // What made the left side unreadable has its note already.
    if program.notes.count > notesBefore, case .unknown = base { return }
    switch base {
    case .kept(let index):
      assignKept(index, property, right)
    case .constraint(let equation, let waits):
      if property == "isActive", case .bool(true) = value(right) {
        program.say(.constraint(equation), at: range(left), about: waits)
      } else if property == "isActive" {
        return
      } else {
        note("a constraint's `\(property)` set where it is made, and not kept: skipped", left)
      }
    case .view, .item:
      assignProperty(base, property, right, at: left)
    case .flowLayout(let index):
      assignFlowLayout(index, property, right, at: left)
    default:
      if Self.isCosmeticChain(baseExpression) || Self.cosmeticProperties.contains(property) {
        countCosmetic(property, left)
        return
      }
      if let label = Self.titleLabelOwner(baseExpression), property == "font" {
        assignProperty(value(label), "font", right, at: left)
        return
      }
      note("an assignment LayoutLab does not follow is skipped", left)
    }
  }

  /// `name = …` or `self.name = …`: a local variable (not through `self.`), a stored
  /// property, or a property of self itself (`translatesAutoresizingMaskIntoConstraints = false`).
  func assignName(_ name: String, _ left: ExprSyntax, _ right: ExprSyntax, local: Bool) {
    // A variable given another value (`previous = label`) names that value from now on; a
    // view made here is named after the variable.
    if local, let scope = scopes.lastIndex(where: { $0[name] != nil }) {
      scopes[scope][name] = declare(name, right)
      return
    }
    if members[name] != nil {
      members[name] = declare(name, right)
      return
    }
    if name == "view", viewIsRoot {
      replaceRootView(right, at: left)
      return
    }
    // A view controller's own properties (its title shows in the navigation bar) are not its
    // view's.
    if viewIsRoot, selfView == nil, Self.viewControllerProperties.contains(name) {
      countCosmetic(name, left)
      return
    }
    assignProperty(selfValue, name, right, at: left)
  }

  /// `loadView() { view = ProfileView() }`: the root is an instance of the view class, whose
  /// code runs with `self` the root. A view LayoutLab makes itself (`UIScrollView()`) fills
  /// the root, pinned to its edges, with a note (its margins are a subview's, not a root
  /// view's 16).
  func replaceRootView(_ right: ExprSyntax, at node: some SyntaxProtocol) {
    guard case .newView(let made) = value(right) else {
      note("the view controller's view is something LayoutLab cannot make: skipped", right)
      return
    }
    if let viewClass = program.componentTypes[made.kind]?.type {
      program.applyViewClass(viewClass, arguments: made.arguments, at: right)
      return
    }
    let name = made.kind.prefix(1).lowercased() + made.kind.dropFirst()
    let id = makeView(made, named: name, at: right)
    program.views[id].translatesMask = false
    attach(id, to: .container("root"), index: nil, arranged: false, at: node)
    let r = range(node)
    program.say(
      .layout(program.path(program.views[id].name, r), [LocatedValue(value: .enumCase("pin"), range: r)]),
      at: r, about: [id])
    note("the view controller's view is `\(program.views[id].name)`, pinned to the root", node)
  }

  func assignProperty(
    _ target: SwiftValue, _ property: String, _ right: ExprSyntax, at node: some SyntaxProtocol
  ) {
    if setDataSource(of: target, property, right) { return }
    let parent: SwiftParent
    switch target {
    case .view(let id): parent = .view(id)
    case .item(let path, _) where !path.contains("."): parent = .container(path)
    case .item(let path, let waits) where !Self.isGuide(path):
      assignInnerViewProperty(path, waits, property, right, at: node)
      return
    default:
      note("a property of something that is not a view LayoutLab knows: skipped", node)
      return
    }
    // A component's parameter set again (`director.text = movie.director` in an update
    // method): the instance already follows the argument it was made with.
    if case .view(let id) = parent,
      program.componentParameters[program.views[id].kind]?.contains(property) == true
    {
      return
    }
    // A view class's own property (`table.items = posts`): data the class holds, not UIKit's.
    if case .view(let id) = parent, let component = program.componentTypes[program.views[id].kind],
      component.stored.contains(property)
    {
      let known = value(right)
      if case .unknown = known {} else if program.followObserver(id, property, known) { return }
      note("`\(property)` is \(program.views[id].kind)'s own property: LayoutLab does not follow it", node)
      return
    }
    if property == "frame", case .view(let id) = parent, !viewIsRoot, Self.isOwnBounds(right) {
      pinToSuperview(id, at: node)
      return
    }
    if property == "translatesAutoresizingMaskIntoConstraints" {
      guard case .bool(let on) = value(right) else { return }
      switch parent {
      case .view(let id): program.views[id].translatesMask = on
      case .container, .contentView: return
      }
      return
    }
    if Self.cosmeticProperties.contains(property) {
      countCosmetic(property, node)
      return
    }
    guard let labName = Self.viewProperty(property) else {
      note("`\(property)` is not a property LayoutLab models: skipped", node)
      return
    }
    var v = value(right)
    if property == "image" || property == "backgroundImage" {
      if property == "image", let size = imageSize(right) {
        setOn(parent, "size", size, at: node)
      } else {
        note("an image's size is not in the code: set `size` to give it one", right)
      }
      return
    }
    if labName == "hidden" || labName == "preservesSuperviewMargins", v.labValue == nil { v = .unknown }
    // A colour only draws: one LayoutLab cannot name (`.lightGray.withAlphaComponent(0.1)`) is
    // left out with the other drawing-only assignments.
    if labName == "background" {
      guard case .lab(.enumCase(let colour)) = v, program.environment.isKnownColour(colour) else {
        countCosmetic(property, node)
        return
      }
    }
    guard var labValue = v.labValue else {
      note("a value LayoutLab cannot work out: skipped", right)
      return
    }
    // `UITableView.automaticDimension`: a self-sizing row.
    if labValue == .enumCase("automaticDimension") { labValue = .enumCase("automatic") }
    setOn(parent, labName, labValue, at: node)
  }

  /// `table.frame = bounds` in a view's `layoutSubviews` (or `init`, with a flexible mask):
  /// UIKit keeps it at its superview's size, which is what pinning it does.
  func pinToSuperview(_ id: Int, at node: some SyntaxProtocol) {
    program.views[id].translatesMask = false
    let r = range(node)
    program.say(
      .layout(program.path(program.views[id].name, r), [LocatedValue(value: .enumCase("pin"), range: r)]),
      at: r, about: [id])
  }

  /// `bounds` or `self.bounds`.
  static func isOwnBounds(_ e: ExprSyntax) -> Bool {
    if e.as(DeclReferenceExprSyntax.self)?.baseName.text == "bounds" { return true }
    guard let member = e.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "bounds" else {
      return false
    }
    return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
  }

  /// Whether a path names a guide (`view.safeArea`) rather than a view.
  static func isGuide(_ path: String) -> Bool {
    guard let last = path.split(separator: ".").last else { return false }
    return BodyReader.guides.values.contains(String(last))
  }

  /// `cell.title.text = movie.name`: a view inside a component's instance, by its path.
  func assignInnerViewProperty(
    _ path: String, _ waits: [Int], _ property: String, _ right: ExprSyntax, at node: some SyntaxProtocol
  ) {
    if Self.cosmeticProperties.contains(property) {
      countCosmetic(property, node)
      return
    }
    guard let labName = Self.viewProperty(property), property != "image", property != "backgroundImage",
      property != "translatesAutoresizingMaskIntoConstraints"
    else {
      note("`\(property)` of a view inside an instance is not something LayoutLab follows: skipped", node)
      return
    }
    guard let v = value(right).labValue else {
      note("a value LayoutLab cannot work out: skipped", right)
      return
    }
    let r = range(node)
    program.say(
      .set(program.path("\(path).\(labName)", r), LocatedValue(value: v, range: r)), at: r, about: waits)
  }

  // MARK: - SwiftWidgets

  /// `$0.text.font` on a widget: the widget and its dotted property (`text.font`), as
  /// LayoutLab's widget model spells it (`docs/widgets.md`).
  func widgetProperty(_ expression: ExprSyntax) -> (Int, String)? {
    var names: [String] = []
    var e = expression
    while let member = e.as(MemberAccessExprSyntax.self), let base = member.base {
      names.insert(member.declName.baseName.text, at: 0)
      e = base
    }
    guard names.count >= 1, e.is(DeclReferenceExprSyntax.self), case .view(let id) = value(e),
      program.views[id].kind.hasSuffix("widget")
    else {
      return nil
    }
    return (id, names.joined(separator: "."))
  }

  func assignWidgetProperty(_ id: Int, _ path: String, _ right: ExprSyntax, at node: some SyntaxProtocol) {
    if Self.widgetDrawing.contains(path.split(separator: ".").last.map(String.init) ?? path) {
      countCosmetic(path, node)
      return
    }
    let v: SwiftValue
    // `Settings.Font.with(size: 45)`: SwiftWidgets' system font of a size.
    if let call = right.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "with",
      let size = call.arguments.first(where: { $0.label?.text == "size" }).flatMap({
        value($0.expression).number
      })
    {
      v = .lab(.call("system", [Argument(label: nil, value: .number(size))]))
    } else if let member = right.as(MemberAccessExprSyntax.self), Self.typeName(right) == "Settings",
      member.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "Font"
    {
      note("SwiftWidgets' `Settings.Font.\(member.declName.baseName.text)` is its own font: skipped", right)
      return
    } else {
      v = value(right)
    }
    guard let labValue = v.labValue else {
      note("a value LayoutLab cannot work out: skipped", right)
      return
    }
    setProperty(id, path, labValue, at: node)
  }

  /// What a widget only draws or wires: colours, corners, callbacks.
  static let widgetDrawing: Set<String> = ["color", "cornerRadius", "buttonColor", "tap", "click", "image"]

  /// UIKit's property names, as LayoutLab's `set` spells them.
  static func viewProperty(_ swift: String) -> String? { Self.propertyNames[swift] }

  static let propertyNames: [String: String] = {
    let same = [
      "text", "font", "placeholder", "axis", "spacing", "distribution", "alignment", "lineBreakMode",
      "preferredMaxLayoutWidth", "frame", "configuration", "rowHeight", "estimatedRowHeight", "numberOfPages",
      "isScrollEnabled", "title", "items", "borderStyle", "isSecureTextEntry", "sectionHeaderHeight",
      "sectionFooterHeight", "sectionHeaderTopPadding", "style",
      "translatesAutoresizingMaskIntoConstraints", "image", "backgroundImage",
    ]
    let renamed = [
      "numberOfLines": "lines", "textAlignment": "alignment", "isHidden": "hidden",
      "layoutMargins": "margins", "directionalLayoutMargins": "margins",
      "preservesSuperviewLayoutMargins": "preservesSuperviewMargins",
      "insetsLayoutMarginsFromSafeArea": "insetsMarginsFromSafeArea",
      "isLayoutMarginsRelativeArrangement": "marginsRelative",
      "isBaselineRelativeArrangement": "baselineRelative",
      "backgroundColor": "background", "accessibilityIdentifier": "identifier",
      "viewRespectsSystemMinimumLayoutMargins": "respectsSystemMinimumMargins",
      "autoresizingMask": "autoresizing",
      "contentEdgeInsets": "contentInsets", "accessoryType": "accessory",
    ]
    return Dictionary(uniqueKeysWithValues: same.map { ($0, $0) }).merging(renamed) { a, _ in a }
  }()

  /// A view controller's properties that shape no frame of its view's.
  static let viewControllerProperties: Set<String> = [
    "title", "navigationItem", "tabBarItem", "modalPresentationStyle", "modalTransitionStyle",
    "definesPresentationContext", "hidesBottomBarWhenPushed", "preferredContentSize", "toolbarItems",
    "isModalInPresentation", "restorationIdentifier",
  ]

  /// Properties that draw, wire events or hold data, and never move a frame.
  static let cosmeticProperties: Set<String> = [
    "textColor", "tintColor", "clipsToBounds", "contentMode", "alpha", "isUserInteractionEnabled", "tag",
    "adjustsFontForContentSizeCategory", "adjustsFontSizeToFitWidth", "minimumScaleFactor", "isOpaque",
    "keyboardType", "returnKeyType", "delegate", "dataSource", "selectedSegmentIndex",
    "isOn",
    "value", "progress", "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator", "separatorStyle",
    "selectionStyle", "accessibilityLabel", "isAccessibilityElement", "overrideUserInterfaceStyle",
    "autocapitalizationType", "autocorrectionType", "textContentType", "clearButtonMode", "onTintColor",
    "thumbTintColor", "minimumValue", "maximumValue", "currentPage", "pageIndicatorTintColor",
    "currentPageIndicatorTintColor", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal",
    "keyboardDismissMode", "isPagingEnabled", "allowsSelection", "backgroundView", "tableFooterView",
    "cornerRadius", "masksToBounds", "borderWidth", "borderColor", "shadowColor", "shadowOpacity",
    "shadowOffset",
    "shadowRadius", "isEnabled", "isSelected", "attributedPlaceholder", "accessibilityHint",
    "semanticContentAttribute",
  ]

  /// `x.layer.cornerRadius = 8`, `x.titleLabel?.textColor = …`: chains through a layer.
  static func isCosmeticChain(_ expression: ExprSyntax) -> Bool {
    var e: ExprSyntax? = expression
    while let current = e {
      if let member = current.as(MemberAccessExprSyntax.self) {
        if member.declName.baseName.text == "layer" { return true }
        e = member.base
      } else if let chained = current.as(OptionalChainingExprSyntax.self) {
        e = chained.expression
      } else {
        return false
      }
    }
    return false
  }

  /// `button.titleLabel?.font`: the button, whose `font` LayoutLab sets.
  static func titleLabelOwner(_ expression: ExprSyntax) -> ExprSyntax? {
    var e = expression
    if let chained = e.as(OptionalChainingExprSyntax.self) { e = chained.expression }
    guard let member = e.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "titleLabel" else {
      return nil
    }
    return member.base
  }

  /// One place counts once, however often it runs (a data source's per-row code).
  func countCosmetic(_ property: String, _ node: some SyntaxProtocol) {
    let r = range(node)
    guard !program.cosmetic.contains(where: { $0.range == r }) else { return }
    program.cosmetic.append((property, r))
  }
}
