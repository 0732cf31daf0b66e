import AutoLayout
import LabLanguage
import TextMetrics

/// The properties of controls and text: button configurations and images, a label's line
/// breaking, page controls, text views, date pickers (`ViewProperty.registry` says which
/// kinds have each).
extension Session {
  func setButtonConfiguration(_ a: PropertyAssignment) throws(Diagnostic) {
    if case .none = a.value.value {
      engine.setButtonConfiguration(a.item, nil)
    } else {
      let c: ButtonConfiguration = try enumCase(a.value, "a button's configuration is")
      engine.setButtonConfiguration(a.item, c)
    }
  }

  func setButtonImage(_ a: PropertyAssignment) throws(Diagnostic) {
    switch a.value.value {
    case .size(let w?, let h?) where w >= 0 && h >= 0: engine.setButtonImage(a.item, (w, h))
    // A named image (an SF Symbol such as "star"): about 20 × 19 at the default symbol
    // configuration — an estimate, not sourced (`docs/engine.md`, "Buttons").
    case .string: engine.setButtonImage(a.item, (20, 19))
    case .none: engine.setButtonImage(a.item, nil)
    default:
      throw Diagnostic("a button's `image` is a size (24x24), a name (\"star\") or none", at: a.value.range)
    }
  }

  func setLineBreakMode(_ a: PropertyAssignment) throws(Diagnostic) {
    let mode: LineBreakMode = try enumCase(a.value, "`lineBreakMode` is")
    engine.setLineBreakMode(a.item, mode)
  }

  func setPreferredMaxLayoutWidth(_ a: PropertyAssignment) throws(Diagnostic) {
    if case .none = a.value.value {
      engine.setPreferredMaxLayoutWidth(a.item, nil)
    } else {
      let w = try number(a.value)
      // UIKit's 0 means "none": the label wraps at its own width.
      guard w >= 0 else {
        throw Diagnostic("`preferredMaxLayoutWidth` is a width, 0 or more", at: a.value.range)
      }
      engine.setPreferredMaxLayoutWidth(a.item, w == 0 ? nil : w)
    }
  }

  func setNumberOfPages(_ a: PropertyAssignment) throws(Diagnostic) {
    let n = try number(a.value)
    guard n >= 0, n == n.rounded(), n <= 1000 else {
      throw Diagnostic("`numberOfPages` is a count", at: a.value.range)
    }
    engine.setNumberOfPages(a.item, Int(n))
  }

  func setBorderStyle(_ a: PropertyAssignment) throws(Diagnostic) {
    let style: TextFieldBorderStyle = try enumCase(a.value, "a text field's border style is")
    engine.setTextFieldBorderStyle(a.item, style)
  }

  func setSecureTextEntry(_ a: PropertyAssignment) throws(Diagnostic) {
    engine.setSecureTextEntry(a.item, try bool(a.value))
  }

  func setScrollEnabled(_ a: PropertyAssignment) throws(Diagnostic) {
    engine.setScrollEnabled(a.item, try bool(a.value))
  }

  func setDatePickerStyle(_ a: PropertyAssignment) throws(Diagnostic) {
    // `.automatic` is what UIKit resolves it to on an iPhone since iOS 14: compact.
    let name = enumName(a.value) == "automatic" ? "compact" : enumName(a.value) ?? ""
    guard let style = DatePickerStyle(rawValue: name) else {
      throw Diagnostic("a date picker's style is .automatic, .compact, .inline or .wheels", at: a.value.range)
    }
    engine.setDatePickerStyle(a.item, style)
  }
}
