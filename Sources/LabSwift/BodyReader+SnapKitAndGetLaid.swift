import LabLanguage
import SwiftSyntax

/// SnapKit's `view.snp.makeConstraints { make in … }` and kept constraints, and GetLaid's
/// `>>`: read into the same statements the shell's SnapKit and GetLaid forms make, which the
/// session runs as SnapKit and GetLaid behave.
extension BodyReader {
  func readSnapKit(_ call: FunctionCallExprSyntax, view viewExpression: ExprSyntax?, method: String) {
    guard let viewExpression, let target = itemPath(viewExpression) else {
      note("SnapKit on something that is not a view LayoutLab knows: skipped", call)
      return
    }
    let methods = ["makeConstraints", "remakeConstraints", "updateConstraints", "removeConstraints"]
    guard methods.contains(method) else {
      note("`snp.\(method)` is not something LayoutLab follows: skipped", call)
      return
    }
    if case .view(let id) = value(viewExpression) { program.views[id].translatesMask = false }
    let view = program.path(target.path, range(viewExpression))
    guard method != "removeConstraints" else {
      program.say(
        .snapKit(SnapKitStatement(view: view, method: method, lines: [], range: range(call))),
        at: range(call),
        about: target.waits)
      return
    }
    guard let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
    else {
      note("expected the constraints in a closure", call)
      return
    }
    let maker = closureParameter(closure) ?? "$0"
    var lines: [SnapKitLine] = []
    var waits = target.waits
    for item in Self.availableLines(closure.statements) {
      var expression: ExprSyntax
      switch item.item {
      case .expr(let e): expression = e
      case .stmt(let s):
        if s.is(ReturnStmtSyntax.self) { continue }
        guard let e = s.as(ExpressionStmtSyntax.self)?.expression else {
          note("only `\(maker).…` lines run in a SnapKit closure: skipped", s)
          continue
        }
        expression = e
      case .decl(let d):
        note("only `\(maker).…` lines run in a SnapKit closure: skipped", d)
        continue
      }
      var kept: Path? = nil
      if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self)
      {
        guard let name = keptName(infix.leftOperand) else {
          note("a SnapKit constraint kept somewhere LayoutLab does not follow: skipped", infix.leftOperand)
          continue
        }
        kept = program.path(name, range(infix.leftOperand))
        program.snapKitKept.insert(name)
        expression = infix.rightOperand
      }
      guard var links = chain(expression, from: maker, waits: &waits) else {
        note("a SnapKit line LayoutLab cannot read: skipped", expression)
        continue
      }
      if kept != nil {
        guard links.last?.name == "constraint" else {
          note("a kept SnapKit constraint ends in `.constraint`", expression)
          continue
        }
        links.removeLast()
      }
      lines.append(SnapKitLine(links: links, kept: kept))
    }
    program.say(
      .snapKit(SnapKitStatement(view: view, method: method, lines: lines, range: range(call))),
      at: range(call),
      about: waits)
  }

  /// A closure's statements, with those of an `if #available(…)` taken as run: LayoutLab
  /// models a current iOS.
  static func availableLines(_ items: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
    items.flatMap { item -> [CodeBlockItemSyntax] in
      let expression: ExprSyntax? =
        switch item.item {
        case .expr(let e): e
        case .stmt(let s): s.as(ExpressionStmtSyntax.self)?.expression
        case .decl: nil
        }
      guard let conditional = expression?.as(IfExprSyntax.self),
        conditional.conditions.allSatisfy({ if case .availability = $0.condition { true } else { false } })
      else { return [item] }
      return availableLines(conditional.body.statements)
    }
  }

  /// `make in`, `(make) -> Void in`, `(make: ConstraintMaker) in`; nil for `$0`.
  func closureParameter(_ closure: ClosureExprSyntax) -> String? {
    guard let clause = closure.signature?.parameterClause else { return nil }
    switch clause {
    case .simpleInput(let names): return names.first?.name.text
    case .parameterClause(let parameters):
      return parameters.parameters.first.map { ($0.secondName ?? $0.firstName).text }
    }
  }

  /// `topConstraint` or `self.topConstraint`.
  func keptName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, isSelf(base) {
      return member.declName.baseName.text
    }
    return nil
  }

  /// `make.top.equalTo(other.snp.bottom).offset(8)` as links after the maker.
  func chain(_ expression: ExprSyntax, from maker: String, waits: inout [Int]) -> [ChainLink]? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text == maker ? [] : nil
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      guard var links = chain(base, from: maker, waits: &waits) else { return nil }
      links.append(
        ChainLink(name: member.declName.baseName.text, arguments: nil, range: range(member.declName)))
      return links
    }
    if let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let base = member.base
    {
      guard var links = chain(base, from: maker, waits: &waits) else { return nil }
      let arguments = call.arguments.map {
        Argument(label: $0.label?.text, value: snapKitArgument($0.expression, waits: &waits))
      }
      links.append(
        ChainLink(
          name: member.declName.baseName.text, arguments: arguments,
          range: range(member.declName).through(range(call))))
      return links
    }
    return nil
  }

  /// An argument as the session's SnapKit reads it: a number, a view, `view.snp.top`,
  /// `CGSize(…)`, `UIEdgeInsets(…)`, a priority.
  func snapKitArgument(_ expression: ExprSyntax, waits: inout [Int]) -> Value {
    if let call = expression.as(FunctionCallExprSyntax.self),
      let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      ["CGSize", "CGPoint", "UIEdgeInsets", "NSDirectionalEdgeInsets"].contains(type)
    {
      return .call(
        type,
        call.arguments.map { Argument(label: $0.label?.text, value: value($0.expression).labValue ?? .none) })
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      let snp = base.as(MemberAccessExprSyntax.self), snp.declName.baseName.text == "snp",
      let owner = snp.base,
      let item = itemPath(owner)
    {
      waits += item.waits
      return .name(program.path("\(item.path).snp.\(member.declName.baseName.text)", range(expression)))
    }
    if let item = itemPath(expression) {
      waits += item.waits
      return .name(program.path(item.path, range(expression)))
    }
    if let p = priority(expression), expression.is(MemberAccessExprSyntax.self) { return .number(p) }
    return labArgument(expression)
  }

  /// A view or guide's LayoutLab path, and the views it waits for.
  func itemPath(_ expression: ExprSyntax) -> (path: String, waits: [Int])? {
    switch value(expression) {
    case .view(let id): return (program.views[id].name, [id])
    case .item(let path, let waits): return (path, waits)
    default: return nil
    }
  }

  /// `topConstraint?.update(offset: 20)`, `.activate()`, `.deactivate()` on a kept SnapKit
  /// constraint; nil when the call is something else.
  func readSnapKitConstraintCall(_ call: FunctionCallExprSyntax, base: ExprSyntax, method: String) -> Bool {
    var e = base
    if let chained = e.as(OptionalChainingExprSyntax.self) { e = chained.expression }
    if let unwrapped = e.as(ForceUnwrapExprSyntax.self) { e = unwrapped.expression }
    guard let name = keptName(e), program.snapKitKept.contains(name),
      ["update", "activate", "deactivate"].contains(method)
    else { return false }
    var waits: [Int] = []
    let arguments = call.arguments.map {
      Argument(label: $0.label?.text, value: snapKitArgument($0.expression, waits: &waits))
    }
    let kept = SnapKitConstraintCall(
      constraint: program.path(name, range(e)), method: method, arguments: arguments, range: range(call))
    program.say(.snapKitConstraintCall(kept), at: range(call), about: waits)
    return true
  }

  // MARK: - GetLaid

  /// `box >> 50`, `a.top >> b.bottom.offset(8)`, `header >> view.allButBottom`, `a >> .min(100, 50)`.
  func readGetLaid(_ infix: InfixOperatorExprSyntax) {
    guard let source = getLaidSource(infix.leftOperand) else {
      if let name = unknownName(infix.leftOperand) {
        note("there is no view named '\(name.baseName.text)'", name)
      } else {
        note("GetLaid's `>>` on something that is not a view LayoutLab knows: skipped", infix.leftOperand)
      }
      return
    }
    var waits = source.waits
    let target: GetLaidTarget
    let right = infix.rightOperand
    if let n = value(right).number {
      target = .constant(n)
    } else if let tuple = right.as(TupleExprSyntax.self), tuple.elements.count == 2,
      let first = tuple.elements.first, let last = tuple.elements.last,
      let w = value(first.expression).number, let h = value(last.expression).number
    {
      target = .size(w, h)
    } else if let links = { () -> [ChainLink]? in
      getLaidSourcePath = source.path.components.first ?? ""
      defer { getLaidSourcePath = "" }
      return getLaidChain(right, waits: &waits)
    }() {
      target = .chain(links)
    } else {
      note("a GetLaid target LayoutLab cannot read: skipped", right)
      return
    }
    for id in source.waits.prefix(1) { program.views[id].translatesMask = false }
    program.say(
      .getLaid(GetLaidStatement(source: source.path, target: target, range: range(infix))), at: range(infix),
      about: waits)
  }

  /// `box`, `box.width`, `self.box.top`, `addForAutoLayout(UIView())`: a view and an
  /// optional GetLaid property. The expression is read once: reading it may add a view.
  func getLaidSource(_ expression: ExprSyntax) -> (path: Path, waits: [Int])? {
    var property: String? = nil
    var viewExpression = expression
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      Self.anchors.values.contains(member.declName.baseName.text) || member.declName.baseName.text == "size"
    {
      property = member.declName.baseName.text
      viewExpression = base
    }
    var v = value(viewExpression)
    if case .newView(let made) = v { v = .view(makeView(made, named: made.kind, at: viewExpression)) }
    let item: (path: String, waits: [Int])
    switch v {
    case .view(let id): item = (program.views[id].name, [id])
    case .item(let path, let waits): item = (path, waits)
    default: return nil
    }
    let path = item.path + (property.map { ".\($0)" } ?? "")
    return (program.path(path, range(expression)), item.waits)
  }

  /// `b.bottom.offset(8).min`, `.size(100)`, `view.allButTop(leadingOffset: 5)` as links;
  /// the first link of a view is LayoutLab's name for it.
  func getLaidChain(_ expression: ExprSyntax, waits: inout [Int]) -> [ChainLink]? {
    // A view by its name; what follows is GetLaid's own words (`contentLayoutGuide`), kept.
    let isName =
      expression.is(DeclReferenceExprSyntax.self)
      || expression.as(MemberAccessExprSyntax.self).map { $0.base.map(isSelf) ?? false } ?? false
    if isName, let item = itemPath(expression) {
      waits += item.waits
      return item.path.split(separator: ".").map {
        ChainLink(name: String($0), arguments: nil, range: range(expression))
      }
    }
    if let chained = expression.as(OptionalChainingExprSyntax.self) {
      return getLaidChain(chained.expression, waits: &waits)
    }
    // `item >> item.parent?.center`: the source's superview is LayoutLab's `parent`.
    if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "parent",
      let base = member.base, let item = itemPath(base), item.path == getLaidSourcePath
    {
      return [ChainLink(name: "parent", arguments: nil, range: range(member.declName))]
    }
    // A word of GetLaid's on self: `allButBottom`, `height`, `safeArea`.
    if let word = expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
      return [ChainLink(name: word, arguments: nil, range: range(expression))]
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      var links: [ChainLink] = []
      if let base = member.base {
        guard let inner = getLaidChain(base, waits: &waits) else { return nil }
        links = inner
      }
      links.append(
        ChainLink(name: member.declName.baseName.text, arguments: nil, range: range(member.declName)))
      return links
    }
    if let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
    {
      var links: [ChainLink] = []
      if let base = member.base {
        guard let inner = getLaidChain(base, waits: &waits) else { return nil }
        links = inner
      }
      let arguments = call.arguments.map {
        Argument(label: $0.label?.text, value: labArgument($0.expression))
      }
      links.append(
        ChainLink(
          name: member.declName.baseName.text, arguments: arguments,
          range: range(member.declName).through(range(call))))
      return links
    }
    return nil
  }
}
