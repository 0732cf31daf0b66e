import AutoLayout
import LabLanguage
import LabRender

/// `explain NAME ambiguous`: two frames that satisfy every constraint equally well, as UIKit's
/// `exerciseAmbiguityInLayout` flips between them, and both drawn side by side. The second is found
/// by nudging the free part of the frame (its size, else its place) with a constraint at priority
/// 1, the weakest there is: it cannot move anything a stronger constraint holds, so where it takes
/// effect the first solution was not the only one. The nudge is taken back; nothing changes.
extension Session {
  /// How far the second frame is nudged, in points.
  static let ambiguityNudge = 40.0

  func explainAmbiguous(_ view: ItemID) {
    engine.layout()
    let name = engine.name(of: view)
    let axes = engine.ambiguousAxes(of: view)
    guard !axes.isEmpty else {
      say("\(name) is not ambiguous: one frame satisfies its constraints, \(engine.frame(of: view))")
      return
    }
    let parent = engine.parent(of: view) ?? engine.guideOwner(of: view) ?? engine.root
    onTheSide { sayTwoFrames(view, axes, parent: parent) }
  }

  func sayTwoFrames(_ view: ItemID, _ axes: [Axis], parent: ItemID) {
    let name = engine.name(of: view)
    let baseline = snapshot()
    let drawingWidth = max(20, (self.display.drawingWidth - 3) / 2)
    let before = WireframeRenderer.render(
      engine, top: parent, width: drawingWidth, height: display.drawingHeight)
    for axis in axes {
      guard
        let (nudge, moved, after) = secondFrame(
          view, axis, parent: parent, baseline: baseline, drawingWidth: drawingWidth)
      else {
        if let other = tiedSecondFrame(view, axis) {
          say(
            "\(name) is ambiguous (\(axis.rawValue)): views tie on "
              + "their content priorities, and UIKit may give either way"
          )
          say("  one:     \(engine.frame(of: view))")
          say("  another: \(other.frame)   (as after `\(other.statement)`)")
          continue
        }
        say(
          "\(name) is ambiguous (\(axis.rawValue)), but no second frame "
            + "was found within \(Self.ambiguityNudge.compact) points"
        )
        continue
      }
      say("\(name) is ambiguous (\(axis.rawValue)): two frames satisfy every constraint equally well")
      say("  one:     \(engine.frame(of: view))")
      let own = moved.first { $0.name == name }?.new ?? engine.frame(of: view)
      say("  another: \(own)   (found by adding `\(nudge)`; nothing stronger resists it)")
      let others = moved.filter { $0.name != name }
      if !others.isEmpty {
        say(
          "  moving with it: "
            + others.prefix(4).map { "\($0.name) \($0.old) → \($0.new)" }.joined(separator: "; ")
            + (others.count > 4 ? "; and \(others.count - 4) more" : ""))
      }
      say(Self.sideBySide(before, after, width: drawingWidth, titles: ("one", "another")))
    }
  }

  /// A tie of content priorities is kept by the solver's tie-break, which no nudge at priority
  /// 1 can overcome: the other frame is the one a contender's priority one step up gives, on a
  /// twin of the session (`contentPriorityCandidates`).
  func tiedSecondFrame(_ view: ItemID, _ axis: Axis) -> (frame: Rect, statement: String)? {
    let now = engine.frame(of: view)
    let name = engine.name(of: view)
    for statement in contentPriorityCandidates(view, axis) {
      let twin = twin()
      guard let same = twin.engine.item(named: name), twin.applying([statement]) else { continue }
      let other = twin.engine.frame(of: same)
      if other.distance(to: now) > 0.5 { return (other, statement.labSource) }
    }
    return nil
  }

  /// The nudge that moves the view on `axis`, the views that moved and the drawing then: its
  /// size when that is free, else its place, relative to its superview and then to the root
  /// (a place free only with its superview's), forward and then back.
  func secondFrame(_ view: ItemID, _ axis: Axis, parent: ItemID, baseline: FixSnapshot, drawingWidth: Int)
    -> (String, [(name: String, old: Rect, new: Rect)], String)?
  {
    let name = engine.name(of: view)
    let missing = Set(engine.ambiguousVariables(of: view))
    let horizontal = axis == .horizontal
    let frame = engine.frame(of: view)
    let rootFrame = engine.rootFrame(of: view)
    var candidates: [(Double) -> Statement] = []
    if missing.contains(horizontal ? "Width" : "Height") {
      let size = horizontal ? frame.width : frame.height
      let attribute = horizontal ? "width" : "height"
      candidates.append { d in
        FixStatement.equal("\(name).\(attribute)", Self.halfPoints(max(0, size + d)), priority: 1)
      }
    } else {
      let edge = horizontal ? "left" : "top"
      let inParent = horizontal ? frame.x : frame.y
      let inRoot = horizontal ? rootFrame.x : rootFrame.y
      for (anchor, origin) in [(engine.name(of: parent), inParent), ("root", inRoot)] {
        candidates.append { d in
          FixStatement.equal(
            "\(name).\(edge)", "\(anchor).\(edge)", plus: Self.halfPoints(origin + d), priority: 1)
        }
      }
    }
    for make in candidates {
      for d in [Self.ambiguityNudge, -Self.ambiguityNudge] {
        let statement = make(d)
        let text = statement.labSource
        let found: ([(name: String, old: Rect, new: Rect)], String)?? = trial([statement]) {
          let now = engine.rootFrame(of: view)
          let shift =
            horizontal
            ? abs(now.x - rootFrame.x) + abs(now.width - rootFrame.width)
            : abs(now.y - rootFrame.y) + abs(now.height - rootFrame.height)
          guard shift > 0.5, Set(engine.brokenConstraints).isSubset(of: baseline.broken) else { return nil }
          return (
            moves(from: baseline).moves,
            WireframeRenderer.render(engine, top: parent, width: drawingWidth, height: display.drawingHeight)
          )
        }
        if case .some(.some(let (moved, drawing))) = found { return (text, moved, drawing) }
      }
    }
    return nil
  }

  /// Two drawings side by side, each under its title.
  static func sideBySide(_ left: String, _ right: String, width: Int, titles: (String, String)) -> String {
    let a = [titles.0] + left.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = [titles.1] + right.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return (0..<max(a.count, b.count)).map { i in
      let l = i < a.count ? a[i] : ""
      let r = i < b.count ? b[i] : ""
      let pad = max(0, width - l.count)
      return (l + String(repeating: " ", count: pad) + "   " + r).trimmingTrailingSpaces
    }.joined(separator: "\n")
  }
}
