import Foundation
import LabSession
import Testing

/// Tables and collections as app code writes them (issue 39): cell classes registered under
/// reuse identifiers, and a data source asked for its sections and rows once the code has
/// run, as UIKit asks when it first lays the table out. Frames worked out by hand on the
/// default iPhone 15 (393 × 852, safe area top 59, scale 3).
@Suite struct SwiftTableImportTests {
  let importer = SwiftImportTests()

  /// The form of most apps (`Examples/Swift/FruitList.swift`): a view controller holding a
  /// table, a cell class with a `configure(with:)` method, an array of model values, a
  /// `guard let … as? Cell`.
  static let fruitList: String = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let path = root.appendingPathComponent("Examples/Swift/FruitList.swift").path
    return (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  }()

  /// One row per fruit, each a FruitCell named after the reuse identifier, configured by its
  /// own `configure(with:)`: the table starts under the safe area (y 59); rows are 60 high,
  /// so the second is at y 60 in the table. The name sits on the content view's leading
  /// margin (20 on screens 390 wide and more) and is centred: 30 − 20.3333 / 2 = 19.8333,
  /// on the 3× grid 20.
  @Test func aDataSourceOverAnArrayMakesARowPerElement() throws {
    let loaded = try importer.load(
      Self.fruitList,
      """
      expect tableView.frame == (0, 59, 393, 793)
      expect fruitCell.frame == (0, 0, 393, 60)
      expect fruitCell2.frame == (0, 60, 393, 60)
      expect fruitCell3.y == 120
      expect fruitCell2.nameLabel.text == "Banana"
      expect fruitCell3.priceLabel.text == "$3"
      expect fruitCell2.nameLabel.x == 20
      expect fruitCell2.nameLabel.y == 20
      """)
    importer.expectClean(loaded)
    #expect(loaded.text.contains("defined FruitCell; applied FruitListViewController"), "\(loaded.text)")
  }

