import LabSession
import TestSupport
import Testing
import TextMetrics

@testable import AutoLayout

/// Undo and redo without replay (issue 10): random statements (views, stacks, labels bound to
/// a model, constraints, constants, properties, removals, statements that fail half way)
/// interleaved with `undo` and `redo` leave the session where a fresh build of the statements
/// still in force lands: the same `check` report (ambiguity and broken constraints) and the
/// same frames for every view that is not ambiguous (an ambiguous view's frame is one of many
/// valid ones and depends on the solver's path). The seed is in each case's arguments.
@Suite struct UndoPropertyTests {
  static func session() -> Session {
    Session(
      textLayout: { TextLayout(measurer: ApproximateTextMeasurer()) }, output: { _ in }, errorOutput: { _ in }
    )
  }

  static func printed(_ session: Session, _ command: String) -> [String] {
    let box = LineBox()
    let previous = session.display.output
    session.display.output = { box.lines.append($0.text) }
    session.run(command, file: command)
    session.display.output = previous
    return box.lines
  }

  /// The check report, and the frame lines of the views it does not call ambiguous.
  static func state(_ session: Session) -> [String] {
    let check = printed(session, "check")
    let ambiguous = Set(
      check.compactMap { line -> String? in
        guard line.hasPrefix("ambiguous: ") else { return nil }
        return line.dropFirst("ambiguous: ".count).split(separator: " ").first.map(String.init)
      })
    let frames = printed(session, "frames").filter { line in
      guard let name = line.split(separator: " ").first else { return true }
      return !ambiguous.contains(String(name))
    }
    return check + frames
  }

  /// One random statement over the names made so far (some of which may be gone, which makes
  /// a statement that fails and must change nothing).
  struct Generator {
    var rng: SeededRandom
    var views: [String] = []
    var stacks: [String] = []
    var constraints: [String] = []
    var next = 0
    /// Whether a name is in the session now: most picks take a live name, a few a stale one.
    var exists: (String) -> Bool = { _ in true }

    mutating func number(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func pick(_ names: [String], or fallback: String) -> String {
      let live = names.filter(exists)
      let pool = live.isEmpty || number(0...9) == 0 ? names : live
      return pool.isEmpty ? fallback : pool.randomElement(using: &rng)!
    }
    mutating func fresh(_ prefix: String) -> String {
      next += 1
      return "\(prefix)\(next)"
    }

    mutating func statement() -> String {
      switch number(0...15) {
      case 0, 1:
        let name = fresh("v")
        let parent = number(0...2) == 0 ? pick(stacks, or: "root") : "root"
        views.append(name)
        return "add view \(name) to \(parent) { intrinsic = \(number(1...60))x\(number(1...40)) }"
      case 2:
        let name = fresh("s")
        stacks.append(name)
        views.append(name)
        let axis = number(0...1) == 0 ? "hstack" : "vstack"
        return "add \(axis) \(name) [.pinTop, .pinLeading] { spacing = \(number(0...12)) }"
      case 3:
        let name = fresh("l")
        views.append(name)
        return "add label \(name) $m.title to \(pick(stacks, or: "root"))"
      case 4, 5:
        let name = fresh("k")
        constraints.append(name)
        let a = pick(views, or: "root")
        let b = pick(views, or: "root")
        let relation = ["==", "<=", ">="].randomElement(using: &rng)!
        let priority = number(0...2) == 0 ? " @\([250, 750, 999].randomElement(using: &rng)!)" : ""
        switch number(0...3) {
        case 0: return "\(a).leading \(relation) root.leading + \(number(0...80))\(priority) as \(name)"
        case 1: return "\(a).top == \(b).bottom + \(number(0...20))\(priority) as \(name)"
        case 2: return "\(a).width \(relation) \(number(0...200))\(priority) as \(name)"
        default: return "\(a).height == \(b).height\(priority) as \(name)"
        }
      case 6: return "set \(pick(constraints, or: "k1")).constant = \(number(0...90))"
      case 7: return "set \(pick(views, or: "root")).hidden = \(number(0...1) == 0)"
      case 8: return "set \(pick(views, or: "root")).intrinsic = \(number(1...80))x\(number(1...50))"
      case 9: return "set \(pick(stacks, or: "s1")).spacing = \(number(0...20))"
      case 10: return "set m.title = \"\(["A", "Hello there", "", "登录"].randomElement(using: &rng)!)\""
      case 11: return "remove \(pick(views, or: "v1"))"
      case 12: return "remove \(pick(constraints, or: "k1"))"
      case 13:
        // Fails half way: the view is made, then its block names a property it lacks.
        let name = fresh("bad")
        return "add view \(name) to \(pick(stacks, or: "root")) { intrinsic = 5x5; frobnicate = 1 }"
      case 14: return ["undo", "undo 2", "undo 3"].randomElement(using: &rng)!
      default: return ["redo", "redo 2"].randomElement(using: &rng)!
      }
    }
  }

