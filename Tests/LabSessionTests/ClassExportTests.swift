import LabSession
import TestSupport
import Testing
import TextMetrics

/// `export swift-class` with components and models (issue 14): each component is a class of
/// its own whose parameters are stored properties, each model a struct the root class stores,
/// and what reads them is set again by `update()`. Whether the result compiles is
/// `SwiftExportTypecheckTests`'s; these check what is written.
@Suite struct ClassExportTests {
  static func export(_ script: String) -> [String] {
    let box = LineBox()
    let session = Session(
      textLayout: { TextLayout(measurer: ApproximateTextMeasurer()) }, output: { _ in },
      errorOutput: { box.lines.append("error: " + $0.text) })
    #expect(session.run("autoprint off\n" + script, file: "layout"))
    session.display.output = {
      box.lines.append(
        contentsOf: $0.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }
    #expect(session.run("export swift-class", file: "export"))
    return box.lines.map { $0.trimmingCharacters(in: .whitespaces) }
  }

  static let infoView = """
    define InfoView(title, text) {
      add vstack s [.pin]
      add label t $title to s
      add label body $text to s
    }
    """

  /// Two instances given literals: one class `InfoView` with the parameters as stored
  /// properties its labels read, and the instances made with their arguments.
  @Test func aComponentBecomesAClass() {
    let lines = Self.export(
      Self.infoView + """

        add InfoView(title: "Director:", text: "Nolan") director
        add InfoView(title: "Genre:", text: "Action") genre
        """)
    #expect(lines.contains("final class InfoView: UIView {"))
    #expect(lines.contains("var title: String { didSet { update() } }"))
    #expect(lines.contains("init(title: String, text: String) {"))
    #expect(lines.contains("t.text = title"))
    #expect(lines.contains("body.text = text"))
    #expect(lines.contains("let director = InfoView(title: \"Director:\", text: \"Nolan\")"))
    #expect(lines.contains("let genre = InfoView(title: \"Genre:\", text: \"Action\")"))
    // The instance's views are the class's: none is written out at the top level.
    #expect(!lines.contains { $0.hasPrefix("let directorT") })
  }

  /// Models passed whole to the same parameter share one struct, named after it; the root
  /// class stores the models and hands each instance its model again when one changes.
  @Test func modelsBecomeAStructTheRootStores() {
    let lines = Self.export(
      """
      model inception { name = "Inception"; year = 2010 }
      model tenet { name = "Tenet"; year = 2020 }
      define Row(movie) {
        add label name $movie.name [.pin]
      }
      add vstack list [.pin]
      add Row(movie: inception) first to list
      add Row(movie: tenet) second to list
      """)
    #expect(lines.contains("struct Movie {"))
    #expect(lines.contains("var year: CGFloat"))
    #expect(lines.contains("var inception = Movie(name: \"Inception\", year: 2010) { didSet { update() } }"))
    #expect(lines.contains("first = Row(movie: inception)"))
    #expect(lines.contains("let first: Row"))
    #expect(lines.contains("second.movie = tenet"))
    #expect(lines.contains("name.text = movie.name"))
  }

  /// `poster.top == name.bottom + $m.gap` at the top level: the constraint is kept in a
  /// property, made with the model's value, and its constant set again by update().
  @Test func aBoundConstantIsKeptAndUpdated() {
    let lines = Self.export(
      """
      model m { gap = 12 }
      add label name "A"
      add view poster { intrinsic = 10x10 }
      name.top == root.top
      name.leading == root.leading
      poster.top == name.bottom + $m.gap
      poster.leading == root.trailing - $m.gap
      """)
    #expect(lines.contains("private var posterTopConstraint: NSLayoutConstraint!"))
    #expect(
      lines.contains(
        "posterTopConstraint = poster.topAnchor.constraint(equalTo: name.bottomAnchor, constant: m.gap)"))
    #expect(lines.contains("posterTopConstraint.constant = m.gap"))
    // Written with a minus: the constant is the model's value negated.
    #expect(lines.contains("posterLeadingConstraint.constant = -m.gap"))
    #expect(lines.contains("var m = M(gap: 12) { didSet { update() } }"))
  }

  /// An instance whose text was set from outside no longer reads as its component: it is
  /// written out in full, with a note, and the other instance still uses the class.
  @Test func anInstanceChangedFromOutsideIsWrittenOutInFull() {
    let lines = Self.export(
      Self.infoView + """

        add InfoView(title: "Director:", text: "Nolan") director
        add InfoView(title: "Genre:", text: "Action") genre
        set genre.body.text = "Spy thriller"
        """)
    #expect(
      lines.contains("// `genre` (InfoView) was changed after it was made, so it is written out in full."))
    #expect(lines.contains("let director = InfoView(title: \"Director:\", text: \"Nolan\")"))
    #expect(lines.contains("let genre = UIView()"))
    #expect(lines.contains("genreBody.text = \"Spy thriller\""))
  }

  /// A parameter given a string in one instance and a number in another has no one Swift
  /// type: the component is written out in full in each instance, and the note says why.
  @Test func aParameterOfTwoTypesKeepsTheComponentOut() {
    let lines = Self.export(
      """
      define Badge(value) { add label v "x" [.pin] }
      add Badge(value: "new") a
      add Badge(value: 3) b
      """)
    #expect(!lines.contains("final class Badge: UIView {"))
    #expect(
      lines.contains(
        "// Badge is written out in full in `a`: "
          + "its parameter `value` is given values of different types (CGFloat, String)."
      ))
    #expect(lines.contains("aV.text = \"x\""))
    #expect(lines.contains("let b = UIView()"))
  }

  /// A parameter named like one of the component's views is stored as `titleValue`, and init
  /// takes it under that name so that `title` stays the label.
  @Test func aParameterNamedLikeAViewIsRenamed() {
    let lines = Self.export(
      """
      define Card(title) { add label title $title [.pin] }
      add Card(title: "Hi") card
      """)
    #expect(lines.contains("var titleValue: String { didSet { update() } }"))
    #expect(lines.contains("init(title titleValue: String) {"))
    #expect(lines.contains("title.text = titleValue"))
  }

  /// An instance inside another's body passes the outer parameter on (`text: $movie.director`):
  /// the outer class makes it before `super.init` and hands the value on in update().
  @Test func anInnerInstanceReadsTheOuterParameter() {
    let lines = Self.export(
      Self.infoView + """

        model m { director = "Nolan" }
        define Row(movie) {
          add InfoView(title: "Director:", text: $movie.director) director [.pin]
        }
        add Row(movie: m) row
        """)
    #expect(lines.contains("director = InfoView(title: \"Director:\", text: movie.director)"))
    #expect(lines.contains("director.text = movie.director"))
    #expect(lines.contains("let director: InfoView"))
  }
}
