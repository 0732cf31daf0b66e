import Testing
import TextMetrics

@testable import AutoLayout

/// Grouped and inset-grouped tables with sections (`LayoutEngine+TableSections.swift`,
/// `docs/engine.md`, "Grouped and inset-grouped tables"). Frames are in the table's bounds, so
/// the adjusted inset under the status bar does not enter them.
@Suite struct TableSectionTests {
  /// A full-screen table of a style, rows of 44 unless said otherwise.
  func table(
    _ f: Fixture, _ style: TableStyle, rowHeight: Double? = 44,
    configure: (inout TableState) -> Void = { _ in }
  ) throws -> ItemID {
    let t = try f.add(.table, "t")
    for (a, b) in [
      (LayoutAttribute.top, LayoutAttribute.top), (.bottom, .bottom), (.left, .left), (.right, .right),
    ] {
      try f.constrain(t, a, .equal, f.root, b)
    }
    var state = try #require(f.engine.tableState(of: t))
    state.style = style
    state.rowHeight = rowHeight
    configure(&state)
    f.engine.setTableState(t, state)
    return t
  }

  /// NetNewsWire's Settings storyboard as Xcode 14–26 stored it (an iPhone 11: 414 × 896 at
  /// 2×): an insetGrouped table with IB's sectionHeaderHeight and sectionFooterHeight of 18.
  /// The first titled section's first cell is at y 55.5; the next titled section's first cell
  /// is 18 (footer) + 38 (header) = 56 below the last cell above; cells are inset 20 a side,
  /// 414 − 40 = 374 wide (`docs/research/grouped-tables.md` §1 and §4).
  func netNewsWireScreen() -> Fixture {
    let f = Fixture()
    var screen = f.engine.screen
    screen.sizeOverride = (414, 896)
    screen.scaleOverride = 2
    f.engine.setScreen(screen)
    return f
  }

  /// An insetGrouped table with IB's stored section heights, 18 and 18.
  func storyboardTable(_ f: Fixture) throws -> ItemID {
    try table(f, .insetGrouped) {
      $0.sectionHeaderHeight = 18
      $0.sectionFooterHeight = 18
    }
  }

  @Test func titledSectionsMatchFramesXcodeStored() throws {
    let f = netNewsWireScreen()
    let t = try storyboardTable(f)
    let account = try f.add(.section, "account", to: t)
    let feeds = try f.add(.section, "feeds", to: t)
    f.engine.setSectionTitles(account, header: "Accounts")
    f.engine.setSectionTitles(feeds, header: "Feeds")
    let a1 = try f.add(.cell, "a1", to: account)
    let a2 = try f.add(.cell, "a2", to: account)
    let b1 = try f.add(.cell, "b1", to: feeds)
    f.engine.layout()
    // Header: 16 (footnote 13's 15.51 rounded up at 2x) + 45 − 15.51 + 10 = 55.49 → 55.5.
    #expect(f.engine.frame(of: a1) == Rect(x: 20, y: 55.5, width: 374, height: 44))
    #expect(f.engine.frame(of: a2) == Rect(x: 20, y: 99.5, width: 374, height: 44))
    // 99.5 + 44 = 143.5, + 18 footer + (55.49 − 17.5 → 38) header = 199.5.
    #expect(f.engine.frame(of: b1) == Rect(x: 20, y: 199.5, width: 374, height: 44))
    let parts = try #require(f.engine.sectionParts(of: feeds))
    #expect(f.engine.frame(of: parts.header) == Rect(x: 0, y: 161.5, width: 414, height: 38))
    // The section runs from its header to its footer: 161.5 to 199.5 + 44 + 18 = 261.5.
    #expect(f.engine.frame(of: feeds) == Rect(x: 0, y: 161.5, width: 414, height: 100))
    let content = try #require(f.engine.contentView(of: b1))
    #expect(f.engine.frame(of: content) == Rect(x: 0, y: 0, width: 374, height: 44))
  }

