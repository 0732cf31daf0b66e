import LabSession
import Testing
import TextMetrics

/// `explain NAME ambiguous` (issue 15): a second frame as good as the first, found by a
/// nudge at priority 1 and taken back.
@Suite struct AmbiguityExplanationTests {
  func run(_ script: String) -> (Session, [String]) {
    final class Lines { var all: [String] = [] }
    let lines = Lines()
    let session = Session(
      textLayout: { TextLayout(measurer: ApproximateTextMeasurer()) },
      output: { lines.all.append($0.text) }, errorOutput: { lines.all.append("error: " + $0.text) })
    session.run(script)
    return (session, lines.all)
  }

  /// badge.leading >= card.leading + 10 lets x be anything from 10: the solver says 10, the
  /// nudge 10 + 40 = 50. A view with no width: 0, and 0 + 40 = 40.
  @Test func aPlaceAndASizeEachGetASecondFrame() {
    let (session, out) = run(
      """
      set root.size = 200x300
      autoprint off
      add view card
      card.leading == root.leading + 20; card.trailing == root.trailing - 20; \
      card.top == root.top + 20; card.height == 120
      add view badge to card
      badge.top == card.top + 10; badge.height == 30; badge.width == 50; badge.leading >= card.leading + 10
      add view line to card
      line.top == badge.bottom + 10; line.leading == card.leading + 10; line.height == 2
      explain badge ambiguous
      explain line ambiguous
      """)
    #expect(out.contains("  one:     (10, 10, 50, 30)"))
    #expect(
      out.contains(
        "  another: (50, 10, 50, 30)   "
          + "(found by adding `badge.left == card.left + 50 @1`; nothing stronger resists it)"
      ))
    #expect(out.contains("  one:     (10, 50, 0, 2)"))
    #expect(
      out.contains(
        "  another: (10, 50, 40, 2)   (found by adding `line.width == 40 @1`; nothing stronger resists it)"))
    // Taken back: the frames and the history are as before.
    #expect(
      session.engine.frame(of: session.engine.item(named: "badge")!)
        == .init(x: 10, y: 10, width: 50, height: 30))
    #expect(!session.history.contains { $0.contains("@1") })
  }

  @Test func aDeterminedViewSaysSo() {
    let (_, out) = run("add view a [.pin]\nexplain a ambiguous")
    #expect(out.last == "a is not ambiguous: one frame satisfies its constraints, (0, 0, 393, 852)")
  }
}
