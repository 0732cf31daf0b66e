import AutoLayout

/// LayoutLab's names as Swift identifiers. Any word LayoutLab accepts can name a view, and a
/// storyboard button titled "Continue" is imported as `continue`: the exports escape Swift's
/// keywords with backticks (`` let `continue` = UIButton(type: .system) ``) and rename what a
/// scope already uses (`view` in `viewDidLoad`, `frame` in a UIView subclass): `viewView`,
/// `frameLabel`, the name with its kind after it, as the storyboard import does for its keywords.
extension SwiftRenderer {
  /// The words Swift refuses as identifiers unless escaped: a local, a stored property, a
  /// member after a dot, a parameter. Found with swiftc 6.3 from the keyword lists of The Swift
  /// Programming Language ("Lexical Structure"); contextual keywords such as `left`, `open`,
  /// `get` or `some` are identifiers where LayoutLab writes names, and are left as they are.
  static let keywords: Set<String> = [
    "Any", "Self", "_", "as", "associatedtype", "await", "break", "case", "catch", "class", "continue",
    "default", "defer",
    "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func",
    "guard", "if",
    "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator", "precedencegroup", "private",
    "protocol",
    "public", "repeat", "rethrows", "return", "self", "static", "struct", "subscript", "super", "switch",
    "throw", "throws",
    "true", "try", "typealias", "var", "where", "while",
  ]

  /// Words that even escaped cannot name a member everywhere: `` \.`Type` `` in a key path
  /// (Subviews' `of:`) is the metatype, `` x.`self` `` the value itself. Renamed, not escaped.
  static let unescapable: Set<String> = ["Type", "Protocol", "self"]

  /// The types and functions the exports name without qualification: a view of the same name
  /// would hide them (`let UILabel = UILabel()` does not compile).
  /// (A table's section is not a class: it prints as `section`, a name a view may keep.)
  static let typeNames: Set<String> = Set(
    ViewKind.allCases.map(\.uikitClass).filter { $0.first?.isUppercase == true }
  ).union([
    "WKWebViewConfiguration", "UIBlurEffect",
    "UIView", "UILabel", "UIButton", "UIImageView", "UITextField", "UISwitch", "UISegmentedControl",
    "UISlider",
    "UIProgressView", "UIActivityIndicatorView", "UIStackView", "UIScrollView", "UILayoutGuide",
    "UITableView",
    "UITableViewCell", "UICollectionView", "UICollectionViewCell", "UICollectionViewFlowLayout", "UIStepper",
    "UIPageControl", "UITextView", "UISearchBar", "UINavigationBar", "UIToolbar", "UITabBar", "UIDatePicker",
    "UIPickerView",
    "UIViewController", "UIFont", "UIEdgeInsets", "UIGraphicsImageRenderer", "UILayoutPriority",
    "UITableViewDataSource",
    "UITableViewDelegate", "UICollectionViewDataSource", "NSLayoutConstraint", "NSDirectionalEdgeInsets",
    "NSCoder",
    "CGFloat", "CGRect", "CGSize", "String", "Double", "Float", "Int", "Bool", "IndexPath", "Superview",
    "Subview",
    "ArrangedSubview", "fatalError",
  ])

  /// UIView's properties (with UIResponder's and NSObject's), which a stored property of a
  /// UIView subclass cannot redeclare. A property may share a method's name (`draw`), so
  /// methods are not here.
  static let viewMembers: Set<String> = [
    "frame", "bounds", "center", "transform", "transform3D", "anchorPoint", "contentScaleFactor",
    "isMultipleTouchEnabled",
    "isExclusiveTouch", "autoresizesSubviews", "autoresizingMask", "superview", "subviews", "window",
    "clipsToBounds",
    "backgroundColor", "alpha", "isOpaque", "clearsContextBeforeDrawing", "isHidden", "contentMode", "mask",
    "tintColor",
    "tintAdjustmentMode", "gestureRecognizers", "motionEffects", "layer", "tag", "isUserInteractionEnabled",
    "layoutMargins", "directionalLayoutMargins", "preservesSuperviewLayoutMargins",
    "insetsLayoutMarginsFromSafeArea",
    "layoutMarginsGuide", "readableContentGuide", "safeAreaInsets", "safeAreaLayoutGuide",
    "keyboardLayoutGuide",
    "layoutGuides", "constraints", "translatesAutoresizingMaskIntoConstraints", "intrinsicContentSize",
    "alignmentRectInsets", "firstBaselineAnchor", "lastBaselineAnchor", "leadingAnchor", "trailingAnchor",
    "leftAnchor",
    "rightAnchor", "topAnchor", "bottomAnchor", "widthAnchor", "heightAnchor", "centerXAnchor",
    "centerYAnchor",
    "hasAmbiguousLayout", "semanticContentAttribute", "effectiveUserInterfaceLayoutDirection",
    "traitCollection",
    "traitOverrides", "overrideUserInterfaceStyle", "interactions", "restorationIdentifier",
    "focusGroupIdentifier",
    "focusGroupPriority", "focusEffect", "canBecomeFocused", "isFocused", "largeContentTitle",
    "largeContentImage",
    "scalesLargeContentImage", "showsLargeContentViewer", "maximumContentSizeCategory",
    "minimumContentSizeCategory",
    "forFirstBaselineLayout", "forLastBaselineLayout", "viewForFirstBaselineLayout",
    "viewForLastBaselineLayout",
    "inputView", "inputAccessoryView", "next", "undoManager", "canBecomeFirstResponder",
    "canResignFirstResponder",
    "isFirstResponder", "keyCommands", "userActivity", "textInputMode", "accessibilityLabel",
    "accessibilityHint",
    "accessibilityValue", "accessibilityTraits", "accessibilityFrame", "accessibilityIdentifier",
    "isAccessibilityElement",
    "accessibilityElements", "description", "debugDescription", "hash", "hashValue", "classForCoder",
    "superclass",
    "isProxy", "layerClass", "requiresConstraintBasedLayout", "areAnimationsEnabled",
    "inheritedAnimationDuration",
    // The exported class's own `update()`.
    "update",
  ]

