import ArgumentParser
import Foundation
import LabSession

/// `scripts/ib-survey FOLDER`: how often LayoutLab's frames land on the frames Xcode stored in
/// a folder of Interface Builder files, by the Xcode that saved each file, with and without
/// the stored intrinsic sizes, and the misses grouped by cause (`InterfaceBuilderSurvey`).
@main
struct IBSurvey: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ib-survey",
    abstract: "Compare LayoutLab's frames with the frames Xcode stored in storyboards and xibs.")

  @Argument(help: "A folder of .storyboard and .xib files (searched recursively).")
  var folder: String

  @Option(help: "A tab-separated index with a header: local_name and split columns.")
  var index: String?

  @Option(help: "Which split of the index to measure: fit, held-out or all.")
  var split = "all"

  @Option(help: "How many of the commonest causes to list.")
  var causes = 15

  @Flag(help: "Also print each file's share, and each miss with its stored and solved frames.")
  var details = false

  mutating func run() throws {
    let files = try chosenFiles()
    var results: [InterfaceBuilderSurvey.FileResult] = []
    for path in files { results.append(InterfaceBuilderSurvey.measure(path)) }
    let report = SurveyReport(results: results, causes: causes)
    print(report.text)
    if details { print(report.details) }
  }

  /// The folder's IB files in name order, kept to the chosen split when an index says it.
  func chosenFiles() throws -> [String] {
    let url = URL(fileURLWithPath: folder)
    guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else {
      throw ValidationError("cannot read \(folder)")
    }
    var paths = walker.compactMap { ($0 as? URL)?.path }.filter {
      $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib")
    }
    paths.sort()
    guard split != "all" else { return paths }
    guard let index else { throw ValidationError("--split needs --index") }
    let splits = try Self.splits(in: index)
    return paths.filter { splits[URL(fileURLWithPath: $0).lastPathComponent] == split }
  }

  /// local_name → split, from the index's header-named columns.
  static func splits(in index: String) throws -> [String: String] {
    let text = try String(contentsOfFile: index, encoding: .utf8)
    let rows = text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
    guard let header = rows.first, let name = header.firstIndex(of: "local_name"),
      let split = header.firstIndex(of: "split")
    else { throw ValidationError("\(index) needs local_name and split columns") }
    var out: [String: String] = [:]
    for row in rows.dropFirst() where row.count > max(name, split) {
      out[String(row[name])] = String(row[split])
    }
    return out
  }
}
