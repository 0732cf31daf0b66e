/// Widgets' models, parts and anatomy constraints.
final class WidgetViews: LayoutFeature {
  let states: RecordedDictionary<ItemID, WidgetState>

  init(_ recorder: ChangeRecorder) { states = RecordedDictionary(recorder) }

  func added(_ item: ItemID, at placement: Placement, in engine: LayoutEngine) {
    if let content = engine.kind(of: item).widgetContent { engine.makeWidgetParts(item, content: content) }
  }

  /// A widget's own anatomy: its separator lies over its padding view by design.
  func arrangesChildren(of parent: ItemID) -> Bool { states[parent] != nil }
}
/// Which constraint of a widget's anatomy: every one always exists (so that a model change is
/// a constant patched in place), except `height`, which exists while the model has one.
enum WidgetRole: CaseIterable {
  case paddingTop, paddingLeading, paddingTrailing, paddingBottom
  case contentTop, contentLeading, contentTrailing, contentBottom
  case separatorLeading, separatorTrailing, separatorBottom, separatorHeight
  case accessoryTrailing, accessoryCenterY, accessoryWidth, accessoryHeight
  case height
}

/// What the engine keeps for one widget.
struct WidgetState {
  var model: WidgetModel
  let parts: WidgetParts
  var made: [WidgetRole: ConstraintID] = [:]
  /// The user's accessory view tied to the built-in accessory's frame (`.view(NAME)`).
  var accessoryTies: [ConstraintID] = []
}

extension LayoutEngine {
  public func widgetModel(of widget: ItemID) -> WidgetModel? { features.widgets.states[widget]?.model }
  public func widgetParts(of widget: ItemID) -> WidgetParts? { features.widgets.states[widget]?.parts }

  /// Makes the views a new widget is made of and the constraints of its default model.
  func makeWidgetParts(_ widget: ItemID, content kind: ViewKind) {
    let name = self[widget].name
    func part(_ suffix: String, _ kind: ViewKind, in parent: ItemID) -> ItemID {
      let id = makeItem(name: "\(name).\(suffix)", kind: kind, parent: parent)
      updateIntrinsicSize(of: id)
      return id
    }
    // The padding view holds the content and the accessory; the separator sits on the widget.
    // Made in this order, so children list in the order trees have always printed them.
    let padding = part("paddingView", .view, in: widget)
    let content = part("contentView", kind, in: padding)
    let separator = part("separatorView", .view, in: widget)
    let accessory = part("accessoryView", .image, in: padding)
    let parts = WidgetParts(padding: padding, content: content, separator: separator, accessory: accessory)
    // A label widget grows with its text (SwiftWidgets: "auto grow").
    if kind == .label { setLines(parts.content, 0) }
    features.widgets.states[widget] = WidgetState(model: WidgetModel(), parts: parts)
    for role in WidgetRole.allCases where role != .height {
      if let c = widgetConstraint(role, of: widget), let id = try? addConstraint(c) {
        features.widgets.states[widget]?.made[role] = id
      }
    }
    applyVisibility(of: widget)
  }

  /// Changes a widget's model: constants are patched in place, the explicit height comes or
  /// goes, the separator and accessory show or hide. All or nothing.
  public func setWidgetModel(_ widget: ItemID, _ model: WidgetModel) throws(LayoutError) {
    guard var state = features.widgets.states[widget], state.model != model else { return }
    let old = state.model
    state.model = model
    features.widgets.states[widget] = state
    var patched: [(ConstraintID, Double)] = []
    if old.accessoryView != model.accessoryView {
      try replaceAccessory(of: widget, old: old)
      state = features.widgets.states[widget] ?? state
    }
    do {
      for role in WidgetRole.allCases where role != .height {
        guard let id = state.made[role], let c = widgetConstraint(role, of: widget) else { continue }
        let before = constraint(id).constant
        guard before != c.constant else { continue }
        try setConstant(id, c.constant)
        patched.append((id, before))
      }
      switch (old.height, model.height) {
      case (nil, .some):
        if let c = widgetConstraint(.height, of: widget) {
          features.widgets.states[widget]?.made[.height] = try addConstraint(c)
        }
      case (.some, nil):
        if let id = state.made[.height] { removeConstraint(id) }
        features.widgets.states[widget]?.made[.height] = nil
      case (.some(let a), .some(let b)) where a != b:
        if let id = state.made[.height] { try setConstant(id, b) }
      default: break
      }
    } catch {
      for (id, constant) in patched.reversed() { try? setConstant(id, constant) }
      features.widgets.states[widget]?.model = old
      throw error
    }
    applyVisibility(of: widget)
  }

