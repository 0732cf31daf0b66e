import CHarfBuzz
import Foundation

/// Measures text by shaping it with HarfBuzz: Inter stands in for San Francisco (Inter Display
/// from 20 pt, as SF switches to its Display cut), glyphs Inter lacks come from a CJK font,
/// and characters neither has (emoji) get a fixed advance of one em.
///
/// Shaping applies Inter's kerning, which lives in GPOS; the font scale is set to units per em
/// so advances are unhinted and fractional. HarfBuzz objects are not thread-safe: an instance
/// stays with the one session that made it.
/// A run of glyphs of one font file, positioned in points from the start of its line
/// (y grows downward from the baseline).
public struct GlyphRun: Sendable, Equatable {
  public var fontPath: String
  public var size: Double
  public var glyphs: [Glyph]
}

public struct Glyph: Sendable, Equatable {
  public var id: UInt32
  public var x: Double
  public var y: Double
}

public final class ShapedTextMeasurer: TextMeasurer {
  /// One loaded font file.
  final class Face {
    let blob: OpaquePointer
    let face: OpaquePointer
    let font: OpaquePointer
    let unitsPerEm: Double

    let path: String

    init?(path: String) {
      self.path = path
      guard FileManager.default.fileExists(atPath: path),
        let blob = hb_blob_create_from_file_or_fail(path)
      else { return nil }
      self.blob = blob
      face = hb_face_create(blob, 0)
      font = hb_font_create(face)
      unitsPerEm = Double(hb_face_get_upem(face))
      hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
    }

    deinit {
      hb_font_destroy(font)
      hb_face_destroy(face)
      hb_blob_destroy(blob)
    }
  }

  /// Where Debian's fonts-inter and fonts-wqy-microhei put their files.
  public static let interFolder = "/usr/share/fonts/opentype/inter"
  public static let fallbackPaths = [
    "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
    "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
  ]

  private var faces: [String: Face] = [:]
  private let fallback: Face?
  private let buffer: OpaquePointer

  /// Nil when Inter is not installed (then use `ApproximateTextMeasurer`).
  public init?() {
    guard FileManager.default.fileExists(atPath: "\(Self.interFolder)/Inter-Regular.otf"),
      let buffer = hb_buffer_create()
    else { return nil }
    self.buffer = buffer
    fallback = Self.fallbackPaths.lazy.compactMap { Face(path: $0) }.first
  }

  deinit { hb_buffer_destroy(buffer) }

  public var fontDescription: String {
    "Inter (HarfBuzz) with \(fallback == nil ? "no CJK fallback" : "WenQuanYi Micro Hei for CJK")"
  }

  /// The Inter face for a font: Display from 20 pt, the weight's file (italic where asked),
  /// Regular if missing.
  private func face(for font: Font) -> Face? {
    if let name = font.name {
      // A named font: its own file or a stand-in (`NamedFonts`); else the system font.
      let key = "\(name)|\(font.weight)|\(font.italic)"
      if let known = faces[key] { return known }
      if let found = NamedFonts.face(for: font), let loaded = Face(path: found.path) {
        faces[key] = loaded
        return loaded
      }
      var system = font
      system.name = nil
      let fallback = face(for: system)
      faces[key] = fallback
      return fallback
    }
    let family = font.size >= 20 ? "InterDisplay" : "Inter"
    let style: String =
      switch (font.weight, font.italic) {
      case (.regular, true): "Italic"
      case (let w, true): w.interFace + "Italic"
      case (let w, false): w.interFace
      }
    let name = "\(family)-\(style)"
    if let known = faces[name] { return known }
    let loaded =
      Face(path: "\(Self.interFolder)/\(name).otf") ?? Face(path: "\(Self.interFolder)/Inter-Regular.otf")
    faces[name] = loaded
    return loaded
  }

  /// The file a font is measured with (`describe` and the tests name it).
  public func facePath(for font: Font) -> String? { face(for: font)?.path }

  public func width(of text: Substring, font: Font) -> Double {
    guard font.name == nil, !text.isEmpty else { return uncorrectedWidth(of: text, font: font) }
    return systemFontAdvances(of: text, font: font).reduce(0, +)
  }

