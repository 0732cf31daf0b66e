import TestSupport
import Testing

@testable import AutoLayout

/// Random widget models: changing a built widget's model again and again (constants patched
/// in place, the height constraint and the accessory view coming and going) gives the frames
/// of a widget built fresh with the final model, and both are the frames worked out from the
/// model by arithmetic. The seed is in each case's arguments.
@Suite struct WidgetPropertyTests {
  static func randomInsets(_ rng: inout SeededRandom) -> Insets {
    Insets(
      top: Double(Int.random(in: 0...20, using: &rng)), left: Double(Int.random(in: 0...20, using: &rng)),
      bottom: Double(Int.random(in: 0...20, using: &rng)), right: Double(Int.random(in: 0...20, using: &rng)))
  }

  static func randomModel(_ rng: inout SeededRandom, accessoryView: ItemID) -> WidgetModel {
    var m = WidgetModel()
    m.margin = randomInsets(&rng)
    m.padding = randomInsets(&rng)
    m.height = Bool.random(using: &rng) ? Double(Int.random(in: 60...200, using: &rng)) : nil
    m.separator.enabled = Bool.random(using: &rng)
    m.separator.height = Double(Int.random(in: 1...3, using: &rng))
    m.separator.leftPadding = Double(Int.random(in: 0...30, using: &rng))
    m.separator.rightPadding = Double(Int.random(in: 0...30, using: &rng))
    m.accessory = WidgetAccessory.allCases.randomElement(using: &rng)!
    m.accessoryView = Int.random(in: 0..<4, using: &rng) == 0 ? accessoryView : nil
    m.accessorySize = Double(Int.random(in: 10...30, using: &rng))
    m.accessoryRightPadding = Double(Int.random(in: 0...16, using: &rng))
    return m
  }

  /// A 300-wide label widget at the root's origin with a 100×20 content, and a spare view
  /// that the model may make its accessory.
  static func build(_ engine: LayoutEngine) throws -> (ItemID, ItemID) {
    let w = try engine.addView(.labelwidget, named: "w")
    try engine.addConstraint(LayoutConstraint(Anchor(w, .left), .equal, Anchor(engine.root, .left)))
    try engine.addConstraint(LayoutConstraint(Anchor(w, .top), .equal, Anchor(engine.root, .top)))
    try engine.addConstraint(LayoutConstraint(Anchor(w, .width), .equal, nil, constant: 300))
    engine.setIntrinsicOverride(engine.widgetParts(of: w)!.content, IntrinsicSize(width: 100, height: 20))
    let spare = try engine.addView(.view, named: "spare")
    return (w, spare)
  }

  static func frames(_ engine: LayoutEngine, _ w: ItemID) -> [Rect] {
    engine.layout()
    let p = engine.widgetParts(of: w)!
    return [w, p.padding, p.content, p.separator, p.accessory].map { engine.frame(of: $0) }
  }

  @Test(arguments: 0..<200)
  func reconfiguringEqualsBuildingFresh(seed: Int) throws {
    var rng = SeededRandom(seed: UInt64(90_000 + seed))
    let patched = Fixture().engine
    let (w, spare) = try Self.build(patched)
    var model = WidgetModel()
    for _ in 0..<Int.random(in: 1...8, using: &rng) {
      model = Self.randomModel(&rng, accessoryView: spare)
      try patched.setWidgetModel(w, model)
      patched.layout()
    }
    let fresh = Fixture().engine
    let (w2, spare2) = try Self.build(fresh)
    #expect(spare == spare2)  // same ids: the accessory view of the model is valid in both
    try fresh.setWidgetModel(w2, model)
    let a = Self.frames(patched, w)
    let b = Self.frames(fresh, w2)
    for (x, y) in zip(a, b) { #expect(close(x, y), "seed \(seed): \(a) != \(b)") }
    #expect(
      !patched.allConstraints.contains(where: patched.isBroken), "seed \(seed): a widget constraint broke")
    // And both are the anatomy worked out from the model (within a pixel at 3×).
    for (x, y) in zip(a, Self.expectedFrames(model)) {
      #expect(
        close(x, y, tolerance: 0.34), "seed \(seed): \(a) is not the model's \(Self.expectedFrames(model))")
    }
  }

  /// The frames the anatomy gives a 300-wide widget with a 100×20 content, from the model
  /// alone: the widget's height is explicit or margin + padding + 20; the padding view is
  /// inset by the margin; the content by the padding (and the accessory on the right); the
  /// separator lines the bottom; the accessory is centred in the padding view.
  static func expectedFrames(_ m: WidgetModel) -> [Rect] {
    let height = m.height ?? (m.margin.top + m.padding.top + 20 + m.padding.bottom + m.margin.bottom)
    let pad = Rect(
      x: m.margin.left, y: m.margin.top, width: 300 - m.margin.left - m.margin.right,
      height: height - m.margin.top - m.margin.bottom)
    let shown = m.accessory != .none || m.accessoryView != nil
    let trailing = m.padding.right + (shown ? m.accessorySize + m.accessoryRightPadding : 0)
    let content = Rect(
      x: m.padding.left, y: m.padding.top, width: pad.width - m.padding.left - trailing,
      height: pad.height - m.padding.top - m.padding.bottom)
    let separator = Rect(
      x: m.separator.leftPadding, y: height - m.separator.height,
      width: 300 - m.separator.leftPadding - m.separator.rightPadding, height: m.separator.height)
    let accessory = Rect(
      x: pad.width - m.accessoryRightPadding - m.accessorySize, y: (pad.height - m.accessorySize) / 2,
      width: m.accessorySize, height: m.accessorySize)
    return [Rect(x: 0, y: 0, width: 300, height: height), pad, content, separator, accessory]
  }
}
