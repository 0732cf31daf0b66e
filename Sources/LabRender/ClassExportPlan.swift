import AutoLayout

/// The decisions behind `export swift-class` when a layout has components and models (issue
/// 14): the Swift type of each model and parameter, which instances become instances of their
/// component's class, and what each text, constant and argument reads.
///
/// - A model becomes a struct; models passed to the same parameter share one, named after the
///   parameter (`movie: inception` and `movie: tenet` make `Movie`).
/// - A component becomes a class when each of its parameters is given one Swift type, and an
///   instance is written as that class when its views, properties and constraints read the
///   same as the first instance's (its texts and constants reading the parameters). An
///   instance changed after it was made (a text set from outside, a view added to it) is
///   written out in full instead, which keeps the layout exact.
final class ClassExportPlan {
  let engine: LayoutEngine
  let sources: ComponentSources
  /// The instances that exist, in tree order.
  let instances: [ItemID]
  let rootClassName: String
  /// The struct each model is written as, and the structs in the order they are written.
  private(set) var modelType: [String: String] = [:]
  private(set) var structs: [ModelStruct] = []
  /// Each component's parameter types; a component missing here is written out in full.
  private(set) var parameterTypes: [String: [String: String]] = [:]
  /// Why a component is written out in full.
  private(set) var untyped: [String: String] = [:]
  /// The user's active constraints outside cells: each class activates its share of them.
  let exportedConstraints: [ConstraintID]
  private var isClassMemo: [ItemID: Bool] = [:]
  private var classTextMemo: [ItemID: [String]] = [:]
  private var scopeItemsMemo: [ItemID: [ItemID]] = [:]
  private var viewNamesMemo: [ItemID: Set<String>] = [:]
  private var declarationsMemo: [ItemID: SwiftDeclarations] = [:]
  /// The cell, table and collection classes the export writes.
  private let generatedTypes: Set<String>

  struct ModelStruct {
    let name: String
    /// Fields in order; those some of its models lack have a default.
    var fields: [(key: String, type: String, defaultValue: String?)]
  }

  /// What an argument, text or constant finally holds once parameters are followed.
  enum Resolved: Equatable {
    case literal(WrittenValue)
    case model(String)
    case modelKey(String, String)
    case unknown
  }

  init(engine: LayoutEngine, sources: ComponentSources, rootClassName: String) {
    self.engine = engine
    self.sources = sources
    self.rootClassName = rootClassName
    let recorded = Set(sources.instances.keys)
    instances = engine.itemsInTreeOrder().filter { recorded.contains($0) }
    exportedConstraints = SwiftRenderer.partitionConstraints(engine, cell: nil).kept
    generatedTypes = SwiftRenderer.generatedTypeNames(engine)
    typeModels()
    typeParameters()
  }

  // MARK: - Types

  /// Groups models passed to the same parameter, and names each group's struct.
  private func typeModels() {
    var parent: [String: String] = [:]
    func find(_ m: String) -> String {
      var m = m
      while let p = parent[m], p != m { m = p }
      return m
    }
    var firstGiven: [String: String] = [:]
    var parameterName: [String: String] = [:]
    for id in instances {
      guard let record = sources.instances[id] else { continue }
      for p in sources.parameters[record.component] ?? [] {
        guard let argument = record.arguments[p],
          case .model(let m) = resolve(argument, context: record.context)
        else { continue }
        let slot = record.component + "." + p
        if let other = firstGiven[slot] {
          let (a, b) = (find(m), find(other))
          if a != b { parent[max(a, b)] = min(a, b) }
        } else {
          firstGiven[slot] = m
        }
        if parameterName[m] == nil { parameterName[m] = p }
      }
    }
    var groups: [String: [String]] = [:]
    var order: [String] = []
    for m in sources.models.keys.sorted() {
      let root = find(m)
      if groups[root] == nil { order.append(root) }
      groups[root, default: []].append(m)
    }
    // Not a component's class, nor a type the export names, nor a word Swift keeps (`Type`).
    var taken = Set(sources.parameters.keys).union(sources.parameters.keys.map(className)).union([
      rootClassName
    ])
    .union(SwiftRenderer.typeNames).union(generatedTypes).union(SwiftRenderer.keywords).union(
      SwiftRenderer.unescapable)
    for root in order {
      let members = groups[root] ?? []
      let base = members.lazy.compactMap { parameterName[$0] }.first ?? members[0]
      var name = SwiftRenderer.capitalized(SwiftRenderer.identifier(base))
      if taken.contains(name) { name += "Model" }
      var n = 2
      while taken.contains(name) {
        name = SwiftRenderer.capitalized(SwiftRenderer.identifier(base)) + "Model\(n)"
        n += 1
      }
      taken.insert(name)
      var fields: [(key: String, type: String, defaultValue: String?)] = []
      var counts: [String: Int] = [:]
      for m in members {
        for (key, value) in sources.models[m] ?? [] {
          guard let type = Self.literalType(value) else { continue }
          if let existing = fields.first(where: { $0.key == key }) {
            if existing.type == type { counts[key, default: 0] += 1 }
          } else {
            fields.append((key, type, nil))
            counts[key] = 1
          }
        }
      }
      for i in fields.indices where counts[fields[i].key] != members.count {
        fields[i].defaultValue = Self.defaultLiteral(fields[i].type)
      }
      for m in members { modelType[m] = name }
      structs.append(ModelStruct(name: name, fields: fields))
    }
  }

