import LabSession
import Testing
import TextMetrics

/// Tab completion knows where the cursor is.
@Suite struct CompletionTests {
  func session() -> Session {
    let s = Session(
      textLayout: { TextLayout(measurer: ApproximateTextMeasurer()) }, output: { _ in }, errorOutput: { _ in }
    )
    s.run("add view card; add label title to card; card.width == 10 as cardWidth")
    return s
  }

  @Test func commandsAndNamesAtTheStart() {
    let s = session()
    #expect(s.completions(for: "tr") == ["trace", "tree"])
    #expect(s.completions(for: "ca") == ["card"])
    #expect(s.completions(for: ":he") == ["help"])
  }

  /// Model keys after `MODEL.`, inner views after `INSTANCE.`, widget properties after `WIDGET.`.
  @Test func modelsInstancesAndWidgets() {
    let s = session()
    s.run(
      "model movie { name = \"x\"; gap = 1 }; define C() { add label title \"t\" }; "
        + "add C() card2; add labelwidget w \"w\"")
    #expect(s.completions(for: "set movie.g") == ["gap"])
    #expect(s.completions(for: "set card2.ti") == ["title"])
    #expect(s.completions(for: "set w.pad") == ["padding", "paddingView"])
    #expect(s.completions(for: "set mo") == ["movie"])
    #expect(s.completions(for: "mo") == ["model", "move", "movie"])
  }

  @Test func kindsAfterAdd() {
    #expect(session().completions(for: "add la") == ["label", "labelwidget"])
    #expect(session().completions(for: "add vc") == ["vc", "vcontainer"])
    #expect(session().completions(for: "add hs") == ["hscroll", "hstack"])
  }

  @Test func attributesAndPropertiesAfterADot() {
    let s = session()
    #expect(s.completions(for: "title.lead") == ["leading", "leadingMargin"])
    #expect(s.completions(for: "set title.te") == ["text"])
    #expect(s.completions(for: "cardWidth.co") == ["constant"])
  }

  @Test func devicesAfterDevice() {
    #expect(session().completions(for: "device ipadp") == ["ipadpro11", "ipadpro11m4", "ipadpro13"])
    #expect(session().completions(for: "device ipad la") == ["landscape"])
  }

  @Test func namesAfterTo() {
    #expect(session().completions(for: "move title to c") == ["card", "cardWidth"])
  }

  /// After `set NAME.` a view is offered its kind's properties alone (the table `set` obeys):
  /// a table `rowHeight`, a collection `itemSize`, a page control `numberOfPages`, a label
  /// none of them. Before, every kind was offered every property.
  @Test func setOffersTheKindsOwnProperties() {
    let s = session()
    s.run("add table tb; add collection cv; add pagecontrol pc")
    #expect(s.completions(for: "set tb.row") == ["rowHeight"])
    #expect(s.completions(for: "set cv.item") == ["itemSize"])
    #expect(s.completions(for: "set pc.num") == ["numberOfPages"])
    #expect(s.completions(for: "set title.row") == [])
    #expect(s.completions(for: "set title.item") == [])
    // A label's numberOfLines (UIKit's name for `lines`), never a page control's numberOfPages.
    #expect(s.completions(for: "set title.num") == ["numberOfLines"])
    #expect(s.completions(for: "set title.li") == ["lineBreakMode", "lines"])
    #expect(s.completions(for: "set card.li") == [])
    // A dotted property by its first part, then the rest.
    #expect(s.completions(for: "set title.hug") == ["hugging"])
    #expect(s.completions(for: "set title.hugging.") == ["h", "v"])
  }

  /// In the `{ }` block of `add KIND`, the properties are that kind's, on the line of the
  /// `add` or on a later one (the shell passes the block's lines).
  @Test func anAddBlockOffersItsKindsProperties() {
    let s = session()
    #expect(s.completions(for: "add table list { rowH") == ["rowHeight"])
    #expect(s.completions(for: "add label t { rowH") == [])
    #expect(s.completions(for: "add label t { text = \"a; {\"; li") == ["lineBreakMode", "lines"])
    #expect(s.completions(for: "add collection grid {\nitemS") == ["itemSize"])
    #expect(s.completions(for: "add pagecontrol dots { $0.numberOf") == ["numberOfPages"])
    #expect(s.completions(for: "add stack(axis: .vertical) column { dist") == ["distribution"])
  }

  /// A name that `.` may follow (a view, an inner view, a constraint, a model, a guide, a
  /// dotted property's first part) takes no space after completion; keywords, kinds,
  /// attributes and plain properties do.
  @Test func namesTakeNoSpaceAndWordsDo() {
    let s = session()
    s.run("model movie { gap = 1 }; define C() { add label inner \"t\" }; add C() card2")
    for text in [
      "title", "move title", "card2.inner", "cardWidth", "movie", "set title.hugging", "title.safeArea",
      "add view a [.pin",
    ] {
      #expect(!s.completedWordTakesSpace(text), "\(text)")
    }
    for text in [
      "tree", "add label", "title.top", "set title.text", "device ipad", "move title to card2.inner.top",
    ] {
      #expect(s.completedWordTakesSpace(text), "\(text)")
    }
  }

  /// `set` refuses a property the view's kind lacks, naming the kinds that have it: the same
  /// table completion reads. A collection has no `rowHeight` (a table's), which it took before.
  @Test func setRefusesAPropertyTheKindLacks() {
    var errors: [String] = []
    let s = Session(
      textLayout: { TextLayout(measurer: ApproximateTextMeasurer()) }, output: { _ in },
      errorOutput: { errors.append($0.text) })
    s.run("add label title; add collection cv")
    s.run("set title.rowHeight = 44", keepGoing: true)
    s.run("set cv.rowHeight = 44", keepGoing: true)
    s.run("set title.text = 4", keepGoing: true)
    #expect(errors.count == 3)
    #expect(errors.first?.contains("error: only a table has `rowHeight`, not a label") == true, "\(errors)")
    #expect(
      errors.dropFirst().first?.contains("error: only a table has `rowHeight`, not a collection") == true,
      "\(errors)")
    // A label has `text`: the value is what is wrong.
    #expect(errors.last?.contains("error: expected a string") == true, "\(errors)")
  }
}

@Suite struct OptionCompletionTests {
  @Test func optionsAfterADotInsideBrackets() {
    let s = Session(
      textLayout: { TextLayout(measurer: ApproximateTextMeasurer()) }, output: { _ in }, errorOutput: { _ in }
    )
    #expect(s.completions(for: "add view a [.safeAreaPinT") == ["safeAreaPinTop", "safeAreaPinTrailing"])
  }
}
