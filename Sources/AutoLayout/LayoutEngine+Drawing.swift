import TextMetrics

/// What pictures read from the engine beyond frames: drawing-only properties and the lines a
/// label's text was measured in (so a drawn label breaks exactly where its size was measured).
extension LayoutEngine {
  public func setBackground(_ id: ItemID, _ color: String?) { self[id].content.background = color }
  public func background(of id: ItemID) -> String? { self[id].content.background }

  /// The lines a view's text is laid out in: a label's wrapped at its solved width, any other
  /// text (a button's title, a field's text or placeholder) on one line.
  public func textLines(of id: ItemID) -> [Substring] {
    let r = self[id]
    switch r.kind {
    case .label:
      return displayedLabel(id).lines.map { Substring($0) }
    case .textview:
      // Wrapped where it was measured, inside the 5-point line fragment padding.
      let wrapWidth: Double? =
        r.content.isScrollEnabled ? solver.value(of: r.width) - 10 : features.wrapping.widths[id]
      return textLayout.lineBreaks(
        r.content.text, font: shownFont(r.content.font), lines: 0, wrapWidth: wrapWidth)
    case .textfield:
      let shown = r.content.text.isEmpty ? r.content.placeholder : r.content.text
      return shown.isEmpty ? [] : [Substring(shown)]
    case .button:
      return r.content.text.isEmpty ? [] : [Substring(r.content.text)]
    default:
      return []
    }
  }

  /// The measurer text is shaped with (pictures draw its glyph runs).
  public var textMeasurer: any TextMeasurer { textLayout.measurer }

  /// The width of one line of text in a font, as layout measured it.
  public func textWidth(_ text: Substring, font: Font) -> Double { textLayout.width(of: text, font: font) }
}

extension LayoutEngine {
  /// A view's margins and safe-area guides that exist (they are made when first used), with
  /// their role: pictures draw them as bands with `guides on`.
  public func insetGuides(of id: ItemID) -> [(role: GuideRole, guide: ItemID)] {
    let r = self[id]
    return [(GuideRole.margins, r.guides.marginsGuide), (.safeArea, r.guides.safeAreaGuide)].compactMap {
      role, guide in
      guide.map { (role, $0) }
    }
  }

  /// The views a broken constraint names (a conflict's casualties are outlined in pictures).
  public func viewsWithBrokenConstraints() -> Set<ItemID> {
    var views = Set<ItemID>()
    for id in allConstraints where isActive(id) && isBroken(id) {
      let c = constraint(id)
      for item in [c.first.item] + (c.second.map { [$0.item] } ?? []) { views.insert(owningView(of: item)) }
    }
    return views
  }
}

extension LayoutEngine {
  /// A segmented control's titles, in order.
  public func segmentTitles(of id: ItemID) -> [String] { self[id].content.segmentTitles }
}

extension LayoutEngine {
  /// A label's lines as it shows them in its solved frame: broken at its width (by word, or
  /// by character for byCharWrapping), as many as `lines` allows and its height holds; when
  /// text is left over, the last line is cut with an ellipsis at its tail, head or middle
  /// (the truncating modes), or clipped. `truncated` says whether text was lost.
  public func displayedLabel(_ id: ItemID) -> (lines: [String], truncated: Bool) {
    let r = self[id]
    guard !r.content.text.isEmpty else { return ([], false) }
    let font = shownFont(r.content.font)
    let width = rootFrame(of: id).width
    let height = rootFrame(of: id).height
    let all = textLayout.lineBreaks(
      r.content.text, font: font, lines: 0, wrapWidth: r.content.lines == 1 ? nil : width,
      byCharacter: r.content.lineBreakMode == .byCharWrapping)
    let lineHeight = FontMetrics.lineHeight(font)
    let fit = max(1, Int(saturating: ((height + 0.01) / lineHeight).rounded(.down)))
    let allowed = min(r.content.lines == 0 ? all.count : r.content.lines, fit)
    var shown = all.prefix(allowed).map(String.init)
    let lostLines = all.count > allowed
    let tooWide = shown.contains { textLayout.width(of: Substring($0), font: font) > width + 0.01 }
    guard lostLines || tooWide, let last = shown.indices.last else { return (shown, false) }
    // The last line shows the rest of the text, cut to the width.
    let rest = lostLines ? all[last...].joined(separator: " ") : shown[last]
    let position: TruncationPosition? =
      switch r.content.lineBreakMode {
      case .byTruncatingTail: .tail
      case .byTruncatingHead: .head
      case .byTruncatingMiddle: .middle
      default: nil
      }
    if let position {
      shown[last] = textLayout.truncated(Substring(rest), font: font, width: width, at: position)
    }
    return (shown, true)
  }
}
