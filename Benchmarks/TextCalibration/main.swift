import Foundation
import TextMetrics

/// `scripts/text-calibration`: how far LayoutLab's text widths are from the widths iOS gave
/// (Tests/Data/TextWidths/textwidths.csv: Interface Builder's own measurements and exact
/// reference widths, each with its source), for each candidate correction of the Inter
/// stand-in. Every fifth row is held out: corrections are fitted on the other four fifths and
/// judged on it. A recorded width is the true width rounded up to its file's pixel grid, so a
/// prediction is rounded the same way before comparing.
struct Row {
  var text: String
  var font: Font
  var width: Double
  /// The grid the recorded width was rounded up to (0: exact).
  var grid: Double
}

/// RFC 4180 fields: quoted fields may hold commas and doubled quotes.
func fields(_ line: String) -> [String] {
  var out: [String] = []
  var field = ""
  var quoted = false
  var chars = Array(line)[...]
  while let c = chars.popFirst() {
    if quoted {
      if c == "\"" {
        if chars.first == "\"" {
          field.append("\"")
          chars = chars.dropFirst()
        } else {
          quoted = false
        }
      } else {
        field.append(c)
      }
    } else if c == "\"" {
      quoted = true
    } else if c == "," {
      out.append(field)
      field = ""
    } else {
      field.append(c)
    }
  }
  out.append(field)
  return out
}

let path =
  CommandLine.arguments.dropFirst().first { !$0.hasPrefix("--") } ?? "Tests/Data/TextWidths/textwidths.csv"
guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
  print("cannot read \(path)")
  exit(2)
}
var rows: [Row] = []
for line in text.split(whereSeparator: \.isNewline).dropFirst() {
  let f = fields(String(line))
  guard f.count >= 8, let size = Double(f[2]), let width = Double(f[5]) else { continue }
  let weight = FontWeight(rawValue: f[3]) ?? .regular
  let italic = f[4] == "true"
  let style = TextStyle(rawValue: f[1])
  var font = style?.font ?? Font(size: size, weight: weight, italic: italic)
  font.size = size
  font.weight = weight
  font.italic = italic
  let hint = f[7]
  let grid = hint.hasPrefix("exact") ? 0 : hint.contains("@3x") ? 1.0 / 3 : hint.contains("@2x") ? 0.5 : 1
  rows.append(Row(text: f[0], font: font, width: width, grid: grid))
}
guard let measurer = ShapedTextMeasurer() else {
  print("fonts-inter is not installed")
  exit(2)
}

/// SF Pro's tracking in 1/1000 em by point size (Apple's HIG table, iOS 14+;
/// Tests/Data/TextWidths/sf-tracking.md), and the older Text/Display split (iOS 11–13).
let modern: [Int: Double] = [
  6: 41, 7: 34, 8: 26, 9: 19, 10: 12, 11: 6, 12: 0, 13: -6, 14: -11, 15: -16, 16: -20, 17: -26, 18: -25,
  19: -24,
  20: -23, 21: -18, 22: -12, 23: -4, 24: 3, 25: 6, 26: 8, 27: 11, 28: 14, 29: 14, 30: 14, 31: 13, 32: 13,
  33: 12,
  34: 12, 35: 11, 36: 10, 37: 10, 38: 10, 39: 10, 40: 10,
]
let older: [Int: Double] = [
  6: 41, 8: 26, 9: 19, 10: 12, 11: 6, 12: 0, 13: -6, 14: -11, 15: -16, 16: -20, 17: -24, 18: -25, 19: -26,
  20: 19,
  21: 17, 22: 16, 24: 15, 25: 14, 27: 13, 30: 12, 33: 11, 40: 10,
]
func tracking(_ table: [Int: Double], _ size: Double) -> Double {
  let s = Int(size.rounded())
  if let t = table[s] { return t }
  let below = table.keys.filter { $0 < s }.max() ?? 6
  return table[below] ?? 0
}

func grapheme(_ s: String) -> Double { Double(s.count) }

struct Candidate {
  var name: String
  var predict: (Row) -> Double
}

let held = rows.indices.filter { $0 % 5 == 0 }.map { rows[$0] }
let training = rows.indices.filter { $0 % 5 != 0 }.map { rows[$0] }
func raw(_ r: Row) -> Double { measurer.uncorrectedWidth(of: Substring(r.text), font: r.font) }

