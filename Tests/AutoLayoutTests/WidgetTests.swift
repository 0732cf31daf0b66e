import Testing

@testable import AutoLayout

/// A widget's anatomy: margin (outside the padding view) → padding (around the content), a
/// separator on the bottom edge and an accessory on the trailing side.
@Suite struct WidgetTests {
  /// A label widget 300 wide at (0, 0) on the root, its text sized by an intrinsic override
  /// so the numbers do not depend on a font.
  func widget(_ f: Fixture, content: IntrinsicSize = IntrinsicSize(width: 100, height: 20)) throws -> (
    ItemID, WidgetParts
  ) {
    let w = try f.add(.labelwidget, "w")
    try f.pinTopLeft(w, to: f.root)
    try f.constrain(w, .width, constant: 300)
    let parts = try #require(f.engine.widgetParts(of: w))
    f.engine.setIntrinsicOverride(parts.content, content)
    return (w, parts)
  }

  /// Defaults: no margin, padding 8. Height = 8 + 20 + 8 = 36; the content is 300 − 16 = 284
  /// wide at (8, 8) in the padding view, which fills the widget.
  @Test func theDefaultModelPadsTheContentBy8() throws {
    let f = Fixture()
    let (w, parts) = try widget(f)
    #expect(close(f.frame(w), Rect(x: 0, y: 0, width: 300, height: 36)))
    #expect(close(f.frame(parts.padding), Rect(x: 0, y: 0, width: 300, height: 36)))
    #expect(close(f.frame(parts.content), Rect(x: 8, y: 8, width: 284, height: 20)))
  }

  /// Margin (4, 10, 6, 12) and padding (1, 2, 3, 5): the padding view is at (10, 4),
  /// 300 − 10 − 12 = 278 wide and 1 + 20 + 3 = 24 high; the content at (2, 1) inside it,
  /// 278 − 2 − 5 = 271 wide; the widget 4 + 24 + 6 = 34 high.
  @Test func marginThenPaddingThenContent() throws {
    let f = Fixture()
    let (w, parts) = try widget(f)
    var model = WidgetModel()
    model.margin = Insets(top: 4, left: 10, bottom: 6, right: 12)
    model.padding = Insets(top: 1, left: 2, bottom: 3, right: 5)
    try f.engine.setWidgetModel(w, model)
    #expect(close(f.frame(w), Rect(x: 0, y: 0, width: 300, height: 34)))
    #expect(close(f.frame(parts.padding), Rect(x: 10, y: 4, width: 278, height: 24)))
    #expect(close(f.frame(parts.content), Rect(x: 2, y: 1, width: 271, height: 20)))
  }

  /// An explicit height wins over the content: the content stretches to 150 − 8 − 8 = 134.
  @Test func anExplicitHeightComesAndGoes() throws {
    let f = Fixture()
    let (w, parts) = try widget(f)
    var model = WidgetModel()
    model.height = 150
    try f.engine.setWidgetModel(w, model)
    #expect(close(f.frame(w), Rect(x: 0, y: 0, width: 300, height: 150)))
    #expect(close(f.frame(parts.content), Rect(x: 8, y: 8, width: 284, height: 134)))
    model.height = nil
    try f.engine.setWidgetModel(w, model)
    #expect(close(f.frame(w), Rect(x: 0, y: 0, width: 300, height: 36)))
  }

  /// Separator: height 1 on the bottom edge, 16 in from the left, 4 from the right:
  /// (16, 36 − 1 = 35, 300 − 16 − 4 = 280, 1); hidden until enabled.
  @Test func theSeparatorLinesTheBottomEdge() throws {
    let f = Fixture()
    let (w, parts) = try widget(f)
    #expect(f.engine.isHidden(parts.separator))
    var model = WidgetModel()
    model.separator.enabled = true
    model.separator.rightPadding = 4
    try f.engine.setWidgetModel(w, model)
    #expect(!f.engine.isHidden(parts.separator))
    #expect(close(f.frame(parts.separator), Rect(x: 16, y: 35, width: 280, height: 1)))
  }

  /// A disclosure indicator (20 square, 8 from the padding view's trailing edge): it sits at
  /// x = 300 − 8 − 20 = 272, centred: y = (36 − 20) / 2 = 8; the content ends 8 before it:
  /// width = 272 − 8 − 8 = 256.
  @Test func theAccessoryTakesTheTrailingSide() throws {
    let f = Fixture()
    let (w, parts) = try widget(f)
    var model = WidgetModel()
    model.accessory = .disclosureIndicator
    try f.engine.setWidgetModel(w, model)
    #expect(!f.engine.isHidden(parts.accessory))
    #expect(close(f.frame(parts.accessory), Rect(x: 272, y: 8, width: 20, height: 20)))
    #expect(close(f.frame(parts.content), Rect(x: 8, y: 8, width: 256, height: 20)))
  }

  /// `accessory = .view(toggle)`: the user's view moves into the padding view and takes the
  /// accessory's place and size, (272, 8, 20, 20) as above; the built-in one keeps its
  /// place, hidden, so the anatomy does not change.
  @Test func aViewOfTheUsersCanBeTheAccessory() throws {
    let f = Fixture()
    let (w, parts) = try widget(f)
    let toggle = try f.add(.switch, "toggle")
    var model = WidgetModel()
    model.accessoryView = toggle
    try f.engine.setWidgetModel(w, model)
    #expect(f.engine.parent(of: toggle) == parts.padding)
    #expect(f.engine.isHidden(parts.accessory))
    // The place holds the switch's alignment rect, which on iOS 26 is its frame.
    #expect(close(f.frame(toggle), Rect(x: 272, y: 8, width: 20, height: 20)))
    #expect(close(f.frame(parts.content), Rect(x: 8, y: 8, width: 256, height: 20)))
    #expect(f.engine.ambiguousAxes(of: toggle).isEmpty)
  }

  /// A model change patches constants: the constraint ids stay the same.
  @Test func aModelChangePatchesConstantsInPlace() throws {
    let f = Fixture()
    let (w, _) = try widget(f)
    let before = Set(f.engine.allConstraints)
    var model = WidgetModel()
    model.margin = Insets(all: 12)
    model.padding = Insets(all: 16)
    try f.engine.setWidgetModel(w, model)
    #expect(Set(f.engine.allConstraints) == before)
    // 12 + 16 + 20 + 16 + 12 = 76.
    #expect(close(f.frame(w), Rect(x: 0, y: 0, width: 300, height: 76)))
  }

  /// A long text wraps at the content's width and the widget grows: with no override, the
  /// label's height is whole lines, more than one.
  @Test func aLongLabelGrowsTheWidget() throws {
    let f = Fixture()
    let w = try f.add(.labelwidget, "w")
    try f.pinTopLeft(w, to: f.root)
    try f.constrain(w, .width, constant: 200)
    let parts = try #require(f.engine.widgetParts(of: w))
    f.engine.setText(parts.content, "Label widget with a pretty long text that will auto grow.")
    // One line of body text is 20.3333 at 3× (SF metrics, ceiled to the pixel grid).
    let oneLine = 20.3333
    let content = f.frame(parts.content)
    #expect(content.width == 184)
    #expect(content.height >= 2 * oneLine)
    #expect(close(f.frame(w), Rect(x: 0, y: 0, width: 200, height: content.height + 16)))
  }
}
