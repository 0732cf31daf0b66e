/// UITableViewCell.AccessoryType: the accessory narrows the content view, which ends this far
/// inside the content view's trailing margin (`docs/engine.md`, "Table views", from the
/// frames Xcode 14–26 stored; a disclosure chevron's 10.4 shows as 10.333 at 3× and 10.5 at
/// 2×).
public enum CellAccessory: String, Sendable, CaseIterable {
  case none, disclosureIndicator, checkmark, detailButton, detailDisclosureButton

  /// How much more than the trailing margin the accessory takes from the content view.
  var width: Double {
    switch self {
    case .none: 0
    case .disclosureIndicator: 10.4
    case .checkmark, .detailButton: 24
    case .detailDisclosureButton: 42.4
    }
  }
}
