import LabLanguage
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Swift source as an app holds it, read by swift-syntax into LayoutLab's own statements
/// (`load FILE.swift`, `docs/swift-import.md`):
/// - a class of a UIKit view (or Subviews' `Superview`) becomes a component, as `define` makes;
/// - a view controller's `viewDidLoad` (and the methods it calls) runs against the root;
/// - statements at the top level run against the root too, as `export swift-anchors` writes them.
///
/// Each statement keeps the range of the Swift it came from, so the session's errors point
/// into the Swift file. What cannot run gets a note at its place, and the rest still loads.
public enum SwiftImport {
  /// Something in the file that was left out, and why.
  public struct Note: Equatable, Sendable {
    public var message: String
    public var range: LabLanguage.SourceRange
  }

  public struct Result: Sendable {
    /// The statements to run, in order: component definitions first, then what is applied.
    public var statements: [Statement]
    public var notes: [Note]
    /// The components defined, by name.
    public var components: [String]
    /// The view controller applied to the root, if any.
    public var viewController: String?
    /// The view controllers the file holds besides the one applied.
    public var otherViewControllers: [String]
    /// Whether swift-syntax read the text without an error and every part of it was followed.
    public var isWhole: Bool
    /// Whether swift-syntax read the text without an error.
    public var isSwift: Bool
  }

  /// What the session knows that the code refers to: its views by name, the colours its
  /// pictures know, and the screen (a view controller's `view.bounds` in `viewDidLoad`).
  public struct Environment {
    /// The kind word of a view the session already has, by the name the code uses (asked
    /// only for names the code does not declare).
    public var existing: (String) -> String?
    public var isKnownColour: (String) -> Bool
    public var screen: (width: Double, height: Double)
    /// Pixels per point: a table's separator is one pixel.
    public var scale: Double
    /// A table's standard row height on the iOS the session draws (44, or 52 on iOS 26).
    public var standardRowHeight: Double

    public init(
      existing: @escaping (String) -> String? = { _ in nil },
      isKnownColour: @escaping (String) -> Bool = { _ in true },
      screen: (width: Double, height: Double) = (393, 852), scale: Double = 3, standardRowHeight: Double = 52
    ) {
      self.existing = existing
      self.isKnownColour = isKnownColour
      self.screen = screen
      self.scale = scale
      self.standardRowHeight = standardRowHeight
    }
  }

  /// How many of swift-syntax's syntax errors a reading reports.
  static let syntaxErrorsShown = 5

  /// How deep parentheses, brackets and braces may nest (swift-syntax's own default is 256).
  static let maximumNesting = 64

