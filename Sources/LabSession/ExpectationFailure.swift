/// A failed `expect`: where it is, what it found, and the value that would make it hold.
public struct ExpectationFailure: Sendable, Equatable {
  public enum Actual: Sendable, Equatable {
    /// A frame's four numbers, an anchor's value, a count.
    case numbers([Double])
    case text(String)
  }

  public var file: String
  public var line: Int
  public var column: Int
  public var message: String
  public var actual: Actual?
  /// `NAME  (x, y, w, h)` for each view the expectation names, as solved now.
  public var frames: [String]
}
