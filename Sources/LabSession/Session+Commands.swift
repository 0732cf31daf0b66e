import AutoLayout
import Foundation
import LabLanguage
import LabRender
import TextMetrics

extension Session {
  /// `title  (16, 59, 361, 20.3333)` for a new view, `title  (…) -> (…)` for a moved one
  /// (superview coordinates, pixel-rounded).
  /// `+ NAME  FRAME` for a new view, `~ NAME  OLD -> NEW` for a changed frame (superview
  /// coordinates); nil for a view that only moved with its superview.
  static func describe(_ change: FrameChange, in engine: LayoutEngine) -> String? {
    let name = engine.name(of: change.item)
    let frame = engine.frame(of: change.item)
    guard let old = change.old else { return "+ \(name)  \(frame)" }
    let parentOrigin =
      change.oldParent ?? engine.parent(of: change.item).map { engine.roundedRootFrame(of: $0) } ?? .zero
    let bounds = engine.parent(of: change.item).map { engine.boundsOrigin(of: $0) } ?? (x: 0, y: 0)
    let oldFrame = Rect(
      x: old.x - parentOrigin.x + bounds.x, y: old.y - parentOrigin.y + bounds.y, width: old.width,
      height: old.height)
    // Rounded edges subtract with different float errors at different origins.
    let same = [
      (oldFrame.x, frame.x), (oldFrame.y, frame.y), (oldFrame.width, frame.width),
      (oldFrame.height, frame.height),
    ]
    .allSatisfy { abs($0.0 - $0.1) < 1e-6 }
    guard !same else { return nil }
    return "~ \(name)  \(oldFrame) -> \(frame)"
  }

  func command(_ name: CommandName, _ arguments: [LocatedValue], statement: Statement, file: String)
    throws(Diagnostic)
  {
    let word = name.rawValue
    func item(_ i: Int) throws(Diagnostic) -> ItemID? { try argumentItem(arguments, i, after: word) }
    func count() throws(Diagnostic) -> Int { try argumentCount(arguments, after: word) }
    switch name {
    case .tree:
      engine.layout()
      say(TreeRenderer.render(engine, from: try item(0)))
    case .frames: showFrames(under: try item(0))
    case .constraints: showConstraints(touching: try item(0))
    case .explain: try explain(arguments, statement: statement)
    case .devices: try devices(arguments, statement: statement)
    case .device: showDevice()
    case .settings: showSettings()
    case .sweep: try sweep(arguments, statement: statement)
    case .check: check()
    case .fix: try fix(arguments, statement: statement)
    case .lesson: try lesson(arguments, statement: statement)
    case .undo: try undoStatements(try count(), statement: statement)
    case .redo:
      let n = min(try count(), undoHistory.undoneCount)
      guard n > 0 else { throw Diagnostic("there is nothing to redo", at: statement.range) }
      redo(n)
      if !display.quiet { say("redid \(n) statement\(n == 1 ? "" : "s")") }
      afterChange()
    case .reset: resetSession()
    case .history:
      say(history.enumerated().map { "\($0.offset + 1)  \($0.element)" }.joined(separator: "\n"))
    case .autoprint: display.autoprint = try autoprintMode(arguments, statement: statement)
    case .guides: display.showGuides = try guidesShown(arguments, statement: statement)
    case .save: try save(arguments, statement: statement)
    case .load: try load(arguments, statement: statement)
    case .`import`: try importCommand(arguments, statement: statement)
    case .draw: try draw(arguments, statement: statement)
    case .export: try export(arguments, statement: statement)
    case .trace:
      engine.layout()
      say(TraceRenderer.render(engine))
    case .describe:
      guard let id = try item(0) else {
        throw usageError("a view's name", after: word, at: end(of: statement))
      }
      engine.layout()
      say(DescribeRenderer.render(engine, id))
    case .help: try help(arguments, statement: statement)
    case .quit: outcome.wantsToQuit = true
    }
  }

  /// The view a command's argument `i` names, nil when there are fewer arguments.
  func argumentItem(_ arguments: [LocatedValue], _ i: Int, after word: String) throws(Diagnostic) -> ItemID? {
    guard i < arguments.count else { return nil }
    guard case .name(let path) = arguments[i].value else {
      throw usageError("a view's name", after: word, at: arguments[i].range)
    }
    return try resolveItem(path, scope: nil)
  }

