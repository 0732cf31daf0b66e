import AutoLayout
import CCairo
import Foundation
import LabRender
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Pictures (`export png`, `export svg`) of known layouts on an iPhone 15 (393 × 852 at 3×),
/// read back pixel by pixel and element by element.
@Suite struct PictureTests {
  /// A 100 × 50 red box at (20, 40) on the root.
  func boxLayout() throws -> (LayoutEngine, ItemID) {
    let engine = LayoutEngine()
    let box = try engine.addView(.view, named: "box")
    for (attribute, constant) in [(LayoutAttribute.left, 20.0), (.top, 40)] {
      try engine.addConstraint(
        LayoutConstraint(Anchor(box, attribute), .equal, Anchor(engine.root, attribute), constant: constant))
    }
    for (attribute, constant) in [(LayoutAttribute.width, 100.0), (.height, 50)] {
      try engine.addConstraint(LayoutConstraint(Anchor(box, attribute), .equal, nil, constant: constant))
    }
    engine.setBackground(box, "#FF0000")
    engine.layout()
    return (engine, box)
  }

  func close(_ a: PictureColor, _ b: PictureColor) -> Bool {
    abs(a.red - b.red) < 0.02 && abs(a.green - b.green) < 0.02 && abs(a.blue - b.blue) < 0.02
  }

  /// Pixel-exact at the device scale: 393 × 3 = 1179 by 852 × 3 = 2556. The box's middle,
  /// (20 + 50, 40 + 25) points = (210, 195) pixels, is its red; two pixels left of its left
  /// edge (60 − 2 = 58) is the white canvas. At scale 1 the picture is 393 × 852.
  @Test func pngPixelsFollowTheFrames() throws {
    let (engine, _) = try boxLayout()
    let png = try #require(PNGRenderer(Picture(engine), measurer: engine.textMeasurer))
    #expect(png.pixelWidth == 1179 && png.pixelHeight == 2556)
    #expect(close(png.pixel(x: 210, y: 195), PictureColor(1, 0, 0)))
    #expect(close(png.pixel(x: 58, y: 195), PictureColor(1, 1, 1)))
    // Just inside the right edge (x 120 pt = 360 px) the outline, then red again further in.
    #expect(close(png.pixel(x: 361, y: 195), PictureColor(1, 1, 1)))
    #expect(close(png.pixel(x: 350, y: 195), PictureColor(1, 0, 0)))
    var options = Picture.Options()
    options.scale = 1
    let small = try #require(PNGRenderer(Picture(engine, options: options), measurer: engine.textMeasurer))
    #expect(small.pixelWidth == 393 && small.pixelHeight == 852)
    #expect(close(small.pixel(x: 70, y: 65), PictureColor(1, 0, 0)))
  }

  /// A label's text is drawn inside its frame and nowhere else: near-black pixels (the text
  /// colour, 28/255 ≈ 0.11) lie inside the frame, and a 10-point band around it has none.
  @Test func textStaysInsideItsLabel() throws {
    let engine = LayoutEngine()
    let label = try engine.addView(.label, named: "greeting")
    engine.setText(label, "Hello, UIKit")
    try engine.addConstraint(
      LayoutConstraint(Anchor(label, .left), .equal, Anchor(engine.root, .left), constant: 50))
    try engine.addConstraint(
      LayoutConstraint(Anchor(label, .top), .equal, Anchor(engine.root, .top), constant: 100))
    engine.layout()
    let frame = engine.roundedRootFrame(of: label)
    let png = try #require(PNGRenderer(Picture(engine), measurer: engine.textMeasurer))
    var inside = 0
    var outside = 0
    let s = 3.0
    for y in Int((frame.y - 10) * s)..<Int((frame.maxY + 10) * s) {
      for x in Int((frame.x - 10) * s)..<Int((frame.maxX + 10) * s) {
        let p = png.pixel(x: x, y: y)
        guard p.red < 0.25 && p.green < 0.25 && p.blue < 0.25 else { continue }
        let isInside =
          Double(x) >= frame.x * s && Double(x) < frame.maxX * s && Double(y) >= frame.y * s
          && Double(y) < frame.maxY * s
        if isInside { inside += 1 } else { outside += 1 }
      }
    }
    #expect(inside > 100, "no text drawn: \(inside) dark pixels")
    #expect(outside == 0, "\(outside) text pixels outside the label's frame")
  }

