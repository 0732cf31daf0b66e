/// iOS's own vertical metrics for named families, which the stand-ins measuring their widths
/// (Liberation and TeX Gyre faces) do not share. Each row's figures and sources are in
/// `docs/research/named-font-metrics.md`: hhea values from the Capsize project's metrics of
/// Apple's font files (read on macOS; iOS ships its own builds, so **medium** confidence
/// unless checked), Menlo's from the measury project, and heights Interface Builder stored
/// for single-line labels, which confirm Helvetica Neue's three rows and Helvetica's.
public enum NamedFontLineMetrics {
  public struct Entry: Sendable {
    public var metrics: LineMetrics
    /// Where the figures come from, and how sure they are.
    public var source: String
  }

  /// A family at a weight, or nil when iOS's metrics for it are not known.
  public static func iOS(family: String, weight: FontWeight) -> Entry? {
    func hhea(
      _ unitsPerEm: Double, _ ascender: Double, _ descender: Double, _ lineGap: Double, _ source: String
    ) -> Entry {
      Entry(
        metrics: LineMetrics(
          ascender: ascender / unitsPerEm, descender: descender / unitsPerEm, leading: lineGap / unitsPerEm),
        source: source)
    }
    switch family.lowercased() {
    case "helvetica neue":
      switch weight {
      case .medium, .semibold, .bold, .heavy, .black:
        return hhea(1000, 975, 217, 29, "Capsize hhea (HelveticaNeue-Bold/-Medium); IB label heights agree")
      case .ultraLight, .thin, .light:
        return hhea(1000, 967, 213, 29, "Capsize hhea (HelveticaNeue-Light); IB label heights agree")
      case .regular:
        return hhea(
          1000, 952, 213, 28, "Capsize hhea; printed CoreText values on iOS; IB label heights agree")
      }
    case "helvetica":
      // UIFont adds 15% of ascent + descent to Helvetica's ascender and line height
      // (decompiled __NSFontExtraData, iOS 18.2): 1577 + 471 = 2048, so 1.15 em. Printed on
      // iOS: Helvetica 17 has ascender 15.6403 and lineHeight 19.55.
      let extra = 0.15 * (1577.0 + 471.0)
      return hhea(2048, 1577 + extra, 471, 0, "Capsize hhea + UIFont's 15% for Helvetica; printed on iOS")
    case "arial": return hhea(2048, 1854, 434, 67, "Capsize hhea; not checked on iOS")
    case "times new roman": return hhea(2048, 1825, 443, 87, "Capsize hhea; not checked on iOS")
    case "georgia":
      return hhea(2048, 1878, 449, 0, "Capsize hhea; one IB label suggests 1-3% taller (uncertain)")
    case "courier new": return hhea(2048, 1705, 615, 0, "Capsize hhea; not checked on iOS")
    case "menlo": return hhea(2048, 1901, 483, 0, "measury hhea; not checked on iOS")
    case "verdana": return hhea(2048, 2059, 430, 0, "Capsize hhea; not checked on iOS")
    case "trebuchet ms": return hhea(2048, 1923, 455, 0, "Capsize hhea; not checked on iOS")
    case "avenir next", "avenir":
      // Only the sum is known: IB stored heights of 1.3636–1.3667 em (Avenir: 1.361–1.389,
      // one label). The split between ascender and descender is an estimate.
      return hhea(
        1000, 1000, 366, 0, "line height from IB label heights (1.366 em); ascender/descender split estimated"
      )
    default: return nil
    }
  }
}
