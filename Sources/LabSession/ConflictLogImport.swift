import AutoLayout
import Foundation
import LabLanguage

/// `import log FILE`: an "Unable to simultaneously satisfy constraints" report as a session,
/// the way people paste one into wtfautolayout. Each address is a view of its class
/// (`label_b5e0`, a UILabel with the logged text); each listed constraint is read back from
/// the forms UIKit prints:
/// - equations, `UILabel:0x7f…'Hello'.leading == UIView:0x7f….leadingMargin + 16`, with
///   multipliers and `priority:`/`@` priorities, and an identifier in quotes before them;
/// - the older VFL forms, `H:|-(16)-[UILabel:0x…]`, `V:[UIView:0x…(44)]`,
///   `H:[A]-(8)-[B]`, with `names: '|':UIView:0x…` saying what `|` is (the superview);
/// - `NSAutoresizingMaskLayoutConstraint`s (`h=--& v=--&`, minX/minY/width/height), read as
///   required constraints on the view (the mask is in a comment);
/// - `NSContentSizeLayoutConstraint`s: the view's intrinsic size with its hugging and
///   compression resistance;
/// - SnapKit's `@File.swift#42` labels (kept as the constraint's name, `snapkit_File_42`).
/// Guides (`UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'`) become the root's safe area; the
/// constraints UIKit makes to define guides are left out. Lines the parser cannot read are
/// reported with their line number, and the rest still loads.
struct ConflictLogImport {
  struct View {
    var address: String
    var className: String
    var kind: ViewKind
    var text: String?
    var name: String
    var superview: String?
    /// The description that named it first: where its `add` statement is located.
    var firstNamed: SourceRange
  }

  /// One statement a constraint's description gave, located at the description, with the
  /// UIKit identifier printed before it (`'UISV-spacing'`), if any.
  struct LoggedStatement {
    var statement: Statement
    var identifier: String?
    /// Whether the history shows the identifier: for a description that gave one statement,
    /// unless it is an encapsulated size, which says what it is without one.
    var showsIdentifier = false

    /// As the history keeps it: the statement, and the identifier as a comment.
    var text: String {
      guard showsIdentifier, let identifier else { return statement.labSource }
      return statement.labSource + "   # '\(identifier)'"
    }
  }

  var views: [String: View] = [:]
  var order: [String] = []
  var statements: [LoggedStatement] = []
  /// System-made constraints, run before the app's. The identifier of each (an
  /// autoresizing mask's is `NSAutoresizingMaskLayoutConstraint`) gives it UIKit's place when
  /// a conflict breaks one.
  var systemMade: [LoggedStatement] = []
  /// The statements of both lists as LayoutLab writes them: a constraint a log lists in
  /// several reports is made once.
  var written: Set<String> = []
  /// Where the description being read is.
  var reading = SourceRange.start
  /// The identifier of the description `constraint(_:)` read last.
  var lastIdentifier: String? = nil
  var notes: [String] = []
  /// The constraint UIKit broke (its statement), if the log says.
  var broken: String?
  /// One "Unable to simultaneously satisfy constraints" report of the log: the statements of
  /// the constraints it lists (as LayoutLab writes them), and the one UIKit broke.
  struct Report {
    var statements: [String] = []
    var broken: String?
  }
  /// The log's reports, in order (a log pasted from a session often holds several).
  var reports: [Report] = []
  /// The names the description being read gives its views (`names: AddressToolbar.lockIcon:0x…`),
  /// from the name to its address, and its class where printed.
  var namedViews: [String: (className: String, address: String)] = [:]

  /// The kind a logged class becomes: its own for controls and text (`ViewKind.fromClassName`,
  /// the last part of a module-qualified name), a plain view for containers, whose system
  /// constraints (`UISV-*`, encapsulated sizes) the log lists itself.
  static func kind(of className: String) -> ViewKind {
    let base = className.split(separator: ".").last.map(String.init) ?? className
    guard let kind = ViewKind.fromClassName(base), !kind.acceptsSubviews, kind.isView else { return .view }
    return kind
  }

