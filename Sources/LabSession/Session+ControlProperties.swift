import AutoLayout
import LabLanguage
import TextMetrics

/// The properties of controls and text: button configurations and images, a label's line
/// breaking, page controls, text views, date pickers.
extension Session {
  /// True if the property was one of these (and is set); false to let `assignView` go on.
  /// Which kinds have them is `ViewProperty.all`'s to say (`assignView` asks it first).
  func assignControl(
    _ item: ItemID, _ kind: ViewKind, _ property: String, _ value: LocatedValue, at range: SourceRange
  ) throws(Diagnostic) -> Bool {
    switch property {
    case "configuration":
      if case .none = value.value {
        engine.setButtonConfiguration(item, nil)
      } else {
        guard let c = enumName(value).flatMap(ButtonConfiguration.init(rawValue:)) else {
          throw Diagnostic(
            "a button's configuration is "
              + ".\(ButtonConfiguration.allCases.map(\.rawValue).joined(separator: ", ."))",
            at: value.range,
            suggestion: enumName(value).flatMap {
              suggestion(for: $0, among: ButtonConfiguration.allCases.map(\.rawValue))
            }.map { "." + $0 })
        }
        engine.setButtonConfiguration(item, c)
      }
    case "image" where kind == .button:
      switch value.value {
      case .size(let w?, let h?) where w >= 0 && h >= 0: engine.setButtonImage(item, (w, h))
      // A named image (an SF Symbol such as "star"): about 20 × 19 at the default symbol
      // configuration — an estimate, not sourced (`docs/engine.md`, "Buttons").
      case .string: engine.setButtonImage(item, (20, 19))
      case .none: engine.setButtonImage(item, nil)
      default:
        throw Diagnostic("a button's `image` is a size (24x24), a name (\"star\") or none", at: value.range)
      }
    case "lineBreakMode":
      guard let mode = enumName(value).flatMap(LineBreakMode.init(rawValue:)) else {
        throw Diagnostic(
          "`lineBreakMode` is .\(LineBreakMode.allCases.map(\.rawValue).joined(separator: ", ."))",
          at: value.range,
          suggestion: enumName(value).flatMap {
            suggestion(for: $0, among: LineBreakMode.allCases.map(\.rawValue))
          }.map { "." + $0 })
      }
      engine.setLineBreakMode(item, mode)
    case "preferredMaxLayoutWidth":
      if case .none = value.value {
        engine.setPreferredMaxLayoutWidth(item, nil)
      } else {
        let w = try number(value)
        // UIKit's 0 means "none": the label wraps at its own width.
        guard w >= 0 else {
          throw Diagnostic("`preferredMaxLayoutWidth` is a width, 0 or more", at: value.range)
        }
        engine.setPreferredMaxLayoutWidth(item, w == 0 ? nil : w)
      }
    case "numberOfPages":
      let n = try number(value)
      guard n >= 0, n == n.rounded(), n <= 1000 else {
        throw Diagnostic("`numberOfPages` is a count", at: value.range)
      }
      engine.setNumberOfPages(item, Int(n))
    case "isScrollEnabled", "scrollEnabled":
      engine.setScrollEnabled(item, try bool(value))
    case "style" where kind == .datepicker, "preferredDatePickerStyle" where kind == .datepicker:
      // `.automatic` is what UIKit resolves it to on an iPhone since iOS 14: compact.
      let name = enumName(value) == "automatic" ? "compact" : enumName(value) ?? ""
      guard let style = DatePickerStyle(rawValue: name) else {
        throw Diagnostic("a date picker's style is .automatic, .compact, .inline or .wheels", at: value.range)
      }
      engine.setDatePickerStyle(item, style)
    default:
      return false
    }
    return true
  }
}
