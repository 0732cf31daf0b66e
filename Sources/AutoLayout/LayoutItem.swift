import Cassowary
import TextMetrics

/// A layout item of a document: a view or a layout guide, by dense index.
public struct ItemID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let index: Int32
  public static func < (a: ItemID, b: ItemID) -> Bool { a.index < b.index }
  public var description: String { "item\(index)" }
}

/// Which guide of its owning view a guide item is (the names UIKit prints).
public enum GuideRole: String, Sendable {
  case margins = "UIViewLayoutMarginsGuide"
  case safeArea = "UIViewSafeAreaLayoutGuide"
  case readable = "UIViewReadableContentGuide"
  /// A scroll view's content: its origin at the scroll view's (content offset 0), its size
  /// what the content's constraints make it (the content size).
  case content = "UIScrollViewContentLayoutGuide"
  /// A scroll view's frame, for content that must not scroll.
  case frame = "UIScrollViewFrameLayoutGuide"
  /// A stack view's `_UILayoutSpacer` enclosing its items across the axis.
  case alignmentSpanner = "UISV-alignment-spanner"
  /// A stack view's `_UILayoutSpacer` standing in for its items when none is visible.
  case orderingSpanner = "UISV-ordering-spanner"
  /// A stack view's `_UIOLAGapGuide` between two visible items (equalSpacing/equalCentering).
  case gap = "UISV-distributing"
  /// A stack's spacing as one variable (its width), which every `UISV-spacing` constraint at
  /// the stack's spacing reads, so that a spacing change is one constant edit.
  /// LayoutLab's own: UIKit has no such guide.
  case spacing = "UISV-spacing"
}

/// An `intrinsic` override: a size on either axis, or none (`noIntrinsicMetric`).
public struct IntrinsicSize: Equatable, Sendable {
  public var width: Double?
  public var height: Double?
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// The metric on an axis: the width across, the height down; nil when it has none.
  public func length(_ axis: Axis) -> Double? { axis == .horizontal ? width : height }
  public static let none = IntrinsicSize(width: nil, height: nil)
}

/// Everything the model knows of one item; the engine owns the solver side. What the user
/// set is grouped by concern (the content per kind, margins, autoresizing, table rows); what
/// the engine derived is kept apart (`derived`).
struct ItemRecord {
  /// The user's name (`title`), or the guide's role name for guides the engine made.
  var name: String
  var kind: ViewKind
  var parent: ItemID?
  var children: AppendSharingArray<ItemID> = []
  var isAlive = true
  /// Size, and position relative to the item's container (its superview, a guide's owner;
  /// the root's in root coordinates): every anchor is an expression of these and the
  /// containers' positions (`LayoutEngine.absoluteX`). Relative positions keep a statement's
  /// work local: a stack that moves moves one variable, not every view inside it.
  let x, y, width, height: Variable
  /// The owner's lazily made guides, and a guide's owner and role.
  var guides = ItemGuides()
  /// UIView's alignmentRectInsets: constraints act on the frame inset by these (the alignment
  /// rect); the frame is the alignment rect grown by them. Absolute left/right, as UIKit's.
  ///
  /// With the fields above, what the frame pass reads of every moved item: kept together at
  /// the start of the record, so that reading them touches one or two cache lines.
  var alignmentInsets = Insets.zero
  /// What the user set of the view's content (LANGUAGE.md §2).
  var content: ItemContent
  var hugging: (horizontal: Double, vertical: Double)
  var compression: (horizontal: Double, vertical: Double)
  var marginSettings: MarginSettings
  var isHidden = false
  var identifier: String?
  /// The class a report prints when it is not the kind's UIKit class: a component instance
  /// prints its component (`InfoView`), as a `UIView` subclass would.
  var className: String?
  var autoresizing = AutoresizingSettings()
  var tableRow = TableRowParts()
  /// What the engine made and measured for the item.
  var derived = DerivedItemState()
  /// Model constraints that mention this item (for removal and baseline updates).
  var constraints: AppendSharingArray<ConstraintID> = []

  init(
    name: String, kind: ViewKind, parent: ItemID?, x: Variable, y: Variable, width: Variable,
    height: Variable, font: Font, hugging: (horizontal: Double, vertical: Double),
    compression: (horizontal: Double, vertical: Double), margins: Insets
  ) {
    self.name = name
    self.kind = kind
    self.parent = parent
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    content = ItemContent(font: font)
    self.hugging = hugging
    self.compression = compression
    marginSettings = MarginSettings(margins: margins)
  }
}

/// A view's guides, made when first asked for, and a guide's owner and role.
struct ItemGuides {
  var marginsGuide: ItemID?
  var safeAreaGuide: ItemID?
  var readableGuide: ItemID?
  var contentGuide: ItemID?
  var frameGuide: ItemID?
  /// A stack view's spanners and gap guides (see `LayoutEngine+Stacks.swift`).
  var stackGuides: [ItemID] = []
  var owner: ItemID?
  var role: GuideRole?
}

