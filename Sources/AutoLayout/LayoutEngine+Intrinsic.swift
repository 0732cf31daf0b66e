import Cassowary
import TextMetrics

extension LayoutEngine {
  /// The intrinsic content size of an item from its kind and content (SEMANTICS.md), or the
  /// user's `intrinsic` override. Text is measured at the screen's scale, wrapped at the
  /// item's last solved width when it may take several lines.
  func naturalIntrinsicSize(of id: ItemID) -> IntrinsicSize {
    guard let override = self[id].content.intrinsicOverride else { return measuredIntrinsicSize(of: id) }
    // `none` takes both metrics away; `225x-` and `-x40` override one axis and keep the
    // other's measured value.
    guard override.width != nil || override.height != nil else { return .none }
    let measured = measuredIntrinsicSize(of: id)
    return IntrinsicSize(width: override.width ?? measured.width, height: override.height ?? measured.height)
  }

  /// The intrinsic size the kind and content give, without the user's override.
  func measuredIntrinsicSize(of id: ItemID) -> IntrinsicSize {
    let r = self[id]
    let scale = screen.scale
    switch r.kind.intrinsicSizing(in: screen.generation) {
    case .none: return .none
    case .fixed(let size): return size
    case .measured: break
    }
    switch r.kind {
    case .label:
      guard !r.content.text.isEmpty else { return IntrinsicSize(width: 0, height: 0) }
      let size = textSize(of: id)
      return IntrinsicSize(width: size.width, height: size.height)
    case .button: return buttonIntrinsicSize(r)
    case .textfield:
      // An empty field is as wide as its placeholder (`docs/engine.md`, "Sizes").
      let shown = r.content.text.isEmpty ? r.content.placeholder : r.content.text
      let text = textLayout.size(of: shown, font: shownFont(r.content.font), scale: scale)
      return IntrinsicSize(width: text.width, height: textFieldHeight(r.content))
    case .image: return r.content.imageSize
    case .segmented:
      // Each segment: its title at 13 pt plus 12 a side (an approximation of UIKit's padding);
      // before iOS 26 a 1-point divider between segments adds to the width, iOS 26's do not
      // (files Xcode 26 re-measured: `docs/engine.md`, "Controls and bars").
      let titles = r.content.segmentTitles
      let segments = titles.reduce(0.0) {
        $0 + textLayout.size(of: $1, font: Font(size: 13), scale: scale).width + 24
      }
      let dividers = screen.generation == .ios26 ? 0 : Double(max(titles.count - 1, 0))
      return IntrinsicSize(width: titles.isEmpty ? nil : segments + dividers, height: 32)
    // UIActivityIndicatorView.Style.medium is 20 × 20, .large 37 × 37 (Apple's style docs).
    case .activity:
      return r.content.isLargeActivity
        ? IntrinsicSize(width: 37, height: 37) : IntrinsicSize(width: 20, height: 20)
    case .pagecontrol:
      // 26 high; 10-point dots 8 apart inside 14 a side: 18n + 20 (Xcode 16.2's stored
      // frames, 74 for 3 pages; `docs/engine.md`, "Controls"); iOS 26's dots are closer,
      // 53/3 n + 20 (73 for 3 pages, 126 for 6, one file saved twice by Xcode 26). At most
      // 10 dots show.
      let pages = Double(min(r.content.numberOfPages, 10))
      let pitch = screen.generation == .ios26 ? 53.0 / 3 : 18
      return IntrinsicSize(width: r.content.numberOfPages > 0 ? pitch * pages + 20 : 0, height: 26)
    case .datepicker: return datePickerIntrinsicSize(r)
    case .textview: return textViewIntrinsicSize(id, r)
    default: return .none  // not measured: `ViewKind.intrinsicSizing` gives its size
    }
  }

