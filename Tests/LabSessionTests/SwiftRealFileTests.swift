import Foundation
import LabSession
import Testing

/// Ten public view files, each rewritten in our own words (layout only) with its source cited
/// at its top, loaded by a script whose expectations were worked out by hand
/// (Tests/Fixtures/Swift/Real; `docs/swift-import.md` lists what each exercises).
@Suite struct SwiftRealFileTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Swift/Real")

  static let scripts: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      $0.hasSuffix(".lab")
    }
    .sorted()

  @Test func thereAreTen() { #expect(Self.scripts.count == 10) }

  @Test(arguments: scripts)
  func aRealFileLoadsToTheFramesWorkedOutByHand(name: String) throws {
    let source = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
    var errors: [String] = []
    let session = Session(output: { _ in }, errorOutput: { errors.append($0.text) })
    session.run(source, file: name, keepGoing: true)
    #expect(source.contains("expect "), "\(name) checks nothing")
    #expect(
      session.outcome.statementErrors == 0 && session.outcome.failedExpectations == 0,
      "\(name):\n\(errors.joined(separator: "\n"))")
  }
}
