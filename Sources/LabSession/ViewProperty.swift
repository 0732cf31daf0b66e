import AutoLayout
import LabLanguage

/// A property `set NAME.PROPERTY = …` (or `PROPERTY = …` in an `add` block) takes, the kinds
/// of view that have it, and how it reaches the engine.
///
/// `ViewProperty.registry` is the one list of them: `assignView` refuses a property whose
/// kinds leave the view's out and applies it through its entry, and Tab completion offers a
/// view exactly its kind's properties, so what completion offers and what `set` accepts
/// cannot drift apart. A name several kinds share has an entry per meaning (a stack's
/// `alignment` arranges, a label's only draws); `all` merges them for listing.
struct ViewProperty: Sendable {
  /// How a property's value reaches the engine (`Session+ViewSetters.swift`).
  typealias Setter = @Sendable (Session, PropertyAssignment) throws -> Void
  /// What an Interface Builder element stores for the property, as the value `set` takes
  /// (`.vertical`, `8`); nil where IB stores the default.
  typealias InterfaceBuilderReader = @Sendable (IBElement) -> Value?

  let name: String
  /// nil: every kind has it.
  let kinds: Set<ViewKind>?
  /// The kinds that have it, as the refusal names them (["a label", "a button"]).
  let owners: [String]
  let apply: Setter
  /// How a loaded IB file gives it (nil: not read from IB files, or read by the importer's
  /// own code, `InterfaceBuilderImport.kindProperties`).
  var fromInterfaceBuilder: InterfaceBuilderReader? = nil

  func belongs(to kind: ViewKind) -> Bool { kinds?.contains(kind) ?? true }

  /// Why a view of `kind` cannot take it: "only a label or a button has `x`, not a switch".
  func refusal(for kind: ViewKind) -> String {
    let list =
      owners.count < 2
      ? owners.joined() : owners.dropLast().joined(separator: ", ") + " or " + owners[owners.count - 1]
    let article = "aeiou".contains(kind.rawValue.first ?? "x") ? "an" : "a"
    return "only \(list) has `\(name)`, not \(article) \(kind.rawValue)"
  }

  static let textKinds: Set<ViewKind> = [.label, .button, .textfield, .textview]
  static let widgetKinds = Set(ViewKind.allCases.filter { $0.widgetContent != nil })

  static func group(
    _ names: [String], _ kinds: Set<ViewKind>?, _ owners: [String] = [],
    reading: [String: InterfaceBuilderReader] = [:], _ apply: @escaping Setter
  ) -> [ViewProperty] {
    names.map {
      ViewProperty(name: $0, kinds: kinds, owners: owners, apply: apply, fromInterfaceBuilder: reading[$0])
    }
  }

  /// The properties an Interface Builder element gives a view of `kind`, in registry order,
  /// each at the attribute of its own name where IB writes one (`spacing="8"`).
  static func interfaceBuilderProperties(of e: IBElement, kind: ViewKind) -> [PropertySetting] {
    registry.compactMap { entry in
      guard entry.kinds?.contains(kind) == true, let value = entry.fromInterfaceBuilder?(e) else {
        return nil
      }
      return PropertySetting(entry.name, value, at: e.attributeLocations[entry.name])
    }
  }

  /// A legacy button's `<inset key="contentEdgeInsets" minX= minY= maxX= maxY=/>`: left, top,
  /// right and bottom, each 0 where IB writes none.
  static let contentEdgeInsetsInIB: InterfaceBuilderReader = { e in
    guard let inset = e.child("inset", key: "contentEdgeInsets") else { return nil }
    let sides = ["minY", "minX", "maxY", "maxX"].map { inset[$0].flatMap(Double.init) ?? 0 }
    return .insets(sides[0], sides[1], sides[2], sides[3])
  }

  /// A widget's model (`docs/widgets.md`, `assignWidget`).
  private static let widget: Setter = { s, a in
    guard try s.assignWidget(a.item, a.property, a.value, at: a.range) else { throw unknown(a) }
  }

  private static func unknown(_ a: PropertyAssignment) -> Diagnostic {
    Diagnostic("a \(a.kind.rawValue) has no property `\(a.property)`", at: a.range)
  }

