import Foundation
import TestSupport
import Testing

/// Every example exported in every Swift vocabulary LayoutLab writes compiles against the
/// interface modules in `Tests/Fixtures/SwiftInterface`: UIKit, SnapKit, Subviews and GetLaid as
/// their documentation declares them (issue 14). The check goes as far as SIL (`-emit-sil`), so
/// it covers what type-checking alone does not: every stored property set before `super.init`,
/// nothing read before it is set. Snippets meant for `viewDidLoad` are checked inside a view
/// controller; classes as they are. Besides `Examples/`, `Tests/Fixtures/Exports` holds layouts
/// made to reach every construct the exports write.
@Suite struct SwiftExportTypecheckTests {
  /// The interface modules, built once per run into `.build/swift-interface` (UIKit first: the
  /// others import it), where the next run overwrites them rather than leaving a folder behind.
  static let modules: String? = {
    let folder = ShellTerminalTests.repository.path + "/.build/swift-interface"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let sources = ShellTerminalTests.repository.path + "/Tests/Fixtures/SwiftInterface/"
    for module in ["UIKit", "WebKit", "SnapKit", "Subviews", "GetLaid"] {
      let built = ChildProcess.run(
        [
          "swiftc", "-emit-module", "-parse-as-library", "-module-name", module, "-I", folder,
          sources + module + ".swift", "-emit-module-path", folder + "/" + module + ".swiftmodule",
        ], deadline: 120)
      guard built.status == 0 else { return nil }
    }
    return folder
  }()

  /// The vocabulary's module, and whether its export is a snippet for `viewDidLoad`.
  static let vocabularies: [String: (module: String?, snippet: Bool)] = [
    "swift-anchors": (nil, true), "swift-snapkit": ("SnapKit", true), "swift-getlaid": ("GetLaid", true),
    "swift-class": (nil, false), "swift-subviews": ("Subviews", false),
  ]

  /// The export as a file that compiles: the imports, the file-scope part (cell classes), and
  /// a snippet's statements inside `viewDidLoad`.
  static func compilable(_ text: String, module: String?, snippet: Bool) -> String {
    // An export says what it needs imported beyond its vocabulary: `(import … WebKit)`.
    let first = text.prefix { $0 != "\n" }
    let webKit = first.contains("import") && first.contains("WebKit") ? ["import WebKit"] : []
    var lines = ["import UIKit"] + (module.map { ["import \($0)"] } ?? []) + webKit
    guard snippet else { return (lines + [text]).joined(separator: "\n") }
    let marker = "// In a UIViewController's viewDidLoad:"
    let parts = text.components(separatedBy: marker)
    let body = parts.count == 2 ? parts[1] : text
    if parts.count == 2 { lines.append(parts[0]) }
    lines += [
      "final class ExportedViewController: UIViewController {", "    override func viewDidLoad() {",
      "        super.viewDidLoad()",
    ]
    lines += body.components(separatedBy: "\n").map { "        " + $0 }
    lines += ["    }", "}"]
    return lines.joined(separator: "\n")
  }

  @Test(arguments: ["swift-anchors", "swift-snapkit", "swift-getlaid", "swift-class", "swift-subviews"])
  func everyExampleTypeChecks(format: String) throws {
    let binary = try #require(ShellTerminalTests.binary, "layoutlab is not built")
    let modules = try #require(Self.modules, "the interface modules do not build")
    let vocabulary = try #require(Self.vocabularies[format])
    let repository = ShellTerminalTests.repository.path
    let examples = try ["/Examples/", "/Tests/Fixtures/Exports/"].flatMap { folder in
      try FileManager.default.contentsOfDirectory(atPath: repository + folder).filter { $0.hasSuffix(".lab") }
        .sorted()
        .map { folder + $0 }
    }
    #expect(examples.count >= 16)
    let folder = NSTemporaryDirectory() + "layoutlab-swift-\(format)-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for path in examples {
      let example = String(path.split(separator: "/").last ?? "")
      let exported = folder + "/" + example.replacingOccurrences(of: ".lab", with: ".export")
      let run = ChildProcess.run(
        [binary, "--quiet", repository + path, "-c", "export \(format) \(exported)"], deadline: 30)
      #expect(run.status == 0, "\(example): export failed")
      let text = try String(contentsOfFile: exported, encoding: .utf8)
      let source = folder + "/" + example.replacingOccurrences(of: ".lab", with: ".swift")
      try Self.compilable(text, module: vocabulary.module, snippet: vocabulary.snippet)
        .write(toFile: source, atomically: true, encoding: .utf8)
      let checked = Self.compile(source, modules: modules)
      #expect(checked.status == 0, "\(example) in \(format) does not compile:\n\(checked.output)")
    }
  }

  /// Compiled as far as SIL, where definite initialization is checked; nothing is written.
  static func compile(_ source: String, modules: String) -> (status: Int32?, output: String) {
    let run = ChildProcess.run(
      ["swiftc", "-emit-sil", "-o", "/dev/null", "-I", modules, source], deadline: 120)
    return (run.status, run.output)
  }

  /// The check can fail: a snippet that sets a property UIKit does not have is refused.
  @Test func aWrongPropertyIsRefused() throws {
    let modules = try #require(Self.modules, "the interface modules do not build")
    let source = NSTemporaryDirectory() + "layoutlab-swift-wrong-\(getpid()).swift"
    defer { unlink(source) }
    try Self.compilable("let title = UILabel()\ntitle.textSize = 17", module: nil, snippet: true)
      .write(toFile: source, atomically: true, encoding: .utf8)
    #expect(Self.compile(source, modules: modules).status != 0)
  }

  /// A class that reads a stored property before setting it type-checks but is refused: the
  /// check reaches definite initialization (a component's instances are set before
  /// `super.init`, and read models the class has already set).
  @Test func aPropertyReadBeforeItIsSetIsRefused() throws {
    let modules = try #require(Self.modules, "the interface modules do not build")
    let source = NSTemporaryDirectory() + "layoutlab-swift-unset-\(getpid()).swift"
    defer { unlink(source) }
    let text = """
      final class Card: UIView {
          let title: String
          let copy: String
          override init(frame: CGRect) {
              copy = title
              title = "A"
              super.init(frame: frame)
          }
          required init?(coder: NSCoder) { nil }
      }
      """
    try Self.compilable(text, module: nil, snippet: false).write(
      toFile: source, atomically: true, encoding: .utf8)
    #expect(ChildProcess.run(["swiftc", "-typecheck", "-I", modules, source], deadline: 120).status == 0)
    #expect(Self.compile(source, modules: modules).status != 0)
  }
}
