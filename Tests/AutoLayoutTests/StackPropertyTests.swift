import TestSupport
import Testing

@testable import AutoLayout

/// Random stacks (every distribution × alignment, axis, spacing, margins, hidden items):
/// - no required constraint ever breaks, visible items follow one another along the axis at
///   least the spacing apart inside the stack, and hidden items collapse;
/// - reconfiguring a built stack (patched in place) gives the frames of building the final
///   configuration fresh. The seed is in each case's arguments.
@Suite struct StackPropertyTests {
  struct Case {
    var configuration = StackConfiguration()
    var sizes: [IntrinsicSize] = []
    var hidden: [Bool] = []
    var length: Double?
  }

  static func randomCase(_ rng: inout SeededRandom) -> Case {
    var c = Case()
    c.configuration.axis = Bool.random(using: &rng) ? .horizontal : .vertical
    c.configuration.distribution = StackDistribution.allCases.randomElement(using: &rng)!
    c.configuration.alignment = StackAlignment.allCases.filter {
      !($0 == .firstBaseline || $0 == .lastBaseline)
    }.randomElement(using: &rng)!
    c.configuration.spacing = Double(Int.random(in: 0...20, using: &rng))
    c.configuration.isLayoutMarginsRelative = Int.random(in: 0..<4, using: &rng) == 0
    let count = Int.random(in: 1...5, using: &rng)
    for _ in 0..<count {
      c.sizes.append(
        IntrinsicSize(
          width: Double(Int.random(in: 10...100, using: &rng)),
          height: Double(Int.random(in: 10...100, using: &rng))))
      c.hidden.append(Int.random(in: 0..<5, using: &rng) == 0)
    }
    c.length = Bool.random(using: &rng) ? 700 : nil
    return c
  }

  /// Builds the stack at (0, 100) in the root; items `v0`, `v1`, … in order.
  static func build(_ c: Case, into engine: LayoutEngine) throws -> (ItemID, [ItemID]) {
    let s = try engine.addView(.stack, named: "stack")
    try engine.addConstraint(LayoutConstraint(Anchor(s, .left), .equal, Anchor(engine.root, .left)))
    try engine.addConstraint(
      LayoutConstraint(Anchor(s, .top), .equal, Anchor(engine.root, .top), constant: 100))
    if let length = c.length {
      try engine.addConstraint(
        LayoutConstraint(
          Anchor(s, c.configuration.axis == .horizontal ? .width : .height), .equal, constant: length))
    }
    engine.setMargins(s, Insets(all: 4))
    engine.setStackConfiguration(s, c.configuration)
    var items: [ItemID] = []
    for (i, size) in c.sizes.enumerated() {
      let v = try engine.addView(.view, named: "v\(i)", to: s)
      engine.setIntrinsicOverride(v, size)
      engine.setHidden(v, c.hidden[i])
      engine.arrange(v, in: s)
      items.append(v)
    }
    return (s, items)
  }

  @Test(arguments: 0..<300)
  func stacksHoldTheirInvariants(seed: Int) throws {
    var rng = SeededRandom(seed: UInt64(70_000 + seed))
    let c = Self.randomCase(&rng)
    let engine = LayoutEngine()
    let (s, items) = try Self.build(c, into: engine)
    engine.layout()
    let label =
      "seed \(seed): \(c.configuration.axis) \(c.configuration.distribution) \(c.configuration.alignment)"
    #expect(engine.takeConflictReports().isEmpty, "\(label)")
    let horizontal = c.configuration.axis == .horizontal
    func start(_ r: Rect) -> Double { horizontal ? r.x : r.y }
    func length(_ r: Rect) -> Double { horizontal ? r.width : r.height }
    let stackLength = length(engine.frame(of: s))
    var previousEnd: Double? = nil
    // One pixel of slack for rounding to thirds of a point.
    let slack = 0.34
    for (i, v) in items.enumerated() {
      let f = engine.frame(of: v)
      if c.hidden[i] {
        #expect(length(f) == 0, "\(label): hidden v\(i) is \(length(f)) long")
        continue
      }
      #expect(
        start(f) >= -slack && start(f) + length(f) <= stackLength + slack, "\(label): v\(i) leaves the stack")
      if let end = previousEnd {
        #expect(
          start(f) >= end + c.configuration.spacing - slack, "\(label): v\(i) is closer than the spacing")
      }
      previousEnd = start(f) + length(f)
    }
  }

  @Test(arguments: 0..<300)
  func reconfiguringEqualsBuildingFresh(seed: Int) throws {
    var rng = SeededRandom(seed: UInt64(80_000 + seed))
    var first = Self.randomCase(&rng)
    var second = Self.randomCase(&rng)
    // Same items and stack size; everything else may change.
    second.sizes = first.sizes
    second.hidden = first.sizes.map { _ in Int.random(in: 0..<5, using: &rng) == 0 }
    second.length = first.length
    second.configuration.axis =
      Bool.random(using: &rng) ? first.configuration.axis : second.configuration.axis
    if second.configuration.axis != first.configuration.axis {
      first.length = nil
      second.length = nil
    }
    let patched = LayoutEngine()
    let (s, items) = try Self.build(first, into: patched)
    patched.layout()
    patched.setStackConfiguration(s, second.configuration)
    for (v, h) in zip(items, second.hidden) { patched.setHidden(v, h) }
    patched.layout()
    let fresh = LayoutEngine()
    let (s2, items2) = try Self.build(second, into: fresh)
    fresh.layout()
    let label = "seed \(seed): \(first.configuration) → \(second.configuration)"
    guard ([s2] + items2).allSatisfy({ fresh.ambiguousAxes(of: $0).isEmpty }) else { return }
    #expect(close(patched.frame(of: s), fresh.frame(of: s2)), "\(label): stack")
    for (a, b) in zip(items, items2) {
      #expect(close(patched.frame(of: a), fresh.frame(of: b)), "\(label): \(patched.name(of: a))")
    }
  }
}
