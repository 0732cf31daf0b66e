import BenchSupport
// The Swift side of scripts/bench: the solver anchor's workloads on LayoutLab's `Solver`.
//
// Usage: SolverBench enaml DATAFILE | b2 N | b1 N | grid R
// Prints `figure WORKLOAD SIZE OP MILLISECONDS` and `check WORKLOAD SIZE NAME VALUE` lines,
// the same protocol as the kiwi side (Benchmarks/kiwi/kiwi_bench.cpp).
import Cassowary
import Foundation
import SolverWorkloads

func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}

func figure(_ workload: String, _ size: String, _ op: String, _ ms: Double) {
  print("figure \(workload) \(size) \(op) \(String(format: "%.6f", ms))")
}

func check(_ workload: String, _ size: String, _ name: String, _ value: Double) {
  print("check \(workload) \(size) \(name) \(String(format: "%.4f", value))")
}

func enaml(_ path: String) throws {
  let workload = try EnamlLikeWorkload(text: String(contentsOfFile: path, encoding: .utf8))
  var builds: [Double] = []
  var cycles: [Double] = []
  var removes: [Double] = []
  let reps = Int(ProcessInfo.processInfo.environment["BENCH_REPS"] ?? "") ?? 40
  for rep in 0..<reps {
    let t0 = now()
    let built = try workload.build()
    builds.append(now() - t0)
    for round in 0..<20 {
      for size in EnamlLikeWorkload.sizes {
        let t1 = now()
        try EnamlLikeWorkload.resize(built, width: size.width, height: size.height)
        cycles.append(now() - t1)
        if rep == 0 && round == 0 {
          let sum = built.variables.reduce(0) { $0 + built.solver.value(of: $1) }
          check("enaml", "111", "sum\(Int(size.width))x\(Int(size.height))", sum)
        }
      }
    }
    let t2 = now()
    try EnamlLikeWorkload.removeAll(built)
    removes.append(now() - t2)
  }
  figure("enaml", "111", "build", median(builds))
  figure("enaml", "111", "resize-cycle", median(cycles))
  figure("enaml", "111", "remove-all", median(removes))
}

func chain(_ kind: ChainWorkload.Kind, _ n: Int) throws {
  let w = kind.rawValue
  let size = String(n)
  let t0 = now()
  let (solver, v) = try ChainWorkload(kind, count: n).build()
  figure(w, size, "build", now() - t0)
  check(w, size, "sum", v.reduce(0) { $0 + solver.value(of: $1) })
  let t1 = now()
  try solver.addEditVariable(v[0], strength: Strength.strong)
  figure(w, size, "add-edit", now() - t1)
  var cycles: [Double] = []
  for i in 0..<200 {
    let t2 = now()
    try solver.suggestValue(v[0], i % 2 == 1 ? 100 : 200)
    solver.updateVariables()
    cycles.append(now() - t2)
  }
  figure(w, size, "cycle", median(cycles))
  check(w, size, "last", solver.value(of: v[n - 1]))
  let t3 = now()
  try solver.removeEditVariable(v[0])
  figure(w, size, "remove-edit", now() - t3)
}

func grid(_ r: Int) throws {
  let size = String(r)
  let workload = GridWorkload(rows: r)
  let t0 = now()
  let built = try workload.build()
  figure("grid", size, "build", now() - t0)
  let solver = built.solver
  check("grid", size, "tableHeight", solver.value(of: built.table.height))
  check("grid", size, "middleWidths", built.subviews.reduce(0) { $0 + solver.value(of: $1[1].width) })
  let k = workload.editedCell
  try solver.addEditVariable(built.cells[k].width, strength: Strength.strong)
  try solver.suggestValue(built.cells[k].width, 200)
  solver.updateVariables()
  var cycles: [Double] = []
  for i in 0..<200 {
    let t1 = now()
    try solver.suggestValue(built.cells[k].width, i % 2 == 1 ? 200 : 300)
    solver.updateVariables()
    cycles.append(now() - t1)
  }
  figure("grid", size, "edit-cycle", median(cycles))
  check("grid", size, "editedMiddle", solver.value(of: built.subviews[k][1].width))
  try solver.removeEditVariable(built.cells[k].width)
  let t2 = now()
  try workload.replaceHeight(built)
  figure("grid", size, "replace", now() - t2)
  check("grid", size, "tableHeightAfterReplace", solver.value(of: built.table.height))
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
  printError("usage: SolverBench enaml FILE | b1 N | b2 N | grid R")
  exit(2)
}
do {
  switch arguments[1] {
  case "enaml": try enaml(arguments[2])
  case "b1": try chain(.b1, Int(arguments[2]) ?? 1000)
  case "b2": try chain(.b2, Int(arguments[2]) ?? 1000)
  case "grid": try grid(Int(arguments[2]) ?? 100)
  default:
    printError("unknown workload \(arguments[1])")
    exit(2)
  }
} catch {
  printError("SolverBench: \(error)")
  exit(1)
}