  /// `accessory = .view(NAME)` (or back): the user's view moves into the padding view and is
  /// tied to the built-in accessory's frame, which keeps its place (hidden) so that nothing
  /// about the anatomy changes but what is shown. A view no longer the accessory stays where
  /// it is, untied.
  private func replaceAccessory(of widget: ItemID, old: WidgetModel) throws(LayoutError) {
    guard let state = features.widgets.states[widget] else { return }
    for id in state.accessoryTies { removeConstraint(id) }
    features.widgets.states[widget]?.accessoryTies = []
    guard let view = state.model.accessoryView else { return }
    do {
      try moveView(view, to: state.parts.padding)
    } catch {
      features.widgets.states[widget]?.model = old
      throw error
    }
    for attribute in [LayoutAttribute.centerX, .centerY, .width, .height] {
      let tie = LayoutConstraint(
        Anchor(view, attribute), .equal, Anchor(state.parts.accessory, attribute),
        origin: .generated("widget"))
      if let id = try? addConstraint(tie) { features.widgets.states[widget]?.accessoryTies.append(id) }
    }
  }

  private func applyVisibility(of widget: ItemID) {
    guard let state = features.widgets.states[widget] else { return }
    setHidden(state.parts.separator, !state.model.separator.enabled)
    setHidden(state.parts.accessory, state.model.accessory == .none)
  }

  /// One constraint of the anatomy, with its constant from the model.
  func widgetConstraint(_ role: WidgetRole, of widget: ItemID) -> LayoutConstraint? {
    guard let state = features.widgets.states[widget] else { return nil }
    let m = state.model
    let (w, p, c, s, a) = (
      widget, state.parts.padding, state.parts.content, state.parts.separator, state.parts.accessory
    )
    func tie(_ x: ItemID, _ xa: LayoutAttribute, _ y: ItemID, _ ya: LayoutAttribute, _ constant: Double)
      -> LayoutConstraint
    {
      LayoutConstraint(Anchor(x, xa), .equal, Anchor(y, ya), constant: constant, origin: .generated("widget"))
    }
    func size(_ x: ItemID, _ xa: LayoutAttribute, _ constant: Double) -> LayoutConstraint {
      LayoutConstraint(Anchor(x, xa), .equal, nil, constant: constant, origin: .generated("widget"))
    }
    switch role {
    case .paddingTop: return tie(p, .top, w, .top, m.margin.top)
    case .paddingLeading: return tie(p, .leading, w, .leading, m.margin.left)
    case .paddingTrailing: return tie(w, .trailing, p, .trailing, m.margin.right)
    case .paddingBottom: return tie(w, .bottom, p, .bottom, m.margin.bottom)
    case .contentTop: return tie(c, .top, p, .top, m.padding.top)
    case .contentLeading: return tie(c, .leading, p, .leading, m.padding.left)
    case .contentTrailing: return tie(p, .trailing, c, .trailing, m.contentTrailingInset)
    case .contentBottom: return tie(p, .bottom, c, .bottom, m.padding.bottom)
    case .separatorLeading: return tie(s, .leading, w, .leading, m.separator.leftPadding)
    case .separatorTrailing: return tie(w, .trailing, s, .trailing, m.separator.rightPadding)
    case .separatorBottom: return tie(s, .bottom, w, .bottom, 0)
    case .separatorHeight: return size(s, .height, m.separator.height)
    case .accessoryTrailing: return tie(p, .trailing, a, .trailing, m.accessoryRightPadding)
    case .accessoryCenterY: return tie(a, .centerY, p, .centerY, 0)
    case .accessoryWidth: return size(a, .width, m.accessorySize)
    case .accessoryHeight: return size(a, .height, m.accessorySize)
    case .height: return m.height.map { size(w, .height, $0) }
    }
  }
}
