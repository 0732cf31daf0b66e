import Foundation
import LabLessons
import Testing

@testable import LabSession

/// Guided lessons (issue 15): the lesson format, the built-in course played level by level
/// to its solution, hints keyed to failing checks, and progress kept between sessions.
@Suite struct LessonTests {
  final class Lines { var all: [String] = [] }

  func session(progress: String? = nil) -> (Session, Lines) {
    let lines = Lines()
    let session = Session(
      output: { lines.all.append($0.text) }, errorOutput: { lines.all.append("stderr: " + $0.text) })
    session.lessons.progressFile = progress
    return (session, lines)
  }

  static let course = Session.loadCourse()

  @Test func theCourseHasEveryLevel() {
    // The files and the levels that read must be the same: a level that does not read is
    // otherwise silently left out of the course.
    #expect(Self.course.count == BuiltInCourse.files.count)
    #expect(Self.course.count >= 15)
  }

  /// Each level: its checks do not hold after the setup alone (there is something to do),
  /// and its solution, typed a statement at a time, finishes it.
  @Test(arguments: 1...19)
  func eachLevelPlaysToItsSolution(level: Int) throws {
    try #require(level <= Self.course.count)
    let lesson = Self.course[level - 1]
    let (s, lines) = session()
    s.run("lesson \(level)")
    // A conflict report is part of a level (12); a wrong statement is not.
    #expect(
      !lines.all.contains { $0.contains(": error: ") },
      "\(lesson.file): \(lines.all.filter { $0.contains(": error: ") })")
    let state = try #require(s.lessons.playing)
    #expect(!s.failingChecks(state).isEmpty, "\(lesson.file) holds before anything is typed")
    lines.all.removeAll()
    for statement in lesson.solution.split(separator: "\n") where !statement.hasPrefix("#") {
      s.run(String(statement))
    }
    #expect(
      lines.all.contains("lesson: ✓ every check holds: \(lesson.title) is done"),
      "\(lesson.file):\n\(lines.all.joined(separator: "\n"))")
    #expect(!lines.all.contains { $0.contains(": error: ") })
  }

  /// Level 1 with only a width: the layout says what is missing (the box's y and height, and
  /// its x). Level 8 with a required width of 400 in 288: the conflict breaks it, so the box
  /// is placed (2 of 3 checks hold), and the level's own hint for its conflicts check shows.
  @Test func hintsSayWhatIsMissingOrWhatTheLevelWrote() {
    let (s, lines) = session()
    s.run("lesson 1")
    lines.all.removeAll()
    s.run("box.width == 120")
    #expect(
      lines.all.last
        == "lesson: 0 of 2 checks hold. Hint: box has a width but no x position; "
        + "and no y position and no height: add a constraint for what is missing"
    )
    s.run("lesson 8")
    lines.all.removeAll()
    s.run("button.width == 400")
    // Three `expect`s and one `# vary:`, which is tried once the three hold.
    #expect(
      lines.all.last
        == "lesson: 2 of 4 checks hold. Hint: A required width of 400 cannot fit in 320: "
        + "remove it and write `button.width == 400 @750`."
    )
  }

  /// Level 2 ("whatever the root's size") with the square placed by measured constants, and
  /// level 4 ("with leadingMargin") with the margins' 16 typed in: every `expect` holds at the
  /// level's size, but not after its `# vary:` (issue 36, item 13). Before, both passed.
  @Test func numbersThatFitOneSizeDoNotPassALevel() {
    let (s, lines) = session()
    s.run("lesson 2")
    lines.all.removeAll()
    s.run(
      "square.leading == root.leading + 110; square.top == root.top + 70; "
        + "square.width == 100; square.height == 100")
    // At 400 × 300 the goal's square is centred: ((400 - 100) / 2, (300 - 100) / 2) = (150, 100).
    #expect(
      lines.all.last?.hasPrefix(
        "lesson: 2 of 3 checks hold. Hint: after `set root.size = 400x300`, "
          + "square is at (110, 70, 100, 100) where the goal has (150, 100, 100, 100)"
      ) == true,
      "\(lines.all)")
    #expect(!lines.all.contains { $0.contains("is done") })
    s.run("lesson 4")
    lines.all.removeAll()
    s.run("card.leading == root.leading + 16; card.trailing == root.trailing - 16")
    // With margins of 24 the goal's card is 24 in: 320 - 48 = 272 wide.
    #expect(lines.all.last?.contains("where the goal has (24, 20, 272, 60)") == true, "\(lines.all)")
    s.run("remove c3; remove c4; card.leading == root.leadingMargin; card.trailing == root.trailingMargin")
    #expect(lines.all.contains { $0.hasPrefix("lesson: ✓ every check holds") }, "\(lines.all)")
  }

  /// Work typed outside a lesson and never saved stops `lesson N` with a word, and stays;
  /// `reset` (or `save`) lets the lesson start. Before, the lesson silently replaced it.
  @Test func aLessonDoesNotDropUnsavedWork() {
    let (s, lines) = session()
    s.run("add view mine")
    s.run("lesson 1")
    #expect(
      lines.all.contains {
        $0.contains("2 statements here are not saved") || $0.contains("1 statement here is not saved")
      }, "\(lines.all)")
    #expect(s.lessons.playing == nil && s.engine.item(named: "mine") != nil)
    s.run("reset")
    s.run("lesson 1")
    #expect(s.lessons.playing != nil)
  }

  /// `undo` takes back the learner's statements, not the level's setup. Before, a second
  /// undo removed the setup's views.
  @Test func undoStopsAtTheLevelsSetup() {
    let (s, lines) = session()
    s.run("lesson 1")
    s.run("box.width == 120")
    s.run("undo")
    lines.all.removeAll()
    s.run("undo")
    #expect(lines.all.contains { $0.contains("undo stops at the start of the level") }, "\(lines.all)")
    #expect(s.engine.item(named: "box") != nil)
  }

  /// A finished level is remembered in the progress file; a new session's `lesson next`
  /// starts the first level not done, and `lesson` marks the done ones.
  @Test func progressIsKeptBetweenSessions() throws {
    let file = NSTemporaryDirectory() + "layoutlab-lessons-\(getpid()).json"
    defer { try? FileManager.default.removeItem(atPath: file) }
    let (first, _) = session(progress: file)
    first.run("lesson 1")
    for statement in Self.course[0].solution.split(separator: "\n") { first.run(String(statement)) }
    let saved = try String(contentsOfFile: file, encoding: .utf8)
    #expect(saved.contains("01-edges-and-sizes"))
    let (second, lines) = session(progress: file)
    second.run("lesson")
    #expect(lines.all.contains("  ✓  1. Edges and sizes"))
    #expect(lines.all.contains("     2. Centring"))
    second.run("lesson next")
    #expect(lines.all.contains("Lesson: Centring (level 2 of \(Self.course.count))"))
  }

  @Test func aTeachersFileIsALesson() throws {
    let file = NSTemporaryDirectory() + "layoutlab-level-\(getpid()).lab"
    defer { try? FileManager.default.removeItem(atPath: file) }
    try """
    # lesson: Wide
    # goal: Make a 50 wide.
    # setup
    add view a
    # solution
    a.width == 50
    # checks
    expect a.width == 50
    # hint: a.width == 50
    """.write(toFile: file, atomically: true, encoding: .utf8)
    let (s, lines) = session()
    s.run("lesson \"\(file)\"")
    #expect(lines.all.first == "Lesson: Wide")
    s.run("a.width == 40")
    #expect(lines.all.last == "lesson: 0 of 1 checks hold. Hint: a.width == 50")
    s.run("lesson solution")
    #expect(lines.all.suffix(2) == ["one way to reach the goal:", "  a.width == 50"])
  }

  /// A malformed lesson says which line to look at.
  @Test(arguments: [
    ("add view a\n# setup\n# solution\n# checks\nexpect a.width == 1", 1, "a statement before `# setup`"),
    ("# lesson: T\n# setup\n# checks\nexpect a.width == 1", 3, "the sections are"),
    ("# lesson: T\n# setup\n# solution", 3, "the `# checks` section is missing"),
    ("# lesson: T\n# setup\n# solution\n# checks\n# hint: early", 5, "a `# hint:` belongs"),
    ("# lesson: T\n# setup\n# solution\n# checks", 4, "at least one `expect`"),
  ])
  func malformedLessons(text: String, line: Int, message: String) {
    #expect {
      _ = try Lesson(text: text, file: "bad.lab")
    } throws: { error in
      guard let error = error as? Lesson.FormatError else { return false }
      return error.line == line && error.message.contains(message)
    }
  }
}
