import Testing

@testable import AutoLayout

/// The points where features hook into the engine's model changes (`LayoutFeature`): each
/// test goes through the engine's public API only and checks what the feature did.
@Suite struct FeatureHookTests {
  /// `addView(arranged: true)` is `addArrangedSubview`: the stack arranges the view; without
  /// it the view is a plain subview of the stack.
  @Test func addingAsAnArrangedViewArrangesIt() throws {
    let f = Fixture()
    let s = try f.add(.stack, "s")
    let arranged = try f.engine.addView(.view, named: "a", to: s, arranged: true)
    let plain = try f.engine.addView(.view, named: "p", to: s)
    #expect(f.engine.arrangedSubviews(of: s) == [arranged])
    #expect(f.engine.children(of: s) == [arranged, plain])
  }

  /// Moving a view into a stack arranges it, at the index given: [a, b] and a moved-in m at
  /// 1 gives [a, m, b].
  @Test func movingIntoAStackArrangesTheView() throws {
    let f = Fixture()
    let s = try f.add(.stack, "s")
    let a = try f.engine.addView(.view, named: "a", to: s, arranged: true)
    let b = try f.engine.addView(.view, named: "b", to: s, arranged: true)
    let m = try f.add(.view, "m")
    try f.engine.moveView(m, to: s, at: 1)
    #expect(f.engine.arrangedSubviews(of: s) == [a, m, b])
  }

  /// Where a cell may go is the table feature's rule, checked before anything is made: the
  /// refused add leaves no item behind and names the form that works.
  @Test func aCellOutsideATableIsRefusedBeforeItIsMade() throws {
    let f = Fixture()
    let box = try f.add(.view, "box")
    #expect(throws: LayoutError.misplaced("a cell goes in a table: `add cell c to TABLE`")) {
      try f.engine.addView(.cell, named: "c", to: box)
    }
    #expect(f.engine.item(named: "c") == nil)
    #expect(f.engine.children(of: box).isEmpty)
  }

  /// A cell's content view is made by its cell: adding one is refused as such, so the shell
  /// can point at the kind rather than the parent.
  @Test func aContentViewIsMadeByItsCell() throws {
    let f = Fixture()
    let table = try f.add(.table, "t")
    #expect(throws: LayoutError.madeByParent("a cell makes its own content view")) {
      try f.engine.place(.cellcontent, named: "x", in: table)
    }
  }

  /// A cell added to a section becomes a row of the section's table, before the section's
  /// footer: the table's children are [s, s.header, c, s.footer].
  @Test func aCellAddedToASectionIsARowOfItsTable() throws {
    let f = Fixture()
    let table = try f.add(.table, "t")
    let section = try f.add(.section, "s", to: table)
    let cell = try f.add(.cell, "c", to: section)
    #expect(f.engine.parent(of: cell) == table)
    #expect(f.engine.sectionCells(of: section) == [cell])
    #expect(f.engine.children(of: table).map(f.engine.name(of:)) == ["s", "s.header", "c", "s.footer"])
  }

  /// A stack view and a widget lay their children out themselves; a plain view does not.
  @Test func stacksAndWidgetsArrangeTheirChildren() throws {
    let f = Fixture()
    let s = try f.add(.stack, "s")
    let w = try f.add(.labelwidget, "w")
    let v = try f.add(.view, "v")
    #expect(f.engine.arrangesChildren(of: s))
    #expect(f.engine.arrangesChildren(of: w))
    #expect(!f.engine.arrangesChildren(of: v))
  }
}
