import AutoLayout
import Foundation
import LabLanguage

/// How close LayoutLab's frames come to the frames Xcode stored in an Interface Builder file
/// (`scripts/ib-survey`, issue 38): every scene is loaded in a fresh session, and each view's
/// solved frame is compared with the stored one at the pixel tolerance of Xcode's misplaced-
/// view report. The comparison is made twice: as LayoutLab measures, and with each view's
/// intrinsic size replaced by the size Xcode stored, which takes text measurement out and
/// leaves the constraint rules.
public struct InterfaceBuilderSurvey {
  /// One view of one scene.
  public struct ViewResult: Sendable {
    public var scene: String
    public var name: String
    public var kind: ViewKind
    /// Its own size comes from text (a label, button, text field or text view with text).
    public var dependsOnText: Bool
    public var stored: Rect
    public var solved: Rect
    /// The frame solved with every intrinsic size set to the stored size.
    public var solvedWithStoredIntrinsic: Rect
    public var matches: Bool
    public var matchesWithStoredIntrinsic: Bool
    /// Why it misses, in a few words (nil when it matches).
    public var cause: String?
  }

  /// One file.
  public struct FileResult: Sendable {
    public var path: String
    /// The `toolsVersion` of the `<document>`: which Xcode saved it.
    public var toolsVersion: String?
    public var scenes: Int = 0
    public var views: [ViewResult] = []
    /// Errors the file's statements met (the views still count).
    public var errors: Int = 0
    /// Read as `XcodeRelease.named(toolsVersion:)`.
    public var xcode: String { XcodeRelease.named(toolsVersion: toolsVersion) }
  }

  /// Loads every scene of the file and compares its frames.
  public static func measure(_ path: String) -> FileResult {
    var result = FileResult(path: path)
    guard let data = FileManager.default.contents(atPath: path),
      case .success(let document) = InterfaceBuilderDocument.parse(data)
    else { return result }
    result.toolsVersion = document["toolsVersion"]
    let scenes = InterfaceBuilderImport.scenes(in: document)
    result.scenes = scenes.count
    for number in scenes.indices {
      let session = Session(output: { _ in }, errorOutput: { _ in })
      session.display.autoprint = .off
      // The controls as the Xcode that saved the file drew them.
      let generation = XcodeRelease.generation(toolsVersion: result.toolsVersion) ?? .ios18
      session.run("settings ios = \(generation.rawValue)", file: "ib-survey")
      session.run(.load, [.string(path), .word("scene"), .number(Double(number + 1))], file: "ib-survey")
      // Compared with the safe area Xcode laid the scene out in, where it differs from UIKit's.
      if let insets = InterfaceBuilderImport.storedSafeArea(
        of: scenes[number], document: document, screen: session.engine.screen)
      {
        var screen = session.engine.screen
        screen.safeAreaOverride = insets
        session.engine.setScreen(screen)
      }
      result.errors += session.outcome.statementErrors
      result.views += compare(session, scene: scenes[number].name)
    }
    return result
  }

  /// Each imported view's stored frame against its solved one, then against the one solved
  /// with the stored sizes as intrinsic sizes.
  static func compare(_ session: Session, scene: String) -> [ViewResult] {
    let engine = session.engine
    engine.layout()
    let stored = session.document.importedFrames.value.compactMap { entry in
      engine.item(named: entry.name).map { (entry.name, $0, entry.frame) }
    }
    let solved = stored.map { engine.frame(of: $0.1) }
    let tolerance = 0.5 / engine.screen.scale + 1e-9
    // Only where the view sits at its intrinsic size is the stored size UIKit's intrinsic
    // size (a label stretched between margins stores the stretched width).
    for (k, (_, id, frame)) in stored.enumerated() {
      let intrinsic = engine.intrinsicSize(of: id)
      func atIntrinsic(_ metric: Double?, _ size: Double) -> Bool {
        metric.map { abs($0 - size) <= tolerance } ?? false
      }
      let width = atIntrinsic(intrinsic.width, solved[k].width) ? frame.width : intrinsic.width
      let height = atIntrinsic(intrinsic.height, solved[k].height) ? frame.height : intrinsic.height
      guard width != intrinsic.width || height != intrinsic.height else { continue }
      engine.setIntrinsicOverride(id, IntrinsicSize(width: width, height: height))
    }
    engine.layout()
    return stored.enumerated().map { k, entry in
      let (name, id, frame) = entry
      let kind = engine.kind(of: id)
      let again = engine.frame(of: id)
      let result = ViewResult(
        scene: scene, name: name, kind: kind, dependsOnText: kind.hasText && !engine.text(of: id).isEmpty,
        stored: frame, solved: solved[k], solvedWithStoredIntrinsic: again,
        matches: frame.isClose(to: solved[k], within: tolerance),
        matchesWithStoredIntrinsic: frame.isClose(to: again, within: tolerance), cause: nil)
      return withCause(result, tolerance: tolerance)
    }
  }

  /// The cause of a miss, from what differs: the view's own size (by its kind, and whether
  /// the stored intrinsic size mends it) or only its place (another view moved it).
  static func withCause(_ view: ViewResult, tolerance: Double) -> ViewResult {
    guard !view.matches else { return view }
    var view = view
    let sizeDiffers =
      abs(view.stored.width - view.solved.width) > tolerance
      || abs(view.stored.height - view.solved.height) > tolerance
    let kind = view.kind.uikitClass
    if !sizeDiffers {
      view.cause = "\(kind) place (its size matches)"
    } else if view.matchesWithStoredIntrinsic {
      view.cause = view.dependsOnText ? "\(kind) size from its text" : "\(kind) intrinsic size"
    } else {
      view.cause = "\(kind) size from constraints"
    }
    return view
  }
}

extension Rect {
  /// Every edge within `tolerance` of the other's.
  func isClose(to other: Rect, within tolerance: Double) -> Bool {
    abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance && abs(width - other.width) <= tolerance
      && abs(height - other.height) <= tolerance
  }
}
