import Testing

@testable import AutoLayout

/// Every distribution with the main alignments, solved end to end, for a horizontal and a
/// vertical stack. Along the axis a frame depends only on the distribution, across it only
/// on the alignment, so each expected frame is one row of `along` crossed with one row of
/// `across`; every row is worked out by hand in its comment.
///
/// The stack sits at (0, 100) in the root and is 300 long along its axis and 100 (horizontal)
/// or 200 (vertical) across it, spacing 10. Its three arranged views have fixed intrinsic
/// sizes: 50, 60, 70 along the axis (A, B, C) and 20, 40, 30 (horizontal: heights) or 50, 80,
/// 60 (vertical: widths) across it. A and B hug along the axis at 251, C at 250, so C is the
/// one that stretches under `fill`. Frames are in the stack's coordinates.
@Suite struct StackArrangementTests {
  /// Along the axis: (start, length) of A, B, C.
  static let along: [StackDistribution: [(Double, Double)]] = [
    // 50 + 60 + 70 + 2 × 10 = 200 of 300: C (the weakest hugging) takes the other 100:
    // 70 + 100 = 170; starts 0, 50 + 10 = 60, 60 + 60 + 10 = 130.
    .fill: [(0, 50), (60, 60), (130, 170)],
    // (300 − 2 × 10) / 3 = 93.333 each; starts 0, 103.333, 206.667 (thirds are pixels at 3×).
    .fillEqually: [(0, 280.0 / 3), (280.0 / 3 + 10, 280.0 / 3), (2 * (280.0 / 3 + 10), 280.0 / 3)],
    // D = 50 + 60 + 70 + 2 × 10 = 200, so m = 0.25, 0.3, 0.35 of 300 = 75, 90, 105 @999, 998,
    // 997; they and the spacing make 290, not 300, so C (@997) gives: 300 − 20 − 75 − 90 =
    // 115. Starts 0, 85, 185.
    .fillProportionally: [(0, 75), (85, 90), (185, 115)],
    // Intrinsic lengths; the free 300 − 180 = 120 split into two gaps of 60 (>= 10):
    // starts 0, 50 + 60 = 110, 110 + 60 + 60 = 230.
    .equalSpacing: [(0, 50), (110, 60), (230, 70)],
    // Intrinsic lengths; centres A 25 and C 300 − 35 = 265, B's halfway at 145, so it starts
    // at 145 − 30 = 115 (gaps to its neighbours 115 − 50 = 65 and 230 − 175 = 55, >= 10).
    .equalCentering: [(0, 50), (115, 60), (230, 70)],
  ]

  /// Across a horizontal stack 100 high (items 20, 40, 30 high): (top, height) of A, B, C.
  static let acrossHorizontal: [StackAlignment: [(Double, Double)]] = [
    .fill: [(0, 100), (0, 100), (0, 100)],
    // leading is top on a horizontal stack: intrinsic heights from 0.
    .leading: [(0, 20), (0, 40), (0, 30)],
    // Centres at 50: 50 − 10 = 40, 50 − 20 = 30, 50 − 15 = 35.
    .center: [(40, 20), (30, 40), (35, 30)],
    // trailing is bottom: 100 − 20 = 80, 100 − 40 = 60, 100 − 30 = 70.
    .trailing: [(80, 20), (60, 40), (70, 30)],
  ]

  /// Across a vertical stack 200 wide (items 50, 80, 60 wide): (left, width) of A, B, C.
  static let acrossVertical: [StackAlignment: [(Double, Double)]] = [
    .fill: [(0, 200), (0, 200), (0, 200)],
    .leading: [(0, 50), (0, 80), (0, 60)],
    // Centres at 100: 100 − 25 = 75, 100 − 40 = 60, 100 − 30 = 70.
    .center: [(75, 50), (60, 80), (70, 60)],
    // 200 − 50 = 150, 200 − 80 = 120, 200 − 60 = 140.
    .trailing: [(150, 50), (120, 80), (140, 60)],
  ]

  static let alignments: [StackAlignment] = [.fill, .leading, .center, .trailing]

