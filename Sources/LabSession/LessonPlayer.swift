import Foundation

/// The lesson a session plays, if any, and where the learner's progress is kept.
public struct LessonPlayer {
  /// The lesson being played (`lesson N`), checked after every change.
  var playing: LessonState? = nil
  /// Where lesson progress is kept (`lessons.json` in the state folder; nil keeps none).
  public var progressFile: String? = nil

  func readProgress() -> LessonProgress {
    guard let path = progressFile, let data = FileManager.default.contents(atPath: path),
      let progress = try? JSONDecoder().decode(LessonProgress.self, from: data)
    else { return LessonProgress() }
    return progress
  }

  /// Written to a temporary file, then renamed over the old one.
  func writeProgress(_ progress: LessonProgress) {
    guard let path = progressFile, let data = try? JSONEncoder().encode(progress) else { return }
    let temporary = path + ".tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: data) else { return }
    _ = rename(temporary, path)
  }
}
