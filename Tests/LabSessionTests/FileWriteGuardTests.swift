import Foundation
import LabSession
import Testing

/// A session that may not write files (the fuzzer's) refuses every statement that would:
/// the first hour of fuzzing left files named after its inputs in the working folder.
@Suite struct FileWriteGuardTests {
  @Test func noFileIsWritten() {
    let folder = NSTemporaryDirectory() + "layoutlab-guard-\(getpid())"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var errors: [String] = []
    let session = Session(output: { _ in }, errorOutput: { errors.append($0) })
    session.allowsFileWrites = false
    let statements = ["save \(folder)/a.lab", "export json \(folder)/a.json", "export svg \(folder)/a.svg", "export png \(folder)/a.png"]
    session.run("add view a [.pin]\n" + statements.joined(separator: "\n"), file: "guard", keepGoing: true)
    #expect(session.statementErrors == 4)
    #expect(errors.allSatisfy { $0.contains("this session does not write files") })
    #expect((try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true)
  }
}