  /// One Swift type per parameter, from what every instance gives it.
  private func typeParameters() {
    for component in Set(instances.compactMap { sources.instances[$0]?.component }).sorted() {
      var types: [String: String] = [:]
      let mine = instances.filter { sources.instances[$0]?.component == component }
      for p in sources.parameters[component] ?? [] {
        var seen: Set<String> = []
        for id in mine {
          guard let record = sources.instances[id], let argument = record.arguments[p],
            let type = type(of: resolve(argument, context: record.context))
          else {
            untyped[component] = "its parameter `\(p)` is given a value Swift has no stored type for here"
            break
          }
          seen.insert(type)
        }
        if untyped[component] != nil { break }
        if seen.count > 1 {
          let given = seen.sorted().joined(separator: ", ")
          untyped[component] = "its parameter `\(p)` is given values of different types (\(given))"
          break
        }
        types[p] = seen.first ?? "String"
      }
      if untyped[component] == nil { parameterTypes[component] = types }
    }
  }

  static func literalType(_ value: WrittenValue) -> String? {
    switch value {
    case .string: "String"
    case .number: "CGFloat"
    case .bool: "Bool"
    case .strings: "[String]"
    case .numbers: "[CGFloat]"
    default: nil
    }
  }

  static func defaultLiteral(_ type: String) -> String {
    switch type {
    case "String": "\"\""
    case "CGFloat": "0"
    case "Bool": "false"
    default: "[]"
    }
  }

  func type(of resolved: Resolved) -> String? {
    switch resolved {
    case .literal(let v): Self.literalType(v)
    case .model(let m): modelType[m]
    case .modelKey(let m, let k): sources.value(of: m, k).flatMap(Self.literalType)
    case .unknown: nil
    }
  }

  // MARK: - Values

  /// What a written value holds, following parameters out to the arguments they were given.
  func resolve(_ value: WrittenValue, context: ItemID?) -> Resolved {
    switch value {
    case .parameter(let p, let key):
      guard let context, let record = sources.instances[context], let argument = record.arguments[p] else {
        return .unknown
      }
      let outer = resolve(argument, context: record.context)
      guard let key else { return outer }
      if case .model(let m) = outer { return .modelKey(m, key) }
      return .unknown
    case .model(let m, let key?): return .modelKey(m, key)
    case .model(let m, nil): return .model(m)
    case .other: return .unknown
    default: return .literal(value)
    }
  }

  /// The Swift expression a written value reads in a class: a parameter of the class, a
  /// model of the root class, or a key of either; nil when it reads nothing there (a literal,
  /// or a model a component's class cannot reach), and the value it holds is written instead.
  func expression(_ value: WrittenValue, context: ItemID?, scope: ItemID) -> String? {
    switch value {
    case .parameter(let p, let key):
      guard let context, let record = sources.instances[context] else { return nil }
      let base: String
      if context == scope {
        base = parameterProperty(record.component, p, in: scope)
      } else {
        // A parameter of an instance written out in full inside this class: what it was given.
        guard !isClass(context), contains(scope, context), let argument = record.arguments[p],
          let outer = expression(argument, context: record.context, scope: scope)
        else { return nil }
        base = outer
      }
      return key.map { "\(base).\(Self.fieldName($0))" } ?? base
    case .model(let m, let key):
      guard scope == engine.root else { return nil }
      let base = modelProperty(m)
      return key.map { "\(base).\(Self.fieldName($0))" } ?? base
    default:
      return nil
    }
  }

