import Foundation
import LabSession
import Testing

/// The showcase scripts under Examples/: each runs without a wrong statement, checks something
/// (`expect`), and every expectation holds.
@Suite struct ExampleTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples")

  /// The scripts of Examples/ and of Examples/Swift/ (which load the Swift beside them).
  static var examples: [String] {
    ["", "Swift/"].flatMap { sub in
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/" + sub)) ?? []).filter {
        $0.hasSuffix(".lab")
      }.sorted().map { sub + $0 }
    }
  }

  @Test(arguments: examples)
  func exampleHoldsItsExpectations(name: String) throws {
    let source = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
    #expect(source.contains("expect "), "\(name) checks nothing")
    var errors: [String] = []
    let session = Session(output: { _ in }, errorOutput: { errors.append($0.text) })
    session.run(source, file: name, keepGoing: true)
    #expect(
      session.outcome.statementErrors == 0 && session.outcome.failedExpectations == 0,
      "\(name):\n\(errors.joined(separator: "\n"))")
  }

  @Test func thereAreExamples() { #expect(Self.examples.count >= 5) }
}
