import Cassowary
import TextMetrics

/// UITableView.Style: set at a table's creation in UIKit (`init(frame:style:)`).
public enum TableStyle: String, Sendable, CaseIterable {
  case plain, grouped, insetGrouped
  /// UIKit's "grouped-like" styles: sections keep a gap above and below, headers are
  /// uppercased footnote text, and an untitled header still takes room.
  var isGroupedLike: Bool { self != .plain }
}

/// A table's sections (`docs/engine.md`, "Grouped and inset-grouped tables").
///
/// A section is an item of kind `section`, a child of its table, whose frame is UIKit's
/// `rect(forSection:)`; it is not a view (UIKit has none for it), so it is neither drawn nor
/// constrained by the app. Its header and footer are UITableViewHeaderFooterView items
/// (`s.header`, `s.footer`), children of the table as in UIKit, whose frames are
/// `rectForHeader(inSection:)` and `rectForFooter(inSection:)`; UIKit makes the views only
/// for a titled header or footer, so an untitled one is not shown. Cells stay children of
/// the table and record their section. The table's children are kept in layout order: the
/// section, its header, its cells, its footer; cells added to the table itself form an
/// untitled first section before the named ones.
extension LayoutEngine {
  /// What `updateTables` places, top to bottom: each section (nil for the table's own
  /// cells) with its live cells.
  public func sections(of table: ItemID) -> [(section: ItemID?, cells: [ItemID])] {
    var own: [ItemID] = []
    var named: [(section: ItemID?, cells: [ItemID])] = []
    var index: [ItemID: Int] = [:]
    for child in self[table].children where self[child].isAlive {
      switch self[child].kind {
      case .section:
        index[child] = named.count
        named.append((child, []))
      case .cell:
        if let section = self[child].tableRow.section, let i = index[section] {
          named[i].cells.append(child)
        } else {
          own.append(child)
        }
      default: continue
      }
    }
    return !own.isEmpty || named.isEmpty ? [(nil, own)] + named : named
  }

  /// Makes a section's header and footer views and the frame constraints of all three.
  func makeSectionParts(_ section: ItemID, in table: ItemID) {
    let name = self[section].name
    let header = makeItem(name: "\(name).header", kind: .headerfooter, parent: table)
    let footer = makeItem(name: "\(name).footer", kind: .headerfooter, parent: table)
    for part in [header, footer] {
      self[part].tableRow.section = section
      self[part].content.font = TextStyle.footnote.font
    }
    self[section].tableRow.sectionParts = [header, footer]
    for (part, what) in [(section, "section"), (header, "header"), (footer, "footer")] {
      makeFrameConstraints(part, what: what, in: table)
    }
  }

  /// Four constraints that place a section, header or footer in its table, full width, at a
  /// height and y the next layout sets (`TableRowConstraint`'s first four roles).
  private func makeFrameConstraints(_ item: ItemID, what: String, in table: ItemID) {
    let prefix = "UITableView-\(what)"
    let made = [
      LayoutConstraint(
        Anchor(item, .left), .equal, Anchor(table, .left), constant: 0, identifier: "\(prefix)-x",
        origin: .listLayout(item)),
      LayoutConstraint(
        Anchor(item, .top), .equal, Anchor(table, .top), constant: 0, identifier: "\(prefix)-y",
        origin: .listLayout(item)),
      LayoutConstraint(
        Anchor(item, .width), .equal, Anchor(table, .width), constant: 0, identifier: "\(prefix)-width",
        origin: .listLayout(item)),
      LayoutConstraint(
        Anchor(item, .height), .equal, nil, constant: 0, identifier: "\(prefix)-height",
        origin: .listLayout(item)),
    ].compactMap { try? addConstraint($0) }
    self[item].tableRow.rowConstraints = made
  }

  /// Where a new cell goes among its table's children: before its section's footer, or, for
  /// a cell of the table itself, before the first section; nil appends.
  func childIndex(forCellIn section: ItemID?, of table: ItemID) -> Int? {
    let children = self[table].children
    if let section { return self[section].tableRow.sectionParts.last.flatMap { children.firstIndex(of: $0) } }
    return children.firstIndex { self[$0].kind == .section }
  }

