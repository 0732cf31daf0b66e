import AutoLayout
import Foundation
import LabLanguage
import LabRender

/// `export svg|png [FILE] [scale S] [--hidden] [constraints NAME]`: the layout as a picture
/// (`Picture`), with margin and safe-area bands when `guides on`, and NAME's constraints drawn
/// over the dimmed rest with `constraints NAME`.
extension Session {
  func exportPicture(_ format: String, _ arguments: [LocatedValue], statement: Statement) throws(Diagnostic) {
    var options = Picture.Options()
    options.showGuides = display.showGuides
    var path: String? = nil
    var i = 0
    while i < arguments.count {
      let argument = arguments[i]
      switch argument.value {
      case .name(let p) where p.description == "--hidden":
        options.showHidden = true
      case .name(let p) where p.description == "scale":
        guard i + 1 < arguments.count, case .number(let s) = arguments[i + 1].value, s > 0, s <= 4 else {
          throw Diagnostic(
            "`scale` takes a number from 0 to 4 (1, 2, 3: the device's pixels per point)", at: argument.range)
        }
        options.scale = s
        i += 1
      case .name(let p) where p.description == "constraints":
        guard i + 1 < arguments.count, case .name(let target) = arguments[i + 1].value else {
          throw Diagnostic("`constraints NAME`: the view whose constraints to show", at: argument.range)
        }
        options.constraintsOf = try resolveItem(target, scope: nil)
        i += 1
      case .string(let s) where path == nil && !s.hasPrefix("--"):
        path = fileArgument([argument])
      case .name where path == nil:
        path = fileArgument([argument])
      default:
        throw usageError(
          "one file, `scale S`, `--hidden` or `constraints NAME`", after: "`export \(format)`",
          word: "export", at: argument.range)
      }
      i += 1
    }
    engine.layout()
    let picture = Picture(engine, options: options)
    if format == "svg" {
      let text = SVGRenderer.render(picture)
      guard let path else {
        say(text.hasSuffix("\n") ? String(text.dropLast()) : text)
        return
      }
      try write(text, to: path, statement: statement)
      if !display.quiet { say("wrote \(path)") }
      return
    }
    // A PNG is never printed: without a file it goes to layout.png.
    try files.requireWrites(statement)
    let file = path ?? "layout.png"
    guard let png = PNGRenderer(picture, measurer: engine.textMeasurer) else {
      throw Diagnostic("the picture is too large to draw", at: statement.range)
    }
    guard Self.replaceFile(file, write: { png.write(to: $0) }) else {
      throw Diagnostic("cannot write \(file)", at: statement.range)
    }
    if !display.quiet { say("wrote \(file) (\(png.pixelWidth) × \(png.pixelHeight) pixels)") }
  }
}

extension Session {
  /// The preview's snapshot of the layout now (`layoutlab --preview`), numbered `version`.
  public func previewSnapshot(version: Int) -> String {
    engine.layout()
    var options = Picture.Options()
    options.showGuides = display.showGuides
    return PreviewSnapshot.render(engine, version: version, options: options)
  }
}

extension Session {
  /// `draw --image`: the picture as an inline image in the terminal's protocol, as many rows
  /// tall as `draw` may fill; nil when the terminal shows no images (then `draw` draws boxes).
  func terminalImage(top: ItemID?) -> String? {
    guard let kind = display.imageProtocol() else { return nil }
    var options = Picture.Options()
    options.showGuides = display.showGuides
    options.highlight = top
    let rows = display.drawingHeight ?? 40
    // Sixel sends pixels as they are: about 16 pixels a row; kitty and iTerm2 scale a 1× PNG.
    options.scale = kind == .sixel ? min(1, Double(rows * 16) / engine.screen.size.height) : 1
    guard let png = PNGRenderer(Picture(engine, options: options), measurer: engine.textMeasurer) else {
      return nil
    }
    switch kind {
    case .kitty: return TerminalImageProtocol.kitty(png: png.pngData(), rows: rows)
    case .iterm2: return TerminalImageProtocol.iterm2(png: png.pngData(), rows: rows)
    case .sixel:
      return TerminalImageProtocol.sixel(width: png.pixelWidth, height: png.pixelHeight) { x, y in
        let p = png.pixel(x: x, y: y)
        return (p.red, p.green, p.blue)
      }
    }
  }
}