  /// `UILabel:0x7f8c6a40b5e0'Hello'` at `text[i...]`: the view (made on first sight) and
  /// where its reference ends.
  mutating func view(in s: [Character], at start: Int) -> (name: String, end: Int)? {
    if let named = namedView(in: s, at: start) { return named }
    var i = start
    while i < s.count, s[i].isLetter || s[i].isNumber || s[i] == "_" || s[i] == "." { i += 1 }
    guard i > start, i + 2 < s.count, s[i] == ":", s[i + 1] == "0", s[i + 2] == "x" else { return nil }
    let className = String(s[start..<i])
    var j = i + 3
    while j < s.count, s[j].isHexDigit { j += 1 }
    let address = String(s[(i + 1)..<j])
    var text: String? = nil
    if let (quoted, end) = Self.quoted(s, at: j) {
      text = quoted
      j = end
    }
    if className == "UILayoutGuide" {
      // A view's guide: the safe area (the owner is not printed: the root's), else margins.
      return (text == "UIViewSafeAreaLayoutGuide" ? "root.safeArea" : "root.margins", j)
    }
    return (made(address, className: className, text: text), j)
  }

  /// The view at an address, made on first sight: named after its kind and the address's last
  /// four digits (`label_b5e0`), or after the name the log gives it (`lockIcon`).
  mutating func made(_ address: String, className: String, text: String?, loggedName: String? = nil) -> String
  {
    if let seen = views[address] { return seen.name }
    let kind = Self.kind(of: className)
    var name = loggedName.flatMap { Self.identifier($0) } ?? "\(kind.rawValue)_\(address.suffix(4))"
    while views.values.contains(where: { $0.name == name }) { name += "x" }
    views[address] = View(
      address: address, className: className, kind: kind, text: text, name: name, firstNamed: reading)
    order.append(address)
    return name
  }

  /// A view the log calls by a name (`AddressToolbar.lockIcon.width == 40 … names:
  /// AddressToolbar.lockIcon:0x…`): the longest name of the description's `names:` that
  /// starts here and is followed by an attribute, a bracket or the end.
  mutating func namedView(in s: [Character], at start: Int) -> (name: String, end: Int)? {
    let text = String(s[start...])
    for (logged, view) in namedViews.sorted(by: { $0.key.count > $1.key.count }) where text.hasPrefix(logged)
    {
      let end = start + logged.count
      guard end == s.count || [".", "]", "(", " "].contains(s[end]) else { continue }
      return (made(view.address, className: view.className, text: nil, loggedName: logged), end)
    }
    return nil
  }

