import Cassowary

/// A feature's part in `layout()`: what it does before the first solve, and after each solve
/// until nothing changes. Each feature owns its state; the engine runs the passes in the
/// order `LayoutFeatures.ordered` declares.
protocol LayoutPass: AnyObject {
  /// Before the first solve: brings the feature's constraints up to date with the model.
  func prepare(_ engine: LayoutEngine)
  /// After a solve: adapts to the solved values; true when it changed the system, so that
  /// another solve follows.
  func settle(_ engine: LayoutEngine, moved: [Variable]) -> Bool
}

extension LayoutPass {
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
  let sizeFloors = SizeFloors()

  /// The order of the passes. Before the first solve: derived insets start from zero (so the
  /// fixed point depends on the model only), autoresizing constraints are made again, stacks
  /// regenerate. After each solve: labels rewrap at their widths, tables size their rows,
  /// safe areas follow frames, stacks regenerate, negative sizes get their floors.
  let ordered: [any LayoutPass]

  init(_ recorder: ChangeRecorder) {
    wrapping = TextWrapping(recorder)
    tables = TableViews(recorder)
    insets = InsetGuides(recorder)
    autoresizing = AutoresizingState()
    stacks = StackViews(recorder)
    widgets = WidgetViews(recorder)
    ordered = [wrapping, tables, insets, autoresizing, stacks, sizeFloors]
  }
}

/// UIKit never lets a view's size go negative (`LayoutEngine+SizeFloors.swift`): the floors
/// live on the item records, made the first time a solution needs them.
final class SizeFloors: LayoutPass {
  func settle(_ engine: LayoutEngine, moved: [Variable]) -> Bool { engine.enforceSizeFloors(among: moved) }
}
