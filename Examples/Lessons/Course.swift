import Foundation

/// The built-in course of guided lessons (issue 15): the `.lab` levels under `Levels/`, in
/// the order of their file names, copied into the module's resources so the installed
/// `layoutlab` finds them wherever it runs.
public enum BuiltInCourse {
  /// The levels' files, in order (empty if the resources are missing).
  public static var files: [URL] {
    guard let folder = Bundle.module.url(forResource: "Levels", withExtension: nil) else { return [] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".lab") }.sorted().map { folder.appendingPathComponent($0) }
  }
}
