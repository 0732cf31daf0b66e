import AutoLayout
import LabLanguage
import LabRender

/// What the vocabularies remember beside the engine's model: quick options by view, SnapKit's
/// constraints, components, models and what binds to them, container bodies, settings. One
/// value, its every write logged (`Journaled…`), so that a statement's changes are taken back
/// and applied again together with the engine's (undo, redo, a failed statement).
struct SessionDocument {
  /// The quick layout options attached to each view, to attach them again after a move.
  var viewOptions = JournaledDictionary<ItemID, [LocatedValue]>()
  /// The constraints each view's `snp` blocks made, for remake, update and remove.
  var snapKitMade = JournaledDictionary<ItemID, [ConstraintID]>()
  /// Components by name (`define`).
  var components = JournaledDictionary<String, ComponentDefinition>()
  /// Models by name, their values by key (`model`).
  var models = JournaledDictionary<String, [String: Value]>()
  /// Texts bound to model values, by view; constants, by constraint. Entries of views and
  /// constraints that are gone are dropped when their model changes.
  var textBindings = JournaledDictionary<ItemID, ModelReference>()
  var constantBindings = JournaledDictionary<ConstraintID, ConstantBinding>()
  /// What `export swift-class` reads to write components as classes and models as stored
  /// properties: each model's keys in written order, how each instance was made, and the texts
  /// and constants written as `$…` (with the instance whose body wrote them).
  var modelKeys = JournaledDictionary<String, [String]>()
  var instances = JournaledDictionary<ItemID, ComponentInstanceRecord>()
  var textSources = JournaledDictionary<ItemID, BoundSource>()
  var constantSources = JournaledDictionary<ConstraintID, BoundSource>()
  /// The stack inside each `list` and `hscroll` that holds their rows or items.
  var containerBodies = JournaledDictionary<ItemID, ContainerBody>()
  /// `settings offset = N`: the base of `.basic` (N), `.basic2` (2N), `.basic4` (4N).
  var settingsOffset = JournaledValue(8.0)
  /// `settings solveTimeLimit = S`: the seconds a statement's solve may take (issue 10).
  var solveTimeLimit = JournaledValue(10.0)

  struct Mark {
    let viewOptions, snapKitMade, components, models, textBindings, constantBindings: Int
    let modelKeys, instances, textSources, constantSources: Int
    let containerBodies, settingsOffset, solveTimeLimit: Int
  }

  struct Redo {
    let viewOptions: JournaledDictionary<ItemID, [LocatedValue]>.Redo
    let snapKitMade: JournaledDictionary<ItemID, [ConstraintID]>.Redo
    let components: JournaledDictionary<String, ComponentDefinition>.Redo
    let models: JournaledDictionary<String, [String: Value]>.Redo
    let textBindings: JournaledDictionary<ItemID, ModelReference>.Redo
    let constantBindings: JournaledDictionary<ConstraintID, ConstantBinding>.Redo
    let modelKeys: JournaledDictionary<String, [String]>.Redo
    let instances: JournaledDictionary<ItemID, ComponentInstanceRecord>.Redo
    let textSources: JournaledDictionary<ItemID, BoundSource>.Redo
    let constantSources: JournaledDictionary<ConstraintID, BoundSource>.Redo
    let containerBodies: JournaledDictionary<ItemID, ContainerBody>.Redo
    let settingsOffset: JournaledValue<Double>.Redo
    let solveTimeLimit: JournaledValue<Double>.Redo
  }

  init() {
    viewOptions.isRecording = true
    snapKitMade.isRecording = true
    components.isRecording = true
    models.isRecording = true
    textBindings.isRecording = true
    constantBindings.isRecording = true
    modelKeys.isRecording = true
    instances.isRecording = true
    textSources.isRecording = true
    constantSources.isRecording = true
    containerBodies.isRecording = true
    settingsOffset.isRecording = true
    solveTimeLimit.isRecording = true
  }

  mutating func takeMark() -> Mark {
    Mark(
      viewOptions: viewOptions.takeMark(), snapKitMade: snapKitMade.takeMark(), components: components.takeMark(),
      models: models.takeMark(), textBindings: textBindings.takeMark(), constantBindings: constantBindings.takeMark(),
      modelKeys: modelKeys.takeMark(), instances: instances.takeMark(), textSources: textSources.takeMark(),
      constantSources: constantSources.takeMark(),
      containerBodies: containerBodies.takeMark(), settingsOffset: settingsOffset.takeMark(),
      solveTimeLimit: solveTimeLimit.takeMark())
  }

  mutating func revert(to mark: Mark) -> Redo {
    Redo(
      viewOptions: viewOptions.revert(to: mark.viewOptions), snapKitMade: snapKitMade.revert(to: mark.snapKitMade),
      components: components.revert(to: mark.components), models: models.revert(to: mark.models),
      textBindings: textBindings.revert(to: mark.textBindings),
      constantBindings: constantBindings.revert(to: mark.constantBindings),
      modelKeys: modelKeys.revert(to: mark.modelKeys), instances: instances.revert(to: mark.instances),
      textSources: textSources.revert(to: mark.textSources),
      constantSources: constantSources.revert(to: mark.constantSources),
      containerBodies: containerBodies.revert(to: mark.containerBodies),
      settingsOffset: settingsOffset.revert(to: mark.settingsOffset),
      solveTimeLimit: solveTimeLimit.revert(to: mark.solveTimeLimit))
  }

  mutating func replay(_ redo: Redo) {
    viewOptions.replay(redo.viewOptions)
    snapKitMade.replay(redo.snapKitMade)
    components.replay(redo.components)
    models.replay(redo.models)
    textBindings.replay(redo.textBindings)
    constantBindings.replay(redo.constantBindings)
    modelKeys.replay(redo.modelKeys)
    instances.replay(redo.instances)
    textSources.replay(redo.textSources)
    constantSources.replay(redo.constantSources)
    containerBodies.replay(redo.containerBodies)
    settingsOffset.replay(redo.settingsOffset)
    solveTimeLimit.replay(redo.solveTimeLimit)
  }
}
