import Cassowary

/// The table-of-cells workload of the solver anchor: a table T, R cells stacked top to bottom,
/// three subviews per cell laid out left to right; 22R + 4 constraints.
public struct GridWorkload: Sendable {
  /// A rectangle's four variables.
  public struct Box: Sendable {
    public let left, top, width, height: Variable
  }

  public let rowCount: Int

  public init(rows: Int) { rowCount = rows }

  public struct Built {
    public let solver: Solver
    public let table: Box
    public let cells: [Box]
    public let subviews: [[Box]]
    /// The `height == 44` constraint of each cell.
    public let cellHeights: [Constraint]
  }

  public func build() throws -> Built {
    let solver = Solver()
    func box(_ name: String) -> Box {
      Box(
        left: solver.makeVariable("\(name).left"), top: solver.makeVariable("\(name).top"),
        width: solver.makeVariable("\(name).width"), height: solver.makeVariable("\(name).height"))
    }
    let t = box("T")
    let strong = Strength.strong
    try solver.addConstraint(LinearExpression(t.left), .equal)
    try solver.addConstraint(LinearExpression(t.top), .equal)
    try solver.addConstraint(t.width - 375, .equal)
    var cells: [Box] = []
    var subviews: [[Box]] = []
    var heights: [Constraint] = []
    for i in 0..<rowCount {
      let c = box("C\(i)")
      try solver.addConstraint(c.left - t.left - 8, .equal)
      try solver.addConstraint(c.width - (t.width - 16), .equal, strength: Strength.medium)
      try solver.addConstraint(c.left + c.width - (t.left + t.width - 8), .lessThanOrEqual)
      if let prev = cells.last {
        try solver.addConstraint(c.top - (prev.top + prev.height + 8), .equal)
      } else {
        try solver.addConstraint(c.top - t.top - 8, .equal)
      }
      heights.append(try solver.addConstraint(c.height - 44, .equal, strength: strong))
      var s: [Box] = []
      for j in 0..<3 {
        let b = box("S\(i).\(j)")
        try solver.addConstraint(b.top - c.top - 8, .equal)
        try solver.addConstraint(b.top + b.height - (c.top + c.height - 8), .lessThanOrEqual)
        try solver.addConstraint(b.height - 28, .equal, strength: strong)
        s.append(b)
      }
      try solver.addConstraint(s[0].left - c.left - 8, .equal)
      try solver.addConstraint(s[1].left - (s[0].left + s[0].width + 8), .equal)
      try solver.addConstraint(s[2].left - (s[1].left + s[1].width + 8), .equal)
      try solver.addConstraint(c.left + c.width - (s[2].left + s[2].width + 8), .equal)
      try solver.addConstraint(s[0].width - 60, .equal, strength: strong)
      try solver.addConstraint(s[2].width - 80, .equal, strength: strong)
      try solver.addConstraint(s[1].width - 100, .equal, strength: Strength.weak)
      try solver.addConstraint(LinearExpression(s[1].width), .greaterThanOrEqual)
      cells.append(c)
      subviews.append(s)
    }
    if let last = cells.last {
      try solver.addConstraint(t.height - (last.top + last.height + 8), .equal)
    }
    solver.updateVariables()
    return Built(solver: solver, table: t, cells: cells, subviews: subviews, cellHeights: heights)
  }

  /// The table height the anchor states after the build: 52R + 8.
  public var expectedTableHeight: Double { 52 * Double(rowCount) + 8 }
  /// After the middle cell's height becomes 60: 52R + 24.
  public var expectedTableHeightAfterReplace: Double { 52 * Double(rowCount) + 24 }
  /// The middle cell, whose width is edited and whose height is replaced.
  public var editedCell: Int { rowCount / 2 }

  /// Replaces the edited cell's `height == 44` with `height == 60` (strong).
  public func replaceHeight(_ built: Built) throws {
    let k = editedCell
    try built.solver.removeConstraint(built.cellHeights[k])
    try built.solver.addConstraint(built.cells[k].height - 60, .equal, strength: Strength.strong)
    built.solver.updateVariables()
  }
}
