import Testing
import TextMetrics

@testable import AutoLayout

/// A stack view's own baselines (`viewForFirstBaselineLayout` / `viewForLastBaselineLayout`):
/// a vertical stack's are its first / last visible arranged view's; a horizontal stack's are
/// its tallest visible arranged view's (by intrinsic height, a tie to the first). Plain views'
/// baselines are their bottoms, which keeps the arithmetic short.
@Suite struct StackBaselineTests {
  /// A stack at (0, 100) holding views of fixed intrinsic sizes.
  func stack(
    _ axis: Axis, _ configure: (inout StackConfiguration) -> Void = { _ in }, items sizes: [(Double, Double)],
    measurer: (any TextMeasurer)? = nil
  ) throws -> (Fixture, ItemID, [ItemID]) {
    try stackFixture(axis, configure, items: sizes.map { ($0.0, $0.1) }, measurer: measurer)
  }

  /// A 10 × 10 view at x 300 whose bottom sits on `anchor`: its bottom reads the anchor back
  /// through an installed constraint.
  func marker(_ f: Fixture, _ name: String, on anchor: Anchor) throws -> ItemID {
    let m = try f.add(.view, name)
    try f.constrain(m, .left, .equal, f.root, .left, constant: 300)
    try f.constrain(m, .width, constant: 10)
    try f.constrain(m, .height, constant: 10)
    try f.engine.addConstraint(LayoutConstraint(Anchor(m, .bottom), .equal, anchor))
    return m
  }

  func bottom(_ f: Fixture, _ v: ItemID) -> Double {
    f.engine.layout()
    return f.engine.value(of: Anchor(v, .bottom))
  }

  @Test func aVerticalStacksBaselinesAreItsFirstAndLastVisibleItems() throws {
    // Items 20 and 30 high, spacing 10, from y 100: v0's bottom is 120, v1's 100 + 20 + 10 +
    // 30 = 160. With v0 hidden v1 starts at the stack's top: its bottom is 100 + 30 = 130,
    // and it is both the first and the last visible item.
    let (f, s, v) = try stack(.vertical, { $0.spacing = 10 }, items: [(50, 20), (50, 30)])
    let first = try marker(f, "first", on: Anchor(s, .firstBaseline))
    let last = try marker(f, "last", on: Anchor(s, .lastBaseline))
    #expect(bottom(f, first) == 120)
    #expect(bottom(f, last) == 160)
    f.engine.setHidden(v[0], true)
    #expect(bottom(f, first) == 130)
    #expect(bottom(f, last) == 130)
    f.engine.setHidden(v[0], false)
    #expect(bottom(f, first) == 120)
    #expect(f.engine.takeConflictReports().isEmpty)
  }

  @Test func arrangingAndRemovingMoveTheBaseline() throws {
    // Items 20 and 30 high, spacing 10, from y 100: first baseline v0's bottom, 120. A 40-high
    // view arranged at index 0 takes over: 100 + 40 = 140. It removed, v0 again: 120. v0
    // removed: v1 starts at the top, 100 + 30 = 130.
    let (f, s, v) = try stack(.vertical, { $0.spacing = 10 }, items: [(50, 20), (50, 30)])
    let first = try marker(f, "first", on: Anchor(s, .firstBaseline))
    #expect(bottom(f, first) == 120)
    let w = try f.add(.view, "w", to: s)
    f.engine.setIntrinsicOverride(w, IntrinsicSize(width: 50, height: 40))
    f.engine.arrange(w, in: s, at: 0)
    #expect(bottom(f, first) == 140)
    try f.engine.removeView(w)
    #expect(bottom(f, first) == 120)
    try f.engine.removeView(v[0])
    #expect(bottom(f, first) == 130)
    #expect(f.engine.takeConflictReports().isEmpty)
  }

