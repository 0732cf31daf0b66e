import AutoLayout
import Foundation
import LabRender
import Testing

/// `export json` through Codable: the documented key order (LANGUAGE.md §9) pinned, and the
/// text read back by `JSONDecoder` equal to what was written.
@Suite struct JSONExportTests {
  func layout() throws -> LayoutEngine {
    let engine = LayoutEngine()
    let label = try engine.addView(.label, named: "title")
    engine.setText(label, "Say \"hi\" \\ to\nthe \u{1}world/")
    try engine.addConstraint(
      LayoutConstraint(Anchor(label, .left), .equal, Anchor(engine.root, .left), constant: 20))
    try engine.addConstraint(
      LayoutConstraint(Anchor(label, .top), .equal, Anchor(engine.root, .top), constant: 100.5))
    engine.layout()
    return engine
  }

  /// The keys of each object, in the order written.
  func keys(in line: Substring) -> [String] {
    line.matches(of: #/"([A-Za-z]+)": /#).map { String($0.output.1) }
  }

  @Test func keysKeepTheDocumentedOrder() throws {
    let text = JSONRenderer.render(try layout())
    let lines = text.split(separator: "\n")
    #expect(
      keys(in: lines[0] + lines[1]) == [
        "root", "device", "orientation", "size", "scale", "safeArea", "direction",
      ])
    let title = try #require(lines.first { $0.contains(#""name": "title""#) })
    #expect(keys(in: title) == ["name", "kind", "parent", "frame", "rootFrame", "ambiguous", "text"])
    let constraint = try #require(lines.first { $0.contains(#""id": "c1""#) })
    #expect(keys(in: constraint) == ["id", "name", "text", "priority", "active", "broken", "origin"])
    // The root has no parent: null, not left out.
    #expect(text.contains(#"{"name": "root", "kind": "root", "parent": null,"#))
  }

  /// Quotes, backslashes, a newline, a control character and a slash survive the trip.
  @Test func whatIsWrittenReadsBack() throws {
    let engine = try layout()
    let decoded = try JSONDecoder().decode(ExportedLayout.self, from: Data(JSONRenderer.render(engine).utf8))
    #expect(decoded == ExportedLayout(engine))
    #expect(decoded.views.first { $0.name == "title" }?.text == "Say \"hi\" \\ to\nthe \u{1}world/")
    // Root frames are pixel-rounded as `tree` prints them: 100.5 is 100.667 on the 3x grid.
    #expect(decoded.views.first { $0.name == "title" }?.rootFrame.prefix(2) == [20, 100.667])
  }
}
