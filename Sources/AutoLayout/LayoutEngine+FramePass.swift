import Cassowary

/// What the frame pass reports from and works in.
final class FramePassState {
  /// The frames last reported (root coordinates, pixel-rounded), by item.
  @exclusivity(unchecked) var reportedFrames: [Rect?] = []
  /// Items made since the last `layout()`, reported then even if nothing moved them.
  @exclusivity(unchecked) var unreportedItems: [ItemID] = []
  /// Items that went since the last `layout()`, reported then as gone if they had been reported
  /// and are still gone (a failed statement's revert brings them back unreported).
  @exclusivity(unchecked) var removedItems: [ItemID] = []
  /// An item is a candidate, or its subtree has been walked, in the current pass when its
  /// stamp equals `stamp`.
  @exclusivity(unchecked) var candidateStamps: [UInt32] = []
  @exclusivity(unchecked) var subtreeStamps: [UInt32] = []
  @exclusivity(unchecked) var stamp: UInt32 = 0
}

/// The end of `layout()`: which items may have a new frame after a solve, and their frames
/// compared with the ones last reported.
///
/// Per-item stamps and lists instead of sets: a stack's spacing edit can move thousands of
/// labels, and building, merging and sorting sets of variables and items for them dominated
/// the edit (docs/engine.md, "Performance").
extension LayoutEngine {
  /// The frames that changed, by item id: the items whose variables moved (or that are new),
  /// and everything positioned inside an item whose position moved.
  func changedFrames(moved: [Variable]) -> [FrameChange] {
    let count = items.count
    if framePass.candidateStamps.count < count {
      framePass.candidateStamps.append(
        contentsOf: repeatElement(0, count: count - framePass.candidateStamps.count))
      framePass.subtreeStamps.append(
        contentsOf: repeatElement(0, count: count - framePass.subtreeStamps.count))
    }
    growOriginCache()
    framePass.stamp &+= 1
    if framePass.stamp == 0 {
      for i in framePass.candidateStamps.indices {
        framePass.candidateStamps[i] = 0
        framePass.subtreeStamps[i] = 0
      }
      framePass.stamp = 1
    }
    // The pass works on its own copies of the engine's arrays, swapped out and back: through
    // the engine's properties every read was an exclusivity check.
    var candidateMarks: [UInt32] = []
    var subtreeMarks: [UInt32] = []
    swap(&candidateMarks, &framePass.candidateStamps)
    swap(&subtreeMarks, &framePass.subtreeStamps)
    defer {
      swap(&candidateMarks, &framePass.candidateStamps)
      swap(&subtreeMarks, &framePass.subtreeStamps)
    }
    let stamp = framePass.stamp
    // What the pass reads of each item comes from the compact `ItemTable.links`; a record is
    // read (in place, through a buffer: an array's getter copied the whole record, retaining
    // each of its strings and arrays) only for an item with children or guides.
    let candidates = items.links.withUnsafeBufferPointer { links in
      items.elements.withUnsafeBufferPointer { records in
        candidateItems(moved: moved, links, records, stamp: stamp, &candidateMarks, &subtreeMarks)
      }
    }
    return removals() + items.links.withUnsafeBufferPointer { frames(of: candidates, $0) }
  }

  /// The items that went since the last pass and had been reported, by id; they are then
  /// unreported, so that an undo bringing them back reports them as new.
  private func removals() -> [FrameChange] {
    guard !framePass.removedItems.isEmpty else { return [] }
    var out: [FrameChange] = []
    for id in Set(framePass.removedItems).sorted() where !items.links[Int(id.index)].isAlive {
      guard let old = framePass.reportedFrames[Int(id.index)] else { continue }
      out.append(FrameChange(item: id, old: old, new: old, oldParent: nil, isRemoval: true))
      framePass.reportedFrames[Int(id.index)] = nil
    }
    framePass.removedItems.removeAll()
    return out
  }

