import AutoLayout
import TextMetrics

/// What `export svg` and `export png` draw, in the root's points, in paint order: each view as
/// its frame (its `background`, else a light tint for its depth), its content (text with the
/// face and size layout measured it in, a sketch for images and controls), its name in the top
/// right corner, and its state in the outline (orange ambiguous, vermillion with a broken
/// constraint, blue highlighted). Both renderers draw the same elements, so the SVG and the PNG
/// agree.
public struct Picture {
  public var width: Double
  public var height: Double
  public var scale: Double
  public var elements: [Element] = []
  /// Where names are written so far: a name that would overlap one is left out.
  var nameRects: [Rect] = []

  public enum Element: Equatable {
    /// A view's frame. `name` ties it to the view (SVG writes it as `data-name`).
    case box(
      name: String, rect: Rect, fill: PictureColor?, stroke: PictureColor, lineWidth: Double, dashed: Bool)
    case line(from: (Double, Double), to: (Double, Double), color: PictureColor, width: Double)
    /// A rounded rectangle; a radius of half the shorter side makes a pill or a circle.
    case roundedRect(rect: Rect, radius: Double, fill: PictureColor?, stroke: PictureColor?)
    /// One line of text: `x` its start, `baseline` its baseline, in the root's points.
    case text(String, x: Double, baseline: Double, font: Font, color: PictureColor)

    public static func == (a: Element, b: Element) -> Bool {
      switch (a, b) {
      case (
        .box(let n1, let r1, let f1, let s1, let w1, let d1),
        .box(let n2, let r2, let f2, let s2, let w2, let d2)
      ):
        n1 == n2 && r1 == r2 && f1 == f2 && s1 == s2 && w1 == w2 && d1 == d2
      case (.line(let a1, let b1, let c1, let w1), .line(let a2, let b2, let c2, let w2)):
        a1 == a2 && b1 == b2 && c1 == c2 && w1 == w2
      case (.roundedRect(let r1, let k1, let f1, let s1), .roundedRect(let r2, let k2, let f2, let s2)):
        r1 == r2 && k1 == k2 && f1 == f2 && s1 == s2
      case (.text(let t1, let x1, let b1, let f1, let c1), .text(let t2, let x2, let b2, let f2, let c2)):
        t1 == t2 && x1 == x2 && b1 == b2 && f1 == f2 && c1 == c2
      default: false
      }
    }
  }

  /// How to draw: hidden views dashed (else left out), guide bands, a highlighted view.
  public struct Options: Sendable {
    public var showHidden = false
    public var showGuides = false
    public var highlight: ItemID? = nil
    /// Show the constraints of this view over a dimmed picture (`constraints NAME`).
    public var constraintsOf: ItemID? = nil
    public var scale: Double? = nil
    public init() {}
  }

  /// The font of the names written in the corners.
  static let nameFont = Font(size: 9, weight: .medium)

  public init(_ engine: LayoutEngine, options: Options = Options()) {
    let screen = engine.screen
    width = screen.size.width
    height = screen.size.height
    scale = options.scale ?? screen.scale
    let broken = engine.viewsWithBrokenConstraints()
    var depth: [ItemID: Int] = [:]
    for id in engine.itemsInTreeOrder() where engine.isShownView(id) {
      let parent = engine.parent(of: id)
      let level = parent.map { (depth[$0] ?? 0) + 1 } ?? 0
      depth[id] = level
      let hiddenAbove = parent.map { depth[$0] == -1 } ?? false
      guard !hiddenAbove else {
        depth[id] = -1
        continue
      }
      let hidden = engine.isHidden(id)
      if hidden && !options.showHidden {
        depth[id] = -1  // its subtree is left out with it
        continue
      }
      let rect = engine.roundedRootFrame(of: id)
      let kind = engine.kind(of: id)
      let fill: PictureColor? =
        engine.background(of: id).flatMap(PictureColor.init(named:))
        ?? (id == engine.root
          ? .canvas
          : [.label, .button, .textfield].contains(kind) ? nil : PictureColor.depthTints[(level - 1) % 4])
      var stroke = PictureColor.outline
      var lineWidth = 1 / scale
      if !engine.ambiguousAxes(of: id).isEmpty {
        stroke = .ambiguous
        lineWidth = 2
      }
      if broken.contains(id) {
        stroke = .broken
        lineWidth = 2
      }
      if id == options.highlight {
        stroke = .highlight
        lineWidth = 2.5
      }
      elements.append(
        .box(
          name: engine.name(of: id), rect: rect, fill: fill, stroke: stroke, lineWidth: lineWidth,
          dashed: hidden))
      if options.showGuides { addGuideBands(engine, id, rect) }
      addContent(engine, id, kind, rect)
      if id != engine.root { addName(engine, id, rect) }
    }
    if let view = options.constraintsOf { addConstraintOverlay(engine, for: view) }
  }