  /// The count a command's first argument gives (`undo 3`), 1 when there is none.
  func argumentCount(_ arguments: [LocatedValue], after word: String) throws(Diagnostic) -> Int {
    guard let first = arguments.first else { return 1 }
    guard case .number(let n) = first.value, n >= 1, n == n.rounded() else {
      throw usageError("a count (a whole number, 1 or more)", after: word, at: first.range)
    }
    return Int(saturating: n)
  }

  /// `frames [VIEW]`: the frames of every shown view, or of those inside one.
  func showFrames(under top: ItemID?) {
    engine.layout()
    let items: [ItemID] =
      top.map { id in engine.itemsInTreeOrder().filter { isInside($0, id) } }
      ?? engine.itemsInTreeOrder()
    say(FramesRenderer.render(engine, items: items.filter { engine.isShownView($0) }))
  }

  /// `constraints [VIEW]`: every constraint, or those that name one view.
  func showConstraints(touching focus: ItemID?) {
    let all = engine.allConstraints
    if let focus {
      let touching = all.filter {
        let c = engine.constraint($0)
        return c.first.item == focus || c.second?.item == focus
      }
      say(ConstraintListRenderer.render(engine, touching, bindings: boundConstants))
    } else {
      say(ConstraintListRenderer.render(engine, all, bindings: boundConstants))
    }
  }

  /// `undo [N]`: takes back up to `count` statements, but not a lesson's setup.
  func undoStatements(_ count: Int, statement: Statement) throws(Diagnostic) {
    // A lesson's setup is the level, not the learner's work: undo stops at it.
    let floor = lessons.playing?.setupStatements ?? 0
    let n = min(count, history.count - floor)
    guard n > 0 else {
      if floor > 0 {
        let again = lessons.playing?.index.map { "`lesson \($0 + 1)`" } ?? "`lesson FILE`"
        throw Diagnostic(
          "undo stops at the start of the level; \(again) starts it again", at: statement.range)
      }
      throw Diagnostic("there is nothing to undo", at: statement.range)
    }
    undo(n)
    if !display.quiet { say("undid \(n) statement\(n == 1 ? "" : "s")") }
    afterChange()
  }

  /// The mode `autoprint diff|tree|off` names.
  func autoprintMode(_ arguments: [LocatedValue], statement: Statement) throws(Diagnostic) -> Autoprint {
    guard arguments.count == 1, case .name(let p)? = arguments.first?.value,
      let mode = Autoprint(rawValue: p.description)
    else {
      throw usageError(
        "`diff`, `tree` or `off`", after: "autoprint", at: arguments.first?.range ?? end(of: statement))
    }
    return mode
  }

  /// Whether `guides on|off` turns the guides on.
  func guidesShown(_ arguments: [LocatedValue], statement: Statement) throws(Diagnostic) -> Bool {
    guard arguments.count == 1, case .name(let p)? = arguments.first?.value,
      ["on", "off"].contains(p.description)
    else {
      throw usageError("`on` or `off`", after: "guides", at: arguments.first?.range ?? end(of: statement))
    }
    return p.description == "on"
  }

  /// `import log FILE`: a conflict log's constraints as statements.
  func importCommand(_ arguments: [LocatedValue], statement: Statement) throws(Diagnostic) {
    guard case .name(let what)? = arguments.first?.value, what.description == "log" else {
      throw usageError("`log`", after: "import", at: arguments.first?.range ?? end(of: statement))
    }
    guard let path = fileArgument(Array(arguments.dropFirst())) else {
      throw usageError(
        "a file", after: "`import log`", word: "import",
        at: arguments.dropFirst().first?.range ?? end(of: statement))
    }
    try importLog(path, statement: statement)
  }

  /// `draw [VIEW] [scale S] [--image]`: the layout as boxes, or as an inline image where the
  /// terminal shows one.
  func draw(_ arguments: [LocatedValue], statement: Statement) throws(Diagnostic) {
    var top: ItemID? = nil
    var scale: Double? = nil
    var asImage = display.drawsImages
    var i = 0
    while i < arguments.count {
      if case .name(let p) = arguments[i].value, p.description == "--image" {
        asImage = true
        i += 1
        continue
      }
      if case .name(let p) = arguments[i].value, p.description == "scale", i + 1 < arguments.count,
        case .number(let s) = arguments[i + 1].value, s > 0
      {
        scale = s
        i += 2
        continue
      }
      top = try argumentItem(arguments, i, after: "draw")
      i += 1
    }
    engine.layout()
    if asImage, let image = terminalImage(top: top) {
      say(image)
    } else {
      say(
        WireframeRenderer.render(
          engine, top: top, width: display.drawingWidth, height: display.drawingHeight, scale: scale,
          colored: display.drawsInColor)
      )
    }
  }

