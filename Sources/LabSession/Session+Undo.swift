import AutoLayout

/// The changing statements in force, oldest first, each with where the document stood
/// before it; and the statements undone, most recent last, with the changes that apply them
/// again. Undo and redo move statements between the two through the one recorder
/// (`ChangeRecorder`): neither parses nor rebuilds.
struct StatementHistory {
  private(set) var texts: [String] = []
  private var marks: [ChangeRecorder.Mark] = []
  private var undone: [(text: String, redo: ChangeRecorder.Redo)] = []

  var count: Int { texts.count }
  var undoneCount: Int { undone.count }

  /// A statement that ran from `mark`: what was undone can no longer be redone.
  mutating func append(_ text: String, from mark: ChangeRecorder.Mark) {
    texts.append(text)
    marks.append(mark)
    undone.removeAll()
  }

  mutating func popLast() -> (text: String, mark: ChangeRecorder.Mark)? {
    guard let mark = marks.popLast(), let text = texts.popLast() else { return nil }
    return (text, mark)
  }

  mutating func pushUndone(_ text: String, _ redo: ChangeRecorder.Redo) { undone.append((text, redo)) }

  mutating func popUndone() -> (text: String, redo: ChangeRecorder.Redo)? { undone.popLast() }

  /// A statement redone from `mark`, keeping what is left to redo.
  mutating func appendRedone(_ text: String, from mark: ChangeRecorder.Mark) {
    texts.append(text)
    marks.append(mark)
  }
}

extension Session {
  /// Where the engine and the document stand now.
  func takeMark() -> ChangeRecorder.Mark { engine.recorder.mark() }

  /// Takes back the last `count` statements, newest first.
  func undo(_ count: Int) {
    for _ in 0..<count {
      guard let (text, mark) = undoHistory.popLast() else { break }
      // An expectation written after the statement was about a state that is gone.
      deviceReplay.forgetExpectations(after: undoHistory.count)
      guard let redo = takeBack(to: mark) else { return }
      undoHistory.pushUndone(text, redo)
    }
  }

  /// Applies the last `count` undone statements again, oldest of them first.
  func redo(_ count: Int) {
    for _ in 0..<count {
      guard let (text, redo) = undoHistory.popUndone() else { break }
      let before = takeMark()
      do {
        try engine.recorder.replay(redo)
      } catch {
        reportLostUndo(error)
        return
      }
      undoHistory.appendRedone(text, from: before)
    }
  }

  /// Takes back every change since `mark` (a failed statement, a trial, an undo); returns
  /// what applies them again, or nil if the solver could not take an edit back.
  @discardableResult
  func takeBack(to mark: ChangeRecorder.Mark) -> ChangeRecorder.Redo? {
    do {
      return try engine.recorder.revert(to: mark)
    } catch {
      reportLostUndo(error)
      return nil
    }
  }

  /// Each inverse edit restores constraints that held together before, so this is never
  /// expected; should the solver still refuse one, the user hears of it rather than being
  /// shown a layout that no statement made.
  func reportLostUndo(_ error: any Error) {
    outcome.statementErrors += 1
    display.complain(
      "error: the solver could not take a change back (\(error)); the layout may be off. "
        + "`save FILE`, `reset` and `load FILE` rebuild it.")
  }
}
