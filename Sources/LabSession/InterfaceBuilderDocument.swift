import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A storyboard or xib read with Foundation's `XMLParser` into a plain element tree, which
/// `InterfaceBuilderImport` turns into statements.
struct IBElement: Sendable {
  var name: String
  var attributes: [String: String]
  var children: [IBElement] = []

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
    let builder = TreeBuilder()
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

    func parser(
      _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      openElements.append(IBElement(name: element, attributes: attributes))
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