  /// `reset`: an empty document, as a new session starts.
  func resetSession() {
    files.savedStatements = 0
    startAfresh()
    outcome.printedReports = 0
    deviceReplay.forgetAll()
  }

  func isInside(_ id: ItemID, _ top: ItemID) -> Bool {
    var current: ItemID? = id
    while let c = current {
      if c == top { return true }
      current = engine.parent(of: c)
    }
    return false
  }

  func explain(_ arguments: [LocatedValue], statement: Statement) throws(Diagnostic) {
    guard let first = arguments.first, case .name(let path) = first.value else {
      throw usageError(
        "a view, an attribute or a constraint", after: "explain",
        at: arguments.first?.range ?? end(of: statement))
    }
    engine.layout()
    if let id = constraintID(path), engine.item(named: path.description) == nil {
      explainConstraint(id)
      return
    }
    // `c999`: a constraint id no constraint has, not a view.
    let word = path.description
    if path.components.count == 1, word.first == "c", Int(word.dropFirst()) != nil,
      engine.item(named: word) == nil
    {
      throw Diagnostic("there is no constraint \(word) (`constraints` lists them)", at: first.range)
    }
    if arguments.count == 2, case .name(let mode) = arguments[1].value, mode.description == "unmet" {
      explainUnmet(try resolveItem(path, scope: nil))
      return
    }
    if arguments.count == 2, case .name(let mode) = arguments[1].value, mode.description == "ambiguous" {
      explainAmbiguous(try resolveItem(path, scope: nil))
      return
    }
    if arguments.count > 2 {
      throw usageError(
        "the end of the statement", after: "`explain NAME unmet|ambiguous`", word: "explain",
        at: arguments[2].range)
    }
    if arguments.count > 1 {
      throw usageError("`unmet` or `ambiguous`", after: "the name", word: "explain", at: arguments[1].range)
    }
    let anchors: [Anchor]
    if path.components.count >= 2, LayoutAttribute(rawValue: path.last) != nil {
      anchors = [try anchor(path, scope: nil, relativeTo: nil)]
    } else {
      let item = try resolveItem(path, scope: nil)
      anchors = [.left, .top, .width, .height].map { Anchor(item, $0) }
    }
    for a in anchors {
      let why = engine.explain(a)
      let subject = "\(engine.name(of: a.item)).\(a.attribute)"
      say(
        "\(subject) is \(shownValue(a, raw: why.value))"
          + (why.isDetermined
            ? "" : " — but it is ambiguous: other values would satisfy the constraints as well"))
      for step in why.steps {
        let c = engine.constraint(step.constraint)
        var text = "  because of \(step.constraint): \(ConstraintListRenderer.equation(engine, c))"
        if c.priority < 1000 { text += " @\(c.priority.compact)" }
        if let other = step.other, let v = step.otherValue {
          text += ", and \(engine.name(of: other.item)).\(other.attribute) is \(shownValue(other, raw: v))"
        }
        say(text)
      }
      for binding in why.binding where binding.hasPrefix("<NSContentSize") {
        say("  because of its content size: " + binding)
      }
      if why.steps.isEmpty && why.binding.contains(where: { $0.contains("'UIView-Encapsulated-Layout'") }) {
        say(
          "  because the root fills the screen (\(engine.screen.size.width.compact) "
            + "× \(engine.screen.size.height.compact))"
        )
      }
      // A broken constraint on this attribute would have set it: say so, or the learner
      // wonders why the value is not the one they wrote.
      for id in engine.brokenConstraints {
        let c = engine.constraint(id)
        let ends = [c.first] + (c.second.map { [$0] } ?? [])
        guard ends.contains(where: { $0.item == a.item && $0.attribute == a.attribute }) else { continue }
        say(
          "  (\(id)\(engine.name(of: id).map { " '\($0)'" } ?? "") "
            + "\(ConstraintListRenderer.equation(engine, c)) is broken)"
        )
      }
    }
  }

