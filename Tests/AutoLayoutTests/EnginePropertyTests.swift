import TestSupport
import Testing
import TextMetrics

@testable import AutoLayout

/// Random model edits applied one by one end with exactly the frames of building the final
/// model fresh: the same views, the constraints in force added first, then the broken ones
/// (which must fail again). Compared on every item both engines find unambiguous.
@Suite struct EnginePropertyTests {
  /// What the test knows of the model, by names, to rebuild it.
  struct Model {
    var views: [(name: String, kind: ViewKind, parent: String)] = []
    var text: [String: String] = [:]
    var intrinsic: [String: IntrinsicSize] = [:]
    var hugging: [String: Double] = [:]
    var constraints:
      [(id: ConstraintID, spec: LayoutConstraint, first: String, second: String?, active: Bool)] = []
    var device = Device.iphone15
  }

  static let attributes: [LayoutAttribute] = [
    .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
    .leadingMargin, .topMargin, .firstBaseline,
  ]

  func randomConstraint(_ rng: inout SeededRandom, _ model: Model, _ engine: LayoutEngine) -> (
    LayoutConstraint, String, String?
  )? {
    let names = ["root"] + model.views.map(\.name)
    let a = names[Int.random(in: 1..<names.count, using: &rng)]
    var attribute = Self.attributes[Int.random(in: 0..<Self.attributes.count, using: &rng)]
    let priorities: [Double] = [1000, 1000, 1000, 750, 500, 250]
    let priority = priorities[Int.random(in: 0..<priorities.count, using: &rng)]
    let constant = Double(Int.random(in: -40...120, using: &rng))
    let relations: [LayoutRelation] = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual]
    let relation = relations[Int.random(in: 0..<relations.count, using: &rng)]
    guard let first = engine.item(named: a) else { return nil }
    if attribute.isSize && Bool.random(using: &rng) {
      return (
        LayoutConstraint(
          Anchor(first, attribute), relation, nil, constant: abs(constant), priority: priority), a, nil
      )
    }
    let b = names[Int.random(in: 0..<names.count, using: &rng)]
    guard let second = engine.item(named: b), b != a else { return nil }
    // A partner on the same axis and of the same family keeps most draws valid.
    let partners = Self.attributes.filter {
      $0.axis == attribute.axis && $0.isSize == attribute.isSize
        && !($0.isDirectional && attribute.isAbsoluteHorizontal)
        && !($0.isAbsoluteHorizontal && attribute.isDirectional)
    }
    let other = partners[Int.random(in: 0..<partners.count, using: &rng)]
    if attribute.isBaseline && engine.kind(of: first) == .guide { attribute = .top }
    return (
      LayoutConstraint(
        Anchor(first, attribute), relation, Anchor(second, other), constant: constant, priority: priority), a,
      b
    )
  }

  @Test(arguments: 0..<1000)
  func incrementalEditsEqualAFreshBuild(seed: Int) throws {
    var rng = SeededRandom(seed: UInt64(90_000 + seed))
    let measurer = ApproximateTextMeasurer()
    let engine = LayoutEngine(textLayout: TextLayout(measurer: measurer))
    // Odd seeds keep at most two marker cells per row, so that the marker graph (which the
    // engine's limit of 1,024 leaves to stacks of over a thousand views) is in every path.
    // Seeds 90333 and 90571 found rows sharing a node of it (`MarkerOwnershipTests`).
    if seed % 2 == 1 { engine.solver.dummyCellLimit = 2 }
    var model = Model()
    var counter = 0
    for _ in 0..<Int.random(in: 10...30, using: &rng) {
      let op = Int.random(in: 0..<12, using: &rng)
      switch op {
      case 0, 1, 2:
        counter += 1
        let name = "v\(counter)"
        let containers = ["root"] + model.views.filter { $0.kind == .view }.map(\.name)
        let parent = containers[Int.random(in: 0..<containers.count, using: &rng)]
        let kind: ViewKind = Bool.random(using: &rng) ? .view : .label
        guard let parentID = engine.item(named: parent) else { continue }
        let id = try engine.addView(kind, named: name, to: parentID)
        model.views.append((name, kind, parent))
        // Faint wishes at levels of their own fix what the random constraints leave open, so
        // that most views can be compared.
        for (k, attribute) in [LayoutAttribute.left, .top, .width, .height].enumerated() {
          let level = 1 + Double(counter * 4 + k) / 100
          let wish = Double(Int.random(in: 0...60, using: &rng))
          let spec =
            attribute.isSize
            ? LayoutConstraint(Anchor(id, attribute), .equal, nil, constant: wish, priority: level)
            : LayoutConstraint(
              Anchor(id, attribute), .equal, Anchor(parentID, attribute), constant: wish, priority: level)
          let c = try engine.addConstraint(spec)
          model.constraints.append((c, spec, name, attribute.isSize ? nil : parent, true))
        }
        if kind == .label {
          let text = ["Hi", "Hello there", "登录", "A longer caption"][Int.random(in: 0..<4, using: &rng)]
          engine.setText(id, text)
          model.text[name] = text
        } else if Bool.random(using: &rng) {
          let size = IntrinsicSize(
            width: Double(Int.random(in: 10...80, using: &rng)),
            height: Double(Int.random(in: 10...40, using: &rng)))
          engine.setIntrinsicOverride(id, size)
          model.intrinsic[name] = size
        }
      case 3, 4, 5, 6:
        guard !model.views.isEmpty, let (spec, a, b) = randomConstraint(&rng, model, engine) else { continue }
        if let id = try? engine.addConstraint(spec) {
          model.constraints.append((id, spec, a, b, true))
        }
      case 7:
        guard !model.constraints.isEmpty else { continue }
        let i = Int.random(in: 0..<model.constraints.count, using: &rng)
        engine.removeConstraint(model.constraints[i].id)
        model.constraints.remove(at: i)
      case 8:
        guard !model.constraints.isEmpty else { continue }
        let i = Int.random(in: 0..<model.constraints.count, using: &rng)
        let constant = Double(Int.random(in: -40...120, using: &rng))
        try engine.setConstant(model.constraints[i].id, constant)
        model.constraints[i].spec.constant = constant
      case 9:
        guard !model.constraints.isEmpty else { continue }
        let i = Int.random(in: 0..<model.constraints.count, using: &rng)
        model.constraints[i].active.toggle()
        engine.setActive(model.constraints[i].id, model.constraints[i].active)
      case 10:
        let labels = model.views.filter { $0.kind == .label }
        guard !labels.isEmpty,
          let id = engine.item(named: labels[Int.random(in: 0..<labels.count, using: &rng)].name)
        else { continue }
        let text = ["Yes", "A much longer caption than before", "注册"][Int.random(in: 0..<3, using: &rng)]
        engine.setText(id, text)
        model.text[engine.name(of: id)] = text
      default:
        let device = Device.all[Int.random(in: 0..<Device.all.count, using: &rng)]
        engine.setScreen(Screen(device: device))
        model.device = device
      }
      if Int.random(in: 0..<3, using: &rng) == 0 { engine.layout() }
    }
    engine.layout()
    try compare(engine, model, seed: 90_000 + seed)
  }

  func compare(_ engine: LayoutEngine, _ model: Model, seed: Int) throws {
    let fresh = LayoutEngine(
      screen: Screen(device: model.device), textLayout: TextLayout(measurer: ApproximateTextMeasurer()))
    for view in model.views {
      guard let parent = fresh.item(named: view.parent) else { continue }
      let id = try fresh.addView(view.kind, named: view.name, to: parent)
      if let text = model.text[view.name] { fresh.setText(id, text) }
      if let size = model.intrinsic[view.name] { fresh.setIntrinsicOverride(id, size) }
    }
    func translated(
      _ entry: (id: ConstraintID, spec: LayoutConstraint, first: String, second: String?, active: Bool)
    ) -> LayoutConstraint? {
      guard let a = fresh.item(named: entry.first) else { return nil }
      var spec = entry.spec
      spec.first.item = a
      if let b = entry.second {
        guard let second = fresh.item(named: b) else { return nil }
        spec.second?.item = second
      }
      return spec
    }
    // The size floors the incremental engine made (when a size went negative) are part of
    // its state: the fresh engine starts with the same ones.
    for view in model.views {
      guard let a = engine.item(named: view.name), let b = fresh.item(named: view.name) else { continue }
      for axis in [Axis.horizontal, .vertical] where engine.hasSizeFloor(a, axis) {
        fresh.addSizeFloor(b, axis)
      }
    }
    let active = model.constraints.filter { $0.active }
    for entry in active where !engine.isBroken(entry.id) {
      guard let spec = translated(entry) else { continue }
      let id = try fresh.addConstraint(spec)
      #expect(
        !fresh.isBroken(id), "seed \(seed): \(engine.describe(entry.id)) holds incrementally but not fresh")
    }
    // The broken ones must still conflict with those in force; added the way a broken one is
    // tried again (it breaks itself, not another), they leave the same system behind.
    for entry in active where engine.isBroken(entry.id) {
      guard let spec = translated(entry) else { continue }
      let id = try fresh.addConstraint(spec, isActive: false)
      fresh.activateTryingOnly(id)
      #expect(fresh.isBroken(id), "seed \(seed): \(engine.describe(entry.id)) was broken but fits fresh")
    }
    fresh.layout()
    var mismatches: [String] = []
    var marginsDiffer = false
    for view in model.views {
      guard let a = engine.item(named: view.name), let b = fresh.item(named: view.name) else { continue }
      if engine.effectiveMargins(of: a) != fresh.effectiveMargins(of: b) { marginsDiffer = true }
      guard engine.ambiguousAxes(of: a).isEmpty, fresh.ambiguousAxes(of: b).isEmpty else { continue }
      let x = engine.rootFrame(of: a)
      let y = fresh.rootFrame(of: b)
      if !close(x, y, tolerance: 1e-6) { mismatches.append("\(view.name) incremental \(x) fresh \(y)") }
    }
    // A view's margins can depend on where it is (those inset from the safe area), and where
    // it is on its margins, so more than one layout can be self-consistent: seed 90576 ends
    // with a view at y = 42 and a top margin of 8 when built one edit at a time, at y = −86
    // with a margin of 136 (reaching into the status bar) when built fresh. Builds whose
    // margins settled differently are different systems, and may differ in their frames.
    if marginsDiffer && !mismatches.isEmpty {
      print("seed \(seed): margins settled differently, frames differ: \(mismatches.joined(separator: "; "))")
      return
    }
    #expect(mismatches.isEmpty, "seed \(seed): \(mismatches.joined(separator: "; "))")
  }
}