  /// UITableViewCell's and UICollectionViewCell's properties, and the parameters of the
  /// initializers the cell classes write (`init(style:reuseIdentifier:)`).
  static let cellMembers: Set<String> = [
    "contentView", "textLabel", "detailTextLabel", "imageView", "accessoryView", "accessoryType",
    "editingAccessoryView",
    "editingAccessoryType", "backgroundView", "selectedBackgroundView", "multipleSelectionBackgroundView",
    "isSelected",
    "isHighlighted", "isEditing", "showingDeleteConfirmation", "reuseIdentifier", "selectionStyle",
    "showsReorderControl",
    "shouldIndentWhileEditing", "indentationLevel", "indentationWidth", "separatorInset", "focusStyle",
    "userInteractionEnabledWhileDragging",
    "configurationState", "contentConfiguration", "backgroundConfiguration",
    "automaticallyUpdatesContentConfiguration",
    "automaticallyUpdatesBackgroundConfiguration", "defaultContentConfiguration", "style",
  ]

  /// The names a `viewDidLoad` snippet uses itself: the controller's `view` and margins flag.
  static let snippetNames: Set<String> = ["view", "viewRespectsSystemMinimumLayoutMargins"]

  /// The name of the constraint in the closure that sets a priority
  /// (`{ let c = …; c.priority = …; return c }()`), which every vocabulary writes.
  static let exportNames: Set<String> = ["c"]

  /// A name as Swift code: escaped with backticks where Swift needs it.
  static func escaped(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

  /// An argument label at a call (`Card(class: "x")`): any keyword but `inout` may be one as
  /// it is (swiftc warns that the backticks are not needed), and `` `_` `` is the label `_`.
  static func argumentLabel(_ name: String) -> String { ["inout", "_"].contains(name) ? "`\(name)`" : name }

  /// The identifier a Swift expression's names spell, without the backticks.
  static func unescaped(_ code: String) -> String { code.replacingOccurrences(of: "`", with: "") }

  /// What a renamed item takes after its name: its UIKit class without `UI` (`frameLabel`,
  /// `viewView`), `Guide` for a layout guide.
  static func renameSuffix(_ kind: ViewKind) -> String {
    if kind == .guide { return "Guide" }
    let type = kind.uikitClass
    return type.hasPrefix("UI") ? String(type.dropFirst(2)) : "View"
  }

  /// The class names an export writes for its cells, tables and collections.
  static func generatedTypeNames(_ engine: LayoutEngine) -> Set<String> {
    Set(
      engine.itemsInTreeOrder().filter {
        engine.kind(of: $0).isCell || engine.kind(of: $0).listsRows
      }
      .map { className(engine, $0) })
  }
}

/// The Swift names of the items one Swift scope declares (a `viewDidLoad`, a class), decided
/// together so that renaming stays consistent and unique: an item keeps its identifier unless
/// the scope reserves it or an earlier item has it; then it takes its kind after it
/// (`frameLabel`), and a number if that too is taken. Names are stored unescaped.
struct SwiftDeclarations {
  private(set) var names: [ItemID: String] = [:]

  /// `items` in the order they are declared, each with its identifier.
  init(_ items: [(id: ItemID, identifier: String, kind: ViewKind)], reserved: Set<String>) {
    let isReserved = { (name: String) in
      reserved.contains(name) || SwiftRenderer.unescapable.contains(name)
        || SwiftRenderer.typeNames.contains(name)
        || SwiftRenderer.exportNames.contains(name)
    }
    // The identifiers that stay as they are: a renamed item must not take one.
    let kept = Set(items.map(\.identifier).filter { !isReserved($0) })
    var used: Set<String> = []
    for item in items {
      var name = item.identifier
      if isReserved(name) || used.contains(name) {
        let base = item.identifier + SwiftRenderer.renameSuffix(item.kind)
        name = base
        var n = 2
        while isReserved(name) || used.contains(name) || kept.contains(name) {
          name = base + "\(n)"
          n += 1
        }
      }
      used.insert(name)
      names[item.id] = name
    }
  }
}
