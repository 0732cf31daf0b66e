import AutoLayout
import TextMetrics

/// `constraints [NAME]`: id, equation, priority, state and origin, one per line.
public enum ConstraintListRenderer {
  /// `bindings`: the model value a constraint's constant is bound to (`$movie.gap`), if any.
  public static func render(
    _ engine: LayoutEngine, _ constraints: [ConstraintID], bindings: [ConstraintID: String] = [:]
  ) -> String {
    constraints.map { line(engine, $0, binding: bindings[$0]) }.joined(separator: "\n")
  }

  /// `c3  title.top == card.bottom + 8  @750  (broken)  user`;
  /// `c9 'UISV-spacing'  b.top == a.bottom + 8  stack form`.
  public static func line(_ engine: LayoutEngine, _ id: ConstraintID, binding: String? = nil) -> String {
    let c = engine.constraint(id)
    var text = "\(id)"
    if let name = engine.name(of: id) { text += " \(name)" }
    if let identifier = c.identifier, identifier != engine.name(of: id) {
      text += " '\(identifier)'"  // UIKit's own identifiers (UISV-spacing…), quoted as UIKit prints them
    }
    text += "  " + equation(engine, c)
    if let binding { text += "  (constant \(binding))" }
    if c.priority < 1000 { text += "  @\(c.priority.compact)" }
    if !engine.isActive(id) { text += "  (inactive)" }
    if engine.isBroken(id) { text += "  (broken)" }
    text += "  \(engine.originDescription(of: id))"
    return text
  }

  /// The equation as a user writes it: `title.top == card.bottom * 0.5 + 8`.
  public static func equation(_ engine: LayoutEngine, _ c: LayoutConstraint) -> String {
    var attribute = c.first.attribute.rawValue
    if case .autoresizing = c.origin {
      // The engine's names UIKit prints for autoresizing constraints (superview coordinates).
      let names: [LayoutAttribute: String] = [.left: "minX", .right: "maxX", .top: "minY", .bottom: "maxY"]
      attribute = names[c.first.attribute] ?? attribute
    }
    var text = "\(engine.name(of: c.first.item)).\(attribute) \(c.relation.rawValue)"
    if let second = c.second {
      text += " \(engine.name(of: second.item)).\(second.attribute)"
      if c.multiplier != 1 { text += " * \(c.multiplier.compact)" }
      if c.constant != 0 {
        text += c.constant < 0 ? " - \((-c.constant).compact)" : " + \(c.constant.compact)"
      }
    } else {
      text += " \(c.constant.compact)"
    }
    return text
  }
}
