// The part of UIKit's API that LayoutLab's Swift exports use, declared after Apple's UIKit
// documentation (developer.apple.com/documentation/uikit) so that `swiftc -typecheck` can check
// the exports on Linux. Declarations only: every body is a placeholder, nothing here runs.
// Compiled as a module named UIKit by SwiftExportTypecheckTests.
@_exported import Foundation

public enum Placeholder {
  public static func never<T>() -> T { fatalError("interface only") }  // crash-ok: never run
}

// MARK: Values

public struct UIEdgeInsets {
  public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

public struct NSDirectionalEdgeInsets {
  public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }
}

public struct UILayoutPriority: RawRepresentable, Equatable, ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(floatLiteral value: Float) { rawValue = value }
  public init(integerLiteral value: Int) { rawValue = Float(value) }
  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)
}

extension IndexPath {
  public var row: Int { Placeholder.never() }
  public var item: Int { Placeholder.never() }
  public var section: Int { Placeholder.never() }
}

open class UIColor {
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  public static var white: UIColor { Placeholder.never() }
  public static var black: UIColor { Placeholder.never() }
  public static var clear: UIColor { Placeholder.never() }
  public static var systemBackground: UIColor { Placeholder.never() }
  public static var systemRed: UIColor { Placeholder.never() }
  public static var systemBlue: UIColor { Placeholder.never() }
  public static var systemGreen: UIColor { Placeholder.never() }
  public static var systemYellow: UIColor { Placeholder.never() }
  public static var systemGray: UIColor { Placeholder.never() }
}

open class UIImage {
  public init?(systemName: String) {}
}

// MARK: Fonts

open class UIGraphicsImageRendererContext {}
open class UIGraphicsImageRenderer {
  public init(size: CGSize) {}
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage { Placeholder.never() }
}

open class UIFontDescriptor {
  public struct SymbolicTraits: OptionSet {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let traitItalic = SymbolicTraits(rawValue: 1)
    public static let traitBold = SymbolicTraits(rawValue: 2)
  }
  public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? { Placeholder.never() }
}

open class UIFont {
  public struct Weight: Hashable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)
  }
  public struct TextStyle: Hashable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle(rawValue: "largeTitle")
    public static let title1 = TextStyle(rawValue: "title1")
    public static let title2 = TextStyle(rawValue: "title2")
    public static let title3 = TextStyle(rawValue: "title3")
    public static let headline = TextStyle(rawValue: "headline")
    public static let subheadline = TextStyle(rawValue: "subheadline")
    public static let body = TextStyle(rawValue: "body")
    public static let callout = TextStyle(rawValue: "callout")
    public static let footnote = TextStyle(rawValue: "footnote")
    public static let caption1 = TextStyle(rawValue: "caption1")
    public static let caption2 = TextStyle(rawValue: "caption2")
  }
  public init?(name: String, size: CGFloat) {}
  public init(descriptor: UIFontDescriptor, size: CGFloat) {}
  public var fontDescriptor: UIFontDescriptor { Placeholder.never() }
  open class func systemFont(ofSize size: CGFloat) -> UIFont { Placeholder.never() }
  open class func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { Placeholder.never() }
  open class func boldSystemFont(ofSize size: CGFloat) -> UIFont { Placeholder.never() }
  open class func italicSystemFont(ofSize size: CGFloat) -> UIFont { Placeholder.never() }
  open class func preferredFont(forTextStyle style: TextStyle) -> UIFont { Placeholder.never() }
}

// MARK: Constraints and anchors

open class NSLayoutConstraint {
  public enum Attribute {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins, notAnAttribute
  }
  public enum Relation { case lessThanOrEqual, equal, greaterThanOrEqual }
  public enum Axis { case horizontal, vertical }
  public convenience init(
    item: Any, attribute firstAttribute: Attribute, relatedBy: Relation, toItem: Any?,
    attribute secondAttribute: Attribute,
    multiplier: CGFloat, constant: CGFloat
  ) { self.init() }
  public init() {}
  open var priority: UILayoutPriority = .required
  open var constant: CGFloat = 0
  open var isActive = false
  open var identifier: String?
  open class func activate(_ constraints: [NSLayoutConstraint]) {}
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
}

open class NSLayoutAnchor<AnchorType: AnyObject> {
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    Placeholder.never()
  }
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    Placeholder.never()
  }
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    Placeholder.never()
  }
  public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { Placeholder.never() }
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { Placeholder.never() }
  public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  { Placeholder.never() }
}

public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { Placeholder.never() }
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    Placeholder.never()
  }
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { Placeholder.never() }
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    Placeholder.never()
  }
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  { Placeholder.never() }
  public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  { Placeholder.never() }
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat)
    -> NSLayoutConstraint
  { Placeholder.never() }
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint { Placeholder.never() }
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint { Placeholder.never() }
}

