import Cassowary

/// Where a new item goes: the parent the statement named, and the parent and index among
/// its children that the features settle on (a cell added to a section is a row of the
/// section's table).
public struct Placement {
  public let requested: ItemID
  public var parent: ItemID
  public var index: Int?
  /// Whether the item joins its parent's arranged views (UIStackView's
  /// `addArrangedSubview`), not just its subviews.
  public var arranged = false
}

/// One feature of the engine (stacks, tables, widgets, …): it owns its state and hooks into
/// the engine's model changes and into `layout()` at these points only. Each hook has a
/// default that does nothing, so a feature implements the points it needs.
protocol LayoutFeature: AnyObject {
  /// Before an item of `kind` is made: refuses a place the feature's views do not allow,
  /// and redirects the item to where the feature puts it.
  func place(_ kind: ViewKind, named name: String, _ placement: inout Placement, in engine: LayoutEngine)
    throws(LayoutError)
  /// After an item is made and placed: makes the feature's state and parts for it.
  func added(_ item: ItemID, at placement: Placement, in engine: LayoutEngine)
  /// Before an item leaves: refuses it if the feature keeps it, else names the items that
  /// go with it.
  func removing(_ item: ItemID, in engine: LayoutEngine) throws(LayoutError) -> [ItemID]
  /// Before an item moves under another parent: refuses a move the feature does not allow.
  func moving(_ item: ItemID, to parent: ItemID, in engine: LayoutEngine) throws(LayoutError)
  /// After an item moved under `parent`, at `index` among its children.
  func moved(_ item: ItemID, to parent: ItemID, at index: Int?, in engine: LayoutEngine)
  /// Whether the feature lays out `parent`'s children itself (a stack, a widget's anatomy).
  func arrangesChildren(of parent: ItemID) -> Bool
  /// The view UIKit makes inside `item` to hold what is added to it (a cell's content view).
  func contentView(of item: ItemID, in engine: LayoutEngine) -> ItemID?
  /// The view whose baseline is `item`'s (a stack's first or last arranged view), for a kind
  /// that `delegatesBaseline`.
  func baselineView(of item: ItemID, _ attribute: LayoutAttribute, in engine: LayoutEngine) -> ItemID?
  /// A child of `parent` came, went, hid or changed what it asks of its superview.
  func childChanged(in parent: ItemID, in engine: LayoutEngine)
  /// An item's intrinsic size changed (`heightChanged`: its height did).
  func intrinsicSizeChanged(of item: ItemID, heightChanged: Bool, in engine: LayoutEngine)
  /// The constants of an item's own baseline constraints were brought up to date.
  func baselineMoved(of item: ItemID, in engine: LayoutEngine)
  /// Before the first solve: brings the feature's constraints up to date with the model.
  func prepare(_ engine: LayoutEngine)
  /// After a solve: adapts to the solved values; true when it changed the system, so that
  /// another solve follows.
  func settle(_ engine: LayoutEngine, moved: [Variable]) -> Bool
}

extension LayoutFeature {
  func place(_ kind: ViewKind, named name: String, _ placement: inout Placement, in engine: LayoutEngine)
    throws(LayoutError)
  {}
  func added(_ item: ItemID, at placement: Placement, in engine: LayoutEngine) {}
  func removing(_ item: ItemID, in engine: LayoutEngine) throws(LayoutError) -> [ItemID] { [] }
  func moving(_ item: ItemID, to parent: ItemID, in engine: LayoutEngine) throws(LayoutError) {}
  func moved(_ item: ItemID, to parent: ItemID, at index: Int?, in engine: LayoutEngine) {}
  func arrangesChildren(of parent: ItemID) -> Bool { false }
  func contentView(of item: ItemID, in engine: LayoutEngine) -> ItemID? { nil }
  func baselineView(of item: ItemID, _ attribute: LayoutAttribute, in engine: LayoutEngine) -> ItemID? { nil }
  func childChanged(in parent: ItemID, in engine: LayoutEngine) {}
  func intrinsicSizeChanged(of item: ItemID, heightChanged: Bool, in engine: LayoutEngine) {}
  func baselineMoved(of item: ItemID, in engine: LayoutEngine) {}
  func prepare(_ engine: LayoutEngine) {}
  func settle(_ engine: LayoutEngine, moved: [Variable]) -> Bool { false }
}

/// The engine's features, each with its own state, and the order of their passes.
struct LayoutFeatures {
  let wrapping: TextWrapping
  let tables: TableViews
  let insets: InsetGuides
  let autoresizing: AutoresizingState
  let stacks: StackViews
  let widgets: WidgetViews
  let effects: EffectViews
  let sizeFloors = SizeFloors()

  /// The order of the passes. Before the first solve: derived insets start from zero (so the
  /// fixed point depends on the model only), autoresizing constraints are made again, stacks
  /// regenerate. After each solve: labels rewrap at their widths, tables size their rows,
  /// safe areas follow frames, stacks regenerate, negative sizes get their floors.
  let ordered: [any LayoutFeature]
  /// Every feature, in the order its model hooks run.
  let all: [any LayoutFeature]

  init(_ recorder: ChangeRecorder) {
    wrapping = TextWrapping(recorder)
    tables = TableViews(recorder)
    insets = InsetGuides(recorder)
    autoresizing = AutoresizingState()
    stacks = StackViews(recorder)
    widgets = WidgetViews(recorder)
    effects = EffectViews(recorder)
    ordered = [wrapping, tables, insets, effects, autoresizing, stacks, sizeFloors]
    all = [tables, stacks, widgets, effects, wrapping, insets, autoresizing, sizeFloors]
  }
}

/// UIKit never lets a view's size go negative (`LayoutEngine+SizeFloors.swift`): the floors
/// live on the item records, made the first time a solution needs them.
final class SizeFloors: LayoutFeature {
  func settle(_ engine: LayoutEngine, moved: [Variable]) -> Bool { engine.enforceSizeFloors(among: moved) }
}