  /// A text field's height by its border (`docs/engine.md`, "Text fields", from the frames
  /// Interface Builder stored for fields sized by their content, iOS 14–18):
  /// - a rounded rect is 34 at any size from 10 to 20 points;
  /// - with no border, a secure field is its line height on whole points (17 pt: 20.29 → 21),
  ///   any other one point more from 16 points up (17 pt: 22) and its line height plus 2 on
  ///   the pixel grid below (14 pt: 16.71 + 2 → 18.67 at 3x, 18.5 at 2x);
  /// - a line border 9 more than the whole line height (17 pt: 30), a bezel 5 more (14 pt:
  ///   22): one file each, the weakest of these.
  func textFieldHeight(_ content: ItemContent) -> Double {
    let font = shownFont(content.font)
    let line = FontMetrics.lineHeight(font)
    switch content.borderStyle {
    case .roundedRect: return 34
    case .line: return line.rounded(.up) + 9
    case .bezel: return line.rounded(.up) + 5
    case .none:
      if content.isSecureTextEntry { return line.rounded(.up) }
      if font.size >= 16 { return line.rounded(.up) + 1 }
      return ((line + 2) * screen.scale).rounded() / screen.scale
    }
  }

  /// The narrowest a legacy system button with a title (or none) is (docs/engine.md, "Buttons").
  static let systemButtonMinimumWidth = 30.0

  /// A button's: its title and image inside its configuration's insets, or a legacy system
  /// button's line height and padding.
  func buttonIntrinsicSize(_ r: ItemRecord) -> IntrinsicSize {
    let scale = screen.scale
    let font = shownFont(r.content.font)
    let title = textLayout.size(of: r.content.text.isEmpty ? " " : r.content.text, font: font, scale: scale)
    let titleWidth = r.content.text.isEmpty ? 0 : title.width
    let image = r.content.buttonImage ?? (0, 0)
    if r.content.buttonConfiguration != nil {
      // iOS 15 configurations (medium): contentInsets (7, 12, 7, 12) around the image
      // (leading, imagePadding 0) and the title, which is the body style: "Button" is
      // 12 + 51 + 12 = 75 by 7 + 20.3333 + 7 = 34.3333 (Xcode 14+ frames). An explicit
      // contentInsets replaces the configuration's.
      let i =
        r.content.hasContentInsets
        ? r.content.contentInsets : Insets(top: 7, left: 12, bottom: 7, right: 12)
      return IntrinsicSize(
        width: i.left + image.width + titleWidth + i.right,
        height: i.top + max(image.height, title.height) + i.bottom)
    }
    // A legacy system button. contentEdgeInsets add around its content: Apple,
    // UIButton.contentEdgeInsets ("the button uses this property to determine
    // intrinsicContentSize and sizeThatFits").
    let i = r.content.contentInsets
    if r.content.buttonImage != nil {
      // With an image: image and title side by side, as tall as the taller, no padding.
      return IntrinsicSize(
        width: i.left + image.width + titleWidth + i.right,
        height: i.top + max(image.height, title.height) + i.bottom)
    }
    // Title only: its line height rounded up to the point, plus 6 above and below (15 pt:
    // 18 + 12 = 30; 12 pt: 15 + 12 = 27, as IB stores them). contentEdgeInsets other than
    // zero replace the 6 points: IB stores every such button (12 of 12 in 9 repositories) at
    // the line height plus the insets (a 16-point title with 15 above and below: 20 + 30 = 50).
    let lineHeight = (FontMetrics.lineHeight(font) - 1e-9).rounded(.up)
    let padding: Double = i == .zero ? 12 : 0
    // Its width is the title's rounded up to the point too, not to the pixel: "Color
    // Palette" at 15 pt measures 88.3 and is stored 89 wide (35 of 35 title-only buttons in
    // public files; docs/engine.md, "Sizes"). It is at least 30: Xcode stores no free-width
    // one narrower (a 20-point "1" is 30 × 36, "Use" 30 × 30, an empty one 30 × 30;
    // docs/research/button-min-width.md), and contentEdgeInsets add around that (whether the
    // minimum is taken before or after them has no evidence either way).
    let wholeTitle =
      r.content.text.isEmpty ? 0 : textLayout.size(of: r.content.text, font: font, scale: 1).width
    return IntrinsicSize(
      width: i.left + max(Self.systemButtonMinimumWidth, wholeTitle) + i.right,
      height: i.top + lineHeight + padding + i.bottom)
  }

  func datePickerIntrinsicSize(_ r: ItemRecord) -> IntrinsicSize {
    let scale = screen.scale
    switch r.content.datePickerStyle {
    case .wheels: return IntrinsicSize(width: 320, height: 216)
    case .inline: return IntrinsicSize(width: 336, height: 353)
    // The date's line of 17-point text inside 7 above and below (decompiled padding; IB
    // stores 34.3333 at 3x and 34.5 at 2x). The width depends on the date and locale: an
    // estimate (see the docs).
    case .compact:
      let height = ceilToPixels(FontMetrics.lineHeight(.body) + 14, scale: scale)
      return IntrinsicSize(width: 120, height: height)
    }
  }

