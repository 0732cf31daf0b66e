/// An array whose copies share one storage for as long as they only grow at the end.
///
/// The change recorder keeps the value an item record or a stack's state had before each
/// statement (`Recorded.swift`). With a plain array inside, the statement's next append copied the
/// whole array, and the recorder kept the old one: a stack's arranged views, its children and
/// the constraints of its first view (every alignment constraint names it) cost O(n) time
/// and memory per added view, O(n²) over a column's build (docs/engine.md, "Performance").
///
/// Here a copy is a view of the first `count` elements of a shared storage. Appending to the
/// view that ends where the storage ends extends the storage in place: every other view still
/// sees only its own prefix. Any other change (an append to a shorter view, a removal, an
/// insertion before the end) copies the view's elements first, so no view ever sees another's
/// change.
struct AppendSharingArray<Element>: RandomAccessCollection, RangeReplaceableCollection,
  ExpressibleByArrayLiteral
{
  final class Storage {
    var elements: [Element]
    init(_ elements: [Element]) { self.elements = elements }
  }

  private var storage: Storage
  private(set) var count: Int

  init() {
    storage = Storage([])
    count = 0
  }

  init(arrayLiteral elements: Element...) {
    storage = Storage(elements)
    count = elements.count
  }

  init<S: Sequence>(_ elements: S) where S.Element == Element {
    let array = Array(elements)
    storage = Storage(array)
    count = array.count
  }

  var startIndex: Int { 0 }
  var endIndex: Int { count }

  subscript(position: Int) -> Element {
    precondition(position >= 0 && position < count, "index out of range")
    return storage.elements[position]
  }

  /// The elements as a plain array.
  var array: [Element] { Array(storage.elements[0..<count]) }

  mutating func append(_ element: Element) {
    extendableStorage()
    storage.elements.append(element)
    count += 1
  }

  mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
    extendableStorage()
    storage.elements.append(contentsOf: elements)
    count = storage.elements.count
  }

  mutating func replaceSubrange<C: Collection>(_ range: Range<Int>, with elements: C)
  where C.Element == Element {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of bounds")
    if range.isEmpty && range.lowerBound == count { return append(contentsOf: elements) }
    ownedStorage()
    storage.elements.replaceSubrange(range, with: elements)
    count = storage.elements.count
  }

  /// Removes nothing, and copies nothing, when no element matches.
  mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    guard let first = try firstIndex(where: shouldBeRemoved) else { return }
    var kept = Array(storage.elements[0..<first])
    for element in storage.elements[(first + 1)..<count] where try !shouldBeRemoved(element) {
      kept.append(element)
    }
    storage = Storage(kept)
    count = kept.count
  }

  /// Makes the storage end where this view ends, so that an append extends it.
  private mutating func extendableStorage() {
    if storage.elements.count != count { ownedStorage() }
  }

  /// Makes the storage this view's alone, holding exactly its elements.
  private mutating func ownedStorage() {
    if isKnownUniquelyReferenced(&storage) {
      if storage.elements.count != count { storage.elements.removeSubrange(count...) }
    } else {
      storage = Storage(Array(storage.elements[0..<count]))
    }
  }
}

extension AppendSharingArray: Equatable where Element: Equatable {
  static func == (a: Self, b: Self) -> Bool { a.elementsEqual(b) }
}