  // MARK: - Properties

  /// The cells of a table section, in order.
  public func sectionCells(of section: ItemID) -> [ItemID] {
    guard let table = self[section].parent else { return [] }
    return self[table].children.filter {
      self[$0].isAlive && self[$0].tableRow.section == section && self[$0].kind == .cell
    }
  }

  /// A section's header and footer titles (`titleForHeaderInSection`, `…FooterInSection`);
  /// empty for none.
  public func sectionTitles(of section: ItemID) -> (header: String, footer: String) {
    let parts = self[section].tableRow.sectionParts
    guard parts.count == 2 else { return ("", "") }
    return (self[parts[0]].content.text, self[parts[1]].content.text)
  }

  public func setSectionTitles(_ section: ItemID, header: String? = nil, footer: String? = nil) {
    let parts = self[section].tableRow.sectionParts
    guard parts.count == 2 else { return }
    if let header { self[parts[0]].content.text = header }
    if let footer { self[parts[1]].content.text = footer }
  }

  /// The section a cell, header or footer belongs to (nil for a cell of the table itself).
  public func section(of item: ItemID) -> ItemID? { self[item].tableRow.section }

  /// A section's header and footer views.
  public func sectionParts(of section: ItemID) -> (header: ItemID, footer: ItemID)? {
    let parts = self[section].tableRow.sectionParts
    return parts.count == 2 ? (parts[0], parts[1]) : nil
  }

  /// Whether UIKit would have made this view: a header or footer exists only with a title.
  public func isShownHeaderFooter(_ id: ItemID) -> Bool {
    self[id].kind != .headerfooter || !self[id].content.text.isEmpty
  }

  /// Whether an item is a view UIKit would show: not a guide or a section, not an untitled
  /// header or footer. Frame reports, pictures and `frames` list these.
  public func isShownView(_ id: ItemID) -> Bool { self[id].kind.isView && isShownHeaderFooter(id) }

  /// The text a header or footer shows: grouped-like styles uppercase headers, not footers
  /// (decompiled `shouldUppercaseHeaderFooterTextForTableStyle:isHeader:`, iOS 18.2).
  public func shownTitle(of id: ItemID) -> String {
    let text = self[id].content.text
    guard self[id].kind == .headerfooter, let section = self[id].tableRow.section,
      self[section].tableRow.sectionParts.first == id,
      let table = self[section].parent, features.tables.states[table]?.style.isGroupedLike == true
    else { return text }
    return text.uppercased()
  }

  // MARK: - Metrics

  /// The inset of an insetGrouped table's sections from its sides: the table's layout
  /// margin, 20 on screens 390 points wide and more, 16 below (the same rule as a cell's
  /// content margins; frames Xcode stored, `docs/engine.md`).
  func sectionInset(_ state: TableState) -> Double {
    state.style == .insetGrouped
      ? cellContentMargins.left : 0
  }

  /// Where header and footer text starts from each side of the table: the section inset and
  /// a cell's content margin, so that it lines up with the cells' text (an assumption: no
  /// stored frame of a header's label was found; `docs/engine.md`).
  func sectionTextInset(_ state: TableState) -> Double {
    sectionInset(state)
      + cellContentMargins.left
  }

  /// Where a shown header's or footer's text is drawn: its lines, wrapped where they were
  /// measured, and the top-left of the first in root coordinates. A header's text ends 6
  /// above its bottom and a footer's starts 10 below its top (the margins its height holds).
  public func headerFooterText(of id: ItemID) -> (lines: [Substring], x: Double, top: Double)? {
    guard self[id].kind == .headerfooter, !self[id].content.text.isEmpty,
      let section = self[id].tableRow.section,
      let table = self[section].parent, let state = features.tables.states[table]
    else { return nil }
    let font = shownFont(self[id].content.font)
    let inset = sectionTextInset(state)
    let width = max(0, solver.currentValue(of: self[table].width) - 2 * inset)
    let lines = textLayout.lineBreaks(shownTitle(of: id), font: font, lines: 0, wrapWidth: width)
    let frame = rootFrame(of: id)
    let isHeader = self[section].tableRow.sectionParts.first == id
    let textHeight = Double(lines.count) * FontMetrics.lineHeight(font)
    return (lines, frame.x + inset, isHeader ? frame.maxY - 6 - textHeight : frame.y + 10)
  }

