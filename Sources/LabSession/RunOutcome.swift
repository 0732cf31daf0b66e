/// What a run has come to: the counts its exit status is made of, each failed expectation
/// with what would have made it hold, the conflict reports it printed, and whether `quit`
/// ended it. The shell, `layoutlab test` and the tests read it; only statements change it.
public struct RunOutcome {
  /// Wrong statements (syntax or meaning), and changes the solver could not take back.
  public internal(set) var statementErrors = 0
  /// Failed expectations, counting each failing cell of `devices all`.
  public internal(set) var failedExpectations = 0
  /// Every `expect` run, held or not (`layoutlab test` counts them).
  public internal(set) var checkedExpectations = 0
  /// Each failed `expect`, with what would have made it hold (`layoutlab test` reports them
  /// and `--record` writes the values back).
  public internal(set) var expectationFailures: [ExpectationFailure] = []
  /// Conflict reports printed since the session (or `reset`) began (`expect reports`).
  public internal(set) var printedReports = 0
  /// Set by `quit`.
  public internal(set) var wantsToQuit = false
}
