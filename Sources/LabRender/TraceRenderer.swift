import TextMetrics
import AutoLayout

/// `trace`: the hierarchy as `_autolayoutTrace` prints it: `*` for views laid out by Auto
/// Layout, `|   ` per level, and `- AMBIGUOUS LAYOUT for …` naming the engine variables (minX,
/// minY, Width, Height) that are not fixed.
public enum TraceRenderer {
  public static func render(_ engine: LayoutEngine) -> String {
    var lines = ["", "•UIWindow:\(engine.screen.device.name)"]
    var stack: [(ItemID, Int)] = [(engine.root, 0)]
    while let (id, depth) = stack.popLast() {
      let indent = depth < TreeRenderer.maximumIndent
        ? String(repeating: "|   ", count: depth + 1) : "… [depth \(depth)] "
      var line = indent + "*" + engine.itemDescription(id)
      let variables = engine.ambiguousVariables(of: id)
      if !variables.isEmpty {
        line += "- AMBIGUOUS LAYOUT for " + variables.map { "\(engine.itemDescription(id)).\($0)" }.joined(separator: ", ")
      }
      lines.append(line)
      for child in engine.children(of: id).reversed() { stack.append((child, depth + 1)) }
    }
    let hasAmbiguity = engine.itemsInTreeOrder().contains { !engine.ambiguousAxes(of: $0).isEmpty }
    lines.append("")
    lines.append(hasAmbiguity ? "Legend: * - is laid out with auto layout; AMBIGUOUS LAYOUT - more than one frame fits" : "Legend: * - is laid out with auto layout")
    return lines.joined(separator: "\n")
  }
}

/// `describe NAME`: every property of a view, its intrinsic size and priorities.
public enum DescribeRenderer {
  public static func render(_ engine: LayoutEngine, _ id: ItemID) -> String {
    let kind = engine.kind(of: id)
    var lines = ["\(engine.name(of: id))  \(kind.uikitClass) (\(kind.rawValue))"]
    lines.append("  frame \(engine.frame(of: id))  root \(engine.roundedRootFrame(of: id))")
    if kind.hasText {
      lines.append("  text '\(engine.text(of: id))'  font \(engine.font(of: id))  lines \(engine.lines(of: id))")
    }
    let intrinsic = engine.intrinsicSize(of: id)
    let w = intrinsic.width.map { $0.compact } ?? "none"
    let h = intrinsic.height.map { $0.compact } ?? "none"
    lines.append("  intrinsic \(w) x \(h)")
    let hug = engine.hugging(of: id)
    let cr = engine.compressionResistance(of: id)
    lines.append("  hugging h \(hug.horizontal.compact) v \(hug.vertical.compact)  compression h \(cr.horizontal.compact) v \(cr.vertical.compact)")
    lines.append("  margins \(engine.margins(of: id))")
    if engine.isHidden(id) { lines.append("  hidden") }
    let axes = engine.ambiguousAxes(of: id)
    lines.append(axes.isEmpty ? "  not ambiguous" : "  ambiguous: " + axes.map(\.rawValue).joined(separator: ", "))
    return lines.joined(separator: "\n")
  }
}
