// The engine benchmark of scripts/bench: 10,000 views on screen, the time to build them, and
// the median time of one small change followed by layout(). Two layouts: 100 rows of 100
// views chained by hand (changes: a constant, a label's text), and 100 real horizontal stack
// views of 100 arranged views (changes: a hidden flag, a stack's spacing).
//
// Usage: EngineBench [ROWS] [COLUMNS]   (default 100 100)
import AutoLayout
import BenchSupport
import Foundation
import TextMetrics

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
        spacings.append(
          try add(LayoutConstraint(Anchor(v, .leading), .equal, Anchor(previous, .trailing), constant: 1)))
      } else {
        _ = try add(LayoutConstraint(Anchor(v, .leading), .equal, Anchor(row, .leading)))
      }
      _ = try add(LayoutConstraint(Anchor(v, .top), .equal, Anchor(row, .top)))
      previous = v
    }
    if let previous {
      _ = try add(LayoutConstraint(Anchor(row, .trailing), .equal, Anchor(previous, .trailing)))
    }
    previousRow = row
  }
  engine.layout()
  return Built(engine: engine, spacings: spacings, labels: labels, constraintCount: count)
}

/// 100 horizontal stacks of 100 arranged views (every tenth a label) in a vertical stack.
func buildStacks(rows: Int, columns: Int) throws -> (engine: LayoutEngine, stacks: [ItemID], items: [ItemID])
{
  let engine = LayoutEngine(textLayout: TextLayout.systemDefault())
  let column = try engine.addView(.stack, named: "column", to: engine.root)
  try engine.addConstraint(LayoutConstraint(Anchor(column, .leading), .equal, Anchor(engine.root, .leading)))
  try engine.addConstraint(LayoutConstraint(Anchor(column, .top), .equal, Anchor(engine.root, .topMargin)))
  var vertical = StackConfiguration()
  vertical.axis = .vertical
  vertical.spacing = 2
  // Leading, not fill: fill would stretch every row to the widest, and which of a row's 100
  // equally hugging views takes the slack is ambiguous (in UIKit too).
  vertical.alignment = .leading
  engine.setStackConfiguration(column, vertical)
  var stacks: [ItemID] = []
  var items: [ItemID] = []
  for r in 0..<rows {
    let row = try engine.addView(.stack, named: "row\(r)", to: column)
    engine.arrange(row, in: column)
    var horizontal = StackConfiguration()
    horizontal.spacing = 1
    horizontal.alignment = .center
    engine.setStackConfiguration(row, horizontal)
    stacks.append(row)
    for c in 0..<columns {
      let isLabel = c % 10 == 0
      let v = try engine.addView(isLabel ? .label : .view, named: "v\(r)_\(c)", to: row)
      if isLabel {
        engine.setText(v, "L\(c)")
      } else {
        engine.setIntrinsicOverride(v, IntrinsicSize(width: 3, height: 20))
      }
      engine.arrange(v, in: row)
      items.append(v)
    }
  }
  engine.layout()
  return (engine, stacks, items)
}

let arguments = CommandLine.arguments
let rows = arguments.count > 1 ? Int(arguments[1]) ?? 100 : 100
let columns = arguments.count > 2 ? Int(arguments[2]) ?? 100 : 100
// `EngineBench ROWS COLUMNS hidden|spacing`: only that change, 2,000 times, for a profiler.
if arguments.count > 3 {
  let stacked = try buildStacks(rows: rows, columns: columns)
  let t = now()
  for i in 0..<2000 {
    if arguments[3] == "hidden" {
      let item = stacked.items[(i * 7919) % stacked.items.count]
      stacked.engine.setHidden(item, !stacked.engine.isHidden(item))
    } else {
      let stack = stacked.stacks[(i * 31) % stacked.stacks.count]
      var configuration = stacked.engine.stackConfiguration(of: stack)
      configuration.spacing = Double(2 + (i / 100) % 2)
      stacked.engine.setStackConfiguration(stack, configuration)
    }
    _ = stacked.engine.layout()
  }
  print("profile \(arguments[3]) \(String(format: "%.6f", (now() - t) / 2000)) ms per change")
  exit(0)
}
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
  let bytesPerConstraint = memory / Double(built.constraintCount)
  print("figure engine \(views) bytes-per-constraint \(String(format: "%.0f", bytesPerConstraint))")
  print("check engine \(views) frames-changed \(changed)")

  let t3 = now()
  let stacked = try buildStacks(rows: rows, columns: columns)
  let stacksBuildMs = now() - t3
  var hiddenTimes: [Double] = []
  var spacingTimes: [Double] = []
  for i in 0..<200 {
    let item = stacked.items[(i * 7919) % stacked.items.count]
    let t4 = now()
    stacked.engine.setHidden(item, !stacked.engine.isHidden(item))
    changed += stacked.engine.layout().count
    hiddenTimes.append(now() - t4)
    let stack = stacked.stacks[(i * 31) % stacked.stacks.count]
    var configuration = stacked.engine.stackConfiguration(of: stack)
    // Each stack comes round every 100 changes: 2 the first time, 3 the second (from 1).
    configuration.spacing = Double(2 + (i / 100) % 2)
    let t5 = now()
    stacked.engine.setStackConfiguration(stack, configuration)
    changed += stacked.engine.layout().count
    spacingTimes.append(now() - t5)
  }
  let stackViews = rows * (columns + 1) + 1
  print("figure stacks \(stackViews) build \(String(format: "%.3f", stacksBuildMs))")
  print("figure stacks \(stackViews) change-hidden \(String(format: "%.6f", median(hiddenTimes)))")
  print("figure stacks \(stackViews) change-stack-spacing \(String(format: "%.6f", median(spacingTimes)))")
  print("check stacks \(stackViews) frames-changed \(changed)")
} catch {
  FileHandle.standardError.write(Data("EngineBench: \(error)\n".utf8))
  exit(1)
}
