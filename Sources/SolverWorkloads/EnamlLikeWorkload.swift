import Cassowary
import Foundation

/// kiwi's own "enaml-like" benchmark, read from the neutral text format of
/// `Tests/Data/EnamlLike/enaml_like.txt` (BSD-licensed: see the LICENSE and README beside it).
///
/// Each line is `<op> <strength> <constant> <coef>*<var> ...`, meaning
/// `sum(coef*var) + constant <op> 0`.
public struct EnamlLikeWorkload: Sendable {
  public struct Line: Sendable {
    public var relation: Relation
    public var strength: Double
    public var constant: Double
    public var terms: [(coefficient: Double, variable: Int)]
  }

  /// Variable names in order of first appearance, `width` and `height` first.
  public private(set) var variableNames: [String] = ["width", "height"]
  public private(set) var lines: [Line] = []

  /// The sizes the resize cycles visit, in order.
  public static let sizes: [(width: Double, height: Double)] = [
    (400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400),
  ]

  public enum ReadError: Error, CustomStringConvertible {
    case malformed(line: Int, text: String)
    public var description: String {
      switch self {
      case .malformed(let line, let text): "enaml_like.txt:\(line): cannot read '\(text)'"
      }
    }
  }

  public init(text: String) throws {
    var index: [String: Int] = ["width": 0, "height": 1]
    let strengths: [String: Double] = [
      "required": Strength.required, "strong": Strength.strong, "medium": Strength.medium,
      "weak": Strength.weak, "mmedium": Strength.create(0, 1, 0, 1.25),
      "smedium": Strength.create(0, 100, 0),
    ]
    for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let text = raw.trimmingCharacters(in: .whitespaces)
      if text.isEmpty || text.hasPrefix("#") { continue }
      let fields = text.split(separator: " ")
      guard fields.count >= 3, let strength = strengths[String(fields[1])],
        let constant = Double(fields[2])
      else { throw ReadError.malformed(line: number + 1, text: text) }
      let relation: Relation
      switch fields[0] {
      case "==": relation = .equal
      case "<=": relation = .lessThanOrEqual
      case ">=": relation = .greaterThanOrEqual
      default: throw ReadError.malformed(line: number + 1, text: text)
      }
      var terms: [(Double, Int)] = []
      for field in fields.dropFirst(3) {
        let parts = field.split(separator: "*", maxSplits: 1)
        guard parts.count == 2, let coefficient = Double(parts[0]) else {
          throw ReadError.malformed(line: number + 1, text: text)
        }
        let name = String(parts[1])
        let v: Int
        if let known = index[name] {
          v = known
        } else {
          v = variableNames.count
          index[name] = v
          variableNames.append(name)
        }
        terms.append((coefficient, v))
      }
      lines.append(Line(relation: relation, strength: strength, constant: constant, terms: terms))
    }
  }

  /// Reads `enaml_like.txt` from `folder` (the repository's `Tests/Data/EnamlLike`).
  public static func load(folder: URL) throws -> EnamlLikeWorkload {
    let url = folder.appendingPathComponent("enaml_like.txt")
    return try EnamlLikeWorkload(text: String(contentsOf: url, encoding: .utf8))
  }

  /// A solver with the workload built: its variables, and the constraints in file order.
  public struct Built {
    public let solver: Solver
    public let variables: [Variable]
    public let constraints: [Constraint]
  }

  /// Edit variables `width` and `height` at strong, then every constraint in file order.
  public func build() throws -> Built {
    let solver = Solver()
    let variables = variableNames.map { solver.makeVariable($0) }
    try solver.addEditVariable(variables[0], strength: Strength.strong)
    try solver.addEditVariable(variables[1], strength: Strength.strong)
    var constraints: [Constraint] = []
    constraints.reserveCapacity(lines.count)
    for line in lines {
      let expression = LinearExpression(
        line.terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: line.constant)
      constraints.append(try solver.addConstraint(expression, line.relation, strength: line.strength))
    }
    return Built(solver: solver, variables: variables, constraints: constraints)
  }

  /// One resize cycle: suggest width and height, update the variables.
  public static func resize(_ built: Built, width: Double, height: Double) throws {
    try built.solver.suggestValue(built.variables[0], width)
    try built.solver.suggestValue(built.variables[1], height)
    built.solver.updateVariables()
  }

  /// Removes every constraint in insertion order, then both edit variables.
  public static func removeAll(_ built: Built) throws {
    for c in built.constraints { try built.solver.removeConstraint(c) }
    try built.solver.removeEditVariable(built.variables[0])
    try built.solver.removeEditVariable(built.variables[1])
  }
}
