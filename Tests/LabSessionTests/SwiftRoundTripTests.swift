import Foundation
import LabSession
import TestSupport
import Testing

/// Issue 39's test bed: a layout exported in a Swift vocabulary and loaded back lands on the
/// same frames, the same ambiguity and the same number of broken constraints (`export json`
/// compared). Run on every example and export fixture, and on random layouts.
@Suite struct SwiftRoundTripTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static let vocabularies = [
    "swift-anchors", "swift-snapkit", "swift-getlaid", "swift-subviews", "swift-class",
  ]

  static let scripts: [String] = ["Examples", "Tests/Fixtures/Exports"].flatMap { folder in
    ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? [])
      .filter { $0.hasSuffix(".lab") }.sorted().map { folder + "/" + $0 }
  }

  /// What does not come back yet, and why. Each is checked to still differ (a known issue),
  /// so that a fix shows up as a test to update.
  static let knownGaps: [String: String] = [:]

  struct Case: CustomTestStringConvertible, Sendable {
    var script: String
    var vocabulary: String
    var testDescription: String { "\(script) \(vocabulary)" }
    var name: String { URL(fileURLWithPath: script).deletingPathExtension().lastPathComponent }
    var gap: String? {
      SwiftRoundTripTests.knownGaps["\(name) \(vocabulary)"] ?? SwiftRoundTripTests.knownGaps[name]
    }
  }

  static let cases = scripts.flatMap { script in vocabularies.map { Case(script: script, vocabulary: $0) } }

  @Test(arguments: cases)
  func anExportLoadsBackToTheSameLayout(_ c: Case) throws {
    let source = try String(contentsOf: Self.root.appendingPathComponent(c.script), encoding: .utf8)
    let difference = try Self.roundTrip(source, vocabulary: c.vocabulary, file: c.script)
    if let gap = c.gap {
      withKnownIssue(Comment(rawValue: gap)) { #expect(difference == nil) }
    } else {
      #expect(difference == nil, "\(c.testDescription): \(difference ?? "")")
    }
  }

  /// Random layouts: views, labels and stacks with constraints of every relation, some
  /// optional, exported in the vocabularies that write every constraint (anchors, SnapKit,
  /// GetLaid). The seed is the argument.
  @Test(arguments: 0..<12)
  func randomLayoutsLoadBack(seed: Int) throws {
    var rng = SeededRandom(seed: UInt64(39_000 + seed))
    let script = Self.randomLayout(&rng)
    for vocabulary in ["swift-anchors", "swift-snapkit", "swift-getlaid"] {
      let difference = try Self.roundTrip(script, vocabulary: vocabulary, file: "random")
      #expect(difference == nil, "seed \(39_000 + seed) \(vocabulary): \(difference ?? "")\n\(script)")
    }
  }

  /// Views placed on both axes against their superview or an earlier sibling (so most
  /// layouts are determined), then optional constraints of every relation.
  static func randomLayout(_ rng: inout SeededRandom) -> String {
    var lines: [String] = []
    var names: [String] = []
    var parents: [String: String] = [:]
    for i in 0..<Int.random(in: 2...6, using: &rng) {
      let name = "v\(i)"
      let containers = names.filter { !$0.hasPrefix("l") }
      let parent =
        containers.isEmpty || Bool.random(using: &rng) ? "root" : containers.randomElement(using: &rng)!
      let to = parent == "root" ? "" : " to \(parent)"
      if Int.random(in: 0..<3, using: &rng) == 0 {
        let label = "l\(i)"
        lines.append("add label \(label) \"\(["Hi", "Hello there", "登录"].randomElement(using: &rng)!)\"\(to)")
        names.append(label)
        parents[label] = parent
      } else {
        lines.append("add view \(name)\(to)")
        names.append(name)
        parents[name] = parent
      }
      let view = names.last!
      let siblings = names.dropLast().filter { parents[$0] == parent }
      let anchor = siblings.last.map { "\($0).bottom" } ?? "\(parent).top"
      lines.append("\(view).top == \(anchor) + \(Int.random(in: 0...20, using: &rng))")
      lines.append("\(view).leading == \(parent).leading + \(Int.random(in: 0...30, using: &rng))")
      if !view.hasPrefix("l") {
        lines.append("\(view).width == \(Int.random(in: 20...200, using: &rng))")
        lines.append("\(view).height == \(Int.random(in: 10...80, using: &rng))")
      }
    }
    let attributes = ["top", "leading", "trailing", "bottom", "width", "height", "centerX", "centerY"]
    for _ in 0..<Int.random(in: 1...4, using: &rng) {
      let a = names.randomElement(using: &rng)!
      let attribute = attributes.randomElement(using: &rng)!
      let relation = ["==", ">=", "<="].randomElement(using: &rng)!
      let constant = Int.random(in: -20...60, using: &rng)
      // Optional: which of two required constraints UIKit breaks depends on the order they
      // were added, which an export need not keep.
      let priority = " @\([250, 750, 999].randomElement(using: &rng)!)"
      let b = [parents[a]!, names.randomElement(using: &rng)!].randomElement(using: &rng)!
      let sign = constant < 0 ? "-" : "+"
      lines.append("\(a).\(attribute) \(relation) \(b).\(attribute) \(sign) \(abs(constant))\(priority)")
    }
    return lines.joined(separator: "\n")
  }

  /// nil when the export loads back to the same layout; otherwise what differs.
  static func roundTrip(_ source: String, vocabulary: String, file: String) throws -> String? {
    let original = Session(output: { _ in }, errorOutput: { _ in })
    original.run(source, file: file, keepGoing: true)
    var exported: [String] = []
    let exporter = Session(output: { exported.append($0.text) }, errorOutput: { _ in })
    exporter.run(original.history.joined(separator: "\n"), file: file, keepGoing: true)
    exported.removeAll()
    exporter.display.autoprint = .off
    exporter.run("export \(vocabulary)", file: file)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "round-trip-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Layout.swift").path
    try exported.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    var errors: [String] = []
    let loaded = Session(output: { _ in }, errorOutput: { errors.append($0.text) })
    // The screen is the script's; a view class is the screen's view, as `loadView` makes it.
    let screen = original.history.filter { $0.hasPrefix("device ") || $0.hasPrefix("set root.size") }
    // The class, or the controller an export adds when the root's margins are its to set.
    let isClass = vocabulary == "swift-class" || vocabulary == "swift-subviews"
    let picked =
      exported.contains { $0.contains("class LayoutViewController") } ? "LayoutViewController" : "LayoutView"
    let load = (screen + ["load \"\(path)\"" + (isClass ? " class \(picked)" : "")]).joined(separator: "\n")
    loaded.run(load, file: "round-trip", keepGoing: true)
    // Notes are fine; an error means the export wrote something its own reader refuses.
    let refused = errors.filter { $0.contains("error:") }
    if !refused.isEmpty { return "the export loads with errors: \(refused.joined(separator: "\n"))" }
    return difference(
      try normalized(original.exportJSON(), instance: nil), try normalized(loaded.exportJSON(), instance: nil)
    )
  }

  struct Layout: Equatable {
    var root: String
    var views: [String: String]
    var broken: Int
  }

  /// The layout as it can come back: Swift has one class (UIView) for LayoutLab's spacers,
  /// child view controllers' views and widgets, and writes a component's inner view
  /// `card.title` as `cardTitle`; a view class's instance stands for the root. UIKit's
  /// sections have no names (they are numbered in their table), and a cell class's views are
  /// its properties (`airplane.title` is the cell's `title`).
  static func normalized(_ json: String, instance: String?) throws -> Layout {
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] ?? [:]
    let views = object["views"] as? [[String: Any]] ?? []
    var byName: [String: String] = [:]
    var sectionNames: [String: String] = [:]
    var sectionsPerTable: [String: Int] = [:]
    var cells: Set<String> = []
    func local(_ name: String) -> String {
      guard let instance, name.hasPrefix(instance + ".") else { return name }
      return String(name.dropFirst(instance.count + 1))
    }
    for view in views {
      guard let full = view["name"] as? String, let fullParent = view["parent"] as? String else { continue }
      let (name, parent) = (local(full), local(fullParent))
      switch view["kind"] as? String {
      case "headerfooter":
        // A section is seen through its header and footer, `about.footer`.
        let section = String(name.prefix { $0 != "." })
        guard sectionNames[section] == nil else { break }
        sectionsPerTable[parent, default: 0] += 1
        sectionNames[section] = "\(parent)Section\(sectionsPerTable[parent]!)"
      case "cell", "collectioncell": cells.insert(name)
      default: break
      }
    }
    func flat(_ name: String) -> String {
      if name == instance { return "root" }
      var name = local(name)
      let head = String(name.prefix { $0 != "." })
      if let section = sectionNames[head] { name = section + name.dropFirst(head.count) }
      if cells.contains(head), name != head, !name.hasSuffix(".contentView") {
        name = String(name.dropFirst(head.count + 1))
      }
      var out = ""
      var upper = false
      for c in name {
        if c == "." {
          upper = true
        } else {
          out += upper ? c.uppercased() : String(c)
          upper = false
        }
      }
      return out
    }
    let plain: Set<String> = [
      "spacer", "vc", "widget", "labelwidget", "imagewidget", "buttonwidget", "textfieldwidget",
    ]
    for view in views {
      guard let name = view["name"] as? String, name != instance else { continue }
      let kind = view["kind"] as? String ?? ""
      let parent = (view["parent"] as? String).map(flat) ?? "-"
      let ambiguous = (view["ambiguous"] as? [String] ?? []).joined(separator: ",")
      // An ambiguous view's frame is one of many the solver could pick: only the
      // ambiguity itself is compared.
      let frame =
        ambiguous.isEmpty
        ? (view["frame"] as? [Double] ?? []).map { String(format: "%.2f", $0) }.joined(separator: " ") : "?"
      let text = view["text"] as? String ?? ""
      byName[flat(name)] =
        "\(plain.contains(kind) ? "view" : kind) in \(parent) (\(frame)) \(ambiguous) '\(text)'"
    }
    let constraints = object["constraints"] as? [[String: Any]] ?? []
    let broken = constraints.filter { ($0["broken"] as? Bool) == true }.count
    let root = try JSONSerialization.data(withJSONObject: object["root"] ?? [:], options: .sortedKeys)
    return Layout(root: String(decoding: root, as: UTF8.self), views: byName, broken: broken)
  }

  static func difference(_ a: Layout, _ b: Layout) -> String? {
    guard a != b else { return nil }
    var lines: [String] = []
    if a.root != b.root { lines.append("root \(a.root) -> \(b.root)") }
    for name in Set(a.views.keys).union(b.views.keys).sorted() where a.views[name] != b.views[name] {
      lines.append("\(name): \(a.views[name] ?? "missing") -> \(b.views[name] ?? "missing")")
    }
    if a.broken != b.broken { lines.append("broken \(a.broken) -> \(b.broken)") }
    return lines.prefix(6).joined(separator: "\n")
  }
}
