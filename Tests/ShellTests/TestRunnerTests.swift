import Foundation
import TestSupport
import Testing

/// `layoutlab test` on a folder of passing, failing and wrong scripts (issue 16).
@Suite struct TestRunnerTests {
  /// A scratch folder with the given scripts.
  func folder(_ name: String, _ scripts: [String: String]) throws -> String {
    let folder = NSTemporaryDirectory() + "layoutlab-runner-\(name)-\(getpid())"
    try? FileManager.default.removeItem(atPath: folder)
    try FileManager.default.createDirectory(atPath: folder + "/nested", withIntermediateDirectories: true)
    for (file, text) in scripts {
      try text.write(toFile: folder + "/" + file, atomically: true, encoding: .utf8)
    }
    return folder
  }

  static let passing = "add view a [.pin]\nexpect a.frame == (0, 0, 393, 852)\n"
  static let failing =
    "add view b [.pin]\n# the card\n"
    + "expect b.frame == (0, 0, 390, 800)   # was smaller\nexpect b.width >= 400\n"
  static let wrong = "add view c\nc.widht == 3\n"

  func run(_ arguments: [String]) throws -> ChildProcess.Result {
    let binary = try #require(ShellTerminalTests.binary, "layoutlab is not built")
    return ChildProcess.run([binary, "test"] + arguments, deadline: 30)
  }

  /// One line per script (nested folders too), the failures' details, the closing count, and
  /// the exit status: 2 with a wrong statement, 1 with only failed expectations, 0 when all hold.
  @Test func aFolderRunsAndSumsUp() throws {
    let dir = try folder("sum", ["a.lab": Self.passing, "nested/b.lab": Self.failing, "c.lab": Self.wrong])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let all = try run([dir])
    #expect(all.status == 2)
    let lines = all.output.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("PASS ") }.count == 1)
    #expect(lines.contains { $0.hasPrefix("FAIL  \(dir)/nested/b.lab") })
    #expect(lines.contains { $0.hasPrefix("ERROR \(dir)/c.lab") })
    #expect(all.output.contains("b.frame is (0, 0, 393, 852), expected (0, 0, 390, 800)"))
    #expect(all.output.contains("now: b  (0, 0, 393, 852)"))
    #expect(lines.last == "1 passed, 2 failed")
    #expect(try run([dir + "/a.lab", dir + "/nested/b.lab"]).status == 1)
    #expect(try run([dir + "/a.lab"]).status == 0)
  }

  /// `--junit` writes XML that xmllint (libxml2) validates against the JUnit schema, with a
  /// testcase per script.
  @Test func junitValidatesAgainstTheSchema() throws {
    let dir = try folder("junit", ["a.lab": Self.passing, "b.lab": Self.failing, "c.lab": Self.wrong])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    _ = try run([dir, "--junit", dir + "/report.xml"])
    let schema = ShellTerminalTests.repository.path + "/Tests/ShellTests/Fixtures/junit.xsd"
    let valid = ChildProcess.run(["xmllint", "--noout", "--schema", schema, dir + "/report.xml"])
    #expect(valid.status == 0, "xmllint (scripts/install-deps installs libxml2-utils) rejected the report")
    let xml = try String(contentsOfFile: dir + "/report.xml", encoding: .utf8)
    #expect(xml.components(separatedBy: "<testcase ").count - 1 == 3)
    #expect(xml.contains(#"failures="1" errors="1""#))
  }

  /// `--record` writes the actual values into the failing lines and nothing else: comments,
  /// spacing and the other lines stay; the script then passes.
  @Test func recordRewritesOnlyTheValues() throws {
    let dir = try folder("record", ["b.lab": Self.failing])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let recorded = try run([dir, "--record"])
    #expect(recorded.output.contains("b.lab:3: (0, 0, 390, 800) → (0, 0, 393, 852)"))
    let text = try String(contentsOfFile: dir + "/b.lab", encoding: .utf8)
    #expect(
      text
        == "add view b [.pin]\n# the card\n"
        + "expect b.frame == (0, 0, 393, 852)   # was smaller\nexpect b.width >= 393\n"
    )
    #expect(try run([dir]).status == 0)
  }

  /// `--watch` sees an edit and runs the script again within a second, printing the change.
  @Test func watchSeesAnEdit() throws {
    let dir = try folder("watch", ["a.lab": Self.passing])
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let edit = DispatchQueue(label: "edit")
    edit.asyncAfter(deadline: .now() + 1.0) {
      try? "add view a [.pin]\nexpect a.frame == (0, 0, 1, 1)\n".write(
        toFile: dir + "/a.lab", atomically: true, encoding: .utf8)
    }
    let binary = try #require(ShellTerminalTests.binary, "layoutlab is not built")
    // The watcher runs until stopped: 2 s after the edit it is killed, and its output read.
    let watched = ChildProcess.run([binary, "test", "--watch", dir], deadline: 2.0)
    #expect(watched.output.contains("watching"))
    #expect(watched.output.contains("PASS → FAIL  \(dir)/a.lab"), "\(watched.output)")
  }
}
