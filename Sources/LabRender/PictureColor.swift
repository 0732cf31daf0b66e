/// Colours of pictures, as sRGB components 0…1.
///
/// `background` takes hex (`#FF8800`, `#F80`, `#FF880080`) or a UIColor name. The system
/// colours are Apple's published light-mode values (Human Interface Guidelines, "Color",
/// specifications table: systemRed is 255, 59, 48, …). The picture's own colours come from
/// the Okabe–Ito palette, which stays distinct for the common forms of colour blindness:
/// orange for ambiguity, vermillion for broken constraints, blue for a highlighted view.
public struct PictureColor: Equatable, Sendable {
  public var red, green, blue, alpha: Double

  public init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  init(bytes r: Int, _ g: Int, _ b: Int, _ a: Double = 1) {
    self.init(Double(r) / 255, Double(g) / 255, Double(b) / 255, a)
  }

  /// `FF8800`, `F80` or `FF880080` (without the `#`).
  public init?(hex: String) {
    var digits = Array(hex)
    if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
    guard digits.count == 6 || digits.count == 8 else { return nil }
    var values: [Int] = []
    for i in stride(from: 0, to: digits.count, by: 2) {
      guard let v = Int(String(digits[i...(i + 1)]), radix: 16) else { return nil }
      values.append(v)
    }
    self.init(bytes: values[0], values[1], values[2], values.count == 4 ? Double(values[3]) / 255 : 1)
  }

  /// A UIColor name (`systemRed`, `.systemRed`) or hex with its `#`.
  public init?(named name: String) {
    if name.hasPrefix("#") {
      self.init(hex: String(name.dropFirst()))
      return
    }
    let key = name.hasPrefix(".") ? String(name.dropFirst()) : name
    guard let known = Self.systemColors[key] else { return nil }
    self = known
  }

  public static let systemColors: [String: PictureColor] = [
    "systemRed": PictureColor(bytes: 255, 59, 48), "systemOrange": PictureColor(bytes: 255, 149, 0),
    "systemYellow": PictureColor(bytes: 255, 204, 0), "systemGreen": PictureColor(bytes: 52, 199, 89),
    "systemMint": PictureColor(bytes: 0, 199, 190), "systemTeal": PictureColor(bytes: 48, 176, 199),
    "systemCyan": PictureColor(bytes: 50, 173, 230), "systemBlue": PictureColor(bytes: 0, 122, 255),
    "systemIndigo": PictureColor(bytes: 88, 86, 214), "systemPurple": PictureColor(bytes: 175, 82, 222),
    "systemPink": PictureColor(bytes: 255, 45, 85), "systemBrown": PictureColor(bytes: 162, 132, 94),
    "systemGray": PictureColor(bytes: 142, 142, 147), "systemGray2": PictureColor(bytes: 174, 174, 178),
    "systemGray3": PictureColor(bytes: 199, 199, 204), "systemGray4": PictureColor(bytes: 209, 209, 214),
    "systemGray5": PictureColor(bytes: 229, 229, 234), "systemGray6": PictureColor(bytes: 242, 242, 247),
    "systemBackground": PictureColor(bytes: 255, 255, 255),
    "secondarySystemBackground": PictureColor(bytes: 242, 242, 247),
    "tertiarySystemBackground": PictureColor(bytes: 255, 255, 255),
    "systemGroupedBackground": PictureColor(bytes: 242, 242, 247),
    "label": PictureColor(bytes: 0, 0, 0), "secondaryLabel": PictureColor(bytes: 60, 60, 67, 0.6),
    "white": PictureColor(bytes: 255, 255, 255), "black": PictureColor(bytes: 0, 0, 0),
    "red": PictureColor(bytes: 255, 0, 0), "green": PictureColor(bytes: 0, 255, 0),
    "blue": PictureColor(bytes: 0, 0, 255),
    "gray": PictureColor(bytes: 128, 128, 128), "lightGray": PictureColor(bytes: 170, 170, 170),
    "darkGray": PictureColor(bytes: 85, 85, 85), "clear": PictureColor(bytes: 0, 0, 0, 0),
  ]

  // The picture's palette.
  static let canvas = PictureColor(bytes: 255, 255, 255)
  static let outline = PictureColor(bytes: 110, 110, 118)
  static let ambiguous = PictureColor(bytes: 230, 159, 0)  // Okabe–Ito orange
  static let broken = PictureColor(bytes: 213, 94, 0)  // Okabe–Ito vermillion
  static let highlight = PictureColor(bytes: 0, 114, 178)  // Okabe–Ito blue
  static let text = PictureColor(bytes: 28, 28, 30)
  static let placeholder = PictureColor(bytes: 60, 60, 67, 0.3)  // UIColor.placeholderText
  static let secondaryText = PictureColor(bytes: 60, 60, 67, 0.6)  // UIColor.secondaryLabel
  static let tint = PictureColor(bytes: 0, 122, 255)  // systemBlue, a button's title
  static let name = PictureColor(bytes: 90, 90, 98, 0.8)
  static let guideBand = PictureColor(bytes: 86, 180, 233, 0.18)  // Okabe–Ito sky blue, light
  /// Depth tints: light and distinct, cycling every four levels.
  static let depthTints = [
    PictureColor(bytes: 232, 241, 250), PictureColor(bytes: 243, 237, 247),
    PictureColor(bytes: 234, 245, 238),
    PictureColor(bytes: 251, 243, 228),
  ]

  /// `#RRGGBB` for SVG, with the alpha given apart.
  var hex: String {
    func byte(_ v: Double) -> String {
      let b = Int((max(0, min(1, v)) * 255).rounded())
      return (b < 16 ? "0" : "") + String(b, radix: 16, uppercase: true)
    }
    return "#" + byte(red) + byte(green) + byte(blue)
  }
}
