import LabLanguage
import SwiftSyntax

/// Turns swift-syntax's positions (UTF-8 offsets) into LayoutLab's line and column, where a
/// column counts characters, so that a caret under a line with non-ASCII text lands right.
struct SourcePositions {
  let converter: SourceLocationConverter
  let lines: [[UInt8]]

  /// Added to every line: the source is a piece of a longer text starting at `firstLine`.
  let lineOffset: Int

  /// Added to columns on the first line: the source starts there in a longer line.
  let columnOffset: Int

  init(source: String, tree: SourceFileSyntax, firstLine: Int = 1, firstColumn: Int = 1) {
    converter = SourceLocationConverter(fileName: "", tree: tree)
    lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
    lineOffset = firstLine - 1
    columnOffset = firstColumn - 1
  }

  func range(of node: some SyntaxProtocol) -> SourceRange {
    SourceRange(
      location(node.positionAfterSkippingLeadingTrivia), location(node.endPositionBeforeTrailingTrivia))
  }

  func location(_ position: AbsolutePosition) -> SourceLocation {
    let found = converter.location(for: position)
    guard found.line >= 1, found.line <= lines.count else {
      return SourceLocation(line: found.line + lineOffset, column: found.column)
    }
    let bytes = lines[found.line - 1].prefix(max(0, found.column - 1))
    let column = String(decoding: bytes, as: UTF8.self).count + 1 + (found.line == 1 ? columnOffset : 0)
    return SourceLocation(line: found.line + lineOffset, column: column)
  }
}