  /// Every property with each meaning it has, in the order completion lists them.
  static let registry: [ViewProperty] =
    stackAlignment
    + group(["alignment"], nil) { s, a in try s.setTextAlignment(a) }
    + group(["background"], nil) { s, a in try s.setBackground(a) }
    + group(["hidden", "isHidden"], nil) { s, a in try s.setHidden(a) }
    + group(["identifier"], nil) { s, a in try s.setIdentifier(a) }
    + group(["class"], nil) { s, a in try s.setClass(a) }
    + group(["intrinsic"], nil) { s, a in try s.setIntrinsic(a) }
    + group(["hugging.h", "hugging.v", "compression.h", "compression.v"], nil) { s, a in
      try s.setContentPriority(a)
    }
    + group(["alignmentInsets"], nil) { s, a in try s.setAlignmentInsets(a) }
    + group(["margins"], nil) { s, a in try s.setMargins(a) }
    + group(["preservesSuperviewMargins"], nil) { s, a in try s.setPreservesSuperviewMargins(a) }
    + group(["insetsMarginsFromSafeArea"], nil) { s, a in try s.setInsetsMarginsFromSafeArea(a) }
    + group(["autoresizing", "autoresizingMask"], nil) { s, a in try s.setAutoresizingMask(a) }
    + group(["frame"], Set(ViewKind.allCases).subtracting([.root]), ["a view other than the root"]) { s, a in
      try s.setFrame(a)
    }
    + group(
      ["translatesAutoresizingMaskIntoConstraints"], Set(ViewKind.allCases).subtracting([.root]),
      ["a view other than the root"]
    ) { s, a in try s.setTranslatesAutoresizingMask(a) }
    + group(["size"], [.root], ["the root"]) { s, a in try s.setRootSize(a) }
    + group(["safeArea"], [.root], ["the root"]) { s, a in try s.setRootSafeArea(a) }
    + group(["scale"], [.root], ["the root"]) { s, a in try s.setRootScale(a) }
    + group(["contentSizeCategory"], [.root], ["the root"]) { s, a in try s.setContentSizeCategory(a) }
    + group(
      ["respectsSystemMinimumMargins", "viewRespectsSystemMinimumLayoutMargins"], [.root, .vc],
      ["a view controller's view (the root or a `vc`)"]
    ) { s, a in try s.setRespectsSystemMinimumMargins(a) }
    + group(["text", "title"], textKinds, ["a label", "a button", "a text field", "a text view"]) { s, a in
      try s.setText(a)
    }
    + group(["font"], textKinds, ["a label", "a button", "a text field", "a text view"]) { s, a in
      try s.setFont(a)
    }
    + group(["lines", "numberOfLines"], [.label], ["a label"]) { s, a in try s.setLines(a) }
    + group(["lineBreakMode"], [.label], ["a label"]) { s, a in try s.setLineBreakMode(a) }
    + group(["preferredMaxLayoutWidth"], [.label], ["a label"]) { s, a in try s.setPreferredMaxLayoutWidth(a)
    }
    + group(["placeholder"], [.textfield], ["a text field"]) { s, a in try s.setPlaceholder(a) }
    + group(["configuration"], [.button], ["a button"]) { s, a in try s.setButtonConfiguration(a) }
    + group(["image"], [.button], ["a button"]) { s, a in try s.setButtonImage(a) }
    + group(
      ["contentInsets", "contentEdgeInsets"], [.button], ["a button"],
      reading: ["contentInsets": contentEdgeInsetsInIB]
    ) { s, a in
      try s.setContentInsets(a)
    }
    + group(["size"], [.image], ["an image view"]) { s, a in try s.setImageSize(a) }
    + group(["items"], [.segmented], ["a segmented control"]) { s, a in try s.setSegments(a) }
    + group(["numberOfPages"], [.pagecontrol], ["a page control"]) { s, a in try s.setNumberOfPages(a) }
    + group(["isScrollEnabled", "scrollEnabled"], [.textview], ["a text view"]) { s, a in
      try s.setScrollEnabled(a)
    }
    + group(["style"], [.activity], ["an activity indicator"]) { s, a in try s.setActivityStyle(a) }
    + group(
      ["borderStyle"], [.textfield], ["a text field"],
      reading: ["borderStyle": { e in e["borderStyle"].map(Value.enumCase) }]
    ) { s, a in
      try s.setBorderStyle(a)
    }
    + group(
      ["isSecureTextEntry", "secure"], [.textfield], ["a text field"],
      reading: [
        "isSecureTextEntry": { e in
          e.child("textInputTraits")?["secureTextEntry"] == "YES" ? .bool(true) : nil
        }
      ]
    ) { s, a in try s.setSecureTextEntry(a) }
    + group(["style", "preferredDatePickerStyle"], [.datepicker], ["a date picker"]) { s, a in
      try s.setDatePickerStyle(a)
    }
    + stackProperties
    + tableProperties
    + group(Session.widgetProperties, widgetKinds, ["a widget"], widget)

  /// Every property, each name once, where the kinds that share a name are merged: what
  /// completion offers and what a refusal names.
  static let all: [ViewProperty] = {
    var merged: [ViewProperty] = []
    var index: [String: Int] = [:]
    for entry in registry {
      guard let i = index[entry.name] else {
        index[entry.name] = merged.count
        merged.append(entry)
        continue
      }
      let kinds = merged[i].kinds.flatMap { kinds in entry.kinds.map { kinds.union($0) } }
      merged[i] = ViewProperty(
        name: entry.name, kinds: kinds, owners: merged[i].owners + entry.owners, apply: merged[i].apply)
    }
    return merged
  }()

  /// The entry that applies `name` to a view of `kind`.
  static func entry(_ name: String, for kind: ViewKind) -> ViewProperty? {
    registry.first { $0.name == name && $0.belongs(to: kind) }
  }

  static let byName: [String: ViewProperty] = Dictionary(
    all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

  /// The properties a view of `kind` has, in table order.
  static func names(of kind: ViewKind) -> [String] { all.filter { $0.belongs(to: kind) }.map(\.name) }
}
