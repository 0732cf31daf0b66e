import AutoLayout
import LabRender
import Testing

/// `explain c3` in plain English (issue 15): each form of constraint, worded from the first
/// item's side.
@Suite struct ConstraintSentenceTests {
  let engine = LayoutEngine()
  let title: ItemID
  let header: ItemID

  init() throws {
    header = try engine.addView(.view, named: "header")
    title = try engine.addView(.label, named: "title")
  }

  func sentence(
    _ first: Anchor, _ relation: LayoutRelation, _ second: Anchor?, multiplier: Double = 1, _ constant: Double
  ) -> String {
    ConstraintSentence.text(
      engine, LayoutConstraint(first, relation, second, multiplier: multiplier, constant: constant))
  }

  /// title.top == header.bottom + 8: a larger y is lower on the screen, so "below"; − 8 is "above".
  @Test func verticalGapsSayBelowOrAbove() {
    #expect(
      sentence(Anchor(title, .top), .equal, Anchor(header, .bottom), 8)
        == "title's top edge sits 8 points below header's bottom edge")
    #expect(
      sentence(Anchor(title, .bottom), .equal, Anchor(header, .top), -1)
        == "title's bottom edge sits 1 point above header's top edge")
    #expect(
      sentence(Anchor(title, .top), .equal, Anchor(header, .top), 0)
        == "title's top edge lines up with header's top edge")
  }

  /// Leading and trailing follow the reading direction, so they say sides, not left or right;
  /// left and centres say right/left.
  @Test func horizontalGapsSaySidesOrLeftAndRight() {
    #expect(
      sentence(Anchor(title, .leading), .equal, Anchor(header, .trailing), 12)
        == "title's leading edge sits 12 points towards the trailing side of header's trailing edge")
    #expect(
      sentence(Anchor(title, .centerX), .equal, Anchor(header, .centerX), -5)
        == "title's horizontal centre sits 5 points to the left of header's horizontal centre")
  }

  /// title.top >= header.bottom + 8 is "at least 8 below"; title.trailing >= header.trailing − 4
  /// allows title's edge up to 4 before header's: "no more than 4 … leading side"; <= with 0
  /// is "level with or above".
  @Test func inequalitiesSayAtLeastOrNoMoreThan() {
    #expect(
      sentence(Anchor(title, .top), .greaterThanOrEqual, Anchor(header, .bottom), 8)
        == "title's top edge sits at least 8 points below header's bottom edge")
    #expect(
      sentence(Anchor(title, .trailing), .greaterThanOrEqual, Anchor(header, .trailing), -4)
        == "title's trailing edge sits no more than 4 points "
        + "towards the leading side of header's trailing edge"
    )
    #expect(
      sentence(Anchor(title, .bottom), .lessThanOrEqual, Anchor(header, .bottom), 0)
        == "title's bottom edge is level with or above header's bottom edge")
  }

  /// Sizes are amounts: a constant, or another size times a multiplier plus or minus points.
  @Test func sizesSayAmounts() {
    #expect(sentence(Anchor(title, .width), .equal, nil, 100) == "title's width is 100 points")
    #expect(
      sentence(Anchor(title, .height), .lessThanOrEqual, nil, 44) == "title's height is at most 44 points")
    #expect(
      sentence(Anchor(title, .width), .equal, Anchor(header, .width), multiplier: 0.5, -10)
        == "title's width equals 0.5 × header's width minus 10 points")
  }

  /// Guides are their owner's: the root's safe area, a view's margins.
  @Test func guidesAreTheirOwners() {
    #expect(
      sentence(Anchor(title, .top), .equal, Anchor(engine.safeAreaGuide(of: engine.root), .top), 20)
        == "title's top edge sits 20 points below the root view's safe area's top edge")
    #expect(
      sentence(Anchor(title, .leading), .equal, Anchor(header, .leadingMargin), 0)
        == "title's leading edge lines up with header's leading margin")
  }
}
