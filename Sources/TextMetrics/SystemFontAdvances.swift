/// San Francisco's own advance widths for printable ASCII (U+0020 to U+007E, in that order),
/// in units of 1/2048 em with no tracking: what iOS measures for the system font at 12 pt,
/// where SF's tracking is zero.
///
/// Source: per-character advances an iOS 26.1 device reported for `.SFUI-Regular` at 12, 13
/// and 17 pt and `.SFUI-Bold` at 17 pt, published in the public repository Vercantez/openuikit
/// (`uikit/Sources/OpenUIKit/Resources/font_metrics_ios.json`, quoted with its harvest notes in
/// that repository's CoreText notes and tests). The figures were converted here: each advance
/// times 2048 / size, plus the size's tracking. They are consistent in ways that make them
/// credible as measurements:
/// - at every size the same whole number of units per character, less the size's tracking
///   (0 units at 12 pt, 12 at 13 pt, 52 at 17 pt: Apple's tracking table says 0, −6 and −26
///   thousandths of an em, that is 0, −12.3 and −53.2 units);
/// - "Hello" at 17 pt sums to 38.814453125, the width the project's reference gives;
/// - "This is a test string" at 17 pt sums to 143.404, and an iOS 11 test recorded 144.093:
///   the difference, 0.689 pt over 21 characters, is iOS 11's smaller tracking (−24 against
///   −26 thousandths: 0.714 pt) within one unit;
/// - against the 264 widths of `Tests/Data/TextWidths/textwidths.csv` (Interface Builder's own
///   measurements), they predict better than any correction of Inter (`scripts/text-calibration`).
/// Bold's units come in halves (SF is a variable font; Bold is an interpolated instance).
/// What stays uncertain: other weights (interpolated between these two by `SystemFontAdvances`)
/// and the Display sizes (20 pt and up), which no harvested table covers.
public enum SystemFontAdvances {
  public static let unitsPerEm = 2048.0

  public static let regular: [Double] = [
    576, 637, 978, 1290, 1290, 1895, 1457, 608, 782, 782, 966, 1290, 608, 966, 608, 624,
    1290, 950, 1236, 1284, 1318, 1266, 1304, 1166, 1308, 1304, 608, 608, 1290, 1290, 1290, 1050,
    1880, 1380, 1346, 1466, 1488, 1220, 1172, 1529, 1520, 548, 1102, 1349, 1163, 1790, 1520, 1580,
    1301, 1580, 1338, 1305, 1298, 1510, 1380, 1982, 1390, 1342, 1355, 782, 624, 782, 1290, 1195,
    1024, 1130, 1258, 1146, 1258, 1170, 741, 1248, 1205, 506, 505, 1112, 518, 1782, 1195, 1210,
    1250, 1248, 780, 1072, 744, 1195, 1110, 1586, 1074, 1112, 1104, 782, 530, 782, 1290,
  ]

  public static let bold: [Double] = [
    528, 729.5, 1165, 1375, 1375, 2121, 1524.5, 712, 878, 878, 992, 1375, 712, 992, 712, 685,
    1402, 1048, 1317, 1370, 1407, 1358.5, 1400, 1238, 1421, 1400, 712, 712, 1375, 1375, 1375, 1141,
    1898.5, 1500, 1420, 1518, 1530.5, 1273.5, 1223.5, 1557, 1604, 652, 1231, 1452.5, 1218, 1856.5, 1573,
    1610.5,
    1379.5, 1610.5, 1422, 1382.5, 1352, 1557, 1477, 2067, 1494, 1450, 1383.5, 878, 685, 878, 1375, 1284.5,
    1024, 1207.5, 1334, 1203, 1334, 1230.5, 835.5, 1321.5, 1294.5, 588, 587.5, 1231.5, 604, 1909, 1284.5,
    1269,
    1325, 1326, 891, 1160, 845, 1284.5, 1193.5, 1735, 1189, 1223, 1160, 878, 613, 878, 1375,
  ]
}

extension SystemFontAdvances {
  /// Below this size iOS sets the system font in SF's Text cut, which these advances are;
  /// from it the Display cut, which no harvested table covers.
  public static let displaySize = 20.0

  /// SF's tracking at a Text size in units of 1/2048 em: what iOS 26.1 applied at 12, 13 and
  /// 17 pt (0, −12, −52; see above), otherwise Apple's table (`SystemFontCalibration`) in
  /// these units.
  static func trackingUnits(size: Double) -> Double {
    switch size {
    case 12: 0
    case 13: -12
    case 17: -52
    default: SystemFontCalibration.tracking(size: size) / size * unitsPerEm
    }
  }

  /// Whether SF's own advances measure a font's printable ASCII: the system font below 20 pt,
  /// regular to bold.
  public static func covers(_ font: Font) -> Bool {
    font.name == nil && font.size < displaySize && boldFraction(of: font.weight) != nil
  }

  /// How far a weight lies from regular (0) to bold (1), the two weights SF's figures were
  /// measured at; nil for weights lighter than regular or heavier than bold. Medium and
  /// semibold lie a third and two thirds of the way, as the CSS weights 500 and 600 lie between
  /// 400 and 700 (an assumption: SF's own weight axis is not published; Inter's faces are
  /// spaced so, to within 0.002).
  static func boldFraction(of weight: FontWeight) -> Double? {
    switch weight {
    case .regular, .medium, .semibold, .bold: Double(weight.cssWeight - 400) / 300
    default: nil
    }
  }

  /// A printable ASCII character's advance in units of 1/2048 em, without tracking, at a
  /// weight (`boldFraction`); nil for other characters and weights.
  public static func units(of c: Character, weight: FontWeight) -> Double? {
    guard let ascii = c.asciiValue, ascii >= 32, ascii <= 126, let t = boldFraction(of: weight) else {
      return nil
    }
    let i = Int(ascii) - 32
    return regular[i] + t * (bold[i] - regular[i])
  }
}
