import Foundation
import LabLanguage

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A storyboard or xib read with Foundation's `XMLParser` into a plain element tree, which
/// `InterfaceBuilderImport` turns into statements.
struct IBElement: Sendable {
  var name: String
  var attributes: [String: String]
  var children: [IBElement] = []
  /// Where its start tag begins in the file (`<view`), for the statements made from it: an
  /// error in one points at the element it came from.
  var location = SourceRange.start
  /// Where each attribute is written (`text="Sign In"`), for an error about its value.
  var attributeLocations: [String: SourceRange] = [:]

  /// Where an attribute is written, or the element's tag when it is not.
  func location(of attribute: String) -> SourceRange { attributeLocations[attribute] ?? location }

  subscript(_ key: String) -> String? { attributes[key] }

  /// The first child element with this name (and `key`, when given).
  func child(_ name: String, key: String? = nil) -> IBElement? {
    children.first { $0.name == name && (key == nil || $0["key"] == key) }
  }

  /// Every element below this one, depth first.
  func descendants(_ name: String) -> [IBElement] {
    children.flatMap { ($0.name == name ? [$0] : []) + $0.descendants(name) }
  }
}

enum InterfaceBuilderDocument {
  /// The document's root element, or a message saying why the XML could not be read (with
  /// the parser's line).
  static func parse(_ data: Data) -> Result<IBElement, IBParseError> {
    let builder = TreeBuilder(data)
    let parser = XMLParser(data: data)
    parser.delegate = builder
    guard parser.parse(), let root = builder.openElements.first?.children.first else {
      let message =
        parser.parserError.map { ($0 as NSError).localizedDescription } ?? "not an Interface Builder file"
      return .failure(IBParseError(message: message, line: parser.lineNumber))
    }
    return .success(root)
  }

  final class TreeBuilder: NSObject, XMLParserDelegate {
    var openElements = [IBElement(name: "#document", attributes: [:])]
    /// The file's lines as UTF-8, to find where each start tag begins.
    let lines: [ArraySlice<UInt8>]

    init(_ data: Data) {
      lines = [UInt8](data).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    }

    func parser(
      _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      var e = IBElement(name: element, attributes: attributes)
      if let (line, index) = startTag(element, endingAt: parser.lineNumber, parser.columnNumber) {
        let bytes = lines[lines.startIndex + line - 1]
        let column = Self.column(of: index, in: bytes)
        e.location = SourceRange(
          SourceLocation(line: line, column: column),
          SourceLocation(line: line, column: column + element.count + 1))
        for key in attributes.keys {
          if let range = attribute(key, from: line, index, through: parser.lineNumber) {
            e.attributeLocations[key] = range
          }
        }
      }
      openElements.append(e)
    }

    /// The parser stands at the end of the start tag: its `<NAME` is the last one before that
    /// point, on that line or, for a tag written over several, on one above. Its line and the
    /// index of its `<` in that line's bytes.
    func startTag(_ name: String, endingAt line: Int, _ column: Int) -> (line: Int, index: Int)? {
      let tag = Array("<\(name)".utf8)
      var number = min(line, lines.count)
      var limit = column
      while number >= 1, number > line - 50 {
        let bytes = lines[lines.startIndex + number - 1]
        var i = bytes.startIndex + min(limit, bytes.count) - tag.count
        while i >= bytes.startIndex {
          if bytes[i..<i + tag.count].elementsEqual(tag) { return (number, i) }
          i -= 1
        }
        number -= 1
        limit = Int.max
      }
      return nil
    }

    /// Where `KEY="VALUE"` is written in the start tag that begins at `line`, `index`.
    func attribute(_ key: String, from line: Int, _ index: Int, through last: Int) -> SourceRange? {
      let written = Array("\(key)=\"".utf8)
      for number in line...min(max(line, last), lines.count) {
        let bytes = lines[lines.startIndex + number - 1]
        var i = number == line ? index : bytes.startIndex
        while i + written.count <= bytes.endIndex {
          let before = i > bytes.startIndex ? bytes[i - 1] : UInt8(ascii: " ")
          if (before == UInt8(ascii: " ") || before == UInt8(ascii: "\t"))
            && bytes[i..<i + written.count].elementsEqual(written)
          {
            let close = bytes[(i + written.count)...].firstIndex(of: UInt8(ascii: "\"")) ?? bytes.endIndex - 1
            return SourceRange(
              SourceLocation(line: number, column: Self.column(of: i, in: bytes)),
              SourceLocation(line: number, column: Self.column(of: close + 1, in: bytes)))
          }
          i += 1
        }
      }
      return nil
    }

    /// The 1-based column, in characters, of byte `index` of a line.
    static func column(of index: Int, in bytes: ArraySlice<UInt8>) -> Int {
      String(decoding: bytes[..<min(index, bytes.endIndex)], as: UTF8.self).count + 1
    }

    func parser(
      _ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?
    ) {
      guard openElements.count > 1 else { return }
      let done = openElements.removeLast()
      openElements[openElements.count - 1].children.append(done)
    }
  }
}

struct IBParseError: Error {
  var message: String
  var line: Int
}
