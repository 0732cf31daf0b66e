/// Publishing values once derived variables exist (`SimplexCore+Derived.swift`).
///
/// A stack's spacing edit moves every position after the edited view, thousands of them in a large
/// grid, so this runs over flat buffers: each definition's terms are read from `valueTerms` and
/// each symbol's readers from `DerivedUsers`, and the queue is a struct of its own rather than
/// locals captured by nested functions (those were boxed, and every access to them was checked for
/// exclusivity).
extension SimplexCore {
  /// `updateValues` once definitions exist: the tableau's variables first, then the derived
  /// ones whose definitions read a changed value, in creation order (so each is valued after
  /// everything it reads), stopping where a value did not change.
  mutating func updateValuesWithDefinitions() -> [Variable] {
    renumberDefinitionsIfNeeded()
    let words = (symbolOfSequence.count + 63) / 64
    if pendingSequences.count < words {
      pendingSequences.append(contentsOf: repeatElement(0, count: words - pendingSequences.count))
    }
    var pending: [UInt64] = []
    swap(&pending, &pendingSequences)
    defer { swap(&pending, &pendingSequences) }
    var present: [Bool] = []
    swap(&present, &expansionPresent)
    if present.count < kinds.count {
      present.append(contentsOf: repeatElement(false, count: kinds.count - present.count))
    }
    var newValues: [Double] = []
    swap(&newValues, &values)
    defer {
      swap(&newValues, &values)
      swap(&present, &expansionPresent)
    }
    var changed: [Variable] = []
    definitions.withUnsafeBufferPointer { definitions in
      definitionOfSymbol.withUnsafeBufferPointer { definitionOf in
        derivedUsers.first.withUnsafeBufferPointer { firstUser in
          derivedUsers.next.withUnsafeBufferPointer { nextUser in
            derivedUsers.user.withUnsafeBufferPointer { userOfEdge in
              present.withUnsafeMutableBufferPointer { present in
                symbolOfSequence.withUnsafeBufferPointer { symbolOfSequence in
                  pending.withUnsafeMutableBufferPointer { pending in
                    var queue = DerivedValueQueue(
                      definitions: definitions, definitionOf: definitionOf, firstUser: firstUser,
                      nextUser: nextUser,
                      userOfEdge: userOfEdge, present: present, symbolOfSequence: symbolOfSequence,
                      pending: pending)
                    newValues.withUnsafeMutableBufferPointer { values in
                      for v in dirtyVariables {
                        let v = Int(v)
                        isDirty[v] = false
                        let s = symbolOfVariable[v]
                        if queue.isDerived(s) {
                          queue.enqueue(s)
                          continue
                        }
                        let slot = slotOfSymbol[Int(s)]
                        let value = slot >= 0 ? rows[Int(slot)].constant : 0
                        if value != values[v] {
                          values[v] = value
                          changed.append(Variable(index: Int32(v)))
                          queue.enqueueUsers(of: s)
                        }
                      }
                      valueTerms.withUnsafeBufferPointer { terms in
                        variableOfSymbol.withUnsafeBufferPointer { variableOf in
                          queue.valueQueuedDefinitions(
                            terms: terms, variableOf: variableOf, values: values, changed: &changed)
                        }
                      }
                    }
                    queue.clearPresent()
                  }
                }
              }
            }
          }
        }
      }
    }
    dirtyVariables.removeAll(keepingCapacity: true)
    changedVariables = changed
    return changed
  }
}

