/// Apple's Visual Format Language, parsed (the grammar of the Auto Layout Guide):
///
///     format     := (orientation ':')? (superview connection)?
///                   view (connection view)* (connection superview)?
///     orientation := 'H' | 'V'
///     superview  := '|'
///     view       := '[' name ('(' predicates ')')? ']'
///     connection := '' | '-' predicates '-' | '-'
///     predicates := simple | '(' predicate (',' predicate)* ')'
///     simple     := metric | number
///     predicate  := relation? (constant | viewName) ('@' priority)?
///
/// Errors carry the character offset inside the string, so that the caret lands on it.
public struct VisualFormat: Equatable, Sendable {
  public enum Orientation: String, Sendable {
    case horizontal = "H"
    case vertical = "V"
  }

  /// `==10`, `>=name@750`: a relation, a constant (number or metric) or a view, a priority.
  public struct Predicate: Equatable, Sendable {
    public var relation: EquationStatement.Relation
    public var constant: Double?
    public var metric: String?
    public var view: String?
    public var priority: Double?
    public var priorityMetric: String?
  }

  /// A gap: nil predicates for `-` (standard spacing), empty for none (flush).
  public struct Connection: Equatable, Sendable {
    public var isStandard: Bool
    public var predicates: [Predicate]
  }

  public struct View: Equatable, Sendable {
    public var name: String
    public var predicates: [Predicate]
    /// Where the name starts in the string.
    public var offset: Int
  }

  public var orientation: Orientation
  public var leading: Connection?
  public var views: [View]
  /// The gap after each view but the last.
  public var connections: [Connection]
  public var trailing: Connection?

  /// A malformed format: Apple's message and where in the string.
  public struct Failure: Error, Equatable, Sendable {
    public var message: String
    public var offset: Int
  }

  public static func parse(_ text: String) throws(Failure) -> VisualFormat {
    var p = VisualFormatParser(characters: Array(text))
    return try p.format()
  }
}

struct VisualFormatParser {
  let characters: [Character]
  var i = 0

  var current: Character? { i < characters.count ? characters[i] : nil }

  mutating func fail(_ message: String) -> VisualFormat.Failure {
    VisualFormat.Failure(message: message, offset: i)
  }

  mutating func skipSpaces() { while current == " " { i += 1 } }

  mutating func format() throws(VisualFormat.Failure) -> VisualFormat {
    var orientation = VisualFormat.Orientation.horizontal
    if characters.count >= 2, characters[1] == ":" {
      guard let o = VisualFormat.Orientation(rawValue: String(characters[0])) else {
        throw fail("Expected 'H' or 'V' before ':'")
      }
      orientation = o
      i = 2
    } else if let first = characters.first, let o = VisualFormat.Orientation(rawValue: String(first)) {
      // Apple's Auto Layout Guide, "Visual Format Language": `V|[backgroundBox]|`.
      i = 1
      throw fail(
        "Expected ':' after '\(first)' to specify \(o == .vertical ? "vertical" : "horizontal") arrangement")
    }
    var leading: VisualFormat.Connection? = nil
    if current == "|" {
      i += 1
      leading = try connection()
    }
    var views: [VisualFormat.View] = []
    var connections: [VisualFormat.Connection] = []
    var trailing: VisualFormat.Connection? = nil
    while true {
      guard current == "[" else {
        throw fail(
          views.isEmpty ? "Expected a view: '[name]'" : "Expected a view or '|' after the connection")
      }
      views.append(try view())
      let gap = try connection()
      if current == "|" {
        i += 1
        trailing = gap
        break
      }
      if current == nil {
        guard gap.predicates.isEmpty && !gap.isStandard else {
          throw fail("Expected a view or '|' after the connection")
        }
        break
      }
      connections.append(gap)
    }
    guard current == nil else { throw fail("Unexpected character after the format") }
    return VisualFormat(
      orientation: orientation, leading: leading, views: views, connections: connections, trailing: trailing)
  }

