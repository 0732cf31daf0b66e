/// Containers whose writes are recorded in a `ChangeRecorder`: each write logs the edit that
/// takes it back, once per place per mark (a statement that writes one item record eighteen
/// times logs it once: going back to the mark needs only the value the place had there).
///
/// They are classes so that a logged edit can reach the container it came from; a document
/// holds each with `let`. Their storage, like that of the engine's other parts, opts out of
/// the runtime's exclusivity tracking (`@exclusivity(unchecked)`): it is reached only through
/// its owner's methods, never while another access to it is open, and a tracked access per
/// read and write made an engine's build measurably slower (docs/engine.md, "Undo and redo").

/// An array whose element writes and appends are recorded.
///
/// An append taken back either truncates the array or, for arrays whose indices are
/// identities tied to something that cannot shrink (solver variables), leaves a tombstone.
public final class RecordedArray<Element> {
  @exclusivity(unchecked) public private(set) var elements: [Element] = []
  let recorder: ChangeRecorder
  /// The recorder's epoch at each element's last logged write (or append).
  @exclusivity(unchecked) private var loggedAt: [UInt32] = []
  /// Turns an element whose append is taken back into what stays in its place; nil truncates.
  private let tombstone: ((Element) -> Element)?
  /// Told of each index a revert or replay wrote, with the element it held before.
  var didApply: ((_ index: Int, _ before: Element?) -> Void)? = nil

  public init(_ recorder: ChangeRecorder, tombstone: ((Element) -> Element)? = nil) {
    self.recorder = recorder
    self.tombstone = tombstone
  }

  public var count: Int { elements.count }

  /// Read in place and changed in place: an element is copied only into the log, once per
  /// mark (a copied record costs a reference count per field).
  public subscript(index: Int) -> Element {
    _read { yield elements[index] }
    _modify {
      if recorder.isRecording && loggedAt[index] != recorder.epoch {
        recorder.log(restoring(index, to: elements[index]))
        loggedAt[index] = recorder.epoch
      }
      yield &elements[index]
    }
  }

  public func append(_ element: Element) {
    if recorder.isRecording { recorder.log(removingLast(at: elements.count)) }
    elements.append(element)
    // Writes to a new element are not logged: taking the append back takes them with it.
    if loggedAt.count < elements.count {
      loggedAt.append(recorder.epoch)
    } else {
      loggedAt[elements.count - 1] = recorder.epoch
    }
  }

  /// The edit that puts `value` back at `index`.
  private func restoring(_ index: Int, to value: Element) -> Change {
    Change { [unowned self] in
      let current = elements[index]
      elements[index] = value
      didApply?(index, current)
      return restoring(index, to: current)
    }
  }

  /// The edit that takes back the append of element `index` (the last one then).
  private func removingLast(at index: Int) -> Change {
    Change { [unowned self] in
      let current = elements[index]
      if let tombstone {
        // The slot stays (its index is an identity); only its content is taken back.
        elements[index] = tombstone(current)
        didApply?(index, current)
        return restoring(index, to: current)
      }
      elements.removeLast()
      didApply?(index, current)
      return appending(current)
    }
  }

  private func appending(_ element: Element) -> Change {
    Change { [unowned self] in
      let index = elements.count
      elements.append(element)
      if loggedAt.count < elements.count { loggedAt.append(0) }
      didApply?(index, nil)
      return removingLast(at: index)
    }
  }
}

extension RecordedArray: RandomAccessCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { elements.count }
}

/// A dictionary whose writes are recorded with the value each replaced.
public final class RecordedDictionary<Key: Hashable, Value> {
  @exclusivity(unchecked) public private(set) var contents: [Key: Value] = [:]
  let recorder: ChangeRecorder
  /// Keys logged since `loggedEpoch`.
  @exclusivity(unchecked) private var logged = Set<Key>()
  @exclusivity(unchecked) private var loggedEpoch: UInt32 = 0

  public init(_ recorder: ChangeRecorder) { self.recorder = recorder }

