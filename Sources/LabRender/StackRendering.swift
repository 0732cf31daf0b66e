import AutoLayout
import TextMetrics

/// What `describe` prints for a stack view: its arrangement as UIStackView's description
/// ends it.
extension DescribeRenderer {
  /// A stack's arrangement as UIStackView's `description` ends (`axis=vert
  /// distribution=fillEqually alignment=center layoutMarginsRelative`), then its spacing and
  /// arranged views.
  static func stackLines(_ engine: LayoutEngine, _ id: ItemID) -> [String] {
    guard engine.kind(of: id) == .stack else { return [] }
    let s = engine.stackConfiguration(of: id)
    let horizontal = s.axis == .horizontal
    let alignment: String =
      switch s.alignment {
      case .leading, .top: horizontal ? "top" : "leading"
      case .trailing, .bottom: horizontal ? "bottom" : "trailing"
      default: s.alignment.rawValue
      }
    let arranged = engine.arrangedSubviews(of: id)
    var line =
      "  axis=\(horizontal ? "horiz" : "vert") distribution=\(s.distribution.rawValue) alignment=\(alignment)"
    if s.isBaselineRelative && !horizontal { line += " baselineRelative" }
    if s.isLayoutMarginsRelative { line += " layoutMarginsRelative" }
    if arranged.isEmpty { line += " NO ARRANGED SUBVIEWS" }
    var out = [line, "  spacing \(s.spacing.compact)"]
    if !arranged.isEmpty {
      out.append("  arranged: " + arranged.map { engine.name(of: $0) }.joined(separator: ", "))
    }
    return out
  }
}

/// The stack view's properties as Swift sets them, for every export.
extension SwiftRenderer {
  /// The properties of a stack view that differ from UIStackView's defaults (none for other
  /// views).
  static func stackProperties(_ engine: LayoutEngine, _ id: ItemID, _ name: String) -> [String] {
    guard engine.kind(of: id) == .stack else { return [] }
    let s = engine.stackConfiguration(of: id)
    var lines: [String] = []
    if s.axis == .vertical { lines.append("\(name).axis = .vertical") }
    if s.distribution != .fill { lines.append("\(name).distribution = .\(s.distribution.rawValue)") }
    if s.alignment != .fill { lines.append("\(name).alignment = .\(s.alignment.rawValue)") }
    if s.spacing != 0 { lines.append("\(name).spacing = \(s.spacing.compact)") }
    if s.isLayoutMarginsRelative { lines.append("\(name).isLayoutMarginsRelativeArrangement = true") }
    if s.isBaselineRelative { lines.append("\(name).isBaselineRelativeArrangement = true") }
    return lines
  }
}
