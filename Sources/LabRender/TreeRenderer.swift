import AutoLayout
import TextMetrics

/// The hierarchy with kinds, texts and frames (superview coordinates), drawn with box
/// characters; `AMBIGUOUS` marks views whose frame the constraints do not fix.
public enum TreeRenderer {
  /// How many levels the tree indents before it prints depths instead.
  public static let maximumIndent = 40

  public static func render(_ engine: LayoutEngine, from top: ItemID? = nil) -> String {
    var lines: [String] = []
    // An explicit stack, not recursion: a hierarchy 10,000 views deep must not overflow.
    // Past `maximumIndent` levels the indentation stops growing and says the depth instead,
    // so a very deep hierarchy prints in linear, not quadratic, space.
    var stack: [(id: ItemID, prefix: String, childPrefix: String, depth: Int)] = [
      (top ?? engine.root, "", "", 0)
    ]
    while let (id, prefix, childPrefix, depth) = stack.popLast() {
      lines.append(prefix + line(engine, id))
      // UIKit makes a section's header or footer view only when it has a title.
      let children = engine.children(of: id).filter { engine.isShownHeaderFooter($0) }
      for (i, child) in children.enumerated().reversed() {
        let last = i == children.count - 1
        if depth + 1 > maximumIndent {
          stack.append((child, "… [depth \(depth + 1)] ", childPrefix, depth + 1))
        } else {
          stack.append(
            (child, childPrefix + (last ? "└─ " : "├─ "), childPrefix + (last ? "   " : "│  "), depth + 1))
        }
      }
    }
    return lines.joined(separator: "\n")
  }

  /// `title  UILabel 'Hello'  (16, 59, 361, 20.3333)`.
  public static func line(_ engine: LayoutEngine, _ id: ItemID) -> String {
    var parts = [engine.name(of: id), engine.className(of: id)]
    let text = engine.text(of: id)
    if engine.kind(of: id).hasText && !text.isEmpty { parts[1] += " '\(text)'" }
    if engine.kind(of: id) == .headerfooter { parts[1] += " '\(engine.shownTitle(of: id))'" }
    let placeholder = engine.placeholder(of: id)
    if text.isEmpty && !placeholder.isEmpty { parts[1] += " placeholder '\(placeholder)'" }
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
