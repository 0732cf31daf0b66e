import Foundation
import LabSession
import Testing

/// `load FILE.swift` (issue 39): each form of UIKit code an app writes, read by swift-syntax
/// into statements, with the frames worked out by hand on the default iPhone 15 (393 × 852,
/// safe area top 59, root margins 16).
@Suite struct SwiftImportTests {
  struct Loaded {
    var session: Session
    var printed: [String]
    var errors: [String]
    var text: String { (printed + errors).joined(separator: "\n") }
  }

  /// Writes the Swift to a file, loads it, then runs `checks` (expectations).
  @discardableResult
  func load(_ swift: String, _ checks: String = "", file: String = "View.swift") throws -> Loaded {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swift-import-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent(file).path
    try swift.write(toFile: path, atomically: true, encoding: .utf8)
    var printed: [String] = []
    var errors: [String] = []
    let session = Session(output: { printed.append($0.text) }, errorOutput: { errors.append($0.text) })
    session.run("load \"\(path)\"\n" + checks, file: "test.lab", keepGoing: true)
    return Loaded(session: session, printed: printed, errors: errors)
  }

  func expectClean(_ loaded: Loaded, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(
      loaded.session.outcome.statementErrors == 0 && loaded.session.outcome.failedExpectations == 0,
      "\(loaded.text)", sourceLocation: sourceLocation)
  }

  // MARK: - Views and properties

  /// Top-level statements run as a viewDidLoad body; `view` is the root. A label with its
  /// text and an anchor constraint to the safe area: y = 59 + 20 = 79, x = 16.
  @Test func topLevelStatementsRunAgainstTheRoot() throws {
    let loaded = try load(
      """
      let title = UILabel()
      title.text = "Hi"
      title.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(title)
      NSLayoutConstraint.activate([
          title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
          title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      ])
      """, "expect title.x == 16\nexpect title.y == 79\nexpect title.text == \"Hi\"")
    expectClean(loaded)
  }

  /// A closure initialiser with several statements names its view after the property, and a
  /// view controller's viewDidLoad calls a setup method, followed in call order.
  /// `let` constants and arithmetic: 16 / 2 = 8, so the badge's x is 16 + 80 + 8 = 104.
  @Test func aViewControllerWithClosureInitialisersAndSetupMethods() throws {
    let loaded = try load(
      """
      final class ProfileViewController: UIViewController {
          private let avatar = UIView()
          private let badge: UILabel = {
              let label = UILabel()
              label.text = "New"
              label.translatesAutoresizingMaskIntoConstraints = false
              return label
          }()
          override func viewDidLoad() {
              super.viewDidLoad()
              setUp()
          }
          private func setUp() {
              let padding: CGFloat = 16
              avatar.translatesAutoresizingMaskIntoConstraints = false
              view.addSubview(avatar)
              view.addSubview(badge)
              NSLayoutConstraint.activate([
                  avatar.topAnchor.constraint(equalTo: view.topAnchor, constant: padding),
                  avatar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: padding),
                  avatar.widthAnchor.constraint(equalToConstant: 80),
                  avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
                  badge.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: padding / 2),
                  badge.topAnchor.constraint(equalTo: avatar.topAnchor),
              ])
          }
      }
      """, "expect avatar.frame == (16, 16, 80, 80)\nexpect badge.x == 104\nexpect badge.y == 16")
    expectClean(loaded)
    #expect(loaded.text.contains("applied ProfileViewController"))
  }

  /// `[a, b].forEach { view.addSubview($0) }` runs once per element, as a loop over the
  /// literal array does (a new user's file had it): both views are added, a at x 20.
  @Test func forEachOverALiteralArray() throws {
    let loaded = try load(
      """
      let a = UIView(), b = UIView()
      [a, b].forEach {
          $0.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview($0)
      }
      a.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
      """, "expect a.x == 20")
    expectClean(loaded)
    #expect(loaded.session.history.joined().contains("add view b"))
    #expect(!loaded.text.contains("note:"), "\(loaded.text)")
  }

  /// A view added without turning its mask off keeps UIView()'s zero frame through
  /// autoresizing constraints, which then conflict with a width of 100, as on a device.
  @Test func aMaskLeftOnConflictsAsOnADevice() throws {
    let loaded = try load(
      """
      let box = UIView()
      view.addSubview(box)
      box.widthAnchor.constraint(equalToConstant: 100).isActive = true
      """, "expect conflicts == 1\nexpect box.width == 0")
    #expect(loaded.session.outcome.failedExpectations == 0, "\(loaded.text)")
    #expect(loaded.text.contains("NSAutoresizingMaskLayoutConstraint"))
  }