  /// The pen advance after each character of `text` in the system font, in points:
  /// - below 20 pt, a printable ASCII character in regular to bold advances by SF's own
  ///   advance (`SystemFontAdvances`), SF's tracking, and SF's kerning with the next
  ///   character (`SystemFontKerning`);
  /// - any other character advances by Inter's advance in context (kerning included, the CJK
  ///   font or one em where Inter has no glyph) plus SF's tracking and the correction of its
  ///   class, times the weight's scale (`SystemFontCalibration`).
  func systemFontAdvances(of text: Substring, font: Font) -> [Double] {
    guard let inter = face(for: font) else { return [] }
    let characters = Array(text)
    let textCut = font.size < SystemFontAdvances.displaySize
    let sfUnits = characters.map { textCut ? SystemFontAdvances.units(of: $0, weight: font.weight) : nil }
    // Inter's advance of each character in context, where SF's figures do not reach (text
    // that SF's figures cover entirely is not shaped at all).
    var inContext = [Double](repeating: 0, count: characters.count)
    var missing = [Bool](repeating: false, count: characters.count)
    if sfUnits.contains(nil) {
      // Clusters are UTF-8 offsets into `text`: each character's starts at `starts[i]`.
      var starts: [Int] = []
      var offset = 0
      for c in characters {
        starts.append(offset)
        offset += c.utf8.count
      }
      var index = 0
      for g in shapedGlyphs(text, with: inter).0.sorted(by: { $0.cluster < $1.cluster }) {
        while index + 1 < starts.count && starts[index + 1] <= g.cluster { index += 1 }
        if g.isMissing {
          missing[index] = true
        } else {
          inContext[index] += g.advance / inter.unitsPerEm * font.size
        }
      }
    }
    let tracking = SystemFontCalibration.tracking(size: font.size)
    let trackingUnits = SystemFontAdvances.trackingUnits(size: font.size)
    let weightScale = SystemFontCalibration.scale(for: font.weight)
    return characters.indices.map { i in
      let c = characters[i]
      if let units = sfUnits[i] {
        let next = i + 1 < characters.count ? characters[i + 1] : nil
        let kern =
          next.flatMap { SystemFontKerning.em(between: c, and: $0, weight: font.weight, size: font.size) }
          ?? 0
        return (units + trackingUnits) / SystemFontAdvances.unitsPerEm * font.size + kern * font.size
      }
      let own = missing[i] ? fallbackWidth(of: String(c).utf8[...], font: font) : inContext[i]
      return (own + tracking + SystemFontCalibration.classCorrection(of: c, size: font.size)) * weightScale
    }
  }

  /// The stand-in's own width, before the system font's calibration (`scripts/text-calibration`
  /// fits the calibration on it).
  public func uncorrectedWidth(of text: Substring, font: Font) -> Double {
    guard !text.isEmpty, let inter = face(for: font) else { return 0 }
    let (units, missing) = shape(text, with: inter)
    var width = units / inter.unitsPerEm * font.size
    for range in missing {
      width += fallbackWidth(of: text.utf8[range], font: font)
    }
    return width
  }

  /// The glyphs that draw `text` on one line at the widths `width(of:font:)` measures: runs
  /// of Inter (or the CJK fallback where Inter lacks a glyph), each glyph at its pen position
  /// in points from the line's start. Characters neither font has are left out, their one-em
  /// advance kept.
  public func glyphRuns(of text: Substring, font: Font) -> [GlyphRun] {
    guard !text.isEmpty, let inter = face(for: font) else { return [] }
    var runs: [GlyphRun] = []
    var pen = 0.0
    func place(_ text: Substring, _ face: Face?) {
      guard let face else {
        pen += Double(text.count) * font.size
        return
      }
      let scale = font.size / face.unitsPerEm
      let (glyphs, missing) = shapedGlyphs(text, with: face)
      var run = GlyphRun(fontPath: face.path, size: font.size, glyphs: [])
      // Glyphs come in visual order; a missing cluster is drawn by the next face in place.
      var missingAt = missing.makeIterator()
      var nextMissing = missingAt.next()
      for g in glyphs {
        while let m = nextMissing, m.start <= g.cluster {
          if !run.glyphs.isEmpty { runs.append(run) }
          run = GlyphRun(fontPath: face.path, size: font.size, glyphs: [])
          place(Substring(text.utf8[m.range]), face === inter ? fallback : nil)
          nextMissing = missingAt.next()
        }
        guard !g.isMissing else { continue }
        run.glyphs.append(Glyph(id: g.id, x: pen + g.xOffset * scale, y: -g.yOffset * scale))
        pen += g.advance * scale
      }
      if !run.glyphs.isEmpty { runs.append(run) }
      while let m = nextMissing {
        place(Substring(text.utf8[m.range]), face === inter ? fallback : nil)
        nextMissing = missingAt.next()
      }
    }
    place(text, inter)
    // The system font is drawn where it is measured: each glyph at the sum of the advances
    // of the characters before it (taken one glyph per character, as in most text).
    guard font.name == nil else { return runs }
    let advances = systemFontAdvances(of: text, font: font)
    var position = 0.0
    var next = advances.makeIterator()
    for r in runs.indices {
      for g in runs[r].glyphs.indices {
        runs[r].glyphs[g].x = position
        position += next.next() ?? 0
      }
    }
    return runs
  }

