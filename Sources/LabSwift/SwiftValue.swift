import LabLanguage

/// What a Swift expression means to the layout, as far as the reading follows it.
indirect enum SwiftValue {
  case number(Double)
  case string(String)
  case bool(Bool)
  /// A view the code made (an index into `LayoutProgram.views`).
  case view(Int)
  /// The root, a component's `self`, or a guide: LayoutLab's path, and the views it names.
  case item(String, waitsFor: [Int])
  /// `title.topAnchor`: an item's path, LayoutLab's attribute, and the views it names.
  case anchor(String, attribute: String, waitsFor: [Int])
  /// `UILabel()`: a view not yet given a name.
  case newView(NewView)
  /// `a.topAnchor.constraint(equalTo: …)`: a constraint, not active until activated.
  case constraint(EquationStatement, waitsFor: [Int])
  /// A constraint kept in a variable (an index into `LayoutProgram.kept`).
  case kept(Int)
  /// A value LayoutLab's `set` takes as it is: an enumeration case, a font, insets, a size.
  case lab(Value)
  case list([SwiftValue])
  /// `Movie(name: "Inception", …)`: a model's values, which a declaration names.
  case modelInstance([(String, Value)])
  /// The index path a data source is asked about: `indexPath.section`, `indexPath.row`.
  case indexPath(section: Int, item: Int)
  /// A `UICollectionViewFlowLayout` (an index into `LayoutProgram.flowLayouts`).
  case flowLayout(Int)
  /// `nil`, or an optional variable declared without a value.
  case nilValue
  case unknown

  /// A value of LayoutLab's as the reading holds it.
  init(labValue: Value) {
    switch labValue {
    case .number(let n): self = .number(n)
    case .string(let s): self = .string(s)
    case .bool(let b): self = .bool(b)
    default: self = .lab(labValue)
    }
  }

  var number: Double? {
    if case .number(let n) = self { return n }
    if case .lab(.number(let n)) = self { return n }
    return nil
  }

  /// A term of an arithmetic expression: a number, a model's value, or an expression.
  func arithmeticTerm(_ range: SourceRange) -> Arithmetic? {
    switch self {
    case .number(let n), .lab(.number(let n)): .operand(LocatedValue(value: .number(n), range: range))
    case .lab(.modelValue(let m)): .operand(LocatedValue(value: .modelValue(m), range: range))
    case .lab(.arithmetic(let a)): a
    default: nil
    }
  }

  /// The value as LayoutLab's `set` takes it, when it is one.
  var labValue: Value? {
    switch self {
    case .number(let n): .number(n)
    case .string(let s): .string(s)
    case .bool(let b): .bool(b)
    case .lab(let v): v
    case .list(let items):
      items.allSatisfy { $0.labValue != nil } ? .list(items.compactMap(\.labValue)) : nil
    default: nil
    }
  }
}

/// A view as its initialiser makes it: `UIStackView(arrangedSubviews: [a, b])`,
/// `UISegmentedControl(items: […])`, `UIButton(configuration: .filled())`.
extension Arithmetic {
  /// Whether a leaf is a model's value.
  var hasModelValue: Bool {
    operands.contains { if case .modelValue = $0.value { true } else { false } }
  }
}

struct NewView {
  var kind: String
  /// A component's arguments, by its parameters' names.
  var arguments: [(label: String?, value: Value)] = []
  var arranged: [Int] = []
  /// Properties the initialiser sets, as `set` takes them (`items`, `configuration`, `frame`).
  var properties: [(String, Value)] = []
  /// Subviews' and GetLaid's helpers turn the mask off as they add the view.
  var masksOff = false
  /// GetLaid's `parent.addForAutoLayout(…)` adds the view as it makes it.
  var addedTo: SwiftParent? = nil
  /// A subclass of a UIKit view written in the file, and its initialiser's arguments: its
  /// initialiser runs on the view once it is made.
  var subclass: (name: String, arguments: [(label: String?, value: SwiftValue)])? = nil
  /// `UICollectionView(frame:collectionViewLayout:)`: the flow layout it lays its cells out by.
  var flowLayout: Int? = nil
  /// `UITableViewCell(style: .subtitle, reuseIdentifier:)`: where its built-in labels go.
  var cellStyle: String? = nil
}
