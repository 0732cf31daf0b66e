import AutoLayout
import LabLanguage
import LabRender
import TextMetrics

/// `sweep root.width 320...1024 [step 1]`: the root's width (or height) stepped through a range,
/// solving at each step, and the points where the layout changes character: a frame's rate of
/// change (its slope per point of root width) changes, a conflict starts or ends, a view becomes
/// ambiguous or stops being, a label wraps to another number of lines or starts or stops
/// truncating. Then the frames of the views that move, at those points. The screen is put back
/// afterwards; the sweep changes nothing (not even the history).
extension Session {
  /// What is compared from one step to the next.
  struct SweepSample {
    var frames: [Rect]
    var broken: Set<ConstraintID>
    var ambiguous: Set<String>
    var labels: [(lines: Int, truncated: Bool)]
  }

  func sweep(_ arguments: [LocatedValue], statement: Statement) throws(Diagnostic) {
    let what = "`root.width`, `root.height`, `direction`, `contentSizeCategory` or `ios`"
    guard let first = arguments.first, case .name(let path) = first.value else {
      throw usageError(what, after: "sweep", at: arguments.first?.range ?? end(of: statement))
    }
    let dimension =
      path.description.hasPrefix("root.") ? String(path.description.dropFirst(5)) : path.description
    if ["direction", "contentSizeCategory", "ios"].contains(dimension) {
      guard arguments.count == 1 else {
        throw Diagnostic(
          "`sweep \(dimension)` takes no range: it runs through every value", at: arguments[1].range)
      }
      sweepSettings(dimension)
      return
    }
    guard ["root.width", "root.height"].contains(path.description) else {
      throw usageError(what, after: "sweep", at: first.range)
    }
    guard arguments.count >= 2, case .list(let bounds) = arguments[1].value, bounds.count == 2,
      case .number(let low) = bounds[0],
      case .number(let high) = bounds[1], low > 0, high > low
    else {
      throw usageError(
        "a range of sizes such as 320...1024", after: "`sweep \(path)`", word: "sweep",
        at: arguments.count >= 2 ? arguments[1].range : end(of: statement))
    }
    let step = try sweepStep(arguments)
    let count = Int(saturating: ((high - low) / step).rounded(.down)) + 1
    guard count >= 3, count <= 5000 else {
      throw Diagnostic(
        "a sweep takes 3 to 5,000 steps; this one takes \(count): choose another step", at: arguments[1].range
      )
    }
    let widthAxis = path.description == "root.width"
    engine.layout()
    let saved = engine.screen
    let sizes = (0..<count).map { low + Double($0) * step }
    let (views, labels, samples) = sweepSamples(
      sizes.map { size in
        {
          var screen = saved
          let current = self.engine.screen.size
          screen.sizeOverride = widthAxis ? (size, current.height) : (current.width, size)
          self.engine.setScreen(screen)
        }
      })
    engine.setScreen(saved)
    engine.layout()
    _ = engine.takeConflictReports()
    var events = sweepEvents(samples, views: views, labels: labels)
    events += slopeEvents(samples, views: views, step: step, dimension: dimension)
    events.sort { $0.index < $1.index }
    say(
      "sweep \(path) \(low.compact)...\(high.compact) step \(step.compact): "
        + "\(count) sizes, \(events.count) change\(events.count == 1 ? "" : "s")"
    )
    for (index, text) in events { say("\(sizes[index].compact)  \(text)") }
    // The frames of the views that move, at the ends and at each point something changed.
    let points = Array(Set([0, count - 1] + events.map(\.index))).sorted()
    sayFrameTable(dimension, views: views, samples: samples, points: points, labels: sizes.map(\.compact))
  }

  /// The step a size sweep's `step S` gives, 1 without one.
  func sweepStep(_ arguments: [LocatedValue]) throws(Diagnostic) -> Double {
    guard arguments.count > 2 else { return 1 }
    guard arguments.count == 4, case .name(let word) = arguments[2].value, word.description == "step",
      case .number(let s) = arguments[3].value, s > 0
    else {
      throw usageError("`step S` with S above 0", after: "the range", word: "sweep", at: arguments[2].range)
    }
    return s
  }

