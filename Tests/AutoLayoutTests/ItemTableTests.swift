import Testing
import TextMetrics

@testable import AutoLayout
@testable import Cassowary

/// `ItemTable.links`, what the frame pass reads of each item, follow the records through
/// writes, reverts and replays.
@Suite struct ItemTableTests {
  func record(_ i: Int32, parent: ItemID?) -> ItemRecord {
    ItemRecord(
      name: "v\(i)", kind: .view, parent: parent, x: Variable(index: 4 * i), y: Variable(index: 4 * i + 1),
      width: Variable(index: 4 * i + 2), height: Variable(index: 4 * i + 3), font: .body,
      hugging: (250, 250), compression: (750, 750), margins: .zero)
  }

  func table() -> (ItemTable, ChangeRecorder) {
    let recorder = ChangeRecorder()
    let table = ItemTable(
      recorder,
      tombstone: { record in
        var dead = record
        dead.isAlive = false
        return dead
      })
    table.append(record(0, parent: nil))
    table.append(record(1, parent: ItemID(index: 0)))
    table[0].children.append(ItemID(index: 1))
    return (table, recorder)
  }

  /// v1 leaves its superview (the root) to become a guide of it, with insets; reverted, the
  /// links are the superview's again; replayed, the guide's.
  @Test func linksFollowWritesRevertsAndReplays() throws {
    let (t, recorder) = table()
    #expect(t.links[1].container == 0 && t.links[1].isInSuperview && t.links[0].hasDependents)
    recorder.isRecording = true
    let mark = recorder.mark()
    t[0].children.removeAll()
    t[1].parent = nil
    t[1].guides.owner = ItemID(index: 0)
    t[1].alignmentInsets = Insets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(t.links[1].container == 0 && !t.links[1].isInSuperview)
    #expect(t.links[1].alignmentInsets == Insets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(!t.links[0].hasDependents)
    let redo = try recorder.revert(to: mark)
    #expect(t.links[1].isInSuperview && t.links[1].alignmentInsets == .zero && t.links[0].hasDependents)
    try recorder.replay(redo)
    #expect(!t.links[1].isInSuperview && !t.links[0].hasDependents)
    #expect(t.linksAreCurrent)
  }

  /// An append taken back leaves a tombstone (the index is tied to solver variables): dead.
  @Test func aRevertedAppendIsDeadInTheLinks() throws {
    let (t, recorder) = table()
    recorder.isRecording = true
    let mark = recorder.mark()
    t.append(record(2, parent: ItemID(index: 0)))
    #expect(t.links.count == 3 && t.links[2].isAlive)
    _ = try recorder.revert(to: mark)
    #expect(t.links.count == 3 && !t.links[2].isAlive)
    #expect(t.linksAreCurrent)
  }

  struct Refused: Error {}

  func killAndThrow(_ record: inout ItemRecord) throws {
    record.isAlive = false
    throw Refused()
  }

  /// A write whose access ends by a thrown error still changed the record: the links follow.
  @Test func aWriteEndedByAnErrorStillRefreshesTheLinks() {
    let (t, _) = table()
    #expect(throws: Refused.self) { try killAndThrow(&t[1]) }
    #expect(!t[1].isAlive && !t.links[1].isAlive)
  }
}
