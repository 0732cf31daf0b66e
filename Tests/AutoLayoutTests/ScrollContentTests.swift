import Testing
import TextMetrics

@testable import AutoLayout

/// A scroll view's content size: the size of its content layout guide, which the content's
/// constraints decide (the guide's origin is the scroll view's, content offset 0). Frames of
/// the content are in the scroll view's coordinates.
@Suite struct ScrollContentTests {
  /// A scroll view filling the iPhone 15's root (393 × 852) and a column of `heights.count`
  /// views chained top to bottom inside its content guide, each as wide as the frame guide.
  func column(_ heights: [Double]) throws -> (
    Fixture, scroll: ItemID, rows: [ItemID], heights: [ConstraintID]
  ) {
    let f = Fixture()
    let scroll = try f.add(.scroll, "scroll")
    for a in [LayoutAttribute.left, .right, .top, .bottom] { try f.constrain(scroll, a, .equal, f.root, a) }
    let content = f.engine.contentGuide(of: scroll)
    let frame = f.engine.frameGuide(of: scroll)
    var rows: [ItemID] = []
    var heightConstraints: [ConstraintID] = []
    for (i, h) in heights.enumerated() {
      let row = try f.add(.view, "row\(i)", to: scroll)
      try f.constrain(row, .leading, .equal, content, .leading)
      try f.constrain(row, .trailing, .equal, content, .trailing)
      if let previous = rows.last {
        try f.constrain(row, .top, .equal, previous, .bottom)
      } else {
        try f.constrain(row, .top, .equal, content, .top)
      }
      heightConstraints.append(try f.constrain(row, .height, constant: h))
      rows.append(row)
    }
    if let last = rows.last { try f.constrain(last, .bottom, .equal, content, .bottom) }
    try f.constrain(content, .width, .equal, frame, .width)
    return (f, scroll, rows, heightConstraints)
  }

  @Test func theContentSizeComesFromTheContent() throws {
    // Five rows of 300: 5 × 300 = 1500 high; as wide as the frame guide, 393. Row 2 starts
    // at 2 × 300 = 600. The scroll view keeps the screen's size.
    let (f, scroll, rows, _) = try column([300, 300, 300, 300, 300])
    #expect(close(f.frame(rows[2]), Rect(x: 0, y: 600, width: 393, height: 300)))
    #expect(close(f.frame(scroll), Rect(x: 0, y: 0, width: 393, height: 852)))
    let size = f.engine.contentSize(of: scroll)
    #expect(size.width == 393 && size.height == 1500)
    #expect(f.engine.ambiguousItems().isEmpty)
  }

  @Test func theContentSizeFollowsTheContent() throws {
    // Row 1 from 300 to 500 high: 300 + 500 + 300 = 1100; rotated to landscape the frame
    // guide is 852 wide, and so is the content.
    let (f, scroll, _, heights) = try column([300, 300, 300])
    f.engine.layout()
    #expect(f.engine.contentSize(of: scroll).height == 900)
    try f.engine.setConstant(heights[1], 500)
    f.engine.layout()
    #expect(f.engine.contentSize(of: scroll).height == 1100)
    f.engine.setScreen(Screen(device: .iphone15, orientation: .landscape))
    f.engine.layout()
    let size = f.engine.contentSize(of: scroll)
    #expect(size.width == 852 && size.height == 1100)
  }

