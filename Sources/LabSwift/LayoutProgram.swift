import AutoLayout
import LabLanguage
import SwiftSyntax

/// A view the Swift code makes, as the reading follows it.
struct SwiftView {
  var name: String
  /// The word `add` takes: a kind (`label`) or a component's name.
  var kind: String
  /// A component's arguments, by its parameters' names.
  var arguments: [(label: String?, value: Value)] = []
  var text: Value?
  var range: SourceRange
  /// `translatesAutoresizingMaskIntoConstraints` when the code has run: layout happens after
  /// `viewDidLoad` returns, so only the last value counts.
  var translatesMask = true
  /// Where `frame = …` was set, which turns the mask on in LayoutLab as `UIView(frame:)` does.
  var frameSteps: [Int] = []
  var isArranged = false
  var isAttached = false
}

/// One thing the code does, in the order it does it.
enum ProgramStep {
  /// `parent.addSubview(view)`, `addArrangedSubview`, `insertSubview(_:at:)`.
  case attach(view: Int, parent: SwiftParent, index: Int?, arranged: Bool, range: SourceRange)
  /// A statement about views that must have been added before it runs.
  case statement(StatementKind, range: SourceRange, waitsFor: [Int])
}

/// Where a view is added: the root (or a component's instance), or a view the code made.
enum SwiftParent {
  case container(String)
  case view(Int)
  /// The content view of a visual effect view or a cell: `bar.contentView`.
  case contentView(of: Int)
}

/// A constraint kept in a variable (`let height = box.heightAnchor.constraint(…)`): made
/// when it is first activated, and changed by name after that.
struct KeptConstraint {
  /// nil for one a loop keeps: it cannot be named in a statement once made.
  var name: String?
  var equation: EquationStatement
  var waitsFor: [Int]
  var range: SourceRange
  var isMade = false
}

/// What the whole file does, gathered statement by statement, then written out as statements
/// in an order LayoutLab can run: a view is added once its superview is, and what is said
/// about a view waits until it is added (Swift code often builds a subtree before adding it).
final class LayoutProgram {
  let positions: SourcePositions
  var views: [SwiftView] = []
  var steps: [ProgramStep] = []
  var kept: [KeptConstraint] = []
  var notes: [SwiftImport.Note] = []
  /// Assignments that only draw (`textColor`, `layer.cornerRadius`): one note sums them up.
  var cosmetic: [(property: String, range: SourceRange)] = []
  /// SnapKit constraints kept in a variable (`topConstraint = make.top….constraint`).
  var snapKitKept: Set<String> = []
  /// Component definitions, written before everything else.
  var definitions: [Statement] = []
  var componentNames: [String] = []
  /// Each component's initialiser labels, by the parameter names `add NAME(…)` takes.
  var componentLabels: [String: [String: String]] = [:]
  /// Components whose own code turns their mask off (`translatesAutoresizingMaskIntoConstraints
  /// = false` on self), so an instance starts with it off.
  var componentsWithMaskOff: Set<String> = []
  /// Names given so far, in the scope being read (a component's body or the root).
  var takenNames: Set<String> = []
  /// The next number to try after each name taken (`cell` → 3 once `cell2` is given).
  var nextNumber: [String: Int] = [:]

