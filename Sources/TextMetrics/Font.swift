import Foundation

/// How heavy a font's strokes are (the UIFont.Weight values LayoutLab supports).
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
  case regular, medium, semibold, bold
}

/// A system font at a size and weight: what a label's `font` resolves to.
public struct Font: Hashable, Sendable, CustomStringConvertible {
  public var size: Double
  public var weight: FontWeight

  public init(size: Double, weight: FontWeight = .regular) {
    self.size = size
    self.weight = weight
  }

  /// `UIFont.systemFont(ofSize: 17)`, a label's default.
  public static let body = Font(size: 17)

  public var description: String {
    weight == .regular ? ".system(\(size.compact))" : ".system(\(size.compact), .\(weight.rawValue))"
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
