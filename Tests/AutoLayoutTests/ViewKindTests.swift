import Testing

@testable import AutoLayout

/// What a UIKit class name stands for, read from each kind's `uikitClass`.
@Suite struct ViewKindTests {
  /// Each of the 27 classes a user or a log may name comes back as its kind; `UIView` is a
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
    ]
    for (name, kind) in named { #expect(ViewKind.fromClassName(name) == kind, "\(name)") }
    for name in ["UITableViewCellContentView", "section", "LabelWidget", "Widget", "UIWindow"] {
      #expect(ViewKind.fromClassName(name) == nil, "\(name)")
    }
  }
}
