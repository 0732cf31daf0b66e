import AutoLayout
import LabLanguage
import LabRender

/// `expect …`: each checks the solved layout now; a failure says what was found and is kept,
/// with what would make it hold, for `layoutlab test`.
extension Session {
  func expect(_ expectation: Expectation, statement: Statement, file: String, source: String) {
    outcome.checkedExpectations += 1
    engine.layout()
    var failure: String? = nil
    do {
      failure = try check(expectation)
    } catch {
      report(error, file: file, source: source)
      return
    }
    guard let failure else { return }
    outcome.failedExpectations += 1
    let r = statement.range.start
    display.complain("\(file):\(r.line):\(r.column): expectation failed: \(failure)")
    outcome.expectationFailures.append(
      ExpectationFailure(
        file: file, line: r.line, column: r.column, message: failure, actual: actualValue(of: expectation),
        frames: namedViews(of: expectation).map { ($0, engine.frame(of: $0)) }.map {
          "\(engine.name(of: $0.0))  \($0.1)"
        }))
  }

  /// What an expectation would need to hold now: the frame's four numbers, an anchor's value,
  /// a count, or a text; nil for those that have no value to write (ambiguity, broken).
  func actualValue(of expectation: Expectation) -> ExpectationFailure.Actual? {
    switch expectation {
    case .frame(let path, _):
      guard let id = try? resolveItem(path, scope: nil) else { return nil }
      let f = engine.frame(of: id)
      return .numbers([f.x, f.y, f.width, f.height])
    case .value(let path, _, _):
      guard let item = try? resolveItem(path.dropLast, scope: nil) else { return nil }
      switch path.last {
      case "x": return .numbers([engine.frame(of: item).x])
      case "y": return .numbers([engine.frame(of: item).y])
      default:
        return (try? anchor(path, scope: nil, relativeTo: nil)).map {
          .numbers([engine.displayedValue(of: $0)])
        }
      }
    case .text(let path, _): return (try? resolveItem(path, scope: nil)).map { .text(engine.text(of: $0)) }
    case .conflicts: return .numbers([Double(engine.brokenConstraints.count)])
    case .misplaced: return .numbers([Double(misplacedViews().count)])
    case .reports: return .numbers([Double(outcome.printedReports)])
    case .ambiguous, .broken, .noClipping, .noOverlap, .notTruncated, .onscreen: return nil
    }
  }

  /// The views an expectation names, for the frame diff a test report prints.
  func namedViews(of expectation: Expectation) -> [ItemID] {
    let path: Path? =
      switch expectation {
      case .frame(let p, _), .text(let p, _): p
      case .value(let p, _, _): p.dropLast
      case .ambiguous(_, let p, _): p
      default: nil
      }
    return path.flatMap { try? resolveItem($0, scope: nil) }.map { [$0] } ?? []
  }

  /// Nil when the expectation holds; otherwise what was found.
  func check(_ expectation: Expectation) throws(Diagnostic) -> String? {
    let tolerance = 0.01
    switch expectation {
    case .frame(let path, let numbers):
      let f = engine.frame(of: try resolveItem(path, scope: nil))
      let values = [f.x, f.y, f.width, f.height]
      guard zip(values, numbers).contains(where: { abs($0 - $1) > tolerance }) else { return nil }
      return
        "\(path).frame is \(f), "
        + "expected \(Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))"
    case .value(let path, let relation, let expected):
      let actual: Double
      let item = try resolveItem(path.dropLast, scope: nil)
      switch path.last {
      case "x": actual = engine.frame(of: item).x
      case "y": actual = engine.frame(of: item).y
      default:
        // Naming a guide's anchor may make the guide (`root.safeArea`): solve before reading.
        let a = try anchor(path, scope: nil, relativeTo: nil)
        engine.layout()
        actual = engine.displayedValue(of: a)
      }
      let holds: Bool =
        switch relation {
        case .equal: abs(actual - expected) <= tolerance
        case .greaterThanOrEqual: actual >= expected - tolerance
        case .lessThanOrEqual: actual <= expected + tolerance
        }
      return holds ? nil : "\(path) is \(actual.compact), expected \(relation.rawValue) \(expected.compact)"
    case .text(let path, let expected):
      let actual = engine.text(of: try resolveItem(path, scope: nil))
      return actual == expected ? nil : "\(path).text is \"\(actual)\", expected \"\(expected)\""
    case .ambiguous(let negated, let path, let axis):
      let items: [ItemID]
      if let path {
        items = [try resolveItem(path, scope: nil)]
      } else {
        items = engine.itemsInTreeOrder().filter { engine.kind(of: $0).isView }
      }
      let ambiguous = items.filter { id in
        let axes = engine.ambiguousAxes(of: id)
        return axis.map { a in axes.contains { $0.rawValue == a } } ?? !axes.isEmpty
      }
      if negated {
        return ambiguous.isEmpty
          ? nil : "ambiguous: " + ambiguous.map { engine.name(of: $0) }.joined(separator: ", ")
      }
      return ambiguous.isEmpty ? "\(path?.description ?? "the layout") is not ambiguous" : nil
    case .conflicts(let n):
      let count = engine.brokenConstraints.count
      return count == n ? nil : "\(count) broken constraint\(count == 1 ? "" : "s"), expected \(n)"
    case .broken(let path):
      let id = try resolveConstraint(path)
      return engine.isBroken(id) ? nil : "\(path) is not broken"
    case .reports(let n):
      let reports = outcome.printedReports
      let printed = "\(reports) conflict report\(reports == 1 ? "" : "s") printed"
      return reports == n ? nil : "\(printed), expected \(n)"
    case .noClipping:
      let found = engine.lint().filter { $0.kind == .clipped }
      return found.isEmpty ? nil : found.map(\.detail).joined(separator: "; ")
    case .noOverlap:
      let found = engine.lint().filter { $0.kind == .overlap }
      return found.isEmpty ? nil : found.map(\.detail).joined(separator: "; ")
    case .notTruncated(let path):
      let id = try resolveItem(path, scope: nil)
      let found = engine.lint().filter { $0.kind == .truncated && $0.views == [id] }
      return found.first?.detail
    case .onscreen(let path):
      let id = try resolveItem(path, scope: nil)
      let found = engine.lint().filter { ($0.kind == .offscreen || $0.kind == .clipped) && $0.views == [id] }
      return found.isEmpty ? nil : found.map(\.detail).joined(separator: "; ")
    case .misplaced(let n):
      let misplaced = misplacedViews()
      return misplaced.count == n
        ? nil : "\(misplaced.count) misplaced view\(misplaced.count == 1 ? "" : "s"), expected \(n)"
    }
  }
}
