import Cassowary

/// Broken constraints, and the conflict reports not yet taken.
final class ConflictState {
  /// The constraints whose `isBroken` is set, for `readmitBrokenConstraints`
  /// (`brokenConstraints` lists them).
  let broken: RecordedSet<ConstraintID>
  /// Conflicts found since the last `takeConflictReports()`.
  @exclusivity(unchecked) var pending: [PendingConflict] = []

  init(_ recorder: ChangeRecorder) { broken = RecordedSet(recorder) }
}

/// A report not yet taken, with what it was made from, so that it can be written again when
/// the layout that follows changes the constants it lists.
struct PendingConflict {
  var report: ConflictReport
  /// The solver constraints the proof named.
  let conflicts: [Constraint]
  let newcomer: ConstraintID?
}

/// Which constraint breaks when required constraints cannot all hold, and the report UIKit
/// prints for it (`docs/engine.md`, "Which constraint breaks").
extension LayoutEngine {
  /// Breaks one model constraint of a conflicting set and reports it. `conflicts` are the
  /// solver constraints the proof names; `newcomer` is the model constraint being installed
  /// (or whose constant is changing), which belongs to the set too. Returns the constraint
  /// broken, or nil when no model constraint can break (the set is the engine's own).
  ///
  /// The broken one leaves the solver (a newcomer being installed is not in it yet) for its
  /// soft stand-in; when another member broke, the caller tries the newcomer again.
  /// `floorBeingAdded` is the size floor whose addition met the conflict (it is in no solver
  /// proof, being the constraint added), for the report's note.
  @discardableResult
  func breakConflict(
    _ conflicts: [Constraint], newcomer: ConstraintID?, newcomerHandle: Constraint? = nil,
    floorBeingAdded: Constraint? = nil
  ) -> ConstraintID? {
    var members: [ConstraintID] = conflicts.compactMap { owner(of: $0).modelID }
    if let newcomer, !members.contains(newcomer) { members.append(newcomer) }
    guard let victim = constraintToBreak(among: members, newcomer: newcomer, newcomerHandle: newcomerHandle)
    else { return nil }
    uninstall(victim)
    setBroken(victim, true)
    records[Int(victim.index)].conflictMembers = members.sorted()
    let proof = conflicts + (floorBeingAdded.map { [$0] } ?? [])
    conflictState.pending.append(
      PendingConflict(
        report: report(broken: victim, conflicts: proof, newcomer: newcomer), conflicts: proof,
        newcomer: newcomer))
    return victim
  }

  /// Reports that meet a table's or collection's row while it still has its estimated size
  /// are settled by the layout that sizes the row, as UIKit sizes a row before it first lays
  /// out its content (issue 38 #9):
  /// - when the grown row lets the broken constraint back in, UIKit never saw a conflict and
  ///   the report goes;
  /// - when it still breaks, the report lists the row's final size, as UIKit's log does.
  func settleListReports() {
    guard !conflictState.pending.isEmpty else { return }
    conflictState.pending = conflictState.pending.compactMap { entry in
      let victim = entry.report.broken
      let members = records[Int(victim.index)].conflictMembers
      guard
        members.contains(where: {
          if case .listLayout = records[Int($0.index)].constraint.origin { true } else { false }
        })
      else { return entry }
      guard records[Int(victim.index)].isAlive, records[Int(victim.index)].isBroken else { return nil }
      var settled = entry
      settled.report = report(broken: victim, conflicts: entry.conflicts, newcomer: entry.newcomer)
      return settled
    }
  }

  /// The member to break. The evidence is in `docs/engine.md`, "Which constraint breaks"; in
  /// short, from public UIKit logs:
  /// - UIKit keeps its own constraints (a stack's, the encapsulated size) whenever one the app
  ///   made is in the set, so only app constraints are candidates then (typed, or made by an
  ///   option, SnapKit, GetLaid, VFL, a widget or a component).
  /// - When the newcomer contradicts required equalities, the proof row tells which older
  ///   members pull the same way as the excess (a negative coefficient when the row's constant
  ///   is positive): the earliest of them breaks, else the newcomer itself. This reproduces
  ///   both `w == 20; w == 40` (the newer breaks) and SnapKit's two bottoms −24 then −32 (the
  ///   older breaks), which no rule of creation order does.
  /// - Otherwise (inequalities, size floors) the newest app constraint breaks.
  /// - A set of UIKit's own: a stack's layout constraints before its hiding ones, earliest first.
  func constraintToBreak(among members: [ConstraintID], newcomer: ConstraintID?, newcomerHandle: Constraint?)
    -> ConstraintID?
  {
    let app = members.filter { breakClass(of: $0) == 0 }
    guard !app.isEmpty else {
      return members.min { a, b in
        let ra = breakClass(of: a)
        let rb = breakClass(of: b)
        return ra != rb ? ra < rb : a < b
      }
    }
    if let newcomer, app.contains(newcomer), let handle = newcomerHandle,
      solver.equalityProofCoefficient(of: handle) != nil
    {
      let pulling = app.filter { id in
        guard id != newcomer, let c = records[Int(id.index)].solverConstraint else { return false }
        return (solver.equalityProofCoefficient(of: c) ?? 0) < 0
      }
      return pulling.min() ?? newcomer
    }
    return app.max()
  }

  /// Which constraints UIKit breaks first (`ConstraintOrigin.breakClass`).
  func breakClass(of id: ConstraintID) -> Int {
    let c = records[Int(id.index)].constraint
    return c.origin.breakClass(identifier: c.identifier)
  }

  /// UIKit's report: the conflicting set (the engine's size floors left out, as UIKit never
  /// lists them), then the one it breaks.
  func report(broken: ConstraintID, conflicts: [Constraint], newcomer: ConstraintID?) -> ConflictReport {
    var described: [String] = []
    let listed = conflicts.filter { if case .sizeFloor = owner(of: $0) { false } else { true } }
    let newcomerText = newcomer.map { [describe($0)] } ?? []
    for d in listed.map({ describeSolverConstraint($0) }) + newcomerText where !described.contains(d) {
      described.append(d)
    }
    var floors: [String] = []
    for c in conflicts {
      guard case .sizeFloor(let item, let axis) = owner(of: c) else { continue }
      let floor = "\(name(of: item)).\(axis == .horizontal ? "width" : "height") >= 0"
      if !floors.contains(floor) { floors.append(floor) }
    }
    return ConflictReport(
      broken: broken, constraintDescriptions: described, brokenDescription: describe(broken),
      hiddenSizeFloors: floors)
  }
}
