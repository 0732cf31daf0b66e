import AutoLayout

/// What `devices all` needs to replay the session on every device: each `expect` as written
/// with where in the history it stood, and, in the session doing the replaying, the screen
/// that its `device` statements must keep.
struct DeviceReplay {
  /// An `expect` as written, with how many statements of the history stood before it.
  struct WrittenExpectation {
    var afterStatements: Int
    var text: String
  }

  /// Each `expect` run, oldest first: `devices all` checks each where it was written.
  private(set) var expectations: [WrittenExpectation] = []
  /// The screen a replay runs on: `device` statements then keep it.
  var pinnedScreen: Screen? = nil

  /// Notes an `expect` run after `statements` statements of the history.
  mutating func record(_ text: String, afterStatements statements: Int) {
    expectations.append(WrittenExpectation(afterStatements: statements, text: text))
  }

  /// Forgets the expectations written after the history was `statements` long: they were
  /// about a state that undo took away.
  mutating func forgetExpectations(after statements: Int) {
    expectations.removeAll { $0.afterStatements > statements }
  }

  /// Forgets every expectation (`reset`).
  mutating func forgetAll() { expectations = [] }
}