  /// `-`, `-20-`, `-(>=8)-`, or nothing (flush).
  mutating func connection() throws(VisualFormat.Failure) -> VisualFormat.Connection {
    guard current == "-" else { return VisualFormat.Connection(isStandard: false, predicates: []) }
    i += 1
    if current == "[" || current == "|" { return VisualFormat.Connection(isStandard: true, predicates: []) }
    let predicates = try predicateList()
    guard current == "-" else { throw fail("Expected '-' after the spacing") }
    i += 1
    return VisualFormat.Connection(isStandard: false, predicates: predicates)
  }

  /// `[name]` or `[name(predicates)]`.
  mutating func view() throws(VisualFormat.Failure) -> VisualFormat.View {
    i += 1  // [
    let start = i
    while let c = current, c.isLetter || c.isNumber || c == "_" { i += 1 }
    guard i > start else { throw fail("Expected a view name after '['") }
    let name = String(characters[start..<i])
    var predicates: [VisualFormat.Predicate] = []
    if current == "(" {
      predicates = try predicateList(
        closing: "A predicate on a view's thickness must end with ')' and the view must end with ']'")
    }
    // Apple's words for both (the Auto Layout Guide; UIKit's exception for `[redView-0-|`).
    guard current == "]" else { throw fail("Expected a ']' here. That is how you give the end of a view.") }
    i += 1
    return VisualFormat.View(name: name, predicates: predicates, offset: start)
  }

  mutating func predicateList(closing: String = "Expected a ')' to close the predicates") throws(VisualFormat
    .Failure)
    -> [VisualFormat.Predicate]
  {
    guard current == "(" else { return [try predicate()] }
    i += 1
    var list: [VisualFormat.Predicate] = []
    repeat {
      if current == "," { i += 1 }
      list.append(try predicate())
    } while current == ","
    guard current == ")" else { throw fail(closing) }
    i += 1
    return list
  }

  mutating func predicate() throws(VisualFormat.Failure) -> VisualFormat.Predicate {
    let start = i
    var relation = EquationStatement.Relation.equal
    for (text, r) in [
      ("==", EquationStatement.Relation.equal), (">=", .greaterThanOrEqual), ("<=", .lessThanOrEqual),
    ]
    where i + 1 < characters.count && String(characters[i...(i + 1)]) == text {
      relation = r
      i += 2
      break
    }
    if i == start, let c = current, "<>=".contains(c) {
      // Apple's Auto Layout Guide: `V:|[blackBox4(>30)]|`, the caret after the `>`.
      i += 1
      throw fail("Unknown relation. Must be ==, >=, or <=")
    }
    var p = VisualFormat.Predicate(
      relation: relation, constant: nil, metric: nil, view: nil, priority: nil, priorityMetric: nil)
    if let n = number() {
      p.constant = n
    } else if let word = name() {
      // A view name or a metric: the session tells them apart.
      p.metric = word
    } else {
      throw fail("Expected a number, a metric or a view name")
    }
    if current == "@" {
      i += 1
      if let n = number() {
        guard n >= 1 && n <= 1000 else { throw fail("A priority must be between 1 and 1000") }
        p.priority = n
      } else if let word = name() {
        p.priorityMetric = word
      } else {
        throw fail("Expected a priority after '@'")
      }
    }
    return p
  }

  mutating func number() -> Double? {
    let start = i
    if current == "-" || current == "+" { i += 1 }
    while let c = current, c.isNumber || c == "." { i += 1 }
    guard i > start, let n = Double(String(characters[start..<i])) else {
      i = start
      return nil
    }
    return n
  }

  mutating func name() -> String? {
    let start = i
    guard let c = current, c.isLetter || c == "_" else { return nil }
    while let d = current, d.isLetter || d.isNumber || d == "_" { i += 1 }
    return String(characters[start..<i])
  }
}
