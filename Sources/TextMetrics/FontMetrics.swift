import CHarfBuzz
import Foundation

/// A font's vertical metrics in ems, as UIFont reports them: `ascender` above the baseline,
/// `descender` below it (positive here), `leading` the line gap.
public struct LineMetrics: Sendable, Equatable {
  public var ascender: Double
  public var descender: Double
  public var leading: Double

  public init(ascender: Double, descender: Double, leading: Double) {
    self.ascender = ascender
    self.descender = descender
    self.leading = leading
  }

  /// San Francisco's, which every height of the system font uses so that text is as tall as
  /// on iOS (Inter only stands in for widths). Reference §3.1: 2048 units per em, ascender
  /// 1950, descender 494, no line gap (cap height 1443, x-height 1078).
  public static let systemFont = LineMetrics(ascender: 1950.0 / 2048, descender: 494.0 / 2048, leading: 0)
}

/// The vertical metrics that size and place text: the system font's are SF's
/// (`LineMetrics.systemFont`); a named font's are iOS's own for the families in
/// `NamedFontLineMetrics`, else those of the file that measures it (its `hhea` table), else
/// SF's.
///
/// A line is `UIFont.lineHeight` tall: ascender + descender, **without** the font's leading
/// (line gap). Evidence (`docs/research/named-font-metrics.md`): iOS 18.2's decompiled
/// `__NSFontExtraData` stores lineHeight as CTFontGetAscent + CTFontGetDescent (leading is
/// added only by a separate private method); and seven single-line Helvetica Neue labels
/// Interface Builder stored (14–34 pt, Xcode 9–15) are all the height without the gap, which
/// would make each half a point taller at 2×.
public enum FontMetrics {
  public static func metrics(_ font: Font) -> LineMetrics { resolved(font)?.metrics ?? .systemFont }

  /// Where a font's line metrics come from, for `describe`: nil for the system font.
  public static func metricsSource(_ font: Font) -> String? {
    guard font.name != nil else { return nil }
    return resolved(font)?.source ?? "San Francisco's (no file)"
  }

  /// A named font's metrics and where they come from: iOS's table, else the measuring file;
  /// nil for the system font or a family with neither.
  private static func resolved(_ font: Font) -> (metrics: LineMetrics, source: String)? {
    guard let name = font.name else { return nil }
    let (family, weight, _) = NamedFonts.split(name)
    if let known = NamedFontLineMetrics.iOS(family: family, weight: weight ?? font.weight) {
      return (known.metrics, "iOS's \(family): \(known.source)")
    }
    if let face = NamedFonts.face(for: font), let read = fileMetrics(path: face.path) {
      return (read, "the file's hhea table (\(face.family))")
    }
    return nil
  }

  public static func ascender(_ font: Font) -> Double { font.size * metrics(font).ascender }
  public static func descender(_ font: Font) -> Double { font.size * metrics(font).descender }
  /// 17-point SF: 20.287109375; 17-point Helvetica Neue: 17 × 1.165 = 19.805.
  public static func lineHeight(_ font: Font) -> Double {
    let m = metrics(font)
    return font.size * (m.ascender + m.descender)
  }

  /// A font file's `hhea` ascender, descender and line gap, per em (kept by path).
  static func fileMetrics(path: String) -> LineMetrics? {
    lock.lock()
    defer { lock.unlock() }
    if let known = read[path] { return known }
    var result: LineMetrics? = nil
    if let blob = hb_blob_create_from_file_or_fail(path) {
      let face = hb_face_create(blob, 0)
      let font = hb_font_create(face)
      let unitsPerEm = Double(hb_face_get_upem(face))
      hb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
      var extents = hb_font_extents_t()
      if hb_font_get_h_extents(font, &extents) != 0, unitsPerEm > 0 {
        result = LineMetrics(
          ascender: Double(extents.ascender) / unitsPerEm, descender: -Double(extents.descender) / unitsPerEm,
          leading: Double(extents.line_gap) / unitsPerEm)
      }
      hb_font_destroy(font)
      hb_face_destroy(face)
      hb_blob_destroy(blob)
    }
    read[path] = .some(result)
    return result
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var read: [String: LineMetrics?] = [:]
}
