import AutoLayout
import LabLanguage
import LabRender
import TextMetrics

extension Session {
  /// `set PATH = VALUE`: a view's property, a constraint's constant/priority/multiplier, the
  /// root's size/safe area/scale, or the layout direction.
  func assign(_ path: Path, _ value: LocatedValue, scope: BlockScope?) throws(Diagnostic) {
    if isModelPath(path) {
      try assignModel(path, value)
      return
    }
    let value = try substitutingParameters(value)
    if path.components == ["direction"] {
      guard let d = enumName(value), let direction = LayoutDirection(rawValue: d) else {
        throw Diagnostic("`direction` is `rtl` or `ltr`", at: value.range)
      }
      engine.setDirection(direction)
      return
    }
    // Inside a block, `text = …` (or `hugging.h = …`) sets the new view's property.
    var target = path
    if isBareProperty(path), let scope {
      target = Path(components: [scope.name] + path.components, range: path.range)
    }
    guard target.components.count >= 2 else {
      throw Diagnostic("expected `NAME.PROPERTY = VALUE`", at: path.range)
    }
    let (owner, property) = splitOwner(target)
    if let constraint = constraintID(owner) {
      try assignConstraint(constraint, property, value)
      return
    }
    let item = try resolveItem(owner, scope: scope)
    try assignView(item, property, value, at: path.range)
  }

  /// `director.t.text` → (`director.t`, `text`): the longest leading part that names a view
  /// or a constraint owns the property; by default the first name does. In a component's
  /// body, `self.contentView.margins` is the instance's content view's.
  func splitOwner(_ target: Path) -> (Path, String) {
    let n = target.components.count
    for length in stride(from: n - 1, to: 1, by: -1) {
      let prefix = Path(components: Array(target.components[..<length]), range: target.range)
      let name =
        prefix.components.first == "self" && instanceScopes.last != nil
        ? ([instanceScopes.last!.prefix] + prefix.components.dropFirst()).joined(separator: ".")
        : qualified(prefix.description)
      if engine.item(named: name) != nil || constraintID(prefix) != nil {
        return (prefix, target.components[length...].joined(separator: "."))
      }
    }
    return (
      Path(components: [target.components[0]], range: target.range),
      target.components.dropFirst().joined(separator: ".")
    )
  }

  /// `settings offset = N`: the base of `.basic`, `.basic2` and `.basic4`;
  /// `settings solveTimeLimit = S`: the seconds one statement's solve may take;
  /// `settings draw = image|text`; `settings ios = 26|18`: which iOS's controls and bars.
  func assignSettings(_ key: String, _ value: LocatedValue) throws(Diagnostic) {
    if key == "ios" {
      var screen = engine.screen
      screen.generation = try generation(value)
      engine.setScreen(screen)
      return
    }
    if key == "solveTimeLimit" {
      let s = try number(value)
      guard s > 0, s <= 86_400 else {
        throw Diagnostic(
          "the solve time limit is a number of seconds, above 0 and at most 86400", at: value.range)
      }
      document.solveTimeLimit.set(s)
      return
    }
    if key == "draw" {
      guard case .name(let p) = value.value, ["image", "text"].contains(p.description) else {
        throw usageError("`image` or `text`", after: "`settings draw =`", word: "settings", at: value.range)
      }
      display.drawsImages = p.description == "image"
      return
    }
    guard key == "offset" else {
      throw Diagnostic(
        "unknown setting `\(key)`: \(CommandTable.usage("settings"))", at: value.range,
        suggestion: suggestion(for: key, among: ["offset", "solveTimeLimit", "draw", "ios"]))
    }
    let n = try number(value)
    guard n >= 0 else { throw Diagnostic("the offset is a length, 0 or more", at: value.range) }
    document.settingsOffset.set(n)
  }

  /// `settings ios = 26` (iOS 26's controls and bars) or any of 13 to 18 (the design those
  /// shared).
  func generation(_ value: LocatedValue) throws(Diagnostic) -> UIKitGeneration {
    let n = try number(value)
    switch n {
    case 26: return .ios26
    case 13...18 where n == n.rounded(): return .ios18
    default:
      throw Diagnostic(
        "`ios` is 26 (iOS 26's controls and bars) or 13 to 18 (the design iOS 13 to 18 shared)",
        at: value.range)
    }
  }

  /// A property written without its view (`text`, `hugging.h`), as a configuration block
  /// allows.
  func isBareProperty(_ path: Path) -> Bool {
    path.components.count == 1
      || path.components.count == 2
        && (["hugging", "compression"] + Self.widgetProperties).contains(path.components[0])
        && engine.item(named: qualified(path.components[0])) == nil
  }

  /// Runs a property change, turning the engine's errors into a diagnostic at `range`.
  func diagnosing(at range: SourceRange, _ change: () throws -> Void) throws(Diagnostic) {
    do {
      try change()
    } catch let error as Diagnostic {
      throw error
    } catch let error as LayoutError {
      throw Diagnostic(error.description, at: range)
    } catch {
      throw Diagnostic("\(error)", at: range)
    }
  }

