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

  /// The first character of a text: where a statement made by a program, not read from a
  /// file, is said to be.
  public static let start = SourceRange(
    SourceLocation(line: 1, column: 1), SourceLocation(line: 1, column: 2))

  /// From the start of one range to the end of another.
  public func through(_ other: SourceRange) -> SourceRange { SourceRange(start, other.end) }

  /// The text the range covers in `lines` (numbered from `firstLine`). With `lineEnds`, each
  /// line ends at its column there (a line without one is left out): what follows the last
  /// token, a `#` comment, is not taken.
  public func text(in lines: [Substring], firstLine: Int = 1, lineEnds: [Int: Int]? = nil) -> String {
    let from = start.line - firstLine
    let to = end.line - firstLine
    guard from >= 0, to < lines.count, from <= to else { return "" }
    var parts: [String] = []
    for n in from...to {
      let line = Array(lines[n])
      let begin = n == from ? min(max(0, start.column - 1), line.count) : 0
      var stop = n == to ? end.column - 1 : line.count
      if let lineEnds { stop = min(stop, lineEnds[n + firstLine].map { $0 - 1 } ?? begin) }
      parts.append(String(line[begin..<min(max(begin, stop), line.count)]))
    }
    return parts.joined(separator: "\n")
  }
}