/// What views and layout guides share: their anchors.
public protocol UILayoutAnchors: AnyObject {
  var leadingAnchor: NSLayoutXAxisAnchor { get }
  var trailingAnchor: NSLayoutXAxisAnchor { get }
  var leftAnchor: NSLayoutXAxisAnchor { get }
  var rightAnchor: NSLayoutXAxisAnchor { get }
  var centerXAnchor: NSLayoutXAxisAnchor { get }
  var topAnchor: NSLayoutYAxisAnchor { get }
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  var centerYAnchor: NSLayoutYAxisAnchor { get }
  var widthAnchor: NSLayoutDimension { get }
  var heightAnchor: NSLayoutDimension { get }
}

extension UILayoutAnchors {
  public var leadingAnchor: NSLayoutXAxisAnchor { Placeholder.never() }
  public var trailingAnchor: NSLayoutXAxisAnchor { Placeholder.never() }
  public var leftAnchor: NSLayoutXAxisAnchor { Placeholder.never() }
  public var rightAnchor: NSLayoutXAxisAnchor { Placeholder.never() }
  public var centerXAnchor: NSLayoutXAxisAnchor { Placeholder.never() }
  public var topAnchor: NSLayoutYAxisAnchor { Placeholder.never() }
  public var bottomAnchor: NSLayoutYAxisAnchor { Placeholder.never() }
  public var centerYAnchor: NSLayoutYAxisAnchor { Placeholder.never() }
  public var widthAnchor: NSLayoutDimension { Placeholder.never() }
  public var heightAnchor: NSLayoutDimension { Placeholder.never() }
}

open class UILayoutGuide: UILayoutAnchors {
  public init() {}
  open weak var owningView: UIView?
  open var identifier = ""
}

// MARK: Views

open class UIResponder {
  public init() {}
  open var next: UIResponder? { nil }
  /// NSObject's, which UIResponder inherits.
  open var description: String { "" }
}

open class CALayer {}
open class UIWindow: UIView {}

open class UIView: UIResponder, UILayoutAnchors {
  public struct AutoresizingMask: OptionSet {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
    public static let flexibleWidth = AutoresizingMask(rawValue: 2)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 4)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 8)
    public static let flexibleHeight = AutoresizingMask(rawValue: 16)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 32)
  }
  public init(frame: CGRect) {}
  public required init?(coder: NSCoder) {}
  public convenience override init() { self.init(frame: .zero) }
  open var frame: CGRect = .zero
  open var bounds: CGRect = .zero
  open var center: CGPoint = .zero
  open var tag = 0
  open var layer: CALayer { Placeholder.never() }
  open var window: UIWindow? { nil }
  open var subviews: [UIView] { [] }
  open var tintColor: UIColor!
  open var autoresizingMask: AutoresizingMask = []
  open var translatesAutoresizingMaskIntoConstraints = true
  open var isHidden = false
  open var alpha: CGFloat = 1
  open var backgroundColor: UIColor?
  open var layoutMargins: UIEdgeInsets = .zero
  open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  open var preservesSuperviewLayoutMargins = false
  open var insetsLayoutMarginsFromSafeArea = true
  open var superview: UIView? { nil }
  open var firstBaselineAnchor: NSLayoutYAxisAnchor { Placeholder.never() }
  open var lastBaselineAnchor: NSLayoutYAxisAnchor { Placeholder.never() }
  open var layoutMarginsGuide: UILayoutGuide { Placeholder.never() }
  open var safeAreaLayoutGuide: UILayoutGuide { Placeholder.never() }
  open var readableContentGuide: UILayoutGuide { Placeholder.never() }
  open func addSubview(_ view: UIView) {}
  open func removeFromSuperview() {}
  open func addLayoutGuide(_ guide: UILayoutGuide) {}
  open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
  open func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {}
}

public enum NSTextAlignment { case left, center, right, justified, natural }

open class UILabel: UIView {
  open var text: String?
  open var textAlignment: NSTextAlignment = .natural
  open var font: UIFont!
  open var textColor: UIColor!
  open var numberOfLines = 1
  open var preferredMaxLayoutWidth: CGFloat = 0
}

open class UIControl: UIView {
  public struct State: OptionSet {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
  }
}

open class UIButton: UIControl {
  public enum ButtonType { case custom, system }
  public struct Configuration {
    public static func plain() -> Configuration { Placeholder.never() }
    public static func tinted() -> Configuration { Placeholder.never() }
    public static func gray() -> Configuration { Placeholder.never() }
    public static func filled() -> Configuration { Placeholder.never() }
    public static func borderless() -> Configuration { Placeholder.never() }
    public static func bordered() -> Configuration { Placeholder.never() }
    public static func borderedTinted() -> Configuration { Placeholder.never() }
    public static func borderedProminent() -> Configuration { Placeholder.never() }
    public var title: String?
    public var image: UIImage?
    public var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
  }
  public convenience init(type: ButtonType) { self.init(frame: .zero) }
  open var configuration: Configuration?
  open var titleLabel: UILabel? { nil }
  open var contentEdgeInsets: UIEdgeInsets = .zero
  open func setTitle(_ title: String?, for state: State) {}
  open func setImage(_ image: UIImage?, for state: State) {}
}

