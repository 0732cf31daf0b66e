import Cassowary

/// Autoresizing masks turned into constraints.
final class AutoresizingState: LayoutFeature {
  /// Views whose autoresizing constraints the next `layout()` makes again (the flag on the
  /// item record says which still are: an undo clears them).
  @exclusivity(unchecked) var stale: [ItemID] = []

  /// Autoresizing constraints made again (or taken away) may end a conflict: the broken
  /// constraints get another try, as after any removal.
  func prepare(_ engine: LayoutEngine) {
    if engine.updateAutoresizing() { engine.readmitBrokenConstraints() }
  }
}

/// A view whose `translatesAutoresizingMaskIntoConstraints` is on gets UIKit's
/// NSAutoresizingMaskLayoutConstraints: per axis one for its position and one for its size,
/// from its frame and autoresizing mask, required (`docs/engine.md`, "Autoresizing masks").
///
/// The rule is Apple's (UIView.autoresizingMask): when the superview's size changes, the
/// difference goes to the flexible parts of the axis (leading margin, size, trailing
/// margin) in proportion to their sizes. So each part is linear in the superview's size S:
/// a fixed part keeps its value, a flexible one is `part / flexibleSum × (S − fixedSum)`.
/// The forms are those of the translator of iOS 13 and later: `minX == L` when the left
/// margin is fixed, `superview.width == maxX + R` where the right margin is fixed and
/// something to its left is flexible, else `multiplier × superview.width + constant`.
extension LayoutEngine {
  /// One NSAutoresizingMaskLayoutConstraint on one axis, in superview coordinates:
  /// `min` (minX) or `max` (maxX) or `size` (width) `== multiplier × superview size + constant`.
  struct AutoresizingRule: Equatable {
    enum Part { case min, max, size }
    var axis: Axis
    var part: Part
    var multiplier: Double
    var constant: Double
  }

  /// The four rules for a frame (superview coordinates) in a superview of `superviewSize`:
  /// horizontal position and size, then vertical, the order UIKit's logs list them.
  static func autoresizingRules(
    frame: Rect, superviewSize: (width: Double, height: Double), mask: AutoresizingMask
  )
    -> [AutoresizingRule]
  {
    var rules: [AutoresizingRule] = []
    for axis in [Axis.horizontal, .vertical] {
      let (origin, size, total) =
        axis == .horizontal
        ? (frame.x, frame.width, superviewSize.width) : (frame.y, frame.height, superviewSize.height)
      let parts = [origin, size, total - origin - size]
      let f = mask.flexibility(axis)
      let flexible = [f.start, f.size, f.end]
      let fixedSum = zip(parts, flexible).filter { !$0.1 }.map(\.0).reduce(0, +)
      let flexibleSum = zip(parts, flexible).filter { $0.1 }.map(\.0).reduce(0, +)
      let flexibleCount = Double(flexible.filter { $0 }.count)
      // A flexible part's share of the superview's size beyond the fixed parts; parts of
      // zero total size share it equally (UIKit's behaviour there is not documented).
      func share(_ i: Int) -> Double {
        guard flexible[i] else { return 0 }
        return flexibleSum != 0 ? parts[i] / flexibleSum : 1 / flexibleCount
      }
      // part_i(S) = fixed ? part_i : share_i × (S − fixedSum)
      func rule(_ part: AutoresizingRule.Part, _ i: Int) -> AutoresizingRule {
        flexible[i]
          ? AutoresizingRule(axis: axis, part: part, multiplier: share(i), constant: -share(i) * fixedSum)
          : AutoresizingRule(axis: axis, part: part, multiplier: 0, constant: parts[i])
      }
      // maxX == S − R: the fixed right margin.
      let fromTheEnd = AutoresizingRule(axis: axis, part: .max, multiplier: 1, constant: -parts[2])
      if !flexible[0] {
        rules.append(rule(.min, 0))
        rules.append(flexible[1] && !flexible[2] ? fromTheEnd : rule(.size, 1))
      } else {
        rules.append(flexible[2] ? rule(.min, 0) : fromTheEnd)
        rules.append(rule(.size, 1))
      }
    }
    return rules
  }

  // MARK: - The view's properties

  /// `frame = (x, y, w, h)`: the frame the mask starts from; like `UIView(frame:)`, it turns
  /// translatesAutoresizingMaskIntoConstraints on, except for an arranged view, which its
  /// stack keeps off.
  public func setFrame(_ id: ItemID, _ frame: Rect) {
    self[id].autoresizing.autoresizingFrame = frame
    if !isArranged(id) { self[id].autoresizing.translatesAutoresizingMask = true }
    markAutoresizingStale(id)
  }

  public func setAutoresizingMask(_ id: ItemID, _ mask: AutoresizingMask) {
    self[id].autoresizing.autoresizingMask = mask
    markAutoresizingStale(id)
  }

  /// Turning it on without a frame keeps the frame the view has now, as UIKit does.
  public func setTranslatesAutoresizingMask(_ id: ItemID, _ on: Bool) {
    guard self[id].autoresizing.translatesAutoresizingMask != on else { return }
    if on && self[id].autoresizing.autoresizingFrame == nil {
      self[id].autoresizing.autoresizingFrame = currentFrame(of: id)
    }
    self[id].autoresizing.translatesAutoresizingMask = on
    markAutoresizingStale(id)
  }

