/// The kinds of layout items LayoutLab knows (LANGUAGE.md §2), and the registry of what each
/// kind is: its UIKit class and Interface Builder element, its intrinsic size when the kind
/// alone decides it, its content priorities, margins and alignment insets, and how Swift
/// makes one. A new kind is a case here plus, where it behaves, a feature of its own
/// (`docs/architecture.md`, "Adding a kind").
public enum ViewKind: String, Sendable, CaseIterable {
  case root
  case view, label, button, image, textfield, `switch`, segmented, slider, progress, activity
  case stack, scroll, guide, spacer, vc
  /// SwiftWidgets' widgets: a view whose model lays out margin → padding → content, with a
  /// separator and an accessory (`LayoutEngine+Widgets.swift`).
  case labelwidget, buttonwidget, imagewidget, textfieldwidget
  /// A widget whose content is a plain view (`define widget …` makes them).
  case widget
  /// UITableView, its UITableViewCells and each cell's UITableViewCellContentView
  /// (`LayoutEngine+Tables.swift`); the content view is made with its cell.
  case table, cell, cellcontent
  /// A table's section (not a view: its frame is `rect(forSection:)`) and its header and
  /// footer views (`LayoutEngine+TableSections.swift`); the section makes its header and footer.
  case section, headerfooter
  /// UICollectionView with a flow layout and its UICollectionViewCells
  /// (`LayoutEngine+Collections.swift`); their content view is a plain UIView.
  case collection, collectioncell
  /// Everyday controls and bars.
  case stepper, pagecontrol, textview, searchbar, navbar, toolbar, tabbar, datepicker, picker
  /// WKWebView, and UIVisualEffectView with the content view that holds what is added to it
  /// (`LayoutEngine+EffectViews.swift`).
  case webview, visualeffect

  /// The UIKit class a kind stands for, as reports print it.
  public var uikitClass: String {
    switch self {
    case .root, .view, .vc: "UIView"
    case .label: "UILabel"
    case .button: "UIButton"
    case .image: "UIImageView"
    case .textfield: "UITextField"
    case .switch: "UISwitch"
    case .segmented: "UISegmentedControl"
    case .slider: "UISlider"
    case .progress: "UIProgressView"
    case .activity: "UIActivityIndicatorView"
    case .stack: "UIStackView"
    case .scroll: "UIScrollView"
    case .guide: "UILayoutGuide"
    case .spacer: "UIView"
    case .labelwidget: "LabelWidget"
    case .buttonwidget: "ButtonWidget"
    case .imagewidget: "ImageWidget"
    case .textfieldwidget: "TextFieldWidget"
    case .widget: "Widget"
    case .table: "UITableView"
    case .cell: "UITableViewCell"
    case .cellcontent: "UITableViewCellContentView"
    case .section: "section"
    case .headerfooter: "UITableViewHeaderFooterView"
    case .collection: "UICollectionView"
    case .collectioncell: "UICollectionViewCell"
    case .stepper: "UIStepper"
    case .pagecontrol: "UIPageControl"
    case .textview: "UITextView"
    case .searchbar: "UISearchBar"
    case .navbar: "UINavigationBar"
    case .toolbar: "UIToolbar"
    case .tabbar: "UITabBar"
    case .datepicker: "UIDatePicker"
    case .picker: "UIPickerView"
    case .webview: "WKWebView"
    case .visualeffect: "UIVisualEffectView"
    }
  }

  /// The element Interface Builder stores the kind as (nil: IB has none, or the kind is made
  /// by its parent).
  public var interfaceBuilderElement: String? {
    switch self {
    case .view: "view"
    case .label: "label"
    case .button: "button"
    case .image: "imageView"
    case .textfield: "textField"
    case .switch: "switch"
    case .segmented: "segmentedControl"
    case .slider: "slider"
    case .progress: "progressView"
    case .activity: "activityIndicatorView"
    case .stack: "stackView"
    case .scroll: "scrollView"
    case .table: "tableView"
    case .collection: "collectionView"
    case .stepper: "stepper"
    case .pagecontrol: "pageControl"
    case .textview: "textView"
    case .searchbar: "searchBar"
    case .navbar: "navigationBar"
    case .toolbar: "toolbar"
    case .tabbar: "tabBar"
    case .datepicker: "datePicker"
    case .picker: "pickerView"
    case .webview: "wkWebView"
    case .visualeffect: "visualEffectView"
    case .root, .guide, .spacer, .vc, .labelwidget, .buttonwidget, .imagewidget, .textfieldwidget, .widget,
      .cell, .cellcontent, .section, .headerfooter, .collectioncell:
      nil
    }
  }

