import AutoLayout
import Foundation
import LabLanguage

/// `load FILE.storyboard|FILE.xib [scene NAME]`, `load FILE scenes`, and Xcode's misplaced-
/// view report (`InterfaceBuilderImport`).
extension Session {
  func loadInterfaceBuilder(_ path: String, _ options: [LocatedValue], statement: Statement)
    throws(Diagnostic)
  {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Diagnostic("cannot read \(path)", at: statement.range)
    }
    let document: IBElement
    switch InterfaceBuilderDocument.parse(data) {
    case .success(let root): document = root
    case .failure(let error): throw Diagnostic("\(path):\(error.line): \(error.message)", at: statement.range)
    }
    let scenes = InterfaceBuilderImport.scenes(in: document)
    guard !scenes.isEmpty else {
      throw Diagnostic("\(path) has no scene or top-level view", at: statement.range)
    }
    var wanted: String? = nil
    var i = 0
    while i < options.count {
      switch options[i].value {
      case .name(let p) where p.description == "scenes":
        say(scenes.enumerated().map { "\($0.offset + 1). \($0.element.name)" }.joined(separator: "\n"))
        return
      case .name(let p) where p.description == "scene" && i + 1 < options.count:
        switch options[i + 1].value {
        case .string(let s): wanted = s
        case .name(let n): wanted = n.description
        case .number(let n): wanted = n.compact
        default:
          throw usageError(
            "a scene's name or number", after: "`scene`", word: "load", at: options[i + 1].range)
        }
        i += 1
      default:
        throw usageError("`scene NAME` or `scenes`", after: "the file", word: "load", at: options[i].range)
      }
      i += 1
    }
    let scene: InterfaceBuilderImport.Scene
    if let wanted {
      // By name (any case), or by its number in `scenes`.
      if let n = Int(wanted), n >= 1, n <= scenes.count {
        scene = scenes[n - 1]
      } else if let found = scenes.first(where: {
        ([$0.name] + $0.aliases).contains { $0.lowercased() == wanted.lowercased() }
      }) {
        scene = found
      } else {
        throw Diagnostic(
          "\(path) has no scene '\(wanted)'", at: statement.range,
          suggestion: suggestion(for: wanted, among: scenes.map(\.name)))
      }
    } else {
      scene = scenes[0]
    }
    let taken = Set(engine.itemsInTreeOrder().map { engine.name(of: $0) })
    let translation = InterfaceBuilderImport.translate(
      scene, document: document, taken: taken, generation: engine.screen.generation)
    for note in translation.notes { say("note: \(note)") }
    let errorsBefore = outcome.statementErrors
    runImported(translation.statements, file: path, source: String(decoding: data, as: UTF8.self))
    self.document.importedFrames.set(translation.frames)
    engine.layout()
    let views = translation.frames.count + translation.embeddedViews
    let constraints = translation.statements.filter {
      if case .constraint = $0.kind { return true } else { return false }
    }.count
    say(
      "loaded \(scene.name) from \(path): \(views) view\(views == 1 ? "" : "s"), "
        + "\(constraints) constraint\(constraints == 1 ? "" : "s")"
    )
    sayWhichXcode(document["toolsVersion"])
    sayWhichSafeArea(scene, document: document)
    for line in misplacedViews() { say(line) }
    if outcome.statementErrors > errorsBefore {
      throw Diagnostic("\(path): some of its statements were wrong (above)", at: statement.range)
    }
  }

  /// Which Xcode saved the file, and the setting that draws the controls as it did when the
  /// session's differs (its stored frames are that Xcode's).
  func sayWhichXcode(_ toolsVersion: String?) {
    guard let toolsVersion else { return }
    let release = XcodeRelease.named(toolsVersion: toolsVersion)
    var line = "saved by \(release) (toolsVersion \(toolsVersion))"
    if let drawn = XcodeRelease.generation(toolsVersion: toolsVersion), drawn != engine.screen.generation {
      line += ", which drew \(drawn.summary): `settings ios = \(drawn.rawValue)` compares with its frames"
    }
    say(line)
  }

  /// When the file's frames were laid out in another safe area than UIKit's (Xcode 16.3 and
  /// later on a notched iPhone): which, so that the misplaced views are understood.
  func sayWhichSafeArea(_ scene: InterfaceBuilderImport.Scene, document: IBElement) {
    guard
      let stored = InterfaceBuilderImport.storedSafeArea(of: scene, document: document, screen: engine.screen)
    else { return }
    let now = engine.screen.safeArea
    say(
      "its frames were laid out with the safe area's insets at \(stored.top.compact) above and "
        + "\(stored.bottom.compact) below, where UIKit gives \(now.top.compact) and \(now.bottom.compact): "
        + "Xcode 16.3 and later count a notched iPhone's status bar and home indicator twice, so views "
        + "tied to the safe area are reported misplaced by the difference")
  }

  /// Xcode's misplaced-view warnings: each imported view whose solved frame differs from the
  /// frame IB stored, by more than a pixel's rounding: `Frame for 'title' will be different at
  /// run time: x 16 → 20`.
  func misplacedViews() -> [String] {
    engine.layout()
    var out: [String] = []
    for (name, stored) in document.importedFrames.value {
      guard let id = engine.item(named: name) else { continue }
      let now = engine.frame(of: id)
      let tolerance = 0.5 / engine.screen.scale + 1e-9
      let parts = [
        ("x", stored.x, now.x), ("y", stored.y, now.y), ("width", stored.width, now.width),
        ("height", stored.height, now.height),
      ]
      .filter { abs($0.1 - $0.2) > tolerance }
      .map { "\($0.0) \($0.1.compact) → \($0.2.compact)" }
      if !parts.isEmpty {
        out.append("Frame for '\(name)' will be different at run time: " + parts.joined(separator: ", "))
      }
    }
    return out
  }
}