  /// A section's header or footer title (empty for none or for the table's own section), the
  /// footnote font it is set in at the screen's text size, and how much that size scales
  /// the metrics given for the default size.
  private func titleMetrics(_ section: ItemID?, header: Bool) -> (title: String, font: Font, scale: Double) {
    let parts = section.map { self[$0].tableRow.sectionParts } ?? []
    let title = parts.count == 2 ? self[parts[header ? 0 : 1]].content.text : ""
    let font = shownFont(TextStyle.footnote.font)
    return (title, font, font.size / TextStyle.footnote.font.size)
  }

  /// A section header's padding above it and its height. Grouped-like: a titled header is
  /// its text's height + 45 − the line height + 10 (less 17.5 after the first section), at
  /// least 17.5, rounded up to the pixel: 55.5 and 38 at 2× for one line; an untitled one
  /// is `sectionHeaderHeight`, or 35 for the first section and 17.5 for the others (pixel-
  /// aligned, decompiled: up here, 17.6667 at 3×, an assumption). Plain:
  /// 28 with a title and 22 above it (`sectionHeaderTopPadding`, iOS 15), nothing without.
  func headerMetrics(_ section: ItemID?, isFirst: Bool, state: TableState, textWidth: Double) -> (
    padding: Double, height: Double
  ) {
    let (title, font, scaled) = titleMetrics(section, header: true)
    guard !title.isEmpty else {
      guard state.style.isGroupedLike else { return (0, 0) }
      return (0, state.sectionHeaderHeight ?? (isFirst ? 35 : ceilToPixels(17.5, scale: screen.scale)))
    }
    let padding = state.sectionHeaderTopPadding ?? (state.style.isGroupedLike ? 0 : 22)
    guard state.style.isGroupedLike else { return (padding, ceilToPixels(28 * scaled, scale: screen.scale)) }
    let text = textLayout.size(
      of: title.uppercased(), font: font, lines: 0, wrapWidth: textWidth, scale: screen.scale)
    var height = text.height + 45 * scaled - FontMetrics.lineHeight(font) + 10 * scaled
    if !isFirst { height -= 17.5 }
    return (padding, ceilToPixels(max(17.5, height), scale: screen.scale))
  }

  /// A section footer's height. Grouped-like: a titled footer is 10 + its text's height + 20
  /// − the line height (30.5 at 2× for one line), at least 17.5; an untitled one is
  /// `sectionFooterHeight` or 17.5, pixel-aligned. Plain: 28 with a title, nothing without.
  func footerHeight(_ section: ItemID?, state: TableState, textWidth: Double) -> Double {
    let (title, font, scaled) = titleMetrics(section, header: false)
    guard !title.isEmpty else {
      return state.style.isGroupedLike
        ? state.sectionFooterHeight ?? ceilToPixels(17.5, scale: screen.scale) : 0
    }
    guard state.style.isGroupedLike else { return ceilToPixels(28 * scaled, scale: screen.scale) }
    let text = textLayout.size(of: title, font: font, lines: 0, wrapWidth: textWidth, scale: screen.scale)
    let height = 10 * scaled + text.height + 20 * scaled - FontMetrics.lineHeight(font)
    return ceilToPixels(max(17.5, height), scale: screen.scale)
  }

  /// The constant changes that place a section, header or footer at `y`, `height` tall.
  func sectionPartChanges(_ item: ItemID, y: Double, height: Double) -> [(ConstraintID, constant: Double)] {
    rowChanges(of: item, [(.cellY, y), (.cellHeight, height)])
  }
}
