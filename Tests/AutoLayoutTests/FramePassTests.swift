import Testing

@testable import AutoLayout

/// The end of `layout()` (`LayoutEngine+FramePass.swift`): which items are looked at after a
/// solve, and the order the changes are reported in.
@Suite struct FramePassTests {
  /// A card at x = 30 holding a child (card.left + 8) holding a grandchild (child.left + 4),
  /// among 80 unrelated views: moving the card to 50 reports exactly card, child and
  /// grandchild, by id, at root x 50, 58 and 62. Three candidates among more than 80 items
  /// take the sorted path of the pass, not the scan.
  @Test func aMovedContainerReportsItsSubtreeAndNothingElse() throws {
    let f = Fixture()
    for i in 0..<80 {
      let v = try f.add(.view, "filler\(i)")
      try f.constrain(v, .left, .equal, f.root, .left, constant: Double(i))
      try f.constrain(v, .top, .equal, f.root, .top, constant: 300)
      try f.constrain(v, .width, .equal, constant: 1)
      try f.constrain(v, .height, .equal, constant: 1)
    }
    let card = try f.add(.view, "card")
    let child = try f.add(.view, "child", to: card)
    let grandchild = try f.add(.view, "grandchild", to: child)
    let left = try f.constrain(card, .left, .equal, f.root, .left, constant: 30)
    try f.constrain(child, .left, .equal, card, .left, constant: 8)
    try f.constrain(grandchild, .left, .equal, child, .left, constant: 4)
    for v in [card, child, grandchild] {
      try f.constrain(v, .top, .equal, f.root, .top, constant: 100)
      try f.constrain(v, .width, .equal, constant: 10)
      try f.constrain(v, .height, .equal, constant: 10)
    }
    f.engine.layout()
    try f.engine.setConstant(left, 50)
    let changes = f.engine.layout()
    #expect(changes.map(\.item) == [card, child, grandchild])
    #expect(changes.map(\.new.x) == [50, 58, 62])
    let oldX: [Double?] = changes.map { $0.old?.x }
    #expect(oldX == [30, 38, 42])
  }

  /// A box at x = 10 with 20 children side by side (child i at box.left + 5i): moving the box
  /// to 110 moves all 21, most of the items there are, so the pass scans its stamps; the
  /// changes still come by id, child i at 110 + 5i.
  @Test func whenMostItemsMoveTheyAreStillReportedById() throws {
    let f = Fixture()
    let box = try f.add(.view, "box")
    let left = try f.constrain(box, .left, .equal, f.root, .left, constant: 10)
    try f.constrain(box, .top, .equal, f.root, .top, constant: 100)
    try f.constrain(box, .width, .equal, constant: 200)
    try f.constrain(box, .height, .equal, constant: 20)
    var children: [ItemID] = []
    for i in 0..<20 {
      let c = try f.add(.view, "c\(i)", to: box)
      try f.constrain(c, .left, .equal, box, .left, constant: Double(5 * i))
      try f.constrain(c, .top, .equal, box, .top)
      try f.constrain(c, .width, .equal, constant: 5)
      try f.constrain(c, .height, .equal, constant: 5)
      children.append(c)
    }
    f.engine.layout()
    try f.engine.setConstant(left, 110)
    let changes = f.engine.layout()
    let expectedItems: [ItemID] = [box] + children
    let expectedX: [Double] = [110] + (0..<20).map { 110 + 5 * Double($0) }
    #expect(changes.map(\.item) == expectedItems)
    #expect(changes.map(\.new.x) == expectedX)
  }
}