  @Test(arguments: 0..<40)
  func undoAndRedoEqualAFreshBuild(seed: Int) {
    var generator = Generator(rng: SeededRandom(seed: UInt64(90_000 + seed)))
    let patched = Self.session()
    generator.exists = {
      patched.engine.item(named: $0) != nil || patched.engine.constraint(named: $0) != nil
    }
    #expect(patched.run("autoprint off\nmodel m { title = \"A\" }"))
    var script: [String] = []
    for _ in 0..<40 {
      let line = generator.statement()
      // The model stays: undo never reaches the statement that made it.
      if line.hasPrefix("undo"), patched.history.count <= Int(line.dropFirst(5)) ?? 1 { continue }
      script.append(line)
      patched.run(line, file: "random", keepGoing: true)
    }
    print(
      "seed \(seed): \(patched.history.count) statements in force, errors \(patched.outcome.statementErrors)")
    // What the frame pass reads of each item followed every write, undo and redo.
    #expect(patched.engine.items.linksAreCurrent, "seed \(seed): an item's links are stale")
    let fresh = Self.session()
    #expect(fresh.run(patched.history.joined(separator: "\n"), file: "history", keepGoing: true))
    #expect(
      Self.state(patched) == Self.state(fresh),
      "seed \(seed): \(script.joined(separator: " | "))")
  }

  /// Stacks built view by view move their closing edges in place (`SimplexCore+Replace`):
  /// random appends to two fill-aligned rows of a content-sized column, with undo and redo
  /// among them, land where a fresh build of the statements in force lands, and the in-place
  /// path was taken (undo takes a replacement back by the inverse replacement).
  @Test(arguments: 0..<12)
  func appendsUndoneAndRedoneEqualAFreshBuild(seed: Int) {
    var rng = SeededRandom(seed: UInt64(91_000 + seed))
    let patched = Self.session()
    #expect(
      patched.run(
        "autoprint off\nadd vstack outer [.pinTop, .pinLeading] { spacing = 3 }\n"
          + "add hstack h0 to outer { spacing = 2 }\nadd hstack h1 to outer"
      ))
    var count = 0
    for _ in 0..<30 {
      let line: String
      switch Int.random(in: 0..<6, using: &rng) {
      case 0: line = ["undo", "undo 2"].randomElement(using: &rng)!
      case 1: line = "redo"
      default:
        count += 1
        let stack = Bool.random(using: &rng) ? "h0" : "h1"
        let width = Int.random(in: 1...30, using: &rng)
        let height = Int.random(in: 1...20, using: &rng)
        line = "add view v\(count) to \(stack) { intrinsic = \(width)x\(height) }"
      }
      if line.hasPrefix("undo"), patched.history.count <= 4 { continue }
      patched.run(line, file: "random", keepGoing: true)
    }
    #expect(
      patched.engine.solver.replacementsInPlace > 0, "seed \(91_000 + seed): no closing edge moved in place")
    let fresh = Self.session()
    #expect(fresh.run(patched.history.joined(separator: "\n"), file: "history", keepGoing: true))
    #expect(Self.state(patched) == Self.state(fresh), "seed \(91_000 + seed)")
  }
}
