import LabLanguage
import SwiftSyntax

/// Conditions the reading can decide: `if`, `guard` and `switch` over values known when the
/// code is read (`#available`, known Booleans, optionals known to hold a value or nil, an
/// index path a data source is asked about).
extension BodyReader {
  /// An `if` whose condition is known when the code is read: `#available` (true: LayoutLab
  /// models a current iOS), a known Boolean, or `if let x = y` where `y` is known to be nil or
  /// a value. Gives false when the condition is not known.
  func readIf(_ conditional: IfExprSyntax) -> Bool {
    var bindings: [String: SwiftValue] = [:]
    for condition in conditional.conditions {
      switch condition.condition {
      case .availability: continue
      case .expression(let e):
        guard case .bool(let b) = value(e) else { return false }
        if !b { return readElse(conditional) }
      case .optionalBinding(let binding):
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          return false
        }
        let bound = binding.initializer.map { value($0.value) } ?? lookup(name) ?? .unknown
        switch bound {
        case .unknown: return false
        case .nilValue: return readElse(conditional)
        default: bindings[name] = bound
        }
      default: return false
      }
    }
    scopes.append(bindings)
    read(conditional.body.statements)
    scopes.removeLast()
    return true
  }

  func readElse(_ conditional: IfExprSyntax) -> Bool {
    switch conditional.elseBody {
    case .codeBlock(let block)?:
      scopes.append([:])
      read(block.statements)
      scopes.removeLast()
    case .ifExpr(let next)?:
      if !readIf(next) { return false }
    case nil: break
    }
    return true
  }

  /// `guard let cell = … as? PhotoCell else { … }`: the names it binds stay bound after it.
  /// A value known to be nil (or a false condition) runs the `else` body, which leaves the
  /// body being read; a condition known only when the app runs is taken to hold, with a note.
  func readGuard(_ check: GuardStmtSyntax) {
    for condition in check.conditions {
      switch condition.condition {
      case .availability: continue
      case .expression(let e):
        switch value(e) {
        case .bool(true): continue
        case .bool(false):
          leaveThroughElse(check)
          return
        default:
          note("a condition known only when the app runs: taken to hold", e)
        }
      case .optionalBinding(let binding):
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        let bound = binding.initializer.map { value($0.value) } ?? lookup(name) ?? .unknown
        switch bound {
        case .nilValue:
          leaveThroughElse(check)
          return
        case .unknown:
          note("a value known only when the app runs: taken to be there", binding)
          bind(name, .unknown)
        default:
          bind(name, bound)
        }
      default:
        note("a condition known only when the app runs: taken to hold", condition)
      }
    }
  }

  /// A `guard`'s `else` body runs and leaves the body being read, whatever it returns.
  func leaveThroughElse(_ check: GuardStmtSyntax) {
    scopes.append([:])
    read(check.body.statements)
    scopes.removeLast()
    if returned == nil { returned = .unknown }
  }

  /// `switch indexPath.section { case 0: … default: … }` over a value known when the code is
  /// read: the matching case runs. Gives false when the subject is not known.
  func readSwitch(_ choice: SwitchExprSyntax) -> Bool {
    let subject = value(choice.subject)
    guard subject.isComparable else { return false }
    let cases = choice.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
    // The first case that matches, else `default`.
    let matching = cases.first { switchCase in
      guard case .case(let label) = switchCase.label else { return false }
      return label.caseItems.contains { item in
        guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self) else {
          return false
        }
        return value(pattern.expression).sameValue(as: subject)
      }
    }
    let fallback = cases.first { if case .default = $0.label { true } else { false } }
    guard let chosen = matching ?? fallback else { return true }
    scopes.append([:])
    read(chosen.statements)
    scopes.removeLast()
    return true
  }
}

extension SwiftValue {
  /// A value a `switch` can compare: a number, a text, a Boolean or an enumeration case.
  var isComparable: Bool {
    switch self {
    case .number, .string, .bool, .lab(.enumCase), .lab(.number): true
    default: false
    }
  }

  func sameValue(as other: SwiftValue) -> Bool {
    if let a = number, let b = other.number { return a == b }
    switch (self, other) {
    case (.string(let a), .string(let b)): return a == b
    case (.bool(let a), .bool(let b)): return a == b
    case (.lab(.enumCase(let a)), .lab(.enumCase(let b))): return a == b
    default: return false
    }
  }
}