  @Test func aVerticalStackOfLabelsHasItsFirstLabelsBaseline() throws {
    // A body (17 pt) label is 2444/2048 × 17 = 20.287109375 high, rounded up to thirds:
    // 60.86 → 61 → 61/3. Its first baseline is its centre plus the ascender less half the
    // line: 61/6 + 1950/2048 × 17 − 20.287109375/2 = 10.16667 + 16.18652 − 10.14355 =
    // 16.20964 below its top, so 116.20964 from y 100.
    // At 28 pt: 2444/2048 × 28 = 33.4140625 → 100.24 → 101 → 101/3 high, the baseline
    // 101/6 + 1950/2048 × 28 − 33.4140625/2 = 16.83333 + 26.66016 − 16.70703 = 26.78646
    // below the top: the constraint on the stack's baseline follows the font change.
    let (f, s, _) = try stack(.vertical, items: [], measurer: ApproximateTextMeasurer())
    let title = try f.add(.label, "title", to: s)
    f.engine.setText(title, "Title")
    f.engine.arrange(title, in: s)
    let body = try f.add(.label, "body", to: s)
    f.engine.setText(body, "Body")
    f.engine.arrange(body, in: s)
    let m = try marker(f, "m", on: Anchor(s, .firstBaseline))
    let line17 = 2444.0 / 2048 * 17
    #expect(abs(bottom(f, m) - (100 + 61.0 / 6 + 1950.0 / 2048 * 17 - line17 / 2)) < 1e-9)
    f.engine.setFont(title, Font(size: 28))
    let line28 = 2444.0 / 2048 * 28
    #expect(abs(bottom(f, m) - (100 + 101.0 / 6 + 1950.0 / 2048 * 28 - line28 / 2)) < 1e-9)
    // The last baseline is the body label's: it starts 101/3 down, and a single line's last
    // baseline is its first (line − descender = ascender, as 2444 = 1950 + 494): 16.20964 more.
    #expect(
      abs(
        f.engine.value(of: Anchor(s, .lastBaseline))
          - (100 + 101.0 / 3 + 61.0 / 6 + 1950.0 / 2048 * 17 - line17 / 2)) < 1e-9)
  }

  @Test func aHorizontalStacksBaselineIsItsTallestItem() throws {
    // Top-aligned items 20, 40, 30 high from y 100: the tallest is v1, bottom 140.
    // v1 hidden: v2 (30) is the tallest visible one, bottom 130. v0 grown to 50: v0, bottom
    // 150. v1 shown again (40 < 50): still v0.
    let (f, s, v) = try stack(.horizontal, { $0.alignment = .top }, items: [(10, 20), (10, 40), (10, 30)])
    let first = try marker(f, "first", on: Anchor(s, .firstBaseline))
    let last = try marker(f, "last", on: Anchor(s, .lastBaseline))
    #expect(bottom(f, first) == 140)
    #expect(bottom(f, last) == 140)
    f.engine.setHidden(v[1], true)
    #expect(bottom(f, first) == 130)
    f.engine.setIntrinsicOverride(v[0], IntrinsicSize(width: 10, height: 50))
    #expect(bottom(f, first) == 150)
    #expect(bottom(f, last) == 150)
    f.engine.setHidden(v[1], false)
    #expect(bottom(f, first) == 150)
    #expect(f.engine.takeConflictReports().isEmpty)
  }

  @Test func aTieGoesToTheFirstTallestItem() throws {
    // 30, 40, 40: v1 and v2 tie; v1 comes first. No visible item: no baseline view (the
    // stack's own bottom is read).
    let (f, s, v) = try stack(.horizontal, items: [(10, 30), (10, 40), (10, 40)])
    f.engine.layout()
    #expect(f.engine.stackBaselineView(s, .firstBaseline) == v[1])
    #expect(f.engine.stackBaselineView(s, .lastBaseline) == v[1])
    for item in v { f.engine.setHidden(item, true) }
    f.engine.layout()
    #expect(f.engine.stackBaselineView(s, .firstBaseline) == nil)
  }

  @Test func anAxisChangeMovesTheBaseline() throws {
    // Horizontal, top-aligned 20 and 30: the tallest, v1, bottom 130. Made vertical (spacing
    // 0): the first visible item, v0, bottom 120; its last baseline v1's, 120 + 30 = 150.
    let (f, s, _) = try stack(.horizontal, { $0.alignment = .top }, items: [(10, 20), (10, 30)])
    let first = try marker(f, "first", on: Anchor(s, .firstBaseline))
    let last = try marker(f, "last", on: Anchor(s, .lastBaseline))
    #expect(bottom(f, first) == 130)
    var configuration = f.engine.stackConfiguration(of: s)
    configuration.axis = .vertical
    f.engine.setStackConfiguration(s, configuration)
    #expect(bottom(f, first) == 120)
    #expect(bottom(f, last) == 150)
  }

  @Test func aNestedStacksBaselineFollowsItsInnerStack() throws {
    // Outer vertical stack at y 100: first the inner horizontal top-aligned stack (items 20
    // and 30 high), then a 10-high view. outer.firstBaseline → inner (first visible) → its
    // tallest, i1 (30): bottom 130. i0 grown to 50: the inner stack's baseline view becomes
    // i0, so the outer's is i0's bottom, 150 (the inner stack is now 50 high).
    let (f, outer, _) = try stack(.vertical, items: [])
    let inner = try f.add(.stack, "inner", to: outer)
    var configuration = StackConfiguration()
    configuration.alignment = .top
    f.engine.setStackConfiguration(inner, configuration)
    f.engine.arrange(inner, in: outer)
    var innerItems: [ItemID] = []
    for (name, height) in [("i0", 20.0), ("i1", 30)] {
      let v = try f.add(.view, name, to: inner)
      f.engine.setIntrinsicOverride(v, IntrinsicSize(width: 10, height: height))
      f.engine.arrange(v, in: inner)
      innerItems.append(v)
    }
    let tail = try f.add(.view, "tail", to: outer)
    f.engine.setIntrinsicOverride(tail, IntrinsicSize(width: 10, height: 10))
    f.engine.arrange(tail, in: outer)
    let m = try marker(f, "m", on: Anchor(outer, .firstBaseline))
    #expect(bottom(f, m) == 130)
    f.engine.setIntrinsicOverride(innerItems[0], IntrinsicSize(width: 10, height: 50))
    #expect(bottom(f, m) == 150)
    #expect(f.engine.takeConflictReports().isEmpty)
  }

  @Test func baselineAlignmentAgainstAVerticalStack() throws {
    // A horizontal stack aligned by first baseline: a (10 × 5) and a vertical stack `col` of
    // b (10 × 30) over c (10 × 10). col's first baseline is b's bottom, 30 below col's top;
    // a's bottom meets it, so a's top is 30 − 5 = 25 below col's top. The spanner encloses
    // both, from col's top to col's bottom (40), and is the row's height.
    // b hidden: col's first baseline is c's bottom, 10 below col's top (col is now 10 high);
    // a ends there and starts at 10 − 5 = 5, inside col: the row is 10 high. (Had the
    // alignment kept reading b, collapsed at col's top @50, a would sit at y 0.)
    let f = Fixture()
    let row = try f.add(.stack, "row")
    try f.constrain(row, .left, .equal, f.root, .left)
    try f.constrain(row, .top, .equal, f.root, .top, constant: 100)
    var configuration = StackConfiguration()
    configuration.alignment = .firstBaseline
    f.engine.setStackConfiguration(row, configuration)
    let a = try f.add(.view, "a", to: row)
    f.engine.setIntrinsicOverride(a, IntrinsicSize(width: 10, height: 5))
    f.engine.arrange(a, in: row)
    let col = try f.add(.stack, "col", to: row)
    var vertical = StackConfiguration()
    vertical.axis = .vertical
    f.engine.setStackConfiguration(col, vertical)
    f.engine.arrange(col, in: row)
    var column: [ItemID] = []
    for (name, height) in [("b", 30.0), ("c", 10)] {
      let v = try f.add(.view, name, to: col)
      f.engine.setIntrinsicOverride(v, IntrinsicSize(width: 10, height: height))
      f.engine.arrange(v, in: col)
      column.append(v)
    }
    #expect(close(f.frame(a), Rect(x: 0, y: 25, width: 10, height: 5)))
    #expect(close(f.frame(col), Rect(x: 10, y: 0, width: 10, height: 40)))
    #expect(f.frame(row).height == 40)
    f.engine.setHidden(column[0], true)
    #expect(close(f.frame(a), Rect(x: 0, y: 5, width: 10, height: 5)))
    #expect(close(f.frame(col), Rect(x: 10, y: 0, width: 10, height: 10)))
    #expect(f.frame(row).height == 10)
    #expect(f.engine.ambiguousAxes(of: a).isEmpty)
    #expect(f.engine.takeConflictReports().isEmpty)
  }
}
