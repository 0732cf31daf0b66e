import AutoLayout
import Foundation
import LabLanguage
import LabLessons
import LabRender

/// The lesson being played: its checks, parsed once, and whether it is done.
final class LessonState {
  let lesson: Lesson
  /// Its place in the built-in course (nil for a teacher's file).
  let index: Int?
  let checks: [(check: Lesson.Check, expectation: Expectation)]
  var isDone = false
  /// How many statements of the history the setup wrote.
  var setupStatements = 0
  /// For each `# vary:` of the level, where the solution puts every view after it (root
  /// frames by view name), worked out once in a scratch session.
  var variedGoals: [[String: Rect]] = []

  init(lesson: Lesson, index: Int?, checks: [(check: Lesson.Check, expectation: Expectation)]) {
    self.lesson = lesson
    self.index = index
    self.checks = checks
  }
}

/// Which levels a learner has finished, kept as `lessons.json` in the state folder.
struct LessonProgress: Codable {
  var completed: [String] = []
}

/// `lesson`: guided levels from the first constraint to a self-sizing card. A level starts from a
/// fresh document with its setup, shows its goal in words and as a picture, and after every
/// statement that changes the layout checks its hidden `expect`s, printing how many hold and a hint
/// for the first that does not. `docs/language.md`, "Lessons".
extension Session {
  func lesson(_ arguments: [LocatedValue], statement: Statement) throws(Diagnostic) {
    let course = Self.builtInCourse
    // Listing the course, a level number and `next` need the built-in course; a file does not.
    let needsCourse: Bool =
      switch arguments.first?.value {
      case nil: lessons.playing == nil
      case .number: true
      case .name(let word): word.description == "next"
      default: false
      }
    if needsCourse && course.isEmpty {
      throw Diagnostic(
        "the built-in course was not found beside layoutlab "
          + "(LayoutLab_LabLessons.resources); `lesson FILE` plays a lesson file",
        at: statement.range)
    }
    guard let first = arguments.first else {
      if let state = lessons.playing { showLesson(state) } else { listCourse(course) }
      return
    }
    guard arguments.count == 1 else {
      throw usageError("one level, word or file", after: "lesson", at: arguments[1].range)
    }
    switch first.value {
    case .number(let n):
      guard n >= 1, n == n.rounded(), n <= Double(course.count) else {
        throw Diagnostic("the course has levels 1 to \(course.count)", at: first.range)
      }
      try startLesson(course[Int(n) - 1], index: Int(n) - 1, at: first.range)
    case .name(let word) where ["next", "goal", "hint", "solution", "quit"].contains(word.description):
      try lessonWord(word.description, course: course, at: first.range)
    default:
      // A teacher's file: `lesson "my-level.lab"` or `lesson my-level.lab`.
      guard let path = fileArgument(arguments) else {
        throw usageError("a level, a word or a file", after: "lesson", at: first.range)
      }
      try startLesson(try readLesson(path, at: first.range), index: nil, at: first.range)
    }
  }

  /// `lesson next|goal|hint|solution|quit`.
  func lessonWord(_ word: String, course: [Lesson], at range: SourceRange) throws(Diagnostic) {
    switch word {
    case "next":
      let next =
        lessons.playing?.index.map { $0 + 1 } ?? course.firstIndex {
          !lessons.readProgress().completed.contains($0.identifier)
        } ?? 0
      guard next < course.count else {
        say("that was the last level: the course is done (`lesson` lists it)")
        return
      }
      try startLesson(course[next], index: next, at: range)
    case "goal":
      showLesson(try playingLesson(at: range))
    case "hint":
      let failing = failingChecks(try playingLesson(at: range))
      say(failing.isEmpty ? "lesson: every check holds" : "hint: " + hint(for: failing[0]))
    case "solution":
      let state = try playingLesson(at: range)
      say("one way to reach the goal:")
      for line in state.lesson.solution.split(separator: "\n")
      where !line.trimmingCharacters(in: .whitespaces).isEmpty && !line.hasPrefix("#") {
        say("  " + line)
      }
    default:
      guard lessons.playing != nil else { throw Diagnostic("no lesson is running", at: range) }
      lessons.playing = nil
      say("left the lesson; the layout stays as it is")
    }
  }

  /// The lesson being played, for a word that needs one.
  func playingLesson(at range: SourceRange) throws(Diagnostic) -> LessonState {
    guard let state = lessons.playing else {
      throw Diagnostic("no lesson is running: `lesson N` starts one", at: range)
    }
    return state
  }

