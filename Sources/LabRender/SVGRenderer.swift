import AutoLayout
import TextMetrics

/// `export svg`: the picture as SVG text, one `<rect>` per view at its frame in points
/// (`data-name` says which view), text in Inter at the measured size. The canvas is the root's
/// size in points; `width` and `height` are the device's pixels, so a browser shows it sharp.
public enum SVGRenderer {
  public static func render(_ picture: Picture) -> String {
    let w = picture.width.compact
    let h = picture.height.compact
    var out = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\((picture.width * picture.scale).compact)\" "
        + "height=\"\((picture.height * picture.scale).compact)\" viewBox=\"0 0 \(w) \(h)\">"
    ]
    for element in picture.elements {
      switch element {
      case .box(let name, let rect, let fill, let stroke, let lineWidth, let dashed):
        let attributes = placement(rect) + paint("fill", fill)
        if lineWidth > 0 {
          // The stroke sits inside the frame, so neighbours' outlines do not overlap.
          let inset = lineWidth / 2
          out.append(
            "<rect data-name=\"\(escape(name))\" \(attributes)/>"
          )
          let inner = placement(
            Rect(
              x: rect.x + inset, y: rect.y + inset,
              width: max(0, rect.width - lineWidth), height: max(0, rect.height - lineWidth)))
          let dash = dashed ? " stroke-dasharray=\"4 3\"" : ""
          out.append(
            "<rect \(inner) fill=\"none\"\(paint("stroke", stroke))"
              + " stroke-width=\"\(lineWidth.compact)\"\(dash)/>")
        } else {
          out.append("<rect\(name.isEmpty ? "" : " data-name=\"\(escape(name))\"") \(attributes)/>")
        }
      case .line(let from, let to, let color, let width):
        out.append(
          "<line x1=\"\(from.0.compact)\" y1=\"\(from.1.compact)\" "
            + "x2=\"\(to.0.compact)\" y2=\"\(to.1.compact)\""
            + "\(paint("stroke", color)) stroke-width=\"\(width.compact)\"/>"
        )
      case .roundedRect(let rect, let radius, let fill, let stroke):
        let outline = stroke.map { paint("stroke", $0) + " stroke-width=\"1\"" } ?? ""
        out.append(
          "<rect \(placement(rect)) rx=\"\(radius.compact)\""
            + "\(paint("fill", fill))\(outline)/>"
        )
      case .text(let text, let x, let baseline, let font, let color):
        out.append(
          "<text x=\"\(x.compact)\" y=\"\(baseline.compact)\" font-family=\"\(family(of: font))\" "
            + "font-size=\"\(font.size.compact)\" font-weight=\"\(font.weight.cssWeight)\""
            + (font.italic ? " font-style=\"italic\"" : "")
            + "\(paint("fill", color)) xml:space=\"preserve\">\(escape(text))</text>"
        )
      }
    }
    out.append("</svg>")
    return out.joined(separator: "\n") + "\n"
  }

  /// The family the text was measured in: Inter (Display from 20 pt) for the system font; a
  /// named font's own family or its stand-in.
  static func family(of font: Font) -> String {
    if let face = NamedFonts.face(for: font) { return escape(face.family) }
    return font.size >= 20 ? "Inter Display" : "Inter"
  }

  /// `x="…" y="…" width="…" height="…"`: where a rectangle sits, in points.
  static func placement(_ rect: Rect) -> String {
    "x=\"\(rect.x.compact)\" y=\"\(rect.y.compact)\" "
      + "width=\"\(rect.width.compact)\" height=\"\(rect.height.compact)\""
  }

  /// ` fill="#RRGGBB"` with its opacity when not opaque; `none` for no colour.
  static func paint(_ attribute: String, _ color: PictureColor?) -> String {
    guard let color, color.alpha > 0 else { return " \(attribute)=\"none\"" }
    return " \(attribute)=\"\(color.hex)\""
      + (color.alpha < 1 ? " \(attribute)-opacity=\"\(color.alpha.compact)\"" : "")
  }

  static func escape(_ s: String) -> String {
    s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
