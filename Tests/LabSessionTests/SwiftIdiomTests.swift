import Foundation
import LabSession
import Testing

/// Idioms of real app code that a trial on eight public table and collection files found
/// the reader dropped or refused (issue 39). Each test failed before its fix. Frames on the
/// default iPhone 15 (393 × 852, safe area top 59, scale 3).
@Suite struct SwiftIdiomTests {
  let importer = SwiftImportTests()

  /// A cell class with one label, for the tests that look at a row's text.
  static let titleCell = """
    final class TitleCell: UITableViewCell {
        let title = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            contentView.addSubview(title)
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    """

  /// A reuse identifier kept in a static constant of the cell class, or in a constant at file
  /// scope, names the registered class: the rows are that class, not plain cells.
  @Test func reuseIdentifiersInConstants() throws {
    let loaded = try importer.load(
      """
      let headerID = "Header"
      final class NameCell: UITableViewCell {
          static let identifier = "NameCell"
          let title = UILabel()
          override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
              super.init(style: style, reuseIdentifier: reuseIdentifier)
              title.translatesAutoresizingMaskIntoConstraints = false
              contentView.addSubview(title)
              title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 30).isActive = true
          }
          required init?(coder: NSCoder) { fatalError() }
      }
      final class ListViewController: UIViewController, UITableViewDataSource {
          let table = UITableView()
          override func viewDidLoad() {
              super.viewDidLoad()
              table.register(NameCell.self, forCellReuseIdentifier: NameCell.identifier)
              table.register(NameCell.self, forCellReuseIdentifier: headerID)
              table.dataSource = self
              table.frame = view.bounds
              view.addSubview(table)
          }
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              let id = indexPath.row == 0 ? headerID : NameCell.identifier
              return tableView.dequeueReusableCell(withIdentifier: id, for: indexPath)
          }
      }
      """, "expect header.title.x == 30\nexpect nameCell.title.x == 30")
    importer.expectClean(loaded)
    #expect(!loaded.text.contains("plain cell"), "\(loaded.text)")
  }

  /// A view controller's `view.bounds` in `viewDidLoad` is the screen (393 × 852), and
  /// `UIScreen.main.bounds.width - 32` is 361.
  @Test func boundsOfTheScreen() throws {
    let loaded = try importer.load(
      """
      final class ScreenViewController: UIViewController {
          let table = UITableView()
          let bar = UIView()
          override func viewDidLoad() {
              super.viewDidLoad()
              table.frame = view.bounds
              view.addSubview(table)
              bar.translatesAutoresizingMaskIntoConstraints = false
              view.addSubview(bar)
              bar.widthAnchor.constraint(equalToConstant: UIScreen.main.bounds.width - 32).isActive = true
              bar.heightAnchor.constraint(equalToConstant: view.frame.height / 4).isActive = true
              bar.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
              bar.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
          }
      }
      """, "expect table.frame == (0, 0, 393, 852)\nexpect bar.frame == (0, 0, 361, 213)")
    importer.expectClean(loaded)
  }

