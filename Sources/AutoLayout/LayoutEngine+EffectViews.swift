import Cassowary

/// UIVisualEffectView: it makes a content view that fills it and holds what is added to it
/// (Apple, UIVisualEffectView.contentView: "Add subviews to the contentView and not to
/// UIVisualEffectView directly"). Interface Builder stores that content view at the effect
/// view's bounds with a flexible width and height, so here it translates its autoresizing
/// mask into constraints, from a frame kept at the effect view's bounds.
final class EffectViews: LayoutFeature {
  /// Each effect view's content view.
  let contentViews: RecordedDictionary<ItemID, ItemID>

  init(_ recorder: ChangeRecorder) { contentViews = RecordedDictionary(recorder) }

  func added(_ item: ItemID, at placement: Placement, in engine: LayoutEngine) {
    guard engine.kind(of: item) == .visualeffect else { return }
    contentViews[item] = engine.makeEffectContentView(of: item)
  }

  func removing(_ item: ItemID, in engine: LayoutEngine) throws(LayoutError) -> [ItemID] {
    if isContentView(item, in: engine) { throw .madeByParent("an effect view's content view goes with it") }
    return []
  }

  func moving(_ item: ItemID, to parent: ItemID, in engine: LayoutEngine) throws(LayoutError) {
    if isContentView(item, in: engine) { throw .madeByParent("an effect view's content view stays in it") }
  }

  func contentView(of item: ItemID, in engine: LayoutEngine) -> ItemID? { contentViews[item] }

  /// The content view's frame follows the effect view's bounds: its mask rules are made from
  /// a frame equal to the bounds, so they say `width == superview.width` whatever the size.
  func prepare(_ engine: LayoutEngine) {
    for (effect, content) in contentViews.contents.sorted(by: { $0.key < $1.key })
    where engine.isAlive(effect) {
      engine.keepContentViewAtBounds(content, of: effect)
    }
  }

  private func isContentView(_ item: ItemID, in engine: LayoutEngine) -> Bool {
    engine.parent(of: item).map { contentViews[$0] == item } ?? false
  }
}

extension LayoutEngine {
  /// `NAME.contentView`: a plain view of UIKit's private class, filling the effect view.
  func makeEffectContentView(of effect: ItemID) -> ItemID {
    let content = makeItem(name: "\(self[effect].name).contentView", kind: .view, parent: effect)
    self[content].className = "_UIVisualEffectContentView"
    setAutoresizingMask(content, [.flexibleWidth, .flexibleHeight])
    setFrame(content, Rect(x: 0, y: 0, width: 0, height: 0))
    return content
  }

  func keepContentViewAtBounds(_ content: ItemID, of effect: ItemID) {
    let bounds = currentFrame(of: effect)
    let kept = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
    guard translatesAutoresizingMask(of: content), autoresizingFrame(of: content) != kept else { return }
    setFrame(content, kept)
  }
}
