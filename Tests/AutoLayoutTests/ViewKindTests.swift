import Testing

@testable import AutoLayout

/// What a UIKit class name stands for, read from each kind's `uikitClass`.
@Suite struct ViewKindTests {
  /// Each of the 29 classes a user or a log may name comes back as its kind; `UIView` is a
  /// plain view (not the root, a view controller's view or a spacer, which share the class);
  /// what no one names (a cell's content view, a section, a widget) is not a class here.
  @Test func classNamesComeBackAsTheirKinds() {
    let named: [(String, ViewKind)] = [
      ("UIView", .view), ("UILabel", .label), ("UIButton", .button), ("UIImageView", .image),
      ("UITextField", .textfield), ("UISwitch", .switch), ("UISegmentedControl", .segmented),
      ("UISlider", .slider), ("UIProgressView", .progress), ("UIActivityIndicatorView", .activity),
      ("UIStackView", .stack), ("UIScrollView", .scroll), ("UILayoutGuide", .guide),
      ("UITableView", .table), ("UITableViewCell", .cell), ("UITableViewHeaderFooterView", .headerfooter),
      ("UICollectionView", .collection), ("UICollectionViewCell", .collectioncell),
      ("UIStepper", .stepper), ("UIPageControl", .pagecontrol), ("UITextView", .textview),
      ("UISearchBar", .searchbar), ("UINavigationBar", .navbar), ("UIToolbar", .toolbar),
      ("UITabBar", .tabbar), ("UIDatePicker", .datepicker), ("UIPickerView", .picker),
      ("WKWebView", .webview), ("UIVisualEffectView", .visualeffect),
    ]
    for (name, kind) in named { #expect(ViewKind.fromClassName(name) == kind, "\(name)") }
    for name in ["UITableViewCellContentView", "section", "LabelWidget", "Widget", "UIWindow"] {
      #expect(ViewKind.fromClassName(name) == nil, "\(name)")
    }
  }

  /// Interface Builder's element names come back as their kinds, from each kind's
  /// `interfaceBuilderElement`; what IB has no element for (a cell's content view, a
  /// section, a widget, a spacer) is not an element here.
  @Test func interfaceBuilderElementsComeBackAsTheirKinds() {
    let elements: [(String, ViewKind)] = [
      ("view", .view), ("label", .label), ("stackView", .stack), ("tableView", .table),
      ("collectionView", .collection), ("activityIndicatorView", .activity), ("wkWebView", .webview),
      ("visualEffectView", .visualeffect), ("navigationBar", .navbar), ("pickerView", .picker),
    ]
    for (element, kind) in elements { #expect(ViewKind.fromInterfaceBuilderElement(element) == kind) }
    for kind in [ViewKind.root, .cellcontent, .section, .labelwidget, .spacer, .guide] {
      #expect(kind.interfaceBuilderElement == nil, "\(kind)")
    }
    #expect(ViewKind.fromInterfaceBuilderElement("mapView") == nil)
  }

  /// A kind with a fixed size gives it whatever its content (a switch: 63 × 28 on iOS 26; a
  /// progress view: 4 high, no width); a web view and an effect view have none.
  @Test func fixedSizesAreTheKinds() throws {
    let f = Fixture()
    let s = try f.add(.switch, "s")
    let p = try f.add(.progress, "p")
    let w = try f.add(.webview, "w")
    let e = try f.add(.visualeffect, "e")
    #expect(f.engine.intrinsicSize(of: s) == IntrinsicSize(width: 63, height: 28))
    #expect(f.engine.intrinsicSize(of: p) == IntrinsicSize(width: nil, height: 4))
    #expect(f.engine.intrinsicSize(of: w) == .none)
    #expect(f.engine.intrinsicSize(of: e) == .none)
  }

  /// An effect view makes its content view, which fills it: an effect view pinned 20 from
  /// each side of the 393 × 852 root is 353 × 812, and so is its content view, at (0, 0).
  @Test func anEffectViewsContentViewFillsIt() throws {
    let f = Fixture()
    let e = try f.add(.visualeffect, "e")
    for (attribute, constant) in [(LayoutAttribute.left, 20.0), (.top, 20), (.right, -20), (.bottom, -20)] {
      try f.constrain(e, attribute, .equal, f.root, attribute, constant: constant)
    }
    f.engine.layout()
    let content = try #require(f.engine.contentView(of: e))
    #expect(f.engine.frame(of: e) == Rect(x: 20, y: 20, width: 353, height: 812))
    #expect(f.engine.frame(of: content) == Rect(x: 0, y: 0, width: 353, height: 812))
    #expect(throws: LayoutError.self) { try f.engine.removeView(content) }
  }
}