extension Session {
  /// `import log FILE` (`ConflictLogImport`): the log's views and constraints as statements,
  /// run here; LayoutLab's own report comes as they run, then what UIKit broke beside it.
  func importLog(_ path: String, statement: Statement) throws(Diagnostic) {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw Diagnostic("cannot read \(path)", at: statement.range)
    }
    var log = ConflictLogImport()
    log.read(text)
    guard !log.views.isEmpty else {
      throw Diagnostic("\(path) lists no constraints LayoutLab can read", at: statement.range)
    }
    for note in log.notes { say("note: \(note)") }
    let views = log.viewStatements()
    let before = engine.allConstraints.count
    runImported(views, file: path, source: text)
    // Which constraints each statement made, for the per-report lines of a log holding several
    // (ids are handed out in increasing order, so they are those after the last one before).
    let tracksReports = log.reports.count > 1
    var made: [String: [ConstraintID]] = [:]
    let systemMade = log.systemMade.count
    for (index, logged) in (log.systemMade + log.statements).enumerated() {
      // UIKit's own constraints run first, so they are UIKit's before the app's arrive.
      let identifier = index < systemMade ? logged.identifier : nil
      let last = identifier != nil || tracksReports ? engine.allConstraints.last : nil
      runImported([logged.statement], text: logged.text, file: path, source: text)
      guard identifier != nil || tracksReports else { continue }
      let new = engine.allConstraints.filter { id in last.map { id > $0 } ?? true }
      if let identifier {
        for id in new { engine.markLogged(id, identifier: identifier) }
      }
      if tracksReports { made[logged.statement.labSource] = new }
    }
    engine.layout()
    say(
      "imported \(views.count) view\(views.count == 1 ? "" : "s") "
        + "and \(engine.allConstraints.count - before) constraints from \(path)"
    )
    guard log.reports.count > 1 else {
      if let broken = log.broken { say("UIKit broke: \(broken)") }
      let ours = engine.brokenConstraints.map { "\($0) \(engine.describe($0))" }
      say(ours.isEmpty ? "LayoutLab breaks nothing" : "LayoutLab broke: " + ours.joined(separator: "; "))
      sayWhichUIKitCouldBreak()
      return
    }
    // Several reports: each with what UIKit broke and what LayoutLab breaks among the
    // constraints it lists.
    let broken = Set(engine.brokenConstraints)
    for (number, report) in log.reports.enumerated() {
      let listed = report.statements.reduce(into: Set<ConstraintID>()) { $0.formUnion(made[$1] ?? []) }
      let ours = listed.intersection(broken).sorted().map { "\($0) \(engine.describe($0))" }
      let uikit = "UIKit broke: \(report.broken ?? "not said")"
      let layoutLab =
        ours.isEmpty ? "LayoutLab breaks none of them" : "LayoutLab broke: " + ours.joined(separator: "; ")
      say("report \(number + 1) (\(report.statements.count) constraints): \(uikit); \(layoutLab)")
    }
  }

  /// A log does not say in which order the app made its constraints, and UIKit's pick among
  /// them follows that order and a policy Apple does not publish: when several of the app's
  /// constraints take part, says which UIKit could have broken and what public logs show
  /// (`docs/engine.md`, "Which constraint breaks").
  func sayWhichUIKitCouldBreak() {
    guard let broken = engine.brokenConstraints.first else { return }
    let members = engine.conflictMembers(of: broken).filter { engine.constraint($0).origin.isMadeByApp }
    guard members.count > 1 else { return }
    say(
      "UIKit could have broken any of the app's \(members.count): "
        + members.map(\.description).joined(separator: ", ")
        + ". A log does not show which: in 37 public reports with several of the app's constraints, "
        + "UIKit broke the first listed in 11, a middle one in 18 and the last in 8")
  }

  /// Runs statements an importer made, each as its own entry of the history written as
  /// LayoutLab text, printing no frames; an error points at the place in the imported file
  /// the statement came from, and the rest still run.
  func runImported(_ statements: [Statement], text: String? = nil, file: String, source: String) {
    let autoprint = display.autoprint
    display.autoprint = .off
    defer { display.autoprint = autoprint }
    for statement in statements {
      do {
        try execute(statement, text: text ?? statement.labSource, file: file, source: source)
      } catch {
        report(error, file: file, source: source)
      }
    }
  }

}
