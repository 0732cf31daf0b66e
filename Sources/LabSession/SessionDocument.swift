import AutoLayout
import LabLanguage
import LabRender

/// What the vocabularies remember beside the engine's model: quick options by view, SnapKit's
/// constraints, components, models and what binds to them, container bodies, settings and
/// the frames an imported file stored. Every write is recorded in the recorder the engine
/// writes to (`ChangeRecorder`), so that a statement's changes are taken back and applied
/// again together with the engine's (undo, redo, a failed statement).
final class SessionDocument {
  /// The quick layout options attached to each view, to attach them again after a move.
  let viewOptions: RecordedDictionary<ItemID, [LocatedValue]>
  /// The constraints each view's `snp` blocks made, for remake, update and remove.
  let snapKitMade: RecordedDictionary<ItemID, [ConstraintID]>
  /// Components by name (`define`).
  let components: RecordedDictionary<String, ComponentDefinition>
  /// Models by name, their values by key (`model`).
  let models: RecordedDictionary<String, [String: Value]>
  /// Texts bound to model values, by view; constants, by constraint. Entries of views and
  /// constraints that are gone are dropped when their model changes.
  let textBindings: RecordedDictionary<ItemID, ModelReference>
  let constantBindings: RecordedDictionary<ConstraintID, ConstantBinding>
  /// What `export swift-class` reads to write components as classes and models as stored
  /// properties: each model's keys in written order, how each instance was made, and the texts
  /// and constants written as `$…` (with the instance whose body wrote them).
  let modelKeys: RecordedDictionary<String, [String]>
  let instances: RecordedDictionary<ItemID, ComponentInstanceRecord>
  let textSources: RecordedDictionary<ItemID, BoundSource>
  let constantSources: RecordedDictionary<ConstraintID, BoundSource>
  /// The stack inside each `list` and `hscroll` that holds their rows or items.
  let containerBodies: RecordedDictionary<ItemID, ContainerBody>
  /// `settings offset = N`: the base of `.basic` (N), `.basic2` (2N), `.basic4` (4N).
  let settingsOffset: RecordedValue<Double>
  /// `settings solveTimeLimit = S`: the seconds a statement's solve may take.
  let solveTimeLimit: RecordedValue<Double>
  /// The frames the last loaded Interface Builder scene stored, by view name (superview
  /// coordinates): `expect misplaced` compares the solution with them.
  let importedFrames: RecordedValue<[(name: String, frame: Rect)]>

  init(_ recorder: ChangeRecorder) {
    viewOptions = RecordedDictionary(recorder)
    snapKitMade = RecordedDictionary(recorder)
    components = RecordedDictionary(recorder)
    models = RecordedDictionary(recorder)
    textBindings = RecordedDictionary(recorder)
    constantBindings = RecordedDictionary(recorder)
    modelKeys = RecordedDictionary(recorder)
    instances = RecordedDictionary(recorder)
    textSources = RecordedDictionary(recorder)
    constantSources = RecordedDictionary(recorder)
    containerBodies = RecordedDictionary(recorder)
    settingsOffset = RecordedValue(8.0, recorder)
    solveTimeLimit = RecordedValue(10.0, recorder)
    importedFrames = RecordedValue([], recorder)
  }
}