  /// The value a written value holds, as a Swift literal (a model as its struct's initializer).
  func literal(_ value: WrittenValue, context: ItemID?) -> String {
    switch resolve(value, context: context) {
    case .literal(let v): return Self.swiftLiteral(v)
    case .modelKey(let m, let k): return sources.value(of: m, k).map(Self.swiftLiteral) ?? "nil"
    case .model(let m): return modelInitializer(m)
    case .unknown: return "nil"
    }
  }

  static func swiftLiteral(_ value: WrittenValue) -> String {
    switch value {
    case .string(let s): SwiftRenderer.literal(s)
    case .number(let n): n.compact
    case .bool(let b): String(b)
    case .strings(let list): "[" + list.map(SwiftRenderer.literal).joined(separator: ", ") + "]"
    case .numbers(let list): "[" + list.map(\.compact).joined(separator: ", ") + "]"
    default: "nil"
    }
  }

  /// `Movie(name: "Inception", director: "Christopher Nolan")`: the memberwise initializer,
  /// leaving out fields this model lacks (they have defaults).
  func modelInitializer(_ model: String) -> String {
    guard let type = modelType[model], let s = structs.first(where: { $0.name == type }) else { return "nil" }
    let values = sources.models[model] ?? []
    let arguments = s.fields.compactMap { field -> String? in
      guard let v = values.first(where: { $0.key == field.key })?.value, Self.literalType(v) == field.type
      else { return nil }
      let label = SwiftRenderer.argumentLabel(SwiftRenderer.unescaped(Self.fieldName(field.key)))
      return "\(label): \(Self.swiftLiteral(v))"
    }
    return "\(type)(\(arguments.joined(separator: ", ")))"
  }

  // MARK: - Names

  /// The stored property a parameter is kept in (as Swift code): its name, unless a view of
  /// the class has it or a UIView member (then `titleValue`).
  func parameterProperty(_ component: String, _ parameter: String, in scope: ItemID) -> String {
    if viewNamesMemo[scope] == nil {
      viewNamesMemo[scope] = Set(scopeItems(scope).compactMap { swiftName($0, in: scope) })
    }
    let views = viewNamesMemo[scope] ?? []
    let base = SwiftRenderer.identifier(parameter)
    guard views.contains(base) || isTakenMember(base) else { return SwiftRenderer.escaped(base) }
    var name = base + "Value"
    var n = 2
    while views.contains(name) {
      name = base + "Value\(n)"
      n += 1
    }
    return name
  }

  /// The root class's stored property for a model (as Swift code).
  func modelProperty(_ model: String) -> String {
    let base = SwiftRenderer.identifier(model)
    return isTakenMember(base) ? base + "Value" : SwiftRenderer.escaped(base)
  }

  /// Whether a stored property of a class cannot have this name: UIView has it, the export
  /// names a type so, or Swift keeps it even escaped.
  func isTakenMember(_ name: String) -> Bool {
    SwiftRenderer.viewMembers.contains(name) || SwiftRenderer.unescapable.contains(name)
      || SwiftRenderer.typeNames.contains(name)
      || SwiftRenderer.exportNames.contains(name) || generatedTypes.contains(name)
  }

  /// A model's field as Swift code: escaped, `Type` and `Protocol` too (a type's member must
  /// be, and no key path reads a field), and `self`, which even escaped reads the value itself
  /// after a dot, as `selfValue`.
  static func fieldName(_ key: String) -> String {
    if key == "self" { return "selfValue" }
    return SwiftRenderer.unescapable.contains(key) ? "`\(key)`" : SwiftRenderer.escaped(key)
  }

  /// The class a component is written as: its name, unless Swift or the export has the type
  /// already (`String` is written `StringView`).
  func className(_ component: String) -> String {
    let reserved = { (name: String) in
      SwiftRenderer.typeNames.contains(name) || SwiftRenderer.keywords.contains(name)
        || SwiftRenderer.unescapable.contains(name)
        || self.generatedTypes.contains(name) || name == self.rootClassName
    }
    guard reserved(component) else { return component }
    var name = component + "View"
    var n = 2
    while reserved(name) || sources.parameters[name] != nil {
      name = component + "View\(n)"
      n += 1
    }
    return name
  }

