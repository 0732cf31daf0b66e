import AutoLayout
import LabRender
import Testing

/// `draw` in the shell: fitted to the terminal, coloured on a colour terminal, text inside
/// labels.
@Suite struct WireframeTests {
  /// The iPhone 15 root (393 × 852) in a 100 × 30 terminal: columns would allow 99/393 =
  /// 0.2519 per point, rows (two points each) 2 × 29/852 = 0.06808; the smaller wins, so the
  /// drawing is round(393 × 0.06808) + 1 = 28 columns by round(852 × 0.03404) + 1 = 30 rows.
  @Test func drawingFitsTheTerminalHeight() {
    let engine = LayoutEngine()
    engine.layout()
    let lines = WireframeRenderer.render(engine, width: 100, height: 30).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 30)
    #expect(lines.map(\.count).max() == 28)
    // Without a height (scripts), 80 columns wide as before: 852 × 79/393/2 rows + 1 = 87.
    #expect(WireframeRenderer.render(engine).split(separator: "\n").count == 87)
  }

  /// An ambiguous view's box is orange (ANSI 256-colour 208) when colour is on; plain
  /// otherwise. A label's text starts inside its box.
  @Test func ambiguousBoxesAreOrangeAndLabelsShowText() throws {
    let engine = LayoutEngine()
    let label = try engine.addView(.label, named: "title")
    engine.setText(label, "Hello")
    try engine.addConstraint(
      LayoutConstraint(Anchor(label, .left), .equal, Anchor(engine.root, .left), constant: 20))
    try engine.addConstraint(LayoutConstraint(Anchor(label, .width), .equal, nil, constant: 200))
    try engine.addConstraint(LayoutConstraint(Anchor(label, .height), .equal, nil, constant: 60))
    engine.layout()  // no vertical position: ambiguous
    let colored = WireframeRenderer.render(engine, colored: true)
    #expect(colored.contains("\u{1B}[38;5;208m"))
    let plain = WireframeRenderer.render(engine)
    #expect(!plain.contains("\u{1B}"))
    #expect(plain.contains("│Hello"))
    // `draw title`: the named view's box is bold blue.
    #expect(WireframeRenderer.render(engine, top: label, colored: true).contains("\u{1B}[1;34m┌"))
  }
}
