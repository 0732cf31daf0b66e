/// UIView.AutoresizingMask: which of a view's margins and sizes follow its superview's size
/// when `translatesAutoresizingMaskIntoConstraints` is on (`docs/engine.md`, "Autoresizing
/// masks").
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  // UIKit's raw values (UIView.h): 1, 2, 4, 8, 16, 32.
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

  /// The Swift names, in UIKit's order, as a user writes them (`.flexibleWidth`).
  public static let named: [(name: String, mask: AutoresizingMask)] = [
    ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
    ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
    ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
  ]

  /// The three parts of an axis, leading margin, size, trailing margin: whether each is
  /// flexible. A mask with none flexible on an axis behaves as its trailing margin flexible,
  /// as UIKit prints `h=--&` for the empty mask (reference §5.4).
  func flexibility(_ axis: Axis) -> (start: Bool, size: Bool, end: Bool) {
    let (start, size, end): (AutoresizingMask, AutoresizingMask, AutoresizingMask) =
      axis == .horizontal
      ? (.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)
      : (.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)
    let parts = (contains(start), contains(size), contains(end))
    return parts == (false, false, false) ? (false, false, true) : parts
  }

  /// `h=--&` / `v=-&-`: the axis's parts as UIKit's constraint descriptions print them,
  /// `-` fixed and `&` flexible.
  func code(_ axis: Axis) -> String {
    let f = flexibility(axis)
    return (axis == .horizontal ? "h=" : "v=") + [f.start, f.size, f.end].map { $0 ? "&" : "-" }.joined()
  }

  /// `W+H`, `LM+RM+BM`: UIView's description (`autoresize = W+H`); empty for none.
  public var uikitDescription: String {
    let codes: [(AutoresizingMask, String)] = [
      (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
      (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
    ]
    return codes.filter { contains($0.0) }.map(\.1).joined(separator: "+")
  }
}
