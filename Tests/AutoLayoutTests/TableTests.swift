import Testing

@testable import AutoLayout

/// UITableView's rows (`LayoutEngine+Tables.swift`, `docs/engine.md`, "Table views"), on an
/// iPhone 15: 393 × 852 at 3×, top unsafe area 59, so a separator is 1/3 point.
@Suite struct TableTests {
  /// A full-screen table, pinned to the root.
  func table(_ f: Fixture, rowHeight: Double?) throws -> ItemID {
    let t = try f.add(.table, "t")
    for (a, b) in [
      (LayoutAttribute.top, LayoutAttribute.top), (.bottom, .bottom), (.left, .left), (.right, .right),
    ] {
      try f.constrain(t, a, .equal, f.root, b)
    }
    var state = try #require(f.engine.tableState(of: t))
    state.rowHeight = rowHeight
    f.engine.setTableState(t, state)
    return t
  }

  /// Fixed rows of 44 and one of 80: cells at y 0 and 44 in the table's bounds, which start
  /// at the adjusted inset 59 (root y 59 and 103); content views fill their rows (current
  /// iOS draws the separator over the content view's bottom).
  @Test func fixedRowsStackBelowTheAdjustedInset() throws {
    let f = Fixture()
    let t = try table(f, rowHeight: 44)
    let a = try f.add(.cell, "a", to: t)
    let b = try f.add(.cell, "b", to: t)
    f.engine.setCellHeight(b, 80)
    f.engine.layout()
    #expect(f.engine.frame(of: a) == Rect(x: 0, y: 0, width: 393, height: 44))
    #expect(f.engine.frame(of: b) == Rect(x: 0, y: 44, width: 393, height: 80))
    #expect(f.engine.rootFrame(of: b).y == 59 + 44)
    let content = try #require(f.engine.contentView(of: b))
    #expect(close(f.engine.rootFrame(of: content), Rect(x: 0, y: 103, width: 393, height: 80)))
  }

  /// A self-sizing row is its content's fitting height at the table's width, rounded up to the
  /// pixel, plus the separator: a 30-high view pinned to the content margins (15 above and
  /// below on iOS 26) needs 60; the row is 60 + 1/3. A taller view grows the row and moves the
  /// next. The content view is the whole row, 60 + 1/3, so content whose height is fully
  /// required (15 + 30 + 15) misses it by one pixel: UIKit's famous report on self-sizing cells
  /// (`== 54.3333` against content of 54 in a public log), one of the app's constraints
  /// broken.
  @Test func aSelfSizingRowFitsItsContent() throws {
    let f = Fixture()
    let t = try table(f, rowHeight: nil)
    let cell = try f.add(.cell, "cell", to: t)
    let next = try f.add(.cell, "next", to: t)
    let content = try #require(f.engine.contentView(of: cell))
    let box = try f.add(.view, "box", to: content)
    f.engine.layout()
    // One statement at a time, each followed by its layout, as the shell runs them.
    for (a, b) in [
      (LayoutAttribute.top, LayoutAttribute.topMargin), (.bottom, .bottomMargin), (.leading, .leadingMargin),
      (.trailing, .trailingMargin),
    ] {
      try f.constrain(box, a, .equal, content, b)
      f.engine.layout()
    }
    let height = try f.constrain(box, .height, .equal, constant: 30)
    f.engine.layout()
    #expect(close(f.engine.rootFrame(of: cell), Rect(x: 0, y: 59, width: 393, height: 60 + 1.0 / 3)))
    let reports = f.engine.takeConflictReports()
    #expect(reports.count >= 1)
    #expect(f.engine.brokenConstraints.count == 1)
    #expect(reports.allSatisfy { !$0.brokenDescription.contains("Encapsulated") })
    try f.engine.setConstant(height, 100)
    f.engine.layout()
    // 15 + 100 + 15 = 130.
    #expect(close(f.engine.rootFrame(of: cell), Rect(x: 0, y: 59, width: 393, height: 130 + 1.0 / 3)))
    #expect(abs(f.engine.rootFrame(of: next).y - (59 + 130 + 1.0 / 3)) < 1e-6)
    // iOS 13–18's margins were 11: 11 + 100 + 11 = 122.
    f.use(.ios18)
    f.engine.layout()
    #expect(close(f.engine.rootFrame(of: cell), Rect(x: 0, y: 59, width: 393, height: 122 + 1.0 / 3)))
  }

  /// A self-sizing cell with nothing that gives its content a height gets the standard
  /// height, as UIKit does ("We're considering the collapse unintentional and using standard
  /// height instead"): 52 on iOS 26, 44 before.
  @Test func anEmptySelfSizingRowIsStandardHeight() throws {
    let f = Fixture()
    let t = try table(f, rowHeight: nil)
    let cell = try f.add(.cell, "cell", to: t)
    f.engine.layout()
    #expect(f.engine.frame(of: cell).height == 52)
    f.use(.ios18)
    f.engine.layout()
    #expect(f.engine.frame(of: cell).height == 44)
  }