  /// An anchor's value as `tree` shows it, with the solver's own beside it when pixel rounding
  /// moved it: `113.667 (113.5 before rounding to pixels)`.
  func shownValue(_ anchor: Anchor, raw: Double) -> String {
    let shown = engine.displayedValue(of: anchor)
    return abs(shown - raw) < 0.0005
      ? shown.compact : "\(shown.compact) (\(raw.compact) before rounding to pixels)"
  }

  /// `explain c3`: the constraint in plain English, and whether it holds.
  func explainConstraint(_ id: ConstraintID) {
    let c = engine.constraint(id)
    say("\(id)\(engine.name(of: id).map { " \($0)" } ?? ""): \(ConstraintListRenderer.equation(engine, c))")
    say("  \(ConstraintSentence.text(engine, c)).")
    if c.priority < 1000 {
      say(
        "  It is optional (priority \(c.priority.compact)): "
          + "a required constraint, or one of higher priority, wins over it."
      )
    }
    if !engine.isActive(id) {
      say("  It is not active.")
    } else if engine.isBroken(id) {
      say(
        "  It is broken: it conflicts with required constraints, "
          + "and UIKit ignores it until the conflict is gone."
      )
    } else if let gap = unmetDistance(c) {
      say("  It is not met: off by \(gap.compact).")
    } else {
      say("  It holds.")
    }
  }

  /// How far an active constraint is from holding in the current solution, nil when it holds.
  func unmetDistance(_ c: LayoutConstraint) -> Double? {
    let lhs = engine.value(of: c.first, facing: c.second ?? c.first)
    let rhs = (c.second.map { engine.value(of: $0, facing: c.first) * c.multiplier } ?? 0) + c.constant
    let gap: Double =
      switch c.relation {
      case .equal: abs(lhs - rhs)
      case .greaterThanOrEqual: max(0, rhs - lhs)
      case .lessThanOrEqual: max(0, lhs - rhs)
      }
    return gap > 0.005 ? gap : nil
  }

  /// `explain NAME unmet`: the optional constraints on a view the solver could not satisfy,
  /// highest priority first, each with how far it is from holding; its content hugging and
  /// compression resistance count, as the content-size constraints UIKit makes from them.
  func explainUnmet(_ item: ItemID) {
    var unmet: [(priority: Double, order: Int, text: String)] = []
    for id in engine.allConstraints where engine.isActive(id) && !engine.isBroken(id) {
      let c = engine.constraint(id)
      guard c.priority < 1000 else { continue }
      let items = [c.first.item] + (c.second.map { [$0.item] } ?? [])
      guard items.contains(where: { $0 == item || engine.guideOwner(of: $0) == item }),
        let gap = unmetDistance(c)
      else { continue }
      unmet.append(
        (c.priority, Int(id.index), "\(ConstraintListRenderer.line(engine, id)): off by \(gap.compact)"))
    }
    let frame = engine.rootFrame(of: item)
    let intrinsic = engine.intrinsicSize(of: item)
    let hug = engine.hugging(of: item)
    let resistance = engine.compressionResistance(of: item)
    for (axis, size, content, hugging, compression) in [
      ("horizontal", frame.width, intrinsic.width, hug.horizontal, resistance.horizontal),
      ("vertical", frame.height, intrinsic.height, hug.vertical, resistance.vertical),
    ] {
      guard let content, abs(size - content) > 0.005 else { continue }
      let dimension = axis == "horizontal" ? "width" : "height"
      if size > content {
        unmet.append(
          (
            hugging, Int.max,
            "content hugging (\(axis)) @\(hugging.compact): \(dimension) \(size.compact) "
              + "is \((size - content).compact) more than its content's \(content.compact)"
          ))
      } else {
        unmet.append(
          (
            compression, Int.max,
            "compression resistance (\(axis)) @\(compression.compact): \(dimension) \(size.compact) "
              + "is \((content - size).compact) less than its content's \(content.compact)"
          ))
      }
    }
    guard !unmet.isEmpty else {
      say("\(engine.name(of: item)): every optional constraint on it holds")
      return
    }
    say("\(engine.name(of: item)): optional constraints the solver could not satisfy, highest priority first")
    for entry in unmet.sorted(by: { ($0.priority, -$0.order) > ($1.priority, -$1.order) }) {
      say("  " + entry.text)
    }
  }

