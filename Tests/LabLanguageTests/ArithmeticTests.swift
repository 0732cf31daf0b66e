import Foundation
import TestSupport
import Testing

@testable import LabLanguage

/// Constants evaluate as Swift evaluates them (issue 36, item 1). Before, `box.width == 44 * 2`
/// read 44 as a multiplier of nothing and gave width 2; `2 * 44` gave 44; `1e308 * 10` gave 10;
/// `5 + 5` and `root.width / 2` were refused.
@Suite struct ArithmeticTests {
  func equation(_ source: String) throws -> EquationStatement {
    guard case .constraint(let e) = try Parser.parse(source).first?.kind else {
      throw Diagnostic(
        "not a constraint: \(source)", at: SourceRange(.init(line: 1, column: 1), .init(line: 1, column: 1)))
    }
    return e
  }

  @Test func aProductOfNumbersIsTheConstant() throws {
    // 44 * 2 = 88, and 2 * 44 = 88: no attribute, so no multiplier.
    for source in ["box.width == 44 * 2", "box.width == 2 * 44"] {
      let e = try equation(source)
      #expect(e.second == nil && e.multiplier == 1 && e.constant?.value == .number(88), "\(source)")
    }
  }

  @Test func aSumOfNumbersIsTheConstant() throws {
    // 5 + 5 = 10; 30 - 4 * 2 = 22 (`*` first, as in Swift); (30 - 4) * 2 = 52; -(8 + 4) = -12.
    #expect(try equation("box.width == 5 + 5").constant?.value == .number(10))
    #expect(try equation("box.width == 30 - 4 * 2").constant?.value == .number(22))
    #expect(try equation("box.width == (30 - 4) * 2").constant?.value == .number(52))
    #expect(try equation("box.top == root.top - (8 + 4)").constant?.value == .number(-12))
  }

  @Test func dividingAnAttributeIsAMultiplier() throws {
    // root.width / 2 is NSLayoutConstraint's multiplier 0.5, constant 0.
    let half = try equation("box.width == root.width / 2")
    #expect(half.second?.description == "root.width" && half.multiplier == 0.5 && half.constant == nil)
    // (root.width - 32) / 2 = 0.5 * root.width - 16.
    let inset = try equation("box.width == (root.width - 32) / 2")
    #expect(inset.multiplier == 0.5 && inset.constant?.value == .number(-16))
    // 2 * (card.height + 4) - 1 = 2 * card.height + 7.
    let doubled = try equation("box.height == 2 * (card.height + 4) - 1")
    #expect(doubled.multiplier == 2 && doubled.constant?.value == .number(7))
    // -card.width is a multiplier of -1.
    #expect(try equation("box.width == -card.width").multiplier == -1)
  }

  @Test func anOverflowIsRefusedInUIKitsWords() {
    // 1e308 * 10 is +infinity in Swift; NSLayoutConstraint refuses a constant that is not finite.
    #expect(throws: Diagnostic.self) { try equation("box.width == 1e308 * 10") }
    do {
      _ = try equation("box.width == 1e308 * 10")
    } catch let error as Diagnostic {
      #expect(error.message.hasPrefix("Constant is not finite! That's illegal."))
      #expect(error.range.start.column == 14)
    } catch {
      Issue.record("\(error)")
    }
    // A literal past Double's range is refused by the lexer, so no later conversion traps.
    #expect(throws: Diagnostic.self) { try Parser.parse("expect conflicts == 1e309") }
    #expect(throws: Diagnostic.self) { try Parser.parse("undo 1e309") }
  }

  @Test func aWholeNumberPastItsLimitIsRefusedNotConverted() {
    // `Int(1e300)` traps; the parser refuses it first.
    #expect(throws: Diagnostic.self) { try Parser.parse("expect conflicts == 1e300") }
  }