  /// `insertSubview(_:at:)` puts the view at that index; a stack made with
  /// `UIStackView(arrangedSubviews:)` arranges its views, and `addArrangedSubview` one more.
  /// Vertical, spacing 10: three 20-high views end at 20 + 10 + 20 + 10 + 20 = 80.
  @Test func stacksAndInsertedSubviews() throws {
    let loaded = try load(
      """
      let a = UIView(), b = UIView(), c = UIView()
      let stack = UIStackView(arrangedSubviews: [a, b])
      stack.axis = .vertical
      stack.spacing = 10
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(stack)
      stack.addArrangedSubview(c)
      for v in [a, b, c] {
          v.heightAnchor.constraint(equalToConstant: 20).isActive = true
      }
      stack.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
      stack.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
      stack.widthAnchor.constraint(equalToConstant: 100).isActive = true
      let back = UIView()
      view.insertSubview(back, at: 0)
      """,
      "expect stack.height == 80\nexpect c.frame == (0, 60, 100, 20)")
    #expect(loaded.session.outcome.statementErrors == 0, "\(loaded.text)")
    #expect(loaded.session.outcome.failedExpectations == 0, "\(loaded.text)")
    #expect(loaded.session.history.joined().contains("add view back at 0"))
  }

  // MARK: - Constraints

  /// greaterThanOrEqualTo, lessThanOrEqualTo, a multiplier and system spacing:
  /// a.width = 393 × 0.5 = 196.5, on the 3× pixel grid 196.667; b.top = a.bottom + 8 (system) = 50 + 8 = 58;
  /// b.width ≤ 100 with b.width ≥ 150 @750 gives 100; b.leading ≥ 30.
  @Test func anchorRelationsMultipliersAndSystemSpacing() throws {
    let loaded = try load(
      """
      let a = UIView(), b = UIView()
      [a, b].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
      a.translatesAutoresizingMaskIntoConstraints = false
      b.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(a)
      view.addSubview(b)
      let wide = b.widthAnchor.constraint(greaterThanOrEqualToConstant: 150)
      wide.priority = .defaultHigh
      NSLayoutConstraint.activate([
          a.topAnchor.constraint(equalTo: view.topAnchor),
          a.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          a.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5),
          a.heightAnchor.constraint(equalToConstant: 50),
          b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
          b.leadingAnchor.constraint(greaterThanOrEqualTo: view.leadingAnchor, constant: 30),
          b.widthAnchor.constraint(lessThanOrEqualToConstant: 100),
          b.heightAnchor.constraint(equalToConstant: 10),
          wide,
      ])
      """, "expect a.width == 196.67\nexpect b.y == 58\nexpect b.width == 100")
    #expect(loaded.session.outcome.failedExpectations == 0, "\(loaded.text)")
  }

  /// A constraint kept in a variable, activated with `isActive`, changed through
  /// `.constant` after and deactivated by name: the height is 100, then the second
  /// constraint (height 40) holds once the first is off.
  @Test func keptConstraintsChangeLater() throws {
    let loaded = try load(
      """
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(box)
      let height = box.heightAnchor.constraint(equalToConstant: 60)
      height.isActive = true
      height.constant = 100
      let low = box.heightAnchor.constraint(equalToConstant: 40)
      low.priority = UILayoutPriority(999)
      low.isActive = true
      """, "expect box.height == 100\ndeactivate height\nexpect box.height == 40")
    expectClean(loaded)
  }

  /// Hugging and compression resistance, margins and isHidden reach the view. The row sits
  /// below the safe area's top, so its margins are its own: the inner view at (10, 4).
  @Test func prioritiesMarginsAndHidden() throws {
    let loaded = try load(
      """
      let row = UIView()
      row.translatesAutoresizingMaskIntoConstraints = false
      row.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)
      view.addSubview(row)
      let gone = UIView()
      gone.isHidden = true
      row.addSubview(gone)
      let inner = UIView()
      inner.translatesAutoresizingMaskIntoConstraints = false
      row.addSubview(inner)
      inner.setContentHuggingPriority(.required, for: .horizontal)
      NSLayoutConstraint.activate([
          row.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
          row.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          row.widthAnchor.constraint(equalToConstant: 200),
          row.heightAnchor.constraint(equalToConstant: 50),
          inner.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor),
          inner.topAnchor.constraint(equalTo: row.layoutMarginsGuide.topAnchor),
      ])
      """, "expect inner.x == 10\nexpect inner.y == 4")
    expectClean(loaded)
    let history = loaded.session.history.joined(separator: "\n")
    #expect(history.contains("set inner.hugging.h = 1000"))
    #expect(history.contains("set gone.hidden = true"))
  }

