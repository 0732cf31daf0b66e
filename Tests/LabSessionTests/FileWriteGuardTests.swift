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
    let session = Session(output: { _ in }, errorOutput: { errors.append($0.text) })
    session.files.allowsWrites = false
    let statements = [
      "save \(folder)/a.lab", "export json \(folder)/a.json", "export svg \(folder)/a.svg",
      "export png \(folder)/a.png",
    ]
    session.run("add view a [.pin]\n" + statements.joined(separator: "\n"), file: "guard", keepGoing: true)
    #expect(session.outcome.statementErrors == 4)
    #expect(errors.allSatisfy { $0.contains("this session does not write files") })
    #expect((try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true)
  }

  /// A path that is not a regular file (here a FIFO, as `/dev/null` is a device) is written
  /// into, not replaced by a file renamed over it. Before, `export png /dev/null` run as root
  /// turned /dev/null into an empty regular file, and tmux stopped starting.
  @Test func aDeviceOrFIFOIsWrittenIntoNotReplaced() throws {
    let folder = NSTemporaryDirectory() + "layoutlab-fifo-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let fifo = folder + "/out"
    try #require(mkfifo(fifo, 0o600) == 0)
    // Held open for reading and writing, so that a writer never blocks for a reader.
    let holder = open(fifo, O_RDWR)
    try #require(holder >= 0)
    defer { close(holder) }
    let session = Session(output: { _ in }, errorOutput: { _ in })
    session.run("add view a\nexport json \(fifo)", file: "fifo", keepGoing: true)
    #expect(session.outcome.statementErrors == 0)
    var info = stat()
    #expect(stat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO was replaced by a file")
    var buffer = [UInt8](repeating: 0, count: 16)
    #expect(read(holder, &buffer, 16) > 0)
  }
}
