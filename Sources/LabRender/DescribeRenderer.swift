import AutoLayout
import TextMetrics

/// `describe NAME`: every property of a view, its intrinsic size and priorities.
public enum DescribeRenderer {
  public static func render(_ engine: LayoutEngine, _ id: ItemID) -> String {
    let kind = engine.kind(of: id)
    var lines = ["\(engine.name(of: id))  \(engine.className(of: id)) (\(kind.rawValue))"]
    lines.append("  frame \(engine.frame(of: id))  root \(engine.roundedRootFrame(of: id))")
    if kind == .section { return (lines + sectionLines(engine, id)).joined(separator: "\n") }
    if kind.hasText { lines += textLines(engine, id, kind) }
    let intrinsic = engine.intrinsicSize(of: id)
    let w = intrinsic.width.map { $0.compact } ?? "none"
    let h = intrinsic.height.map { $0.compact } ?? "none"
    lines.append("  intrinsic \(w) x \(h)")
    let hug = engine.hugging(of: id)
    let cr = engine.compressionResistance(of: id)
    lines.append(
      "  hugging h \(hug.horizontal.compact) v \(hug.vertical.compact)"
        + "  compression h \(cr.horizontal.compact) v \(cr.vertical.compact)"
    )
    lines.append("  margins \(engine.margins(of: id))")
    let insets = engine.alignmentInsets(of: id)
    if insets != .zero {
      let rect = engine.alignmentRect(of: id).roundedToPixels(scale: engine.screen.scale)
      lines.append("  alignmentInsets \(insets)  alignment rect (root) \(rect)")
    }
    if engine.translatesAutoresizingMask(of: id) {
      // As UIView's description prints the mask (`autoresize = W+H`), with the constraints' codes.
      let mask = engine.autoresizingMask(of: id)
      let codes = mask.uikitDescription.isEmpty ? "none" : mask.uikitDescription
      lines.append("  translatesAutoresizingMaskIntoConstraints  autoresize = \(codes)")
    }
    lines += tableLines(engine, id)
    lines += stackLines(engine, id)
    if let model = engine.widgetModel(of: id) { lines += widgetLines(model, engine) }
    if engine.isHidden(id) { lines.append("  hidden") }
    let axes = engine.ambiguousAxes(of: id)
    lines.append(
      axes.isEmpty ? "  not ambiguous" : "  ambiguous: " + axes.map(\.rawValue).joined(separator: ", "))
    return lines.joined(separator: "\n")
  }

  /// A view with text: its text, font and lines, how the text was measured, and a label's
  /// wrapping or a field's placeholder.
  static func textLines(_ engine: LayoutEngine, _ id: ItemID, _ kind: ViewKind) -> [String] {
    var lines = [
      "  text '\(engine.text(of: id))'  font \(engine.font(of: id))  lines \(engine.lines(of: id))",
      "  measured with \(measuringFace(engine, engine.font(of: id)))",
    ]
    if let source = FontMetrics.metricsSource(engine.font(of: id)) {
      lines.append("  line height from \(source)")
    }
    if kind == .label {
      let shown = engine.displayedLabel(id)
      var wrap = "  lineBreakMode .\(engine.lineBreakMode(of: id).rawValue)"
      if let w = engine.preferredMaxLayoutWidth(of: id) { wrap += "  preferredMaxLayoutWidth \(w.compact)" }
      lines.append(wrap + "  truncated: \(shown.truncated)")
    }
    if kind == .textfield { lines.append("  placeholder '\(engine.placeholder(of: id))'") }
    return lines
  }

  /// A widget's model, as `set` spells its properties.
  static func widgetLines(_ m: WidgetModel, _ engine: LayoutEngine) -> [String] {
    func insets(_ i: Insets) -> String {
      "(\(i.top.compact), \(i.left.compact), \(i.bottom.compact), \(i.right.compact))"
    }
    var accessory = "." + m.accessory.rawValue
    if let view = m.accessoryView { accessory = ".view(\(engine.name(of: view)))" }
    let separator = m.separator
    return [
      "  margin \(insets(m.margin))  padding \(insets(m.padding))"
        + "  height \(m.height.map { $0.compact } ?? "grows with its content")",
      "  separator \(separator.enabled ? "on" : "off") height \(separator.height.compact)"
        + " leftPadding \(separator.leftPadding.compact) rightPadding \(separator.rightPadding.compact)",
      "  accessory \(accessory) size \(m.accessorySize.compact)"
        + " rightPadding \(m.accessoryRightPadding.compact)",
    ]
  }

  /// The font file that measures a font (its name, without the folder), and for a named font
  /// that is not installed, what stands in for it.
  static func measuringFace(_ engine: LayoutEngine, _ font: Font) -> String {
    guard let shaped = engine.textMeasurer as? ShapedTextMeasurer, let path = shaped.facePath(for: font)
    else {
      return engine.textMeasurer.fontDescription
    }
    let file = path.split(separator: "/").last.map(String.init) ?? path
    guard let name = font.name else {
      return SystemFontAdvances.covers(font)
        ? "SF's own advances and kerning (printable ASCII), \(file) calibrated to SF for other characters"
        : "\(file) calibrated to SF"
    }
    let family = NamedFonts.split(name).family
    guard let face = NamedFonts.face(for: font) else {
      return "\(file) (the system font: '\(family)' is not installed and has no stand-in)"
    }
    return face.isSubstitute ? "\(file) (\(face.family), standing in for '\(family)')" : file
  }
}