  public subscript(key: Key) -> Value? {
    get { contents[key] }
    set {
      if recorder.isRecording {
        if loggedEpoch != recorder.epoch {
          logged.removeAll(keepingCapacity: true)
          loggedEpoch = recorder.epoch
        }
        if logged.insert(key).inserted { recorder.log(restoring(key, to: contents[key])) }
      }
      contents[key] = newValue
    }
  }

  public subscript(key: Key, default value: @autoclosure () -> Value) -> Value {
    get { contents[key] ?? value() }
    set { self[key] = newValue }
  }

  private func restoring(_ key: Key, to value: Value?) -> Change {
    Change { [unowned self] in
      let current = contents[key]
      contents[key] = value
      return restoring(key, to: current)
    }
  }

  @discardableResult
  public func removeValue(forKey key: Key) -> Value? {
    let old = contents[key]
    if old != nil { self[key] = nil }
    return old
  }

  public func removeAll() {
    for key in Array(contents.keys) { self[key] = nil }
  }

  public var keys: Dictionary<Key, Value>.Keys { contents.keys }
  public var values: Dictionary<Key, Value>.Values { contents.values }
  public var count: Int { contents.count }
  public var isEmpty: Bool { contents.isEmpty }
}

extension RecordedDictionary: Sequence {
  public func makeIterator() -> Dictionary<Key, Value>.Iterator { contents.makeIterator() }
}

/// A set whose insertions and removals are recorded.
public final class RecordedSet<Element: Hashable> {
  @exclusivity(unchecked) public private(set) var contents = Set<Element>()
  let recorder: ChangeRecorder
  /// Elements logged since `loggedEpoch`.
  @exclusivity(unchecked) private var logged = Set<Element>()
  @exclusivity(unchecked) private var loggedEpoch: UInt32 = 0

  public init(_ recorder: ChangeRecorder) { self.recorder = recorder }

  public func contains(_ element: Element) -> Bool { contents.contains(element) }
  public var isEmpty: Bool { contents.isEmpty }
  public var count: Int { contents.count }

  @discardableResult
  public func insert(_ element: Element) -> (inserted: Bool, memberAfterInsert: Element) {
    let result = contents.insert(element)
    if result.inserted { logOnce(element, wasMember: false) }
    return result
  }

  @discardableResult
  public func remove(_ element: Element) -> Element? {
    let removed = contents.remove(element)
    if removed != nil { logOnce(element, wasMember: true) }
    return removed
  }

  public func removeAll() {
    for element in Array(contents) { remove(element) }
  }

  private func logOnce(_ element: Element, wasMember: Bool) {
    guard recorder.isRecording else { return }
    if loggedEpoch != recorder.epoch {
      logged.removeAll(keepingCapacity: true)
      loggedEpoch = recorder.epoch
    }
    if logged.insert(element).inserted { recorder.log(restoring(element, isMember: wasMember)) }
  }

  private func restoring(_ element: Element, isMember: Bool) -> Change {
    Change { [unowned self] in
      let current = contents.contains(element)
      if isMember { contents.insert(element) } else { contents.remove(element) }
      return restoring(element, isMember: current)
    }
  }
}

extension RecordedSet: Sequence {
  public func makeIterator() -> Set<Element>.Iterator { contents.makeIterator() }
}

/// A single value whose writes are recorded.
public final class RecordedValue<Value> {
  @exclusivity(unchecked) public private(set) var value: Value
  let recorder: ChangeRecorder
  @exclusivity(unchecked) private var loggedEpoch: UInt32 = 0

  public init(_ value: Value, _ recorder: ChangeRecorder) {
    self.value = value
    self.recorder = recorder
  }

  public func set(_ newValue: Value) {
    if recorder.isRecording && loggedEpoch != recorder.epoch {
      recorder.log(restoring(value))
      loggedEpoch = recorder.epoch
    }
    value = newValue
  }

  private func restoring(_ old: Value) -> Change {
    Change { [unowned self] in
      let current = value
      value = old
      return restoring(current)
    }
  }
}
