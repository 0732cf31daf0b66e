/// Containers that remember what each write replaced, so that a statement's writes can be
/// taken back and applied again without replaying the history (issue 10: undo and redo).
///
/// Each container keeps its own log. `takeMark()` returns the log's length; `revert(to:)`
/// undoes every write after a mark, newest first, and returns the writes it took back (their
/// new values), which `replay` applies again, logging them anew. Writes are logged only while
/// `isRecording`, and only the first write to a place after a mark: reverting goes back to a
/// mark, so the value a place had there is all it needs (a statement that writes one item
/// record eighteen times logs it once).

/// An array whose element writes, appends and removals of the last element are logged.
///
/// An append taken back either truncates the array or, for arrays whose indices are
/// identities tied to something that cannot shrink (solver variables), leaves a tombstone.
public struct JournaledArray<Element> {
  enum Entry {
    /// Element `index` was replaced; `before` is what it held.
    case set(index: Int, before: Element)
    /// An element was appended at `index`.
    case appended(index: Int)
    /// The last element was removed.
    case removedLast(Element)
  }
  public enum Redo {
    case set(index: Int, after: Element)
    case append(Element)
    case removeLast
  }

  public private(set) var elements: [Element] = []
  var log: [Entry] = []
  public var isRecording = false
  /// The mark count at each element's last logged write (or append), and the current count.
  var loggedAt: [UInt32] = []
  var epoch: UInt32 = 1
  /// Turns an element whose append is taken back into what stays in its place; nil truncates.
  let tombstone: ((Element) -> Element)?

  public init(tombstone: ((Element) -> Element)? = nil) { self.tombstone = tombstone }

  public mutating func takeMark() -> Int {
    epoch &+= 1
    return log.count
  }

  /// Read in place and changed in place: an element is copied only into the log, once per
  /// mark (a copied item record costs a reference count per field: 18% of a 4,000-view
  /// column's build went to `self[view].isAlive`).
  public subscript(index: Int) -> Element {
    _read { yield elements[index] }
    _modify {
      if isRecording && loggedAt[index] != epoch {
        log.append(.set(index: index, before: elements[index]))
        loggedAt[index] = epoch
      }
      yield &elements[index]
    }
  }

  public mutating func append(_ element: Element) {
    if isRecording { log.append(.appended(index: elements.count)) }
    elements.append(element)
    // Writes to a new element are not logged: taking the append back takes them with it.
    if loggedAt.count < elements.count { loggedAt.append(epoch) } else { loggedAt[elements.count - 1] = epoch }
  }

  @discardableResult
  public mutating func removeLast() -> Element {
    let last = elements.removeLast()
    if isRecording { log.append(.removedLast(last)) }
    return last
  }

  public mutating func revert(to mark: Int) -> [Redo] {
    epoch &+= 1
    var redo: [Redo] = []
    while log.count > mark {
      switch log.removeLast() {
      case .set(let index, let before):
        redo.append(.set(index: index, after: elements[index]))
        elements[index] = before
      case .appended(let index):
        if let tombstone {
          // The slot stays (its index is an identity); only its content is taken back.
          redo.append(.set(index: index, after: elements[index]))
          elements[index] = tombstone(elements[index])
        } else {
          redo.append(.append(elements.removeLast()))
        }
      case .removedLast(let element):
        redo.append(.removeLast)
        elements.append(element)
      }
    }
    return redo.reversed()
  }

  public mutating func replay(_ redo: [Redo]) {
    for entry in redo {
      switch entry {
      case .set(let index, let after): self[index] = after
      case .append(let element): append(element)
      case .removeLast: removeLast()
      }
    }
  }
}

extension JournaledArray: RandomAccessCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { elements.count }
}

/// A dictionary whose writes are logged with the value each replaced.
public struct JournaledDictionary<Key: Hashable, Value> {
  public private(set) var contents: [Key: Value] = [:]
  var log: [(key: Key, before: Value?)] = []
  public var isRecording = false
  public typealias Redo = [(key: Key, after: Value?)]
  /// Keys logged since the last mark.
  var logged = Set<Key>()

  public init() {}

  public mutating func takeMark() -> Int {
    logged.removeAll(keepingCapacity: true)
    return log.count
  }

