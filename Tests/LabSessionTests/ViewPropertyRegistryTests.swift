import AutoLayout
import LabLanguage
import Testing
import TextMetrics

@testable import LabSession

/// The property registry (`ViewProperty.registry`): what completion lists for a kind, `set`
/// can apply, and a name with a meaning per kind reaches the right one.
@Suite struct ViewPropertyRegistryTests {
  /// Every property listed for every kind has an entry that applies it to that kind.
  @Test func everyListedPropertyHasASetterForItsKinds() {
    for kind in ViewKind.allCases {
      for name in ViewProperty.names(of: kind) {
        #expect(ViewProperty.entry(name, for: kind) != nil, "\(kind.rawValue).\(name) has no setter")
      }
    }
  }

  /// `alignment` arranges a stack and only draws a label: a vertical stack of a 40-wide and
  /// a 20-wide view, centred, puts the narrow one at x = (40 − 20) / 2 = 10; the same word on
  /// a label changes no frame.
  @Test func aNameSharedByKindsReachesEachKindsMeaning() {
    let errors = LineBox()
    let session = Session(
      textLayout: { TextLayout(measurer: ApproximateTextMeasurer()) }, output: { _ in },
      errorOutput: { errors.lines.append($0.text) })
    session.run(
      """
      autoprint off
      add vstack s [.pinTop, .pinLeading]
      add view wide to s { intrinsic = 40x10 }
      add view narrow to s { intrinsic = 20x10 }
      add label t "Hi" [.pinBottom, .pinLeading]
      set s.alignment = .center
      set t.alignment = .center
      """)
    #expect(errors.lines.isEmpty, "\(errors.lines)")
    let narrow = session.engine.item(named: "narrow")!
    let label = session.engine.item(named: "t")!
    #expect(session.engine.frame(of: narrow).x == 10)
    #expect(session.engine.frame(of: label).x == 0)
  }

  /// A label's `alignment` is one of NSTextAlignment's cases: `.banana` is refused at the value
  /// and leaves the history as it was (before, any value was taken and kept).
  @Test func aLabelsAlignmentIsATextAlignment() {
    let errors = LineBox()
    let session = Session(
      textLayout: { TextLayout(measurer: ApproximateTextMeasurer()) }, output: { _ in },
      errorOutput: { errors.lines.append($0.text) })
    #expect(session.run("add label t \"Hi\"\nset t.alignment = .right"))
    #expect(!session.run("set t.alignment = .banana"))
    #expect(errors.lines.joined().contains("a label's `alignment` is .left, .center, .right"))
    #expect(session.history == ["add label t \"Hi\"", "set t.alignment = .right"])
  }

  /// A label's alignment is kept, exported as `textAlignment`, and taken back by undo
  /// (before, it was checked and dropped, so no export said it).
  @Test func aLabelsAlignmentIsKeptAndExported() {
    let lines = LineBox()
    let session = Session(
      textLayout: { TextLayout(measurer: ApproximateTextMeasurer()) },
      output: { lines.lines.append($0.text) },
      errorOutput: { _ in })
    #expect(session.run("add label t \"Hi\"\nset t.alignment = .center"))
    #expect(session.engine.textAlignment(of: session.engine.item(named: "t")!) == .center)
    #expect(session.run("export swift-anchors"))
    #expect(lines.lines.contains("t.textAlignment = .center"))
    #expect(session.run("undo"))
    #expect(session.engine.textAlignment(of: session.engine.item(named: "t")!) == .natural)
  }

  /// What an IB element stores is read through the registry, in its order, as `set` takes
  /// it: a vertical stack with standard spacing centred gives its alignment, axis and the
  /// standard 8; a grouped table its style, row height and section heights (a plain one
  /// would give none of the heights); an attribute at UIKit's default gives nothing.
  @Test func interfaceBuilderAttributesAreReadThroughTheRegistry() {
    let stack = IBElement(
      name: "stackView", attributes: ["axis": "vertical", "spacingType": "standard", "alignment": "center"])
    #expect(
      ViewProperty.interfaceBuilderProperties(of: stack, kind: .stack).map {
        "\($0.name) = \($0.value.labSource)"
      } == [
        "alignment = .center", "axis = .vertical", "spacing = 8",
      ])
    let table = IBElement(
      name: "tableView",
      attributes: [
        "style": "grouped", "rowHeight": "60", "sectionHeaderHeight": "18", "sectionFooterHeight": "-1",
      ])
    #expect(
      ViewProperty.interfaceBuilderProperties(of: table, kind: .table).map {
        "\($0.name) = \($0.value.labSource)"
      } == [
        "rowHeight = 60", "style = .grouped", "sectionHeaderHeight = 18",
      ])
    let plain = IBElement(name: "tableView", attributes: ["style": "plain", "sectionHeaderHeight": "18"])
    #expect(ViewProperty.interfaceBuilderProperties(of: plain, kind: .table).isEmpty)
  }
}