  /// Slopes per point, between consecutive sizes: a change of slope shows at the size where
  /// the new rate starts; a rate that differs for one step only, between equal rates on
  /// either side, is a jump (a label that wraps), said once as the values it jumps between.
  func slopeEvents(_ samples: [SweepSample], views: [ItemID], step: Double, dimension: String) -> [(
    index: Int, text: String
  )] {
    var events: [(index: Int, text: String)] = []
    for (k, view) in views.enumerated() {
      for (part, key) in [("x", \Rect.x), ("y", \Rect.y), ("width", \Rect.width), ("height", \Rect.height)] {
        let values = samples.map { $0.frames[k][keyPath: key] }
        let slopes = (0..<(samples.count - 1)).map { (values[$0 + 1] - values[$0]) / step }
        var j = 1
        while j < slopes.count {
          defer { j += 1 }
          guard abs(slopes[j] - slopes[j - 1]) > 0.001 else { continue }
          if j + 1 < slopes.count, abs(slopes[j + 1] - slopes[j - 1]) <= 0.001 {
            events.append(
              (
                j + 1,
                "\(engine.name(of: view)).\(part) jumps: \(values[j].compact) → \(values[j + 1].compact)"
              ))
            j += 1
            continue
          }
          events.append(
            (
              j,
              "\(engine.name(of: view)).\(part) changes slope: \(slopes[j - 1].compact) "
                + "→ \(slopes[j].compact) per point of \(dimension)"
            ))
        }
      }
    }
    return events
  }

  /// `sweep direction`, `sweep contentSizeCategory` and `sweep ios`: every value in turn (left
  /// to right then right to left; the twelve categories from extra small up; iOS 13–18's
  /// design then iOS 26's), each change from one to the next, and the frames at each value.
  /// The setting is put back afterwards.
  func sweepSettings(_ dimension: String) {
    engine.layout()
    let savedScreen = engine.screen
    let savedDirection = engine.direction
    let values: [(name: String, apply: () -> Void)]
    if dimension == "direction" {
      values = [LayoutDirection.leftToRight, .rightToLeft].map { d in
        (d == .leftToRight ? "ltr" : "rtl", { self.engine.setDirection(d) })
      }
    } else if dimension == "ios" {
      values = UIKitGeneration.allCases.map { generation in
        (
          "ios \(generation.rawValue)",
          {
            var screen = savedScreen
            screen.generation = generation
            self.engine.setScreen(screen)
          }
        )
      }
    } else {
      values = ContentSizeCategory.allCases.map { category in
        (
          category.rawValue,
          {
            var screen = savedScreen
            screen.contentSizeCategory = category
            self.engine.setScreen(screen)
          }
        )
      }
    }
    let (views, labels, samples) = sweepSamples(values.map(\.apply))
    engine.setDirection(savedDirection)
    engine.setScreen(savedScreen)
    engine.layout()
    _ = engine.takeConflictReports()
    var events = sweepEvents(samples, views: views, labels: labels)
    // Under right-to-left every view should sit at the mirror of its place in its superview:
    // one that does not (a left or right anchor, a hand-set frame) is the classic RTL bug.
    if dimension == "direction" {
      for (k, view) in views.enumerated() {
        let parentFrame: (Rect, Rect) =
          if let parent = engine.parent(of: view), let p = views.firstIndex(of: parent) {
            (samples[0].frames[p], samples[1].frames[p])
          } else {
            (
              Rect(x: 0, y: 0, width: engine.screen.size.width, height: 0),
              Rect(x: 0, y: 0, width: engine.screen.size.width, height: 0)
            )
          }
        let (l, r) = (samples[0].frames[k], samples[1].frames[k])
        let inLeft = l.x - parentFrame.0.x
        let inRight = r.x - parentFrame.1.x
        // Constraints act on the alignment rect, whose insets (a switch's) do not flip.
        let (frame, aligned) = (engine.rootFrame(of: view), engine.alignmentRect(of: view))
        let insets = (left: aligned.x - frame.x, right: frame.x + frame.width - aligned.x - aligned.width)
        let mirrored = parentFrame.1.width - inLeft - l.width + insets.right - insets.left
        if abs(inRight - mirrored) > 0.01 {
          events.append(
            (
              1,
              "\(engine.name(of: view)) does not mirror: x \(inLeft.compact) in its superview left to right, "
                + "\(inRight.compact) right to left (the mirror is \(mirrored.compact))"
            ))
        }
      }
    }
    events.sort { $0.index < $1.index }
    say("sweep \(dimension): \(values.count) values, \(events.count) change\(events.count == 1 ? "" : "s")")
    for (index, text) in events { say("\(values[index].name)  \(text)") }
    sayFrameTable(
      dimension, views: views, samples: samples, points: Array(values.indices), labels: values.map(\.name))
  }

