/// Writes a statement back as LayoutLab source that parses to the same statement. Front ends
/// that build statements from something other than LayoutLab text (Swift source) keep this
/// text in the history, so that `save`, `export script` and undo read as if it had been typed.
extension Statement {
  public var labSource: String { kind.labSource }
}

extension StatementKind {
  public var labSource: String {
    switch self {
    case .add(let add): return add.labSource
    case .remove(let path): return "remove \(path)"
    case .move(let path, let parent, let index):
      return "move \(path) to \(parent)" + (index.map { " at \($0)" } ?? "")
    case .rename(let path, let name): return "rename \(path) to \(name)"
    case .set(let path, let value): return "set \(path) = \(value.value.labSource)"
    case .constraint(let equation): return equation.labSource
    case .activate(let path): return "activate \(path)"
    case .deactivate(let path): return "deactivate \(path)"
    case .device(let name, let orientation): return "device \(name)" + (orientation.map { " \($0)" } ?? "")
    case .layout(let path, let options): return "layout \(path) " + Value.list(options.map(\.value)).labSource
    case .getLaid(let statement): return statement.labSource
    case .swift(let fragment): return fragment.text
    case .snapKit(let statement): return statement.labSource
    case .snapKitConstraintCall(let call):
      return "\(call.constraint).\(call.method)(\(call.arguments.map(\.labSource).joined(separator: ", ")))"
    case .vfl(let statement): return statement.labSource
    case .command(let name, let arguments):
      return ([name.rawValue] + arguments.map { $0.value.labSource }).joined(separator: " ")
    case .expect(let expectation): return "expect " + expectation.labSource
    case .define(let definition): return definition.labSource
    case .model(let name, let entries):
      return "model \(name) { "
        + entries.map { "\($0.key) = \($0.value.value.labSource)" }.joined(separator: "; ")
        + " }"
    case .settings(let key, let value): return "settings \(key) = \(value.value.labSource)"
    }
  }
}

extension AddStatement {
  var labSource: String {
    var text = "add \(kind)"
    if !kindArguments.isEmpty {
      let arguments = kindArguments.map { Argument(label: $0.label, value: $0.value.value).labSource }
      text += "(" + arguments.joined(separator: ", ") + ")"
    }
    text += " \(name)"
    if let value = self.text { text += " " + value.value.labSource }
    if let parent { text += " to \(parent)" }
    if let index { text += " at \(index)" }
    if asSubview { text += " as subview" }
    if !options.isEmpty { text += " " + Value.list(options.map(\.value)).labSource }
    if !configuration.isEmpty {
      // Inside the block a property is written as typed there: `{ font = .body }`.
      let written = configuration.map { statement in
        if case .set(let path, let value) = statement.kind { return "\(path) = \(value.value.labSource)" }
        return statement.labSource
      }
      text += " { " + written.joined(separator: "; ") + " }"
    }
    return text
  }
}

extension EquationStatement {
  var labSource: String {
    var text = "\(first) \(relation.rawValue)"
    if let second {
      text += " \(second)"
      if multiplier != 1 { text += " * \(multiplier.literal)" }
      if let constant { text += constant.value.signedTerm }
    } else if let constant {
      text += " " + constant.value.labSource
    } else {
      text += " 0"
    }
    if let priority { text += " @\(priority.literal)" }
    if let name { text += " as \(name)" }
    return text
  }
}

extension GetLaidStatement {
  var labSource: String {
    let target: String
    switch self.target {
    case .constant(let n): target = n.literal
    case .size(let w, let h): target = "(\(w.literal), \(h.literal))"
    case .chain(let links): target = links.map(\.labSource).joined(separator: ".")
    }
    return "\(source) >> \(target)"
  }
}

extension SnapKitStatement {
  var labSource: String {
    if method == "removeConstraints" { return "\(view).snp.removeConstraints()" }
    let lines = self.lines.map { line in
      let chain = "make." + line.links.map(\.labSource).joined(separator: ".")
      guard let kept = line.kept else { return chain }
      return "\(kept) = \(chain).constraint"
    }
    return "\(view).snp.\(method) { make in\n  " + lines.joined(separator: "\n  ") + "\n}"
  }
}