  /// A teacher's lesson file, read and parsed.
  func readLesson(_ path: String, at range: SourceRange) throws(Diagnostic) -> Lesson {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      throw Diagnostic("cannot read \(path)", at: range)
    }
    do throws(Lesson.FormatError) {
      return try Lesson(text: text, file: path)
    } catch {
      throw Diagnostic("not a lesson: \(error)", at: range)
    }
  }

  /// The built-in course, read once: its files do not change while layoutlab runs.
  static let builtInCourse = loadCourse()

  /// The built-in course, in order; a level that does not read is left out (a test reads
  /// them all).
  static func loadCourse() -> [Lesson] {
    BuiltInCourse.files.compactMap { url in
      (try? String(contentsOf: url, encoding: .utf8)).flatMap { try? Lesson(text: $0, file: url.path) }
    }
  }

  func listCourse(_ course: [Lesson]) {
    let done = Set(lessons.readProgress().completed)
    say("The course (\(done.intersection(course.map(\.identifier)).count) of \(course.count) levels done):")
    for (i, lesson) in course.enumerated() {
      say(
        "  \(done.contains(lesson.identifier) ? "✓" : " ") \(String(format: "%2d", i + 1)). \(lesson.title)")
    }
    say("`lesson N` starts level N, `lesson next` the first not done.")
  }

  /// Starts a level: the document is reset, the setup runs quietly, and the goal is shown.
  func startLesson(_ lesson: Lesson, index: Int?, at range: SourceRange) throws(Diagnostic) {
    var checks: [(Lesson.Check, Expectation)] = []
    for check in lesson.checks {
      guard let parsed = try? Parser.parse(check.text), parsed.count == 1,
        case .expect(let expectation) = parsed[0].kind
      else {
        throw Diagnostic("\(lesson.file):\(check.line): `\(check.text)` is not an expectation", at: range)
      }
      checks.append((check, expectation))
    }
    // Work outside a lesson that was never saved is not thrown away without a word.
    let unsaved = files.unsavedStatements(of: history.count)
    if lessons.playing == nil, unsaved > 0 {
      throw Diagnostic(
        "a lesson starts from an empty layout, and \(unsaved) statement\(unsaved == 1 ? "" : "s") here "
          + "\(unsaved == 1 ? "is" : "are") not saved: `save FILE` keeps them, "
          + "`reset` drops them; then start the lesson",
        at: range)
    }
    lessons.playing = nil
    resetSession()
    guard runWithoutChanges(lesson.setup, file: lesson.file) else {
      throw Diagnostic("the setup of \(lesson.file) does not run", at: range)
    }
    let state = LessonState(lesson: lesson, index: index, checks: checks)
    state.setupStatements = history.count
    state.variedGoals = lesson.variations.map { variedGoal(lesson, variation: $0.text) }
    lessons.playing = state
    showLesson(state)
  }

  func showLesson(_ state: LessonState) {
    let course = state.index.map { " (level \($0 + 1) of \(Self.builtInCourse.count))" } ?? ""
    say("Lesson: \(state.lesson.title)\(course)")
    for line in state.lesson.goal { say("  " + line) }
    say("The goal:")
    say(goalPicture(state.lesson))
    let setup = history.prefix(state.setupStatements)
    if !setup.isEmpty { say("The level starts with: " + setup.joined(separator: "; ")) }
    say(
      "Type statements; after each the level checks your layout. "
        + "`lesson hint` helps, `lesson goal` shows this again."
    )
  }

  /// The goal drawn: the setup and the solution run in a scratch session.
  func goalPicture(_ lesson: Lesson) -> String {
    let scratch = scratchSession(running: lesson.setup + "\n" + lesson.solution, file: lesson.file)
    return WireframeRenderer.render(
      scratch.engine, top: nil, width: min(display.drawingWidth, 60),
      height: min(display.drawingHeight ?? 24, 24))
  }

  /// Every named view's root frame after the setup, the solution and one variation.
  func variedGoal(_ lesson: Lesson, variation: String) -> [String: Rect] {
    scratchSession(running: lesson.setup + "\n" + lesson.solution + "\n" + variation, file: lesson.file)
      .namedRootFrames()
  }

  func namedRootFrames() -> [String: Rect] {
    engine.layout()
    var frames: [String: Rect] = [:]
    for id in engine.itemsInTreeOrder() where engine.kind(of: id).isView && id != engine.root {
      frames[engine.name(of: id)] = engine.rootFrame(of: id)
    }
    return frames
  }

  /// The first `# vary:` after which a view is not where the solution puts it, tried on the
  /// side: "at 400x300, square is at (110, 100, 100, 100) where the goal has (150, 100, 100, 100)".
  func failingVariation(_ state: LessonState) -> (check: Lesson.Check, failure: String)? {
    for (variation, goal) in zip(state.lesson.variations, state.variedGoals) {
      // A variation is the lesson file's own text (`# vary: set root.size = 400x300`).
      guard let statements = try? Parser.parse(variation.text) else { continue }
      let mismatch: String?? = trial(statements) {
        for (name, frame) in namedRootFrames().sorted(by: { $0.key < $1.key }) {
          guard let expected = goal[name], !frame.isClose(to: expected, tolerance: 0.5) else { continue }
          return "after `\(variation.text)`, \(name) is at \(frame) where the goal has \(expected)"
        }
        return nil
      }
      if case .some(.some(let mismatch)) = mismatch {
        let hint =
          "\(mismatch): your layout fits this size by its numbers, not by its relations. "
          + "Tie the views to what the goal names (a centre, a margin, another view) "
          + "instead of measured constants"
        return (
          Lesson.Check(text: "# vary: \(variation.text)", line: variation.line, hints: [hint]), mismatch
        )
      }
    }
    return nil
  }

  /// After each change: how many checks hold, a hint for the first that does not, and the
  /// level's end when all hold.
  func afterLessonChange() {
    guard let state = lessons.playing else { return }
    let failing = failingChecks(state)
    if failing.isEmpty {
      guard !state.isDone else { return }
      state.isDone = true
      var progress = lessons.readProgress()
      if !progress.completed.contains(state.lesson.identifier) {
        progress.completed.append(state.lesson.identifier)
      }
      lessons.writeProgress(progress)
      say("lesson: ✓ every check holds: \(state.lesson.title) is done")
      let course = Self.builtInCourse
      if let i = state.index, i + 1 < course.count {
        say("lesson: `lesson next` starts level \(i + 2): \(course[i + 1].title)")
      } else if state.index != nil {
        say("lesson: that was the last level: the course is done")
      }
      return
    }
    state.isDone = false
    // A variation counts as a check; it is tried only once every `expect` holds.
    let total = state.checks.count + state.lesson.variations.count
    let untried = failing[0].check.text.hasPrefix("# vary:") ? 0 : state.lesson.variations.count
    let holding = total - failing.count - untried
    say("lesson: \(holding) of \(total) checks hold. Hint: \(hint(for: failing[0]))")
  }

  /// The checks that do not hold now, with what was found, in the file's order.
  /// Once they all hold, the level's variations are tried: a layout that only fits the one
  /// size fails the last check.
  func failingChecks(_ state: LessonState) -> [(check: Lesson.Check, failure: String)] {
    engine.layout()
    let failing = state.checks.compactMap { entry -> (check: Lesson.Check, failure: String)? in
      do throws(Diagnostic) {
        return try check(entry.expectation).map { (entry.check, $0) }
      } catch {
        return (entry.check, error.message)
      }
    }
    guard failing.isEmpty else { return failing }
    return failingVariation(state).map { [$0] } ?? []
  }

  /// The level's own hint for a failing check, else one the layout suggests: what an
  /// ambiguous view lacks, a broken constraint, or what the check found.
  func hint(for failing: (check: Lesson.Check, failure: String)) -> String {
    if let written = failing.check.hints.first { return written }
    if let (item, _) = engine.ambiguousItems().first(where: { engine.kind(of: $0.item).isView }) {
      return whatIsMissing(item)
    }
    if let broken = engine.brokenConstraints.first {
      return
        "\(broken) is broken: two constraints disagree. "
        + "`check` lists it; `fix` shows what removing each would do"
    }
    return failing.failure
  }

  /// "box has a width but no x position", from the variables that are not fixed. With
  /// neither place nor size fixed, an edge or centre that is pinned is named: "a centre but
  /// no width".
  func whatIsMissing(_ item: ItemID) -> String {
    let missing = Set(engine.ambiguousVariables(of: item))
    var parts: [String] = []
    for (position, size, words, pinned) in [
      (
        "minX", "Width", ("x position", "width"),
        [(LayoutAttribute.centerX, "centre"), (.trailing, "trailing edge")]
      ),
      ("minY", "Height", ("y position", "height"), [(.centerY, "centre"), (.bottom, "bottom")]),
    ] {
      switch (missing.contains(position), missing.contains(size)) {
      case (true, true):
        if let (_, word) = pinned.first(where: { engine.explain(Anchor(item, $0.0)).isDetermined }) {
          parts.append("a \(word) but no \(words.1)")
        } else {
          parts.append("no \(words.0) and no \(words.1)")
        }
      case (true, false): parts.append("a \(words.1) but no \(words.0)")
      case (false, true): parts.append("a\(words.0.hasPrefix("x") ? "n" : "") \(words.0) but no \(words.1)")
      default: break
      }
    }
    return
      "\(engine.name(of: item)) has \(parts.joined(separator: "; and ")): "
      + "add a constraint for what is missing"
  }
}