  /// Reads `source`; `className` picks the view controller (or view class) to apply when the
  /// file holds several. `environment` is what the session knows; `firstLine` numbers the
  /// source's lines when it is a piece of a longer text. `selfPath` is what `self` is at the
  /// top level (`self` inside a component's body), and `firstColumn` where the source's first
  /// line starts in a longer line.
  public static func read(
    _ source: String, className: String? = nil, environment: Environment = Environment(),
    firstLine: Int = 1, firstColumn: Int = 1, selfPath: String = "root"
  ) -> Result {
    // Layout code never nests deep; a bound keeps absurd input from exhausting the stack in
    // the parser or in the reader's recursion over the tree. swift-syntax's own bound still
    // recurses through what it skips, so the text is refused before it parses.
    guard deepestNesting(source) <= maximumNesting else {
      let start = SourceLocation(line: firstLine, column: 1)
      let note = Note(
        message: "this nests more than \(maximumNesting) deep: not read", range: SourceRange(start, start))
      return Result(
        statements: [], notes: [note], components: [], viewController: nil, otherViewControllers: [],
        isWhole: false, isSwift: false)
    }
    var text = source
    let tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: maximumNesting) }
    let folded = OperatorTable.standardOperators.foldAll(tree) { _ in }
    let file = folded.as(SourceFileSyntax.self) ?? tree
    let program = LayoutProgram(
      positions: SourcePositions(source: source, tree: file, firstLine: firstLine, firstColumn: firstColumn))
    program.topLevelSelf = selfPath
    program.environment = environment
    // What swift-syntax could not read is said, at its place: the rest still loads.
    let syntaxErrors = tree.hasError ? ParseDiagnosticsGenerator.diagnostics(for: tree) : []
    for diagnostic in syntaxErrors.prefix(Self.syntaxErrorsShown) {
      let at = program.positions.location(diagnostic.position)
      program.notes.append(Note(message: "Swift syntax: \(diagnostic.message)", range: SourceRange(at, at)))
    }
    let (viewControllers, topLevel) = program.sortDeclarations(of: file)
    var applied: ClassDeclSyntax? = nil
    if let className {
      applied = viewControllers.first { $0.name.text == className }
      if applied == nil, let viewClass = program.componentTypes[className]?.type {
        // A view class picked by name is the screen's view, as `loadView` would make it.
        applied = viewClass
        program.applyViewClass(viewClass, arguments: [], at: viewClass.name)
      } else if applied == nil {
        program.unknownClass(className, among: viewControllers.map(\.name.text) + program.componentNames)
      } else if let applied {
        program.applyViewController(applied)
      }
    } else {
      applied = viewControllers.first
      if let applied { program.applyViewController(applied) }
    }
    if !topLevel.isEmpty { program.runTopLevel(topLevel) }
    program.fillDataSources()

    let statements = program.finish()
    return Result(
      statements: statements, notes: program.notes, components: program.componentNames,
      viewController: applied?.name.text,
      otherViewControllers: viewControllers.map(\.name.text).filter { $0 != applied?.name.text },
      isWhole: !tree.hasError && program.notes.isEmpty, isSwift: !tree.hasError)
  }
}

extension SwiftImport {
  /// How deep `(`, `[` and `{` nest in `source`.
  static func deepestNesting(_ source: String) -> Int {
    var depth = 0
    var deepest = 0
    BraceScanner.forEachBrace(in: source[...], brackets: true) { _, opens in
      depth = opens ? depth + 1 : max(0, depth - 1)
      deepest = max(deepest, depth)
    }
    return deepest
  }
}

/// What a class declaration is to the layout, by the class it inherits from.
enum ClassRole: Equatable {
  case view, viewController, other
  /// A subclass of one of UIKit's views with a kind of its own: an instance is that kind.
  case leaf(String)

  /// The class a declaration names first after its colon (`UITableViewCell`).
  static func baseClass(of type: ClassDeclSyntax) -> String? {
    type.inheritanceClause?.inheritedTypes.first?.type.as(IdentifierTypeSyntax.self)?.name.text
  }

  init(_ type: ClassDeclSyntax) {
    guard let base = Self.baseClass(of: type) else {
      self = .other
      return
    }
    if base.hasSuffix("ViewController") || base == "UIViewController" {
      self = .viewController
    } else if let kind = Self.leafKinds[base] {
      self = .leaf(kind)
    } else if Self.viewBases.contains(base) || base.hasSuffix("View") || base.hasSuffix("Cell") {
      self = .view
    } else {
      self = .other
    }
  }

  /// UIKit's views whose subclasses keep their kind.
  static let leafKinds: [String: String] = [
    "UILabel": "label", "UIButton": "button", "UIImageView": "image", "UITextField": "textfield",
    "UITextView": "textview", "UISwitch": "switch", "UISlider": "slider", "UISegmentedControl": "segmented",
    "UITableView": "table", "UICollectionView": "collection",
  ]

  /// What an instance of a view class is: a table's or a collection's cell, or a plain view.
  static func componentBase(_ type: ClassDeclSyntax) -> ComponentBase {
    switch baseClass(of: type) {
    case "UITableViewCell": return .cell
    case "UICollectionViewCell": return .collectioncell
    default: return .view
    }
  }

  /// UIKit's view classes and Subviews' `Superview`, which a view class written in an app
  /// subclasses.
  static let viewBases: Set<String> = [
    "UIView", "UIControl", "UIStackView", "UITableViewCell", "UICollectionViewCell", "UIScrollView",
    "Superview", "UICollectionReusableView", "UITableViewHeaderFooterView",
  ]
}
