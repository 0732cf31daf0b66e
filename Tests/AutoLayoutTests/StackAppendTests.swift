import TestSupport
import Testing

@testable import AutoLayout

/// The engine's append path for stacks (`LayoutEngine+StackAppend.swift`) against the full
/// generation: one random session of stack statements, laid out after each, on two engines,
/// one of which always regenerates in full. Constraints (ids, equations, state), frames and
/// conflict reports must be the same after every statement.
@Suite struct StackAppendTests {
  enum Step {
    case append(width: Double, height: Double, hidden: Bool, multiline: Bool)
    case insertFirst
    case hide(Int, Bool)
    case remove(Int)
    case customSpacing(Int, Double)
    case spacing(Double)
    case removeMadeConstraint(Int)
    case editMadeConstant(Int, Double)
  }

  static func randomSteps(_ rng: inout SeededRandom) -> [Step] {
    (0..<Int.random(in: 4...16, using: &rng)).map { _ in
      switch Int.random(in: 0..<20, using: &rng) {
      case 0: .insertFirst
      case 1: .hide(Int.random(in: 0..<50, using: &rng), Bool.random(using: &rng))
      case 2: .remove(Int.random(in: 0..<50, using: &rng))
      case 3: .customSpacing(Int.random(in: 0..<50, using: &rng), Double(Int.random(in: 0...20, using: &rng)))
      case 4: .spacing(Double(Int.random(in: 0...20, using: &rng)))
      case 5: .removeMadeConstraint(Int.random(in: 0..<500, using: &rng))
      case 6:
        .editMadeConstant(Int.random(in: 0..<500, using: &rng), Double(Int.random(in: -5...5, using: &rng)))
      default:
        .append(
          width: Double(Int.random(in: 5...60, using: &rng)),
          height: Double(Int.random(in: 5...60, using: &rng)),
          hidden: Int.random(in: 0..<6, using: &rng) == 0, multiline: Int.random(in: 0..<8, using: &rng) == 0)
      }
    }
  }

  /// Applies a step; the views are the stack's arranged views in order.
  static func apply(_ step: Step, _ engine: LayoutEngine, _ stack: ItemID, _ count: inout Int) throws {
    let views = engine.arrangedSubviews(of: stack)
    let made = engine.allConstraints.filter { engine.isMadeByStack($0) }
    switch step {
    case .append(let width, let height, let hidden, let multiline):
      count += 1
      let v = try engine.addView(multiline ? .label : .view, named: "v\(count)", to: stack)
      if multiline {
        engine.setText(v, "A few words")
        engine.setLines(v, 0)
      } else {
        engine.setIntrinsicOverride(v, IntrinsicSize(width: width, height: height))
      }
      engine.setHidden(v, hidden)
      engine.arrange(v, in: stack)
    case .insertFirst:
      count += 1
      let v = try engine.addView(.view, named: "v\(count)", to: stack)
      engine.setIntrinsicOverride(v, IntrinsicSize(width: 10, height: 10))
      engine.arrange(v, in: stack, at: 0)
    case .hide(let i, let hidden):
      if !views.isEmpty { engine.setHidden(views[i % views.count], hidden) }
    case .remove(let i):
      if !views.isEmpty { try engine.removeView(views[i % views.count]) }
    case .customSpacing(let i, let spacing):
      if !views.isEmpty { engine.setCustomSpacing(spacing, after: views[i % views.count], in: stack) }
    case .spacing(let spacing):
      var configuration = engine.stackConfiguration(of: stack)
      configuration.spacing = spacing
      engine.setStackConfiguration(stack, configuration)
    case .removeMadeConstraint(let i):
      if !made.isEmpty { engine.removeConstraint(made[i % made.count]) }
    case .editMadeConstant(let i, let delta):
      if !made.isEmpty {
        let id = made[i % made.count]
        try engine.setConstant(id, engine.constraint(id).constant + delta)
      }
    }
  }