  /// `check`: ambiguous views (which axis) and broken constraints.
  func check() {
    engine.layout()
    let ambiguous = engine.ambiguousItems().filter { engine.kind(of: $0.item).isView }
    let broken = engine.brokenConstraints
    let findings = engine.lint()
    if ambiguous.isEmpty && broken.isEmpty && findings.isEmpty {
      say("no ambiguity, no broken constraints, nothing clipped, overlapping or truncated")
      return
    }
    for (item, axes) in ambiguous {
      say("ambiguous: \(engine.name(of: item)) (\(axes.map(\.rawValue).joined(separator: ", ")))")
    }
    for c in broken { say("broken: " + ConstraintListRenderer.line(engine, c)) }
    for finding in findings { say("\(finding.kind.rawValue): \(finding.detail)") }
  }

  /// `save FILE.lab`: the statements in force, written to a temporary file then renamed.
  func save(_ arguments: [LocatedValue], statement: Statement) throws(Diagnostic) {
    if let path = fileArgument(arguments), path.hasSuffix(".swift") {
      try saveSwift(path, Array(arguments.dropFirst()), statement: statement)
      return
    }
    guard arguments.count == 1, let path = fileArgument(arguments) else {
      throw usageError(
        "one file", after: "save", at: arguments.dropFirst().first?.range ?? end(of: statement))
    }
    try write(history.joined(separator: "\n") + "\n", to: path, statement: statement)
    files.savedStatements = history.count
    if !display.quiet { say("saved \(history.count) statements to \(path)") }
  }

