import LabLanguage

// LayoutLab's ranges and locations, which swift-syntax also names.
typealias SourceRange = LabLanguage.SourceRange
typealias SourceLocation = LabLanguage.SourceLocation
