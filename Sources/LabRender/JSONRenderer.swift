import TextMetrics
import AutoLayout

/// `export json`: one object with a fixed key order (LANGUAGE.md §9) that tools can rely on.
/// `frame` is pixel-rounded in superview coordinates; `rootFrame` the solver's unrounded
/// value in root coordinates (shortest round-trip decimal). Views in tree order, constraints
/// by id.
public enum JSONRenderer {
  public static func render(_ engine: LayoutEngine) -> String {
    let screen = engine.screen
    var out = "{\n  \"root\": {"
    out += "\"device\": \(string(screen.device.name)), \"orientation\": \(string(screen.orientation.rawValue)), "
    out += "\"size\": [\(number(screen.size.width)), \(number(screen.size.height))], "
    out += "\"scale\": \(number(screen.scale)), "
    let s = screen.safeArea
    out += "\"safeArea\": [\(number(s.top)), \(number(s.left)), \(number(s.bottom)), \(number(s.right))], "
    out += "\"direction\": \(string(engine.direction.rawValue))},\n  \"views\": ["
    let views = engine.itemsInTreeOrder().filter { engine.kind(of: $0).isView }
    out += views.map { id in
      let f = engine.frame(of: id)
      let r = engine.rootFrame(of: id)
      var fields = [
        "\"name\": \(string(engine.name(of: id)))", "\"kind\": \(string(engine.kind(of: id).rawValue))",
        "\"parent\": \(engine.parent(of: id).map { string(engine.name(of: $0)) } ?? "null")",
        "\"frame\": [\(number(f.x)), \(number(f.y)), \(number(f.width)), \(number(f.height))]",
        "\"rootFrame\": [\(exact(r.x)), \(exact(r.y)), \(exact(r.width)), \(exact(r.height))]",
        "\"ambiguous\": [\(engine.ambiguousAxes(of: id).map { string($0.rawValue) }.joined(separator: ", "))]",
      ]
      if engine.kind(of: id).hasText { fields.append("\"text\": \(string(engine.text(of: id)))") }
      if engine.kind(of: id) == .textfield { fields.append("\"placeholder\": \(string(engine.placeholder(of: id)))") }
      if engine.isHidden(id) { fields.append("\"hidden\": true") }
      return "\n    {" + fields.joined(separator: ", ") + "}"
    }.joined(separator: ",")
    out += "\n  ],\n  \"constraints\": ["
    out += engine.allConstraints.map { id in
      let c = engine.constraint(id)
      let fields = [
        "\"id\": \(string("\(id)"))", "\"name\": \(engine.name(of: id).map(string) ?? "null")",
        "\"text\": \(string(ConstraintListRenderer.equation(engine, c)))", "\"priority\": \(number(c.priority))",
        "\"active\": \(engine.isActive(id))", "\"broken\": \(engine.isBroken(id))",
        "\"origin\": \(string(engine.originDescription(of: id)))",
      ]
      return "\n    {" + fields.joined(separator: ", ") + "}"
    }.joined(separator: ",")
    out += "\n  ]\n}"
    return out
  }

  /// A JSON string with the escapes JSON requires.
  static func string(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if scalar.value < 0x20 {
          out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// A rounded number as UIKit prints it (`20.3333`).
  static func number(_ v: Double) -> String { v.isFinite ? v.compact : "null" }

  /// The shortest decimal that reads back as the same double.
  static func exact(_ v: Double) -> String {
    guard v.isFinite else { return "null" }
    if v == v.rounded() && abs(v) < 1e15 { return String(Int(v)) }
    return "\(v)"
  }
}