  /// What must be the same on both engines: every live constraint with its state, every
  /// item's frame.
  static func state(_ engine: LayoutEngine) -> [String] {
    let constraints = engine.allConstraints.map { id in
      let c = engine.constraint(id)
      return "c\(id.index) \(c.identifier ?? "") \(c.first.item.index).\(c.first.attribute) \(c.relation) "
        + "\(c.second.map { "\($0.item.index).\($0.attribute)" } ?? "-") x\(c.multiplier) +\(c.constant) "
        + "@\(c.priority) active \(engine.isActive(id)) broken \(engine.isBroken(id))"
    }
    let frames = engine.itemsInTreeOrder().map { "\($0.index) \(engine.frame(of: $0))" }
    return constraints + frames
  }

  @Test(arguments: 0..<120)
  func appendPathMatchesTheFullGeneration(seed: Int) throws {
    var rng = SeededRandom(seed: UInt64(52_000 + seed))
    var configuration = StackRecipeAppendTests.randomConfiguration(&rng)
    configuration.isLayoutMarginsRelative = Int.random(in: 0..<4, using: &rng) == 0
    let fixedLength = Bool.random(using: &rng)
    let steps =
      (0..<3).map { _ in Step.append(width: 20, height: 10, hidden: false, multiline: false) }
      + Self.randomSteps(&rng)
    let engines = [LayoutEngine(), LayoutEngine()]
    engines[1].features.stacks.usesAppendPath = false
    // Half the seeds keep only two marker cells per row, so that closing edges go through the
    // marker graph as in stacks of over a thousand views.
    if seed % 2 == 1 { for engine in engines { engine.solver.dummyCellLimit = 2 } }
    var stacks: [ItemID] = []
    for engine in engines {
      let s = try engine.addView(.stack, named: "stack")
      try engine.addConstraint(LayoutConstraint(Anchor(s, .left), .equal, Anchor(engine.root, .left)))
      try engine.addConstraint(
        LayoutConstraint(Anchor(s, .top), .equal, Anchor(engine.root, .top), constant: 100))
      if fixedLength {
        try engine.addConstraint(
          LayoutConstraint(
            Anchor(s, configuration.axis == .horizontal ? .width : .height), .equal, constant: 300))
      }
      engine.setStackConfiguration(s, configuration)
      stacks.append(s)
    }
    var counts = [0, 0]
    for (n, step) in steps.enumerated() {
      for (e, engine) in engines.enumerated() {
        try Self.apply(step, engine, stacks[e], &counts[e])
        engine.layout()
      }
      let label =
        "seed \(52_000 + seed), step \(n) \(step): "
        + "\(configuration.axis) \(configuration.distribution) \(configuration.alignment)"
      #expect(Self.state(engines[0]) == Self.state(engines[1]), "\(label)")
      #expect(engines[0].takeConflictReports().count == engines[1].takeConflictReports().count, "\(label)")
    }
  }

  /// A horizontal stack at (0, 100), sized by its content, of views 20 × 10, spacing 5. Its
  /// width is also held under 1,000, as a stack inside another is held by its container: a
  /// width nothing else mentions is defined by the closing edge outside the tableau
  /// (`SimplexCore+Derived`), and moving that edge is then a cheap removal and addition.
  static func contentSizedStack(_ engine: LayoutEngine, views: Int) throws -> ItemID {
    let s = try engine.addView(.stack, named: "stack")
    try engine.addConstraint(LayoutConstraint(Anchor(s, .left), .equal, Anchor(engine.root, .left)))
    try engine.addConstraint(
      LayoutConstraint(Anchor(s, .top), .equal, Anchor(engine.root, .top), constant: 100))
    try engine.addConstraint(LayoutConstraint(Anchor(s, .width), .lessThanOrEqual, constant: 1000))
    var configuration = engine.stackConfiguration(of: s)
    configuration.spacing = 5
    engine.setStackConfiguration(s, configuration)
    for i in 0..<views { try appendView(engine, s, named: "v\(i)") }
    return s
  }

  @discardableResult
  static func appendView(_ engine: LayoutEngine, _ stack: ItemID, named name: String) throws -> ItemID {
    let v = try engine.addView(.view, named: name, to: stack)
    engine.setIntrinsicOverride(v, IntrinsicSize(width: 20, height: 10))
    engine.arrange(v, in: stack)
    engine.layout()
    return v
  }