  /// Untitled sections with IB's 18 and 18: the first cell at 18, and 36 between sections
  /// (NetNewsWire's Inspector storyboard, Xcode 14.3–26).
  @Test func untitledSectionsUseTheStoredHeights() throws {
    let f = netNewsWireScreen()
    let t = try storyboardTable(f)
    let first = try f.add(.section, "first", to: t)
    let second = try f.add(.section, "second", to: t)
    let a = try f.add(.cell, "a", to: first)
    let b = try f.add(.cell, "b", to: second)
    f.engine.layout()
    #expect(f.engine.frame(of: a).y == 18)
    // 18 + 44 + 18 + 18 = 98.
    #expect(f.engine.frame(of: b).y == 98)
  }

  /// A grouped table made in code keeps the automatic heights: 35 above an untitled first
  /// section and 17.5 + 17.5 between sections (decompiled defaults, iOS 18.2). The table's
  /// own cells form that first section; a named one follows.
  @Test func automaticGapsAreThirtyFiveAndSeventeenAndAHalf() throws {
    let f = netNewsWireScreen()
    let t = try table(f, .grouped)
    let a = try f.add(.cell, "a", to: t)
    let more = try f.add(.section, "more", to: t)
    let b = try f.add(.cell, "b", to: more)
    f.engine.layout()
    // Grouped, not inset: the cells are as wide as the table.
    #expect(f.engine.frame(of: a) == Rect(x: 0, y: 35, width: 414, height: 44))
    // 35 + 44 + 17.5 + 17.5 = 114.
    #expect(f.engine.frame(of: b) == Rect(x: 0, y: 114, width: 414, height: 44))
    #expect(f.engine.sections(of: t).map(\.section) == [nil, more])
  }

