import Foundation
import LabSession
import Testing

/// The end-to-end scripts under Tests/Scripts: each `NAME.lab` runs in a fresh session (with
/// --keep-going), and everything it prints — output and errors, interleaved as a terminal
/// shows them, then the exit status — must equal `NAME.expected`. To accept a deliberate
/// change, run `scripts/update-expected` and review the diff.
@Suite struct ScriptTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scripts")

  static var scripts: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".lab") }.sorted()
  }

  /// Runs a script as `layoutlab --keep-going NAME.lab` would and returns its transcript.
  static func transcript(_ name: String) throws -> String {
    let source = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    var lines: [String] = []
    let session = Session(output: { lines.append($0.text) }, errorOutput: { lines.append($0.text) })
    session.run(source, file: name, keepGoing: true)
    let status = session.outcome.statementErrors > 0 ? 2 : session.outcome.failedExpectations > 0 ? 1 : 0
    return lines.joined(separator: "\n") + "\nexit status \(status)\n"
  }

  @Test(arguments: scripts)
  func scriptPrintsWhatItsExpectedFileSays(name: String) throws {
    let expectedURL = Self.folder.appendingPathComponent(
      name.replacingOccurrences(of: ".lab", with: ".expected"))
    let actual = try Self.transcript(name)
    if ProcessInfo.processInfo.environment["LAYOUTLAB_UPDATE_EXPECTED"] == "1" {
      try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: expectedURL, encoding: .utf8)
    #expect(actual == expected, "\(name): run scripts/update-expected to see the difference")
  }

  @Test func thereAreScripts() {
    #expect(Self.scripts.count >= 5)
  }
}
