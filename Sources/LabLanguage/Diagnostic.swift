/// An error in a script, as LANGUAGE.md §10 prints it: `FILE:LINE:COL: error: MESSAGE`, the
/// line, a caret under the offending token, and a suggestion when one is close.
public struct Diagnostic: Error, Equatable, Sendable {
  public var message: String
  public var range: SourceRange
  /// "did you mean `leading`?" when a name is close to a known one.
  public var suggestion: String?

  public init(_ message: String, at range: SourceRange, suggestion: String? = nil) {
    self.message = message
    self.range = range
    self.suggestion = suggestion
  }

  /// The full report for a file name and the script's text.
  /// `label` is what the line calls it: `error`, or `note` for what a reader left out.
  public func rendered(file: String, source: String, label: String = "error") -> String {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let line =
      range.start.line - 1 < lines.count && range.start.line >= 1 ? String(lines[range.start.line - 1]) : ""
    var out = "\(file):\(range.start.line):\(range.start.column): \(label): \(message)"
    if let suggestion { out += " (did you mean `\(suggestion)`?)" }
    out += "\n" + line + "\n"
    let width =
      range.end.line == range.start.line
      ? max(1, range.end.column - range.start.column) : max(1, line.count - range.start.column + 1)
    out +=
      String(repeating: " ", count: max(0, range.start.column - 1)) + "^"
      + String(repeating: "~", count: max(0, width - 1))
    return out
  }
}

/// The closest of `candidates` to `word` by edit distance, if close enough to be a likely
/// typo (at most a third of the word's length, and at most 3).
public func suggestion(for word: String, among candidates: [String]) -> String? {
  let limit = min(3, max(1, word.count / 3))
  var best: (String, Int)? = nil
  for candidate in candidates {
    let d = editDistance(word.lowercased(), candidate.lowercased())
    guard d <= limit, d > 0 || word != candidate else { continue }
    if let current = best, current.1 <= d { continue }
    best = (candidate, d)
  }
  return best?.0
}

/// Edit distance between two strings by characters, a swap of neighbours counting as one edit
/// (optimal string alignment), so `hihg` is one edit from `high`.
public func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in 0...a.count { d[i][0] = i }
  for j in 0...b.count { d[0][j] = j }
  for i in 1...a.count {
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
      }
    }
  }
  return d[a.count][b.count]
}
