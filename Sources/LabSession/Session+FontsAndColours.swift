import AutoLayout
import LabLanguage
import LabRender
import TextMetrics

/// Fonts and colours as property values: text styles with traits, the system font's weights,
/// named fonts (noting once what stands in for a missing family), backgrounds.
extension Session {
  /// Says once per family what measures a named font that is not installed: a stand-in, or
  /// the system font.
  func noteFontSubstitution(family: String, font: Font) {
    guard display.isFirstNote(aboutFamily: family) else { return }
    guard let face = NamedFonts.face(for: font) else {
      say(
        "note: '\(family)' is not installed and has no stand-in here: "
          + "its text is measured with the system font"
      )
      return
    }
    if face.isSubstitute {
      say("note: '\(family)' is not installed: its text is measured with \(face.family)")
    }
  }

  /// A font: a text style, with traits (`.headline`, `.body.italic`, `.title1.bold`);
  /// `.system(SIZE[, .WEIGHT][, italic])` with UIFont.Weight's nine weights;
  /// `.italicSystem(SIZE)`, `.boldSystem(SIZE)`.
  func font(_ value: LocatedValue) throws(Diagnostic) -> Font {
    if case .name = value.value, let name = enumName(value) {
      return try font(LocatedValue(value: .enumCase(name), range: value.range))
    }
    switch value.value {
    case .enumCase(let written):
      let parts = written.split(separator: ".").map(String.init)
      guard let style = TextStyle(rawValue: parts[0]) else {
        throw Diagnostic(
          "unknown font `\(parts[0])`", at: value.range,
          suggestion: suggestion(for: parts[0], among: TextStyle.allCases.map(\.rawValue) + ["system"]))
      }
      var font = style.font
      for trait in parts.dropFirst() {
        switch trait {
        case "italic": font.italic = true
        case "bold": font.weight = .bold
        default: throw Diagnostic("a text style's traits are `.italic` and `.bold`", at: value.range)
        }
      }
      return font
    case .call(let name, let arguments) where ["system", "italicSystem", "boldSystem"].contains(name):
      guard case .number(let size)? = arguments.first?.value, size > 0 else {
        throw Diagnostic("`.\(name)(SIZE)` needs a positive size", at: value.range)
      }
      var font = Font(
        size: size, weight: name == "boldSystem" ? .bold : .regular, italic: name == "italicSystem")
      for argument in arguments.dropFirst() where name == "system" {
        switch argument.value {
        case .enumCase(let w):
          guard let weight = FontWeight(rawValue: w) else {
            throw Diagnostic(
              "the weight is one of .\(FontWeight.allCases.map(\.rawValue).joined(separator: ", ."))",
              at: value.range,
              suggestion: suggestion(for: w, among: FontWeight.allCases.map(\.rawValue)).map { "." + $0 })
          }
          font.weight = weight
        case .name(let p) where p.description == "italic": font.italic = true
        default: throw Diagnostic("`.system(SIZE, .WEIGHT, italic)`", at: value.range)
        }
      }
      return font
    case .call("custom", let arguments):
      guard arguments.count == 2, case .string(let name) = arguments[0].value, !name.isEmpty,
        case .number(let size) = arguments[1].value, size > 0
      else {
        throw Diagnostic("`.custom(\"NAME\", SIZE)`: a family or PostScript name and a size", at: value.range)
      }
      let (family, weight, italic) = NamedFonts.split(name)
      let font = Font(size: size, weight: weight ?? .regular, italic: italic, name: name)
      noteFontSubstitution(family: family, font: font)
      return font
    default:
      throw Diagnostic(
        "expected a font such as `.body`, `.headline.italic` or `.system(17, .light)`", at: value.range)
    }
  }

  /// A `background` value: `#RRGGBB` or a UIColor name (`.systemRed`), checked against the
  /// colours pictures know; `none` takes it away.
  func backgroundColor(_ value: LocatedValue) throws(Diagnostic) -> String? {
    let color: String
    switch value.value {
    case .color(let hex): color = "#" + hex
    case .enumCase(let name): color = name
    case .name(let p) where p.components.count == 1: color = p.description
    case .none: return nil
    default: throw Diagnostic("`background` is a colour: `.systemRed` or `#RRGGBB`", at: value.range)
    }
    guard PictureColor(named: color) != nil else {
      throw Diagnostic(
        "unknown colour `\(color)`", at: value.range,
        suggestion: suggestion(for: color, among: PictureColor.systemColors.keys.sorted()).map { "." + $0 })
    }
    return color
  }
}