  /// `constraints box`: box.left == root.left + 20 is a line across the box's middle (y =
  /// 40 + 50/2 = 65) from the root's left edge (x 0) to the box's (x 20), labelled 20; the
  /// width == 100 runs along the box's bottom, 4 points in (y 90 − 4 = 86), from x 20 to 120.
  @Test func constraintsAreLinesWithTheirConstants() throws {
    let (engine, box) = try boxLayout()
    var options = Picture.Options()
    options.constraintsOf = box
    let elements = Picture(engine, options: options).elements
    #expect(
      elements.contains(
        .line(from: (0, 65), to: (20, 65), color: PictureColor(0, 114.0 / 255, 178.0 / 255), width: 1.5)))
    #expect(
      elements.contains(
        .line(from: (20, 86), to: (120, 86), color: PictureColor(0, 114.0 / 255, 178.0 / 255), width: 1.5)))
    let labels = elements.compactMap { element -> String? in
      if case .text(let text, _, _, let font, _) = element, font.size == 10 { return text }
      return nil
    }
    #expect(labels.sorted() == ["100", "20", "40", "50"])
  }

  /// Every view's `<rect data-name>` in the SVG, read with a real XML parser, is its frame in
  /// root coordinates.
  @Test func svgRectsAreTheFrames() throws {
    let (engine, box) = try boxLayout()
    let inner = try engine.addView(.view, named: "inner", to: box)
    try engine.addConstraint(LayoutConstraint(Anchor(inner, .left), .equal, Anchor(box, .left), constant: 10))
    try engine.addConstraint(LayoutConstraint(Anchor(inner, .top), .equal, Anchor(box, .top), constant: 5))
    try engine.addConstraint(LayoutConstraint(Anchor(inner, .width), .equal, nil, constant: 30))
    try engine.addConstraint(LayoutConstraint(Anchor(inner, .height), .equal, nil, constant: 20))
    engine.layout()
    let svg = SVGRenderer.render(Picture(engine))
    let rects = SVGRects(Data(svg.utf8))
    #expect(rects.parsed)
    #expect(rects.byName["root"] == Rect(x: 0, y: 0, width: 393, height: 852))
    #expect(rects.byName["box"] == Rect(x: 20, y: 40, width: 100, height: 50))
    // inner: (20 + 10, 40 + 5) in root coordinates.
    #expect(rects.byName["inner"] == Rect(x: 30, y: 45, width: 30, height: 20))
  }

  /// The SVG drawn by a real renderer (librsvg's `rsvg-convert`) matches the Cairo PNG: at
  /// scale 1, at least 99% of pixels agree within 10% per channel (text antialiasing and
  /// hairlines differ slightly between the two).
  @Test func rsvgDrawsTheSVGAsCairoDrawsThePNG() throws {
    let (engine, box) = try boxLayout()
    let title = try engine.addView(.label, named: "title", to: box)
    engine.setText(title, "Title")
    try engine.addConstraint(LayoutConstraint(Anchor(title, .left), .equal, Anchor(box, .left), constant: 8))
    try engine.addConstraint(LayoutConstraint(Anchor(title, .top), .equal, Anchor(box, .top), constant: 8))
    engine.layout()
    var options = Picture.Options()
    options.scale = 1
    let picture = Picture(engine, options: options)
    let folder = NSTemporaryDirectory() + "layoutlab-svg-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try SVGRenderer.render(picture).write(toFile: folder + "/a.svg", atomically: true, encoding: .utf8)
    let converted = ChildProcess.run([
      "rsvg-convert", folder + "/a.svg", "-w", "393", "-h", "852", "-o", folder + "/rsvg.png",
    ])
    try #require(converted.status == 0, "rsvg-convert failed (scripts/install-deps installs librsvg2-bin)")
    let cairo = try #require(PNGRenderer(picture, measurer: engine.textMeasurer))
    let rsvg = try #require(cairo_image_surface_create_from_png(folder + "/rsvg.png"))
    defer { cairo_surface_destroy(rsvg) }
    #expect(cairo_image_surface_get_width(rsvg) == 393 && cairo_image_surface_get_height(rsvg) == 852)
    let data = try #require(cairo_image_surface_get_data(rsvg))
    let stride = Int(cairo_image_surface_get_stride(rsvg))
    var differing = 0
    for y in 0..<852 {
      for x in 0..<393 {
        let p = data + y * stride + x * 4
        let a = Double(p[3]) / 255
        let other =
          a == 0
          ? PictureColor(1, 1, 1)
          : PictureColor(Double(p[2]) / 255 / a, Double(p[1]) / 255 / a, Double(p[0]) / 255 / a)
        let mine = cairo.pixel(x: x, y: y)
        if abs(mine.red - other.red) > 0.1 || abs(mine.green - other.green) > 0.1
          || abs(mine.blue - other.blue) > 0.1
        {
          differing += 1
        }
      }
    }
    #expect(Double(differing) / Double(393 * 852) < 0.01, "\(differing) pixels differ")
  }
}

/// The `<rect data-name="…">` elements of an SVG, by name (Foundation's XMLParser).
final class SVGRects: NSObject, XMLParserDelegate {
  var byName: [String: Rect] = [:]
  var parsed = false

  init(_ data: Data) {
    super.init()
    let parser = XMLParser(data: data)
    parser.delegate = self
    parsed = parser.parse()
  }

  func parser(
    _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    guard element == "rect", let name = attributes["data-name"], !name.isEmpty,
      let x = attributes["x"].flatMap(Double.init), let y = attributes["y"].flatMap(Double.init),
      let w = attributes["width"].flatMap(Double.init), let h = attributes["height"].flatMap(Double.init)
    else { return }
    byName[name] = Rect(x: x, y: y, width: w, height: h)
  }
}