  func textViewIntrinsicSize(_ id: ItemID, _ r: ItemRecord) -> IntrinsicSize {
    let scale = screen.scale
    // A scrolling text view has no intrinsic size; a non-scrolling one is its text's size
    // plus textContainerInset (8 above and below) and lineFragmentPadding (5 a side),
    // wrapped at its solved width less the padding. Empty, it keeps one line. TextKit sets
    // a text style's lines at the style's leading (body: 22, so one line is 38 tall, as
    // Interface Builder stores it), a plain font's at its line height.
    guard !r.content.isScrollEnabled else { return .none }
    let wrapWidth: Double? = features.wrapping.widths[id]
    let font = shownFont(r.content.font)
    let size = textLayout.size(
      of: r.content.text.isEmpty ? " " : r.content.text, font: font, lines: 0, wrapWidth: wrapWidth,
      scale: scale,
      lineHeight: font.textStyle?.leading(in: screen.contentSizeCategory))
    return IntrinsicSize(width: (r.content.text.isEmpty ? 0 : size.width) + 10, height: size.height + 16)
  }

  /// A label's text laid out: one line, or wrapped at its solved width when `lines` allows.
  func textSize(of id: ItemID) -> TextSize {
    let r = self[id]
    // preferredMaxLayoutWidth, when set, is the width a multi-line label's size wraps at.
    let wrapWidth: Double? =
      r.content.lines == 1 ? nil : r.content.preferredMaxLayoutWidth ?? features.wrapping.widths[id]
    // A text style's lines after the first are its leading apart (body: 20.29 + 22 per
    // further line, so 3 lines are 64.33 at 3x); a plain font's are its line height apart
    // (3 lines of 17 pt: 61), as Xcode stores labels (`docs/engine.md`, "Lines of a
    // multi-line label").
    let font = shownFont(r.content.font)
    return textLayout.size(
      of: r.content.text, font: font, lines: r.content.lines, wrapWidth: wrapWidth,
      byCharacter: r.content.lineBreakMode == .byCharWrapping, scale: screen.scale,
      lineSpacing: font.textStyle?.leading(in: screen.contentSizeCategory))
  }

  public func setLineBreakMode(_ id: ItemID, _ mode: LineBreakMode) {
    self[id].content.lineBreakMode = mode
    updateIntrinsicSize(of: id)
  }

  public func setPreferredMaxLayoutWidth(_ id: ItemID, _ width: Double?) {
    self[id].content.preferredMaxLayoutWidth = width
    updateIntrinsicSize(of: id)
  }

  public func lineBreakMode(of id: ItemID) -> LineBreakMode { self[id].content.lineBreakMode }
  public func setTextAlignment(_ id: ItemID, _ alignment: TextAlignment) {
    self[id].content.textAlignment = alignment
  }
  public func textAlignment(of id: ItemID) -> TextAlignment { self[id].content.textAlignment }
  public func preferredMaxLayoutWidth(of id: ItemID) -> Double? { self[id].content.preferredMaxLayoutWidth }

  /// A font as the screen shows it: a text style at the content size category (labels,
  /// buttons, fields and text views adjust to it, as `adjustsFontForContentSizeCategory`
  /// does; LayoutLab turns it on for every text style).
  public func shownFont(_ font: Font) -> Font { font.scaled(to: screen.contentSizeCategory) }

  func textLineCount(_ id: ItemID) -> Int {
    self[id].kind == .label ? max(1, textSize(of: id).lineCount) : 1
  }