  func assignConstraint(_ id: ConstraintID, _ property: String, _ value: LocatedValue) throws(Diagnostic) {
    try diagnosing(at: value.range) {
      switch property {
      case "constant":
        let (constant, binding, source) = try self.constant(value)
        try engine.setConstant(id, constant)
        document.constantBindings[id] = binding
        document.constantSources[id] = source
      case "priority":
        if case .priority(let p) = value.value {
          try engine.setPriority(id, p)
        } else {
          try engine.setPriority(id, try number(value))
        }
      case "multiplier": try engine.setMultiplier(id, try number(value))
      default:
        throw Diagnostic(
          "a constraint has `constant`, `priority` and `multiplier`, not `\(property)`", at: value.range,
          suggestion: suggestion(for: property, among: ["constant", "priority", "multiplier"]))
      }
    }
  }

  func assignView(_ item: ItemID, _ property: String, _ value: LocatedValue, at range: SourceRange)
    throws(Diagnostic)
  {
    let kind = engine.kind(of: item)
    if try assignWidget(item, property, value, at: range) { return }
    if property.hasPrefix("spacing(after: ") {
      try assignCustomSpacing(
        item, String(property.dropFirst("spacing(after: ".count).dropLast()), value, at: range)
      return
    }
    // The kinds that have each property, and how each reaches the engine, are in one table
    // (completion reads it too).
    guard let known = ViewProperty.byName[property] else {
      throw Diagnostic(
        "a \(kind.rawValue) has no property `\(property)`", at: range,
        suggestion: suggestion(for: property, among: ViewProperty.names(of: kind)))
    }
    guard known.belongs(to: kind), let entry = ViewProperty.entry(property, for: kind) else {
      throw Diagnostic(known.refusal(for: kind), at: range)
    }
    let assignment = PropertyAssignment(
      item: item, kind: kind, property: property, value: value, range: range)
    try diagnosing(at: value.range) { try entry.apply(self, assignment) }
  }

  /// A string property's value.
  func stringValue(_ value: LocatedValue) throws(Diagnostic) -> String {
    guard case .string(let s) = value.value else {
      throw Diagnostic("expected a string", at: value.range)
    }
    return s
  }

  /// `[.flexibleWidth, .flexibleBottomMargin]`, one name, or `[]`.
  func autoresizingMask(_ value: LocatedValue) throws(Diagnostic) -> AutoresizingMask {
    let entries: [Value]
    switch value.value {
    case .list(let list): entries = list
    case .enumCase, .name: entries = [value.value]
    case .none: entries = []
    default:
      throw Diagnostic("`autoresizing` is a list such as [.flexibleWidth, .flexibleHeight]", at: value.range)
    }
    var mask: AutoresizingMask = []
    let names = AutoresizingMask.named.map(\.name)
    for entry in entries {
      guard let word = enumName(LocatedValue(value: entry, range: value.range)),
        let part = AutoresizingMask.named.first(where: { $0.name == word })
      else {
        let word = enumName(LocatedValue(value: entry, range: value.range))
        throw Diagnostic(
          "`autoresizing` takes \(names.map { "." + $0 }.joined(separator: ", "))", at: value.range,
          suggestion: word.flatMap { suggestion(for: $0, among: names) })
      }
      mask.insert(part.mask)
    }
    return mask
  }

  func number(_ value: LocatedValue) throws(Diagnostic) -> Double {
    guard case .number(let n) = value.value else { throw Diagnostic("expected a number", at: value.range) }
    guard n.isFinite else { throw Diagnostic("the number is not finite", at: value.range) }
    return n
  }

  func bool(_ value: LocatedValue) throws(Diagnostic) -> Bool {
    guard case .bool(let b) = value.value else {
      throw Diagnostic("expected `true` or `false`", at: value.range)
    }
    return b
  }

  func priority(_ value: LocatedValue) throws(Diagnostic) -> Double {
    switch value.value {
    case .number(let n), .priority(let n): return n
    default:
      switch enumName(value) {
      case "required": return 1000
      case "high", "defaultHigh": return 750
      case "low", "defaultLow": return 250
      case "fitting", "fittingSizeLevel": return 50
      default: throw Diagnostic("expected a priority (1...1000)", at: value.range)
      }
    }
  }

  /// An enumeration case written with or without its dot (`.title1` or `title1`).
  func enumName(_ value: LocatedValue) -> String? {
    switch value.value {
    case .enumCase(let name): return name
    case .name(let path) where path.components.count == 1: return path.components[0]
    default: return nil
    }
  }

  /// The case of `T` a value names (`.center`), or an error at the value that lists every
  /// case after `intro` ("`lineBreakMode` is .byWordWrapping, …") with the closest suggested.
  func enumCase<T: RawRepresentable & CaseIterable>(_ value: LocatedValue, _ intro: String) throws(Diagnostic)
    -> T
  where T.RawValue == String {
    let names = T.allCases.map(\.rawValue)
    guard let name = enumName(value), let chosen = T(rawValue: name) else {
      throw Diagnostic(
        "\(intro) .\(names.joined(separator: ", ."))", at: value.range,
        suggestion: enumName(value).flatMap { suggestion(for: $0, among: names) }.map { "." + $0 })
    }
    return chosen
  }
}
