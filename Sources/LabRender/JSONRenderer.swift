import AutoLayout
import Foundation
import TextMetrics

/// `export json`: one object with a fixed key order (LANGUAGE.md §9) that tools can rely on,
/// as the Codable `ExportedLayout`, written by `OrderedJSONEncoder` (declaration order) and
/// readable back with `JSONDecoder`. `frame` is pixel-rounded in superview coordinates (UIKit's
/// printed precision); `rootFrame` the same rounded frame in root coordinates. Views in tree
/// order, constraints by id.
public enum JSONRenderer {
  public static func render(_ engine: LayoutEngine) -> String {
    (try? OrderedJSONEncoder().encode(ExportedLayout(engine))) ?? "{}"
  }
}

/// The `export json` document. Keys are declared in the documented order.
public struct ExportedLayout: Codable, Equatable {
  public struct Root: Codable, Equatable {
    public var device: String
    public var orientation: String
    public var size: [Double]
    public var scale: Double
    public var safeArea: [Double]
    public var direction: String
  }

  public struct View: Codable, Equatable {
    public var name: String
    public var kind: String
    public var parent: String?
    public var frame: [Double]
    public var rootFrame: [Double]
    public var ambiguous: [String]
    public var text: String?
    public var placeholder: String?
    public var hidden: Bool?

    enum CodingKeys: String, CodingKey {
      case name, kind, parent, frame, rootFrame, ambiguous, text, placeholder, hidden
    }

    // `parent` is always there (null for the root); text, placeholder and hidden only where
    // the view has them.
    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(name, forKey: .name)
      try c.encode(kind, forKey: .kind)
      try c.encode(parent, forKey: .parent)
      try c.encode(frame, forKey: .frame)
      try c.encode(rootFrame, forKey: .rootFrame)
      try c.encode(ambiguous, forKey: .ambiguous)
      try c.encodeIfPresent(text, forKey: .text)
      try c.encodeIfPresent(placeholder, forKey: .placeholder)
      try c.encodeIfPresent(hidden, forKey: .hidden)
    }
  }

  public struct Constraint: Codable, Equatable {
    public var id: String
    public var name: String?
    public var text: String
    public var priority: Double
    public var active: Bool
    public var broken: Bool
    public var origin: String

    enum CodingKeys: String, CodingKey { case id, name, text, priority, active, broken, origin }

    // `name` is always there (null when the constraint has none).
    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(id, forKey: .id)
      try c.encode(name, forKey: .name)
      try c.encode(text, forKey: .text)
      try c.encode(priority, forKey: .priority)
      try c.encode(active, forKey: .active)
      try c.encode(broken, forKey: .broken)
      try c.encode(origin, forKey: .origin)
    }
  }

  public var root: Root
  public var views: [View]
  public var constraints: [Constraint]

  public init(_ engine: LayoutEngine) {
    let screen = engine.screen
    let s = screen.safeArea
    /// UIKit's printed precision (`20.3333`), for values that are already pixel-rounded.
    func printed(_ v: Double) -> Double { Double(v.compact) ?? v }
    root = Root(
      device: screen.device.name, orientation: screen.orientation.rawValue,
      size: [screen.size.width, screen.size.height].map(printed), scale: screen.scale,
      safeArea: [s.top, s.left, s.bottom, s.right].map(printed), direction: engine.direction.rawValue)
    views = engine.itemsInTreeOrder().filter { engine.isShownView($0) }.map { id in
      let f = engine.frame(of: id)
      let r = engine.roundedRootFrame(of: id)
      let kind = engine.kind(of: id)
      return View(
        name: engine.name(of: id), kind: kind.rawValue,
        parent: engine.parent(of: id).map { engine.name(of: $0) },
        frame: [f.x, f.y, f.width, f.height].map(printed),
        rootFrame: [r.x, r.y, r.width, r.height].map(printed),
        ambiguous: engine.ambiguousAxes(of: id).map(\.rawValue),
        text: kind.hasText ? engine.text(of: id) : nil,
        placeholder: kind == .textfield ? engine.placeholder(of: id) : nil,
        hidden: engine.isHidden(id) ? true : nil)
    }
    constraints = engine.allConstraints.map { id in
      let c = engine.constraint(id)
      return Constraint(
        id: "\(id)", name: engine.name(of: id), text: ConstraintListRenderer.equation(engine, c),
        priority: c.priority,
        active: engine.isActive(id), broken: engine.isBroken(id), origin: engine.originDescription(of: id))
    }
  }
}