  // MARK: - Content

  /// Fonts by size and weight and by text style, line counts, button titles and
  /// configurations, and images by name (whose size the code does not give: a note).
  @Test func contentProperties() throws {
    let loaded = try load(
      """
      let title = UILabel()
      title.font = UIFont.systemFont(ofSize: 24, weight: .bold)
      title.numberOfLines = 0
      title.text = "Welcome"
      let body = UILabel()
      body.font = .preferredFont(forTextStyle: .footnote)
      let go = UIButton(configuration: .filled())
      go.setTitle("Go", for: .normal)
      let icon = UIImageView(image: UIImage(systemName: "star"))
      for v in [title, body, go, icon] {
          v.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(v)
      }
      """)
    let history = loaded.session.history.joined(separator: "\n")
    #expect(history.contains("add label title \"Welcome\""))
    #expect(history.contains("set title.font = .system(24, .bold)"))
    #expect(history.contains("set title.lines = 0"))
    #expect(history.contains("set body.font = .footnote"))
    #expect(history.contains("set go.configuration = .filled"))
    #expect(history.contains("add button go \"Go\"") || history.contains("set go.title = \"Go\""))
    #expect(loaded.text.contains("note: an image's size is not in the code"))
  }

  // MARK: - The vocabularies

  /// A view class becomes a component; SnapKit's closure (in the `(make) -> Void in` form)
  /// with a kept constraint, insets and sizes. The card: icon 24 × 24 at (8, 8), its bottom
  /// 8 above the card's, so the card is 8 + 24 + 8 = 40 high.
  @Test func aViewClassWithSnapKit() throws {
    let loaded = try load(
      """
      import SnapKit
      class CardView: UIView {
          let icon = UIView()
          var topConstraint: Constraint?
          override init(frame: CGRect) {
              super.init(frame: frame)
              addSubview(icon)
              icon.snp.makeConstraints { (make) -> Void in
                  self.topConstraint = make.top.equalToSuperview().offset(8).constraint
                  make.leading.equalTo(self).offset(8)
                  make.size.equalTo(CGSize(width: 24, height: 24))
                  make.bottom.equalToSuperview().inset(8)
              }
          }
          required init?(coder: NSCoder) { fatalError() }
      }
      let card = CardView()
      view.addSubview(card)
      card.snp.makeConstraints { make in
          make.top.equalTo(view.safeAreaLayoutGuide.snp.top)
          make.leading.equalToSuperview().offset(16)
          make.width.equalTo(100)
      }
      """, "expect card.frame == (16, 59, 100, 40)\nexpect card.icon.frame == (8, 8, 24, 24)")
    expectClean(loaded)
    #expect(loaded.text.contains("defined CardView"))
  }

  /// GetLaid's `>>` and `addForAutoLayout`, and Subviews' `@Subview` with options and a
  /// configuration closure. box: the root's width, 100 high; header 8 below it.
  @Test func getLaidAndSubviews() throws {
    let loaded = try load(
      """
      final class Header: Superview {
          @Subview(.pinTop(inset: 10), .alignCenterX, {
              $0.text = "Title"
          })
          var title = UILabel()
      }
      let box = view.addForAutoLayout(UIView())
      box >> view.allButBottom
      box.height >> 100
      let header = Header()
      header.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(header)
      header.top >> box.bottom.offset(8)
      header >> view.allButTop
      """, "expect box.frame == (0, 0, 393, 100)\nexpect header.y == 108\nexpect header.title.y == 10")
    expectClean(loaded)
  }