  /// Sections, titles and heights from the data source and delegate, chosen by a `switch`
  /// over the index path; a UITableViewCell registered as itself is a plain cell. Heights:
  /// section 0's rows are 44, section 1's 80.
  @Test func sectionsTitlesAndHeightsComeFromTheDataSource() throws {
    let loaded = try importer.load(
      """
      class SettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
          let table = UITableView(frame: .zero, style: .insetGrouped)
          let titles = ["General", "About"]

          override func viewDidLoad() {
              super.viewDidLoad()
              table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
              table.dataSource = self
              table.delegate = self
              view.addSubview(table)
              table.translatesAutoresizingMaskIntoConstraints = false
              NSLayoutConstraint.activate([
                  table.topAnchor.constraint(equalTo: view.topAnchor),
                  table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                  table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                  table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
              ])
          }

          func numberOfSections(in tableView: UITableView) -> Int { titles.count }

          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
              switch section {
              case 0: return 2
              default: return 1
              }
          }

          func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
              titles[section]
          }

          func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
              indexPath.section == 0 ? 44 : 80
          }

          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
          }
      }
      """,
      """
      expect row.height == 44
      expect row2.height == 44
      expect row3.height == 80
      # Inset grouped: the rows are inset 20 from each side, 393 − 40 = 353 wide.
      expect row3.width == 353
      # Under the titled first header of an inset-grouped table (15.6667 + 45 − 15.51 + 10 =
      # 55.16 → 55.3333, as in Examples/SettingsTable.lab): 55.3333 + 44 = 99.3333.
      expect row.y == 55.33
      expect row2.y == 99.33
      tree
      """)
    #expect(
      loaded.text.contains("tableSection1.header  UITableViewHeaderFooterView 'GENERAL'"), "\(loaded.text)")
    #expect(
      loaded.text.contains("tableSection2.header  UITableViewHeaderFooterView 'ABOUT'"), "\(loaded.text)")
    importer.expectClean(loaded)
  }

  /// A collection view made with a flow layout whose properties are set before and after it
  /// is used. Items 100 wide in 393 − 10 − 10 = 373: three fit (300 + 2 × 10 = 320 ≤ 373);
  /// UIKit spreads a full line, gaps (373 − 300) / 2 = 36.5: x = 10, 146.5 (146.6667 on the
  /// 3× grid), 283; the second line starts at 10 + 100 + 10 = 120 and is left-aligned with
  /// the minimum spacing.
  @Test func aCollectionViewWithAFlowLayoutAndACellClass() throws {
    let loaded = try importer.load(
      """
      class PhotoCell: UICollectionViewCell {
          let imageView: UIImageView = {
              let iv = UIImageView()
              iv.translatesAutoresizingMaskIntoConstraints = false
              return iv
          }()

          override init(frame: CGRect) {
              super.init(frame: frame)
              contentView.addSubview(imageView)
              imageView.topAnchor.constraint(equalTo: contentView.topAnchor).isActive = true
              imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor).isActive = true
              imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor).isActive = true
              imageView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor).isActive = true
          }

          required init?(coder: NSCoder) { fatalError() }
      }

      class GalleryViewController: UIViewController, UICollectionViewDataSource {
          var collectionView: UICollectionView!

          override func viewDidLoad() {
              super.viewDidLoad()
              let layout = UICollectionViewFlowLayout()
              layout.itemSize = CGSize(width: 100, height: 100)
              collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
              layout.minimumLineSpacing = 10
              layout.minimumInteritemSpacing = 10
              layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
              collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
              collectionView.dataSource = self
              view.addSubview(collectionView)
              collectionView.translatesAutoresizingMaskIntoConstraints = false
              NSLayoutConstraint.activate([
                  collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                  collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                  collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                  collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
              ])
          }

          func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
              return 5
          }

          func collectionView(
              _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
          ) -> UICollectionViewCell {
              let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
              return cell
          }
      }
      """,
      """
      expect photo.frame == (10, 10, 100, 100)
      expect photo2.x == 146.67
      expect photo3.x == 283
      expect photo4.frame == (10, 120, 100, 100)
      expect photo5.frame == (120, 120, 100, 100)
      expect photo5.imageView.frame == (0, 0, 100, 100)
      """)
    importer.expectClean(loaded)
  }

  /// A plain cell's `textLabel` (UITableViewCell's default style): on the content view's
  /// side margins (20 on a 393-wide iPhone: 393 − 40 = 353 wide) and as tall as the content
  /// view, as Xcode stores it. In a self-sizing table the row is the standard height, 52 on
  /// iOS 26 (the content fits 52 − 1/3, plus the separator; LayoutLab's content view is then
  /// the whole row, as in Examples/SettingsTable.lab); with `rowHeight = 60`, 60.
  @Test func aPlainCellsTextLabel() throws {
    let loaded = try importer.load(
      """
      class FruitsViewController: UIViewController, UITableViewDataSource {
          let fruits = ["Apple", "Banana"]
          let list = UITableView()
          let tall = UITableView()
          override func viewDidLoad() {
              super.viewDidLoad()
              for table in [list, tall] {
                  table.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
                  table.dataSource = self
                  view.addSubview(table)
              }
              list.rowHeight = UITableView.automaticDimension
              list.frame = CGRect(x: 0, y: 0, width: 393, height: 400)
              tall.rowHeight = 60
              tall.frame = CGRect(x: 0, y: 400, width: 393, height: 400)
          }
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
              cell.textLabel?.text = fruits[indexPath.row]
              cell.detailTextLabel?.text = "fresh"
              return cell
          }
      }
      """,
      """
      expect fruit2.height == 52
      expect fruit2TextLabel.frame == (20, 0, 353, 52)
      expect fruit2TextLabel.text == "Banana"
      expect fruit4.height == 60
      expect fruit4TextLabel.frame == (20, 0, 353, 60)
      """)
    importer.expectClean(loaded)
    #expect(loaded.text.contains("a default-style cell has no `detailTextLabel` (UIKit's is nil)"))
  }

  /// The value and subtitle styles (`UITableViewCell(style:reuseIdentifier:)` after a
  /// `dequeueReusableCell(withIdentifier:)` that finds nothing registered, so gives nil), in
  /// 60-point rows, as Xcode stores them:
  /// - `.value1`: both centred, (60 − 20.3333) / 2 = 19.83 → 20; the text at the margin (20),
  ///   the detail ending at the trailing margin, 393 − 20 = 373;
  /// - `.subtitle`: the detail (12 pt, 14.3333 high) under the text, the pair (34.6667)
  ///   centred: (60 − 34.6667) / 2 = 12.6667, the detail at 12.6667 + 20.3333 = 33.
  @Test func valueAndSubtitleStyles() throws {
    let loaded = try importer.load(
      """
      class StylesViewController: UIViewController, UITableViewDataSource {
          let tableView = UITableView()
          override func viewDidLoad() {
              super.viewDidLoad()
              tableView.dataSource = self
              tableView.rowHeight = 60
              tableView.frame = view.bounds
              view.addSubview(tableView)
          }
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              let cell = tableView.dequeueReusableCell(withIdentifier: "cell")
                  ?? UITableViewCell(style: indexPath.row == 0 ? .value1 : .subtitle, reuseIdentifier: "cell")
              cell.textLabel?.text = "Title"
              cell.detailTextLabel?.text = "Detail"
              return cell
          }
      }
      """,
      """
      expect cellTextLabel.x == 20
      expect cellTextLabel.y == 20
      expect cellDetailTextLabel.y == 20
      # 373 − 43.6667, the width of "Detail" at 17 pt.
      expect cellDetailTextLabel.x == 329.33
      expect cell2TextLabel.y == 12.67
      expect cell2DetailTextLabel.x == 20
      expect cell2DetailTextLabel.y == 33
      expect cell2DetailTextLabel.height == 14.33
      """)
    importer.expectClean(loaded)
  }

  /// What the reading cannot know: a row count from data it does not have gets a note and no
  /// rows; a data source that says it has thousands makes the first 100 (UIKit makes cells
  /// only for the rows on screen; LayoutLab makes each row a real view), with a note. A cell
  /// made with `UITableViewCell(style:reuseIdentifier:)` is a plain cell, named `cell`.
  @Test func rowsKnownOnlyAtRunTimeAreNotedAndHugeCountsCut() throws {
    let loaded = try importer.load(
      """
      final class NumbersTable: UITableView, UITableViewDataSource {
          init() {
              super.init(frame: .zero, style: .plain)
              rowHeight = 10
              dataSource = self
          }
          required init?(coder: NSCoder) { fatalError() }
          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5000 }
          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              UITableViewCell(style: .default, reuseIdentifier: nil)
          }
      }

      class FeedViewController: UIViewController, UITableViewDataSource {
          let feed = UITableView()
          let numbers = NumbersTable()
          let posts = Storage.shared.posts

          override func viewDidLoad() {
              super.viewDidLoad()
              feed.dataSource = self
              view.addSubview(feed)
              view.addSubview(numbers)
          }

          func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
              posts.count
          }

          func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              UITableViewCell()
          }
      }
      """,
      """
      # The hundredth row (index 99) is at 99 × 10 = 990.
      expect cell100.y == 990
      """)
    #expect(!loaded.session.exportJSON().contains("cell101"))
    #expect(loaded.text.contains("known only when the app runs: none made"), "\(loaded.text)")
    #expect(
      loaded.text.contains("has sections of more than 100 rows: the first 100 of each are made"),
      "\(loaded.text)")
    #expect(loaded.session.outcome.statementErrors == 0, "\(loaded.text)")
  }

  /// A self-sizing collection (non-zero `estimatedItemSize`) whose cell's text arrives
  /// through its own property's `didSet`, and whose content view's width is required at 200
  /// (issue 38 #9). Each item is measured with that width, though the estimated 1 × 1 broke
  /// it: 8 + 20.3333 ("Hi", 17 pt) + 8 = 36.3333 high. Two items of 200 and a spacing of 16
  /// do not fit in 393, so one per line; a line other than the last centres its one item:
  /// (393 − 200) / 2 = 96.5, on the 3× grid 96.6667 (289.5 pixels round up). The second line is 36.3333 + 16 = 52.3333 down. No report: the
  /// estimate's conflict is settled by the layout that sizes the item.
  @Test func aSelfSizingCollectionCellMeasuresWithItsRequiredWidth() throws {
    let loaded = try importer.load(
      """
      class Cell: UICollectionViewCell {
          let textLabel = UILabel()
          var text: String? {
              didSet { textLabel.text = text }
          }
          override init(frame: CGRect) {
              super.init(frame: frame)
              contentView.widthAnchor.constraint(equalToConstant: 200).isActive = true
              contentView.addSubview(textLabel)
              textLabel.numberOfLines = 0
              textLabel.translatesAutoresizingMaskIntoConstraints = false
              NSLayoutConstraint.activate([
                  textLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                  textLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                  textLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                  textLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
              ])
          }
      }
      class ListViewController: UIViewController, UICollectionViewDataSource {
          let items = ["Hi", "Hello"]
          lazy var list: UICollectionView = {
              let layout = UICollectionViewFlowLayout()
              layout.estimatedItemSize = CGSize(width: 1, height: 1)
              layout.minimumLineSpacing = 16
              layout.minimumInteritemSpacing = 16
              let list = UICollectionView(frame: .zero, collectionViewLayout: layout)
              list.register(Cell.self, forCellWithReuseIdentifier: "cell")
              list.dataSource = self
              list.translatesAutoresizingMaskIntoConstraints = false
              return list
          }()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(list)
              NSLayoutConstraint.activate([
                  list.topAnchor.constraint(equalTo: view.topAnchor),
                  list.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                  list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                  list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
              ])
          }
          func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
              items.count
          }
          func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
              let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
              (cell as? Cell)?.text = items[indexPath.item]
              return cell
          }
      }
      """,
      """
      expect cell.frame == (96.67, 0, 200, 36.33)
      expect cell.textLabel.text == "Hi"
      expect cell2.textLabel.text == "Hello"
      expect cell2.y == 52.33
      expect conflicts == 0
      expect reports == 0
      """)
    importer.expectClean(loaded)
  }

  /// `accessoryType`, set in a cell class's init or on a dequeued cell, narrows the content
  /// view: a checkmark's 24 inside the trailing margin (393 − 20 − 24 = 349), a disclosure
  /// indicator's 10.4 (393 − 20 − 10.4 = 362.6, on the 3× grid 362.6667). The title on the
  /// trailing margin ends at 349 − 20 = 329.
  @Test func anAccessoryTypeNarrowsTheContentView() throws {
    let loaded = try importer.load(
      """
      final class RowCell: UITableViewCell {
          let title = UILabel()
          override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
              super.init(style: style, reuseIdentifier: reuseIdentifier)
              accessoryType = .checkmark
              title.translatesAutoresizingMaskIntoConstraints = false
              contentView.addSubview(title)
              NSLayoutConstraint.activate([
                  title.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                  title.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
              ])
          }
          required init?(coder: NSCoder) { fatalError() }
      }
      final class ListViewController: UITableViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              tableView.register(RowCell.self, forCellReuseIdentifier: "row")
              tableView.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
          }
          override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
          override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
              if indexPath.row == 0 {
                  let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! RowCell
                  cell.title.text = "Done"
                  return cell
              }
              let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
              cell.textLabel?.text = "More"
              cell.accessoryType = .disclosureIndicator
              return cell
          }
      }
      """,
      """
      expect row.contentView.width == 349
      expect row.title.trailing == 329
      expect plain.contentView.width == 362.67
      """)
    importer.expectClean(loaded)
  }
}
