/// Publishing values once derived variables exist (`SimplexCore+Derived.swift`).
///
/// A stack's spacing edit moves every position after the edited view, 10,000 of them in the
/// session grid (issue 10), so this runs over flat buffers: each definition's terms are read
/// from `valueTerms` and each symbol's readers from `DerivedUsers`, and the queue is a struct
/// of its own rather than locals captured by nested functions (those were boxed, and every
/// access to them was checked for exclusivity).
extension SimplexCore {
  /// `updateValues` once definitions exist: the tableau's variables first, then the derived
  /// ones whose definitions read a changed value, in creation order (so each is valued after
  /// everything it reads), stopping where a value did not change.
  mutating func updateValuesWithDefinitions() -> [Variable] {
    var present: [Bool] = []
    swap(&present, &expansionPresent)
    if present.count < kinds.count { present.append(contentsOf: repeatElement(false, count: kinds.count - present.count)) }
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
                var queue = DerivedValueQueue(
                  definitions: definitions, definitionOf: definitionOf, firstUser: firstUser, nextUser: nextUser,
                  userOfEdge: userOfEdge, present: present)
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
                      while let x = queue.heap.pop() {
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
                          queue.enqueueUsers(of: x)
                        }
                      }
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
    dirtyVariables.removeAll(keepingCapacity: true)
    changedVariables = changed
    return changed
  }
}

/// The derived variables waiting to be valued, in creation order, each queued once.
struct DerivedValueQueue {
  let definitions: UnsafeBufferPointer<DerivedDefinition>
  let definitionOf: UnsafeBufferPointer<Int32>
  let firstUser: UnsafeBufferPointer<Int32>
  let nextUser: UnsafeBufferPointer<Int32>
  let userOfEdge: UnsafeBufferPointer<SymbolID>
  /// By symbol: queued in this pass (cleared by `clearPresent`).
  let present: UnsafeMutableBufferPointer<Bool>
  var heap = DefinitionHeap()
  var queued: [SymbolID] = []

  @inline(__always) func isDerived(_ s: SymbolID) -> Bool { Int(s) < definitionOf.count && definitionOf[Int(s)] >= 0 }

  @inline(__always) mutating func enqueue(_ x: SymbolID) {
    let k = Int(x)
    guard !present[k], isDerived(x) else { return }
    present[k] = true
    queued.append(x)
    heap.push(definitions[Int(definitionOf[k])].sequence, x)
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
}