  /// A logged name as a LayoutLab name: its last part (`AddressToolbar.lockIcon` → `lockIcon`),
  /// letters, digits and underscores only.
  static func identifier(_ logged: String) -> String? {
    let last = logged.split(separator: ".").last.map(String.init) ?? logged
    let cleaned = String(last.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    guard let first = cleaned.first, first.isLetter || first == "_" else { return nil }
    return cleaned
  }

  /// The names a description's tail gives (`names: Toolbar.icon:0x7f…, '|':UIView:0x7f…`;
  /// older iOS prints `Names:`): each name with its class (a plain view where none is
  /// printed) and address. `|`, the superview, is read by `splitTail`.
  static func names(in tail: String) -> [String: (className: String, address: String)] {
    guard let r = tail.range(of: "names: ", options: .caseInsensitive) else { return [:] }
    var out: [String: (className: String, address: String)] = [:]
    let list = tail[r.upperBound...].prefix { $0 != ")" }
    for entry in list.split(separator: ",") {
      let parts = entry.trimmingCharacters(in: .whitespaces).split(separator: ":").map(String.init)
      guard parts.count >= 2, !parts[0].hasPrefix("'"), let address = parts.last, address.hasPrefix("0x")
      else {
        continue
      }
      out[parts[0]] = (parts.count == 3 ? parts[1] : "UIView", address)
    }
    return out
  }

  /// Reads every constraint description in the log.
  mutating func read(_ log: String) {
    let lines = log.components(separatedBy: "\n")
    var afterRecover = false
    for (number, line) in lines.enumerated() {
      if line.contains("Unable to simultaneously satisfy constraints") { reports.append(Report()) }
      if line.contains("Will attempt to recover by breaking constraint") {
        afterRecover = true
        continue
      }
      // `<NSLayoutConstraint:0x…`, `<SnapKit.LayoutConstraint:0x…@…`: a description starts
      // with a class whose name ends in Constraint, then its address.
      guard let open = line.range(of: "<") else { continue }
      let body = String(line[open.upperBound...])
      let className = body.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
      guard className.hasSuffix("Constraint"), body.dropFirst(className.count).first == ":" else { continue }
      // The description, from its `<` to its last `>`: where its statements are located, so
      // that an error points there.
      let column = line.distance(from: line.startIndex, to: open.lowerBound) + 1
      let close =
        line.lastIndex(of: ">").map { line.distance(from: line.startIndex, to: $0) + 2 } ?? line.count + 1
      let range = SourceRange(
        SourceLocation(line: number + 1, column: column), SourceLocation(line: number + 1, column: close))
      reading = range
      guard let made = constraint(body, StatementMaker(range: range)) else {
        notes.append(
          "line \(number + 1): cannot read `\(line.trimmingCharacters(in: .whitespaces).prefix(90))`")
        continue
      }
      // UIKit's own constraints (encapsulated sizes, autoresizing masks, a stack's, fitting
      // targets, temporary sizes) exist before the app's meet them: they go first, so the
      // conflict arises where it did in the app, and UIKit keeps them over the app's.
      let identifier = lastIdentifier
      let isSystemMade = identifier.map(Self.isUIKits) ?? false
      // The identifier printed in quotes is shown; a mask's, which the log prints as its
      // class, and an encapsulated size's, which says what it is, are not.
      let shows =
        made.count == 1 && identifier != ConstraintOrigin.loggedAutoresizing
        && identifier?.hasPrefix("UIView-Encapsulated") == false
      let logged = made.map { LoggedStatement(statement: $0, identifier: identifier, showsIdentifier: shows) }
      if afterRecover {
        broken = logged.first?.text
        if !reports.isEmpty { reports[reports.count - 1].broken = logged.first?.text }
        afterRecover = false
        continue  // the broken one is listed above too
      }
      if reports.isEmpty { reports.append(Report()) }
      reports[reports.count - 1].statements += made.map(\.labSource)
      for one in logged where written.insert(one.statement.labSource).inserted {
        if isSystemMade { systemMade.append(one) } else { statements.append(one) }
      }
    }
  }

  /// Whether an identifier is one UIKit gives its own constraints: a view's encapsulated size
  /// and margins ('UIView-…'), a stack's ('UISV-…'), a fitting target ('fittingSizeHTarget'),
  /// a temporary size ('_UITemporaryLayoutWidth'), a safe area's, or a mask's.
  static func isUIKits(_ identifier: String) -> Bool {
    identifier == ConstraintOrigin.loggedAutoresizing
      || ["UIView-", "UISV-", "_UI", "fittingSize", "UIViewSafeAreaLayoutGuide"].contains {
        identifier.hasPrefix($0)
      }
  }

  /// One description, `NSLayoutConstraint:0x600…` and what follows, as statements.
  mutating func constraint(_ body: String, _ make: StatementMaker) -> [Statement]? {
    let s = Array(body)
    var i = 0
    while i < s.count, s[i] != ":" && s[i] != "@" { i += 1 }
    let type = String(s[0..<i])
    // The address, and SnapKit's `@File.swift#42`.
    while i < s.count, s[i] != " " { i += 1 }
    let head = String(s[0..<i])
    var name: String? = nil
    if let at = head.firstIndex(of: "@") {
      let label = head[head.index(after: at)...].replacingOccurrences(of: ".swift", with: "")
      name = "snapkit_" + label.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
    }
    while i < s.count, s[i] == " " { i += 1 }
    // An identifier in quotes: UIKit's own constraints that define guides are left out.
    var identifier: String? = nil
    if let (quoted, end) = Self.quoted(s, at: i) {
      identifier = quoted
      i = end
      while i < s.count, s[i] == " " { i += 1 }
    }
    lastIdentifier =
      type.hasSuffix("NSAutoresizingMaskLayoutConstraint") ? ConstraintOrigin.loggedAutoresizing : identifier
    if let identifier, identifier.hasPrefix("UIView") && identifier.contains("guide") { return [] }
    if type.hasSuffix("NSAutoresizingMaskLayoutConstraint"), i + 11 < s.count {
      // `h=--& v=--& `: the mask, then an equation or a VFL form.
      i += 12
    }
    let rest = String(s[i...])
    namedViews = Self.names(in: rest)
    // The tail after the equation: `   (active)>`, `   (active, names: '|':UIView:0x…)>`.
    let (equationText, superview) = Self.splitTail(rest)
    let isAutoresizing = type.hasSuffix("NSAutoresizingMaskLayoutConstraint")
    if type.hasSuffix("NSContentSizeLayoutConstraint") { return contentSize(equationText, make) }
    if equationText.hasPrefix("H:") || equationText.hasPrefix("V:") {
      return visualFormat(equationText, superview: superview, make)
    }
    guard var equation = equation(equationText, superview: isAutoresizing ? superview : nil, make) else {
      return nil
    }
    if let name {
      equation.name = name
      equation.nameRange = make.range
    }
    return [make.statement(.constraint(equation))]
  }

  /// The equation and the superview `names:` gives, from `… (active, names: '|':UIView:0x…)>`.
  static func splitTail(_ text: String) -> (String, String?) {
    var equation = text
    var superview: String? = nil
    if let names = text.range(of: "names: ", options: .caseInsensitive),
      let bar = text[names.upperBound...].range(of: "'|':")
    {
      let after = text[bar.upperBound...]
      superview = String(after.prefix { $0 != " " && $0 != ")" && $0 != "," })
    }
    // The description ends at its state `   (active…)` or, without one, at its closing `>`
    // (the last one: `>=` is a relation).
    if let r = equation.range(of: "  (") {
      equation = String(equation[..<r.lowerBound])
    } else if let r = equation.range(of: ">", options: .backwards) {
      equation = String(equation[..<r.lowerBound])
    }
    return (equation.trimmingCharacters(in: .whitespaces), superview)
  }

  /// `A.attr REL B.attr * m + c` (also `priority:750`, `@750`) as a LayoutLab equation. An
  /// autoresizing constraint's `superview` (its `'|'`) is what its positions are measured
  /// from: `minX == 0` is the view's left on its superview's, and the view is made inside it.
  mutating func equation(_ text: String, superview: String? = nil, _ make: StatementMaker)
    -> EquationStatement?
  {
    let s = Array(text)
    guard let (first, afterFirst) = view(in: s, at: 0), afterFirst < s.count, s[afterFirst] == "." else {
      return nil
    }
    var i = afterFirst + 1
    let attrStart = i
    while i < s.count, s[i].isLetter { i += 1 }
    let firstAttribute = Self.attribute(String(s[attrStart..<i]))
    let rest = String(s[i...]).trimmingCharacters(in: .whitespaces)
    let relation = [EquationStatement.Relation.equal, .greaterThanOrEqual, .lessThanOrEqual].first {
      rest.hasPrefix($0.rawValue)
    }
    guard let relation else { return nil }
    // UIKit prints a negative constant alone with a space: `width == - 16`.
    var right = rest.dropFirst(2).trimmingCharacters(in: .whitespaces)
    if right.hasPrefix("- "), right.dropFirst(2).first?.isNumber == true { right = "-" + right.dropFirst(2) }
    let rhs = Array(right)
    var second: String? = nil
    var constant: Double? = nil
    var tail = String(rhs)
    if let (name, afterSecond) = view(in: rhs, at: 0), afterSecond < rhs.count, rhs[afterSecond] == "." {
      var j = afterSecond + 1
      let start = j
      while j < rhs.count, rhs[j].isLetter { j += 1 }
      second = "\(name).\(Self.attribute(String(rhs[start..<j])))"
      tail = String(rhs[j...])
    } else {
      // A constant alone: the number, then what follows it. An autoresizing constraint's
      // position is its superview's plus the constant.
      let number = tail.prefix { $0.isNumber || $0 == "." || $0 == "-" }
      guard let value = Double(number) else { return nil }
      let isPosition = !["width", "height"].contains(firstAttribute)
      if isPosition, let superview, let parent = view(in: Array(superview), at: 0)?.name {
        setSuperview(of: first, to: parent)
        second = "\(parent).\(firstAttribute)"
      }
      constant = value
      tail = String(tail.dropFirst(number.count))
    }
    // ` * 0.5 + 8`, ` - 16`, ` priority:750` / ` @750`.
    var multiplier = 1.0
    var priority: Double? = nil
    let words = tail.split(separator: " ").map(String.init)
    var k = 0
    while k < words.count {
      let w = words[k]
      if w == "*" || w == "+" || w == "-", k + 1 < words.count, let n = Double(words[k + 1]) {
        if w == "*" { multiplier *= n } else { constant = (constant ?? 0) + (w == "-" ? -n : n) }
        k += 2
        continue
      }
      if w.hasPrefix("priority:"), let p = Double(w.dropFirst(9)) { priority = p.sixDigits }
      if w.hasPrefix("@"), let p = Double(w.dropFirst()) { priority = p.sixDigits }
      k += 1
    }
    if second == nil {
      constant = (constant ?? 0) * multiplier
      multiplier = 1
    }
    return EquationStatement(
      first: make.path("\(first).\(firstAttribute)"), relation: relation, relationRange: make.range,
      second: second.map(make.path), multiplier: multiplier,
      constant: constant.map { make.located(.number($0)) }, priority: priority, name: nil)
  }

  mutating func setSuperview(of name: String, to parent: String) {
    guard name != parent, let address = views.first(where: { $0.value.name == name })?.key else { return }
    views[address]?.superview = parent
  }

  /// UIKit's printed attributes (`minX`, `maxY` from autoresizing, `leadingMargin`…).
  static func attribute(_ a: String) -> String {
    switch a {
    case "minX": "left"
    case "maxX": "right"
    case "minY": "top"
    case "maxY": "bottom"
    case "midX": "centerX"
    case "midY": "centerY"
    default: a
    }
  }

  /// `H:|-(16)-[UILabel:0x…]`, `H:[A]-(8)-[B]`, `V:[UIView:0x…(44)]`, `H:[A]-(>=8)-|`.
  mutating func visualFormat(_ text: String, superview: String?, _ make: StatementMaker) -> [Statement]? {
    let horizontal = text.hasPrefix("H:")
    let (before, after, size) = horizontal ? ("leading", "trailing", "width") : ("top", "bottom", "height")
    let s = Array(text.dropFirst(2))
    var parent: String? = nil
    if let superview {
      let chars = Array(superview)
      parent = view(in: chars, at: 0)?.name
    }
    var out: [Statement] = []
    /// `FIRST REL SECOND + CONSTANT`, or `FIRST REL CONSTANT [@P]` without a second.
    func add(
      _ first: String, _ relation: String, _ second: String?, _ constant: String, priority: String? = nil
    ) {
      out.append(
        make.statement(
          .constraint(
            EquationStatement(
              first: make.path(first), relation: EquationStatement.Relation(rawValue: relation) ?? .equal,
              relationRange: make.range, second: second.map(make.path), multiplier: 1,
              constant: make.located(.stored(constant)), priority: priority.flatMap(Double.init), name: nil)))
      )
    }
    var i = 0
    var previous: String? = nil  // `|` or a view name
    var gap: (String, String)? = nil  // relation and constant
    while i < s.count {
      switch s[i] {
      case "|":
        if let p = parent, let g = gap, let prev = previous, prev != "|" {
          add("\(p).\(after)", g.0, "\(prev).\(after)", g.1)
        }
        previous = "|"
        gap = nil
        i += 1
      case "-":
        i += 1
        if i < s.count, s[i] == "(" {
          let p = Self.predicate(s, at: i)
          gap = (p.relation, p.value)
          i = p.end
          if i < s.count, s[i] == "-" { i += 1 }
        } else {
          gap = ("==", "8")
          if i < s.count, s[i] == "-" { i += 1 }
        }
      case "[":
        guard let (name, end) = view(in: s, at: i + 1) else { return nil }
        i = end
        if i < s.count, s[i] == "(" {
          let p = Self.predicate(s, at: i)
          add("\(name).\(size)", p.relation, nil, p.value, priority: p.priority)
          i = p.end
        }
        if i < s.count, s[i] == "]" { i += 1 }
        if let prev = previous {
          let g = gap ?? ("==", "0")
          if prev == "|", let p = parent {
            if let v = views.first(where: { $0.value.name == name })?.key { views[v]?.superview = p }
            add("\(name).\(before)", g.0, "\(p).\(before)", g.1)
          } else if prev != "|" {
            add("\(name).\(before)", g.0, "\(prev).\(after)", g.1)
          }
        }
        previous = name
        gap = nil
      default:
        i += 1
      }
    }
    return out.isEmpty ? nil : out
  }

  /// The text in single quotes at `s[start]` (a label's text, an identifier) and the index
  /// after the closing quote; nil when no quote opens there.
  static func quoted(_ s: [Character], at start: Int) -> (String, Int)? {
    guard start < s.count, s[start] == "'" else { return nil }
    var k = start + 1
    while k < s.count, s[k] != "'" { k += 1 }
    return (String(s[(start + 1)..<min(k, s.count)]), min(k + 1, s.count))
  }

  /// A VFL predicate at `s[start] == "("`: `(>=8@750)` → (">=", "8", "750"), and the index
  /// after its `)`.
  static func predicate(_ s: [Character], at start: Int) -> (
    relation: String, value: String, priority: String?, end: Int
  ) {
    var k = start + 1
    while k < s.count, s[k] != ")" { k += 1 }
    var inner = String(s[(start + 1)..<min(k, s.count)])
    var relation = "=="
    for r in [">=", "<="] where inner.hasPrefix(r) {
      relation = r
      inner = String(inner.dropFirst(2))
    }
    let parts = inner.split(separator: "@").map(String.init)
    return (relation, parts.first ?? "0", parts.dropFirst().first, k + 1)
  }

  /// `UILabel:0x…'Hi'.width == 12 Hug:250 CompressionResistance:750`: the intrinsic size.
  mutating func contentSize(_ text: String, _ make: StatementMaker) -> [Statement]? {
    let s = Array(text)
    guard let (name, end) = view(in: s, at: 0), end < s.count, s[end] == "." else { return nil }
    let rest = String(s[(end + 1)...])
    let words = rest.split(separator: " ").map(String.init)
    guard words.count >= 3, let value = Double(words[2]) else { return nil }
    let axis = words[0] == "width" ? "h" : "v"
    var out = [
      make.set("\(name).intrinsic", axis == "h" ? .size(value.sixDigits, nil) : .size(nil, value.sixDigits))
    ]
    for w in words.dropFirst(3) {
      if w.hasPrefix("Hug:") {
        out.append(make.set("\(name).hugging.\(axis)", .stored(String(w.dropFirst(4)))))
      }
      if w.hasPrefix("CompressionResistance:") {
        out.append(make.set("\(name).compression.\(axis)", .stored(String(w.dropFirst(22)))))
      }
    }
    return out
  }

  /// The statements that make the views: superviews before their subviews.
  func viewStatements() -> [Statement] {
    var out: [Statement] = []
    var made = Set<String>()
    func make(_ address: String) {
      guard let v = views[address], !made.contains(address) else { return }
      if let parent = v.superview, let pa = views.first(where: { $0.value.name == parent })?.key { make(pa) }
      made.insert(address)
      out.append(
        StatementMaker(range: v.firstNamed).add(
          v.kind.rawValue, v.name, text: v.kind.hasText ? v.text : nil, to: v.superview,
          v.className != v.kind.uikitClass ? [PropertySetting("class", .string(v.className))] : []))
    }
    for address in order { make(address) }
    return out
  }
}
