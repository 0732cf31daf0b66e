import Foundation
import TestSupport
import Testing

/// A lesson played end to end in the real shell, in a terminal (tmux): `layoutlab --lesson 1`
/// shows the goal, says what is missing after each statement, finishes the level, and
/// remembers it in the state folder; `lesson next` goes on to level 2.
@Suite struct LessonShellTests {
  @Test func theFirstLevelPlaysInTheShell() throws {
    let session = "layoutlab-lesson-\(getpid())"
    let state = NSTemporaryDirectory() + "layoutlab-lesson-state-\(getpid())"
    try? FileManager.default.removeItem(atPath: state)
    defer {
      ShellTerminalTests.tmux(["kill-session", "-t", session])
      try? FileManager.default.removeItem(atPath: state)
    }
    try ShellTerminalTests.start(session, state: state, arguments: "--lesson 1", width: 120, height: 60)
    var text = ShellTerminalTests.screen(session) { $0.contains("layoutlab>") }
    #expect(text.contains("Lesson: Edges and sizes (level 1 of"), "no lesson: \(text)")
    #expect(text.contains("┌box"), "no goal picture: \(text)")

    func type(_ line: String) {
      ShellTerminalTests.tmux(["send-keys", "-t", session, "-l", line])
      ShellTerminalTests.tmux(["send-keys", "-t", session, "Enter"])
    }
    type("box.width == 120")
    text = ShellTerminalTests.screen(session) { $0.contains("Hint:") }
    #expect(text.contains("Hint: box has a width but no x position"), "no hint: \(text)")
    for line in ["box.leading == root.leading + 20", "box.top == root.top + 20", "box.height == 80"] {
      type(line)
    }
    text = ShellTerminalTests.screen(session) { $0.contains("is done") }
    #expect(text.contains("lesson: ✓ every check holds: Edges and sizes is done"), "not done: \(text)")
    let progress = try? String(contentsOfFile: state + "/layoutlab/lessons.json", encoding: .utf8)
    #expect(progress?.contains("01-edges-and-sizes") == true)

    type("lesson next")
    text = ShellTerminalTests.screen(session) { $0.contains("Lesson: Centring") }
    #expect(text.contains("Lesson: Centring (level 2 of"), "no level 2: \(text)")
  }
}