/// A per-weight scale fitted on the training rows: the median of recorded / predicted.
func fittedScale(_ base: @escaping (Row) -> Double) -> (Row) -> Double {
  var byWeight: [FontWeight: [Double]] = [:]
  for r in training where r.width > 5 {
    byWeight[r.font.weight, default: []].append((r.width - r.grid / 2) / base(r))
  }
  let all = training.filter { $0.width > 5 }.map { ($0.width - $0.grid / 2) / base($0) }.sorted()
  let overall = all[all.count / 2]
  let scales = byWeight.mapValues { v -> Double in
    guard v.count >= 5 else { return overall }
    let s = v.sorted()
    return s[s.count / 2]
  }
  fitted.append((scales, overall))
  return { r in base(r) * (scales[r.font.weight] ?? overall) }
}
nonisolated(unsafe) var fitted: [([FontWeight: Double], Double)] = []

let trackModern: (Row) -> Double = {
  raw($0) + tracking(modern, $0.font.size) / 1000 * $0.font.size * grapheme($0.text)
}
let trackOlder: (Row) -> Double = {
  raw($0) + tracking(older, $0.font.size) / 1000 * $0.font.size * grapheme($0.text)
}
// The iOS 14+ table below 20 pt, the older Display values from 20 pt: IB's widths at 20–26 pt
// barely moved between iOS 13 and 14 although the new table says they should have.
let trackMixed: (Row) -> Double = {
  raw($0) + tracking($0.font.size < 20 ? modern : older, $0.font.size) / 1000 * $0.font.size
    * grapheme($0.text)
}
/// A space's advance corrected by an amount in em fitted on the training rows (the median
/// residual per space and point), separately for the Text and Display cuts.
func fittedSpaces(_ base: @escaping (Row) -> Double) -> (Row) -> Double {
  func spaces(_ r: Row) -> Double { Double(r.text.filter { $0 == " " }.count) }
  var deltas: [Bool: [Double]] = [:]
  for r in training where spaces(r) > 0 {
    deltas[r.font.size >= 20, default: []].append(
      (r.width - r.grid / 2 - base(r)) / (r.font.size * spaces(r)))
  }
  let perEm = deltas.mapValues { v in v.sorted()[v.count / 2] }
  print(
    String(
      format: "fitted space correction: text %+.4f em, display %+.4f em", perEm[false] ?? 0, perEm[true] ?? 0)
  )
  return { r in base(r) + (perEm[r.font.size >= 20] ?? 0) * r.font.size * spaces(r) }
}
/// A correction in em per character class (space, capital, digit, lower case, other), fitted
/// by least squares on the training rows, separately for the Text and Display cuts.
func fittedClasses(_ base: @escaping (Row) -> Double) -> (Row) -> Double {
  let classes = SystemFontCalibration.CharacterClass.allCases.count
  func counts(_ r: Row) -> [Double] {
    var n = [Double](repeating: 0, count: classes)
    // Punctuation, symbols and other scripts differ glyph by glyph: no class correction.
    for c in r.text {
      let k = SystemFontCalibration.CharacterClass(c)
      if k != .other { n[k.rawValue] += 1 }
    }
    return n
  }
  var perEm: [Bool: [Double]] = [:]
  for display in [false, true] {
    var a = [[Double]](repeating: [Double](repeating: 0, count: classes), count: classes)
    var b = [Double](repeating: 0, count: classes)
    for r in training where (r.font.size >= 20) == display && r.width > 5 {
      let n = counts(r)
      let y = (r.width - r.grid / 2 - base(r)) / r.font.size
      for i in 0..<classes {
        b[i] += n[i] * y
        for j in 0..<classes { a[i][j] += n[i] * n[j] }
      }
    }
    for i in 0..<classes { a[i][i] += 16 }  // ridge: a class with few rows stays near zero
    // Gaussian elimination.
    for i in 0..<classes {
      for k in (i + 1)..<classes {
        let f = a[k][i] / a[i][i]
        for j in i..<classes { a[k][j] -= f * a[i][j] }
        b[k] -= f * b[i]
      }
    }
    var x = [Double](repeating: 0, count: classes)
    for i in stride(from: classes - 1, through: 0, by: -1) {
      var sum = b[i]
      for j in (i + 1)..<classes { sum -= a[i][j] * x[j] }
      x[i] = sum / a[i][i]
    }
    perEm[display] = x
    print(
      "fitted per-class em (space, capital, digit, lower, other) \(display ? "display" : "text"): "
        + x.map { String(format: "%+.4f", $0) }.joined(separator: " "))
  }
  return { r in
    let n = counts(r)
    let d = perEm[r.font.size >= 20]!
    return base(r) + zip(n, d).map { $0 * $1 }.reduce(0, +) * r.font.size
  }
}