  public func translatesAutoresizingMask(of id: ItemID) -> Bool {
    self[id].autoresizing.translatesAutoresizingMask
  }
  public func autoresizingMask(of id: ItemID) -> AutoresizingMask { self[id].autoresizing.autoresizingMask }
  public func autoresizingFrame(of id: ItemID) -> Rect? { self[id].autoresizing.autoresizingFrame }

  /// Whether a constraint is an NSAutoresizingMaskLayoutConstraint.
  public func isAutoresizingConstraint(_ id: ConstraintID) -> Bool {
    if case .autoresizing = constraint(id).origin { return true }
    return false
  }

  /// Whether UIKit itself makes the constraint (an autoresizing mask's, a table row's), so
  /// that code written for the layout leaves it out.
  public func isMadeByUIKit(_ id: ConstraintID) -> Bool { constraint(id).origin.isMadeByUIKit }

  // MARK: - The constraints

  /// The view's autoresizing constraints are made again at the next `layout()`, once per
  /// statement however many of its properties the statement set (so `{ frame = …;
  /// autoresizing = … }` makes four constraints, not eight ids).
  func markAutoresizingStale(_ id: ItemID) {
    guard !self[id].autoresizing.autoresizingIsStale else { return }
    self[id].autoresizing.autoresizingIsStale = true
    features.autoresizing.stale.append(id)
  }

  /// Makes the stale views' autoresizing constraints; true if any changed.
  func updateAutoresizing() -> Bool {
    guard !features.autoresizing.stale.isEmpty else { return false }
    let pending = features.autoresizing.stale.sorted()
    features.autoresizing.stale.removeAll()
    var changed = false
    for id in pending where self[id].autoresizing.autoresizingIsStale {
      self[id].autoresizing.autoresizingIsStale = false
      remakeAutoresizingConstraints(of: id)
      changed = true
    }
    return changed
  }

  /// Takes the view's autoresizing constraints away and, while the mask is translated, makes
  /// them again from its frame, its mask and its superview's size now.
  func remakeAutoresizingConstraints(of id: ItemID) {
    for c in self[id].autoresizing.autoresizingConstraints where records[Int(c.index)].isAlive {
      deleteConstraint(c)
    }
    self[id].autoresizing.autoresizingConstraints = []
    let r = self[id]
    guard r.autoresizing.translatesAutoresizingMask, r.isAlive, let parent = r.parent else { return }
    let frame = r.autoresizing.autoresizingFrame ?? currentFrame(of: id)
    let bounds = currentFrame(of: parent)
    let rules = Self.autoresizingRules(
      frame: frame, superviewSize: (bounds.width, bounds.height), mask: r.autoresizing.autoresizingMask)
    var made: [ConstraintID] = []
    for rule in rules {
      let horizontal = rule.axis == .horizontal
      let attribute: LayoutAttribute =
        switch rule.part {
        case .min: horizontal ? .left : .top
        case .max: horizontal ? .right : .bottom
        case .size: horizontal ? .width : .height
        }
      let superviewSize = Anchor(parent, horizontal ? .width : .height)
      let c = LayoutConstraint(
        Anchor(id, attribute), .equal, rule.multiplier == 0 ? nil : superviewSize,
        multiplier: rule.multiplier,
        constant: rule.constant, priority: 1000, origin: .autoresizing(id))
      if let made1 = try? addConstraint(c) { made.append(made1) }
    }
    self[id].autoresizing.autoresizingConstraints = made
  }

  /// `first − multiplier × superview size − constant` for an autoresizing constraint, on the
  /// view's frame in its superview's bounds (alignment insets taken off both).
  func autoresizingExpression(_ c: LayoutConstraint) -> LinearExpression {
    let id = c.first.item
    let r = self[id]
    let insets = r.alignmentInsets
    let parentInsets = r.parent.map { self[$0].alignmentInsets } ?? .zero
    let horizontal = c.first.attribute.axis == .horizontal
    // The frame's origin in the superview's bounds: the alignment rect's relative position,
    // less the view's own inset, plus the superview's.
    let origin =
      horizontal
      ? LinearExpression(r.x) - insets.left + parentInsets.left
      : LinearExpression(r.y) - insets.top + parentInsets.top
    let size =
      horizontal
      ? LinearExpression(r.width) + (insets.left + insets.right)
      : LinearExpression(r.height) + (insets.top + insets.bottom)
    var e: LinearExpression =
      switch c.first.attribute {
      case .left, .top: origin
      case .right, .bottom: origin + size
      default: size
      }
    if let second = c.second {
      let p = self[second.item]
      let pi = p.alignmentInsets
      let superviewSize =
        horizontal
        ? LinearExpression(p.width) + (pi.left + pi.right) : LinearExpression(p.height) + (pi.top + pi.bottom)
      e = e - c.multiplier * superviewSize
    }
    return e - c.constant
  }

  /// The view's frame in its superview's coordinates in the current solution, unrounded
  /// (read from the tableau, so that no moved variable is taken from the next `layout()`).
  func currentFrame(of id: ItemID) -> Rect {
    let r = self[id]
    let i = r.alignmentInsets
    let parentInsets = r.parent.map { self[$0].alignmentInsets } ?? .zero
    let x = r.parent == nil ? 0 : solver.currentValue(of: r.x) - i.left + parentInsets.left
    let y = r.parent == nil ? 0 : solver.currentValue(of: r.y) - i.top + parentInsets.top
    return Rect(
      x: x, y: y, width: solver.currentValue(of: r.width) + i.left + i.right,
      height: solver.currentValue(of: r.height) + i.top + i.bottom)
  }
}