  /// The view's margins and safe area as translucent bands between its frame and the guide.
  mutating func addGuideBands(_ engine: LayoutEngine, _ id: ItemID, _ rect: Rect) {
    for (_, guide) in engine.insetGuides(of: id) {
      let inner = engine.roundedRootFrame(of: guide)
      let bands = [
        Rect(x: rect.x, y: rect.y, width: rect.width, height: inner.y - rect.y),
        Rect(x: rect.x, y: inner.maxY, width: rect.width, height: rect.maxY - inner.maxY),
        Rect(x: rect.x, y: inner.y, width: inner.x - rect.x, height: inner.height),
        Rect(x: inner.maxX, y: inner.y, width: rect.maxX - inner.maxX, height: inner.height),
      ]
      for band in bands where band.width > 0 && band.height > 0 {
        elements.append(
          .box(name: "", rect: band, fill: .guideBand, stroke: .clearLine, lineWidth: 0, dashed: false))
      }
    }
  }

  /// Text for labels, buttons and fields; sketches for images and controls.
  mutating func addContent(_ engine: LayoutEngine, _ id: ItemID, _ kind: ViewKind, _ rect: Rect) {
    let lines = engine.textLines(of: id)
    if !lines.isEmpty {
      addText(lines, engine, id, kind, rect)
      return
    }
    switch kind {
    case .headerfooter:
      addHeaderFooterText(engine, id)
    case .image:
      // A placeholder: the frame crossed corner to corner.
      elements.append(.line(from: (rect.x, rect.y), to: (rect.maxX, rect.maxY), color: .outline, width: 1))
      elements.append(.line(from: (rect.maxX, rect.y), to: (rect.x, rect.maxY), color: .outline, width: 1))
    case .switch:
      addSwitch(rect)
    case .slider, .progress:
      addTrack(rect, withThumb: kind == .slider)
    case .segmented:
      addSegments(engine.segmentTitles(of: id), engine, rect)
    case .activity:
      elements.append(
        .roundedRect(
          rect: rect, radius: min(rect.width, rect.height) / 2, fill: nil,
          stroke: PictureColor.systemColors["systemGray"]))
    default:
      break
    }
  }

  /// A label's, button's or field's lines of text. UIKit centres a label's lines vertically in
  /// its bounds; a button centres its title. A text view's text starts at its top, inside
  /// textContainerInset (8) and the line fragment padding (5).
  mutating func addText(
    _ lines: [Substring], _ engine: LayoutEngine, _ id: ItemID, _ kind: ViewKind, _ rect: Rect
  ) {
    let font = engine.shownFont(engine.font(of: id))
    let lineHeight = FontMetrics.lineHeight(font)
    var baseline =
      kind == .textview
      ? rect.y + 8 + FontMetrics.ascender(font)
      : rect.y + (rect.height - lineHeight * Double(lines.count)) / 2 + FontMetrics.ascender(font)
    let color: PictureColor =
      kind == .button ? .tint : kind == .textfield && engine.text(of: id).isEmpty ? .placeholder : .text
    let rightToLeft = engine.direction == .rightToLeft
    for line in lines {
      let width = engine.textWidth(line, font: font)
      let inset = kind == .textview ? 5.0 : 0
      let x =
        kind == .button
        ? rect.x + (rect.width - width) / 2 : rightToLeft ? rect.maxX - width - inset : rect.x + inset
      elements.append(.text(String(line), x: x, baseline: baseline, font: font, color: color))
      baseline += lineHeight
    }
  }

