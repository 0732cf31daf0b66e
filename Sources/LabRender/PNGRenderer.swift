import AutoLayout
import CCairo
import Foundation
import TextMetrics

/// `export png`: the picture drawn with Cairo at the device's scale (an iPhone 15 layout is
/// 1179 × 2556 pixels). Text is drawn glyph by glyph at the positions HarfBuzz gave when the
/// layout measured it, through FreeType faces of the same font files, so drawn text fits its
/// measured frame exactly (Cairo's own text API would hint and skip kerning).
public final class PNGRenderer {
  let surface: OpaquePointer
  let cr: OpaquePointer
  public let pixelWidth: Int
  public let pixelHeight: Int

  /// Draws the picture; nil if Cairo cannot make the surface (too large).
  public init?(_ picture: Picture, measurer: any TextMeasurer) {
    pixelWidth = Int(saturating: (picture.width * picture.scale).rounded())
    pixelHeight = Int(saturating: (picture.height * picture.scale).rounded())
    guard pixelWidth > 0, pixelHeight > 0, pixelWidth <= 100_000_000, pixelHeight <= 100_000_000,
      pixelWidth * pixelHeight <= 100_000_000,
      let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)),
      cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
    else { return nil }
    self.surface = surface
    cr = cairo_create(surface)
    cairo_scale(cr, picture.scale, picture.scale)
    set(.canvas)
    cairo_paint(cr)
    for element in picture.elements { draw(element, measurer: measurer) }
    cairo_surface_flush(surface)
  }

  deinit {
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
  }

  /// Writes the PNG; false if the file cannot be written.
  public func write(to path: String) -> Bool {
    cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS
  }

  /// The colour of one pixel (tests read pictures back).
  public func pixel(x: Int, y: Int) -> PictureColor {
    guard x >= 0, y >= 0, x < pixelWidth, y < pixelHeight, let data = cairo_image_surface_get_data(surface)
    else {
      return PictureColor(0, 0, 0, 0)
    }
    let stride = Int(cairo_image_surface_get_stride(surface))
    // ARGB32, premultiplied, native-endian words: little-endian bytes are B, G, R, A.
    let p = data + y * stride + x * 4
    let a = Double(p[3]) / 255
    guard a > 0 else { return PictureColor(0, 0, 0, 0) }
    return PictureColor(Double(p[2]) / 255 / a, Double(p[1]) / 255 / a, Double(p[0]) / 255 / a, a)
  }

  private func set(_ c: PictureColor) { cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha) }

  private func draw(_ element: Picture.Element, measurer: any TextMeasurer) {
    switch element {
    case .box(_, let rect, let fill, let stroke, let lineWidth, let dashed):
      if let fill, fill.alpha > 0 {
        cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        set(fill)
        cairo_fill(cr)
      }
      guard lineWidth > 0, stroke.alpha > 0 else { return }
      // Inside the frame, as the SVG draws it.
      let inset = lineWidth / 2
      cairo_rectangle(
        cr, rect.x + inset, rect.y + inset, max(0, rect.width - lineWidth), max(0, rect.height - lineWidth))
      cairo_set_line_width(cr, lineWidth)
      if dashed {
        let dashes = [4.0, 3.0]
        cairo_set_dash(cr, dashes, 2, 0)
      }
      set(stroke)
      cairo_stroke(cr)
      cairo_set_dash(cr, nil, 0, 0)
    case .line(let from, let to, let color, let width):
      cairo_move_to(cr, from.0, from.1)
      cairo_line_to(cr, to.0, to.1)
      cairo_set_line_width(cr, width)
      set(color)
      cairo_stroke(cr)
    case .roundedRect(let rect, let radius, let fill, let stroke):
      let r = min(radius, min(rect.width, rect.height) / 2)
      cairo_new_sub_path(cr)
      cairo_arc(cr, rect.maxX - r, rect.y + r, r, -Double.pi / 2, 0)
      cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
      cairo_arc(cr, rect.x + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
      cairo_arc(cr, rect.x + r, rect.y + r, r, Double.pi, 3 * Double.pi / 2)
      cairo_close_path(cr)
      if let fill {
        set(fill)
        cairo_fill_preserve(cr)
      }
      if let stroke {
        cairo_set_line_width(cr, 1)
        set(stroke)
        cairo_stroke_preserve(cr)
      }
      cairo_new_path(cr)
    case .text(let text, let x, let baseline, let font, let color):
      set(color)
      guard let shaped = measurer as? ShapedTextMeasurer else {
        // No font files: Cairo's own text, close enough for the approximate widths.
        cairo_select_font_face(
          cr, "sans-serif", font.italic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
          font.weight.cssWeight >= 600 ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, font.size)
        cairo_move_to(cr, x, baseline)
        cairo_show_text(cr, text)
        return
      }
      for run in shaped.glyphRuns(of: Substring(text), font: font) {
        guard let face = CairoFontFaces.shared.face(run.fontPath) else { continue }
        cairo_set_font_face(cr, face)
        cairo_set_font_size(cr, run.size)
        let glyphs = run.glyphs.map { cairo_glyph_t(index: UInt($0.id), x: x + $0.x, y: baseline + $0.y) }
        cairo_show_glyphs(cr, glyphs, Int32(glyphs.count))
      }
    }
  }
}

/// Cairo faces of font files, loaded once per process through one FreeType library and kept:
/// Cairo caches faces beyond any one picture, and a FreeType face must outlive its Cairo face.
/// A handful of files (Inter's weights, the CJK fallback) ever load. FreeType is not
/// thread-safe, so loading takes a lock; Cairo faces themselves may be shared.
final class CairoFontFaces: @unchecked Sendable {
  static let shared = CairoFontFaces()
  private let lock = NSLock()
  private var library: FT_Library?
  private var faces: [String: OpaquePointer] = [:]

  private init() {
    if FT_Init_FreeType(&library) != 0 { library = nil }
  }

  func face(_ path: String) -> OpaquePointer? {
    lock.lock()
    defer { lock.unlock() }
    if let known = faces[path] { return known }
    guard let library else { return nil }
    var ftFace: FT_Face?
    guard FT_New_Face(library, path, 0, &ftFace) == 0, let ftFace,
      let face = cairo_ft_font_face_create_for_ft_face(ftFace, 0)
    else { return nil }
    faces[path] = face
    return face
  }
}

extension PNGRenderer {
  /// The PNG file's bytes, without writing a file (terminal images send them inline).
  public func pngData() -> [UInt8] {
    final class Sink { var bytes: [UInt8] = [] }
    let sink = Sink()
    let status = cairo_surface_write_to_png_stream(
      surface,
      { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
      }, Unmanaged.passUnretained(sink).toOpaque())
    return status == CAIRO_STATUS_SUCCESS ? sink.bytes : []
  }
}
