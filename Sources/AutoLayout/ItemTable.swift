/// What the frame pass reads of an item, kept apart from the record in a compact array.
///
/// An item record is hundreds of bytes. The frame pass after a stack's spacing edit reads
/// thousands of them, and a read of a field in each missed the cache; a few dozen bytes an item
/// keep them all within a few hundred kilobytes (docs/engine.md, "Performance").
struct ItemLinks: Equatable {
  /// The container the item's position is relative to (its superview, or a guide's owner),
  /// or -1 for the root.
  var container: Int32 = -1
  /// Whether `container` is a superview (a view's), not a guide's owner.
  var isInSuperview = false
  var isAlive = false
  /// Whether the item has children or guides, which a move of its position moves with it:
  /// only then does the frame pass read its record for them.
  var hasDependents = false
  /// `ItemRecord.alignmentInsets`.
  var alignmentInsets = Insets.zero

  init() {}

  init(_ record: borrowing ItemRecord) {
    container = (record.parent ?? record.guides.owner)?.index ?? -1
    isInSuperview = record.parent != nil
    isAlive = record.isAlive
    hasDependents = !record.children.isEmpty || record.hasGuides
    alignmentInsets = record.alignmentInsets
  }
}

/// The engine's item records, recorded (`RecordedArray`), with their `ItemLinks` kept up to
/// date on every write, append, revert and replay: the one place records change.
final class ItemTable: RandomAccessCollection {
  private let records: RecordedArray<ItemRecord>
  @exclusivity(unchecked) private(set) var links: [ItemLinks] = []
  /// The items a revert or replay wrote, with the superview each had before it, oldest
  /// first: the engine reports them afresh (`LayoutEngine.settleAfterUndoOrRedo`).
  var appliedWrites: [(index: Int, parentBefore: ItemID?)] = []

  init(_ recorder: ChangeRecorder, tombstone: @escaping (ItemRecord) -> ItemRecord) {
    records = RecordedArray(recorder, tombstone: tombstone)
    records.didApply = { [unowned self] index, before in
      appliedWrites.append((index, before?.parent))
      refreshLinks(index)
    }
  }

  var elements: [ItemRecord] { records.elements }
  var startIndex: Int { 0 }
  var endIndex: Int { records.elements.count }

  subscript(index: Int) -> ItemRecord {
    _read { yield records[index] }
    _modify {
      // In a defer: the links follow even when the writer's access ends by a thrown error.
      defer { refreshLinks(index) }
      yield &records[index]
    }
  }

  /// Records never shrink (an append taken back leaves a tombstone), so neither do the links.
  private func refreshLinks(_ index: Int) {
    let new = records.elements.withUnsafeBufferPointer { ItemLinks($0[index]) }
    if index < links.count {
      links[index] = new
    } else {
      links.append(contentsOf: repeatElement(ItemLinks(), count: index - links.count))
      links.append(new)
    }
  }

  func append(_ record: ItemRecord) {
    records.append(record)
    refreshLinks(records.elements.count - 1)
  }

  /// Whether every item's links are those its record gives (for tests).
  var linksAreCurrent: Bool {
    links.count == records.elements.count
      && records.elements.indices.allSatisfy { i in
        records.elements.withUnsafeBufferPointer { links[i] == ItemLinks($0[i]) }
      }
  }
}