  func load(_ arguments: [LocatedValue], statement: Statement) throws(Diagnostic) {
    guard let path = fileArgument(arguments) else {
      throw usageError("a file", after: "load", at: arguments.first?.range ?? end(of: statement))
    }
    if path.hasSuffix(".swift") {
      try loadSwift(path, Array(arguments.dropFirst()), statement: statement)
      return
    }
    if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") {
      try loadInterfaceBuilder(path, Array(arguments.dropFirst()), statement: statement)
      return
    }
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw Diagnostic("cannot read \(path)", at: statement.range)
    }
    if !run(text, file: path) { throw Diagnostic("\(path) stopped at an error", at: statement.range) }
    files.savedStatements = history.count
  }

  /// The `export json` object of the current layout.
  public func exportJSON() -> String {
    engine.layout()
    return JSONRenderer.render(engine)
  }

  /// `export json|script|swift-anchors [FILE]`: to the file (written then renamed), or printed.
  func export(_ arguments: [LocatedValue], statement: Statement) throws(Diagnostic) {
    guard case .name(let format)? = arguments.first?.value else {
      throw usageError("a format", after: "export", at: arguments.first?.range ?? end(of: statement))
    }
    let text: String
    switch format.description {
    case "json":
      engine.layout()
      text = JSONRenderer.render(engine)
    case "script": text = history.joined(separator: "\n")
    case "png", "svg":
      try exportPicture(format.description, Array(arguments.dropFirst()), statement: statement)
      return
    default:
      if let exporter = Self.swiftExporters[format.description] {
        engine.layout()
        text = exporter(engine, componentSources)
        break
      }
      throw Diagnostic(
        "unknown export format `\(format)`: \(CommandTable.usage("export"))", at: arguments[0].range,
        suggestion: suggestion(for: format.description, among: Self.exportFormats))
    }
    guard let path = fileArgument(Array(arguments.dropFirst())) else {
      say(text)
      return
    }
    try write(text + "\n", to: path, statement: statement)
    if !display.quiet { say("wrote \(path)") }
  }

  /// Every format `export` writes.
  public static let exportFormats = ["json", "script", "svg", "png"] + swiftExporters.keys.sorted()

  /// The Swift vocabularies `export` writes, by format name.
  /// Only `swift-class` reads the components and models: the others write every instance out.
  static let swiftExporters: [String: @Sendable (LayoutEngine, ComponentSources) -> String] = [
    "swift-anchors": { e, _ in SwiftRenderer.anchors(e) },
    "swift-snapkit": { e, _ in SwiftRenderer.snapKit(e) },
    "swift-class": { SwiftRenderer.viewClass($0, sources: $1) },
    "swift-subviews": { e, _ in SwiftRenderer.subviews(e) },
    "swift-getlaid": { e, _ in SwiftRenderer.getLaid(e) },
  ]

  /// Writes a file atomically: a temporary file beside it, then a rename.
  func write(_ text: String, to path: String, statement: Statement) throws(Diagnostic) {
    try files.requireWrites(statement)
    let written = Self.replaceFile(path) { file in
      (try? text.write(toFile: file, atomically: false, encoding: .utf8)) != nil
    }
    guard written else { throw Diagnostic("cannot write \(path)", at: statement.range) }
  }

  /// Writes a file whole: into a temporary beside it, then renamed over it, so no reader sees
  /// half a file. A path that exists and is not a regular file (`/dev/null`, a FIFO, a
  /// terminal) is written into directly: renaming over it replaced the device with a file.
  static func replaceFile(_ path: String, write: (String) -> Bool) -> Bool {
    var info = stat()
    if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG { return write(path) }
    let temporary = path + ".tmp-\(getpid())"
    guard write(temporary), rename(temporary, path) == 0 else {
      unlink(temporary)
      return false
    }
    return true
  }

  /// The file a command names, quoted or bare; a leading `~/` is the home folder, as in a shell.
  func fileArgument(_ arguments: [LocatedValue]) -> String? {
    let path: String
    switch arguments.first?.value {
    case .string(let s)?: path = s
    case .name(let p)?: path = p.description
    default: return nil
    }
    guard path.hasPrefix("~/"), let home = ProcessInfo.processInfo.environment["HOME"] else { return path }
    return home + path.dropFirst()
  }

  /// A usage error as a sentence: what was expected where, and the word's forms from the
  /// command table (`expected `all` after `devices`: devices | devices all [landscape]`).
  /// `after` is what it follows: the word itself unless `word` is given.
  func usageError(_ expected: String, after: String, word: String? = nil, at range: SourceRange) -> Diagnostic
  {
    let shown = after.hasPrefix("`") || after.hasPrefix("the ") ? after : "`\(after)`"
    return Diagnostic("expected \(expected) after \(shown): \(CommandTable.usage(word ?? after))", at: range)
  }

  /// Where a missing argument would go: just after the statement.
  func end(of statement: Statement) -> SourceRange { SourceRange(statement.range.end, statement.range.end) }

  /// `help`: every topic's forms; `help TOPIC`: one topic's page (a topic, an alias or a word).
  func help(_ arguments: [LocatedValue], statement: Statement) throws(Diagnostic) {
    guard let first = arguments.first else {
      say(CommandTable.overview)
      return
    }
    guard arguments.count == 1, case .name(let name) = first.value else {
      throw usageError("one topic", after: "help", at: arguments.count > 1 ? arguments[1].range : first.range)
    }
    guard let topic = CommandTable.topic(name.description) else {
      throw Diagnostic(
        "unknown help topic `\(name)`: the topics are "
          + "\(CommandTable.topics.map(\.name).joined(separator: ", ")), and every command word",
        at: first.range, suggestion: suggestion(for: name.description, among: CommandTable.helpNames))
    }
    say(CommandTable.page(topic))
  }

  /// `device`: the current device, and how to change it.
  func showDevice() {
    let screen = engine.screen
    var line =
      "device \(screen.device.name) \(screen.orientation.rawValue): "
      + "\(screen.size.width.compact) × \(screen.size.height.compact) points"
    if screen.sizeOverride != nil { line += " (root.size set)" }
    say(line)
    say(
      "`device NAME [landscape|portrait]` changes it: "
        + "\(Device.all.map(\.name).joined(separator: ", ")) (`devices` shows their screens)"
    )
  }

  /// `settings`: each setting with its value and what it does.
  func showSettings() {
    say(
      "offset = \(document.settingsOffset.value.compact)  "
        + "(.basic, .basic2 and .basic4 are 1, 2 and 4 times it)"
    )
    say(
      "solveTimeLimit = \(document.solveTimeLimit.value.compact)  "
        + "(the seconds one statement's solve may take)"
    )
    say(
      "draw = \(display.drawsImages ? "image" : "text")  "
        + "(what `draw` shows: an image where the terminal can, or boxes)"
    )
    say("ios = \(engine.screen.generation.rawValue)  (\(engine.screen.generation.summary); 26 or 18)")
  }
}