  /// Brings an item's content-size constraints in line with its intrinsic size: constants
  /// change in place; a constraint comes or goes only when an axis gains or loses a metric.
  func updateIntrinsicSize(of id: ItemID) {
    let size = naturalIntrinsicSize(of: id)
    let r = self[id]
    guard size != r.derived.intrinsic || (r.derived.contentSize.allSatisfy { $0 == nil } && size != .none)
    else { return }
    self[id].derived.intrinsic = size
    let axes: [(Double?, Variable, Double, Double)] = [
      (size.width, r.width, r.hugging.horizontal, r.compression.horizontal),
      (size.height, r.height, r.hugging.vertical, r.compression.vertical),
    ]
    for (axis, (value, variable, hugging, compression)) in axes.enumerated() {
      for (k, (relation, priority)) in [
        (Relation.lessThanOrEqual, hugging), (.greaterThanOrEqual, compression),
      ].enumerated() {
        let slot = axis * 2 + k
        let existing = self[id].derived.contentSize[slot]
        switch (value, existing) {
        case (let v?, let c?):
          if solver.constant(of: c) != -v { try? solver.setConstant(c, -v) }
        case (let v?, nil):
          // Among views that hug (or resist) equally, the earlier one gives way, as in
          // UIKit: a fill stack stretches its first view (docs/engine.md, "Ties").
          self[id].derived.contentSize[slot] = addSolverConstraint(
            variable - v, relation, priority: priority, owner: .contentSize(id, slot), olderGivesWay: true)
        case (nil, let c?):
          try? solver.removeConstraint(c)
          self[id].derived.contentSize[slot] = nil
        case (nil, nil): break
        }
      }
    }
    let heightChanged = size.height != r.derived.intrinsic.height
    for feature in features.all {
      feature.intrinsicSizeChanged(of: id, heightChanged: heightChanged, in: self)
    }
    refreshBaselineConstraints(of: id)
    for feature in features.all { feature.baselineMoved(of: id, in: self) }
  }

  /// Re-creates the content-size constraints (after a hugging or compression priority change).
  func rebuildContentSize(of id: ItemID) {
    for case let c? in self[id].derived.contentSize { try? solver.removeConstraint(c) }
    self[id].derived.contentSize = [nil, nil, nil, nil]
    self[id].derived.intrinsic = .none
    updateIntrinsicSize(of: id)
  }

  // MARK: - Properties that change the intrinsic size

  public func setText(_ id: ItemID, _ text: String) {
    self[id].content.text = text
    updateIntrinsicSize(of: id)
  }

  public func setFont(_ id: ItemID, _ font: Font) {
    self[id].content.font = font
    updateIntrinsicSize(of: id)
  }

  /// numberOfLines: 1, 0 (unlimited) or a cap.
  public func setLines(_ id: ItemID, _ lines: Int) {
    // A stack shares its width out among multi-line labels (UISV-text-width-disambiguation).
    if (self[id].content.lines == 1) != (lines == 1), let parent = self[id].parent {
      childChanged(in: parent)
    }
    self[id].content.lines = max(0, lines)
    if lines == 1 { features.wrapping.labels.remove(id) } else { features.wrapping.labels.insert(id) }
    updateIntrinsicSize(of: id)
  }

  public func setIntrinsicOverride(_ id: ItemID, _ size: IntrinsicSize?) {
    self[id].content.intrinsicOverride = size
    updateIntrinsicSize(of: id)
  }

  /// A button's configuration; a configured button's title is the body style unless its
  /// font was set.
  public func setButtonConfiguration(_ id: ItemID, _ configuration: ButtonConfiguration?) {
    self[id].content.buttonConfiguration = configuration
    if configuration != nil && self[id].content.font == Font(size: 15) {
      self[id].content.font = TextStyle.body.font
    }
    if configuration == nil && self[id].content.font == TextStyle.body.font {
      self[id].content.font = Font(size: 15)
    }
    updateIntrinsicSize(of: id)
  }

  public func setButtonImage(_ id: ItemID, _ size: (width: Double, height: Double)?) {
    self[id].content.buttonImage = size
    updateIntrinsicSize(of: id)
  }

  public func buttonConfiguration(of id: ItemID) -> ButtonConfiguration? {
    self[id].content.buttonConfiguration
  }

  public func setContentInsets(_ id: ItemID, _ insets: Insets) {
    self[id].content.hasContentInsets = true
    self[id].content.contentInsets = insets
    updateIntrinsicSize(of: id)
  }

  public func setNumberOfPages(_ id: ItemID, _ pages: Int) {
    self[id].content.numberOfPages = max(0, pages)
    updateIntrinsicSize(of: id)
  }

  public func setDatePickerStyle(_ id: ItemID, _ style: DatePickerStyle) {
    self[id].content.datePickerStyle = style
    updateIntrinsicSize(of: id)
  }

