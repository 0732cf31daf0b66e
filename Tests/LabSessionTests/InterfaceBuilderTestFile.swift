import Foundation

@testable import LabSession

/// Interface Builder files written for a test: the document around a xib's objects, and a
/// session that loads one from a file of its own.
enum InterfaceBuilderTestFile {
  /// A xib holding `objects` (and `resources`), saved by the given Xcode, on `device` if given.
  static func xib(
    toolsVersion: String = "22505", device: String? = nil, resources: String = "", _ objects: String
  ) -> String {
    let simulated = device.map { #"<device id="\#($0)" orientation="portrait" appearance="light"/>"# } ?? ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)">
          \(simulated)
          <objects>
      \(objects)
          </objects>
          <resources>\(resources)</resources>
      </document>
      """
  }

  /// What a session printed after loading a file and running `then`: its output and its
  /// errors, with the file's temporary path written as `named`.
  struct Loaded {
    var session: Session
    var output: [String]
    var errors: [String]
  }

  /// Writes `text` to a temporary file with `named`'s extension, loads it in a new session
  /// and runs `then`.
  static func load(_ text: String, named name: String = "Card.xib", then: String = "") -> Loaded {
    let ext = name.split(separator: ".").last.map(String.init) ?? "xib"
    let path = NSTemporaryDirectory() + "layoutlab-test-\(UUID().uuidString).\(ext)"
    _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    defer { try? FileManager.default.removeItem(atPath: path) }
    nonisolated(unsafe) var output: [String] = []
    nonisolated(unsafe) var errors: [String] = []
    let session = Session(output: { output.append($0.text) }, errorOutput: { errors.append($0.text) })
    session.run("load \"\(path)\"\n\(then)", file: "<test>")
    let named = { (line: String) in line.replacingOccurrences(of: path, with: name) }
    return Loaded(session: session, output: output.map(named), errors: errors.map(named))
  }
}