/// SF's own advances below 20 pt (`SystemFontAdvances`, regular and bold measured, medium and
/// semibold between them) with Inter's kerning instead of SF's: what SF's kerning adds.
func sfAdvancesInterKerning(_ r: Row) -> Double {
  let units = r.text.compactMap { SystemFontAdvances.units(of: $0, weight: r.font.weight) }
  guard r.font.size < SystemFontAdvances.displaySize, units.count == r.text.count else {
    return measurer.width(of: Substring(r.text), font: r.font)
  }
  let singles = r.text.map { measurer.uncorrectedWidth(of: Substring(String($0)), font: r.font) }.reduce(0, +)
  let kerning = measurer.uncorrectedWidth(of: Substring(r.text), font: r.font) - singles
  let advances: Double = units.reduce(0, +) / SystemFontAdvances.unitsPerEm * r.font.size
  let tracking: Double = SystemFontCalibration.tracking(size: r.font.size) * Double(r.text.count)
  return advances + tracking + kerning
}

let candidates = [
  Candidate(name: "Inter as it is", predict: raw),
  Candidate(name: "tracking (HIG, iOS 14+)", predict: trackModern),
  Candidate(name: "tracking (older Text/Display)", predict: trackOlder),
  Candidate(name: "per-weight scale", predict: fittedScale(raw)),
  Candidate(name: "tracking (iOS 14+) + per-weight scale", predict: fittedScale(trackModern)),
  Candidate(name: "tracking (iOS 14+ < 20 pt, Display >= 20)", predict: trackMixed),
  Candidate(name: "that + per-weight scale", predict: fittedScale(trackMixed)),
  Candidate(name: "spaces, then per-weight scale", predict: fittedScale(fittedSpaces(trackMixed))),
  Candidate(
    name: "character classes, then per-weight scale", predict: fittedScale(fittedClasses(trackMixed))),
  Candidate(name: "SF's advances < 20 pt, Inter's kerning", predict: sfAdvancesInterKerning),
  Candidate(
    name: "LayoutLab now: SF's kerning too",
    predict: { measurer.width(of: Substring($0.text), font: $0.font) }),
]

func report(_ c: Candidate, on set: [Row]) -> (median: Double, p95: Double, withinPixel: Int) {
  var errors: [Double] = []
  var within = 0
  for r in set {
    let p = c.predict(r)
    let shown = r.grid == 0 ? p : (p / r.grid - 1e-9).rounded(.up) * r.grid
    errors.append(abs(shown - r.width) / r.width)
    if abs(shown - r.width) <= max(r.grid, 1.0 / 3) + 1e-9 { within += 1 }
  }
  errors.sort()
  return (errors[errors.count / 2], errors[min(errors.count - 1, Int(Double(errors.count) * 0.95))], within)
}

print("\(rows.count) rows from \(path): \(training.count) to fit, \(held.count) held out (every fifth)")
print(
  "candidate                                  held-out median  p95     within a pixel"
    + "   (all rows: median, p95)"
)
for c in candidates {
  let h = report(c, on: held)
  let a = report(c, on: rows)
  print(
    c.name.padding(toLength: 42, withPad: " ", startingAt: 0)
      + String(
        format: " %6.2f%%       %6.2f%%  %3d / %3d        (%5.2f%%, %5.2f%%)", h.median * 100, h.p95 * 100,
        h.withinPixel, held.count, a.median * 100, a.p95 * 100))
}

if let (scales, overall) = fitted.last {
  print(
    "fitted scales (for the Inter path): "
      + scales.sorted { $0.value < $1.value }.map { "\($0.key) \(String(format: "%.5f", $0.value))" }.joined(
        separator: ", ") + String(format: "; others %.5f", overall))
}

// `--worst`: the rows LayoutLab now misses most, to see what the remaining error is made of.
if CommandLine.arguments.contains("--worst") {
  let now = candidates.last!
  // `--held-out`: only the fifth held out.
  let ranked = (CommandLine.arguments.contains("--held-out") ? held : rows).map {
    r -> (Row, Double, Double) in
    let p = now.predict(r)
    let shown = r.grid == 0 ? p : (p / r.grid - 1e-9).rounded(.up) * r.grid
    return (r, shown, (shown - r.width) / r.width)
  }.sorted { abs($0.2) > abs($1.2) }
  print("\nthe rows missed most (text, font, iOS width, LayoutLab's, error):")
  for (r, shown, e) in ranked.prefix(15) {
    print(
      String(
        format: "  %-34@ %5.1f pt %-9@ %7.2f %7.2f  %+.2f%%", "'\(r.text.prefix(30))'" as NSString,
        r.font.size, r.font.weight.rawValue as NSString, r.width, shown, e * 100))
  }
}
