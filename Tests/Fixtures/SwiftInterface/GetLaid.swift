// The part of GetLaid's API that `export swift-getlaid` uses, declared after its README:
// `parent.addForAutoLayout(view)` returns the view, `source >> target` constrains an
// attribute, targets take `.offset(c)`, `.at(factor)`, `.min` (>=) and `.max` (<=), and a
// size attribute takes a constant (`icon.width >> 44`, `.min(44)`, `.max(44)`).
// Declarations only, for `swiftc -typecheck`.
import UIKit

public struct LayoutAttributeTarget {
  public func offset(_ constant: CGFloat) -> LayoutAttributeTarget { self }
  public func at(_ factor: CGFloat) -> LayoutAttributeTarget { self }
  public var min: LayoutAttributeTarget { self }
  public var max: LayoutAttributeTarget { self }
}

public struct DimensionConstant: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  public init(integerLiteral value: Int) {}
  public init(floatLiteral value: Double) {}
  init() {}
  public static func min(_ value: CGFloat) -> DimensionConstant { DimensionConstant() }
  public static func max(_ value: CGFloat) -> DimensionConstant { DimensionConstant() }
  public static func size(_ value: CGFloat) -> DimensionConstant { DimensionConstant() }
}

// `>>` is the standard library's shift operator, overloaded.
@discardableResult
public func >> (source: LayoutAttributeTarget, target: LayoutAttributeTarget) -> NSLayoutConstraint {
  Placeholder.never()
}
@discardableResult
public func >> (source: LayoutAttributeTarget, constant: DimensionConstant) -> NSLayoutConstraint {
  Placeholder.never()
}

/// Every view and layout guide: its attributes as targets.
public protocol LayoutItem: AnyObject {}
extension UIView: LayoutItem {}
extension UILayoutGuide: LayoutItem {}

extension LayoutItem {
  public var left: LayoutAttributeTarget { LayoutAttributeTarget() }
  public var right: LayoutAttributeTarget { LayoutAttributeTarget() }
  public var top: LayoutAttributeTarget { LayoutAttributeTarget() }
  public var bottom: LayoutAttributeTarget { LayoutAttributeTarget() }
  public var leading: LayoutAttributeTarget { LayoutAttributeTarget() }
  public var trailing: LayoutAttributeTarget { LayoutAttributeTarget() }
  public var width: LayoutAttributeTarget { LayoutAttributeTarget() }
  public var height: LayoutAttributeTarget { LayoutAttributeTarget() }
  public var centerX: LayoutAttributeTarget { LayoutAttributeTarget() }
  public var centerY: LayoutAttributeTarget { LayoutAttributeTarget() }
}

extension UIView {
  public var firstBaseline: LayoutAttributeTarget { LayoutAttributeTarget() }
  public var lastBaseline: LayoutAttributeTarget { LayoutAttributeTarget() }
  @discardableResult public func addForAutoLayout<Subview: UIView>(_ subview: Subview) -> Subview { subview }
  public func addLayoutGuide() -> UILayoutGuide { UILayoutGuide() }
}