  /// Subviews' `of:` a visual effect view's content view (`\.bar.contentView`): the label
  /// goes into the content view, which fills the bar, so it is centred in the bar's 353 × 120
  /// at (353 − w) / 2 and (120 − 20.3333) / 2 = 49.8333, 50 on the 3× grid.
  @Test func aSubviewOfAContentViewByKeyPath() throws {
    let loaded = try load(
      """
      final class Banner: Superview {
          @Subview([.pinHorizontally(inset: 20), .pinTop(inset: 20), .height(120)])
          var bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))

          @Subview(of: \\.bar.contentView, .alignCenter, { $0.text = "Hello" })
          var caption = UILabel()
      }
      """, "add Banner banner [.pin]\nexpect banner.caption.y == 50\nexpect banner.bar.x == 20",
      file: "Banner.swift")
    expectClean(loaded)
    let json = loaded.session.exportJSON()
    #expect(json.contains("\"parent\": \"banner.bar.contentView\""), "\(json)")
  }

  /// The Visual Format Language through `constraints(withVisualFormat:…)`, whose names are
  /// the dictionary's keys: "H:|-20-[first(==100)]-10-[second]-20-|" gives second
  /// x = 20 + 100 + 10 = 130 and width 393 − 130 − 20 = 243; `alignAllTop` its top.
  @Test func visualFormatWithItsViewsDictionary() throws {
    let loaded = try load(
      """
      let a = UIView(), b = UIView()
      for v in [a, b] {
          v.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(v)
      }
      let metrics = ["gap": 10]
      NSLayoutConstraint.activate(
          NSLayoutConstraint.constraints(
              withVisualFormat: "H:|-20-[first(==100)]-gap-[second]-20-|", options: .alignAllTop,
              metrics: ["gap": 10], views: ["first": a, "second": b])
          + NSLayoutConstraint.constraints(withVisualFormat: "V:|-40-[first(30)]", options: [], metrics: nil, views: ["first": a]))
      b.heightAnchor.constraint(equalToConstant: 10).isActive = true
      """, "expect b.frame == (130, 40, 243, 10)")
    expectClean(loaded)
  }

  /// `loadView() { view = ProfileView() }`: the root is a ProfileView, its code run with
  /// `self` the root: its title is 8 below the safe area's top (59 + 8 = 67), and its
  /// margins are a root view's: 16, not a subview's 8.
  @Test func loadViewReplacesTheRootsView() throws {
    let loaded = try load(
      """
      final class ProfileView: UIView {
          let title = UILabel()
          override init(frame: CGRect) {
              super.init(frame: frame)
              title.text = "Profile"
              title.translatesAutoresizingMaskIntoConstraints = false
              addSubview(title)
              title.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 8).isActive = true
              title.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor).isActive = true
          }
          required init?(coder: NSCoder) { fatalError() }
      }
      final class ProfileViewController: UIViewController {
          override func loadView() { view = ProfileView() }
      }
      """, "expect title.x == 16\nexpect title.y == 67")
    expectClean(loaded)
    #expect(!loaded.text.contains("note:"), "\(loaded.text)")
  }

