import Cassowary

/// UIKit never lets a view's width or height go negative: the restriction is part of its
/// engine, never listed in a conflict report and never broken (`docs/engine.md`, "Sizes are
/// never negative"). Here it is a required `size >= 0` per axis, made the first time a
/// solution gives the view a negative size. Made lazily, it costs nothing on the layouts that
/// never need it (made for every view, it slowed stack edits 40-fold), and it cannot change a
/// solution it does not cut off: a layout whose sizes are all non-negative is optimal with or
/// without it.
extension LayoutEngine {
  /// Adds the missing floors of views whose width or height went negative among `moved`;
  /// true if any was added (the solution changed). A floor that conflicts with required
  /// constraints breaks one of them, as UIKit would (`breakConflict`).
  func enforceSizeFloors(among moved: [Variable]) -> Bool {
    var added = false
    // Only the few negative values are sorted (for a deterministic order), not every move.
    let values = solver.values
    let negative = moved.filter { values[Int($0.index)] < -floorTolerance }
    for v in Set(negative).sorted(by: { $0.index < $1.index }) {
      guard let item = itemOfVariable(v), self[item].kind.hasSizeFloor else { continue }
      let r = self[item]
      let axis: Axis
      if v == r.width { axis = .horizontal } else if v == r.height { axis = .vertical } else { continue }
      guard !hasSizeFloor(item, axis) else { continue }
      addSizeFloor(item, axis)
      added = true
    }
    return added
  }

  /// Solutions are exact to about 1e-9; a size above −1e-7 is zero.
  var floorTolerance: Double { 1e-7 }

  func hasSizeFloor(_ item: ItemID, _ axis: Axis) -> Bool {
    self[item].derived.sizeFloors.contains { c in
      if case .sizeFloor(_, let a) = owner(of: c) { return a == axis }
      return false
    }
  }

  /// Adds `size >= 0`, breaking required constraints that stand in its way (each one
  /// reported) until it holds.
  func addSizeFloor(_ item: ItemID, _ axis: Axis) {
    let size = axis == .horizontal ? self[item].width : self[item].height
    let c = solver.makeConstraint(LinearExpression(size), .greaterThanOrEqual)
    recordOwner(.sizeFloor(item, axis), of: c)
    for _ in 0...records.count {
      do {
        try solver.addConstraint(c)
        self[item].derived.sizeFloors.append(c)
        return
      } catch {
        guard case .unsatisfiableConstraint(_, let conflicts) = error,
          breakConflict(conflicts, newcomer: nil, floorBeingAdded: c) != nil
        else { return }
      }
    }
  }
}
