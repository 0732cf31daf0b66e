import Cassowary
import Foundation
import SolverWorkloads
import Testing

/// kiwi's own benchmark, checked value by value against kiwi 1.5.1's results.
@Suite struct EnamlLikeTests {
  /// Rows of `enaml_like_expected.txt`: the size, then every variable's value.
  func expected() throws -> (names: [String], rows: [(String, [Double])]) {
    let url = EnamlLikeData.folder.appendingPathComponent("enaml_like_expected.txt")
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    var names: [String] = []
    var rows: [(String, [Double])] = []
    for line in lines {
      let fields = line.split(separator: " ").map(String.init)
      if line.hasPrefix("# size") {
        names = Array(fields.dropFirst(2))
      } else if !line.hasPrefix("#"), let size = fields.first {
        rows.append((size, fields.dropFirst().compactMap(Double.init)))
      }
    }
    return (names, rows)
  }

  @Test func everyVariableMatchesKiwiAtAllSixSizes() throws {
    let workload = try EnamlLikeWorkload.load(folder: EnamlLikeData.folder)
    #expect(workload.lines.count == 111)
    #expect(workload.variableNames.count == 37)
    let built = try workload.build()
    let (names, rows) = try expected()
    #expect(rows.count == 6)
    for (i, size) in EnamlLikeWorkload.sizes.enumerated() {
      try EnamlLikeWorkload.resize(built, width: size.width, height: size.height)
      let (label, values) = rows[i]
      #expect(label == "\(Int(size.width))x\(Int(size.height))")
      for (j, name) in names.enumerated() {
        guard let v = workload.variableNames.firstIndex(of: name) else {
          Issue.record("no variable \(name)")
          continue
        }
        let got = built.solver.value(of: built.variables[v])
        #expect(abs(got - values[j]) < 1e-6, "\(label) \(name): \(got) != \(values[j])")
      }
    }
  }

  /// The anchor's sums: 4837, 5437, 9037, 10237, 5437, 6637.
  @Test func sumsMatchTheAnchor() throws {
    let workload = try EnamlLikeWorkload.load(folder: EnamlLikeData.folder)
    let built = try workload.build()
    var sums: [Double] = []
    for size in EnamlLikeWorkload.sizes {
      try EnamlLikeWorkload.resize(built, width: size.width, height: size.height)
      sums.append(built.variables.reduce(0) { $0 + built.solver.value(of: $1) })
    }
    #expect(sums.map { $0.rounded() } == [4837, 5437, 9037, 10237, 5437, 6637])
  }

  @Test func removingEverythingLeavesAnEmptyTableau() throws {
    let workload = try EnamlLikeWorkload.load(folder: EnamlLikeData.folder)
    let built = try workload.build()
    try EnamlLikeWorkload.resize(built, width: 400, height: 600)
    try EnamlLikeWorkload.removeAll(built)
    built.solver.updateVariables()
    #expect(built.variables.allSatisfy { built.solver.value(of: $0) == 0 })
    #expect(built.solver.dump() == "objective: ")
  }
}
