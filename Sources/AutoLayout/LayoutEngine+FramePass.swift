import Cassowary

/// The end of `layout()`: which items may have a new frame after a solve, and their frames
/// compared with the ones last reported.
///
/// Per-item stamps and lists instead of sets (issue 10): a stack's spacing edit moves 10,000
/// labels, and building, merging and sorting sets of variables and items was half the edit.
extension LayoutEngine {
  /// The frames that changed, by item id: the items whose variables moved (or that are new),
  /// and everything positioned inside an item whose position moved.
  func changedFrames(moved: [Variable]) -> [FrameChange] {
    let count = items.count
    if candidateStamps.count < count {
      candidateStamps.append(contentsOf: repeatElement(0, count: count - candidateStamps.count))
      subtreeStamps.append(contentsOf: repeatElement(0, count: count - subtreeStamps.count))
    }
    framePassStamp &+= 1
    if framePassStamp == 0 {
      for i in candidateStamps.indices {
        candidateStamps[i] = 0
        subtreeStamps[i] = 0
      }
      framePassStamp = 1
    }
    let stamp = framePassStamp
    var candidates: [Int32] = []
    func consider(_ i: Int32) {
      guard candidateStamps[Int(i)] != stamp else { return }
      candidateStamps[Int(i)] = stamp
      candidates.append(i)
    }
    // Variables come four per item: x, y, width, height.
    var containers: [Int32] = []
    for v in moved {
      let i = Int(v.index) / 4
      guard i < count, record(ItemID(index: Int32(i))).isAlive else { continue }
      consider(Int32(i))
      if Int(v.index) % 4 < 2 { containers.append(Int32(i)) }
    }
    // Root frames add up the positions above them. A subtree is walked once, even when it
    // lies inside several containers that moved.
    var stack: [ItemID] = []
    for c in containers where subtreeStamps[Int(c)] != stamp {
      stack.append(ItemID(index: c))
      while let id = stack.popLast() {
        let k = Int(id.index)
        guard subtreeStamps[k] != stamp else { continue }
        subtreeStamps[k] = stamp
        consider(id.index)
        forEachGuide(of: id) { consider($0.index) }
        stack.append(contentsOf: record(id).children)
      }
    }
    for id in unreportedItems where record(id).isAlive { consider(id.index) }
    unreportedItems.removeAll()
    // By id: a scan of the stamps when most items are candidates, else a sort of the few.
    if candidates.count >= count / 8 {
      candidates.removeAll(keepingCapacity: true)
      for i in 0..<count where candidateStamps[i] == stamp { candidates.append(Int32(i)) }
    } else {
      candidates.sort()
    }
    var changes: [FrameChange] = []
    changes.reserveCapacity(candidates.count)
    let scale = screen.scale
    // Origins come from the same cache `absoluteOrigin(of:)` fills, read here through locals:
    // through the engine's properties each read was an exclusivity check.
    let values = solver.values
    let records = items.elements
    let stampNow = originStamp
    if originCacheStamps.count < count {
      originCacheStamps += Array(repeating: -1, count: count - originCacheStamps.count)
      originCache += Array(repeating: (0, 0), count: count - originCache.count)
    }
    var cache: [(x: Double, y: Double)] = []
    var cacheStamps: [Int] = []
    swap(&cache, &originCache)
    swap(&cacheStamps, &originCacheStamps)
    for i in candidates {
      let k = Int(i)
      guard records[k].isAlive else { continue }
      let id = ItemID(index: i)
      let origin: (x: Double, y: Double)
      if cacheStamps[k] == stampNow {
        origin = cache[k]
      } else if let up = records[k].parent ?? records[k].owner, cacheStamps[Int(up.index)] == stampNow {
        let base = cache[Int(up.index)]
        origin = (base.x + values[Int(records[k].x.index)], base.y + values[Int(records[k].y.index)])
        cache[k] = origin
        cacheStamps[k] = stampNow
      } else {
        // A container this pass has not valued (it did not move, or its id is higher): the
        // general walk up, which fills the engine's own cache.
        swap(&cache, &originCache)
        swap(&cacheStamps, &originCacheStamps)
        origin = absoluteOrigin(of: id)
        swap(&cache, &originCache)
        swap(&cacheStamps, &originCacheStamps)
      }
      var rect = Rect(x: origin.x, y: origin.y, width: values[Int(records[k].width.index)],
        height: values[Int(records[k].height.index)])
      let insets = records[k].alignmentInsets
      if insets != .zero {
        rect = Rect(x: rect.x - insets.left, y: rect.y - insets.top, width: rect.width + insets.left + insets.right,
          height: rect.height + insets.top + insets.bottom)
      }
      let frame = rect.roundedToPixels(scale: scale)
      let old = reportedFrames[k]
      if old != frame {
        let oldParent = records[k].parent.flatMap { reportedFrames[Int($0.index)] }
        changes.append(FrameChange(item: id, old: old, new: frame, oldParent: oldParent))
      }
    }
    swap(&cache, &originCache)
    swap(&cacheStamps, &originCacheStamps)
    // Recorded after every change has read its superview's previous frame.
    for change in changes { reportedFrames[Int(change.item.index)] = change.new }
    return changes
  }
}
