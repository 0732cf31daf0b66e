import Foundation

/// The built-in course of guided lessons (issue 15): the `.lab` levels under `Levels/`, in
/// the order of their file names. They are copied into the module's resources beside the
/// executable; the source folder is the fallback (a test runner, a binary run from the
/// build). `Bundle.module` is not used: it stops the program when the bundle is missing,
/// and a moved binary should say the course is missing instead.
public enum BuiltInCourse {
  public static var folder: URL? {
    let executable = Bundle.main.bundleURL
    let candidates = [
      executable.appendingPathComponent("LayoutLab_LabLessons.resources/Levels"),
      executable.deletingLastPathComponent().appendingPathComponent("LayoutLab_LabLessons.resources/Levels"),
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Levels"),
    ]
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
  }

  /// The levels' files, in order (empty if the course cannot be found).
  public static var files: [URL] {
    guard let folder else { return [] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".lab") }.sorted().map { folder.appendingPathComponent($0) }
  }
}
