// The part of the Subviews package's API that `export swift-subviews` uses, declared after its
// README: a `Superview` base class (which adds its subviews in `init(frame:)`), the `@Subview`
// and `@ArrangedSubview(of: \.stack, …)` property wrappers taking one quick layout option or an
// array of them and a configuration block, and the options themselves. Declarations only, for
// `swiftc -typecheck`. The key paths of `of:` name properties of the enclosing class, so the
// wrappers are generic over it, reached through typealiases inside `AddsSubviews`.
import UIKit

public struct ViewLayoutOption: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: ViewLayoutOption...) {}
  static var option: ViewLayoutOption { ViewLayoutOption() }
  init() {}
  public static func alignCenter(offset: CGFloat = 0) -> ViewLayoutOption { option }
  public static func alignCenterX(offset: CGFloat = 0) -> ViewLayoutOption { option }
  public static func alignCenterY(offset: CGFloat = 0) -> ViewLayoutOption { option }
  public static var alignCenter: ViewLayoutOption { option }
  public static var alignCenterX: ViewLayoutOption { option }
  public static var alignCenterY: ViewLayoutOption { option }
  public static func size(_ size: CGSize) -> ViewLayoutOption { option }
  public static func height(_ height: CGFloat) -> ViewLayoutOption { option }
  public static func width(_ width: CGFloat) -> ViewLayoutOption { option }
  public static func aspectRatio(_ widthToHeight: CGFloat) -> ViewLayoutOption { option }
  public static var aspectRatioSquare: ViewLayoutOption { option }
  public static func relativeSize(_ relativeSize: CGFloat) -> ViewLayoutOption { option }
  public static func relativeHeight(_ relativeHeight: CGFloat) -> ViewLayoutOption { option }
  public static func relativeWidth(_ relativeWidth: CGFloat) -> ViewLayoutOption { option }
}

