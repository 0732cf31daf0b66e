import Foundation
import Testing
import TestSupport

/// Every example exported in every Swift vocabulary LayoutLab writes parses as Swift
/// (`swiftc -parse`, the toolchain's own parser).
@Suite struct SwiftExportParseTests {
  @Test(arguments: ["swift-anchors", "swift-snapkit", "swift-class"])
  func everyExampleParses(format: String) throws {
    let binary = try #require(ShellTerminalTests.binary, "layoutlab is not built")
    let repository = ShellTerminalTests.repository.path
    let examples = try FileManager.default.contentsOfDirectory(atPath: repository + "/Examples").filter { $0.hasSuffix(".lab") }.sorted()
    #expect(examples.count >= 15)
    let folder = NSTemporaryDirectory() + "layoutlab-swift-\(format)-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for example in examples {
      let output = folder + "/" + example.replacingOccurrences(of: ".lab", with: ".swift")
      let exported = ChildProcess.run(
        [binary, "--quiet", repository + "/Examples/" + example, "-c", "export \(format) \(output)"], deadline: 30)
      #expect(exported.status == 0, "\(example): export failed")
      let parsed = ChildProcess.run(["swiftc", "-parse", output], deadline: 60)
      #expect(parsed.status == 0, "\(example) in \(format) does not parse")
    }
  }
}
