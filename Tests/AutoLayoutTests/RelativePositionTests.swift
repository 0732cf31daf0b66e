import Cassowary
import Testing

@testable import AutoLayout

/// Positions are solver variables relative to the container (`LayoutEngine+Positions.swift`);
/// what users see, root frames, ambiguity and explanations, stays in root coordinates.
@Suite struct RelativePositionTests {
  /// A view pinned to the root inside a superview nothing places: its superview is ambiguous,
  /// but its own place on screen is fixed. Its relative x (8 − card.x) is not determined on
  /// its own; the sum with card's x is.
  @Test func aViewPinnedToTheRootInsideAnAmbiguousSuperviewIsPlaced() throws {
    let f = Fixture()
    let card = try f.add(.view, "card")
    let badge = try f.add(.view, "badge", to: card)
    try f.constrain(card, .width, .equal, constant: 100)
    try f.constrain(card, .height, .equal, constant: 100)
    try f.constrain(badge, .left, .equal, f.root, .left, constant: 8)
    try f.constrain(badge, .top, .equal, f.root, .top, constant: 8)
    try f.constrain(badge, .width, .equal, constant: 10)
    try f.constrain(badge, .height, .equal, constant: 10)
    f.engine.layout()
    #expect(f.engine.ambiguousAxes(of: card) == [.horizontal, .vertical])
    #expect(f.engine.ambiguousAxes(of: badge).isEmpty)
    #expect(f.engine.ambiguousVariables(of: badge).isEmpty)
    // Root frame: (8, 8), whatever card's solution is.
    let r = f.engine.rootFrame(of: badge)
    #expect(r.x == 8 && r.y == 8)
  }

  /// The constraint between a view and its superview reaches the solver as one relative
  /// variable: `child.x_rel == 8`, with nothing of the superview's position in it.
  @Test func aConstraintToTheSuperviewMentionsOnlyTheChild() throws {
    let f = Fixture()
    let card = try f.add(.view, "card")
    let child = try f.add(.view, "child", to: card)
    try f.constrain(card, .left, .equal, f.root, .left, constant: 30)
    let c = try f.constrain(child, .left, .equal, card, .left, constant: 8)
    let e = f.engine.solverExpression(f.engine.constraint(c)).reduced
    #expect(e.terms.map(\.variable) == [f.engine[child].x])
    // Root x: 30 + 8 = 38; frame x in card: 8.
    f.engine.layout()
    #expect(f.engine.rootFrame(of: child).x == 38)
    #expect(f.engine.frame(of: child).x == 8)
  }

  /// With a multiplier the common superview's position does not cancel: child.centerX ==
  /// card.centerX * 0.5 in root coordinates. card: x 100, width 200, so card.centerX = 200
  /// and child.centerX = 100; child width 20, so its root x is 90 (card-relative −10).
  @Test func aMultiplierKeepsTheSuperviewsShare() throws {
    let f = Fixture()
    let card = try f.add(.view, "card")
    let child = try f.add(.view, "child", to: card)
    try f.constrain(card, .left, .equal, f.root, .left, constant: 100)
    try f.constrain(card, .top, .equal, f.root, .top)
    try f.constrain(card, .width, .equal, constant: 200)
    try f.constrain(card, .height, .equal, constant: 50)
    try f.constrain(child, .centerX, .equal, card, .centerX, multiplier: 0.5)
    try f.constrain(child, .top, .equal, card, .top)
    try f.constrain(child, .width, .equal, constant: 20)
    try f.constrain(child, .height, .equal, constant: 20)
    f.engine.layout()
    #expect(f.engine.rootFrame(of: child).x == 90)
    #expect(f.engine.frame(of: child).x == -10)
  }

  /// Moving an unconstrained view changes no variable (it stays at its superview's origin),
  /// yet its root frame moves: the move reports it. a at x 50, b at x 200.
  @Test func movingAViewReportsItsNewPlaceWithoutAnyVariableMoving() throws {
    let f = Fixture()
    let a = try f.add(.view, "a")
    let b = try f.add(.view, "b")
    for (v, x) in [(a, 50.0), (b, 200.0)] {
      try f.constrain(v, .left, .equal, f.root, .left, constant: x)
      try f.constrain(v, .top, .equal, f.root, .top)
      try f.constrain(v, .width, .equal, constant: 10)
      try f.constrain(v, .height, .equal, constant: 10)
    }
    let child = try f.add(.view, "child", to: a)
    f.engine.layout()
    #expect(f.engine.rootFrame(of: child).x == 50)
    try f.engine.moveView(child, to: b)
    let changes = f.engine.layout()
    #expect(changes.contains { $0.item == child && $0.new.x == 200 })
    #expect(f.engine.rootFrame(of: child).x == 200)
  }
}
