import LabSession
import TestSupport
import Testing
import TextMetrics

@testable import AutoLayout

/// The one change recorder (`ChangeRecorder`) takes back and applies again what the engine
/// and the vocabularies' document remember alike: random statements that touch both (models
/// and the labels and constants bound to them, components and their instances, SnapKit
/// blocks, quick options, settings, views, constraints, removals, statements that fail half
/// way), with `undo` and `redo` among them. Undoing every statement in force then gives the
/// empty session's exports and settings back, and redoing them all gives the full ones. The
/// seed is in each case's arguments.
@Suite struct RecorderPropertyTests {
  static func session() -> Session {
    Session(
      textLayout: { TextLayout(measurer: ApproximateTextMeasurer()) }, output: { _ in }, errorOutput: { _ in }
    )
  }

  /// What the document and the engine say of themselves, frames aside (an ambiguous view's
  /// frame depends on the solver's path): the Swift class export reads the components,
  /// models, bindings and SnapKit records; `settings` the recorded settings; `constraints`
  /// every constraint with its constant and state.
  static func snapshot(_ session: Session) -> [String] {
    ["export swift-class", "export swift-snapkit", "settings", "constraints", "tree"].flatMap {
      UndoPropertyTests.printed(session, $0)
    }
  }

  struct Generator {
    var rng: SeededRandom
    /// Every view made, and those that hold subviews (labels do not).
    var views: [String] = []
    var containers: [String] = []
    var next = 0

    mutating func number(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func pick() -> String { views.isEmpty ? "root" : views.randomElement(using: &rng)! }
    mutating func parent() -> String {
      number(0...2) == 0 || containers.isEmpty ? "root" : containers.randomElement(using: &rng)!
    }
    mutating func fresh(_ prefix: String, holdsSubviews: Bool = true) -> String {
      next += 1
      let name = "\(prefix)\(next)"
      views.append(name)
      if holdsSubviews { containers.append(name) }
      return name
    }

    mutating func statement() -> String {
      switch number(0...13) {
      case 0: return "set m.title = \"\(["A", "Hello there", "", "登录"].randomElement(using: &rng)!)\""
      case 1: return "set m.gap = \(number(0...24))"
      case 2:
        let parent = parent()
        return "add label \(fresh("t", holdsSubviews: false)) $m.title to \(parent)"
      case 3:
        let parent = parent()
        let view = fresh("v")
        return "add view \(view) to \(parent) { intrinsic = \(number(1...60))x\(number(1...40)) }\n"
          + "\(view).top == \(pick()).bottom + $m.gap * 2"
      case 4:
        let parent = parent()
        let text = ["New", "1", "Sale"].randomElement(using: &rng)!
        return "add Badge(text: \"\(text)\") \(fresh("b")) to \(parent)"
      case 5:
        let view = fresh("s")
        return
          "add view \(view)\n\(view).snp.makeConstraints { make in\n  make.left.equalTo(\(number(0...40)))\n"
          + "  make.top.equalTo(\(number(0...300)))\n  make.width.height.equalTo(\(number(10...80)))\n}"
      case 6:
        return
          "add view \(fresh("q")) [.pinTop(inset: \(number(0...20))), .alignCenterX] { intrinsic = 20x20 }"
      case 7: return "settings offset = \(number(4...16))"
      case 8: return "set \(pick()).hidden = \(number(0...1) == 0)"
      case 9: return "remove \(pick())"
      case 10:
        // Fails half way: the view is made, then its block names a property it lacks.
        return "add view \(fresh("bad")) { intrinsic = 5x5; frobnicate = 1 }"
      case 11: return "model n\(number(0...3)) { x = \(number(0...9)) }"
      case 12: return ["undo", "undo 2"].randomElement(using: &rng)!
      default: return "redo"
      }
    }
  }

  @Test(arguments: 0..<24)
  func undoingEverythingAndRedoingItComeBackExactly(seed: Int) {
    var generator = Generator(rng: SeededRandom(seed: UInt64(37_000 + seed)))
    let session = Self.session()
    let empty = Self.snapshot(session)
    let setup = "model m { title = \"A\"; gap = 8 }\ndefine Badge(text) {\n  add label l $text [.pin]\n}"
    #expect(session.run(setup))
    var script: [String] = []
    for _ in 0..<36 {
      let line = generator.statement()
      // The setup stays: undo never reaches the statements that made the model and component.
      if line.hasPrefix("undo"), session.history.count <= 2 + (Int(line.dropFirst(5)) ?? 1) { continue }
      script.append(line)
      session.run(line, file: "random", keepGoing: true)
    }
    let full = Self.snapshot(session)
    let inForce = session.history.count
    print("seed \(37_000 + seed): \(inForce) statements in force, errors \(session.outcome.statementErrors)")
    session.run("undo \(inForce)")
    #expect(session.history.isEmpty)
    #expect(
      Self.snapshot(session) == empty, "seed \(37_000 + seed), undone: \(script.joined(separator: " | "))")
    session.run("redo \(inForce)")
    #expect(session.history.count == inForce)
    #expect(
      Self.snapshot(session) == full, "seed \(37_000 + seed), redone: \(script.joined(separator: " | "))")
    #expect(session.engine.items.linksAreCurrent, "seed \(37_000 + seed): an item's links are stale")
  }
}

/// What the document records beside the engine goes back with undo.
@Suite struct RecordedDocumentTests {
  /// The frames an Interface Builder file stored go with the statements its load made: once
  /// they are all undone, a new view that takes the logo's name is compared with nothing
  /// (before the recorder, the stored frames outlived the undo and it was "misplaced").
  @Test func undoingALoadForgetsTheFramesItStored() {
    let session = RecorderPropertyTests.session()
    #expect(session.run("load Tests/Fixtures/InterfaceBuilder/Login.storyboard\nexpect misplaced == 1"))
    session.run("undo \(session.history.count)")
    #expect(session.history.isEmpty)
    #expect(session.run("add view logo [.pinTop, .pinLeading] { intrinsic = 10x10 }\nexpect misplaced == 0"))
    #expect(session.outcome.failedExpectations == 0)
  }
}
