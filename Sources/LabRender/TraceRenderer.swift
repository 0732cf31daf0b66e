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
    var lines = ["\(engine.name(of: id))  \(engine.className(of: id)) (\(kind.rawValue))"]
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
    if kind == .stack { lines += stackLines(engine, id) }
    if engine.isHidden(id) { lines.append("  hidden") }
    let axes = engine.ambiguousAxes(of: id)
    lines.append(axes.isEmpty ? "  not ambiguous" : "  ambiguous: " + axes.map(\.rawValue).joined(separator: ", "))
    return lines.joined(separator: "\n")
  }

  /// A stack's arrangement as UIStackView's `description` ends (`axis=vert
  /// distribution=fillEqually alignment=center layoutMarginsRelative`), then its spacing and
  /// arranged views.
  static func stackLines(_ engine: LayoutEngine, _ id: ItemID) -> [String] {
    let s = engine.stackConfiguration(of: id)
    let horizontal = s.axis == .horizontal
    let alignment: String =
      switch s.alignment {
      case .leading, .top: horizontal ? "top" : "leading"
      case .trailing, .bottom: horizontal ? "bottom" : "trailing"
      default: s.alignment.rawValue
      }
    let arranged = engine.arrangedSubviews(of: id)
    var line = "  axis=\(horizontal ? "horiz" : "vert") distribution=\(s.distribution.rawValue) alignment=\(alignment)"
    if s.isBaselineRelative && !horizontal { line += " baselineRelative" }
    if s.isLayoutMarginsRelative { line += " layoutMarginsRelative" }
    if arranged.isEmpty { line += " NO ARRANGED SUBVIEWS" }
    var out = [line, "  spacing \(s.spacing.compact)"]
    if !arranged.isEmpty { out.append("  arranged: " + arranged.map { engine.name(of: $0) }.joined(separator: ", ")) }
    return out
  }
}
