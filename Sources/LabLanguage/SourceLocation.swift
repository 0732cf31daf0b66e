/// A position in a script: 1-based line and column (columns count characters).
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
    (a.line, a.column) < (b.line, b.column)
  }

  public var description: String { "\(line):\(column)" }
}

/// The span of a token or node: from `start` up to (not including) `end`, on one line or more.
public struct SourceRange: Hashable, Sendable {
  public var start: SourceLocation
  public var end: SourceLocation

  public init(_ start: SourceLocation, _ end: SourceLocation) {
    self.start = start
    self.end = end
  }

  /// From the start of one range to the end of another.
  public func through(_ other: SourceRange) -> SourceRange { SourceRange(start, other.end) }
}
