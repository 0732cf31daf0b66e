import Foundation

/// San Francisco's kerning between two printable ASCII characters, in em, for the Text cut
/// and the Display cut, blended by point size as SF's optical size axis does.
///
/// Source: the kerning pairs macOS's SF (`.SFNS`) reported, regular and bold, published in
/// the public repository Vercantez/openuikit (`uikit/Sources/OpenUIKit/Resources/
/// font_kerning.json`, commit 48ee462), transcribed in `SystemFontKerningData`. Each pair has
/// a value for the Text end and the Display end of the optical axis (in millionths of an em
/// there, whole units of 1/2048 em here), and the same file gives the blend between them by
/// size: none up to 17 pt, 0.236 at 20, 0.818 at 24, all of Display from 28 (WWDC20 session
/// 10175 says SF's spacing "varies smoothly between 17 and 28 points"). They are macOS's
/// figures; that iOS's cut kerns the same is an assumption, which `scripts/text-calibration`
/// supports: they bring the held-out widths closer to what iOS gave than Inter's kerning does
/// (docs/engine.md, "Text widths: San Francisco's own advances and kerning").
enum SystemFontKerning {
  /// A pair's kerning in units of 1/2048 em at the Text and the Display end.
  struct Values {
    var text: Double
    var display: Double
  }

  static let regular = parse(SystemFontKerningData.regular)
  static let bold = parse(SystemFontKerningData.bold)

  /// The kerning between `first` and `second` in em at a weight and size: regular's and
  /// bold's measured pairs, medium and semibold between them as their advances are
  /// (`SystemFontAdvances.boldFraction`); nil for other weights and characters outside
  /// printable ASCII.
  static func em(between first: Character, and second: Character, weight: FontWeight, size: Double) -> Double?
  {
    guard let a = first.asciiValue, let b = second.asciiValue, (32...126).contains(a), (32...126).contains(b),
      let t = SystemFontAdvances.boldFraction(of: weight)
    else { return nil }
    let key = Int(a) << 8 | Int(b)
    let blend = opticalBlend(size: size)
    func value(_ table: [Int: Values]) -> Double {
      guard let v = table[key] else { return 0 }
      return (v.text + (v.display - v.text) * blend) / SystemFontAdvances.unitsPerEm
    }
    switch t {
    case 0: return value(regular)
    case 1: return value(bold)
    default: return value(regular) + t * (value(bold) - value(regular))
    }
  }

  /// How far along from the Text end to the Display end SF's kerning is, by point size.
  static let blendBySize: [(size: Double, blend: Double)] = [
    (17, 0), (17.5, 0.022705), (18, 0.045471), (19, 0.090881), (20, 0.236328), (21, 0.381836), (22, 0.527283),
    (23, 0.672729), (24, 0.818176), (25, 0.863647), (26, 0.909119), (27, 0.954529), (28, 1),
  ]

  /// How far along from the Text end to the Display end SF's kerning is at a size.
  static func opticalBlend(size: Double) -> Double {
    guard size > blendBySize[0].size else { return 0 }
    for (lower, upper) in zip(blendBySize, blendBySize.dropFirst()) where size <= upper.size {
      return lower.blend + (upper.blend - lower.blend) * (size - lower.size) / (upper.size - lower.size)
    }
    return 1
  }

  /// The data's lines: the two characters, a tab, the Text value, a tab, the Display value.
  static func parse(_ data: String) -> [Int: Values] {
    var table: [Int: Values] = [:]
    for line in data.split(separator: "\n") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 3, fields[0].utf8.count == 2, let text = Double(fields[1]),
        let display = Double(fields[2])
      else { continue }
      let bytes = Array(fields[0].utf8)
      table[Int(bytes[0]) << 8 | Int(bytes[1])] = Values(text: text, display: display)
    }
    return table
  }
}
