/// SwiftWidgets' `WidgetModel`, the part that shapes layout: margin (outside the padding
/// view) → padding (inside it, around the content) → content, an optional bottom separator and
/// a trailing accessory. Defaults are in `docs/widgets.md`.
public struct WidgetModel: Equatable, Sendable {
  public var margin = Insets.zero
  public var padding = Insets(all: 8)
  /// An explicit height; nil: the widget is as tall as its content makes it.
  public var height: Double?
  public var separator = WidgetSeparator()
  public var accessory = WidgetAccessory.none
  /// `accessory = .view(NAME)`: a view of the user's takes the accessory's place (and size).
  public var accessoryView: ItemID?
  /// The accessory's side (it is square).
  public var accessorySize = 20.0
  /// Between the accessory and the padding view's trailing edge.
  public var accessoryRightPadding = 8.0

  public init() {}

  /// How far the content's trailing edge stays from the padding view's: the right padding,
  /// and the accessory with its own padding when one is shown.
  var contentTrailingInset: Double {
    padding.right + (showsAccessory ? accessorySize + accessoryRightPadding : 0)
  }

  var showsAccessory: Bool { accessory != .none || accessoryView != nil }
}

/// `separator.*`: a line along the widget's bottom edge.
public struct WidgetSeparator: Equatable, Sendable {
  public var enabled = false
  public var height = 1.0
  public var leftPadding = 16.0
  public var rightPadding = 0.0
  public init() {}
}

/// `accessory = .disclosureIndicator` …
public enum WidgetAccessory: String, Equatable, Sendable, CaseIterable {
  case none, disclosureIndicator, checkmark, activityIndicator
}

/// The views a widget is made of, besides itself (named `W.paddingView`, `W.contentView`,
/// `W.separatorView`, `W.accessoryView`).
public struct WidgetParts: Equatable, Sendable {
  public let padding: ItemID
  public let content: ItemID
  public let separator: ItemID
  public let accessory: ItemID
}
