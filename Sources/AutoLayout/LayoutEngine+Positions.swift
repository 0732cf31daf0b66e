import Cassowary

/// Solved origins in root coordinates and positions known to be determined, each valid
/// while its stamp equals the engine's `originStamp`.
final class PositionCache {
  @exclusivity(unchecked) var origins: [(x: Double, y: Double)] = []
  @exclusivity(unchecked) var originStamps: [Int] = []
  @exclusivity(unchecked) var determinedStamps: [Int] = []
  /// Counts changes of the tree (a view moved, an undo or redo) that leave solutions alone.
  @exclusivity(unchecked) var treeEpoch = 0
}

/// Positions are relative: an item's `x` and `y` variables are its origin in its container's
/// coordinates (the superview's; a guide's owner's; the root's are root coordinates). An
/// anchor in root coordinates is the sum of the variables up the container chain.
///
/// Why: with root-coordinate variables, a stack that moves moves every view inside it, and in the
/// tableau every view's row carries the terms that place the stack, so an added view rewrites the
/// rows of its siblings. Relative positions keep those terms in the stack's own row
/// (docs/engine.md, "Model"). Frames are the same numbers either way; UIKit's frames are
/// superview-relative too.
///
/// A constraint reads its two anchors relative to their lowest common container, so the
/// chain above it cancels before it reaches the solver and a constraint costs what the
/// hierarchy between its items costs, not the depth of the tree.
extension LayoutEngine {
  /// The container an item's position is relative to: its superview, or a guide's owner.
  func container(of id: ItemID) -> ItemID? {
    // From the compact links (`ItemTable`): this runs for every step up the tree, and a
    // record's fields were read through copies of the whole record or a cache miss each.
    let up = items.links[Int(id.index)].container
    return up >= 0 ? ItemID(index: up) : nil
  }

  /// The item's origin on an axis relative to `base`'s origin (`base` one of its containers
  /// or the item itself), or in root coordinates when `base` is nil: the variables of the
  /// item and its containers below `base`.
  func position(of id: ItemID, _ axis: Axis, within base: ItemID? = nil) -> LinearExpression {
    var terms: [Term] = []
    var current: ItemID? = id
    while let item = current, item != base {
      terms.append(Term(axis == .horizontal ? self[item].x : self[item].y))
      current = container(of: item)
    }
    return LinearExpression(terms)
  }

  func absoluteX(_ id: ItemID) -> LinearExpression { position(of: id, .horizontal) }
  func absoluteY(_ id: ItemID) -> LinearExpression { position(of: id, .vertical) }

  /// The lowest item both `a` and `b` are positioned within (either may be the other), or nil
  /// when they share none (cannot happen below one root). Walks up from both at once, so the
  /// cost is the distance to that item, not the depth of the tree.
  func commonContainer(_ a: ItemID, _ b: ItemID) -> ItemID? {
    if a == b { return a }
    var seenA: Set<ItemID> = [a]
    var seenB: Set<ItemID> = [b]
    var nextA: ItemID? = a
    var nextB: ItemID? = b
    while nextA != nil || nextB != nil {
      if let x = nextA {
        if seenB.contains(x) { return x }
        seenA.insert(x)
        nextA = container(of: x)
      }
      if let y = nextB {
        if seenA.contains(y) { return y }
        seenB.insert(y)
        nextB = container(of: y)
      }
    }
    return nil
  }

  /// The solved origin of an item in root coordinates (alignment rect, unrounded), cached
  /// for one solution and one tree: each item adds its own position to its container's.
  func absoluteOrigin(of id: ItemID) -> (x: Double, y: Double) {
    let stamp = originStamp
    growOriginCache()
    // Walk up to a cached item (or past the root), then fill the walk in on the way down.
    var walk: [ItemID] = []
    var current: ItemID? = id
    var base = (x: 0.0, y: 0.0)
    while let item = current {
      if positions.originStamps[Int(item.index)] == stamp {
        base = positions.origins[Int(item.index)]
        break
      }
      walk.append(item)
      current = container(of: item)
    }
    for item in walk.reversed() {
      // Two fields read alone (`record(_:)`): a copy of the record cost a reference count per
      // field (a quarter of a stack's spacing edit that moved 10,000 frames).
      base = (base.x + solver.value(of: record(item).x), base.y + solver.value(of: record(item).y))
      positions.originStamps[Int(item.index)] = stamp
      positions.origins[Int(item.index)] = base
    }
    return base
  }

  /// Gives the origin cache a place for every item.
  func growOriginCache() {
    guard positions.originStamps.count < items.count else { return }
    positions.originStamps += Array(repeating: -1, count: items.count - positions.originStamps.count)
    positions.origins += Array(repeating: (0, 0), count: items.count - positions.origins.count)
  }

  /// Changes whenever a cached origin may be stale: a new solution, or a changed tree.
  var originStamp: Int { solver.generation &+ (positions.treeEpoch << 40) }

  /// Whether an item's position on an axis is the same in every optimal solution, in root
  /// coordinates. Usually each relative position up the chain is determined on its own (and
  /// the answer is remembered for the containers); otherwise the chain's rows are added up,
  /// since a view pinned to the root is placed even inside an ambiguous superview.
  func positionIsDetermined(_ id: ItemID, _ axis: Axis) -> Bool {
    let stamp = originStamp
    if positions.determinedStamps.count < 2 * items.count {
      positions.determinedStamps += Array(
        repeating: -1, count: 2 * items.count - positions.determinedStamps.count)
    }
    let slot = { (item: ItemID) in 2 * Int(item.index) + (axis == .horizontal ? 0 : 1) }
    var walk: [ItemID] = []
    var current: ItemID? = id
    while let item = current, positions.determinedStamps[slot(item)] != stamp {
      let v = axis == .horizontal ? self[item].x : self[item].y
      guard solver.isDetermined(v) else {
        // A position nothing constrains cannot be cancelled by anything: not determined.
        if item == id && solver.isFree(v) { return false }
        return solver.isDetermined(position(of: id, axis))
      }
      walk.append(item)
      current = container(of: item)
    }
    for item in walk { positions.determinedStamps[slot(item)] = stamp }
    return true
  }
}
