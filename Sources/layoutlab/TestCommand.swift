import ArgumentParser
import Foundation
import LabSession

/// `layoutlab test [PATHS…]`: every `.lab` under the paths (default: this folder), each in a
/// fresh session, in parallel across cores; one line per script, the failures' details, then
/// `N passed, N failed`. Exit status 0 when all hold, 1 when an expectation failed, 2 when a
/// statement was wrong.
struct TestCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layoutlab test", abstract: "Run .lab scripts as tests.")

  @Argument(help: "Scripts and folders (default: the current folder).")
  var paths: [String] = []

  @Option(help: "Also write the results as JUnit XML to this file.")
  var junit: String?

  @Flag(help: "Write the actual values into failing `expect` lines (printing each change).")
  var record = false

  @Flag(help: "Run again when a script changes, printing what changed since the last run.")
  var watch = false

  mutating func run() throws {
    let roots = paths.isEmpty ? ["."] : paths
    let scripts = ScriptTestResult.scripts(under: roots)
    guard !scripts.isEmpty else {
      print("no .lab scripts under \(roots.joined(separator: " "))")
      throw ExitCode(2)
    }
    let start = Date()
    let results = Self.runAll(scripts)
    for result in results { print(Self.describe(result)) }
    print(Self.summary(results))
    if let junit {
      let xml = JUnitReport.xml(results, seconds: Date().timeIntervalSince(start))
      guard (try? xml.write(toFile: junit, atomically: true, encoding: .utf8)) != nil else {
        FileHandle.standardError.write(Data("layoutlab: cannot write \(junit)\n".utf8))
        throw ExitCode(2)
      }
    }
    if record { Self.record(results) }
    if watch {
      Watcher(roots: roots, scripts: scripts, last: results).run()
      return
    }
    if results.contains(where: { $0.outcome == .error }) { throw ExitCode(2) }
    if results.contains(where: { $0.outcome == .failed }) { throw ExitCode(1) }
  }

  /// Runs the scripts on every core; results in the scripts' order.
  static func runAll(_ scripts: [String]) -> [ScriptTestResult] {
    final class Results: @unchecked Sendable {
      let lock = NSLock()
      var byIndex: [Int: ScriptTestResult] = [:]
    }
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: scripts.count) { i in
      let result = ScriptTestResult.run(path: scripts[i])
      results.lock.lock()
      results.byIndex[i] = result
      results.lock.unlock()
    }
    return scripts.indices.compactMap { results.byIndex[$0] }
  }

  /// `PASS  a.lab  (3 expects, 0.12 s)`, and for a failure each failed line, the expectation
  /// and the named views' frames now; for an error the diagnostics.
  static func describe(_ result: ScriptTestResult) -> String {
    var lines = [
      "\(result.outcome.rawValue.padding(toLength: 5, withPad: " ", startingAt: 0)) \(result.path)  "
        + "(\(result.expectations) expect\(result.expectations == 1 ? "" : "s"), "
        + "\(String(format: "%.2f", result.seconds)) s)"
    ]
    switch result.outcome {
    case .passed: break
    case .failed:
      let source = (try? String(contentsOfFile: result.path, encoding: .utf8))?.split(
        separator: "\n", omittingEmptySubsequences: false)
      for failure in result.failures {
        lines.append("  \(failure.file):\(failure.line):\(failure.column): \(failure.message)")
        if let source, failure.line <= source.count {
          lines.append("    " + source[failure.line - 1].trimmingCharacters(in: .whitespaces))
        }
        for frame in failure.frames { lines.append("    now: \(frame)") }
      }
    case .error:
      lines += result.errors.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }.map {
        "  " + $0
      }
    }
    return lines.joined(separator: "\n")
  }

  static func summary(_ results: [ScriptTestResult]) -> String {
    let passed = results.filter { $0.outcome == .passed }.count
    return "\(passed) passed, \(results.count - passed) failed"
  }

  /// `--record`: rewrites each failing script's expectations, printing the changes.
  static func record(_ results: [ScriptTestResult]) {
    for result in results where result.outcome == .failed {
      guard let source = try? String(contentsOfFile: result.path, encoding: .utf8) else { continue }
      let (text, changes) = ExpectationRecorder.record(result.failures, in: source)
      guard !changes.isEmpty, (try? text.write(toFile: result.path, atomically: true, encoding: .utf8)) != nil
      else { continue }
      print("recorded \(result.path)")
      for change in changes { print("  \(result.path):\(change)") }
    }
  }
}
