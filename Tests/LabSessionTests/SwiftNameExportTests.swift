import Foundation
import LabSession
import TestSupport
import Testing
import TextMetrics

/// LayoutLab's names in the Swift exports: a Swift keyword is escaped with backticks, a name
/// the scope already has (the controller's `view`, a UIView property in a class, SnapKit's
/// `make`) takes its kind after it. Whether every such export compiles is
/// `SwiftExportNamePropertyTests`'s; these check what is written.
@Suite struct SwiftNameExportTests {
  /// The export's lines, trimmed, after the script.
  static func export(_ format: String, _ script: String) -> [String] {
    let box = LineBox()
    let session = Session(
      textLayout: { TextLayout(measurer: ApproximateTextMeasurer()) }, output: { _ in },
      errorOutput: { box.lines.append("error: " + $0.text) })
    #expect(session.run("autoprint off\n" + script, file: "layout"))
    session.display.output = {
      box.lines.append(
        contentsOf: $0.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }
    #expect(session.run("export \(format)", file: "export"))
    return box.lines.map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// A button named `continue`: declared, set up, added and constrained escaped.
  @Test func aKeywordNameIsEscaped() {
    let lines = Self.export("swift-anchors", "add button continue \"Continue\"\ncontinue.top == root.top + 8")
    #expect(lines.contains("let `continue` = UIButton(type: .system)"))
    #expect(lines.contains("`continue`.setTitle(\"Continue\", for: .normal)"))
    #expect(lines.contains("view.addSubview(`continue`)"))
    #expect(lines.contains("`continue`.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),"))
  }

  /// In `viewDidLoad`, a label named `view` would hide the controller's view: `viewLabel`.
  @Test func aViewNamedViewIsRenamedInAViewController() {
    let lines = Self.export("swift-anchors", "add label view \"Hi\"\nview.top == root.top")
    #expect(lines.contains("let viewLabel = UILabel()"))
    #expect(lines.contains("view.addSubview(viewLabel)"))
    #expect(lines.contains("viewLabel.topAnchor.constraint(equalTo: view.topAnchor),"))
  }

  /// A table's section prints as `section` but is no Swift type: a view may be called
  /// `section` (it was renamed `sectionView`, found by the Swift round trip of OrderForm).
  @Test func aViewNamedSectionKeepsItsName() {
    let lines = Self.export("swift-class", "define Form() {\n  add vstack section [.pin]\n}\nadd Form() form")
    #expect(lines.contains("let section = UIStackView()"), "\(lines)")
  }

  /// A view named `view` beside one named `viewView`: the rename takes the next free name.
  @Test func aRenameSkipsANameInUse() {
    let lines = Self.export("swift-anchors", "add view view\nadd view viewView")
    #expect(lines.contains("let viewView2 = UIView()"))
    #expect(lines.contains("let viewView = UIView()"))
  }

  /// `frame` is UIView's: a property of the class cannot have it, a local of `viewDidLoad` can.
  @Test func aViewNamedLikeAUIViewPropertyIsRenamedInAClass() {
    let script = "add view frame\nframe.width == 10"
    let inClass = Self.export("swift-class", script)
    #expect(inClass.contains("let frameView = UIView()"))
    #expect(inClass.contains("frameView.widthAnchor.constraint(equalToConstant: 10),"))
    #expect(Self.export("swift-subviews", script).contains("var frameView = UIView()"))
    #expect(Self.export("swift-anchors", script).contains("let frame = UIView()"))
  }

  /// SnapKit's blocks call their maker `make`: a view so named is `makeView`.
  @Test func snapKitRenamesAViewNamedMake() {
    let lines = Self.export("swift-snapkit", "add view make\nmake.width == 10")
    #expect(lines.contains("let makeView = UIView()"))
    #expect(lines.contains("makeView.snp.makeConstraints { make in"))
  }

  /// A label named `imageView` in a table cell: UITableViewCell has an `imageView`.
  @Test func aCellViewNamedLikeACellPropertyIsRenamed() {
    let lines = Self.export(
      "swift-anchors",
      "add table list\nadd cell row to list\nadd label imageView \"Hi\" to row\n"
        + "imageView.top == row.contentView.top")
    #expect(lines.contains("let imageViewLabel = UILabel()"))
    #expect(lines.contains("contentView.addSubview(imageViewLabel)"))
    #expect(lines.contains("imageViewLabel.topAnchor.constraint(equalTo: contentView.topAnchor),"))
  }

  /// The priority closure calls its constraint `c`: a view so named is `cView`.
  @Test func aViewNamedCIsRenamed() {
    let lines = Self.export("swift-anchors", "add view c\nc.width == 10 @750")
    #expect(
      lines.contains(
        "{ let c = cView.widthAnchor.constraint(equalToConstant: 10); "
          + "c.priority = UILayoutPriority(750); return c }(),"
      ))
  }

  /// A component `Card(class)` and a model `default` with a key `in`: the stored properties
  /// and the parameter are escaped where declared and read, the labels of the calls are not
  /// (Swift takes a keyword as an argument label).
  @Test func keywordParametersAndModelsAreEscapedInAClass() {
    let lines = Self.export(
      "swift-class",
      """
      model default { in = "Hi" }
      define Card(class) { add label t $class [.pin] }
      add Card(class: "Hello") first
      add Card(class: $default.in) second
      """)
    #expect(lines.contains("var `in`: String"))
    #expect(lines.contains("var `class`: String { didSet { update() } }"))
    #expect(lines.contains("init(`class`: String) {"))
    #expect(lines.contains("self.`class` = `class`"))
    #expect(lines.contains("t.text = `class`"))
    #expect(lines.contains("var `default` = Default(in: \"Hi\") { didSet { update() } }"))
    #expect(lines.contains("let first = Card(class: \"Hello\")"))
    #expect(lines.contains("second = Card(class: `default`.`in`)"))
    #expect(lines.contains("second.`class` = `default`.`in`"))
  }

  /// A component named `String` would replace Swift's: its class is `StringView`.
  @Test func aComponentNamedLikeASwiftTypeIsRenamed() {
    let lines = Self.export(
      "swift-class", "define String(text) { add label t $text [.pin] }\nadd String(text: \"Hi\") first")
    #expect(lines.contains("final class StringView: UIView {"))
    #expect(lines.contains("let first = StringView(text: \"Hi\")"))
  }

  /// A storyboard button titled "Continue" is imported as `continue` (a good LayoutLab name)
  /// and exported escaped.
  @Test func anImportedContinueButtonIsEscaped() throws {
    let path = NSTemporaryDirectory() + "layoutlab-continue-\(getpid()).xib"
    defer { unlink(path) }
    try """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505"
            targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <objects>
            <view contentMode="scaleToFill" id="Top-vw-001">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO"
                        id="Cnt-bt-001">
                        <rect key="frame" x="0.0" y="0.0" width="80" height="30"/>
                        <state key="normal" title="Continue"/>
                    </button>
                </subviews>
                <constraints>
                    <constraint firstItem="Cnt-bt-001" firstAttribute="top" secondItem="Top-vw-001"
                            secondAttribute="top" id="Cnt-tp-001"/>
                </constraints>
            </view>
        </objects>
    </document>
    """.write(toFile: path, atomically: true, encoding: .utf8)
    let lines = Self.export("swift-anchors", "load \(path)")
    #expect(lines.contains("let `continue` = UIButton(type: .system)"))
    #expect(lines.contains("`continue`.setTitle(\"Continue\", for: .normal)"))
  }
}