  /// Builds the stack; `crossLength` nil leaves the stack's size across the axis to its items.
  func stack(
    _ axis: Axis, _ distribution: StackDistribution, _ alignment: StackAlignment, crossLength: Double?
  )
    throws -> (Fixture, ItemID, [ItemID])
  {
    let f = Fixture()
    let s = try f.add(.stack, "stack")
    try f.constrain(s, .left, .equal, f.root, .left)
    try f.constrain(s, .top, .equal, f.root, .top, constant: 100)
    try f.constrain(s, axis == .horizontal ? .width : .height, constant: 300)
    if let crossLength { try f.constrain(s, axis == .horizontal ? .height : .width, constant: crossLength) }
    var configuration = StackConfiguration()
    configuration.axis = axis
    configuration.distribution = distribution
    configuration.alignment = alignment
    configuration.spacing = 10
    f.engine.setStackConfiguration(s, configuration)
    let lengths: [Double] = [50, 60, 70]
    let across: [Double] = axis == .horizontal ? [20, 40, 30] : [50, 80, 60]
    var items: [ItemID] = []
    for i in 0..<3 {
      let v = try f.add(.view, ["A", "B", "C"][i], to: s)
      f.engine.setIntrinsicOverride(
        v,
        axis == .horizontal
          ? IntrinsicSize(width: lengths[i], height: across[i])
          : IntrinsicSize(width: across[i], height: lengths[i]))
      try f.engine.setHugging(v, axis, i < 2 ? 251 : 250)
      f.engine.arrange(v, in: s)
      items.append(v)
    }
    return (f, s, items)
  }

  static let horizontalCases = StackDistribution.allCases.flatMap { d in alignments.map { (d, $0) } }

  @Test(arguments: horizontalCases)
  func horizontal(distribution: StackDistribution, alignment: StackAlignment) throws {
    try expectFrames(.horizontal, distribution, alignment)
  }

  @Test(arguments: horizontalCases)
  func vertical(distribution: StackDistribution, alignment: StackAlignment) throws {
    try expectFrames(.vertical, distribution, alignment)
  }

  /// The three items' frames are the table's (along the axis from `along`, across it from the
  /// axis's alignment table), none ambiguous, nothing broken.
  func expectFrames(_ axis: Axis, _ distribution: StackDistribution, _ alignment: StackAlignment) throws {
    let horizontal = axis == .horizontal
    let (f, _, items) = try stack(axis, distribution, alignment, crossLength: horizontal ? 100 : 200)
    let along = try #require(Self.along[distribution])
    let across = try #require((horizontal ? Self.acrossHorizontal : Self.acrossVertical)[alignment])
    for i in 0..<3 {
      let expected =
        horizontal
        ? Rect(x: along[i].0, y: across[i].0, width: along[i].1, height: across[i].1)
        : Rect(x: across[i].0, y: along[i].0, width: across[i].1, height: along[i].1)
      #expect(close(f.frame(items[i]), expected), "item \(i)")
      #expect(f.engine.ambiguousAxes(of: items[i]).isEmpty, "item \(i)")
    }
    #expect(f.engine.takeConflictReports().isEmpty)
  }

  /// Baseline alignments on a horizontal stack whose height is left to its items (a fixed,
  /// taller stack leaves the shared baseline free to slide). Plain views' baselines are their
  /// bottoms, so A, B, C (20, 40, 30 high) share a bottom; the spanner encloses them and
  /// shrinks @51 to the tallest, B: bottoms at 40, tops 40 − 20 = 20, 0, 40 − 30 = 10, and the
  /// stack is 40 high. lastBaseline: the canvas bottom is only `>=` A's bottom, pulled up
  /// @49 to the same 40.
  @Test(arguments: StackDistribution.allCases, [StackAlignment.firstBaseline, .lastBaseline])
  func horizontalBaselines(distribution: StackDistribution, alignment: StackAlignment) throws {
    let (f, s, items) = try stack(.horizontal, distribution, alignment, crossLength: nil)
    let along = try #require(Self.along[distribution])
    let across: [(Double, Double)] = [(20, 20), (0, 40), (10, 30)]
    for i in 0..<3 {
      let expected = Rect(x: along[i].0, y: across[i].0, width: along[i].1, height: across[i].1)
      #expect(close(f.frame(items[i]), expected), "item \(i)")
      #expect(f.engine.ambiguousAxes(of: items[i]).isEmpty, "item \(i)")
    }
    #expect(close(f.frame(s), Rect(x: 0, y: 100, width: 300, height: 40)))
    #expect(f.engine.takeConflictReports().isEmpty)
  }
}