extension ChainLink {
  var labSource: String {
    guard let arguments else { return name }
    return name + "(" + arguments.map(\.labSource).joined(separator: ", ") + ")"
  }
}

extension VFLStatement {
  var labSource: String {
    var source = "vfl " + labStringLiteral(self.text)
    if let align { source += " align \(align)" }
    if !metrics.isEmpty {
      let written = metrics.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.literal)" }
      source += " metrics " + written.joined(separator: " ")
    }
    if let name { source += " as \(name)" }
    return source
  }
}

extension ComponentDefinition {
  var labSource: String {
    var text = "define " + (base == .view ? "" : base.rawValue + " ") + name
    if !parameters.isEmpty {
      let written = parameters.map { p in p.name + (p.defaultValue.map { " = " + $0.value.labSource } ?? "") }
      text += "(" + written.joined(separator: ", ") + ")"
    }
    let lines = body.flatMap { $0.labSource.split(separator: "\n", omittingEmptySubsequences: false) }
    return text + " {\n" + lines.map { "  " + $0 }.joined(separator: "\n") + "\n}"
  }
}

extension Expectation {
  var labSource: String {
    switch self {
    case .frame(let path, let numbers):
      return "\(path).frame == (" + numbers.map(\.literal).joined(separator: ", ") + ")"
    case .value(let path, let relation, let n): return "\(path) \(relation.rawValue) \(n.literal)"
    case .text(let path, let text): return "\(path).text == \(labStringLiteral(text))"
    case .ambiguous(let negated, let path, let axis):
      return (negated ? "not " : "") + "ambiguous" + (path.map { " \($0)" } ?? "")
        + (axis.map { " \($0)" } ?? "")
    case .conflicts(let n): return "conflicts == \(n)"
    case .reports(let n): return "reports == \(n)"
    case .broken(let path): return "broken \(path)"
    case .misplaced(let n): return "misplaced == \(n)"
    case .noClipping: return "no clipping"
    case .noOverlap: return "no overlap"
    case .notTruncated(let path): return "not truncated \(path)"
    case .onscreen(let path): return "onscreen \(path)"
    }
  }
}

extension Argument {
  var labSource: String { (label.map { "\($0): " } ?? "") + value.labSource }
}

extension Value {
  /// The value as a LayoutLab literal.
  public var labSource: String {
    switch self {
    case .number(let n): return n.literal
    case .string(let s): return labStringLiteral(s)
    case .bool(let b): return b ? "true" : "false"
    case .size(let w, let h): return (w.map(\.literal) ?? "-") + "x" + (h.map(\.literal) ?? "-")
    case .insets(let a, let b, let c, let d):
      return "(" + [a, b, c, d].map(\.literal).joined(separator: ", ") + ")"
    case .enumCase(let name): return "." + name
    case .call(let name, let arguments):
      // A type's initialiser (`CGSize(width:height:)`) is written without the dot.
      let dot = name.first?.isUppercase == true ? "" : "."
      return dot + name + "(" + arguments.map(\.labSource).joined(separator: ", ") + ")"
    case .name(let path): return path.description
    case .list(let items): return "[" + items.map(\.labSource).joined(separator: ", ") + "]"
    case .modelValue(let name): return "$" + name
    case .arithmetic(let arithmetic): return arithmetic.written
    case .color(let hex): return "#" + hex
    case .priority(let p): return "@" + p.literal
    case .none: return "none"
    }
  }

  /// ` + 8`, ` - 8`, ` + $movie.gap * 2`: the constant term after a constraint's second item.
  var signedTerm: String {
    switch self {
    case .number(let n) where n < 0: return " - " + (-n).literal
    case .arithmetic(.negated(let inner)): return " - (" + inner.written + ")"
    case .enumCase("system"): return " + system"
    default: return " + " + labSource
    }
  }
}

extension Double {
  /// `12`, `0.5`, `-8`: as Swift and the lexer write a number, shortest first.
  var literal: String {
    self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}
