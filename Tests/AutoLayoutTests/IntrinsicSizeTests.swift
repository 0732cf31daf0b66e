import Testing
import TextMetrics

@testable import AutoLayout

/// Intrinsic content sizes by kind (SEMANTICS.md, "Text and intrinsic sizes").
@Suite struct IntrinsicSizeTests {
  /// 17 pt: 17 × 2444 / 2048 = 20.287 pt; at 3× that is 60.86 px, ceiled to 61 → 20.3333.
  @Test func aBodyLabelIs20_3333High() throws {
    let f = Fixture()
    let label = try f.add(.label, "title")
    f.engine.setText(label, "Hello")
    try f.pinTopLeft(label, to: f.root)
    #expect(abs(f.frame(label).height - 61.0 / 3) < 1e-9)
  }

  /// title1 is 28 pt: 33.414 pt → 100.24 px → 101 px → 33.6667.
  @Test func aTitle1LabelIs33_6667High() throws {
    let f = Fixture()
    let label = try f.add(.label, "title")
    f.engine.setText(label, "Hello")
    f.engine.setFont(label, TextStyle.title1.font)
    try f.pinTopLeft(label, to: f.root)
    #expect(abs(f.frame(label).height - 101.0 / 3) < 1e-9)
  }

  /// A text style's lines after the first are its leading apart, once rounded up to the
  /// pixel (docs/research/multiline-labels.md, 409 labels Xcode stored): body's line is
  /// 20.287 and its leading 22, so three lines are 20.287 + 2 × 22 = 64.287, 192.86 px → 193 px
  /// → 64.3333 (IB stores 64.333 at 3×). The system font at 17 pt has no leading: three lines
  /// are 3 × 20.287 = 60.86 → 61.
  @Test func aTextStylesLinesAreItsLeadingApart() throws {
    let f = Fixture()
    let body = try f.add(.label, "body")
    f.engine.setText(body, "One\nTwo\nThree")
    f.engine.setLines(body, 0)
    f.engine.setFont(body, TextStyle.body.font)
    try f.pinTopLeft(body, to: f.root)
    #expect(abs(f.frame(body).height - 193.0 / 3) < 1e-9)
    let plain = try f.add(.label, "plain")
    f.engine.setText(plain, "One\nTwo\nThree")
    f.engine.setLines(plain, 0)
    f.engine.setFont(plain, Font(size: 17))
    try f.pinTopLeft(plain, to: f.root)
    #expect(f.frame(plain).height == 61)
  }

  /// A label is as wide as its measured text, ceiled to the pixel grid: "Hello, UIKit 2023" is
  /// 16399 units of 1/2048 em in SF at 17 pt, less 52 of tracking after each of its 17
  /// characters and SF's kerning of "o," (−20): 15495 / 2048 × 17 = 128.6206, on the 3× grid
  /// 128.6667 (or the stand-in's width where Inter is missing).
  @Test func aLabelIsAsWideAsItsText() throws {
    let measurer = ShapedTextMeasurer()
    let f = Fixture(measurer: measurer)
    let label = try f.add(.label, "title")
    f.engine.setText(label, "Hello, UIKit 2023")
    try f.pinTopLeft(label, to: f.root)
    if measurer != nil { #expect(abs(f.frame(label).width - (128 + 2.0 / 3)) < 1e-9) }
  }

  /// A legacy button's title (15 pt: 17.9 → 18 at 3×) plus 6 above and below: 30.
  @Test func aLegacyButtonIs30High() throws {
    let f = Fixture()
    let button = try f.add(.button, "ok")
    f.engine.setText(button, "OK")
    try f.pinTopLeft(button, to: f.root)
    #expect(f.frame(button).height == 30)
  }

  /// iOS 13–18's switch (iOS 26's is `UIKitRuleTests.anIOS26SwitchIs63By28`).
  @Test func aSwitchIs51By31() throws {
    let f = Fixture(generation: .ios18)
    let toggle = try f.add(.switch, "toggle")
    try f.pinTopLeft(toggle, to: f.root)
    let frame = f.frame(toggle)
    #expect(frame.width == 51 && frame.height == 31)
  }

  /// `intrinsic = 120x44` overrides the kind's size; `none` takes it away.
  @Test func theIntrinsicOverrideWins() throws {
    let f = Fixture()
    let box = try f.add(.view, "box")
    try f.pinTopLeft(box, to: f.root)
    f.engine.setIntrinsicOverride(box, IntrinsicSize(width: 120, height: 44))
    #expect(close(f.frame(box), Rect(x: 0, y: 0, width: 120, height: 44)))
    f.engine.setIntrinsicOverride(box, IntrinsicSize.none)
    f.engine.layout()
    #expect(f.engine.ambiguousAxes(of: box) == [.horizontal, .vertical])
  }

  /// A multi-line label pinned to both margins wraps at its width (393 - 32 = 361) and grows
  /// to as many lines as the text needs; with one line it stays one line high.
  @Test func aMultiLineLabelWrapsAndGrows() throws {
    let f = Fixture()
    let label = try f.add(.label, "body")
    let text = String(repeating: "A long text that will auto grow. ", count: 8)
    f.engine.setText(label, text)
    f.engine.setLines(label, 0)
    try f.constrain(label, .leading, .equal, f.root, .leadingMargin)
    try f.constrain(label, .trailing, .equal, f.root, .trailingMargin)
    try f.constrain(label, .top, .equal, f.root, .topMargin)
    let frame = f.frame(label)
    #expect(frame.width == 361)
    let lines = (frame.height / (61.0 / 3)).rounded()
    #expect(lines > 2, "\(frame.height)")
    #expect(f.engine.ambiguousAxes(of: label).isEmpty)
  }
}
