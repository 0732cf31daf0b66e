import LabLanguage
import Testing

@testable import LabSwift

/// What the Swift reader makes of code before any of it runs: the statements in an order
/// LayoutLab can run, and notes at the right line and column.
@Suite struct SwiftReadingTests {
  func statements(_ swift: String) -> [String] {
    SwiftImport.read(swift).statements.map(\.labSource)
  }

  /// A subtree built before it is added (common in Swift) is added parent first, and what
  /// was set on a view before it was added follows its `add`.
  @Test func aSubtreeBuiltBeforeItIsAddedRunsParentFirst() {
    let written = statements(
      """
      let card = UIView()
      card.translatesAutoresizingMaskIntoConstraints = false
      let name = UILabel()
      name.numberOfLines = 2
      card.addSubview(name)
      view.addSubview(card)
      """)
    #expect(
      written == [
        "add view card", "add label name to card",
        "set name.translatesAutoresizingMaskIntoConstraints = true",
        "set name.lines = 2",
      ])
  }

  /// A view's mask stays on unless the code turns it off (as `UIView()` makes it), except in
  /// a stack, which turns it off for its arranged views.
  @Test func theMaskFollowsWhatTheCodeLastSets() {
    let written = statements(
      """
      let a = UIView()
      view.addSubview(a)
      let stack = UIStackView()
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(stack)
      let b = UIView()
      stack.addArrangedSubview(b)
      """)
    #expect(
      written == [
        "add view a", "set a.translatesAutoresizingMaskIntoConstraints = true", "add stack stack",
        "add view b to stack",
      ])
  }

  /// Columns count characters, not UTF-8 bytes: the note after a Chinese text lands under
  /// `t.shadowPath` at column 16 (`t.text = "日本"; ` is 6 + 3 + 4 + 2 = 15 characters; in
  /// bytes the two characters take 6, which would put it at 20).
  @Test func noteColumnsCountCharacters() {
    let reading = SwiftImport.read("let t = UILabel()\nt.text = \"日本\"; t.shadowPath = 1\nview.addSubview(t)")
    #expect(reading.notes.map(\.range.start) == [SourceLocation(line: 2, column: 16)])
  }

  /// A view never added is noted, with how many statements about it were left out.
  @Test func aViewNeverAddedIsNoted() {
    let reading = SwiftImport.read(
      "let lost = UIView()\nlost.widthAnchor.constraint(equalToConstant: 4).isActive = true")
    #expect(reading.statements.isEmpty)
    #expect(reading.notes.map(\.message) == ["`lost` is never added to a view: 1 statement about it skipped"])
  }

  /// A Swift name LayoutLab reserves (`root`, a keyword, `c1`) is given another.
  @Test func reservedNamesAreRenamed() {
    let written = statements(
      "let root = UIView()\nview.addSubview(root)\nlet c1 = UIView()\nview.addSubview(c1)")
    #expect(written.filter { $0.hasPrefix("add") } == ["add view rootView", "add view c1View"])
  }
}

/// Absurd input is refused with a note, never a crash: swift-syntax's nesting bound still
/// recursed through 3,000 brackets (a stack overflow before this check).
@Suite struct SwiftAbsurdInputTests {
  @Test func bracketsThreeThousandDeepAreRefused() {
    let deep =
      "view.addSubview(" + String(repeating: "[", count: 3000) + String(repeating: "]", count: 3000) + ")"
    let reading = SwiftImport.read(deep)
    #expect(reading.statements.isEmpty)
    #expect(reading.notes.map(\.message) == ["this nests more than 64 deep: not read"])
  }

  /// Sixty levels of parentheses are fine: (((1))) is 1.
  @Test func sixtyLevelsAreRead() {
    let reading = SwiftImport.read(
      "let v = UIView()\nview.addSubview(v)\nlet a = " + String(repeating: "(", count: 60) + "1"
        + String(repeating: ")", count: 60))
    #expect(reading.statements.map(\.labSource).first == "add view v")
  }

  /// Counts too large for an Int (a data source saying `1e300`, an index `1e300`) are cut,
  /// not converted: 20 sections of 100 rows, with a note each; the element is unknown.
  @Test func hugeCountsAndIndexesAreCut() {
    let reading = SwiftImport.read(
      """
      final class V: UIViewController, UITableViewDataSource {
          let t = UITableView()
          let items = ["a"]
          override func viewDidLoad() { t.dataSource = self; view.addSubview(t) }
          func numberOfSections(in tableView: UITableView) -> Int { 1e300 }
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1e300 }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              let cell = UITableViewCell()
              cell.textLabel?.text = items[Int(1e300)]
              return cell
          }
      }
      """)
    let cells = reading.statements.filter { $0.labSource.hasPrefix("add cell") }
    #expect(cells.count == 20 * 100)
    #expect(reading.notes.contains { $0.message.contains("the first 20 are made") })
  }
}
