import Foundation

/// The shared reference folder that sits beside the repository (`../shared/reference`).
enum SharedReference {
  static var url: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // CassowaryTests
      .deletingLastPathComponent()  // Tests
      .deletingLastPathComponent()  // the repository
      .deletingLastPathComponent()  // its parent, which holds shared/
      .appendingPathComponent("shared/reference")
  }
}