  /// A table section's header or footer: footnote text in secondaryLabel, at the cells' text
  /// inset.
  mutating func addHeaderFooterText(_ engine: LayoutEngine, _ id: ItemID) {
    guard let text = engine.headerFooterText(of: id) else { return }
    let font = engine.shownFont(engine.font(of: id))
    var baseline = text.top + FontMetrics.ascender(font)
    for line in text.lines {
      elements.append(.text(String(line), x: text.x, baseline: baseline, font: font, color: .secondaryText))
      baseline += FontMetrics.lineHeight(font)
    }
  }

  /// A switch: a pill in systemGreen with its white knob on the right (the switch is on).
  mutating func addSwitch(_ rect: Rect) {
    let pill = Rect(x: rect.x, y: rect.y, width: min(rect.width, 51), height: min(rect.height, 31))
    elements.append(
      .roundedRect(
        rect: pill, radius: pill.height / 2, fill: PictureColor.systemColors["systemGreen"], stroke: nil))
    let knob = pill.height - 4
    elements.append(
      .roundedRect(
        rect: Rect(x: pill.maxX - knob - 2, y: pill.y + 2, width: knob, height: knob), radius: knob / 2,
        fill: .canvas, stroke: nil))
  }

  /// A slider's or progress view's track across its middle, and a slider's thumb at its centre.
  mutating func addTrack(_ rect: Rect, withThumb: Bool) {
    let mid = rect.y + rect.height / 2
    elements.append(
      .line(
        from: (rect.x, mid), to: (rect.maxX, mid), color: PictureColor.systemColors["systemGray3"]!,
        width: 4))
    if withThumb {
      let d = min(rect.height, 28.0)
      elements.append(
        .roundedRect(
          rect: Rect(x: rect.x + rect.width / 2 - d / 2, y: mid - d / 2, width: d, height: d),
          radius: d / 2, fill: .canvas, stroke: .outline))
    }
  }

  /// A segmented control: a rounded track with equal segments, each title centred (13 pt, as
  /// measured).
  mutating func addSegments(_ titles: [String], _ engine: LayoutEngine, _ rect: Rect) {
    elements.append(
      .roundedRect(
        rect: rect, radius: min(9, rect.height / 2), fill: PictureColor.systemColors["systemGray6"],
        stroke: .outline))
    let font = Font(size: 13)
    let segment = rect.width / Double(max(1, titles.count))
    for (k, title) in titles.enumerated() {
      let width = engine.textWidth(Substring(title), font: font)
      let baseline = rect.y + (rect.height - FontMetrics.lineHeight(font)) / 2 + FontMetrics.ascender(font)
      elements.append(
        .text(
          title, x: rect.x + segment * Double(k) + (segment - width) / 2, baseline: baseline, font: font,
          color: .text))
    }
  }

  /// The view's name, small, inside its top right corner.
  /// The name is left out where the view is too small for it or another name sits there.
  mutating func addName(_ engine: LayoutEngine, _ id: ItemID, _ rect: Rect) {
    let name = engine.name(of: id)
    let width = engine.textWidth(Substring(name), font: Self.nameFont)
    let place = Rect(x: rect.maxX - width - 2, y: rect.y, width: width, height: 11)
    guard rect.height >= 11, rect.width >= width + 4,
      !nameRects.contains(where: {
        $0.x < place.maxX && place.x < $0.maxX && $0.y < place.maxY && place.y < $0.maxY
      })
    else { return }
    nameRects.append(place)
    elements.append(.text(name, x: place.x, baseline: rect.y + 9, font: Self.nameFont, color: .name))
  }
}

extension PictureColor {
  static let clearLine = PictureColor(0, 0, 0, 0)
}
