/// Why an anchor has its value: the constraints that bind it, in words a learner can follow.
public struct ConstraintExplanation: Sendable {
  public var anchor: Anchor
  public var value: Double
  /// Descriptions of the binding constraints (model constraints, content sizes, guides).
  public var binding: [String]
  /// The model constraints among them.
  public var constraints: [ConstraintID]
  /// Whether the value is fixed (false: ambiguous, another value would do as well).
  public var isDetermined: Bool
  /// The chain of values one step back: for each binding model constraint, the anchor on its
  /// other side (nil for a constant form) and that anchor's value.
  public var steps: [ExplanationStep]
}

/// One link of an explanation: a constraint and the value it takes from its other side.
public struct ExplanationStep: Sendable {
  public var constraint: ConstraintID
  public var other: Anchor?
  public var otherValue: Double?
}
