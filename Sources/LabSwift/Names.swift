import AutoLayout
import LabLanguage

// LayoutLab's ranges and locations, which swift-syntax also names.
typealias SourceRange = LabLanguage.SourceRange
typealias SourceLocation = LabLanguage.SourceLocation

/// UIKit's view classes LayoutLab has a kind for.
enum ViewKindNames {
  static func isView(_ className: String) -> Bool { ViewKind.fromClassName(className) != nil }
}