  /// The kind an Interface Builder element stands for (`stackView` → stack). A storyboard's
  /// `containerView` is a plain UIView whose embedded view controller's root view fills it
  /// (Apple, "Creating a custom container view controller": the container manages the
  /// position and size of the child's root view; nine public embed segues store the child's
  /// root at the container's size): a view, sized by its constraints, with no intrinsic size.
  public static func fromInterfaceBuilderElement(_ element: String) -> ViewKind? { byElement[element] }

  private static let byElement: [String: ViewKind] = Dictionary(
    allCases.compactMap { kind in kind.interfaceBuilderElement.map { ($0, kind) } },
    uniquingKeysWith: { first, _ in first }
  ).merging(["containerView": .view]) { kind, _ in kind }

  /// The module a Swift file imports for the kind's class, beyond UIKit.
  public var swiftModule: String? { self == .webview ? "WebKit" : nil }

  /// How Swift makes one where `Class()` is not the way: a web view takes a configuration
  /// (Apple, WKWebView.init(frame:configuration:), the designated initializer); an effect
  /// view its effect (iOS 13's adaptive `.systemMaterial` blur, the one IB offers first).
  public var swiftInitializer: String? {
    switch self {
    case .webview: "WKWebView(frame: .zero, configuration: WKWebViewConfiguration())"
    case .visualeffect: "UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))"
    default: nil
    }
  }

  /// How the kind's intrinsic size comes about: from its content (measured by the engine),
  /// fixed by UIKit for the kind, or none.
  enum IntrinsicSizing {
    case measured
    case fixed(IntrinsicSize)
    case none
  }

  /// Controls and bars (`docs/engine.md`, "Controls"): sizes from frames Interface Builder
  /// stored when it measured the control itself, iOS 15–18 unless said otherwise. A web
  /// view and an effect view have none (UIView's default, noIntrinsicMetric: Apple documents
  /// no size of their own, and public subclasses override it to size a page to its content).
  func intrinsicSizing(in generation: UIKitGeneration) -> IntrinsicSizing {
    let ios26 = generation == .ios26
    return switch self {
    case .label, .button, .textfield, .image, .segmented, .activity, .pagecontrol, .datepicker, .textview:
      .measured
    // Alignment-rect sizes: the frame adds the kind's alignment insets (51 × 31 and 31 high
    // before iOS 26; iOS 26's frames are their alignment rects).
    case .switch: .fixed(ios26 ? IntrinsicSize(width: 63, height: 28) : IntrinsicSize(width: 49, height: 31))
    case .slider: .fixed(IntrinsicSize(width: nil, height: ios26 ? 34 : 30))
    case .progress: .fixed(IntrinsicSize(width: nil, height: 4))
    case .stepper: .fixed(IntrinsicSize(width: 94, height: 32))
    case .searchbar: .fixed(IntrinsicSize(width: nil, height: ios26 ? 64 : 56))
    case .navbar: .fixed(IntrinsicSize(width: nil, height: ios26 ? 54 : 44))
    case .toolbar: .fixed(IntrinsicSize(width: nil, height: 44))
    case .tabbar: .fixed(IntrinsicSize(width: nil, height: 49))
    case .picker: .fixed(IntrinsicSize(width: 320, height: 216))
    case .root, .view, .stack, .scroll, .guide, .spacer, .vc, .table, .cell, .cellcontent, .collection,
      .collectioncell, .section, .headerfooter, .webview, .visualeffect, .labelwidget, .buttonwidget,
      .imagewidget,
      .textfieldwidget, .widget:
      .none
    }
  }

