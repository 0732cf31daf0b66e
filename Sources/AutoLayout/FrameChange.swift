/// A frame that changed in the last `layout()`.
public struct FrameChange: Equatable, Sendable {
  public var item: ItemID
  /// Nil when the item is new.
  public var old: Rect?
  /// Root coordinates, pixel-rounded.
  public var new: Rect
  /// The superview's frame (root coordinates) when `old` was reported, to tell a frame that
  /// changed from one that only moved with its superview.
  public var oldParent: Rect?
  /// The item went (removed, or taken back by undo or redo): `new` is its last reported frame.
  public var isRemoval = false
}