/// What the user set of a view's content; each kind reads the fields it has
/// (`ViewProperty.all` says which).
struct ItemContent {
  var text = ""
  /// A text field's placeholder: shown (and measured) while its text is empty.
  var placeholder = ""
  var font: Font
  var lines = 1
  var intrinsicOverride: IntrinsicSize?
  var imageSize: IntrinsicSize = .none
  var segmentTitles: [String] = []
  /// `background`: a drawing-only colour, `#RRGGBB`-style hex digits or a UIColor name
  /// (`systemRed`); nil draws the picture's tint for the view's depth.
  var background: String?
  /// A button's contentEdgeInsets: added around its title in its intrinsic size.
  var contentInsets = Insets.zero
  /// Whether `contentInsets` were set (a configured button's own insets give way to them).
  var hasContentInsets = false
  /// An iOS 15 button configuration (nil: a legacy button) and the button's image size.
  var buttonConfiguration: ButtonConfiguration?
  var buttonImage: (width: Double, height: Double)?
  /// An activity indicator's style: `.large` (37 × 37) instead of `.medium` (20 × 20).
  var isLargeActivity = false
  /// A text field's border: LayoutLab's and Interface Builder's default is the rounded rect;
  /// a field made in Swift has none (`docs/engine.md`, "Text fields").
  var borderStyle = TextFieldBorderStyle.roundedRect
  var isSecureTextEntry = false
  /// A page control's numberOfPages (3, Interface Builder's default for a new one).
  var numberOfPages = 3
  /// A date picker's preferredDatePickerStyle (`.automatic` is compact on iOS 14+).
  var datePickerStyle = DatePickerStyle.compact
  /// A text view's isScrollEnabled: a scrolling one has no intrinsic size.
  var isScrollEnabled = true
  /// A label's lineBreakMode (UILabel's default truncates the tail) and
  /// preferredMaxLayoutWidth (the width it wraps at for its intrinsic size, when set).
  var lineBreakMode = LineBreakMode.byTruncatingTail
  /// `alignment` (NSTextAlignment; `.natural` is UIKit's default).
  var textAlignment = TextAlignment.natural
  var preferredMaxLayoutWidth: Double?
}

/// A view's layout margins as the user set them.
struct MarginSettings {
  /// Directional layout margins: `left` is leading and `right` trailing until resolved.
  var margins: Insets
  var insetsMarginsFromSafeArea = true
  var preservesSuperviewMargins = false
  /// A view controller's view: whether its margins are at least the system minimum
  /// (`viewRespectsSystemMinimumLayoutMargins`, true by default), and whether the user set
  /// them (otherwise they follow the device's system margins).
  var respectsSystemMinimumMargins = true
  var hasCustomMargins = false
}

/// translatesAutoresizingMaskIntoConstraints, the frame it keeps (superview coordinates; nil:
/// the frame the view had when it was turned on) and the mask
/// (`LayoutEngine+Autoresizing.swift`).
struct AutoresizingSettings {
  var translatesAutoresizingMask = false
  var autoresizingFrame: Rect?
  var autoresizingMask: AutoresizingMask = []
  /// The NSAutoresizingMaskLayoutConstraints made from them, while on, and whether they are
  /// to be made again at the next layout (set and cleared within one statement).
  var autoresizingConstraints: [ConstraintID] = []
  var autoresizingIsStale = false
}

/// A table cell's own row height (`height = 80`), its content view, and the constraints UIKit
/// makes for its row (`LayoutEngine+Tables.swift`, `TableRowConstraint` order); a cell's,
/// header's or footer's section (nil: a cell of the table itself), and a section's header and
/// footer views (`LayoutEngine+TableSections.swift`).
struct TableRowParts {
  var cellHeight: Double?
  /// The standard accessory a table cell shows at its trailing side (`accessoryType`).
  var accessory = CellAccessory.none
  var cellContent: ItemID?
  var rowConstraints: [ConstraintID] = []
  var section: ItemID?
  var sectionParts: [ItemID] = []
}

/// What the engine made and measured for an item.
struct DerivedItemState {
  /// The solver constraints that define a guide from its owner (or the root from the screen).
  var definingConstraints: [Constraint] = []
  /// A view's `width >= 0` and `height >= 0`, made the first time a solution gave it a
  /// negative size (`LayoutEngine+SizeFloors.swift`).
  var sizeFloors: [Constraint] = []
  /// The content-size constraints in force: width <= (hug), width >= (CR), height <=, >=.
  var contentSize: [Constraint?] = [nil, nil, nil, nil]
  /// The intrinsic size the content-size constraints hold (nil per axis: no metric).
  var intrinsic = IntrinsicSize.none
  /// The safe-area insets last computed for a non-root view's safe-area guide.
  var safeAreaInsets = Insets.zero
}

/// UIDatePickerStyle as LayoutLab sizes it (`docs/engine.md`, "Controls").
public enum DatePickerStyle: String, Sendable, CaseIterable {
  case compact, inline, wheels
}

/// NSLineBreakMode as a label uses it: where lines break, and how the last one is cut.
/// NSTextAlignment: where a label's, field's or text view's lines sit. It changes no size;
/// exports and pictures carry it.
public enum TextAlignment: String, Sendable, CaseIterable {
  case left, center, right, justified, natural
}

public enum LineBreakMode: String, Sendable, CaseIterable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// UIButton.Configuration's styles (iOS 15). At the default (medium) size all have content
/// insets (7, 12, 7, 12) and the body text style (`docs/engine.md`, "Buttons").
public enum ButtonConfiguration: String, Sendable, CaseIterable {
  case plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent
}

extension ItemRecord {
  /// Calls `body` with each guide of the item: its lazily made guides, then a stack's.
  @inline(__always) func forEachGuide(_ body: (ItemID) -> Void) {
    if let g = guides.marginsGuide { body(g) }
    if let g = guides.safeAreaGuide { body(g) }
    if let g = guides.readableGuide { body(g) }
    if let g = guides.contentGuide { body(g) }
    if let g = guides.frameGuide { body(g) }
    for g in guides.stackGuides { body(g) }
  }

  var hasGuides: Bool {
    guides.marginsGuide != nil || guides.safeAreaGuide != nil || guides.readableGuide != nil
      || guides.contentGuide != nil || guides.frameGuide != nil || !guides.stackGuides.isEmpty
  }
}

/// UITextField.BorderStyle.
public enum TextFieldBorderStyle: String, Sendable, CaseIterable {
  case none, line, bezel, roundedRect
}