  /// Interpolated text with values the reading knows: row 1 is "Row 2 of 3"; an escaped
  /// character (`\u{25E6}`, a white bullet) is that character.
  @Test func interpolationAndEscapes() throws {
    let loaded = try importer.load(
      Self.titleCell + #"""
        final class RowsViewController: UIViewController, UITableViewDataSource {
            let table = UITableView()
            let rows = 3
            override func viewDidLoad() {
                super.viewDidLoad()
                table.register(TitleCell.self, forCellReuseIdentifier: "row")
                table.dataSource = self
                table.frame = view.bounds
                view.addSubview(table)
                let bullet = UILabel()
                bullet.text = "\u{25E6} Power"
                view.addSubview(bullet)
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! TitleCell
                cell.title.text = "Row \(indexPath.row + 1) of \(rows)"
                return cell
            }
        }
        """#, "expect row2.title.text == \"Row 2 of 3\"\nexpect bullet.text == \"◦ Power\"")
    importer.expectClean(loaded)
  }

  /// What only draws or belongs to the controller is skipped with the drawing note, not an
  /// error: a colour pictures do not know, a controller's title. Frames set before a failing
  /// statement stay (they were lost when a load took back a failed statement before laying
  /// out).
  @Test func drawingAndControllerPropertiesDoNotStopALoad() throws {
    let loaded = try importer.load(
      """
      final class PlainViewController: UIViewController {
          let box = UIView()
          let stray = UIView()
          let other = UIView()
          override func viewDidLoad() {
              super.viewDidLoad()
              title = "Settings"
              view.backgroundColor = UIColor.yellow
              box.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
              view.addSubview(box)
              view.addSubview(stray)
              stray.addSubview(other)
              box.translatesAutoresizingMaskIntoConstraints = true
          }
      }
      """, "expect box.frame == (10, 20, 100, 50)")
    importer.expectClean(loaded)
    #expect(
      loaded.text.contains("assignments that only draw skipped (backgroundColor, title)"), "\(loaded.text)")
  }

  /// A load whose statement fails keeps the frames set before it.
  @Test func aFailedStatementKeepsEarlierFrames() throws {
    let loaded = try importer.load(
      """
      let box = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
      view.addSubview(box)
      let a = UIView()
      let b = UIView()
      a.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(a)
      a.widthAnchor.constraint(equalTo: b.widthAnchor).isActive = true
      """, "expect box.frame == (10, 20, 100, 50)")
    #expect(loaded.session.outcome.failedExpectations == 0, "\(loaded.text)")
  }

  /// An element of an array of models is a value, not a new model each row (it was
  /// "a model named `movie` already exists" from the second row on).
  @Test func anElementOfAnArrayOfModels() throws {
    let loaded = try importer.load(
      """
      struct Movie { let title: String }
      final class PosterCell: UICollectionViewCell {
          let title = UILabel()
          override init(frame: CGRect) {
              super.init(frame: frame)
              contentView.addSubview(title)
          }
          required init?(coder: NSCoder) { fatalError() }
      }
      final class MoviesViewController: UIViewController, UICollectionViewDataSource {
          let movies = [Movie(title: "Heat"), Movie(title: "Ronin")]
          let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
          override func viewDidLoad() {
              super.viewDidLoad()
              grid.register(PosterCell.self, forCellWithReuseIdentifier: "C")
              grid.dataSource = self
              grid.frame = view.bounds
              view.addSubview(grid)
          }
          func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
              movies.count
          }
          func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
              let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "C", for: indexPath) as! PosterCell
              let movie = movies[indexPath.item]
              cell.title.text = movie.title
              return cell
          }
      }
      """, "expect c.title.text == \"Heat\"\nexpect cView.title.text == \"Ronin\"")
    importer.expectClean(loaded)
  }

  /// What UIKit calls when it lays out runs too: a cell's constraints made in
  /// `layoutSubviews`, a controller's in `viewDidLayoutSubviews`; a table subclass's
  /// `super.rowHeight` is its own. Rows 80 high; the badge 12 from the content view's left.
  @Test func layoutTimeMethodsAndSuper() throws {
    let loaded = try importer.load(
      """
      final class BadgeCell: UITableViewCell {
          let badge = UIView()
          override func layoutSubviews() {
              super.layoutSubviews()
              contentView.addSubview(badge)
              badge.translatesAutoresizingMaskIntoConstraints = false
              NSLayoutConstraint.activate([
                  badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                  badge.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                  badge.widthAnchor.constraint(equalToConstant: 20),
                  badge.heightAnchor.constraint(equalToConstant: 20),
              ])
          }
      }
      final class BadgeTable: UITableView, UITableViewDataSource {
          init() {
              super.init(frame: .zero, style: .plain)
              super.register(BadgeCell.self, forCellReuseIdentifier: "badge")
              super.rowHeight = 80
              dataSource = self
          }
          required init?(coder: NSCoder) { fatalError() }
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              dequeueReusableCell(withIdentifier: "badge", for: indexPath)
          }
      }
      final class BadgesViewController: UIViewController {
          let table = BadgeTable()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(table)
          }
          override func viewDidLayoutSubviews() {
              super.viewDidLayoutSubviews()
              table.frame = view.bounds
          }
      }
      """,
      "expect table.frame == (0, 0, 393, 852)\nexpect badge2.frame == (0, 80, 393, 80)\n"
        + "expect badge2.badge.frame == (12, 30, 20, 20)")
    importer.expectClean(loaded)
  }

  /// A UITableViewController's view is its table (`tableView`), filling the screen, with the
  /// controller as its data source.
  @Test func aTableViewControllersOwnTable() throws {
    let loaded = try importer.load(
      """
      final class NamesTableViewController: UITableViewController {
          let names = ["Ada", "Grace"]
          override func viewDidLoad() {
              super.viewDidLoad()
              tableView.register(UITableViewCell.self, forCellReuseIdentifier: "name")
              tableView.rowHeight = 50
              tableView.reloadData()
          }
          override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
              names.count
          }
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
          }
      }
      """, "expect tableView.frame == (0, 0, 393, 852)\nexpect name2.frame == (0, 50, 393, 50)")
    importer.expectClean(loaded)
    // `reloadData()` asks the data source again, which LayoutLab does once the code has run.
    #expect(!loaded.text.contains("reloadData"), "\(loaded.text)")
  }

  /// Data made by a counted loop (`for _ in 0..<3 { items.append(…) }`) and VFL formats held
  /// in an array and read in a loop: three rows; the label 15 from each side of the row.
  @Test func countedLoopsAppendAndFormatsInAVariable() throws {
    let loaded = try importer.load(
      """
      final class NoteCell: UITableViewCell {
          let body = UILabel()
          override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
              super.init(style: style, reuseIdentifier: reuseIdentifier)
              body.translatesAutoresizingMaskIntoConstraints = false
              contentView.addSubview(body)
              let formats = ["H:|-15-[body]-15-|", "V:|-15-[body]-15-|"]
              for format in formats {
                  contentView.addConstraints(NSLayoutConstraint.constraints(
                      withVisualFormat: format, options: [], metrics: nil, views: ["body": body]))
              }
          }
          required init?(coder: NSCoder) { fatalError() }
      }
      final class NotesViewController: UIViewController, UITableViewDataSource {
          var notes: [String] = []
          let table = UITableView()
          override func viewDidLoad() {
              super.viewDidLoad()
              for i in 0..<3 { notes.append("Note \\(i)") }
              table.register(NoteCell.self, forCellReuseIdentifier: "note")
              table.dataSource = self
              table.frame = view.bounds
              view.addSubview(table)
          }
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
          }
      }
      """, "expect note3.body.x == 15\nexpect note3.body.width == 363")
    importer.expectClean(loaded)
  }

  /// A view class's own data property set from outside is noted, not sent to UIKit's
  /// `items` (a segmented control's); `frame = bounds` in a view's `layoutSubviews` keeps
  /// the table at the view's size, as pinning it does.
  @Test func aClassesOwnPropertyAndFrameEqualsBounds() throws {
    let loaded = try importer.load(
      """
      final class ListView: UIView {
          let table = UITableView()
          var items: [String] = []
          override init(frame: CGRect) {
              super.init(frame: frame)
              addSubview(table)
          }
          required init?(coder: NSCoder) { fatalError() }
          override func layoutSubviews() {
              super.layoutSubviews()
              table.frame = bounds
          }
      }
      final class ListViewController: UIViewController {
          let list = ListView()
          override func viewDidLoad() {
              super.viewDidLoad()
              list.items = ["a"]
              list.frame = CGRect(x: 0, y: 100, width: 393, height: 300)
              view.addSubview(list)
          }
      }
      """, "expect list.table.frame == (0, 0, 393, 300)")
    importer.expectClean(loaded)
    #expect(loaded.text.contains("`items` is ListView's own property"), "\(loaded.text)")
  }

  /// An array of labelled tuples (`(title: "Arial", size: 17)`) is data whose parts the
  /// data source reads by label (`item.title`); found trying the table trial in the shell.
  @Test func labelledTuplesInAnArray() throws {
    let loaded = try importer.load(
      Self.titleCell + #"""
        final class FontsViewController: UIViewController, UITableViewDataSource {
            let table = UITableView()
            let items: [(title: String, size: Double)] = [(title: "Arial", size: 17), (title: "Avenir", size: 20)]
            override func viewDidLoad() {
                super.viewDidLoad()
                table.register(TitleCell.self, forCellReuseIdentifier: "font")
                table.dataSource = self
                table.frame = view.bounds
                view.addSubview(table)
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "font", for: indexPath) as! TitleCell
                let item = items[indexPath.row]
                cell.title.text = "\(item.title) \(item.size)"
                return cell
            }
        }
        """#, "expect font2.title.text == \"Avenir 20\"")
    importer.expectClean(loaded)
  }
}
