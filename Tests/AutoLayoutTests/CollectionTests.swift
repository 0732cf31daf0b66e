import Testing

@testable import AutoLayout

/// UICollectionViewFlowLayout's placement (`LayoutEngine+Collections.swift`).
@Suite struct CollectionTests {
  func flow(_ size: (Double, Double)?, inset: Insets = Insets(top: 0, left: 16, bottom: 0, right: 16))
    -> FlowLayout
  {
    var f = FlowLayout()
    f.itemSize = size
    f.sectionInset = inset
    return f
  }

  /// 393 wide, insets 16: 361 available. 100-wide items with 10 between: 3 fit (320). The
  /// full line spreads its 61 left over: spacing 61 / 2 = 30.5, so x = 16, 146.5, 277. The
  /// last line is left-aligned at the minimum 10 (x = 16, 126); lines are 100 + 10 apart.
  /// (Apple, minimumInteritemSpacing: "the actual spacing may possibly be adjusted upward";
  /// developer reports: "The last line always left aligns".)
  @Test func fullLinesSpreadAndTheLastKeepsTheirSpacing() {
    let sizes: [(width: Double, height: Double)] = Array(repeating: (100, 100), count: 5)
    let places = LayoutEngine.flowPlaces(sizes, width: 393, flow: flow((100, 100)), top: 0)
    let xs: [Double] = places.map(\.x)
    let ys: [Double] = places.map(\.y)
    #expect(xs == [16, 146.5, 277, 16, 126])
    #expect(ys == [0, 0, 0, 110, 110])
  }

  /// 200-wide items: one fits per line. An item alone on a line other than the last is
  /// centred, (361 − 200) / 2 + 16 = 96.5; the last line is left-aligned at 16.
  @Test func aLoneItemIsCentredExceptOnTheLastLine() {
    let sizes: [(width: Double, height: Double)] = [(200, 50), (200, 50)]
    let places = LayoutEngine.flowPlaces(sizes, width: 393, flow: flow((200, 50)), top: 0)
    let xs: [Double] = places.map(\.x)
    #expect(xs == [96.5, 16])
  }

  /// Items of different heights in one line are centred in it: heights 40 and 100 in a
  /// 100-high line, so the short one sits at (100 − 40) / 2 = 30. The adjusted inset (59) and
  /// the section's top inset (8) come first.
  @Test func shortItemsAreCentredInTheirLine() {
    let sizes: [(width: Double, height: Double)] = [(100, 40), (100, 100)]
    let places = LayoutEngine.flowPlaces(
      sizes, width: 393, flow: flow((100, 100), inset: Insets(top: 8, left: 16, bottom: 0, right: 16)),
      top: 59)
    let ys: [Double] = places.map(\.y)
    let expected: [Double] = [97, 67]  // 59 + 8 + 30, 59 + 8
    #expect(ys == expected)
  }

  /// Through the engine: cells get frames in the collection's bounds, and their content view
  /// fills the cell with UIKit's encapsulated size.
  @Test func cellsAndTheirContentViews() throws {
    let f = Fixture()
    let grid = try f.add(.collection, "grid")
    for (a, b) in [
      (LayoutAttribute.top, LayoutAttribute.top), (.bottom, .bottom), (.left, .left), (.right, .right),
    ] {
      try f.constrain(grid, a, .equal, f.root, b)
    }
    f.engine.setFlowLayout(grid, flow((100, 100)))
    let cells = try (1...4).map { try f.add(.collectioncell, "p\($0)", to: grid) }
    f.engine.layout()
    #expect(f.engine.frame(of: cells[3]) == Rect(x: 16, y: 110, width: 100, height: 100))
    let content = try #require(f.engine.contentView(of: cells[0]))
    #expect(f.engine.frame(of: content) == Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(f.engine.itemDescription(content) == "UIView:p1.contentView")
  }
}