  /// One shaped glyph in font units; `cluster` is its UTF-8 offset in the shaped text.
  struct ShapedGlyph {
    let id: UInt32
    let cluster: Int
    let advance, xOffset, yOffset: Double
    var isMissing: Bool { id == 0 }
  }

  /// Shapes `text` into glyphs, with the UTF-8 ranges of the clusters the face lacks.
  private func shapedGlyphs(_ text: Substring, with face: Face) -> (
    [ShapedGlyph], [(range: Range<Substring.UTF8View.Index>, start: Int)]
  ) {
    let (_, missing) = shape(text, with: face)
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return ([], []) }
    let glyphs = (0..<Int(count)).map { i in
      ShapedGlyph(
        id: infos[i].codepoint, cluster: Int(infos[i].cluster), advance: Double(positions[i].x_advance),
        xOffset: Double(positions[i].x_offset), yOffset: Double(positions[i].y_offset))
    }
    let ranges = missing.map { ($0, text.utf8.distance(from: text.utf8.startIndex, to: $0.lowerBound)) }
    return (glyphs, ranges)
  }

  /// Shapes `text` and returns its advance in font units, leaving out the glyphs the face
  /// lacks, whose UTF-8 ranges (relative to `text`) come back separately.
  private func shape(_ text: Substring, with face: Face) -> (Double, [Range<Substring.UTF8View.Index>]) {
    let utf8 = Array(text.utf8)
    hb_buffer_clear_contents(buffer)
    utf8.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { chars in
        hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
      }
    }
    hb_buffer_guess_segment_properties(buffer)
    hb_shape(face.font, buffer, nil, 0)
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return (0, []) }
    var advance = 0.0
    // Clusters are UTF-8 offsets; a missing glyph's cluster runs to the next cluster start.
    var clusterStarts: [Int] = []
    var missingStarts = Set<Int>()
    for i in 0..<Int(count) {
      let cluster = Int(infos[i].cluster)
      clusterStarts.append(cluster)
      if infos[i].codepoint == 0 {
        missingStarts.insert(cluster)
      } else {
        advance += Double(positions[i].x_advance)
      }
    }
    guard !missingStarts.isEmpty else { return (advance, []) }
    let starts = Array(Set(clusterStarts)).sorted()
    var ranges: [Range<Substring.UTF8View.Index>] = []
    for (i, start) in starts.enumerated() where missingStarts.contains(start) {
      let end = i + 1 < starts.count ? starts[i + 1] : utf8.count
      let lower = text.utf8.index(text.utf8.startIndex, offsetBy: start)
      let upper = text.utf8.index(text.utf8.startIndex, offsetBy: end)
      // Merge with the previous range when adjacent, so that a run is shaped as a whole.
      if let last = ranges.last, last.upperBound == lower {
        ranges[ranges.count - 1] = last.lowerBound..<upper
      } else {
        ranges.append(lower..<upper)
      }
    }
    return (advance, ranges)
  }

  /// The width of a run Inter lacks: the CJK face where it has glyphs, one em per character
  /// neither face has.
  private func fallbackWidth(of run: Substring.UTF8View.SubSequence, font: Font) -> Double {
    let text = Substring(run)
    guard let fallback else { return Double(text.count) * font.size }
    let (units, missing) = shape(text, with: fallback)
    var width = units / fallback.unitsPerEm * font.size
    for range in missing { width += Double(Substring(text.utf8[range]).count) * font.size }
    return width
  }
}