  /// `load FILE class NAME` with a view class: the class is the screen's view, as `loadView`
  /// would make it, and its parameters take their defaults: the badge is 16 (the root's
  /// margin) from the leading edge and 2 × 12 = 24 wide.
  @Test func aViewClassPickedByNameIsTheScreensView() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "view-class-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Badge.swift").path
    try """
    final class BadgeView: UIView {
        let dot = UIView()
        init(size: CGFloat = 12) {
            super.init(frame: .zero)
            dot.translatesAutoresizingMaskIntoConstraints = false
            addSubview(dot)
            dot.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor).isActive = true
            dot.topAnchor.constraint(equalTo: topAnchor, constant: 100).isActive = true
            dot.widthAnchor.constraint(equalToConstant: 2 * size).isActive = true
            dot.heightAnchor.constraint(equalTo: dot.widthAnchor).isActive = true
        }
        required init?(coder: NSCoder) { fatalError() }
    }
    """.write(toFile: path, atomically: true, encoding: .utf8)
    var printed: [String] = []
    let session = Session(output: { printed.append($0.text) }, errorOutput: { printed.append($0.text) })
    session.run("load \"\(path)\" class BadgeView\nexpect dot.frame == (16, 100, 24, 24)", file: "t.lab")
    #expect(session.outcome.statementErrors == 0 && session.outcome.failedExpectations == 0, "\(printed)")
    #expect(printed.contains { $0.contains("applied BadgeView") }, "\(printed)")
  }

  /// A struct of strings and numbers is a model's type: an instance is a model, and a view
  /// class's text read from a parameter follows it. Changing the model changes the label.
  @Test func aModelStructAndAComponentThatReadsIt() throws {
    let loaded = try load(
      """
      struct Movie {
          var name: String
          var year: String
      }
      final class MovieRow: UIView {
          var movie: Movie { didSet { update() } }
          let title = UILabel()
          init(movie: Movie) {
              self.movie = movie
              super.init(frame: .zero)
              title.translatesAutoresizingMaskIntoConstraints = false
              addSubview(title)
              title.topAnchor.constraint(equalTo: topAnchor).isActive = true
              title.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
              update()
          }
          required init?(coder: NSCoder) { fatalError() }
          private func update() { title.text = movie.name }
      }
      var inception = Movie(name: "Inception", year: "2010")
      let row = MovieRow(movie: inception)
      row.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(row)
      """,
      "expect row.title.text == \"Inception\"\nset inception.name = \"Tenet\"\nexpect row.title.text == \"Tenet\""
    )
    expectClean(loaded)
    #expect(
      loaded.session.history.joined().contains("model inception { name = \"Inception\"; year = \"2010\" }"))
  }

  /// Arithmetic on a model's value is a constant that follows the model: b is 2 × 10 − 4 =
  /// 16 below a (a is 20 high: b.y = 36), then 2 × 20 − 4 = 36 below it (b.y = 56).
  @Test func aConstantFollowsArithmeticOnAModel() throws {
    let loaded = try load(
      """
      struct Style {
          var gap: Double
      }
      final class Pair: UIView {
          let a = UIView()
          let b = UIView()
          init(style: Style) {
              super.init(frame: .zero)
              for v in [a, b] {
                  v.translatesAutoresizingMaskIntoConstraints = false
                  addSubview(v)
                  v.heightAnchor.constraint(equalToConstant: 20).isActive = true
              }
              a.topAnchor.constraint(equalTo: topAnchor).isActive = true
              b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 2 * style.gap - 4).isActive = true
          }
          required init?(coder: NSCoder) { fatalError() }
      }
      var style = Style(gap: 10)
      let pair = Pair(style: style)
      pair.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(pair)
      """, "expect pair.b.y == 36\nset style.gap = 20\nexpect pair.b.y == 56")
    expectClean(loaded)
  }

  // MARK: - What cannot run

  /// Code that cannot run gets a note at its line and column, and the rest still loads.
  @Test func whatCannotRunIsNotedAndTheRestLoads() throws {
    let loaded = try load(
      """
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(box)
      if traitCollection.horizontalSizeClass == .compact { box.isHidden = true }
      for item in items { print(item) }
      let chart = ChartView()
      box.widthAnchor.constraint(equalToConstant: 50).isActive = true
      """, "expect box.width == 50")
    expectClean(loaded)
    #expect(loaded.text.contains("View.swift:4:1: note: LayoutLab does not run `if` statements"))
    #expect(loaded.text.contains("View.swift:5:1: note: a loop over data is skipped"))
    #expect(loaded.text.contains("View.swift:6:13: note: `ChartView` is not a view LayoutLab knows"))
  }

  /// Bad Swift does not stop a load: swift-syntax recovers, and what it could read loads.
  @Test func brokenSwiftStillLoadsWhatItCan() throws {
    let loaded = try load(
      """
      let box = UIView(
      box.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(box)
      """)
    #expect(loaded.text.contains("loaded"))
    // What swift-syntax could not read is said, at its place.
    #expect(
      loaded.text.contains("View.swift:2:54: note: Swift syntax: expected ')' to end function call"),
      "\(loaded.text)")
  }

  /// One `undo` takes a whole load back.
  @Test func oneUndoTakesTheLoadBack() throws {
    let loaded = try load(
      """
      let a = UIView()
      view.addSubview(a)
      let b = UIView()
      view.addSubview(b)
      """, "undo")
    expectClean(loaded)
    #expect(loaded.session.history.isEmpty)
  }
}

/// Swift typed or pasted in the shell (issue 39, item 4): a line the language refuses is read
/// by the Swift front end, with the session's views, and runs as one statement.
@Suite struct SwiftLineTests {
  func run(_ script: String) -> (session: Session, printed: [String], errors: [String]) {
    var printed: [String] = []
    var errors: [String] = []
    let session = Session(output: { printed.append($0.text) }, errorOutput: { errors.append($0.text) })
    session.run(script, file: "shell", keepGoing: true)
    return (session, printed, errors)
  }

