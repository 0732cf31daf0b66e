// The session benchmark of scripts/bench (issue 10): a 10,101-view layout built statement by
// statement through a real `Session` (a content-sized vertical stack of 100 horizontal stacks
// of 100 labels, plus one view held by a named constraint), then the median time of single
// statements on it — a constant, a text, hidden, a stack's spacing, an intrinsic size — and
// of `undo` and `redo` after each, against the time the whole build takes (what rebuilding
// from the history would cost). Bars: median under 1 ms, at least 100× faster than a rebuild.
//
// Usage: SessionBench [N] [REPEATS] [EDIT...]   (default 100 41, every edit; naming edits, e.g.
// `spacing hidden`, times only those, for profiling). SESSIONBENCH_SAMPLES=1 prints every
// sample in order; SESSIONBENCH_TABLEAU=1 the tableau's size after each repetition)
import BenchSupport
import Foundation
import LabSession

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let chosenEdits = Set(CommandLine.arguments.dropFirst().filter { Int($0) == nil })
let n = arguments.first ?? 100
let repeats = arguments.dropFirst().first ?? 41

var lines = ["add vstack outer [.pinTop, .pinLeading]"]
for i in 0..<n {
  lines.append("add hstack h\(i) to outer")
  for j in 0..<n { lines.append("add label l\(i)_\(j) \"Item \(j)\" to h\(i)") }
}
lines += [
  "add view spacer { intrinsic = 10x10 }", "spacer.leading == root.leading as k",
  "spacer.top == root.top + 100",
]

var failures = 0
let session = Session(
  output: { _ in },
  errorOutput: { line in
    failures += 1
    FileHandle.standardError.write(Data("SessionBench: \(line)\n".utf8))
  })
session.display.quiet = true
let before = residentBytes()
let start = now()
for line in lines { session.run(line) }
let build = now() - start
let grown = residentBytes() - before
let views = n * n + n + 2
print(
  String(
    format: "bench: session build views=%d ms=%.0f bytes_per_view=%.0f", views, build, grown / Double(views)))
if ProcessInfo.processInfo.environment["SESSIONBENCH_TABLEAU"] != nil {
  print("tableau after the build: \(session.engine.solverStatistics)")
}

@MainActor func timed(_ line: String) -> Double {
  let t = now()
  session.run(line)
  return now() - t
}

let middle = n / 2
let edits: [(String, (Int) -> String)] = [
  ("constant", { "set k.constant = \($0 % 50)" }),
  ("text", { "set l\(middle)_\(middle).text = \"Item \($0)\"" }),
  ("hidden", { "set l\(middle)_3.hidden = \($0 % 2 == 0)" }),
  ("spacing", { "set h\(middle).spacing = \($0 % 10)" }),
  ("intrinsic", { "set spacer.intrinsic = \(10 + $0 % 40)x10" }),
]
var met = 0
var missed: [String] = []
for (name, statement) in edits where chosenEdits.isEmpty || chosenEdits.contains(name) {
  var edit: [Double] = []
  var undo: [Double] = []
  var redo: [Double] = []
  for i in 1...repeats {
    edit.append(timed(statement(i)))
    undo.append(timed("undo"))
    redo.append(timed("redo"))
    if ProcessInfo.processInfo.environment["SESSIONBENCH_TABLEAU"] != nil {
      print("tableau after \(name) \(i): \(session.engine.solverStatistics)")
    }
  }
  for (kind, samples) in [("edit", edit), ("undo", undo), ("redo", redo)] {
    if ProcessInfo.processInfo.environment["SESSIONBENCH_SAMPLES"] != nil {
      print("samples \(name) \(kind): " + samples.map { String(format: "%.2f", $0) }.joined(separator: " "))
    }
    let m = median(samples)
    let ok = m < 1 && build / m >= 100
    if ok { met += 1 } else { missed.append("\(name) \(kind)") }
    print(
      String(
        format: "bench: session %@ %@ median_ms=%.3f x%.0f faster than the build %@ (bar: <1 ms, >=100x)",
        name, kind, m, build / m, ok ? "met" : "MISSED"))
  }
}
let missedNames = missed.isEmpty ? "" : " (\(missed.joined(separator: ", ")))"
print("bench: session summary: met \(met), missed \(missed.count)\(missedNames)")
if failures > 0 {
  FileHandle.standardError.write(Data("SessionBench: \(failures) statements failed\n".utf8))
  exit(1)
}
