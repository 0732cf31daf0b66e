/// The one transaction log of a document: every recorded container (`RecordedArray`,
/// `RecordedDictionary`, `RecordedSet`, `RecordedValue`, `ItemTable`) and the solver's edits
/// write the edit that takes their change back into it, once per place per mark.
///
/// Undo, redo, a failed statement's rollback and `fix`'s trials all go through it:
/// `mark()` before a statement, `revert(to:)` to take everything after the mark back (it
/// returns the edits that apply it again), `replay(_:)` for redo. Containers register nothing:
/// each holds the recorder it writes to, so a new container is recorded by being made with it.
public final class ChangeRecorder {
  /// A position in the log: what `revert(to:)` goes back to.
  public struct Mark: Sendable, Equatable {
    let position: Int
  }

  /// The changes `revert(to:)` took back, oldest first, each the edit that applies it again.
  public struct Redo {
    let changes: [Change]
  }

  /// Writes are logged only while recording (a document is built unrecorded, then recorded).
  @exclusivity(unchecked) public var isRecording = false
  /// Counts marks, reverts and replays: a container logs a place again once this moved on,
  /// as only the value a place had at the mark is needed to go back to it.
  @exclusivity(unchecked) public private(set) var epoch: UInt32 = 1
  @exclusivity(unchecked) private var entries: [Change] = []
  /// Run after every revert and replay, in the order registered: a log that applies its
  /// edits as one batch (the solver's) does it here, and derived state is brought up to date.
  private var settleActions: [() throws -> Void] = []

  public init() {}

  /// Where the document stands now; taken before each statement.
  public func mark() -> Mark {
    epoch &+= 1
    return Mark(position: entries.count)
  }

  /// Logs the edit that takes a change back. Made only while recording: a document built
  /// unrecorded makes no change per write.
  public func log(_ inverse: @autoclosure () -> Change) {
    if isRecording { entries.append(inverse()) }
  }

  /// Runs `action` after each revert and replay, once every change of it is applied.
  public func whenSettled(_ action: @escaping () throws -> Void) { settleActions.append(action) }

  /// Takes back every change made since `mark`, newest first, and returns them for `replay`.
  /// Throws only when a settle action fails (the solver could not take an edit back); the
  /// document is then inconsistent and should be started afresh.
  public func revert(to mark: Mark) throws -> Redo {
    epoch &+= 1
    var redo: [Change] = []
    redo.reserveCapacity(max(0, entries.count - mark.position))
    while entries.count > mark.position { redo.append(entries.removeLast().apply()) }
    try settle()
    return Redo(changes: redo.reversed())
  }

  /// Applies changes `revert(to:)` took back, logging the edits that take them back again.
  public func replay(_ redo: Redo) throws {
    epoch &+= 1
    for change in redo.changes {
      let inverse = change.apply()
      log(inverse)
    }
    try settle()
  }

  private func settle() throws {
    epoch &+= 1
    for action in settleActions { try action() }
  }

  /// How many changes the log holds (for tests).
  public var count: Int { entries.count }
}

/// One edit of a recorded container: applying it returns the edit that takes it back, so
/// undo's changes are redo's and redo's are undo's.
public struct Change {
  let applyAndInvert: () -> Change

  public init(_ apply: @escaping () -> Change) { applyAndInvert = apply }

  public func apply() -> Change { applyAndInvert() }
}