  /// Appended one by one, the third and fourth views move the closing edge in place
  /// (`PrioritySolver.replaceConstraint`; the first two are full generations). The fourth
  /// sits at 3 · (20 + 5) = 75 and the stack is 4 · 20 + 3 · 5 = 95 wide.
  @Test func theClosingEdgeMovesInPlace() throws {
    let engine = LayoutEngine()
    let stack = try Self.contentSizedStack(engine, views: 4)
    #expect(engine.solver.replacementsInPlace == 2)
    #expect(
      engine.frame(of: engine.arrangedSubviews(of: stack)[3]) == Rect(x: 75, y: 0, width: 20, height: 10))
    #expect(engine.frame(of: stack) == Rect(x: 0, y: 100, width: 95, height: 10))
  }

  /// A new view that other constraints already hold (here its width, 40) could clash with the
  /// old closing edge while both are in force, so the old edge leaves first, as before. The
  /// fourth view is 40 wide at 75; the stack 3 · 20 + 40 + 3 · 5 = 115.
  @Test func aNewViewHeldElsewhereTakesTheUsualPath() throws {
    let engine = LayoutEngine()
    let stack = try Self.contentSizedStack(engine, views: 3)
    let before = engine.solver.replacementsInPlace
    let v = try engine.addView(.view, named: "held", to: stack)
    engine.setIntrinsicOverride(v, IntrinsicSize(width: 20, height: 10))
    try engine.addConstraint(LayoutConstraint(Anchor(v, .width), .equal, constant: 40))
    engine.arrange(v, in: stack)
    engine.layout()
    #expect(engine.solver.replacementsInPlace == before)
    #expect(engine.frame(of: v) == Rect(x: 75, y: 0, width: 40, height: 10))
    #expect(engine.frame(of: stack) == Rect(x: 0, y: 100, width: 115, height: 10))
  }

  /// A spacing change alone moves the spacing guide and the records' constants without
  /// regenerating (`updateStackSpacing`), after an undo too: the generation is journaled
  /// with the stack's state. Four views 20 wide: spacing 5 → 9 puts the fourth at
  /// 3 · (20 + 9) = 87 and the stack at 4 · 20 + 3 · 9 = 107. Undone: 75 and 95 again.
  /// Then 2: 3 · 22 = 66 and 80 + 6 = 86.
  @Test func aSpacingChangeAloneSkipsRegeneration() throws {
    let engine = LayoutEngine()
    engine.recorder.isRecording = true
    let stack = try Self.contentSizedStack(engine, views: 4)
    let fourth = engine.arrangedSubviews(of: stack)[3]
    var count = 4
    func setSpacing(_ spacing: Double) throws {
      try Self.apply(.spacing(spacing), engine, stack, &count)
      engine.layout()
    }
    let mark = engine.recorder.mark()
    try setSpacing(9)
    #expect(engine.features.stacks.spacingPathUses == 1)
    #expect(engine.frame(of: fourth) == Rect(x: 87, y: 0, width: 20, height: 10))
    #expect(engine.frame(of: stack) == Rect(x: 0, y: 100, width: 107, height: 10))
    let spacingConstraints = engine.allConstraints.filter {
      engine.constraint($0).identifier == "UISV-spacing"
    }
    #expect(spacingConstraints.count == 3)
    #expect(spacingConstraints.allSatisfy { engine.constraint($0).constant == 9 })
    _ = try engine.recorder.revert(to: mark)
    engine.layout()
    #expect(engine.frame(of: fourth) == Rect(x: 75, y: 0, width: 20, height: 10))
    try setSpacing(2)
    #expect(engine.features.stacks.spacingPathUses == 2)
    #expect(engine.frame(of: fourth) == Rect(x: 66, y: 0, width: 20, height: 10))
    #expect(engine.frame(of: stack) == Rect(x: 0, y: 100, width: 86, height: 10))
  }
}