  /// A WidgetTableViewController's table, made with its first widget.
  var widgetTable: Int? = nil
  /// Structs whose instances are models (`struct Movie { var name: String }`), by name: their
  /// stored properties, in order.
  var modelTypes: [String: [String]] = [:]
  /// Models made so far (`var inception = Movie(…)`), by name.
  var models: Set<String> = []
  /// Each component's parameters, which an assignment to an instance (`director.text = …`)
  /// re-sets: the instance already follows its argument.
  var componentParameters: [String: Set<String>] = [:]
  /// Subclasses of UIKit's views with a kind of their own (`TitleLabel: UILabel`), by name:
  /// an instance is a view of that kind configured by the class's initialiser.
  var leafClasses: [String: (kind: String, type: ClassDeclSyntax)] = [:]
  /// The file's extensions by the type they extend: a class's methods may live in them.
  var extensions: [String: [ExtensionDeclSyntax]] = [:]
  /// Flow layouts the code made (`UICollectionViewFlowLayout()`).
  var flowLayouts: [FlowLayout] = []
  /// The cell classes registered with each table or collection (by its index in `views`),
  /// by reuse identifier.
  var registrations: [Int: [String: String]] = [:]
  /// Tables and collections whose data source was set in the scope being read, asked for
  /// their rows when its code has run.
  var dataSources: [DataSource] = []
  /// The built-in labels made for each plain cell that uses them, by the cell's index, and
  /// each plain cell's style when it is not the default.
  var textLabels: [Int: Int] = [:]
  var detailLabels: [Int: Int] = [:]
  var cellStyles: [Int: String] = [:]
  /// Where the cell the data source dequeues goes: the section or table being filled.
  var rowBeingMade: SwiftParent? = nil
  /// Each view class's declaration and the stored properties that hold its views, so that a
  /// method called on an instance (`cell.configure(with: item)`) runs on it.
  var componentTypes: [String: (type: ClassDeclSyntax, views: [String], stored: Set<String>)] = [:]
  /// Constants at file scope with a literal value (`let cellID = "Cell"`), by name, and the
  /// static ones of the file's types (`NameCell.identifier`), by `Type.name`: read wherever
  /// they are named.
  var globalConstants: [String: ExprSyntax] = [:]
  var staticConstants: [String: ExprSyntax] = [:]
  /// What `self` is in top-level code: the root, or a component's instance.
  var topLevelSelf = "root"
  /// The session's views the code has named, adopted as it names them.
  var existing: [Int] = []
  /// What the session knows: its views, colours and screen.
  var environment = SwiftImport.Environment()

  init(positions: SourcePositions) { self.positions = positions }

  /// The session's view of this name, adopted the first time the code names it.
  func existingView(_ name: String) -> Int? {
    if let known = existing.first(where: { views[$0].name == name }) { return known }
    guard let kind = environment.existing(name) else { return nil }
    let id = adopt(name, kind: kind)
    existing.append(id)
    return id
  }

  /// A view the session already has: ready from the start, named as it is.
  func adopt(_ name: String, kind: String) -> Int {
    takenNames.insert(name)
    let start = SourceLocation(line: 1, column: 1)
    var view = SwiftView(name: name, kind: kind, text: nil, range: SourceRange(start, start))
    view.translatesMask = false
    view.isAttached = true
    views.append(view)
    return views.count - 1
  }

  func range(_ node: some SyntaxProtocol) -> SourceRange { positions.range(of: node) }

  /// A note once per place: a loop's body read once per element says it once.
  func note(_ message: String, _ node: some SyntaxProtocol) {
    let note = SwiftImport.Note(message: message, range: range(node))
    if !notes.contains(note) { notes.append(note) }
  }

  func unknownClass(_ name: String, among names: [String]) {
    let start = SourceLocation(line: 1, column: 1)
    let list = names.isEmpty ? "the file has none" : "it has " + names.joined(separator: ", ")
    notes.append(
      .init(
        message: "no view controller or view class named `\(name)`: \(list)", range: SourceRange(start, start)
      ))
  }

  /// A fresh name for a view or kept constraint: the Swift name, unless it is taken or one
  /// LayoutLab reserves.
  func freshName(_ wanted: String) -> String {
    var base = wanted
    // A second `c` is not numbered `c2`, a constraint's id.
    if Self.reserved.contains(base) || base == "c" && takenNames.contains("c")
      || base.count > 1 && base.first == "c" && Int(base.dropFirst()) != nil
    {
      base += "View"
    }
    var name = base
    // Each base remembers its next number, so that a data source's hundreds of rows named
    // after one identifier are not each counted up from 2.
    var n = nextNumber[base, default: 2]
    while takenNames.contains(name) {
      name = "\(base)\(n)"
      n += 1
    }
    if name != base { nextNumber[base] = n }
    takenNames.insert(name)
    return name
  }

  static let reserved: Set<String> = Set(
    LabLanguage.Parser.keywords + ["root", "parent", "self", "to", "at", "as"])

  func makeView(kind: String, named wanted: String, text: Value?, at range: SourceRange) -> Int {
    var view = SwiftView(name: freshName(wanted), kind: kind, text: text, range: range)
    if componentsWithMaskOff.contains(kind) { view.translatesMask = false }
    views.append(view)
    return views.count - 1
  }

  func path(_ text: String, _ range: SourceRange) -> Path {
    Path(components: text.split(separator: ".").map(String.init), range: range)
  }