// The four pin families, each with every side, plain or with `inset:`.
extension ViewLayoutOption {
  public static var pin: ViewLayoutOption { option }
  public static func pin(inset: CGFloat) -> ViewLayoutOption { option }
  public static var pinHorizontally: ViewLayoutOption { option }
  public static func pinHorizontally(inset: CGFloat) -> ViewLayoutOption { option }
  public static var pinVertically: ViewLayoutOption { option }
  public static func pinVertically(inset: CGFloat) -> ViewLayoutOption { option }
  public static var pinTop: ViewLayoutOption { option }
  public static func pinTop(inset: CGFloat) -> ViewLayoutOption { option }
  public static var pinBottom: ViewLayoutOption { option }
  public static func pinBottom(inset: CGFloat) -> ViewLayoutOption { option }
  public static var pinLeading: ViewLayoutOption { option }
  public static func pinLeading(inset: CGFloat) -> ViewLayoutOption { option }
  public static var pinTrailing: ViewLayoutOption { option }
  public static func pinTrailing(inset: CGFloat) -> ViewLayoutOption { option }
  public static var marginsPin: ViewLayoutOption { option }
  public static func marginsPin(inset: CGFloat) -> ViewLayoutOption { option }
  public static var marginsPinHorizontally: ViewLayoutOption { option }
  public static func marginsPinHorizontally(inset: CGFloat) -> ViewLayoutOption { option }
  public static var marginsPinVertically: ViewLayoutOption { option }
  public static func marginsPinVertically(inset: CGFloat) -> ViewLayoutOption { option }
  public static var marginsPinTop: ViewLayoutOption { option }
  public static func marginsPinTop(inset: CGFloat) -> ViewLayoutOption { option }
  public static var marginsPinBottom: ViewLayoutOption { option }
  public static func marginsPinBottom(inset: CGFloat) -> ViewLayoutOption { option }
  public static var marginsPinLeading: ViewLayoutOption { option }
  public static func marginsPinLeading(inset: CGFloat) -> ViewLayoutOption { option }
  public static var marginsPinTrailing: ViewLayoutOption { option }
  public static func marginsPinTrailing(inset: CGFloat) -> ViewLayoutOption { option }
  public static var safeAreaPin: ViewLayoutOption { option }
  public static func safeAreaPin(inset: CGFloat) -> ViewLayoutOption { option }
  public static var safeAreaPinHorizontally: ViewLayoutOption { option }
  public static func safeAreaPinHorizontally(inset: CGFloat) -> ViewLayoutOption { option }
  public static var safeAreaPinVertically: ViewLayoutOption { option }
  public static func safeAreaPinVertically(inset: CGFloat) -> ViewLayoutOption { option }
  public static var safeAreaPinTop: ViewLayoutOption { option }
  public static func safeAreaPinTop(inset: CGFloat) -> ViewLayoutOption { option }
  public static var safeAreaPinBottom: ViewLayoutOption { option }
  public static func safeAreaPinBottom(inset: CGFloat) -> ViewLayoutOption { option }
  public static var safeAreaPinLeading: ViewLayoutOption { option }
  public static func safeAreaPinLeading(inset: CGFloat) -> ViewLayoutOption { option }
  public static var safeAreaPinTrailing: ViewLayoutOption { option }
  public static func safeAreaPinTrailing(inset: CGFloat) -> ViewLayoutOption { option }
  public static var readableContentPin: ViewLayoutOption { option }
  public static func readableContentPin(inset: CGFloat) -> ViewLayoutOption { option }
  public static var readableContentPinHorizontally: ViewLayoutOption { option }
  public static func readableContentPinHorizontally(inset: CGFloat) -> ViewLayoutOption { option }
  public static var readableContentPinVertically: ViewLayoutOption { option }
  public static func readableContentPinVertically(inset: CGFloat) -> ViewLayoutOption { option }
  public static var readableContentPinTop: ViewLayoutOption { option }
  public static func readableContentPinTop(inset: CGFloat) -> ViewLayoutOption { option }
  public static var readableContentPinBottom: ViewLayoutOption { option }
  public static func readableContentPinBottom(inset: CGFloat) -> ViewLayoutOption { option }
  public static var readableContentPinLeading: ViewLayoutOption { option }
  public static func readableContentPinLeading(inset: CGFloat) -> ViewLayoutOption { option }
  public static var readableContentPinTrailing: ViewLayoutOption { option }
  public static func readableContentPinTrailing(inset: CGFloat) -> ViewLayoutOption { option }
}

public protocol AddsSubviews: AnyObject {
  typealias Subview<View: UIView> = AnySubview<Self, View>
  typealias ArrangedSubview<View: UIView> = AnyArrangedSubview<Self, View>
}

@propertyWrapper
public struct AnySubview<EnclosingSelf, View: UIView> {
  public var wrappedValue: View
  public init(wrappedValue: View) { self.wrappedValue = wrappedValue }
  public init(
    wrappedValue: View, _ options: ViewLayoutOption, _ configure: @escaping (View) -> Void = { _ in }
  ) {
    self.wrappedValue = wrappedValue
  }
  public init(
    wrappedValue: View, of superview: @escaping (EnclosingSelf) -> UIView, _ options: ViewLayoutOption = [],
    _ configure: @escaping (View) -> Void = { _ in }
  ) { self.wrappedValue = wrappedValue }
}

@propertyWrapper
public struct AnyArrangedSubview<EnclosingSelf, View: UIView> {
  public var wrappedValue: View
  public init(
    wrappedValue: View, of stack: @escaping (EnclosingSelf) -> UIStackView, _ options: ViewLayoutOption = [],
    _ configure: @escaping (View) -> Void = { _ in }
  ) { self.wrappedValue = wrappedValue }
}

open class Superview: UIView, AddsSubviews {
  public override init(frame: CGRect) { super.init(frame: frame) }
  public convenience init() { self.init(frame: .zero) }
  @available(*, unavailable)
  public required init?(coder: NSCoder) { fatalError("interface only") }  // crash-ok: never run
}