open class UITextField: UIControl {
  public enum BorderStyle: Int { case none, line, bezel, roundedRect }
  open var borderStyle: BorderStyle = .none
  open var isSecureTextEntry = false
  open var text: String?
  open var textAlignment: NSTextAlignment = .natural
  open var placeholder: String?
  open var font: UIFont?
}

open class UIImageView: UIView {
  public convenience init(image: UIImage?) { self.init(frame: .zero) }
  open var image: UIImage?
}

open class UISwitch: UIControl {}
open class UISlider: UIControl {}
open class UIStepper: UIControl {}
open class UISegmentedControl: UIControl {
  public convenience init(items: [Any]?) { self.init(frame: .zero) }
}
open class UIPageControl: UIControl {
  open var numberOfPages = 0
}
open class UIDatePicker: UIControl {
  open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
}
public enum UIDatePickerStyle { case automatic, wheels, compact, inline }
open class UIProgressView: UIView {}
open class UIActivityIndicatorView: UIView {
  public enum Style { case medium, large }
  public convenience init(style: Style) { self.init(frame: .zero) }
}
open class UIPickerView: UIView {}
open class UIVisualEffect {}
open class UIBlurEffect: UIVisualEffect {
  public enum Style {
    case extraLight, light, dark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial,
      systemChromeMaterial
  }
  public init(style: Style) {}
}
open class UIVisualEffectView: UIView {
  public init(effect: UIVisualEffect?) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(frame: .zero) }
  open var contentView: UIView { Placeholder.never() }
}
open class UISearchBar: UIView {}
open class UINavigationBar: UIView {}
open class UIToolbar: UIView {}
open class UITabBar: UIView {}

open class UIScrollView: UIView {
  open var contentLayoutGuide: UILayoutGuide { Placeholder.never() }
  open var frameLayoutGuide: UILayoutGuide { Placeholder.never() }
  open var isScrollEnabled = true
}

open class UITextView: UIScrollView {
  open var text: String!
  open var textAlignment: NSTextAlignment = .natural
  open var font: UIFont?
}

open class UIStackView: UIView {
  public enum Distribution { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
  public enum Alignment { case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline }
  open var axis: NSLayoutConstraint.Axis = .horizontal
  open var distribution: Distribution = .fill
  open var alignment: Alignment = .fill
  open var spacing: CGFloat = 0
  open var isLayoutMarginsRelativeArrangement = false
  open var isBaselineRelativeArrangement = false
  open func addArrangedSubview(_ view: UIView) {}
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
}

// MARK: Tables and collections

open class UITableViewCell: UIView {
  public enum CellStyle { case `default`, value1, value2, subtitle }
  public init(style: CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
  public required init?(coder: NSCoder) { super.init(frame: .zero) }
  open var contentView: UIView { Placeholder.never() }
  open var textLabel: UILabel? { nil }
  open var detailTextLabel: UILabel? { nil }
  open var imageView: UIImageView? { nil }
  open var accessoryView: UIView?
  public enum AccessoryType {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }
  open var accessoryType: AccessoryType = .none
  open var backgroundView: UIView?
  open var isSelected = false
  open var reuseIdentifier: String? { nil }
}

public protocol UITableViewDataSource: AnyObject {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  func numberOfSections(in tableView: UITableView) -> Int
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

/// UIKit's optional requirements (`@objc optional` there), as defaults here.
extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

public protocol UITableViewDelegate: AnyObject {}

open class UITableView: UIScrollView {
  public enum Style { case plain, grouped, insetGrouped }
  public static let automaticDimension: CGFloat = -1
  public init(frame: CGRect, style: Style) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(frame: .zero) }
  open var rowHeight: CGFloat = 44
  open var estimatedRowHeight: CGFloat = 0
  open var sectionHeaderHeight: CGFloat = -1
  open var sectionFooterHeight: CGFloat = -1
  open var sectionHeaderTopPadding: CGFloat = -1
  open weak var dataSource: UITableViewDataSource?
  open weak var delegate: UITableViewDelegate?
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  { Placeholder.never() }
}

open class UICollectionViewCell: UIView {
  open var contentView: UIView { Placeholder.never() }
}

open class UICollectionViewLayout {
  public init() {}
}

open class UICollectionViewFlowLayout: UICollectionViewLayout {
  public enum ScrollDirection { case vertical, horizontal }
  open var itemSize = CGSize(width: 50, height: 50)
  open var estimatedItemSize = CGSize.zero
  open var minimumInteritemSpacing: CGFloat = 10
  open var minimumLineSpacing: CGFloat = 10
  open var sectionInset = UIEdgeInsets.zero
  open var scrollDirection = ScrollDirection.vertical
}

public protocol UICollectionViewDataSource: AnyObject {
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
}

open class UICollectionView: UIScrollView {
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(frame: .zero) }
  open weak var dataSource: UICollectionViewDataSource?
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  { Placeholder.never() }
}

// MARK: View controllers

open class UIViewController: UIResponder {
  open var view: UIView!
  open var title: String?
  open var viewRespectsSystemMinimumLayoutMargins = true
  open func loadView() {}
  open func viewDidLoad() {}
  open func addChild(_ child: UIViewController) {}
  open func didMove(toParent parent: UIViewController?) {}
}