  @Test func aLabelsWrappedHeightMakesTheContentSize() throws {
    // A multi-line label in the content, inset 20 from each side of the frame guide: it
    // wraps at 393 − 40 = 353. Widths by the approximate measurer: "abcde" is 5 × 0.55 × 17
    // = 46.75, a space 0.28 × 17 = 4.76. Words per line: k words take 46.75k + 4.76(k − 1):
    // 6 words take 280.5 + 23.8 = 304.3 <= 353, 7 would take 327.25 + 28.56 = 355.81 > 353,
    // so 6 per line and 20 words make 4 lines (6, 6, 6, 2): 4 × 2444/2048 × 17 =
    // 81.1484375 high → 243.45 thirds → 244 → 244/3 = 81.333.
    // Content height 20 + 244/3 + 20 = 364/3 = 121.333.
    let f = Fixture(measurer: ApproximateTextMeasurer())
    let scroll = try f.add(.scroll, "scroll")
    for a in [LayoutAttribute.left, .right, .top, .bottom] { try f.constrain(scroll, a, .equal, f.root, a) }
    let content = f.engine.contentGuide(of: scroll)
    let frame = f.engine.frameGuide(of: scroll)
    let label = try f.add(.label, "text", to: scroll)
    f.engine.setText(label, Array(repeating: "abcde", count: 20).joined(separator: " "))
    f.engine.setLines(label, 0)
    try f.constrain(label, .leading, .equal, frame, .leading, constant: 20)
    try f.constrain(label, .trailing, .equal, frame, .trailing, constant: -20)
    try f.constrain(label, .top, .equal, content, .top, constant: 20)
    try f.constrain(content, .bottom, .equal, label, .bottom, constant: 20)
    try f.constrain(content, .width, .equal, frame, .width)
    #expect(close(f.frame(label), Rect(x: 20, y: 20, width: 353, height: 244.0 / 3)))
    #expect(f.engine.textLineCount(label) == 4)
    #expect(abs(f.engine.contentSize(of: scroll).height - 364.0 / 3) < 1e-9)
  }

  @Test func aStackInAScrollViewMakesTheContentSize() throws {
    // The usual form: a vertical stack (spacing 10) pinned to the scroll view's edges (which
    // pin it to the content), as wide as the frame guide, holding four 250-high views:
    // 4 × 250 + 3 × 10 = 1030 high. The third one hidden: 3 × 250 + 2 × 10 = 770.
    let f = Fixture()
    let scroll = try f.add(.scroll, "scroll")
    for a in [LayoutAttribute.left, .right, .top, .bottom] { try f.constrain(scroll, a, .equal, f.root, a) }
    let stack = try f.add(.stack, "list", to: scroll)
    var configuration = StackConfiguration()
    configuration.axis = .vertical
    configuration.spacing = 10
    f.engine.setStackConfiguration(stack, configuration)
    for a in [LayoutAttribute.leading, .trailing, .top, .bottom] {
      try f.constrain(stack, a, .equal, scroll, a)
    }
    try f.constrain(stack, .width, .equal, f.engine.frameGuide(of: scroll), .width)
    var rows: [ItemID] = []
    for i in 0..<4 {
      let row = try f.add(.view, "row\(i)", to: stack)
      f.engine.setIntrinsicOverride(row, IntrinsicSize(width: nil, height: 250))
      f.engine.arrange(row, in: stack)
      rows.append(row)
    }
    f.engine.layout()
    var size = f.engine.contentSize(of: scroll)
    #expect(size.width == 393 && size.height == 1030)
    // Row 3 starts at 3 × (250 + 10) = 780.
    #expect(close(f.frame(rows[3]), Rect(x: 0, y: 780, width: 393, height: 250)))
    f.engine.setHidden(rows[2], true)
    f.engine.layout()
    size = f.engine.contentSize(of: scroll)
    #expect(size.height == 770)
    #expect(f.engine.ambiguousItems().isEmpty)
  }

