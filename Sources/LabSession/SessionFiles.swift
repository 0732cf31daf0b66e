import LabLanguage

/// The session's files: whether it may write them, and how much of its history the last
/// `save` or `load` covered.
public struct SessionFiles {
  /// Whether `save`, `export … FILE` and `export png` may write files (the fuzzer turns it
  /// off: its inputs would otherwise write wherever they name).
  public var allowsWrites = true
  /// How many statements of the history a `save` or `load` last covered: more than that is
  /// work a lesson must not drop without a word.
  var savedStatements = 0

  /// Refuses a statement that writes a file where the session may not (off for fuzzing).
  func requireWrites(_ statement: Statement) throws(Diagnostic) {
    guard allowsWrites else { throw Diagnostic("this session does not write files", at: statement.range) }
  }

  /// How many statements of a history of `count` no `save` or `load` has covered.
  func unsavedStatements(of count: Int) -> Int { count - savedStatements }
}
