import LabLanguage
import SwiftOperators
import SwiftParser
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
  }

  /// Reads `source`; `className` picks the view controller to apply when the file holds several.
  public static func read(_ source: String, className: String? = nil) -> Result {
    let tree = Parser.parse(source: source)
    let folded = OperatorTable.standardOperators.foldAll(tree) { _ in }
    let file = folded.as(SourceFileSyntax.self) ?? tree
    let positions = SourcePositions(source: source, tree: file)
    let program = LayoutProgram(positions: positions)
    var viewControllers: [ClassDeclSyntax] = []
    var topLevel: [CodeBlockItemSyntax] = []
    // Every view class is a component before any is read, so that one may use another.
    for item in file.statements {
      if case .decl(let decl) = item.item, let type = decl.as(ClassDeclSyntax.self), ClassRole(type) == .view
      {
        program.componentNames.append(type.name.text)
      }
    }
    for item in file.statements {
      if case .decl(let decl) = item.item {
        if let type = decl.as(ClassDeclSyntax.self) {
          switch ClassRole(type) {
          case .view: program.defineComponent(type)
          case .viewController: viewControllers.append(type)
          case .other:
            program.note("`\(type.name.text)` is neither a view nor a view controller: skipped", type.name)
          }
          continue
        }
        if decl.is(ImportDeclSyntax.self) { continue }
        if decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) || decl.is(ExtensionDeclSyntax.self)
          || decl.is(ProtocolDeclSyntax.self) || decl.is(FunctionDeclSyntax.self)
        {
          program.note("declarations other than view classes are skipped", decl)
          continue
        }
      }
      topLevel.append(item)
    }
    var applied: ClassDeclSyntax? = nil
    if let className {
      applied = viewControllers.first { $0.name.text == className }
      if applied == nil { program.unknownClass(className, among: viewControllers.map(\.name.text)) }
    } else {
      applied = viewControllers.first
    }
    if let applied { program.applyViewController(applied) }
    if !topLevel.isEmpty { program.runTopLevel(topLevel) }
    return Result(
      statements: program.finish(), notes: program.notes, components: program.componentNames,
      viewController: applied?.name.text,
      otherViewControllers: viewControllers.map(\.name.text).filter { $0 != applied?.name.text })
  }
}

/// What a class declaration is to the layout, by the class it inherits from.
enum ClassRole {
  case view, viewController, other

  init(_ type: ClassDeclSyntax) {
    let inherited = type.inheritanceClause?.inheritedTypes.compactMap {
      $0.type.as(IdentifierTypeSyntax.self)?.name.text
    }
    guard let base = inherited?.first else {
      self = .other
      return
    }
    if base.hasSuffix("ViewController") || base == "UIViewController" {
      self = .viewController
    } else if Self.viewBases.contains(base) || base.hasSuffix("View") || base.hasSuffix("Cell") {
      self = .view
    } else {
      self = .other
    }
  }

  /// UIKit's view classes and Subviews' `Superview`, which a view class written in an app
  /// subclasses.
  static let viewBases: Set<String> = [
    "UIView", "UIControl", "UIStackView", "UITableViewCell", "UICollectionViewCell", "UIScrollView",
    "Superview", "UICollectionReusableView", "UITableViewHeaderFooterView",
  ]
}
