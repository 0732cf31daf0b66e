import Foundation

/// The workload's data in the repository (`Tests/Data/EnamlLike`), found from this file's path
/// so that the tests read it wherever the clone is.
enum EnamlLikeData {
  static var folder: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()  // CassowaryTests
      .deletingLastPathComponent()  // Tests
      .appendingPathComponent("Data/EnamlLike")
  }
}
