import Foundation

/// The shell's journal: the statements in force, kept on disk after every change so that a
/// killed terminal loses nothing (`layoutlab --recover`). Appending is the common case; undo,
/// redo and reset rewrite the file (a temporary file, then a rename).
final class Journal {
  let path: String
  private var written: [String] = []

  init?(folder: String?) {
    guard let folder else { return nil }
    path = "\(folder)/journal.lab"
  }

  func read() -> [String]? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    // Statements are separated by a line holding only `#---` (a statement may span lines).
    let statements = text.components(separatedBy: "\n#---\n").filter { !$0.isEmpty }
    // What is on disk is what was written: recording the recovered history appends nothing.
    written = statements
    return statements
  }

  /// A new session keeps the last one's journal as `journal.previous.lab`.
  func startAfresh() {
    let previous = path.replacingOccurrences(of: "journal.lab", with: "journal.previous.lab")
    unlink(previous)
    rename(path, previous)
    written = []
    _ = FileManager.default.createFile(atPath: path, contents: Data())
  }

  /// Brings the file in line with the history: appends new statements, or rewrites it.
  func record(_ history: [String]) {
    if history.count >= written.count && Array(history.prefix(written.count)) == written {
      let added = history.dropFirst(written.count)
      guard !added.isEmpty, let handle = FileHandle(forWritingAtPath: path) else {
        written = history
        return
      }
      handle.seekToEndOfFile()
      handle.write(Data(added.map { $0 + "\n#---\n" }.joined().utf8))
      try? handle.synchronize()
      try? handle.close()
    } else {
      let temporary = path + ".tmp"
      let text = history.map { $0 + "\n#---\n" }.joined()
      if (try? text.write(toFile: temporary, atomically: false, encoding: .utf8)) != nil {
        rename(temporary, path)
      }
    }
    written = history
  }
}
