import TextMetrics

@testable import AutoLayout

/// An engine on a screen, with shared helpers for pinning and reading frames.
struct Fixture {
  let engine: LayoutEngine

  init(
    device: Device = .iphone15, orientation: Orientation = .portrait, measurer: (any TextMeasurer)? = nil,
    generation: UIKitGeneration = .ios26
  ) {
    let layout = measurer.map { TextLayout(measurer: $0) } ?? .systemDefault()
    var screen = Screen(device: device, orientation: orientation)
    screen.generation = generation
    engine = LayoutEngine(screen: screen, textLayout: layout)
  }

  var root: ItemID { engine.root }

  /// The controls and bars of another iOS (`settings ios`).
  func use(_ generation: UIKitGeneration) {
    var screen = engine.screen
    screen.generation = generation
    engine.setScreen(screen)
  }

  @discardableResult
  func add(_ kind: ViewKind, _ name: String, to parent: ItemID? = nil) throws -> ItemID {
    try engine.addView(kind, named: name, to: parent)
  }

  /// `a.attribute relation b.attribute * multiplier + constant @priority`.
  @discardableResult
  func constrain(
    _ a: ItemID, _ aa: LayoutAttribute, _ relation: LayoutRelation = .equal, _ b: ItemID? = nil,
    _ ba: LayoutAttribute? = nil, multiplier: Double = 1, constant: Double = 0, priority: Double = 1000
  ) throws -> ConstraintID {
    let second = b.map { Anchor($0, ba ?? aa) }
    return try engine.addConstraint(
      LayoutConstraint(
        Anchor(a, aa), relation, second, multiplier: multiplier, constant: constant, priority: priority))
  }

  /// Pins a view's top-left corner to its parent's: enough for intrinsically sized views.
  func pinTopLeft(_ v: ItemID, to parent: ItemID) throws {
    try constrain(v, .left, .equal, parent, .left)
    try constrain(v, .top, .equal, parent, .top)
  }

  func frame(_ v: ItemID) -> Rect {
    engine.layout()
    return engine.frame(of: v)
  }
}

func close(_ a: Rect, _ b: Rect, tolerance: Double = 1e-6) -> Bool {
  abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance && abs(a.width - b.width) < tolerance
    && abs(a.height - b.height) < tolerance
}

/// A stack at (0, 100) on the root, configured, holding plain views of the given intrinsic
/// sizes (nil: no metric on that axis), arranged in order.
func stackFixture(
  _ axis: Axis, _ configure: (inout StackConfiguration) -> Void = { _ in }, items sizes: [(Double?, Double?)],
  measurer: (any TextMeasurer)? = nil
) throws -> (Fixture, ItemID, [ItemID]) {
  let f = Fixture(measurer: measurer)
  let s = try f.add(.stack, "stack")
  try f.constrain(s, .left, .equal, f.root, .left)
  try f.constrain(s, .top, .equal, f.root, .top, constant: 100)
  var configuration = StackConfiguration()
  configuration.axis = axis
  configure(&configuration)
  f.engine.setStackConfiguration(s, configuration)
  var items: [ItemID] = []
  for (i, size) in sizes.enumerated() {
    let v = try f.add(.view, "v\(i)", to: s)
    f.engine.setIntrinsicOverride(v, IntrinsicSize(width: size.0, height: size.1))
    f.engine.arrange(v, in: s)
    items.append(v)
  }
  return (f, s, items)
}
