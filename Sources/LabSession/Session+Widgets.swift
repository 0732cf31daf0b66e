import AutoLayout
import LabLanguage

/// SwiftWidgets' containers, built from the engine's stacks and scroll views:
/// `vcontainer` and `hcontainer` are stacks, `list` and `hscroll` scroll views whose rows or
/// items go into a stack pinned to the content guide (`docs/widgets.md`).
enum WidgetContainer: String, CaseIterable {
  case list, vcontainer, hcontainer, hscroll

  var className: String {
    switch self {
    case .list: "WidgetTableView"
    case .vcontainer: "VContainerWidget"
    case .hcontainer: "HContainerWidget"
    case .hscroll: "HorizontalScrollContainerWidget"
    }
  }

  /// The width every item gets (an `hscroll`'s are fixed), if any.
  var itemWidth: Double? { self == .hscroll ? 150 : nil }

  var kind: ViewKind {
    switch self {
    case .list, .hscroll: .scroll
    case .vcontainer, .hcontainer: .stack
    }
  }
}

/// The stack a scrolling container puts what is added to it in, and the width it gives each.
struct ContainerBody {
  let stack: ItemID
  let itemWidth: Double?
}

extension Session {
  /// The first word of every widget model property.
  static let widgetProperties = [
    "margin", "padding", "height", "separator", "accessory", "color", "text", "image", "button",
  ]

  // MARK: - Containers

  /// Gives a new container its class and, for the scrolling ones, the stack that holds what
  /// is added to them (`list.rows`, `hscroll.items`).
  func setUpContainer(_ id: ItemID, _ container: WidgetContainer, at range: SourceRange) throws(Diagnostic) {
    engine.setClassName(id, container.className)
    let name = engine.name(of: id)
    switch container {
    case .vcontainer, .hcontainer:
      var configuration = engine.stackConfiguration(of: id)
      configuration.axis = container == .vcontainer ? .vertical : .horizontal
      engine.setStackConfiguration(id, configuration)
    case .list, .hscroll:
      let vertical = container == .list
      let body: ItemID
      do {
        body = try engine.addView(.stack, named: "\(name).\(vertical ? "rows" : "items")", to: id)
      } catch {
        throw Diagnostic(error.description, at: range)
      }
      var configuration = engine.stackConfiguration(of: body)
      configuration.axis = vertical ? .vertical : .horizontal
      engine.setStackConfiguration(body, configuration)
      let content = engine.contentGuide(of: id)
      let frame = engine.frameGuide(of: id)
      let origin = ConstraintOrigin.generated(container.rawValue)
      var made = [LayoutAttribute.top, .leading, .bottom, .trailing].map {
        LayoutConstraint(Anchor(body, $0), .equal, Anchor(content, $0), origin: origin)
      }
      // Rows are as wide as the list; items as tall as the strip.
      let across: LayoutAttribute = vertical ? .width : .height
      made.append(LayoutConstraint(Anchor(body, across), .equal, Anchor(frame, across), origin: origin))
      document.containerBodies[id] = ContainerBody(stack: body, itemWidth: container.itemWidth)
      try addAll(made, at: range)
    }
  }

  /// Where a view added to `parent` goes: a list's rows and a strip's items go into its stack.
  /// Where views added `to parent` go: a container's stack, a table cell's content view
  /// (`contentView.addSubview`), or the parent itself.
  func containerBody(_ parent: ItemID) -> ItemID {
    document.containerBodies[parent]?.stack ?? engine.contentView(of: parent) ?? parent
  }

  /// An item added to a horizontal scroll strip gets the strip's fixed item width.
  func fixItemWidth(_ item: ItemID, in body: ItemID, at range: SourceRange) throws(Diagnostic) {
    guard let strip = engine.parent(of: body), let container = document.containerBodies[strip],
      container.stack == body,
      let width = container.itemWidth
    else { return }
    try addAll(
      [LayoutConstraint(Anchor(item, .width), .equal, nil, constant: width, origin: .generated("hscroll"))],
      at: range)
  }

  // MARK: - Widget models