  /// An anchor constraint on a view the session made: title.top = 59 + 20 = 79.
  @Test func anAnchorConstraintOnASessionView() {
    let r = run(
      """
      add label title "Hi"
      title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20).isActive = true
      expect title.y == 79
      """)
    #expect(r.errors.isEmpty, "\(r.errors)")
    #expect(r.session.outcome.failedExpectations == 0)
    // The history holds LayoutLab's own statement, so `save` writes a script.
    #expect(r.session.history.last == "title.top == root.safeArea.top + 20")
  }

  /// `NSLayoutConstraint.activate([…])` pasted over several lines is one statement:
  /// x = 16, width 100.
  @Test func activateOverSeveralLines() {
    let r = run(
      """
      add view box
      NSLayoutConstraint.activate([
          box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
          box.widthAnchor.constraint(equalToConstant: 100),
      ])
      expect box.x == 16
      expect box.width == 100
      """)
    #expect(r.errors.isEmpty, "\(r.errors)")
    #expect(r.session.outcome.failedExpectations == 0)
    #expect(r.session.history.count == 2)
  }

  /// Several lines of Swift that make a view run together, and `addArrangedSubview` moves a
  /// view the session already has into a stack.
  @Test func linesThatMakeAViewAndAnArrangedSubview() {
    let r = run(
      """
      add vstack column
      add label title "Hi"
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(box)
      column.addArrangedSubview(title)
      expect title.frame == (0, 0, 16, 20.33)
      """)
    #expect(r.errors.isEmpty, "\(r.errors)")
    #expect(r.session.outcome.failedExpectations == 0)
    #expect(r.session.history.contains("add view box"))
    #expect(r.session.history.contains("move title to column"))
  }

  /// Swift naming a view that does not exist is an error at the name, not the language's
  /// "expected `=`".
  @Test func anUnknownViewIsNamed() {
    let r = run(
      "add label title \"Hi\"\ntitle.topAnchor.constraint(equalTo: titel.bottomAnchor).isActive = true")
    #expect(r.errors.count == 1)
    #expect(
      r.errors.first?.hasPrefix("shell:2:37: error: there is no view named 'titel'") == true, "\(r.errors)")
    #expect(r.session.history == ["add label title \"Hi\""])
  }
}

/// The language's SnapKit and GetLaid statements are read by the Swift front end (issue 39,
/// item 4): the same reader as a Swift file's, in the statement's scope.
@Suite struct SwiftFragmentTests {
  func run(_ script: String) -> (session: Session, errors: [String]) {
    var errors: [String] = []
    let session = Session(output: { _ in }, errorOutput: { errors.append($0.text) })
    session.run(script, file: "shell", keepGoing: true)
    return (session, errors)
  }

  /// A block names its maker `make`: a line starting with `$0` is an error at the line.
  @Test func aLineNotOnTheMakerIsAnError() {
    let r = run("add view stack\nstack.snp.makeConstraints { make in\n $0.left.equalTo(1)\n}")
    #expect(
      r.errors.first?.hasPrefix("shell:3:2: error: a SnapKit line LayoutLab cannot read") == true,
      "\(r.errors)")
    #expect(r.session.history == ["add view stack"])
  }

  /// Inside a component's body, the block's names are the instance's own: the icon is 24 × 24
  /// at (8, 8) in each card.
  @Test func aBlockInAComponentBody() {
    let r = run(
      """
      define Card {
        add view icon
        icon.snp.makeConstraints { make in
          make.top.leading.equalToSuperview().offset(8)
          make.size.equalTo(24)
        }
      }
      add Card first
      add Card second
      expect first.icon.frame == (8, 8, 24, 24)
      expect second.icon.frame == (8, 8, 24, 24)
      """)
    #expect(r.errors.isEmpty, "\(r.errors)")
    #expect(r.session.outcome.failedExpectations == 0)
  }

  /// A GetLaid line after another statement on its line points at its own column:
  /// `box >> nothing` names no view at column 13.
  @Test func aGetLaidErrorPointsAtItsColumn() {
    let r = run("add view box; box >> nothing.top")
    #expect(r.errors.first?.hasPrefix("shell:1:") == true, "\(r.errors)")
  }
}