  /// Solves after each setting and records what the sweeps compare.
  func sweepSamples(_ settings: [() -> Void]) -> (views: [ItemID], labels: [ItemID], samples: [SweepSample]) {
    let views = engine.itemsInTreeOrder().filter { engine.kind(of: $0).isView && $0 != engine.root }
    let labels = views.filter { engine.kind(of: $0) == .label }
    var samples: [SweepSample] = []
    for apply in settings {
      apply()
      engine.layout()
      _ = engine.takeConflictReports()
      samples.append(
        SweepSample(
          frames: views.map { engine.roundedRootFrame(of: $0) },
          broken: Set(engine.brokenConstraints),
          ambiguous: Set(
            engine.ambiguousItems().flatMap { entry in
              entry.axes.map { "\(engine.name(of: entry.item)) (\($0.rawValue))" }
            }),
          labels: labels.map {
            let shown = engine.displayedLabel($0)
            return (shown.lines.count, shown.truncated)
          }))
    }
    return (views, labels, samples)
  }

  /// Conflicts, ambiguity, wrapping and truncation that change from one sample to the next.
  func sweepEvents(_ samples: [SweepSample], views: [ItemID], labels: [ItemID]) -> [(
    index: Int, text: String
  )] {
    var events: [(index: Int, text: String)] = []
    for i in 1..<samples.count {
      let (a, b) = (samples[i - 1], samples[i])
      for c in b.broken.subtracting(a.broken).sorted() {
        events.append((i, "conflict starts: \(ConstraintListRenderer.line(engine, c))"))
      }
      for c in a.broken.subtracting(b.broken).sorted() {
        events.append((i, "conflict ends: \(ConstraintListRenderer.line(engine, c))"))
      }
      for v in b.ambiguous.subtracting(a.ambiguous).sorted() { events.append((i, "ambiguous: \(v)")) }
      for v in a.ambiguous.subtracting(b.ambiguous).sorted() {
        events.append((i, "no longer ambiguous: \(v)"))
      }
      for (k, label) in labels.enumerated() {
        let name = engine.name(of: label)
        if a.labels[k].lines != b.labels[k].lines {
          events.append(
            (
              i,
              "\(name) goes from \(a.labels[k].lines) to \(b.labels[k].lines) "
                + "line\(b.labels[k].lines == 1 ? "" : "s")"
            ))
        }
        if a.labels[k].truncated != b.labels[k].truncated {
          events.append((i, "\(name) \(b.labels[k].truncated ? "starts" : "stops") truncating"))
        }
      }
    }
    return events
  }

  /// The frames (root coordinates) of the views that move, up to six, at the given samples.
  func sayFrameTable(
    _ dimension: String, views: [ItemID], samples: [SweepSample], points: [Int], labels: [String]
  ) {
    let moving = views.indices.filter { k in samples.contains { $0.frames[k] != samples[0].frames[k] } }
    guard !moving.isEmpty else { return }
    let shown = Array(moving.prefix(6))
    let cells = points.map { p in shown.map { k in Self.frameText(samples[p].frames[k]) } }
    var widths = shown.map { engine.name(of: views[$0]).count }
    for row in cells { for (j, cell) in row.enumerated() { widths[j] = max(widths[j], cell.count) } }
    let first = max(dimension.count, points.map { labels[$0].count }.max() ?? 0)
    func line(_ head: String, _ row: [String]) -> String {
      var text = head.padding(toLength: first + 2, withPad: " ", startingAt: 0)
      for (j, cell) in row.enumerated() {
        text += cell.padding(toLength: widths[j] + 2, withPad: " ", startingAt: 0)
      }
      return text.trimmingTrailingSpaces
    }
    say(line(dimension, shown.map { engine.name(of: views[$0]) }))
    for (i, p) in points.enumerated() { say(line(labels[p], cells[i])) }
    if moving.count > shown.count { say("(and \(moving.count - shown.count) more views that move)") }
  }

  static func frameText(_ r: Rect) -> String {
    "(\(r.x.compact), \(r.y.compact), \(r.width.compact), \(r.height.compact))"
  }
}
