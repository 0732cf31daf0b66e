import Foundation
import LabLanguage
import LabSession
import Testing

/// `Statement.labSource` writes statements that front ends other than LayoutLab's own text
/// (Swift source) build, so that the history reads as if typed. Every script of the repository is
/// the corpus: written back, each statement parses to a statement that writes the same text,
/// and the examples written back lay out to the same JSON.
@Suite struct StatementWriterTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func scripts(in folder: String) -> [String] {
    let url = root.appendingPathComponent(folder)
    return ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).filter {
      $0.hasSuffix(".lab")
    }.sorted().map { folder + "/" + $0 }
  }

  static let corpus =
    scripts(in: "Examples") + scripts(in: "Examples/Lessons/Levels") + scripts(in: "Tests/Scripts")
    + scripts(in: "Tests/Fixtures/Exports")

  @Test(arguments: corpus)
  func writtenStatementsReadBackToTheSameText(path: String) throws {
    let source = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    var count = 0
    for case .success(let statements) in Parser.parsePieces(source) {
      for statement in statements {
        let written = statement.labSource
        let reread: [Statement]
        do {
          reread = try Parser.parse(written)
        } catch {
          Issue.record("\(path):\(statement.range.start): `\(written)` does not parse: \(error.message)")
          continue
        }
        #expect(reread.count == 1, "\(path): `\(written)`")
        #expect(reread.first?.labSource == written, "\(path):\(statement.range.start)")
        count += 1
      }
    }
    #expect(count > 0, "\(path) has no statements")
  }

  @Test(arguments: scripts(in: "Examples") + scripts(in: "Tests/Fixtures/Exports"))
  func writtenExamplesLayOutTheSame(path: String) throws {
    let source = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    let written = try Parser.parse(source).map(\.labSource).joined(separator: "\n")
    func json(_ script: String) -> String {
      let session = Session(output: { _ in }, errorOutput: { _ in })
      session.run(script, file: path, keepGoing: true)
      return session.exportJSON()
    }
    #expect(json(written) == json(source), "\(path) written back:\n\(written)")
  }
}