  func say(_ kind: StatementKind, at range: SourceRange, about views: [Int]) {
    steps.append(.statement(kind, range: range, waitsFor: views))
  }

  // MARK: - Writing the statements out

  /// The statements in an order that runs: component definitions, then each step once the
  /// views it names are added. A view never added is noted, with what waited for it.
  func finish() -> [Statement] {
    var out: [Statement] = definitions
    out.append(contentsOf: order(steps))
    if let first = cosmetic.first {
      let names = Array(Set(cosmetic.map(\.property))).sorted()
      let listed = names.prefix(6).joined(separator: ", ") + (names.count > 6 ? ", …" : "")
      let count = cosmetic.count
      notes.append(
        .init(
          message:
            "\(count) assignment\(count == 1 ? "" : "s") that only draw\(count == 1 ? "s" : "") "
            + "skipped (\(listed))",
          range: first.range))
    }
    notes.sort { $0.range.start < $1.range.start }
    return out
  }

  /// Orders a body's steps (the root's, or a component's) and resets the views for the next.
  func order(_ steps: [ProgramStep]) -> [Statement] {
    var out: [Statement] = []
    var ready = Set(existing)
    var waiting: [Int: [ProgramStep]] = [:]
    func run(_ step: ProgramStep) {
      switch step {
      case .attach(let id, let parent, let index, let arranged, let range):
        var parentPath: Path? = nil
        var parentIsStack = false
        switch parent {
        case .container(let name):
          if name != "root" && name != "self" { parentPath = path(name, range) }
        case .view(let p):
          guard ready.contains(p) else {
            waiting[p, default: []].append(step)
            return
          }
          parentPath = path(views[p].name, range)
          parentIsStack = views[p].kind == "stack"
        case .contentView(let p):
          guard ready.contains(p) else {
            waiting[p, default: []].append(step)
            return
          }
          parentPath = path(views[p].name + ".contentView", range)
        }
        let view = views[id]
        // A view the session already has is moved (`stack.addArrangedSubview(title)`).
        if existing.contains(id) {
          let target = parentPath ?? path("root", range)
          out.append(Statement(kind: .move(path(view.name, range), to: target, at: index), range: range))
          for waiter in waiting.removeValue(forKey: id) ?? [] { run(waiter) }
          return
        }
        let add = AddStatement(
          kind: view.kind, kindRange: range,
          kindArguments: view.arguments.map { ($0.label, LocatedValue(value: $0.value, range: range)) },
          name: view.name, nameRange: range,
          text: view.text.map { LocatedValue(value: $0, range: range) }, parent: parentPath, index: index,
          asSubview: parentIsStack && !arranged, options: [], configuration: [])
        out.append(Statement(kind: .add(add), range: range))
        ready.insert(id)
        if view.translatesMask && !(parentIsStack && arranged) && view.frameSteps.isEmpty {
          out.append(maskStatement(view, on: true, range))
        }
        for waiter in waiting.removeValue(forKey: id) ?? [] { run(waiter) }
      case .statement(let kind, let range, let views):
        if let missing = views.first(where: { !ready.contains($0) }) {
          waiting[missing, default: []].append(step)
          return
        }
        out.append(Statement(kind: kind, range: range))
        if case .set(let target, _) = kind, target.last == "frame",
          let id = views.first, !self.views[id].translatesMask
        {
          out.append(maskStatement(self.views[id], on: false, range))
        }
      }
    }
    for step in steps { run(step) }
    for (id, waiters) in waiting.sorted(by: { $0.key < $1.key }) where !ready.contains(id) {
      let count = waiters.count
      let what = count == 0 ? "" : ": \(count) statement\(count == 1 ? "" : "s") about it skipped"
      notes.append(
        .init(message: "`\(views[id].name)` is never added to a view\(what)", range: views[id].range))
    }
    for (id, view) in views.enumerated() where !view.isAttached && waiting[id] == nil {
      notes.append(.init(message: "`\(view.name)` is never added to a view", range: view.range))
    }
    return out
  }

  func maskStatement(_ view: SwiftView, on: Bool, _ range: SourceRange) -> Statement {
    let target = path("\(view.name).translatesAutoresizingMaskIntoConstraints", range)
    return Statement(kind: .set(target, LocatedValue(value: .bool(on), range: range)), range: range)
  }
}
