import AutoLayout
import Foundation

/// What `layoutlab --preview` sends the page after each statement, as JSON: the picture as
/// SVG, and each view (tree order) with its depth, frame in root points, ambiguity and the
/// constraints that name it, listed as `constraints NAME` lists them.
public enum PreviewSnapshot {
  struct View: Encodable {
    var name: String
    var kind: String
    var depth: Int
    var frame: [Double]
    var ambiguous: Bool
    var constraints: [String]
  }

  struct Snapshot: Encodable {
    var version: Int
    var width: Double
    var height: Double
    var svg: String
    var views: [View]
  }

  public static func render(
    _ engine: LayoutEngine, version: Int, options: Picture.Options = Picture.Options()
  ) -> String {
    var depth: [ItemID: Int] = [:]
    var constraintsOf: [ItemID: [String]] = [:]
    for id in engine.allConstraints where engine.isActive(id) {
      let c = engine.constraint(id)
      let views = Set(
        ([c.first.item] + (c.second.map { [$0.item] } ?? [])).map { engine.guideOwner(of: $0) ?? $0 })
      for view in views.sorted() {
        constraintsOf[view, default: []].append(ConstraintListRenderer.line(engine, id))
      }
    }
    var views: [View] = []
    for id in engine.itemsInTreeOrder() where engine.isShownView(id) {
      let level = engine.parent(of: id).map { (depth[$0] ?? 0) + 1 } ?? 0
      depth[id] = level
      let f = engine.roundedRootFrame(of: id)
      views.append(
        View(
          name: engine.name(of: id), kind: engine.className(of: id), depth: level,
          frame: [f.x, f.y, f.width, f.height],
          ambiguous: !engine.ambiguousAxes(of: id).isEmpty, constraints: constraintsOf[id] ?? []))
    }
    let picture = Picture(engine, options: options)
    let snapshot = Snapshot(
      version: version, width: picture.width, height: picture.height, svg: SVGRenderer.render(picture),
      views: views)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    return (try? encoder.encode(snapshot)).flatMap { String(data: $0, encoding: .utf8) } ?? #"{"version":0}"#
  }
}
