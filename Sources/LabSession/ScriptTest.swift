import Foundation

/// `layoutlab test`: one script run in a fresh session, and what came of it.
public struct ScriptTestResult: Sendable {
  public enum Outcome: String, Sendable {
    case passed = "PASS"
    case failed = "FAIL"
    /// A statement was wrong (syntax or meaning): the script could not run as written.
    case error = "ERROR"
  }

  public var path: String
  public var outcome: Outcome
  public var expectations: Int
  public var failures: [ExpectationFailure]
  /// The error stream's lines (diagnostics with their carets, failed expectations).
  public var errors: [String]
  public var seconds: Double

  /// Runs the script at `path` in a new session, output discarded, errors kept.
  public static func run(path: String) -> ScriptTestResult {
    let start = Date()
    guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
      return ScriptTestResult(
        path: path, outcome: .error, expectations: 0, failures: [], errors: ["cannot read \(path)"],
        seconds: 0)
    }
    nonisolated(unsafe) var errors: [String] = []
    let session = Session(output: { _ in }, errorOutput: { errors.append($0.text) })
    session.display.quiet = true
    session.display.autoprint = .off
    session.run(source, file: path, keepGoing: true)
    let outcome: Outcome =
      session.outcome.statementErrors > 0
      ? .error : session.outcome.failedExpectations > 0 ? .failed : .passed
    return ScriptTestResult(
      path: path, outcome: outcome, expectations: session.outcome.checkedExpectations,
      failures: session.outcome.expectationFailures, errors: errors,
      seconds: Date().timeIntervalSince(start))
  }

  /// The `.lab` files under the given files and folders, sorted, each once.
  public static func scripts(under paths: [String]) -> [String] {
    var found = Set<String>()
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
      if !isFolder.boolValue {
        found.insert(path)
        continue
      }
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      guard let files = FileManager.default.enumerator(atPath: path) else { continue }
      // Hidden folders (.build, .git) are not searched.
      for case let relative as String in files
      where relative.hasSuffix(".lab")
        && !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") })
      {
        found.insert(base == "." ? relative : base + "/" + relative)
      }
    }
    return found.sorted()
  }
}
