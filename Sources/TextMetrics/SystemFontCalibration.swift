/// How the Inter stand-in is corrected to measure like San Francisco where SF's own figures
/// (`SystemFontAdvances`, `SystemFontKerning`) do not reach: the Display cut from 20 pt,
/// weights lighter than regular or heavier than bold, and characters outside ASCII. Chosen by
/// `scripts/text-calibration` against 264 widths iOS gave (Tests/Data/TextWidths: labels
/// Interface Builder measured itself, and exact reference widths), fitted on four fifths and
/// judged on the fifth held out. Each step below is kept because it brought the held-out widths
/// closer (the figures are in docs/engine.md, "Text widths: San Francisco's own advances and
/// kerning").
///
/// 1. SF's tracking, in 1/1000 em, added after every character: Apple's current table below
///    20 pt (17 pt: −26), the older SF Pro Display table from 20 pt (20 pt: +19). Apple's
///    current table also lists −23 … +8 for 20–26 pt, but the widths Interface Builder stored
///    for the same labels barely changed when iOS 14 brought that table in, and the older
///    values fit them far better (Tests/Data/TextWidths/sf-tracking.md).
/// 2. A correction per character class (space, capital, digit, lower case), in em, fitted by
///    least squares for the Text and the Display cut, damped (a ridge of 16 characters²) so
///    that a class few rows hold stays near zero: SF Display's capitals and figures are wider
///    than Inter Display's (+0.027 and +0.013 em), its lower case and spaces narrower (−0.010
///    and −0.007 em); the Text cut differs by a few thousandths. Punctuation, symbols, emoji and
///    other scripts get none: they differ glyph by glyph, and the rows hold too few of each.
///    (A fifth class for punctuation would share one coefficient between glyphs as different
///    as "!" and "*", and it widened "Wi-Fi" and emoji.)
/// 3. A scale per weight, fitted (the median of iOS's width over the corrected Inter width):
///    Inter's weights are not SF's.
/// Only the system font is corrected; named fonts are measured with their own files.
public enum SystemFontCalibration {
  static let textTracking: [Int: Double] = [
    6: 41, 7: 34, 8: 26, 9: 19, 10: 12, 11: 6, 12: 0, 13: -6, 14: -11, 15: -16, 16: -20, 17: -26, 18: -25,
    19: -24,
  ]
  static let displayTracking: [Int: Double] = [
    20: 19, 21: 17, 22: 16, 24: 15, 25: 14, 27: 13, 30: 12, 33: 11, 40: 10, 44: 9, 48: 8, 50: 7, 53: 6, 56: 5,
    60: 4,
    65: 3, 69: 2, 79: 0,
  ]

  /// The tracking in 1/1000 em for every whole size from 0 to 100 (sizes between the table's
  /// take the one below; measuring text asks for it on every width).
  static let trackingBySize: [Double] = (0...100).map { s in
    let table = s < 20 ? textTracking : displayTracking
    let key = table.keys.filter { $0 <= s }.max() ?? table.keys.min() ?? 0
    return table[key] ?? 0
  }

  /// Points added after each character at a point size.
  public static func tracking(size: Double) -> Double {
    let s = min(100, max(0, Int(size.rounded())))
    // A size that rounds to 20 but is below it keeps the Text table, as before rounding.
    let perMille = size < 20 && s >= 20 ? trackingBySize[19] : trackingBySize[s]
    return perMille / 1000 * size
  }

  /// The classes a character's correction is fitted for (`other` gets none).
  public enum CharacterClass: Int, CaseIterable, Sendable {
    case space, capital, digit, lowercase, other

    public init(_ c: Character) {
      self =
        if c == " " { .space } else if c.isUppercase { .capital } else if c.isNumber {
          .digit
        } else if c.isLowercase {
          .lowercase
        } else { .other }
    }
  }

  /// The fitted correction in em per character class (`CharacterClass` order), for the Text
  /// cut (below 20 pt) and the Display cut.
  static let textClassCorrection: [Double] = [-0.0020, 0.0017, 0.0046, -0.0007, 0]
  static let displayClassCorrection: [Double] = [-0.0066, 0.0266, 0.0130, -0.0099, 0]

  /// Points added to a text's width for its characters' classes at a point size.
  public static func classCorrection(of text: Substring, size: Double) -> Double {
    var points = 0.0
    for c in text { points += classCorrection(of: c, size: size) }
    return points
  }

  /// Points added after one character for its class at a point size.
  public static func classCorrection(of c: Character, size: Double) -> Double {
    (size >= 20 ? displayClassCorrection : textClassCorrection)[CharacterClass(c).rawValue] * size
  }

  /// The fitted scale for a weight.
  public static func scale(for weight: FontWeight) -> Double {
    switch weight {
    case .regular: 0.99723
    case .medium: 1.00795
    case .semibold: 1.01190
    case .bold: 1.01727
    default: 0.99939
    }
  }
}