  @Test func ambiguousContentIsReported() throws {
    // A view pinned to the content guide's four edges with no size of its own: nothing
    // decides the content size, so the view and the guide are ambiguous on both axes (Xcode:
    // "Scrollable content size is ambiguous"); the scroll view itself is not.
    let f = Fixture()
    let scroll = try f.add(.scroll, "scroll")
    for a in [LayoutAttribute.left, .right, .top, .bottom] { try f.constrain(scroll, a, .equal, f.root, a) }
    let content = f.engine.contentGuide(of: scroll)
    let box = try f.add(.view, "box", to: scroll)
    for a in [LayoutAttribute.leading, .trailing, .top, .bottom] {
      try f.constrain(box, a, .equal, content, a)
    }
    f.engine.layout()
    #expect(f.engine.ambiguousAxes(of: box) == [.horizontal, .vertical])
    #expect(f.engine.ambiguousAxes(of: content) == [.horizontal, .vertical])
    #expect(f.engine.ambiguousAxes(of: scroll).isEmpty)
    #expect(f.engine.ambiguousItems().map(\.item) == [content, box])
    // A size for the box settles both: 200 × 400 content.
    try f.constrain(box, .width, constant: 200)
    try f.constrain(box, .height, constant: 400)
    f.engine.layout()
    #expect(f.engine.ambiguousItems().isEmpty)
    let size = f.engine.contentSize(of: scroll)
    #expect(size.width == 200 && size.height == 400)
  }

  /// Centres between a scroll view and its content attach to the scroll view's frame (Auto
  /// Layout Guide, "Working with Scroll Views"): a 200-wide view centred in a full-screen scroll
  /// view sits at (393 − 200) / 2 = 96.5 → 289.5 px at 3×, a tie going up → 290 / 3 = 96.667,
  /// and is not ambiguous (before, the centre went to the content area, whose width the
  /// content then had to make: a negative width, called ambiguous).
  @Test func centresAttachToTheFrame() throws {
    let f = Fixture()
    let scroll = try f.add(.scroll, "scroll")
    for a in [LayoutAttribute.left, .right, .top, .bottom] { try f.constrain(scroll, a, .equal, f.root, a) }
    let v = try f.add(.view, "v", to: scroll)
    try f.constrain(v, .centerX, .equal, scroll, .centerX)
    try f.constrain(v, .width, constant: 200)
    try f.constrain(v, .top, .equal, scroll, .top)
    try f.constrain(v, .height, constant: 100)
    #expect(close(f.frame(v), Rect(x: 290.0 / 3, y: 0, width: 200, height: 100)))
    #expect(f.engine.ambiguousAxes(of: v).isEmpty)
  }

  /// Margins between a scroll view and its content attach to the content area, inset by the
  /// scroll view's margins: a 1500-high column pinned to the content's top and bottom makes a
  /// 1500-high content; a 50-high note at the bottom margin (10) ends at 1500 − 10 = 1490, not
  /// at the frame's 852 − 10.
  @Test func marginsAttachToTheContentArea() throws {
    let f = Fixture()
    let scroll = try f.add(.scroll, "scroll")
    for a in [LayoutAttribute.left, .right, .top, .bottom] { try f.constrain(scroll, a, .equal, f.root, a) }
    f.engine.setMargins(scroll, Insets(all: 10))
    let column = try f.add(.view, "column", to: scroll)
    try f.constrain(column, .top, .equal, scroll, .top)
    try f.constrain(column, .bottom, .equal, scroll, .bottom)
    try f.constrain(column, .leading, .equal, scroll, .leading)
    try f.constrain(column, .width, constant: 100)
    try f.constrain(column, .height, constant: 1500)
    let note = try f.add(.view, "note", to: scroll)
    try f.constrain(note, .bottom, .equal, scroll, .bottomMargin)
    try f.constrain(note, .leading, .equal, scroll, .leadingMargin)
    try f.constrain(note, .width, constant: 50)
    try f.constrain(note, .height, constant: 50)
    #expect(close(f.frame(note), Rect(x: 10, y: 1440, width: 50, height: 50)))
    // `explain` reports the value the constraint used: the content area's bottom margin.
    let step = f.engine.explain(Anchor(note, .bottom)).steps.first
    #expect(step?.otherValue == 1490)
    // A margin change moves the note in place: 20 → 1500 − 20 − 50 = 1430.
    f.engine.setMargins(scroll, Insets(all: 20))
    #expect(close(f.frame(note), Rect(x: 20, y: 1430, width: 50, height: 50)))
  }
}
