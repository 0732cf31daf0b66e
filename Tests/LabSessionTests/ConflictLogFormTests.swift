import Testing

@testable import LabSession

/// The forms UIKit prints a constraint in, each read into LayoutLab's statements (issue 38,
/// item 7). Every line is written here in UIKit's format with made-up addresses; the view
/// names are the importer's: a kind and the address's last four digits, or the name the log
/// gives.
@Suite struct ConflictLogFormTests {
  func read(_ lines: String...) -> ConflictLogImport {
    var log = ConflictLogImport()
    log.read(lines.map { "    \"<" + $0 + ">\"," }.joined(separator: "\n"))
    return log
  }

  /// A view the log names (an accessibility identifier or a debug name) is that view, by its
  /// address in `names:`, and keeps the last part of its name.
  @Test func aNamedView() {
    let log = read(
      "NSLayoutConstraint:0x600000a01 Toolbar.lockIcon.width == 40   (active, names: Toolbar.lockIcon:0x7f8b1c40a2b0 )"
    )
    #expect(log.notes.isEmpty)
    #expect(log.statements.map(\.text) == ["lockIcon.width == 40"])
    #expect(log.viewStatements().map(\.labSource) == ["add view lockIcon"])
  }

  /// A named view in a VFL form, with `'|'` after it in `names:`: its leading on the
  /// superview's.
  @Test func aNamedViewInAVisualFormat() {
    let log = read(
      "NSLayoutConstraint:0x600000a02 H:|-(0)-[Toolbar.lockIcon]   "
        + "(active, names: Toolbar.lockIcon:0x7f8b1c40a2b0, '|':UIView:0x7f8b1c40a000 )")
    #expect(log.notes.isEmpty)
    #expect(log.statements.map(\.text) == ["lockIcon.leading == view_a000.leading + 0"])
  }

  /// A negative constant alone is printed with a space after its sign: `== - 16` is −16.
  @Test func aNegativeConstantWithASpace() {
    let log = read("NSLayoutConstraint:0x600001b01 UIView:0x7fa1d0c0b100.width == - 16   (active)")
    #expect(log.statements.map(\.text) == ["view_b100.width == -16"])
  }

  /// Older iOS prints `Names:`, capitalised: `|` is still the superview, and a label's text
  /// in quotes follows its address inside the brackets.
  @Test func aVisualFormatWithCapitalNames() {
    let log = read(
      "NSLayoutConstraint:0x600001b02 V:|-(21)-[UILabel:0x7fa1d0c0b200'Title']   "
        + "(Names: '|':UITableViewCellContentView:0x7fa1d0c0b300 )")
    #expect(log.notes.isEmpty)
    #expect(log.statements.map(\.text) == ["label_b200.top == view_b300.top + 21"])
  }

  /// `H:|-(8)-[UIButton:0x…]` and `V:[UIView:0x…]-(0)-|`: a leading edge from the superview's,
  /// and the superview's bottom from a view's.
  @Test func leadingAndClosingVisualFormats() {
    let log = read(
      "NSLayoutConstraint:0x600001b06 H:|-(8)-[UIButton:0x7fa1d0c0b600]   (active, names: '|':UIView:0x7fa1d0c0b700 )",
      "NSLayoutConstraint:0x600001b08 V:[UIView:0x7fa1d0c0b800]-(0)-|   (active, names: '|':UIView:0x7fa1d0c0b900 )"
    )
    #expect(log.notes.isEmpty)
    #expect(
      log.statements.map(\.text) == [
        "button_b600.leading == view_b700.leading + 8", "view_b900.bottom == view_b800.bottom + 0",
      ])
  }

  /// An autoresizing constraint's `minX == 0` is measured from its superview, which `'|'`
  /// names: the label's left on the superview's, and the label is made inside it.
  @Test func anAutoresizingPositionOnItsSuperview() {
    let log = read(
      "NSAutoresizingMaskLayoutConstraint:0x600001b04 h=--& v=--& UILabel:0x7fa1d0c0b400'Untitled'.minX == 0   "
        + "(active, names: '|':UIView:0x7fa1d0c0b500 )")
    #expect(log.notes.isEmpty)
    #expect(log.systemMade.map(\.text) == ["label_b400.left == view_b500.left + 0"])
    #expect(
      log.viewStatements().map(\.labSource) == [
        "add view view_b500", "add label label_b400 \"Untitled\" to view_b500",
      ])
  }
}
