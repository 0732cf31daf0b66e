import AutoLayout
import LabLanguage
import TextMetrics

extension ViewProperty {
  /// A table's, a section's, a collection's and a cell's properties (`docs/engine.md`, "Table views").
  static let tableProperties =
    group(["rowHeight", "estimatedRowHeight"], [.table], ["a table"], reading: ["rowHeight": rowHeightInIB]) {
      s, a in try s.setRowHeight(a)
    }
    + group(["style"], [.table], ["a table"], reading: ["style": styleInIB]) { s, a in try s.setTableStyle(a)
    }
    + group(
      ["sectionHeaderHeight", "sectionFooterHeight", "sectionHeaderTopPadding"], [.table], ["a table"],
      reading: [
        "sectionHeaderHeight": sectionHeightInIB("sectionHeaderHeight"),
        "sectionFooterHeight": sectionHeightInIB("sectionFooterHeight"),
      ]
    ) { s, a in try s.setSectionMetric(a) }
    + group(
      ["itemSize", "estimatedItemSize", "minimumInteritemSpacing", "minimumLineSpacing", "sectionInset"],
      [.collection], ["a collection"]
    ) { s, a in try s.setFlowLayout(a) }
    + group(["header", "footer"], [.section], ["a section"]) { s, a in try s.setSectionTitle(a) }
    + group(["height"], [.cell], ["a cell"]) { s, a in try s.setCellHeight(a) }
    + group(
      ["accessory", "accessoryType"], [.cell], ["a cell"],
      reading: ["accessoryType": { e in e["accessoryType"].map(Value.enumCase) }]
    ) { s, a in try s.setCellAccessory(a) }
}

/// What IB's `tableView` stores. IB writes −1 for automatic. Section heights matter only for
/// grouped-like styles, where IB stores 18 and 18 for a new table.
extension ViewProperty {
  static func tableStyleInIB(_ e: IBElement) -> TableStyle {
    e["style"].flatMap(TableStyle.init(rawValue:)) ?? .plain
  }

  static let styleInIB: InterfaceBuilderReader = { e in
    tableStyleInIB(e) == .plain ? nil : .enumCase(tableStyleInIB(e).rawValue)
  }

  static let rowHeightInIB: InterfaceBuilderReader = { e in
    e["rowHeight"].flatMap(Double.init).flatMap { $0 > 0 ? .number($0.sixDigits) : nil }
  }

  static func sectionHeightInIB(_ key: String) -> InterfaceBuilderReader {
    { e in
      guard tableStyleInIB(e) != .plain, let h = e[key].flatMap(Double.init), h >= 0 else { return nil }
      return .number(h.sixDigits)
    }
  }
}

extension Session {
  // MARK: - Tables, sections, collections and cells

  /// `rowHeight` (a height or `automatic`) and `estimatedRowHeight`.
  func setRowHeight(_ a: PropertyAssignment) throws {
    guard var state = engine.tableState(of: a.item) else {
      throw Diagnostic("only a table has `\(a.property)`", at: a.range)
    }
    if a.property == "rowHeight" && enumName(a.value) == "automatic" {
      state.rowHeight = nil
    } else {
      let n = try number(a.value)
      guard n >= 0, n.isFinite else {
        throw Diagnostic("`\(a.property)` is a height, 0 or more", at: a.value.range)
      }
      if a.property == "rowHeight" { state.rowHeight = n } else { state.estimatedRowHeight = n }
    }
    engine.setTableState(a.item, state)
  }

  func setTableStyle(_ a: PropertyAssignment) throws {
    guard var state = engine.tableState(of: a.item), state.flow == nil else {
      throw Diagnostic("only a table has a `style`", at: a.range)
    }
    guard let name = enumName(a.value), let style = TableStyle(rawValue: name) else {
      throw Diagnostic("a table's `style` is .plain, .grouped or .insetGrouped", at: a.value.range)
    }
    state.style = style
    engine.setTableState(a.item, state)
  }

  /// `sectionHeaderHeight`, `sectionFooterHeight`, `sectionHeaderTopPadding`: a height or
  /// `automatic`.
  func setSectionMetric(_ a: PropertyAssignment) throws {
    guard var state = engine.tableState(of: a.item), state.flow == nil else {
      throw Diagnostic("only a table has `\(a.property)`", at: a.range)
    }
    var height: Double?
    if enumName(a.value) != "automatic" {
      let n = try number(a.value)
      guard n >= 0, n.isFinite else {
        throw Diagnostic("`\(a.property)` is a height, 0 or more, or automatic", at: a.value.range)
      }
      height = n
    }
    switch a.property {
    case "sectionHeaderHeight": state.sectionHeaderHeight = height
    case "sectionFooterHeight": state.sectionFooterHeight = height
    default: state.sectionHeaderTopPadding = height
    }
    engine.setTableState(a.item, state)
  }

  func setSectionTitle(_ a: PropertyAssignment) throws {
    if a.property == "header" {
      engine.setSectionTitles(a.item, header: try stringValue(a.value))
    } else {
      engine.setSectionTitles(a.item, footer: try stringValue(a.value))
    }
  }

  /// A collection's flow layout: `itemSize`, `estimatedItemSize`, `minimumInteritemSpacing`,
  /// `minimumLineSpacing`, `sectionInset`.
  func setFlowLayout(_ a: PropertyAssignment) throws {
    guard var flow = engine.flowLayout(of: a.item) else {
      throw Diagnostic("only a collection has `\(a.property)`", at: a.range)
    }
    switch (a.property, a.value.value) {
    case ("itemSize", _) where enumName(a.value) == "automatic": flow.itemSize = nil
    case ("itemSize", .size(let w?, let h?)) where w >= 0 && h >= 0: flow.itemSize = (w, h)
    case ("estimatedItemSize", .size(let w?, let h?)) where w >= 0 && h >= 0:
      flow.estimatedItemSize = (w, h)
    case ("sectionInset", .insets(let t, let l, let b, let r)):
      flow.sectionInset = Insets(top: t, left: l, bottom: b, right: r)
    case ("sectionInset", .number(let n)): flow.sectionInset = Insets(all: n)
    case ("minimumInteritemSpacing", .number(let n)) where n >= 0: flow.minimumInteritemSpacing = n
    case ("minimumLineSpacing", .number(let n)) where n >= 0: flow.minimumLineSpacing = n
    default:
      let expected =
        a.property.hasSuffix("Size")
        ? "a size such as 100x100\(a.property == "itemSize" ? " or automatic" : "")"
        : a.property == "sectionInset" ? "insets (top, left, bottom, right)" : "a spacing, 0 or more"
      throw Diagnostic("`\(a.property)` is \(expected)", at: a.value.range)
    }
    engine.setFlowLayout(a.item, flow)
  }

  /// `accessory = .disclosureIndicator` (UITableViewCell's `accessoryType`).
  func setCellAccessory(_ a: PropertyAssignment) throws {
    guard let name = enumName(a.value), let accessory = CellAccessory(rawValue: name) else {
      throw Diagnostic(
        "a cell's `\(a.property)` is one of "
          + CellAccessory.allCases.map { ".\($0.rawValue)" }.joined(separator: ", "), at: a.value.range)
    }
    engine.setCellAccessory(a.item, accessory)
  }

  func setCellHeight(_ a: PropertyAssignment) throws {
    let n = try number(a.value)
    guard n >= 0, n.isFinite else { throw Diagnostic("a row's `height` is 0 or more", at: a.value.range) }
    engine.setCellHeight(a.item, n)
  }
}
