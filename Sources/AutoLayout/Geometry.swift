import TextMetrics

/// A rectangle in points: origin and size.
public struct Rect: Equatable, Sendable, CustomStringConvertible {
  public var x, y, width, height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var maxX: Double { x + width }
  public var maxY: Double { y + height }

  /// The rect grown by `insets` on each side (a frame from its alignment rect).
  public func grown(by insets: Insets) -> Rect {
    Rect(
      x: x - insets.left, y: y - insets.top, width: width + insets.left + insets.right,
      height: height + insets.top + insets.bottom)
  }

  /// Its width across, its height down.
  public func length(_ axis: Axis) -> Double { axis == .horizontal ? width : height }

  /// How far apart two rects are: the differences of x, y, width and height added up.
  public func distance(to other: Rect) -> Double {
    abs(x - other.x) + abs(y - other.y) + abs(width - other.width) + abs(height - other.height)
  }

  /// Whether each of x, y, width and height is within `tolerance` of the other's.
  public func isClose(to other: Rect, tolerance: Double) -> Bool {
    abs(x - other.x) < tolerance && abs(y - other.y) < tolerance && abs(width - other.width) < tolerance
      && abs(height - other.height) < tolerance
  }

  /// Each edge moved to the nearest pixel of `scale`, a tie going up: UIKit rounds frames this
  /// way, so width = round(maxX) - round(minX) (133.4 tall ending at 667, at 2× → y 533.5).
  public func roundedToPixels(scale: Double) -> Rect {
    let minX = roundToPixel(x, scale: scale)
    let minY = roundToPixel(y, scale: scale)
    return Rect(
      x: minX, y: minY, width: roundToPixel(maxX, scale: scale) - minX,
      height: roundToPixel(maxY, scale: scale) - minY)
  }

  /// `(x, y, width, height)` with numbers in UIKit's %g style.
  public var description: String {
    "(\(x.compact), \(y.compact), \(width.compact), \(height.compact))"
  }
}

/// The nearest pixel at `scale`, ties up (950.25 at 2× → 950.5).
public func roundToPixel(_ value: Double, scale: Double) -> Double {
  // A tolerance keeps solver noise (1066.9999999 pixels) from deciding a tie.
  (value * scale + 0.5 + 1e-7).rounded(.down) / scale
}

/// Insets on four sides, in points: (top, left, bottom, right), or directional with leading
/// and trailing in the `left`/`right` places until resolved for a layout direction.
public struct Insets: Equatable, Sendable, CustomStringConvertible {
  public var top, left, bottom, right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }

  public static let zero = Insets(all: 0)

  public var description: String {
    "(\(top.compact), \(left.compact), \(bottom.compact), \(right.compact))"
  }
}

/// One of the two layout axes.
public enum Axis: String, Sendable, Hashable, CaseIterable {
  case horizontal, vertical
}

/// The writing direction that leading and trailing follow.
public enum LayoutDirection: String, Sendable {
  case leftToRight = "ltr"
  case rightToLeft = "rtl"
}
