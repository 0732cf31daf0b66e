// The engine benchmark of scripts/bench: 10,000 views on screen (100 rows of 100, the nearest
// thing to 100 horizontal stacks before stacks exist), the time to build them, and the median
// time of one small change (a constant, a label's text) followed by layout().
//
// Usage: EngineBench [ROWS] [COLUMNS]   (default 100 100)
import AutoLayout
import Foundation
import TextMetrics

func now() -> Double {
  var t = timespec()
  clock_gettime(CLOCK_MONOTONIC, &t)
  return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
}

func median(_ values: [Double]) -> Double {
  let v = values.sorted()
  return v.count % 2 == 1 ? v[v.count / 2] : (v[v.count / 2 - 1] + v[v.count / 2]) / 2
}

/// Resident memory in bytes (Linux), to report bytes per view and per constraint.
func residentBytes() -> Double {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
  let fields = text.split(separator: " ")
  return fields.count > 1 ? (Double(fields[1]) ?? 0) * 4096 : 0
}

struct Built {
  let engine: LayoutEngine
  let spacings: [ConstraintID]
  let labels: [ItemID]
  let constraintCount: Int
}

func build(rows: Int, columns: Int) throws -> Built {
  let engine = LayoutEngine(textLayout: TextLayout.systemDefault())
  let root = engine.root
  var spacings: [ConstraintID] = []
  var labels: [ItemID] = []
  var count = 0
  func add(_ c: LayoutConstraint) throws -> ConstraintID {
    count += 1
    return try engine.addConstraint(c)
  }
  var previousRow: ItemID? = nil
  for r in 0..<rows {
    let row = try engine.addView(.view, named: "row\(r)", to: root)
    _ = try add(LayoutConstraint(Anchor(row, .leading), .equal, Anchor(root, .leading)))
    _ = try add(LayoutConstraint(Anchor(row, .height), .equal, nil, constant: 22))
    if let previousRow {
      _ = try add(LayoutConstraint(Anchor(row, .top), .equal, Anchor(previousRow, .bottom), constant: 2))
    } else {
      _ = try add(LayoutConstraint(Anchor(row, .top), .equal, Anchor(root, .topMargin)))
    }
    var previous: ItemID? = nil
    for c in 0..<columns {
      let isLabel = c % 10 == 0
      let v = try engine.addView(isLabel ? .label : .view, named: "v\(r)_\(c)", to: row)
      if isLabel {
        engine.setText(v, "L\(c)")
        labels.append(v)
      } else {
        engine.setIntrinsicOverride(v, IntrinsicSize(width: 3, height: 20))
      }
      if let previous {
        spacings.append(try add(LayoutConstraint(Anchor(v, .leading), .equal, Anchor(previous, .trailing), constant: 1)))
      } else {
        _ = try add(LayoutConstraint(Anchor(v, .leading), .equal, Anchor(row, .leading)))
      }
      _ = try add(LayoutConstraint(Anchor(v, .top), .equal, Anchor(row, .top)))
      previous = v
    }
    if let previous { _ = try add(LayoutConstraint(Anchor(row, .trailing), .equal, Anchor(previous, .trailing))) }
    previousRow = row
  }
  engine.layout()
  return Built(engine: engine, spacings: spacings, labels: labels, constraintCount: count)
}

let arguments = CommandLine.arguments
let rows = arguments.count > 1 ? Int(arguments[1]) ?? 100 : 100
let columns = arguments.count > 2 ? Int(arguments[2]) ?? 100 : 100
do {
  let memoryBefore = residentBytes()
  let t0 = now()
  let built = try build(rows: rows, columns: columns)
  let buildMs = now() - t0
  let memory = residentBytes() - memoryBefore
  let views = rows * (columns + 1)
  var constantTimes: [Double] = []
  var textTimes: [Double] = []
  var changed = 0
  for i in 0..<200 {
    let spacing = built.spacings[(i * 7919) % built.spacings.count]
    let t1 = now()
    try built.engine.setConstant(spacing, i % 2 == 0 ? 3 : 1)
    changed += built.engine.layout().count
    constantTimes.append(now() - t1)
    let label = built.labels[(i * 104_729) % built.labels.count]
    let t2 = now()
    built.engine.setText(label, i % 2 == 0 ? "Longer \(i)" : "L")
    changed += built.engine.layout().count
    textTimes.append(now() - t2)
  }
  let constantMs = median(constantTimes)
  let textMs = median(textTimes)
  print("figure engine \(views) build \(String(format: "%.3f", buildMs))")
  print("figure engine \(views) change-constant \(String(format: "%.6f", constantMs))")
  print("figure engine \(views) change-text \(String(format: "%.6f", textMs))")
  print("figure engine \(views) bytes-per-view \(String(format: "%.0f", memory / Double(views)))")
  print("figure engine \(views) bytes-per-constraint \(String(format: "%.0f", memory / Double(built.constraintCount)))")
  print("check engine \(views) frames-changed \(changed)")
} catch {
  FileHandle.standardError.write(Data("EngineBench: \(error)\n".utf8))
  exit(1)
}
