import Testing

@testable import LabSession

/// The forms UIKit prints a constraint in, read back by `import log` (issue 14). The lines
/// follow UIKit's printed format; addresses are made up.
@Suite struct ConflictLogImportTests {
  func read(_ lines: [String]) -> ConflictLogImport {
    var log = ConflictLogImport()
    log.read(lines.joined(separator: "\n"))
    return log
  }

  /// An equation with a label's text, a margin attribute, a multiplier, a constant and a
  /// priority; an identifier in quotes.
  @Test func equations() {
    let log = read([
      #"    "<NSLayoutConstraint:0x6000 'wide' UILabel:0x7f01'Hello'.leading == "#
        + #"UIView:0x7f02.leadingMargin * 0.5 + 16 priority:750   (active)>","#,
      #"    "<NSLayoutConstraint:0x6001 UIView:0x7f02.height >= 44   (active)>","#,
    ])
    #expect(
      log.statements.map(\.text) == [
        "label_7f01.leading == view_7f02.leadingMargin * 0.5 + 16 @750   # 'wide'", "view_7f02.height >= 44",
      ])
    #expect(
      log.viewStatements().map(\.labSource) == [#"add label label_7f01 "Hello""#, "add view view_7f02"])
  }

  /// The VFL forms: `|` is the superview `names:` gives; `(44)` is a size; `-(8)-` a gap.
  @Test func visualFormats() {
    let log = read([
      #"    "<NSLayoutConstraint:0x6000 H:|-(16)-[UILabel:0x7f01]   (active, names: '|':UIView:0x7f02 )>","#,
      #"    "<NSLayoutConstraint:0x6001 V:[UIView:0x7f03(44)]   (active)>","#,
      #"    "<NSLayoutConstraint:0x6002 H:[UILabel:0x7f01]-(8)-[UIView:0x7f03]   (active)>","#,
    ])
    #expect(
      log.statements.map(\.text) == [
        "label_7f01.leading == view_7f02.leading + 16", "view_7f03.height == 44",
        "view_7f03.leading == label_7f01.trailing + 8",
      ])
    // The label is inside the `|` view.
    #expect(log.viewStatements().map(\.labSource).contains("add label label_7f01 to view_7f02"))
  }

  /// Autoresizing (`h=--&`, minX and width) and the encapsulated size come first; a content
  /// size is the view's intrinsic size with its priorities; SnapKit's label names it; the
  /// constraints UIKit makes for guides are left out.
  @Test func systemMadeContentSizeAndSnapKit() {
    let log = read([
      #"    "<NSAutoresizingMaskLayoutConstraint:0x6000 h=--& v=--& UIView:0x7f01.minX == 0   "#
        + #"(active, names: '|':UIView:0x7f02 )>","#,
      #"    "<NSLayoutConstraint:0x6001 'UIView-Encapsulated-Layout-Height' "#
        + #"UIView:0x7f02.height == 44   (active)>","#,
      #"    "<NSContentSizeLayoutConstraint:0x6002 UILabel:0x7f03'Hi'.width == 12 "#
        + #"Hug:250 CompressionResistance:750>","#,
      #"    "<SnapKit.LayoutConstraint:0x6003@CardView.swift#42 "#
        + #"UILabel:0x7f03.top == UIView:0x7f02.top + 20>","#,
      #"    "<NSLayoutConstraint:0x6004 'UIView-topMargin-guide-constraint' "#
        + #"V:|-(8)-[UILayoutGuide:0x6005'UIViewLayoutMarginsGuide']   "#
        + #"(active, names: '|':UIView:0x7f02 )>","#,
    ])
    // minX is measured from the superview `'|'` names (a bare `left == 0` was refused when run).
    #expect(log.systemMade.map(\.text) == ["view_7f01.left == view_7f02.left + 0", "view_7f02.height == 44"])
    #expect(
      log.statements.map(\.text) == [
        "set label_7f03.intrinsic = 12x-", "set label_7f03.hugging.h = 250",
        "set label_7f03.compression.h = 750",
        "label_7f03.top == view_7f02.top + 20 as snapkit_CardView_42",
      ])
  }

  /// A line that looks like a constraint but cannot be read is reported with its number;
  /// the rest still loads.
  @Test func unreadableLinesAreReported() {
    let log = read([
      #"    "<NSLayoutConstraint:0x6000 this is not an equation>","#,
      #"    "<NSLayoutConstraint:0x6001 UIView:0x7f02.height >= 44   (active)>","#,
    ])
    #expect(log.notes.count == 1 && log.notes[0].hasPrefix("line 1:"))
    #expect(log.statements.map(\.text) == ["view_7f02.height >= 44"])
  }
}