  /// The name (unescaped) a class declares an item under: the root's class or an instance's.
  /// The views are its stored properties, beside UIView's and the root's models.
  func swiftName(_ item: ItemID, in scope: ItemID) -> String? {
    if let known = declarationsMemo[scope] { return known.names[item] }
    var reserved = SwiftRenderer.viewMembers.union(generatedTypes).union([rootClassName])
      .union(sources.parameters.keys.map(className)).union(structs.map(\.name))
    if scope == engine.root {
      reserved.formUnion(sources.models.keys.map { SwiftRenderer.unescaped(modelProperty($0)) })
    }
    let items = scopeItems(scope).map {
      ($0, SwiftRenderer.identifier(localName($0, in: scope)), engine.kind(of: $0))
    }
    let declarations = SwiftDeclarations(items, reserved: reserved)
    declarationsMemo[scope] = declarations
    return declarations.names[item]
  }

  /// An item's name inside a class: without the instance's prefix.
  func localName(_ id: ItemID, in scope: ItemID) -> String {
    let full = engine.name(of: id)
    guard scope != engine.root else { return full }
    let prefix = engine.name(of: scope) + "."
    return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
  }

  // MARK: - Scopes

  /// Whether an item is the scope or inside it (a guide follows its owner).
  func contains(_ scope: ItemID, _ item: ItemID) -> Bool {
    if scope == engine.root { return true }
    var current: ItemID? = engine.guideOwner(of: item) ?? item
    while let c = current {
      if c == scope { return true }
      current = engine.parent(of: c)
    }
    return false
  }

  /// The views and user guides a class declares: those inside its scope, not the scope itself,
  /// not the insides of the instances it holds as classes, nor a view's own guides, nor a
  /// cell's views (the cell's class has them).
  func scopeItems(_ scope: ItemID) -> [ItemID] {
    if let known = scopeItemsMemo[scope] { return known }
    var out: [ItemID] = []
    var stack = engine.children(of: scope).reversed().map { $0 }
    while let id = stack.popLast() {
      guard engine.guideOwner(of: id) == nil, SwiftRenderer.enclosingCell(engine, id) == nil,
        !SwiftRenderer.isTableSectionPart(engine, id)
      else { continue }
      // A content view UIKit makes is not declared; what it holds is.
      if !SwiftRenderer.isMadeByItsParent(engine, id) { out.append(id) }
      if !isClass(id) { stack.append(contentsOf: engine.children(of: id).reversed()) }
    }
    scopeItemsMemo[scope] = out
    return out
  }

  /// The outermost instance written as a class that holds an item, strictly inside a scope.
  func classChild(of scope: ItemID, holding item: ItemID) -> ItemID? {
    var chain: [ItemID] = []
    var current: ItemID? = engine.guideOwner(of: item) ?? item
    while let c = current, c != scope {
      chain.append(c)
      current = engine.parent(of: c)
    }
    return chain.reversed().first(where: isClass)
  }

  /// The constraints a class activates: those among its items (itself included) that are not
  /// all inside one instance it holds as a class.
  func scopeConstraints(_ scope: ItemID) -> [ConstraintID] {
    exportedConstraints.filter { id in
      let c = engine.constraint(id)
      let items = [c.first.item] + (c.second.map { [$0.item] } ?? [])
      guard items.allSatisfy({ contains(scope, $0) }) else { return false }
      let holders = Set(items.map { classChild(of: scope, holding: $0) })
      return !(holders.count == 1 && holders.first! != nil)
    }
  }

  // MARK: - Which instances are classes

  /// The first instance of a component in tree order: its class is written from it.
  func representative(of component: String) -> ItemID? {
    instances.first { sources.instances[$0]?.component == component }
  }

  /// Whether an instance is written as an instance of its component's class.
  func isClass(_ id: ItemID) -> Bool {
    if let known = isClassMemo[id] { return known }
    guard let record = sources.instances[id], parameterTypes[record.component] != nil,
      SwiftRenderer.enclosingCell(engine, id) == nil, let first = representative(of: record.component)
    else {
      isClassMemo[id] = false
      return false
    }
    // Decided before the texts are compared: a text reads the instance as `self`.
    isClassMemo[id] = true
    let same = id == first || classText(id) == classText(first)
    isClassMemo[id] = same
    return same
  }

  func classText(_ id: ItemID) -> [String] {
    if let known = classTextMemo[id] { return known }
    let text = SwiftRenderer.classLines(self, scope: id)
    classTextMemo[id] = text
    return text
  }

  /// The components written as classes, each from its first instance, inner ones first.
  var classInstances: [ItemID] {
    var seen: Set<String> = []
    var out: [ItemID] = []
    for id in instances.reversed() {
      guard let record = sources.instances[id], isClass(id), !seen.contains(record.component) else {
        continue
      }
      seen.insert(record.component)
      out.append(representative(of: record.component) ?? id)
    }
    return out
  }
}