  public subscript(key: Key) -> Value? {
    get { contents[key] }
    set {
      if isRecording && logged.insert(key).inserted { log.append((key, contents[key])) }
      contents[key] = newValue
    }
  }

  public subscript(key: Key, default value: @autoclosure () -> Value) -> Value {
    get { contents[key] ?? value() }
    set { self[key] = newValue }
  }

  @discardableResult
  public mutating func removeValue(forKey key: Key) -> Value? {
    let old = contents[key]
    if old != nil { self[key] = nil }
    return old
  }

  public mutating func removeAll() {
    for key in Array(contents.keys) { self[key] = nil }
  }

  public var keys: Dictionary<Key, Value>.Keys { contents.keys }
  public var values: Dictionary<Key, Value>.Values { contents.values }
  public var count: Int { contents.count }
  public var isEmpty: Bool { contents.isEmpty }

  public mutating func revert(to mark: Int) -> Redo {
    logged.removeAll(keepingCapacity: true)
    var redo: Redo = []
    while log.count > mark {
      let (key, before) = log.removeLast()
      redo.append((key, contents[key]))
      contents[key] = before
    }
    return redo.reversed()
  }

  public mutating func replay(_ redo: Redo) {
    for (key, after) in redo { self[key] = after }
  }
}

extension JournaledDictionary: Sequence {
  public func makeIterator() -> Dictionary<Key, Value>.Iterator { contents.makeIterator() }
}

/// A set whose insertions and removals are logged.
public struct JournaledSet<Element: Hashable> {
  public private(set) var contents = Set<Element>()
  var log: [(element: Element, wasMember: Bool)] = []
  public var isRecording = false
  public typealias Redo = [(element: Element, isMember: Bool)]
  /// Elements logged since the last mark.
  var logged = Set<Element>()

  public init() {}

  public mutating func takeMark() -> Int {
    logged.removeAll(keepingCapacity: true)
    return log.count
  }

  public func contains(_ element: Element) -> Bool { contents.contains(element) }
  public var isEmpty: Bool { contents.isEmpty }
  public var count: Int { contents.count }

  @discardableResult
  public mutating func insert(_ element: Element) -> (inserted: Bool, memberAfterInsert: Element) {
    let result = contents.insert(element)
    if isRecording && result.inserted && logged.insert(element).inserted { log.append((element, false)) }
    return result
  }

  @discardableResult
  public mutating func remove(_ element: Element) -> Element? {
    let removed = contents.remove(element)
    if isRecording && removed != nil && logged.insert(element).inserted { log.append((element, true)) }
    return removed
  }

  public mutating func removeAll() {
    for element in Array(contents) { remove(element) }
  }

  public mutating func revert(to mark: Int) -> Redo {
    logged.removeAll(keepingCapacity: true)
    var redo: Redo = []
    while log.count > mark {
      let (element, wasMember) = log.removeLast()
      redo.append((element, contents.contains(element)))
      if wasMember { contents.insert(element) } else { contents.remove(element) }
    }
    return redo.reversed()
  }

  public mutating func replay(_ redo: Redo) {
    for (element, isMember) in redo {
      if isMember { insert(element) } else { remove(element) }
    }
  }
}

extension JournaledSet: Sequence {
  public func makeIterator() -> Set<Element>.Iterator { contents.makeIterator() }
}

/// A single value whose writes are logged.
public struct JournaledValue<Value> {
  public private(set) var value: Value
  var log: [Value] = []
  public var isRecording = false
  public typealias Redo = [Value]

  /// Whether the value was logged since the last mark.
  var logged = false

  public init(_ value: Value) { self.value = value }

  public mutating func takeMark() -> Int {
    logged = false
    return log.count
  }

  public mutating func set(_ newValue: Value) {
    if isRecording && !logged {
      log.append(value)
      logged = true
    }
    value = newValue
  }

  public mutating func revert(to mark: Int) -> Redo {
    logged = false
    var redo: Redo = []
    while log.count > mark {
      redo.append(value)
      value = log.removeLast()
    }
    return redo.reversed()
  }

  public mutating func replay(_ redo: Redo) {
    for after in redo { set(after) }
  }
}
