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
  /// The text style the font comes from: it then follows the content size category
  /// (`size` is its size at the default, Large).
  public var textStyle: TextStyle?

  public init(
    size: Double, weight: FontWeight = .regular, italic: Bool = false, name: String? = nil,
    textStyle: TextStyle? = nil
  ) {
    self.size = size
    self.weight = weight
    self.italic = italic
    self.name = name
    self.textStyle = textStyle
  }

  /// The font at a content size category: a text style's size from Apple's table; any other
  /// font as it is.
  public func scaled(to category: ContentSizeCategory) -> Font {
    guard let textStyle, category != .large else { return self }
    var font = self
    font.size = textStyle.size(in: category)
    return font
  }

  /// `UIFont.systemFont(ofSize: 17)`, a label's default.
  public static let body = Font(size: 17)

  public var description: String {
    if let name { return ".custom(\"\(name)\", \(size.compact))" }
    if let textStyle {
      var traits = ""
      if italic { traits += ".italic" }
      if weight == .bold && textStyle.font.weight != .bold { traits += ".bold" }
      return ".\(textStyle.rawValue)\(traits)"
    }
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
    let (size, weight): (Double, FontWeight) =
      switch self {
      case .largeTitle: (34, .regular)
      case .title1: (28, .regular)
      case .title2: (22, .regular)
      case .title3: (20, .regular)
      case .headline: (17, .semibold)
      case .body: (17, .regular)
      case .callout: (16, .regular)
      case .subheadline: (15, .regular)
      case .footnote: (13, .regular)
      case .caption1: (12, .regular)
      case .caption2: (11, .regular)
      }
    return Font(size: size, weight: weight, textStyle: self)
  }

  /// The leading (the distance from one baseline to the next) of the style's lines at a
  /// content size category: a text view's every line, a label's lines after the first
  /// (`docs/engine.md`, "Lines of a multi-line label"). Apple's Human Interface Guidelines,
  /// Typography, the Large (default) column of "Dynamic Type sizes": largeTitle 34/41,
  /// title1 28/34, title2 22/28, title3 20/25, headline and body 17/22, callout 16/21,
  /// subheadline 15/20, footnote 13/18, caption1 12/16, caption2 11/13 (size/leading, quoted
  /// alike in several public projects).
  /// Other categories keep the Large column's difference between leading and size, after the
  /// guidelines' remark that "font size and leading values differ by one point for each text
  /// size setting": an **assumption** (their own columns were not found), unchecked for the
  /// accessibility sizes.
  public func leading(in category: ContentSizeCategory) -> Double {
    let leadingAtLarge: Double =
      switch self {
      case .largeTitle: 41
      case .title1: 34
      case .title2: 28
      case .title3: 25
      case .headline, .body: 22
      case .callout: 21
      case .subheadline: 20
      case .footnote: 18
      case .caption1: 16
      case .caption2: 13
      }
    return leadingAtLarge + size(in: category) - size(in: .large)
  }

  /// The point size at a content size category: Apple's Human Interface Guidelines,
  /// Typography, "Dynamic Type sizes" (iOS), from xSmall to AX5. Large is the default.
  public func size(in category: ContentSizeCategory) -> Double {
    let sizes: [Double] =
      switch self {
      case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
      case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
      case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
      case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
      case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
      case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
      case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
      case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
      case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
      case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
      }
    return sizes[ContentSizeCategory.allCases.firstIndex(of: category) ?? 3]
  }
}

/// UIContentSizeCategory: the user's text size, seven standard and five accessibility sizes.
public enum ContentSizeCategory: String, Sendable, CaseIterable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
  case accessibilityExtraExtraExtraLarge
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