  /// A non-scrolling text view wraps like a multi-line label (at its width less 10).
  public func setScrollEnabled(_ id: ItemID, _ enabled: Bool) {
    self[id].content.isScrollEnabled = enabled
    if enabled { features.wrapping.labels.remove(id) } else { features.wrapping.labels.insert(id) }
    updateIntrinsicSize(of: id)
  }

  public func numberOfPages(of id: ItemID) -> Int { self[id].content.numberOfPages }
  public func datePickerStyle(of id: ItemID) -> DatePickerStyle { self[id].content.datePickerStyle }
  public func isScrollEnabled(_ id: ItemID) -> Bool { self[id].content.isScrollEnabled }

  public func setTextFieldBorderStyle(_ id: ItemID, _ style: TextFieldBorderStyle) {
    self[id].content.borderStyle = style
    updateIntrinsicSize(of: id)
  }

  public func setSecureTextEntry(_ id: ItemID, _ secure: Bool) {
    self[id].content.isSecureTextEntry = secure
    updateIntrinsicSize(of: id)
  }

  public func textFieldBorderStyle(of id: ItemID) -> TextFieldBorderStyle { self[id].content.borderStyle }
  public func isSecureTextEntry(_ id: ItemID) -> Bool { self[id].content.isSecureTextEntry }

  public func setLargeActivityStyle(_ id: ItemID, _ large: Bool) {
    self[id].content.isLargeActivity = large
    updateIntrinsicSize(of: id)
  }

  public func setImageSize(_ id: ItemID, width: Double, height: Double) {
    self[id].content.imageSize = IntrinsicSize(width: width, height: height)
    updateIntrinsicSize(of: id)
  }

  public func setSegments(_ id: ItemID, _ titles: [String]) {
    self[id].content.segmentTitles = titles
    updateIntrinsicSize(of: id)
  }

  public func setHugging(_ id: ItemID, _ axis: Axis, _ priority: Double) throws(LayoutError) {
    guard priority > 0 && priority <= 1000 else { throw .invalidPriority(priority) }
    if axis == .horizontal {
      self[id].hugging.horizontal = priority
    } else {
      self[id].hugging.vertical = priority
    }
    rebuildContentSize(of: id)
    // The text-width constraint's priority follows the item's hugging and resistance.
    if let parent = self[id].parent { childChanged(in: parent) }
  }

  public func setCompressionResistance(_ id: ItemID, _ axis: Axis, _ priority: Double) throws(LayoutError) {
    guard priority > 0 && priority <= 1000 else { throw .invalidPriority(priority) }
    if axis == .horizontal {
      self[id].compression.horizontal = priority
    } else {
      self[id].compression.vertical = priority
    }
    rebuildContentSize(of: id)
    if let parent = self[id].parent { childChanged(in: parent) }
  }

  /// Directional layout margins (leading/trailing in `left`/`right`).
  public func setMargins(_ id: ItemID, _ margins: Insets) {
    self[id].marginSettings.hasCustomMargins = true
    storeMargins(id, margins)
  }

  /// A view controller's `viewRespectsSystemMinimumLayoutMargins`: while true, each of its
  /// view's margins is at least the system minimum (0 above and below, 16 or 20 at the sides;
  /// Apple's UIViewController documentation, "systemMinimumLayoutMargins").
  public func setRespectsSystemMinimumMargins(_ id: ItemID, _ value: Bool) {
    self[id].marginSettings.respectsSystemMinimumMargins = value
    storeMargins(id, self[id].marginSettings.margins)
  }

  public func respectsSystemMinimumMargins(_ id: ItemID) -> Bool {
    self[id].marginSettings.respectsSystemMinimumMargins
  }
  /// Whether the user set a view controller's view's margins (they no longer follow the device).
  public func hasCustomMargins(_ id: ItemID) -> Bool { self[id].marginSettings.hasCustomMargins }

  /// Stores margins and puts the margins guide (and a scroll view's content) where they say.
  func storeMargins(_ id: ItemID, _ margins: Insets) {
    self[id].marginSettings.margins = margins
    if let guide = self[id].guides.marginsGuide { setInsets(of: guide, to: effectiveMargins(of: id)) }
    // A scroll view's content reads its margins as constants on the content area.
    if self[id].kind == .scroll {
      for c in self[id].constraints where records[Int(c.index)].isAlive {
        let k = records[Int(c.index)].constraint
        let anchors = [k.first] + (k.second.map { [$0] } ?? [])
        if anchors.contains(where: { $0.item == id && $0.attribute.marginBase != nil }) { installAgain(c) }
      }
    }
  }

