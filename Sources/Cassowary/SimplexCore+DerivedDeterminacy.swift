/// Whether derived variables are determined, answered from their definitions.
///
/// The general test (`isDetermined(_ terms:)`) expands a derived variable's definition down to
/// parametric symbols. In a stack the i-th view's position is defined by the (i−1)-th's, so
/// that expansion costs O(i), and asking for every view (an export, the ambiguity report)
/// costs O(n²), which dominates a long column's `export json` (docs/engine.md, "Performance").
///
/// A definition `x = Σ cⱼ·tⱼ (+ its dummy marker, always 0)` gives the answer from its terms:
/// - every term determined: x is a sum of values fixed in every optimal solution;
/// - exactly one term not determined: its row holds a symbol that moves without cost and that
///   no other term's row holds (those pass the test), so the symbol stays in x's row: not
///   determined, as the general test would say;
/// - two or more not determined: they might cancel, so the general test decides.
/// Answers are remembered for one `PrioritySolver.generation` (no change to the tableau in
/// between), and a chain is answered in creation order, each link once.
extension SimplexCore {
  mutating func isDetermined(_ variable: Int32, generation: Int) -> Bool {
    let root = symbolOfVariable[Int(variable)]
    guard root != noSymbol, isDerived(root) else { return isDetermined(variable) }
    if determinacyGeneration != generation {
      determinacyMemo.removeAll(keepingCapacity: true)
      determinacyGeneration = generation
    }
    if determinacyMemo.count < kinds.count {
      determinacyMemo.append(contentsOf: repeatElement(.unknown, count: kinds.count - determinacyMemo.count))
    }
    // The derived symbols the answer rests on that are not known yet.
    var pending: [SymbolID] = [root]
    var order: [SymbolID] = []
    while let s = pending.popLast() {
      guard determinacyMemo[Int(s)] == .unknown else { continue }
      determinacyMemo[Int(s)] = .queued
      order.append(s)
      for cell in definitions[Int(definitionOfSymbol[Int(s)])].row.cells
      where isDerived(cell.symbol) && determinacyMemo[Int(cell.symbol)] == .unknown {
        pending.append(cell.symbol)
      }
    }
    // A definition reads only variables derived before it: creation order answers each
    // link's terms before the link.
    order.sort {
      definitions[Int(definitionOfSymbol[Int($0)])].sequence
        < definitions[Int(definitionOfSymbol[Int($1)])].sequence
    }
    for s in order {
      var undetermined = 0
      for cell in definitions[Int(definitionOfSymbol[Int(s)])].row.cells where !nearZero(cell.coefficient) {
        switch kinds[Int(cell.symbol)] {
        case .dummy: continue
        case .external:
          let known =
            isDerived(cell.symbol)
            ? determinacyMemo[Int(cell.symbol)] == .determined
            : isDetermined(variableOfSymbol[Int(cell.symbol)])
          if !known { undetermined += 1 }
        case .slack, .error: undetermined += 2  // not a variable's term: the general test decides
        }
      }
      let determined =
        switch undetermined {
        case 0: true
        case 1: false
        default: isDetermined([(variableOfSymbol[Int(s)], 1)])
        }
      determinacyMemo[Int(s)] = determined ? .determined : .undetermined
    }
    return determinacyMemo[Int(root)] == .determined
  }
}

/// What `isDetermined(_:generation:)` knows of a derived symbol.
enum Determinacy: UInt8 {
  case unknown, queued, determined, undetermined
}