  /// On a 375-point screen an insetGrouped section is inset 16 (NetNewsWire's Add storyboard,
  /// `x="16" width="343"`): 375 − 32 = 343.
  @Test func insetIsSixteenOnNarrowerScreens() throws {
    let f = Fixture(device: try #require(Device.named("se")))
    let t = try table(f, .insetGrouped)
    let cell = try f.add(.cell, "cell", to: t)
    f.engine.layout()
    #expect(f.engine.frame(of: cell) == Rect(x: 16, y: 35, width: 343, height: 44))
  }

  /// A plain table's titled header is 28 with 22 above it (sectionHeaderTopPadding, iOS 15),
  /// so the first row starts at 50; an untitled section takes no room. Setting the padding
  /// to 0, as many iOS 15 fixes do, starts it at 28.
  @Test func plainHeadersHaveTheirTopPadding() throws {
    let f = Fixture()
    let t = try table(f, .plain)
    let s = try f.add(.section, "s", to: t)
    f.engine.setSectionTitles(s, header: "Recent")
    let cell = try f.add(.cell, "cell", to: s)
    let quiet = try f.add(.section, "quiet", to: t)
    let next = try f.add(.cell, "next", to: quiet)
    f.engine.layout()
    #expect(f.engine.frame(of: cell).y == 50)
    #expect(f.engine.frame(of: next).y == 94)
    var state = try #require(f.engine.tableState(of: t))
    state.sectionHeaderTopPadding = 0
    f.engine.setTableState(t, state)
    f.engine.layout()
    #expect(f.engine.frame(of: cell).y == 28)
    // A plain header keeps its title as written; grouped-like headers are uppercased.
    let header = try #require(f.engine.sectionParts(of: s)).header
    #expect(f.engine.shownTitle(of: header) == "Recent")
    state.style = .grouped
    f.engine.setTableState(t, state)
    #expect(f.engine.shownTitle(of: header) == "RECENT")
  }

  /// A one-line footer at 2×: 10 + 16 + 20 − 15.51 = 30.49 → 30.5; its text is not
  /// uppercased. The section's rect ends with it.
  @Test func aTitledFooterFitsItsText() throws {
    let f = netNewsWireScreen()
    let t = try table(f, .insetGrouped)
    let s = try f.add(.section, "s", to: t)
    f.engine.setSectionTitles(s, footer: "Shown to others.")
    _ = try f.add(.cell, "cell", to: s)
    f.engine.layout()
    let footer = try #require(f.engine.sectionParts(of: s)).footer
    // 35 (untitled first header) + 44 = 79.
    #expect(f.engine.frame(of: footer) == Rect(x: 0, y: 79, width: 414, height: 30.5))
    #expect(f.engine.shownTitle(of: footer) == "Shown to others.")
    #expect(f.engine.frame(of: s) == Rect(x: 0, y: 0, width: 414, height: 109.5))
  }

  /// A self-sizing row of an insetGrouped table fits its content at the cell's width, not
  /// the table's: a box as wide as the content view's margins is 393 − 40 (inset, 20 a side
  /// on screens 390 wide and more) − 40 (margins) = 313.
  @Test func selfSizingRowsFitTheInsetCellWidth() throws {
    let f = Fixture()
    let t = try table(f, .insetGrouped, rowHeight: nil)
    let cell = try f.add(.cell, "cell", to: t)
    let content = try #require(f.engine.contentView(of: cell))
    let box = try f.add(.view, "box", to: content)
    for (a, b) in [
      (LayoutAttribute.top, LayoutAttribute.topMargin), (.leading, .leadingMargin),
      (.trailing, .trailingMargin),
    ] {
      try f.constrain(box, a, .equal, content, b)
    }
    try f.constrain(box, .height, .equal, constant: 30)
    try f.constrain(box, .bottom, .equal, content, .bottomMargin, priority: 999)
    f.engine.layout()
    #expect(f.engine.frame(of: box).width == 313)
    // 15 + 30 + 15 = 60 (iOS 26's margins), plus the separator (1/3).
    #expect(close(f.engine.frame(of: cell), Rect(x: 20, y: 35, width: 353, height: 60 + 1.0 / 3)))
  }

  /// Removing a section takes its header, footer and cells with it; the rows below move up.
  /// Undo brings them all back.
  @Test func removingASectionRemovesItsRows() throws {
    let f = netNewsWireScreen()
    f.engine.recorder.isRecording = true
    let t = try table(f, .grouped)
    let first = try f.add(.section, "first", to: t)
    let a = try f.add(.cell, "a", to: first)
    let second = try f.add(.section, "second", to: t)
    let b = try f.add(.cell, "b", to: second)
    f.engine.layout()
    #expect(f.engine.frame(of: b).y == 114)
    let mark = f.engine.recorder.mark()
    try f.engine.removeView(first)
    f.engine.layout()
    #expect(!f.engine.isAlive(a))
    #expect(f.engine.item(named: "first.header") == nil)
    // `second` is now the first section: 35 above it.
    #expect(f.engine.frame(of: b).y == 35)
    _ = try f.engine.recorder.revert(to: mark)
    f.engine.layout()
    #expect(f.engine.isAlive(a) && f.engine.frame(of: b).y == 114)
  }

  /// Renaming a section renames its header and footer; a header cannot be removed alone, and
  /// rows do not move between sections.
  @Test func aSectionsPartsFollowIt() throws {
    let f = Fixture()
    let t = try table(f, .insetGrouped)
    let s = try f.add(.section, "s", to: t)
    let cell = try f.add(.cell, "cell", to: s)
    try f.engine.rename(s, to: "general")
    #expect(f.engine.item(named: "general.header") != nil)
    #expect(f.engine.item(named: "general.footer") != nil)
    let header = try #require(f.engine.item(named: "general.header"))
    #expect(throws: LayoutError.self) { try f.engine.removeView(header) }
    #expect(throws: LayoutError.self) { try f.engine.moveView(cell, to: f.root) }
    // Children stay in layout order: section, header, cell, footer.
    #expect(
      f.engine.children(of: t).map { f.engine.name(of: $0) } == [
        "general", "general.header", "cell", "general.footer",
      ])
  }
}
