import AutoLayout
import LabLanguage
import LabRender

/// `sweep root.width 320...1024 [step 1]` (issue 15): the root's width (or height) stepped
/// through a range, solving at each step, and the points where the layout changes character:
/// a frame's rate of change (its slope per point of root width) changes, a conflict starts or
/// ends, a view becomes ambiguous or stops being, a label wraps to another number of lines or
/// starts or stops truncating. Then the frames of the views that move, at those points. The
/// screen is put back afterwards; the sweep changes nothing (not even the history).
extension Session {
  /// What is compared from one step to the next.
  struct SweepSample {
    var frames: [Rect]
    var broken: Set<ConstraintID>
    var ambiguous: Set<String>
    var labels: [(lines: Int, truncated: Bool)]
  }

  func sweep(_ arguments: [LocatedValue]) throws(Diagnostic) {
    let usage = "`sweep root.width|root.height LOW...HIGH [step S]`"
    let start = SourceRange(SourceLocation(line: 1, column: 1), SourceLocation(line: 1, column: 1))
    guard arguments.count == 2 || arguments.count == 4, case .name(let path) = arguments[0].value,
      ["root.width", "root.height"].contains(path.description)
    else { throw Diagnostic(usage, at: arguments.first?.range ?? start) }
    guard case .list(let bounds) = arguments[1].value, bounds.count == 2, case .number(let low) = bounds[0],
      case .number(let high) = bounds[1], low > 0, high > low
    else { throw Diagnostic("a range of sizes, such as 320...1024", at: arguments[1].range) }
    var step = 1.0
    if arguments.count == 4 {
      guard case .name(let word) = arguments[2].value, word.description == "step", case .number(let s) = arguments[3].value, s > 0
      else { throw Diagnostic("`step S` with S above 0", at: arguments[2].range) }
      step = s
    }
    let count = Int(((high - low) / step).rounded(.down)) + 1
    guard count >= 3, count <= 5000 else {
      throw Diagnostic("a sweep takes 3 to 5,000 steps; this one takes \(count): choose another step", at: arguments[1].range)
    }
    let widthAxis = path.description == "root.width"
    engine.layout()
    let saved = engine.screen
    let views = engine.itemsInTreeOrder().filter { engine.kind(of: $0).isView && $0 != engine.root }
    let labels = views.filter { engine.kind(of: $0) == .label }
    var sizes: [Double] = []
    var samples: [SweepSample] = []
    for i in 0..<count {
      let size = low + Double(i) * step
      var screen = saved
      let current = engine.screen.size
      screen.sizeOverride = widthAxis ? (size, current.height) : (current.width, size)
      engine.setScreen(screen)
      engine.layout()
      _ = engine.takeConflictReports()
      sizes.append(size)
      samples.append(
        SweepSample(
          frames: views.map { engine.rootFrame(of: $0) },
          broken: Set(engine.brokenConstraints),
          ambiguous: Set(engine.ambiguousItems().flatMap { entry in entry.axes.map { "\(engine.name(of: entry.item)) (\($0.rawValue))" } }),
          labels: labels.map { let shown = engine.displayedLabel($0); return (shown.lines.count, shown.truncated) }))
    }
    var events: [(index: Int, text: String)] = []
    let dimension = widthAxis ? "width" : "height"
    for i in 1..<count {
      let (a, b) = (samples[i - 1], samples[i])
      for c in b.broken.subtracting(a.broken).sorted() { events.append((i, "conflict starts: \(ConstraintListRenderer.line(engine, c))")) }
      for c in a.broken.subtracting(b.broken).sorted() { events.append((i, "conflict ends: \(ConstraintListRenderer.line(engine, c))")) }
      for v in b.ambiguous.subtracting(a.ambiguous).sorted() { events.append((i, "ambiguous: \(v)")) }
      for v in a.ambiguous.subtracting(b.ambiguous).sorted() { events.append((i, "no longer ambiguous: \(v)")) }
      for (k, label) in labels.enumerated() {
        let name = engine.name(of: label)
        if a.labels[k].lines != b.labels[k].lines {
          events.append((i, "\(name) goes from \(a.labels[k].lines) to \(b.labels[k].lines) line\(b.labels[k].lines == 1 ? "" : "s")"))
        }
        if a.labels[k].truncated != b.labels[k].truncated {
          events.append((i, "\(name) \(b.labels[k].truncated ? "starts" : "stops") truncating"))
        }
      }
    }
    // Slopes per point, between consecutive sizes: a change of slope shows at the size where
    // the new rate starts; a rate that differs for one step only, between equal rates on
    // either side, is a jump (a label that wraps), said once as the values it jumps between.
    for (k, view) in views.enumerated() {
      for (part, key) in [("x", \Rect.x), ("y", \Rect.y), ("width", \Rect.width), ("height", \Rect.height)] {
        let values = samples.map { $0.frames[k][keyPath: key] }
        let slopes = (0..<(count - 1)).map { (values[$0 + 1] - values[$0]) / step }
        var j = 1
        while j < slopes.count {
          defer { j += 1 }
          guard abs(slopes[j] - slopes[j - 1]) > 0.001 else { continue }
          if j + 1 < slopes.count, abs(slopes[j + 1] - slopes[j - 1]) <= 0.001 {
            events.append((j + 1, "\(engine.name(of: view)).\(part) jumps: \(values[j].compact) → \(values[j + 1].compact)"))
            j += 1
            continue
          }
          events.append((j, "\(engine.name(of: view)).\(part) changes slope: \(slopes[j - 1].compact) → \(slopes[j].compact) per point of \(dimension)"))
        }
      }
    }
    events.sort { $0.index < $1.index }
    engine.setScreen(saved)
    engine.layout()
    _ = engine.takeConflictReports()

    say("sweep \(path) \(low.compact)...\(high.compact) step \(step.compact): \(count) sizes, \(events.count) change\(events.count == 1 ? "" : "s")")
    for (index, text) in events { say("\(sizes[index].compact)  \(text)") }
    // The frames of the views that move, at the ends and at each point something changed.
    let points = Array(Set([0, count - 1] + events.map(\.index))).sorted()
    let moving = views.indices.filter { k in samples.contains { $0.frames[k] != samples[0].frames[k] } }
    guard !moving.isEmpty else { return }
    let shown = Array(moving.prefix(6))
    let cells = points.map { p in shown.map { k in Self.frameText(samples[p].frames[k]) } }
    var widths = shown.map { engine.name(of: views[$0]).count }
    for row in cells { for (j, cell) in row.enumerated() { widths[j] = max(widths[j], cell.count) } }
    let first = max(dimension.count, points.map { sizes[$0].compact.count }.max() ?? 0)
    func line(_ head: String, _ row: [String]) -> String {
      var text = head.padding(toLength: first + 2, withPad: " ", startingAt: 0)
      for (j, cell) in row.enumerated() { text += cell.padding(toLength: widths[j] + 2, withPad: " ", startingAt: 0) }
      return text.trimmingTrailingSpaces
    }
    say(line(dimension, shown.map { engine.name(of: views[$0]) }))
    for (i, p) in points.enumerated() { say(line(sizes[p].compact, cells[i])) }
    if moving.count > shown.count { say("(and \(moving.count - shown.count) more views that move)") }
  }

  static func frameText(_ r: Rect) -> String {
    "(\(r.x.compact), \(r.y.compact), \(r.width.compact), \(r.height.compact))"
  }
}
