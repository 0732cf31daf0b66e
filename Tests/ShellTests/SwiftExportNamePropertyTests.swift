import Foundation
import TestSupport
import Testing

/// Any name LayoutLab accepts gives Swift that compiles, in every vocabulary: random small
/// layouts whose views, guides, cells, components, parameters, models and keys are named from
/// Swift's keywords (`class`, `continue`, `Type`) and from names the exports already use
/// (`view`, `frame`, `make`, `c`, `contentView`, `UILabel`) are exported and compiled against
/// the interface modules, as `SwiftExportTypecheckTests` compiles the examples. The layouts of a
/// run go to swiftc together, one compilation per vocabulary, each layout's export inside an
/// `enum` of its own so that their classes do not clash. The seed is printed.
@Suite struct SwiftExportNamePropertyTests {
  /// The keywords of The Swift Programming Language ("Lexical Structure"), contextual ones too,
  /// without the three LayoutLab refuses as names (`as`, `import`, `self`).
  static let swiftKeywords = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
    "init",
    "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup", "protocol",
    "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
    "default", "defer",
    "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
    "while", "Any",
    "await", "false", "is", "nil", "Self", "super", "throws", "true", "try", "_", "associativity", "async",
    "convenience",
    "didSet", "dynamic", "final", "get", "indirect", "infix", "lazy", "left", "mutating", "none",
    "nonmutating", "optional",
    "override", "package", "postfix", "precedence", "prefix", "Protocol", "required", "right", "some", "Type",
    "unowned",
    "weak", "willSet",
  ]

  /// Names the exports or UIKit use where the views are declared: the controller's `view`,
  /// UIView's and a cell's properties, SnapKit's `make`, the priority closure's `c`, the
  /// intrinsic-size loop's variables, the types the exports name, and the names renaming makes.
  static let takenNames = [
    "view", "title", "frame", "bounds", "layer", "window", "center", "tag", "description", "next", "update",
    "make", "c",
    "constraint", "priority", "contentView", "imageView", "textLabel", "style", "reuseIdentifier",
    "fatalError", "String",
    "UILabel", "NSLayoutConstraint", "CGRect", "LayoutView", "viewView", "frameView", "cView", "topAnchor",
    "header", "box",
  ]

  static let names = swiftKeywords + takenNames
  /// Component names: types Swift or the exports have, and keywords a type cannot take.
  static let componentNames = [
    "Card", "String", "Type", "Self", "Any", "Protocol", "LayoutView", "Int", "Float",
  ]

  /// One random layout as a script.
  static func randomLayout(_ random: inout SeededRandom) -> String {
    var pool = names.shuffled(using: &random)
    func fresh() -> String { pool.removeLast() }
    var lines: [String] = []
    // The items constraints may join (outside cells), with their parents' containers.
    var items: [String] = ["root"]
    var containers: [(name: String, isStack: Bool)] = [("root", false)]
    var model: (name: String, text: String, number: String)? = nil
    if Bool.random(using: &random) {
      // (`$m._` does not lex: a key read by `$` starts with a letter.)
      pool.removeAll { $0 == "_" }
      model = (fresh(), fresh(), fresh())
      lines.append("model \(model!.name) { \(model!.text) = \"Text\"; \(model!.number) = 8 }")
    }
    if Bool.random(using: &random) {
      let component = componentNames.randomElement(using: &random)!
      pool.removeAll { $0 == component }
      let (parameter, inner) = (fresh(), fresh())
      lines.append("define \(component)(\(parameter)) { add label \(inner) $\(parameter) [.pin] }")
      let first = fresh()
      lines.append("add \(component)(\(parameter): \"Hello\") \(first)")
      items.append(first)
      if let model {
        let second = fresh()
        lines.append("add \(component)(\(parameter): $\(model.name).\(model.text)) \(second)")
        items.append(second)
      }
    }
    for _ in 0..<Int.random(in: 3...6, using: &random) {
      let name = fresh()
      let parent = containers.randomElement(using: &random)!
      let to = parent.name == "root" ? "" : " to \(parent.name)"
      var kind = [
        "view", "label", "button", "image", "switch", "hstack", "vstack", "guide", "scroll", "table",
      ].randomElement(using: &random)!
      // A stack arranges views: a table's cells and a guide go elsewhere.
      if parent.isStack && ["table", "guide"].contains(kind) { kind = "view" }
      switch kind {
      case "table":
        let (cell, inside) = (fresh(), fresh())
        lines += [
          "add table \(name)\(to)", "add cell \(cell) to \(name)", "add label \(inside) \"Row\" to \(cell)",
          "\(inside).leading == \(cell).contentView.leadingMargin",
          "\(inside).centerY == \(cell).contentView.centerY",
        ]
      case "label", "button":
        lines.append("add \(Bool.random(using: &random) ? "label" : "button") \(name) \"Text\"\(to)")
      case "hstack", "vstack":
        lines.append("add \(Bool.random(using: &random) ? "hstack" : "vstack") \(name)\(to) { spacing = 4 }")
        containers.append((name, true))
      case "guide":
        lines.append("add guide \(name)\(to)")
      default:
        let intrinsic = Int.random(in: 0..<4, using: &random) == 0 ? " { intrinsic = 40x20 }" : ""
        lines.append("add \(kind) \(name)\(to)\(intrinsic)")
        if kind == "view" { containers.append((name, false)) }
      }
      items.append(name)
    }
    // Attributes that may be related (leading and trailing never pair with left and right).
    let axes = [
      ["leading", "trailing", "centerX"], ["left", "right"], ["top", "bottom", "centerY"],
      ["width", "height"],
    ]
    for _ in 0..<Int.random(in: 2...5, using: &random) {
      let first = items.dropFirst().randomElement(using: &random)!
      let second = items.filter { $0 != first }.randomElement(using: &random)!
      let axis = axes.randomElement(using: &random)!
      let firstAttribute = axis.randomElement(using: &random)!
      let relation = ["==", ">=", "<="].randomElement(using: &random)!
      var line = "\(first).\(firstAttribute) \(relation) "
      line += "\(second).\(axis.randomElement(using: &random)!)"
      if axis == ["width", "height"] && Bool.random(using: &random) { line += " * 0.5" }
      if let model, Int.random(in: 0..<3, using: &random) == 0 {
        line += " + $\(model.name).\(model.number)"
      } else {
        line += " + \(Int.random(in: 0...20, using: &random))"
      }
      if Int.random(in: 0..<3, using: &random) == 0 { line += " @750" }
      lines.append(line)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A child's status and its output with its errors (ChildProcess keeps only the output,
  /// where swiftc and layoutlab write their errors to the other stream).
  static func run(_ arguments: [String], deadline: Double) -> ChildProcess.Result {
    ChildProcess.run(["/bin/sh", "-c", "exec \"$0\" \"$@\" 2>&1"] + arguments, deadline: deadline)
  }

  @Test func exportsOfKeywordAndTakenNamesCompile() throws {
    let binary = try #require(ShellTerminalTests.binary, "layoutlab is not built")
    let modules = try #require(SwiftExportTypecheckTests.modules, "the interface modules do not build")
    let seed: UInt64 = 11_011
    print("SwiftExportNamePropertyTests seed \(seed)")
    var random = SeededRandom(seed: seed)
    let folder = NSTemporaryDirectory() + "layoutlab-names-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let formats = SwiftExportTypecheckTests.vocabularies.keys.sorted()
    let count = 40
    for i in 0..<count {
      let script = folder + "/layout\(i).lab"
      try Self.randomLayout(&random).write(toFile: script, atomically: true, encoding: .utf8)
      let exports = formats.map { "export \($0) \(folder)/layout\(i).\($0)" }.joined(separator: "; ")
      let run = Self.run([binary, "--quiet", script, "-c", exports], deadline: 30)
      let text = (try? String(contentsOfFile: script, encoding: .utf8)) ?? ""
      #expect(run.status == 0, "layout \(i) did not run:\n\(text)\n\(run.output)")
    }
    for format in formats {
      let vocabulary = try #require(SwiftExportTypecheckTests.vocabularies[format])
      var sources: [String] = []
      for i in 0..<count {
        guard let text = try? String(contentsOfFile: "\(folder)/layout\(i).\(format)", encoding: .utf8) else {
          continue
        }
        let file = SwiftExportTypecheckTests.compilable(
          text, module: vocabulary.module, snippet: vocabulary.snippet)
        // The imports stay at file scope; the rest goes into an enum of the layout's own.
        let lines = file.components(separatedBy: "\n")
        let imports = lines.filter { $0.hasPrefix("import ") }
        let body = lines.filter { !$0.hasPrefix("import ") }
        let source = "\(folder)/layout\(i)-\(format).swift"
        try (imports + ["enum Layout\(i) {"] + body + ["}"]).joined(separator: "\n")
          .write(toFile: source, atomically: true, encoding: .utf8)
        sources.append(source)
      }
      #expect(sources.count == count)
      let checked = Self.run(
        ["swiftc", "-emit-sil", "-wmo", "-module-name", "Exports", "-o", "/dev/null", "-I", modules]
          + sources, deadline: 240)
      let layouts = "seed \(seed); the layouts are in the messages' file names"
      #expect(checked.status == 0, "\(format) does not compile (\(layouts)):\n\(checked.output)")
      // Nor is a label escaped that needs no escaping (swiftc warns).
      #expect(!checked.output.contains("does not need to be escaped"), "\(format):\n\(checked.output)")
      if checked.status != 0 {
        // The scripts of the layouts the messages name, to replay them.
        for i in 0..<count where checked.output.contains("layout\(i)-") {
          print(
            "layout\(i).lab:\n"
              + ((try? String(contentsOfFile: "\(folder)/layout\(i).lab", encoding: .utf8)) ?? ""))
        }
      }
    }
  }
}