  @Test func whatNSLayoutConstraintCannotSayIsRefused() {
    #expect(throws: Diagnostic.self) { try equation("a.width == b.width * c.width") }
    #expect(throws: Diagnostic.self) { try equation("a.width == b.width + c.width") }
    #expect(throws: Diagnostic.self) { try equation("a.width == 100 / b.width") }
    #expect(throws: Diagnostic.self) { try equation("a.width == b.width / 0") }
    // A model value can change; a multiplier cannot.
    #expect(throws: Diagnostic.self) { try equation("a.width == b.width * $m.ratio") }
  }

  @Test func aModelValueInArithmeticStaysAnExpression() throws {
    let e = try equation("a.leading == b.trailing + $m.gap * 2 + 4")
    guard case .arithmetic(let expression)? = e.constant?.value else {
      Issue.record("not an expression: \(String(describing: e.constant))")
      return
    }
    #expect(expression.written == "$m.gap * 2 + 4")
  }

  @Test func aValueAfterEqualsIsArithmeticToo() throws {
    guard case .set(_, let value) = try Parser.parse("set c1.constant = (8 + 4) * 2").first?.kind else {
      Issue.record("not an assignment")
      return
    }
    #expect(value.value == .number(24))
    guard case .set(_, let insets) = try Parser.parse("set a.margins = (8 * 2, 4, -2 + 10, 4)").first?.kind
    else {
      Issue.record("not an assignment")
      return
    }
    #expect(insets.value == .insets(16, 4, 8, 4))
  }

  // MARK: - Against Swift itself

  /// A random expression over small literals, written with random parentheses.
  static func randomExpression(_ random: inout SeededRandom, depth: Int) -> String {
    let literals = ["1", "2", "3", "4", "7", "8", "12", "16", "44", "0.5", "2.25", "1e3", "100", "0"]
    if depth == 0 || Int.random(in: 0..<4, using: &random) == 0 {
      let literal = literals[Int.random(in: 0..<literals.count, using: &random)]
      return Bool.random(using: &random) && literal != "0" && depth > 0 ? "-" + literal : literal
    }
    let op = ["+", "-", "*", "/"][Int.random(in: 0..<4, using: &random)]
    let a = randomExpression(&random, depth: depth - 1)
    let b = randomExpression(&random, depth: depth - 1)
    let text = "\(a) \(op) \(b)"
    return Bool.random(using: &random) ? "(\(text))" : text
  }

  /// 300 random expressions, compiled by `swiftc` as `CGFloat`'s stand-in `Double` and printed,
  /// equal LayoutLab's constants bit for bit; where Swift gives infinity or NaN, LayoutLab
  /// refuses the statement. The seed is printed, so a failure replays.
  @Test func randomExpressionsEqualSwiftsOwnEvaluation() throws {
    let seed: UInt64 = 36_001
    print("ArithmeticTests seed \(seed)")
    var random = SeededRandom(seed: seed)
    let expressions = (0..<300).map { _ in Self.randomExpression(&random, depth: 4) }
    let folder = NSTemporaryDirectory() + "layoutlab-arithmetic-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let source = folder + "/main.swift"
    let program = expressions.enumerated().map {
      "let v\($0.offset): Double = \($0.element)\nprint(v\($0.offset))"
    }
    try program.joined(separator: "\n").write(toFile: source, atomically: true, encoding: .utf8)
    let built = ChildProcess.run(["swiftc", "-Onone", "-o", folder + "/main", source], deadline: 300)
    try #require(built.status == 0, "swiftc failed:\n\(built.output)")
    let printed = ChildProcess.run([folder + "/main"], deadline: 30).output.split(separator: "\n").map(
      String.init)
    try #require(printed.count == expressions.count)
    for (expression, swift) in zip(expressions, printed) {
      let expected = Double(swift)!
      if expected.isFinite {
        let e = try equation("box.width == \(expression)")
        #expect(e.constant?.value == .number(expected), "\(expression): Swift gives \(swift)")
      } else {
        #expect(throws: Diagnostic.self, "\(expression): Swift gives \(swift)") {
          try equation("box.width == \(expression)")
        }
      }
    }
  }
}
