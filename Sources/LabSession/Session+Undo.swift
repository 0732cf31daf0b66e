import AutoLayout

/// Undo and redo without replay (issue 10): each statement in the history keeps the marks
/// where the engine and the document stood before it; undo takes their changes back to that
/// mark and keeps what it took back, which redo applies again. Neither parses nor rebuilds.
struct Mark {
  let engine: EngineMark
  let document: SessionDocument.Mark
}

/// A statement taken back by `undo`, with its changes for `redo`.
struct UndoneStatement {
  let text: String
  let engine: EngineRedo
  let document: SessionDocument.Redo
}

extension Session {
  /// Where the engine and the document stand now (see `LayoutEngine.takeMark`).
  func takeMark() -> Mark { Mark(engine: engine.takeMark(), document: document.takeMark()) }

  /// Takes back the last `count` statements, newest first.
  func undo(_ count: Int) {
    for _ in 0..<count {
      guard let mark = marks.popLast(), let text = history.popLast() else { break }
      // An expectation written after the statement was about a state that is gone.
      expectationLog.removeAll { $0.afterStatements > history.count }
      do {
        let engineRedo = try engine.revert(to: mark.engine)
        undone.append(UndoneStatement(text: text, engine: engineRedo, document: document.revert(to: mark.document)))
      } catch {
        // The solver could not take an edit back: rebuild what is left (never expected).
        rebuild()
        return
      }
    }
  }

  /// Applies the last `count` undone statements again, oldest of them first.
  func redo(_ count: Int) {
    for _ in 0..<count {
      guard let statement = undone.popLast() else { break }
      let before = takeMark()
      do {
        try engine.replay(statement.engine)
      } catch {
        history.append(statement.text)
        let rest = undone
        rebuild()
        undone = rest
        return
      }
      document.replay(statement.document)
      history.append(statement.text)
      marks.append(before)
    }
  }

  /// After a failed statement: back to where it started.
  func revertOrRebuild(to mark: Mark) {
    do {
      _ = try engine.revert(to: mark.engine)
      _ = document.revert(to: mark.document)
    } catch {
      let rest = undone
      rebuild()
      undone = rest
    }
  }
}
