import AutoLayout
import Foundation
import LabSession

/// The survey's printout: one line per Xcode release, then the totals, then the causes of the
/// misses, commonest first.
struct SurveyReport {
  let results: [InterfaceBuilderSurvey.FileResult]
  let causes: Int

  var text: String {
    let views = results.flatMap(\.views)
    let scenes = results.reduce(0) { $0 + $1.scenes }
    var lines = [
      "ib-survey: \(results.count) files, \(scenes) scenes, \(views.count) views "
        + "(\(results.filter { $0.errors > 0 }.count) files with statement errors)",
      "",
      "A view lands when every edge is within half a pixel of the stored frame. \"stored intrinsic\":",
      "each intrinsic size set to the stored size, which leaves the constraint rules alone.",
      "",
      row("saved by", "files", "views", "land", "no text", "text", "stored intrinsic"),
    ]
    var byRelease: [String: [InterfaceBuilderSurvey.FileResult]] = [:]
    for result in results { byRelease[result.xcode, default: []].append(result) }
    let releases = byRelease.keys.sorted { first(byRelease[$0]!) < first(byRelease[$1]!) }
    for release in releases { lines.append(summary(release, byRelease[release]!)) }
    lines.append(summary("all", results))
    lines += ["", "misses by cause (views; files):"]
    var byCause: [String: (views: Int, files: Set<String>)] = [:]
    for result in results {
      for view in result.views {
        guard let cause = view.cause else { continue }
        byCause[cause, default: (0, [])].views += 1
        byCause[cause, default: (0, [])].files.insert(result.path)
      }
    }
    let ranked = byCause.sorted {
      $0.value.views != $1.value.views ? $0.value.views > $1.value.views : $0.key < $1.key
    }
    for (cause, tally) in ranked.prefix(causes) {
      lines.append(
        "  \(String(tally.views).leftPadded(5))  \(String(tally.files.count).leftPadded(3))  \(cause)")
    }
    if ranked.count > causes { lines.append("  … \(ranked.count - causes) more causes") }
    return lines.joined(separator: "\n")
  }

  /// Each file's share, then each miss: `scene view: stored → solved (cause)`.
  var details: String {
    var lines = ["", "by file:"]
    for result in results {
      let name = URL(fileURLWithPath: result.path).lastPathComponent
      lines.append(
        "  \(share(result.views, \.matches).leftPadded(11))  \(result.xcode)  \(name)"
          + (result.errors > 0 ? "  (\(result.errors) errors)" : ""))
      for view in result.views where !view.matches {
        lines.append(
          "      \(view.scene) \(view.name): \(view.stored) → \(view.solved)"
            + "  (\(view.cause ?? ""))")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The lowest toolsVersion among the files, for ordering releases.
  func first(_ files: [InterfaceBuilderSurvey.FileResult]) -> Double {
    files.compactMap { $0.toolsVersion.flatMap(Double.init) }.min() ?? -1
  }

  func summary(_ release: String, _ files: [InterfaceBuilderSurvey.FileResult]) -> String {
    let views = files.flatMap(\.views)
    let plain = views.filter { !$0.dependsOnText }
    let text = views.filter(\.dependsOnText)
    return row(
      release, String(files.count), String(views.count), share(views, \.matches), share(plain, \.matches),
      share(text, \.matches), share(views, \.matchesWithStoredIntrinsic))
  }

  func share(
    _ views: [InterfaceBuilderSurvey.ViewResult], _ test: KeyPath<InterfaceBuilderSurvey.ViewResult, Bool>
  )
    -> String
  {
    guard !views.isEmpty else { return "—" }
    let hits = views.filter { $0[keyPath: test] }.count
    return "\(Int((Double(hits) * 100 / Double(views.count)).rounded()))% (\(hits))"
  }

  func row(_ cells: String...) -> String {
    let widths = [34, 6, 6, 11, 11, 11, 16]
    return zip(cells, widths).enumerated().map { k, pair in
      k == 0 ? pair.0.padding(toLength: pair.1, withPad: " ", startingAt: 0) : pair.0.leftPadded(pair.1)
    }.joined(separator: " ")
  }
}

extension String {
  func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