  /// `w.margin.left = 8`, `w.padding.all = .basic2`, `w.separator.enabled = true`,
  /// `w.accessory = .checkmark`, `w.text.text = "…"`: true if the property is a widget's.
  func assignWidget(_ widget: ItemID, _ property: String, _ value: LocatedValue, at range: SourceRange)
    throws(Diagnostic) -> Bool
  {
    guard var model = engine.widgetModel(of: widget), let parts = engine.widgetParts(of: widget) else {
      return false
    }
    let words = property.split(separator: ".").map(String.init)
    guard let head = words.first, Self.widgetProperties.contains(head) else { return false }
    let rest = words.dropFirst().joined(separator: ".")
    switch head {
    case "margin": model.margin = try insets(model.margin, rest, value, at: range)
    case "padding": model.padding = try insets(model.padding, rest, value, at: range)
    case "height":
      guard rest.isEmpty else { throw unknown(property, at: range) }
      if case .none = value.value { model.height = nil } else { model.height = try length(value) }
    case "separator":
      switch rest {
      case "enabled": model.separator.enabled = try bool(value)
      case "height": model.separator.height = try length(value)
      case "leftPadding": model.separator.leftPadding = try length(value)
      case "rightPadding": model.separator.rightPadding = try length(value)
      case "color": break  // Drawing only.
      default: throw unknown(property, at: range)
      }
    case "accessory":
      switch rest {
      case "":
        if case .call("view", let arguments) = value.value, arguments.count == 1,
          case .name(let path) = arguments[0].value
        {
          model.accessoryView = try resolveItem(path, scope: nil)
          model.accessory = .none
          break
        }
        guard let name = enumName(value), let accessory = WidgetAccessory(rawValue: name) else {
          throw Diagnostic(
            "the accessory is one of "
              + "\(WidgetAccessory.allCases.map { "." + $0.rawValue }.joined(separator: ", ")) "
              + "or .view(NAME)",
            at: value.range,
            suggestion: enumName(value).flatMap {
              suggestion(for: $0, among: WidgetAccessory.allCases.map(\.rawValue))
            })
        }
        model.accessory = accessory
        model.accessoryView = nil
      case "size": model.accessorySize = try length(value)
      case "rightPadding": model.accessoryRightPadding = try length(value)
      case "color": break
      default: throw unknown(property, at: range)
      }
    case "color":
      guard ["background", "padding", "content"].contains(rest) else { throw unknown(property, at: range) }
      return true  // Drawing only: kept in the script.
    default:
      // text.*, image.*, button.*: the content view's own properties.
      try assignContent(parts.content, head, rest, value, at: range)
      return true
    }
    try diagnosing(at: value.range) { try engine.setWidgetModel(widget, model) }
    return true
  }

  /// The component models: `text.(text|font|color|alignment|lines)`, `image.(size|
  /// contentMode)`, `button.(title|enabled)`, forwarded to the content view.
  func assignContent(
    _ content: ItemID, _ component: String, _ property: String, _ value: LocatedValue, at range: SourceRange
  ) throws(Diagnostic) {
    let allowed: [String: [String]] = [
      "text": ["text", "font", "color", "alignment", "lines"], "image": ["size", "contentMode"],
      "button": ["title", "enabled"],
    ]
    guard let names = allowed[component], names.contains(property) else {
      throw Diagnostic(
        "a widget's `\(component)` has "
          + "\(allowed[component]?.map { "`\($0)`" }.joined(separator: ", ") ?? "no properties")",
        at: range, suggestion: suggestion(for: property, among: allowed[component] ?? []))
    }
    switch property {
    case "color", "contentMode", "enabled": return  // Drawing only.
    case "text" where engine.kind(of: content) == .button: try assignView(content, "title", value, at: range)
    default: try assignView(content, property, value, at: range)
    }
  }

  /// `margin.left`, `.horizontal`, `.vertical`, `.all` (or the whole insets).
  func insets(_ old: Insets, _ side: String, _ value: LocatedValue, at range: SourceRange) throws(Diagnostic)
    -> Insets
  {
    var new = old
    if side.isEmpty, case .insets(let t, let l, let b, let r) = value.value {
      return Insets(top: t, left: l, bottom: b, right: r)
    }
    let n = try length(value)
    switch side {
    case "left": new.left = n
    case "right": new.right = n
    case "top": new.top = n
    case "bottom": new.bottom = n
    case "horizontal": (new.left, new.right) = (n, n)
    case "vertical": (new.top, new.bottom) = (n, n)
    case "all", "": new = Insets(all: n)
    default:
      throw Diagnostic(
        "insets have left, right, top, bottom, horizontal, vertical and all", at: range,
        suggestion: suggestion(
          for: side, among: ["left", "right", "top", "bottom", "horizontal", "vertical", "all"]))
    }
    return new
  }

  /// A length: a number, or SwiftWidgets' `.basic` (the settings offset), `.basic2` (twice
  /// it), `.basic4` …
  func length(_ value: LocatedValue) throws(Diagnostic) -> Double {
    if let name = enumName(value), name.hasPrefix("basic") {
      let factor = name == "basic" ? 1 : Double(name.dropFirst("basic".count))
      guard let factor, factor > 0 else {
        throw Diagnostic("`.basic`, `.basic2`, `.basic4` … are the settings offset times N", at: value.range)
      }
      return document.settingsOffset.value * factor
    }
    let n = try number(value)
    guard n >= 0 else { throw Diagnostic("a length is 0 or more", at: value.range) }
    return n
  }

  func unknown(_ property: String, at range: SourceRange) -> Diagnostic {
    let known = [
      "margin.left", "margin.all", "padding.all", "height", "separator.enabled", "separator.height",
      "separator.leftPadding",
      "separator.rightPadding", "accessory", "accessory.size", "accessory.rightPadding", "text.text",
      "image.size",
    ]
    return Diagnostic(
      "a widget has no property `\(property)`", at: range, suggestion: suggestion(for: property, among: known)
    )
  }
}
