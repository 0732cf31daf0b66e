/// A variable of a solver: a dense handle the solver hands out (`Solver.makeVariable`).
///
/// Variables carry no value of their own; ask the solver (`value(of:)`), which keeps values
/// in contiguous storage and updates only those that changed.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The index of the variable in its solver, in creation order.
  public let index: Int32

  init(index: Int32) { self.index = index }

  public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.index < rhs.index }

  public var description: String { "v\(index)" }
}
