import LabSession
import TestSupport
import Testing
import TextMetrics

/// Random model changes: a layout whose texts and constants are bound to a model, changed
/// again and again (texts set, constants patched in place, undone and redone), prints the
/// frames of the same layout built fresh from the final values. The seed is in each case's
/// arguments.
@Suite struct ModelBindingPropertyTests {
  static let titles = ["A", "Inception", "登录 / 注册", "", "A much longer title than the others"]

  static func layout(gap: Int, title: String, width: Int) -> String {
    """
    autoprint off
    model m { gap = \(gap); title = "\(title)"; w = \(width) }
    define Row(label) {
      add label t $label
      t.leading == parent.leading
      t.top == parent.top
      parent.height == t.height + $m.gap
    }
    add label t $m.title
    add view box
    add Row(label: $m.title) row
    t.leading == root.leading
    t.top == root.top + $m.gap
    box.top == t.bottom + $m.gap
    box.leading == t.trailing + $m.w
    box.width == $m.w
    box.height == 10
    row.top == box.bottom - $m.gap
    row.leading == root.leading
    row.width == 200
    """
  }

  static func frames(_ session: Session) -> [String] {
    let box = LineBox()
    session.display.output = { box.lines.append($0.text) }
    session.run("frames", file: "frames")
    return box.lines
  }

  static func session() -> Session {
    Session(
      textLayout: { TextLayout(measurer: ApproximateTextMeasurer()) }, output: { _ in }, errorOutput: { _ in }
    )
  }

  @Test(arguments: 0..<60)
  func boundChangesEqualAFreshBuild(seed: Int) {
    var rng = SeededRandom(seed: UInt64(70_000 + seed))
    var gap = 10
    var title = "A"
    var width = 50
    let patched = Self.session()
    #expect(patched.run(Self.layout(gap: gap, title: title, width: width), file: "layout"))
    for _ in 0..<Int.random(in: 1...10, using: &rng) {
      switch Int.random(in: 0..<4, using: &rng) {
      case 0:
        gap = Int.random(in: 0...40, using: &rng)
        #expect(patched.run("set m.gap = \(gap)"))
      case 1:
        title = Self.titles.randomElement(using: &rng)!
        #expect(patched.run("set m.title = \"\(title)\""))
      case 2:
        width = Int.random(in: 0...100, using: &rng)
        #expect(patched.run("set m.w = \(width)"))
      default:
        // An undo and its redo change nothing in the end.
        #expect(patched.run("undo; redo"))
      }
    }
    let fresh = Self.session()
    #expect(fresh.run(Self.layout(gap: gap, title: title, width: width), file: "layout"))
    #expect(
      Self.frames(patched) == Self.frames(fresh), "seed \(seed): gap \(gap), title \(title), w \(width)")
  }
}
