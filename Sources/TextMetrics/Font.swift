import Foundation

/// How heavy a font's strokes are: UIFont.Weight's nine values.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

  /// The stand-in's face for the weight. SF Pro's weights are Ultralight 100, Thin 200,
  /// Light 300, Regular 400, Medium 500, Semibold 600, Bold 700, Heavy 800 and Black 900
  /// (Apple's font files); Inter names the same CSS weights Thin, ExtraLight, Light,
  /// Regular, Medium, SemiBold, Bold, ExtraBold and Black.
  public var interFace: String {
    switch self {
    case .ultraLight: "Thin"
    case .thin: "ExtraLight"
    case .light: "Light"
    case .regular: "Regular"
    case .medium: "Medium"
    case .semibold: "SemiBold"
    case .bold: "Bold"
    case .heavy: "ExtraBold"
    case .black: "Black"
    }
  }

  /// The CSS weight: 100 for ultraLight up to 900 for black.
  public var cssWeight: Int { (Self.allCases.firstIndex(of: self) ?? 3) * 100 + 100 }
}

/// A font at a size and weight, upright or italic: the system font, or a named one
/// (`.custom("Avenir Next", 17)`): what a label's `font` resolves to.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  public var size: Double
  public var weight: FontWeight
  public var italic: Bool
  /// The name as UIFont(name:size:) takes it (a family or a PostScript name); nil for the
  /// system font.
  public var name: String?

  public init(size: Double, weight: FontWeight = .regular, italic: Bool = false, name: String? = nil) {
    self.size = size
    self.weight = weight
    self.italic = italic
    self.name = name
  }

  /// `UIFont.systemFont(ofSize: 17)`, a label's default.
  public static let body = Font(size: 17)

  public var description: String {
    if let name { return ".custom(\"\(name)\", \(size.compact))" }
    var arguments = [size.compact]
    if weight != .regular || italic { arguments.append("." + weight.rawValue) }
    if italic { arguments.append("italic") }
    return ".system(" + arguments.joined(separator: ", ") + ")"
  }
}

/// UIFont.TextStyle at the default Dynamic Type size (SEMANTICS.md).
public enum TextStyle: String, Sendable, CaseIterable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote
  case caption1, caption2

  public var font: Font {
    switch self {
    case .largeTitle: Font(size: 34)
    case .title1: Font(size: 28)
    case .title2: Font(size: 22)
    case .title3: Font(size: 20)
    case .headline: Font(size: 17, weight: .semibold)
    case .body: Font(size: 17)
    case .callout: Font(size: 16)
    case .subheadline: Font(size: 15)
    case .footnote: Font(size: 13)
    case .caption1: Font(size: 12)
    case .caption2: Font(size: 11)
    }
  }
}

extension Double {
  /// Up to six significant digits, no trailing zeros (UIKit's debug description style):
  /// `20.3333`, `16`, `0.5`.
  public var compact: String {
    if self == rounded() && abs(self) < 1e15 { return String(Int(self)) }
    var text = String(format: "%.6g", self)
    if text.contains(".") && !text.contains("e") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text
  }
}