  public func setInsetsMarginsFromSafeArea(_ id: ItemID, _ value: Bool) {
    self[id].marginSettings.insetsMarginsFromSafeArea = value
    defineMarginsGuide(of: id)
  }

  public func setPreservesSuperviewMargins(_ id: ItemID, _ value: Bool) {
    self[id].marginSettings.preservesSuperviewMargins = value
    if let guide = self[id].guides.marginsGuide { setInsets(of: guide, to: effectiveMargins(of: id)) }
  }

  public func setHidden(_ id: ItemID, _ hidden: Bool) {
    guard self[id].isHidden != hidden else { return }
    self[id].isHidden = hidden
    if let parent = self[id].parent { childChanged(in: parent) }
  }
  public func setIdentifier(_ id: ItemID, _ identifier: String?) { self[id].identifier = identifier }

  // Reading properties back.
  public func text(of id: ItemID) -> String { self[id].content.text }
  /// A text field's placeholder (empty for other kinds).
  public func placeholder(of id: ItemID) -> String { self[id].content.placeholder }

  /// Changes a view's alignment insets: its frame moves, the constraints' values do not.
  public func setAlignmentInsets(_ id: ItemID, _ insets: Insets) {
    self[id].alignmentInsets = insets
    framePass.unreportedItems.append(id)
  }

  public func alignmentInsets(of id: ItemID) -> Insets { self[id].alignmentInsets }

  public func setPlaceholder(_ id: ItemID, _ text: String) {
    self[id].content.placeholder = text
    updateIntrinsicSize(of: id)
  }
  public func font(of id: ItemID) -> Font { self[id].content.font }
  public func lines(of id: ItemID) -> Int { self[id].content.lines }
  public func intrinsicSize(of id: ItemID) -> IntrinsicSize { self[id].derived.intrinsic }
  /// Whether a layout made the view shorter on an axis than its intrinsic size (by more than
  /// half a point): `fix` ranks by it, and a tie of compression resistance shows by it.
  public func isSqueezed(_ id: ItemID, _ axis: Axis) -> Bool {
    guard let wanted = self[id].derived.intrinsic.length(axis) else { return false }
    return rootFrame(of: id).length(axis) < wanted - 0.5
  }
  public func hugging(of id: ItemID) -> (horizontal: Double, vertical: Double) { self[id].hugging }
  public func compressionResistance(of id: ItemID) -> (horizontal: Double, vertical: Double) {
    self[id].compression
  }
  public func margins(of id: ItemID) -> Insets { self[id].marginSettings.margins }
  public func isHidden(_ id: ItemID) -> Bool { self[id].isHidden }

  // What the Swift exports write back, besides the above.
  /// Whether a view has its kind's margins: 8 all round, none for a stack view or a guide;
  /// a view controller's view has the system's (`viewControllerMargins`).
  public func hasDefaultMargins(_ id: ItemID) -> Bool {
    let kind = self[id].kind
    if kind == .root || kind == .vc { return true }
    return self[id].marginSettings.margins == kind.defaultMargins
  }
  public func preservesSuperviewMargins(_ id: ItemID) -> Bool {
    self[id].marginSettings.preservesSuperviewMargins
  }
  public func insetsMarginsFromSafeArea(_ id: ItemID) -> Bool {
    self[id].marginSettings.insetsMarginsFromSafeArea
  }
  public func imageSize(of id: ItemID) -> IntrinsicSize { self[id].content.imageSize }
  public func intrinsicOverride(of id: ItemID) -> IntrinsicSize? { self[id].content.intrinsicOverride }
  public func buttonImage(of id: ItemID) -> (width: Double, height: Double)? { self[id].content.buttonImage }
  /// A button's content insets, nil unless set.
  public func contentInsets(of id: ItemID) -> Insets? {
    self[id].content.hasContentInsets ? self[id].content.contentInsets : nil
  }
  public func isLargeActivity(_ id: ItemID) -> Bool { self[id].content.isLargeActivity }
}
