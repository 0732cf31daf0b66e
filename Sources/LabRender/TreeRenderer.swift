import AutoLayout

/// The hierarchy with kinds, texts and frames (superview coordinates), drawn with box
/// characters; `AMBIGUOUS` marks views whose frame the constraints do not fix.
public enum TreeRenderer {
  public static func render(_ engine: LayoutEngine, from top: ItemID? = nil) -> String {
    var lines: [String] = []
    func visit(_ id: ItemID, prefix: String, childPrefix: String) {
      lines.append(prefix + line(engine, id))
      let children = engine.children(of: id)
      for (i, child) in children.enumerated() {
        let last = i == children.count - 1
        visit(child, prefix: childPrefix + (last ? "└─ " : "├─ "), childPrefix: childPrefix + (last ? "   " : "│  "))
      }
    }
    visit(top ?? engine.root, prefix: "", childPrefix: "")
    return lines.joined(separator: "\n")
  }

  /// `title  UILabel 'Hello'  (16, 59, 361, 20.3333)`.
  public static func line(_ engine: LayoutEngine, _ id: ItemID) -> String {
    var parts = [engine.name(of: id), engine.kind(of: id).uikitClass]
    let text = engine.text(of: id)
    if engine.kind(of: id).hasText && !text.isEmpty { parts[1] += " '\(text)'" }
    parts.append(engine.frame(of: id).description)
    var out = parts.joined(separator: "  ")
    if engine.isHidden(id) { out += "  hidden" }
    let ambiguous = engine.ambiguousAxes(of: id)
    if !ambiguous.isEmpty { out += "  AMBIGUOUS " + ambiguous.map(\.rawValue).joined(separator: ", ") }
    return out
  }
}

/// `frames`: each view's frame in its superview and in root coordinates.
public enum FramesRenderer {
  public static func render(_ engine: LayoutEngine, items: [ItemID]) -> String {
    let width = items.map { engine.name(of: $0).count }.max() ?? 0
    return items.map { id in
      let name = engine.name(of: id)
      let padded = name + String(repeating: " ", count: width - name.count)
      return "\(padded)  \(engine.frame(of: id))  root \(engine.roundedRootFrame(of: id))"
    }.joined(separator: "\n")
  }
}
