import AutoLayout
import TextMetrics

/// `trace`: the hierarchy as `_autolayoutTrace` prints it: `*` for views laid out by Auto
/// Layout, `|   ` per level, and `- AMBIGUOUS LAYOUT for …` naming the engine variables (minX,
/// minY, Width, Height) that are not fixed.
public enum TraceRenderer {
  public static func render(_ engine: LayoutEngine) -> String {
    var lines = ["", "•UIWindow:\(engine.screen.device.name)"]
    var stack: [(ItemID, Int)] = [(engine.root, 0)]
    while let (id, depth) = stack.popLast() {
      let indent =
        depth < TreeRenderer.maximumIndent
        ? String(repeating: "|   ", count: depth + 1) : "… [depth \(depth)] "
      var line = indent + "*" + engine.itemDescription(id)
      let variables = engine.ambiguousVariables(of: id)
      if !variables.isEmpty {
        line +=
          "- AMBIGUOUS LAYOUT for "
          + variables.map { "\(engine.itemDescription(id)).\($0)" }.joined(separator: ", ")
      }
      lines.append(line)
      for child in engine.children(of: id).reversed() { stack.append((child, depth + 1)) }
    }
    let hasAmbiguity = engine.itemsInTreeOrder().contains { !engine.ambiguousAxes(of: $0).isEmpty }
    lines.append("")
    lines.append(
      hasAmbiguity
        ? "Legend: * - is laid out with auto layout; AMBIGUOUS LAYOUT - more than one frame fits"
        : "Legend: * - is laid out with auto layout")
    return lines.joined(separator: "\n")
  }
}