  /// The classic: a fixed 44-point row whose content needs 60 (a 60-high view pinned to the
  /// content view's top and bottom). UIKit keeps its encapsulated height (44) and breaks one
  /// of the app's constraints.
  @Test func contentTallerThanAFixedRowConflicts() throws {
    let f = Fixture()
    let t = try table(f, rowHeight: 44)
    let cell = try f.add(.cell, "cell", to: t)
    let content = try #require(f.engine.contentView(of: cell))
    let icon = try f.add(.view, "icon", to: content)
    try f.constrain(icon, .top, .equal, content, .top)
    try f.constrain(icon, .bottom, .equal, content, .bottom)
    try f.constrain(icon, .height, .equal, constant: 60)
    f.engine.layout()
    let report = try #require(f.engine.takeConflictReports().first)
    #expect(
      report.constraintDescriptions.contains {
        $0.contains(
          "'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:cell.contentView.height == 44")
      })
    #expect(!report.brokenDescription.contains("Encapsulated"))
    #expect(f.engine.rootFrame(of: content).height == 44)
  }

  /// A row's content takes the screen's unsafe area horizontally only: the table insets its
  /// content vertically (UITableView.insetsContentViewsToSafeArea). A table pinned only at the
  /// bottom and given no height is 0 high at y 852, its rows lying in the bottom unsafe area;
  /// a self-sizing row is still its content's height, 15 + 20 + 15 = 50, plus the 1/3
  /// separator (the box's 999 counts in the fitting size). Before, the row's bottom margin took
  /// the whole row as unsafe area: a conflict, and the row grew by its own height at each pass.
  @Test func rowsIgnoreTheVerticalUnsafeArea() throws {
    let f = Fixture()
    let t = try f.add(.table, "t")
    try f.constrain(t, .bottom, .equal, f.root, .bottom)
    try f.constrain(t, .left, .equal, f.root, .left)
    try f.constrain(t, .right, .equal, f.root, .right)
    let cell = try f.add(.cell, "cell", to: t)
    let content = try #require(f.engine.contentView(of: cell))
    let box = try f.add(.view, "box", to: content)
    // At 999 the box gives way to the estimated 44-point row until the row is measured.
    try f.constrain(box, .height, .equal, constant: 20, priority: 999)
    f.engine.layout()
    try f.constrain(box, .top, .equal, content, .topMargin)
    f.engine.layout()
    try f.constrain(box, .bottom, .equal, content, .bottomMargin)
    f.engine.layout()
    #expect(abs(f.engine.frame(of: cell).height - (50 + 1.0 / 3)) < 1e-6)
    #expect(f.engine.takeConflictReports().isEmpty)
  }

  /// An accessory narrows the content view: it ends the accessory's width inside its trailing
  /// margin (20 on a 393-wide table). Disclosure indicator: 393 − 20 − 10.4 = 362.6, on the
  /// 3× grid 1087.8 → 1088 px = 362.6667 (Xcode stores the cell 30.333 wider); checkmark and
  /// detail button: 393 − 20 − 24 = 349; with the content view's margins set to 8: 393 − 8 −
  /// 10.4 = 374.6 → 374.6667. A self-sizing row measures its content at the narrower width.
  @Test func anAccessoryNarrowsTheContentView() throws {
    let f = Fixture()
    let t = try table(f, rowHeight: 44)
    let a = try f.add(.cell, "a", to: t)
    let b = try f.add(.cell, "b", to: t)
    let c = try f.add(.cell, "c", to: t)
    let d = try f.add(.cell, "d", to: t)
    f.engine.setCellAccessory(a, .disclosureIndicator)
    f.engine.setCellAccessory(b, .checkmark)
    f.engine.setCellAccessory(c, .detailButton)
    f.engine.setCellAccessory(d, .disclosureIndicator)
    f.engine.setMargins(try #require(f.engine.contentView(of: d)), Insets(all: 8))
    f.engine.layout()
    func width(_ cell: ItemID) throws -> Double {
      f.engine.frame(of: try #require(f.engine.contentView(of: cell))).width
    }
    #expect(abs(try width(a) - (362 + 2.0 / 3)) < 1e-9)
    #expect(try width(b) == 349)
    #expect(try width(c) == 349)
    #expect(abs(try width(d) - (374 + 2.0 / 3)) < 1e-9)
    #expect(f.engine.frame(of: a).width == 393)
    f.engine.setCellAccessory(a, .none)
    f.engine.layout()
    #expect(try width(a) == 393)
  }
}
