import AutoLayout

/// A property `set NAME.PROPERTY = …` (or `PROPERTY = …` in an `add` block) takes, and the
/// kinds of view that have it.
///
/// `ViewProperty.all` is the one list of them: `assignView` refuses a property whose kinds
/// leave the view's out, and Tab completion offers a view exactly its kind's properties, so
/// what completion offers and what `set` accepts cannot drift apart.
struct ViewProperty: Sendable {
  let name: String
  /// nil: every kind has it.
  let kinds: Set<ViewKind>?
  /// The kinds that have it, as the refusal names them (["a label", "a button"]).
  let owners: [String]

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

  private static func group(_ names: [String], _ kinds: Set<ViewKind>?, _ owners: [String] = [])
    -> [ViewProperty]
  {
    names.map { ViewProperty(name: $0, kinds: kinds, owners: owners) }
  }

  /// Every property, each name once. Where kinds share a name their entries merge (`text`
  /// is a label's and a widget's), and `assignView` tells the kinds apart (a stack's
  /// `alignment` arranges, a label's only draws).
  static let all: [ViewProperty] = {
    let entries =
      group(
        [
          "alignment", "background", "hidden", "identifier", "class", "intrinsic", "hugging.h", "hugging.v",
          "compression.h",
          "compression.v", "alignmentInsets", "margins", "preservesSuperviewMargins",
          "insetsMarginsFromSafeArea",
          "autoresizing", "autoresizingMask",
        ], nil)
      + group(
        ["frame", "translatesAutoresizingMaskIntoConstraints"], Set(ViewKind.allCases).subtracting([.root]),
        ["a view other than the root"])
      // The root's are the screen's (`assignScreen`).
      + group(["size", "safeArea", "scale", "contentSizeCategory"], [.root], ["the root"])
      + group(
        ["respectsSystemMinimumMargins", "viewRespectsSystemMinimumLayoutMargins"], [.root, .vc],
        ["a view controller's view (the root or a `vc`)"])
      + group(["text", "title", "font"], textKinds, ["a label", "a button", "a text field", "a text view"])
      + group(["lines", "lineBreakMode", "preferredMaxLayoutWidth"], [.label], ["a label"])
      + group(["placeholder"], [.textfield], ["a text field"])
      + group(["configuration", "image", "contentInsets", "contentEdgeInsets"], [.button], ["a button"])
      + group(["size"], [.image], ["an image view"])
      + group(["items"], [.segmented], ["a segmented control"])
      + group(["numberOfPages"], [.pagecontrol], ["a page control"])
      + group(["isScrollEnabled", "scrollEnabled"], [.textview], ["a text view"])
      + group(["style"], [.activity], ["an activity indicator"])
      + group(["style", "preferredDatePickerStyle"], [.datepicker], ["a date picker"])
      + group(
        [
          "axis", "distribution", "spacing", "marginsRelative", "baselineRelative",
          "isLayoutMarginsRelativeArrangement",
          "isBaselineRelativeArrangement",
        ], [.stack], ["a stack view"])
      + group(
        [
          "rowHeight", "estimatedRowHeight", "style", "sectionHeaderHeight", "sectionFooterHeight",
          "sectionHeaderTopPadding",
        ], [.table], ["a table"])
      + group(
        ["itemSize", "estimatedItemSize", "minimumInteritemSpacing", "minimumLineSpacing", "sectionInset"],
        [.collection], ["a collection"])
      + group(["header", "footer"], [.section], ["a section"])
      + group(["height"], [.cell], ["a cell"])
      // A widget's model (`docs/widgets.md`, `assignWidget`).
      + group(Session.widgetProperties, widgetKinds, ["a widget"])
    var merged: [ViewProperty] = []
    var index: [String: Int] = [:]
    for entry in entries {
      if let i = index[entry.name], let kinds = merged[i].kinds, let more = entry.kinds {
        merged[i] = ViewProperty(
          name: entry.name, kinds: kinds.union(more), owners: merged[i].owners + entry.owners)
      } else {
        index[entry.name] = merged.count
        merged.append(entry)
      }
    }
    return merged
  }()

  static let byName: [String: ViewProperty] = Dictionary(
    all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

  /// The properties a view of `kind` has, in table order.
  static func names(of kind: ViewKind) -> [String] { all.filter { $0.belongs(to: kind) }.map(\.name) }
}