/// The derived variables waiting to be valued, in creation order, each queued once.
///
/// A definition reads only variables derived before it, so the users a valued definition
/// queues come after it: the order taken is monotone, and one bit per sequence number with a
/// cursor that only moves forward does what a binary heap did (whose pushes and pops were a
/// fifth of a stack's spacing edit, 10,000 definitions revalued). Should a definition ever be
/// queued behind the cursor, the cursor goes back to it: it is then taken next, as the heap
/// would have taken it.
struct DerivedValueQueue {
  let definitions: UnsafeBufferPointer<DerivedDefinition>
  let definitionOf: UnsafeBufferPointer<Int32>
  let firstUser: UnsafeBufferPointer<Int32>
  let nextUser: UnsafeBufferPointer<Int32>
  let userOfEdge: UnsafeBufferPointer<SymbolID>
  /// By symbol: queued in this pass (cleared by `clearPresent`).
  let present: UnsafeMutableBufferPointer<Bool>
  let symbolOfSequence: UnsafeBufferPointer<SymbolID>
  /// One bit per sequence number, set while queued.
  let pending: UnsafeMutableBufferPointer<UInt64>
  /// The word of `pending` the next pop starts at, and one past the last word with a bit set.
  var cursor = Int.max
  var end = 0
  var queued: [SymbolID] = []

  @inline(__always) func isDerived(_ s: SymbolID) -> Bool {
    Int(s) < definitionOf.count && definitionOf[Int(s)] >= 0
  }

  @inline(__always) mutating func enqueue(_ x: SymbolID) {
    let k = Int(x)
    guard !present[k], isDerived(x) else { return }
    present[k] = true
    queued.append(x)
    let sequence = definitions[Int(definitionOf[k])].sequence
    let word = sequence >> 6
    pending[word] |= 1 << UInt64(sequence & 63)
    cursor = min(cursor, word)
    end = max(end, word + 1)
  }

  /// The queued definition with the lowest sequence number, taken off the queue.
  @inline(__always) mutating func pop() -> SymbolID? {
    while cursor < end {
      let bits = pending[cursor]
      if bits != 0 {
        let bit = bits.trailingZeroBitCount
        pending[cursor] = bits & (bits - 1)
        return symbolOfSequence[cursor << 6 | bit]
      }
      cursor += 1
    }
    return nil
  }

  mutating func enqueueUsers(of s: SymbolID) {
    guard Int(s) < firstUser.count else { return }
    var e = firstUser[Int(s)]
    while e >= 0 {
      enqueue(userOfEdge[Int(e)])
      e = nextUser[Int(e)]
    }
  }

  func clearPresent() {
    for x in queued { present[Int(x)] = false }
  }

  /// Values the queued definitions in creation order, each its constant plus its terms over
  /// the current values; a value that changed is published (in `values` and `changed`) and
  /// queues the definitions that read it.
  @inline(__always) mutating func valueQueuedDefinitions(
    terms: UnsafeBufferPointer<ValueTerm>, variableOf: UnsafeBufferPointer<Int32>,
    values: UnsafeMutableBufferPointer<Double>, changed: inout [Variable]
  ) {
    while let x = pop() {
      let d = Int(definitionOf[Int(x)])
      var value = definitions[d].row.constant
      let start = Int(definitions[d].termStart)
      for t in start..<start + Int(definitions[d].termCount) {
        value += terms[t].coefficient * values[Int(terms[t].variable)]
      }
      let v = Int(variableOf[Int(x)])
      if value != values[v] {
        values[v] = value
        changed.append(Variable(index: Int32(v)))
        enqueueUsers(of: x)
      }
    }
  }
}

extension SimplexCore {
  /// Numbers the live definitions 0, 1, 2, … in their order once dropped ones hold more than
  /// half of the sequence numbers, so that `symbolOfSequence` and the queue's bits stay in
  /// proportion to the definitions alive (a stack regenerated again and again drops and makes
  /// thousands). Only the order of sequence numbers means anything, and it is kept.
  mutating func renumberDefinitionsIfNeeded() {
    guard symbolOfSequence.count > 2 * liveDefinitionCount + 4096 else { return }
    var live: [Int32] = []
    live.reserveCapacity(liveDefinitionCount)
    for d in definitions.indices where definitions[d].symbol != noSymbol { live.append(Int32(d)) }
    live.sort { definitions[Int($0)].sequence < definitions[Int($1)].sequence }
    symbolOfSequence.removeAll(keepingCapacity: true)
    for (sequence, d) in live.enumerated() {
      definitions[Int(d)].sequence = sequence
      symbolOfSequence.append(definitions[Int(d)].symbol)
    }
    definitionsMade = live.count
    pendingSequences = []
  }
}