  /// The items whose frames may have changed, by id: those whose variables moved, everything
  /// in the subtree of one whose position moved, and those not reported yet. Marks are set to
  /// `stamp` on the items taken (`candidateMarks`) and on those whose subtree was walked.
  private func candidateItems(
    moved: [Variable], _ links: UnsafeBufferPointer<ItemLinks>, _ records: UnsafeBufferPointer<ItemRecord>,
    stamp: UInt32, _ candidateMarks: inout [UInt32], _ subtreeMarks: inout [UInt32]
  ) -> [Int32] {
    let count = links.count
    var candidates: [Int32] = []
    // Variables come four per item: x, y, width, height.
    var containers: [Int32] = []
    for v in moved {
      let i = Int(v.index) / 4
      guard i < count, links[i].isAlive else { continue }
      if candidateMarks[i] != stamp {
        candidateMarks[i] = stamp
        candidates.append(Int32(i))
      }
      if Int(v.index) % 4 < 2 && links[i].hasDependents { containers.append(Int32(i)) }
    }
    // Root frames add up the positions above them. A subtree is walked once, even when it
    // lies inside several containers that moved.
    var stack: [ItemID] = []
    var found: [ItemID] = []
    for c in containers where subtreeMarks[Int(c)] != stamp {
      stack.append(ItemID(index: c))
      while let id = stack.popLast() {
        let k = Int(id.index)
        guard subtreeMarks[k] != stamp else { continue }
        subtreeMarks[k] = stamp
        found.append(id)
        guard links[k].hasDependents else { continue }
        records[k].forEachGuide { found.append($0) }
        for child in records[k].children { stack.append(child) }
      }
    }
    for id in framePass.unreportedItems where links[Int(id.index)].isAlive { found.append(id) }
    framePass.unreportedItems.removeAll()
    for id in found where candidateMarks[Int(id.index)] != stamp {
      candidateMarks[Int(id.index)] = stamp
      candidates.append(id.index)
    }
    // By id: a scan of the marks when most items are candidates, else a sort of the few.
    if candidates.count >= count / 8 {
      candidates.removeAll(keepingCapacity: true)
      for i in 0..<count where candidateMarks[i] == stamp { candidates.append(Int32(i)) }
    } else {
      candidates.sort()
    }
    return candidates
  }

  /// The frames of `candidates` (in id order) that differ from those last reported, which
  /// they then replace.
  private func frames(of candidates: [Int32], _ links: UnsafeBufferPointer<ItemLinks>) -> [FrameChange] {
    var changes: [FrameChange] = []
    changes.reserveCapacity(candidates.count)
    let scale = screen.scale
    // Origins come from the same cache `absoluteOrigin(of:)` fills, read here through locals.
    let values = solver.values
    let stampNow = originStamp
    var cache: [(x: Double, y: Double)] = []
    var cacheStamps: [Int] = []
    var reported: [Rect?] = []
    swap(&cache, &positions.origins)
    swap(&cacheStamps, &positions.originStamps)
    swap(&reported, &framePass.reportedFrames)
    for i in candidates {
      let k = Int(i)
      guard links[k].isAlive else { continue }
      let id = ItemID(index: i)
      let origin: (x: Double, y: Double)
      if cacheStamps[k] == stampNow {
        origin = cache[k]
      } else if case let up = Int(links[k].container), up >= 0, cacheStamps[up] == stampNow {
        // An item's variables are the four made with it: x, y, width, height.
        let base = cache[up]
        origin = (base.x + values[4 * k], base.y + values[4 * k + 1])
        cache[k] = origin
        cacheStamps[k] = stampNow
      } else {
        // A container this pass has not valued (it did not move, or its id is higher): the
        // general walk up, which fills the engine's own cache.
        swap(&cache, &positions.origins)
        swap(&cacheStamps, &positions.originStamps)
        origin = absoluteOrigin(of: id)
        swap(&cache, &positions.origins)
        swap(&cacheStamps, &positions.originStamps)
      }
      let rect = Rect(x: origin.x, y: origin.y, width: values[4 * k + 2], height: values[4 * k + 3])
      let insets = links[k].alignmentInsets
      let frame = (insets == .zero ? rect : rect.grown(by: insets)).roundedToPixels(scale: scale)
      let old = reported[k]
      if old != frame {
        let oldParent = links[k].isInSuperview ? reported[Int(links[k].container)] : nil
        changes.append(FrameChange(item: id, old: old, new: frame, oldParent: oldParent))
      }
    }
    // Recorded after every change has read its superview's previous frame.
    for change in changes { reported[Int(change.item.index)] = change.new }
    swap(&cache, &positions.origins)
    swap(&cacheStamps, &positions.originStamps)
    swap(&reported, &framePass.reportedFrames)
    return changes
  }
}