  /// The kind a UIKit class name stands for (`UILabel` → label), for aliases: every kind by
  /// its `uikitClass`, except those no class name should make (the root, a view controller's
  /// view, a spacer, a cell's content view, a section, the widgets), and `UIView` is a view.
  public static func fromClassName(_ name: String) -> ViewKind? { byClassName[name] }

  private static let byClassName: [String: ViewKind] = {
    let made: Set<ViewKind> = [.root, .vc, .spacer, .cellcontent, .section]
    let named = allCases.filter { !made.contains($0) && $0.widgetContent == nil }
    return Dictionary(named.map { ($0.uikitClass, $0) }, uniquingKeysWith: { first, _ in first })
  }()

  /// Content hugging per axis in code (SEMANTICS.md): 250, or 750 for switch and activity
  /// indicator; a progress view hugs vertically at 750.
  public var defaultHugging: (horizontal: Double, vertical: Double) {
    switch self {
    case .switch, .activity: (750, 750)
    case .progress: (250, 750)
    default: (250, 250)
    }
  }

  /// Compression resistance per axis: 750 for everything.
  public var defaultCompressionResistance: (horizontal: Double, vertical: Double) { (750, 750) }

  /// Whether the kind can hold subviews (guides and controls cannot).
  public var acceptsSubviews: Bool {
    switch self {
    case .root, .view, .stack, .scroll, .vc, .spacer, .table, .cell, .cellcontent, .collection,
      .collectioncell, .visualeffect:
      true
    default: false
    }
  }

  /// Whether the engine keeps the item's width and height >= 0: every view (the root's size
  /// is the screen's; guides: see `docs/engine.md`).
  var hasSizeFloor: Bool { self != .guide && self != .root }

  /// UIKit's alignmentRectInsets for the kind (`docs/engine.md`, "Alignment rects"): a switch's
  /// frame reaches 2 points past its alignment rect on the right (51 × 31 frame, 49 × 31
  /// intrinsic size); a slider's 2 on each side and 1 below (a 30-high alignment rect in a
  /// 31-high frame).
  func defaultAlignmentInsets(in generation: UIKitGeneration) -> Insets {
    switch (self, generation) {
    case (.switch, .ios18): Insets(top: 0, left: 0, bottom: 0, right: 2)
    case (.slider, .ios18): Insets(top: 0, left: 2, bottom: 1, right: 2)
    default: .zero
    }
  }

  /// A view's layoutMargins until the app sets them: 8 all round (Apple,
  /// UIView.directionalLayoutMargins), none for a stack view, which lays its views out to
  /// its edges, or a guide. A view controller's view has the system's instead.
  var defaultMargins: Insets { self == .stack || self == .guide ? .zero : Insets(all: 8) }

  /// Whether the kind scrolls its content (a scroll view, a table, a collection).
  var scrollsContent: Bool { self == .scroll || listsRows }

  /// The words `add` takes for a kind besides its own name: `hstack` and `vstack` make a
  /// stack (`vstack` with a vertical axis).
  public static let statementAliases: [String: ViewKind] = ["hstack": .stack, "vstack": .stack]

  /// Whether the kind's baselines are another view's (UIStackView's
  /// viewForFirstBaselineLayout and viewForLastBaselineLayout are arranged views).
  var delegatesBaseline: Bool { self == .stack }

  /// Whether the kind is a row its table or collection places (a cell, a collection cell).
  public var isCell: Bool { self == .cell || self == .collectioncell }

  /// Whether the kind lays out rows of cells (a table, a collection).
  public var listsRows: Bool { self == .table || self == .collection }

  /// Whether an item of this kind is drawn (a guide has a frame but no view).
  public var isView: Bool { self != .guide && self != .section }

  /// The kind of a widget's content view (nil for kinds that are not widgets).
  public var widgetContent: ViewKind? {
    switch self {
    case .labelwidget: .label
    case .buttonwidget: .button
    case .imagewidget: .image
    case .textfieldwidget: .textfield
    case .widget: .view
    default: nil
    }
  }

  /// Whether the kind shows text whose size drives its intrinsic size.
  public var hasText: Bool { self == .label || self == .button || self == .textfield || self == .textview }
}
