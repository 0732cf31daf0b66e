import AutoLayout
import LabRender
import Testing

/// `export swift-subviews` and `export swift-getlaid` (issue 14): constraints read back as
/// Subviews' quick layout options where they say exactly what an option makes, and as
/// GetLaid's `>>` lines.
@Suite struct VocabularyExportTests {
  /// A card inside the root and a title inside the card, constrained by plain equations.
  func card(_ build: (LayoutEngine, ItemID, ItemID) throws -> Void) throws -> LayoutEngine {
    let engine = LayoutEngine()
    let card = try engine.addView(.view, named: "card")
    let title = try engine.addView(.label, named: "title", to: card)
    engine.setTranslatesAutoresizingMask(card, false)
    engine.setTranslatesAutoresizingMask(title, false)
    try build(engine, card, title)
    engine.layout()
    return engine
  }

  func equal(_ a: Anchor, _ b: Anchor?, _ constant: Double = 0, multiplier: Double = 1, priority: Double = 1000) -> LayoutConstraint {
    LayoutConstraint(a, .equal, b, multiplier: multiplier, constant: constant, priority: priority)
  }

  /// title.top == card.top + 8, title.leading == card.leading + 16, card.trailing ==
  /// title.trailing + 16 (written from the card's side: turned around, title.trailing ==
  /// card.trailing − 16, an inset of 16), title.bottom == card.bottom − 8: equal insets in
  /// pairs, so `.pinHorizontally(inset: 16)` and `.pinVertically(inset: 8)`.
  @Test func edgesBecomePinsInPairs() throws {
    let engine = try card { e, card, title in
      try e.addConstraint(self.equal(Anchor(title, .top), Anchor(card, .top), 8))
      try e.addConstraint(self.equal(Anchor(title, .leading), Anchor(card, .leading), 16))
      try e.addConstraint(self.equal(Anchor(card, .trailing), Anchor(title, .trailing), 16))
      try e.addConstraint(self.equal(Anchor(title, .bottom), Anchor(card, .bottom), -8))
    }
    let text = SwiftRenderer.subviews(engine)
    #expect(text.contains("@Subview(of: \\.card, [.pinHorizontally(inset: 16), .pinVertically(inset: 8)]"))
    #expect(!text.contains("NSLayoutConstraint.activate"))
  }

  /// The safe area's top, the margins' leading (as a margin attribute), a centre with an
  /// offset of −10, a width of 200 and width == height × 1.5: `.safeAreaPinTop`,
  /// `.marginsPinLeading(inset: 4)`, `.alignCenterY(offset: -10)`, `.width(200)`,
  /// `.aspectRatio(1.5)`. A required height of 44 at priority 750 is no option: it stays an
  /// explicit constraint with its priority.
  @Test func guidesCentresAndSizes() throws {
    let engine = try card { e, card, title in
      try e.addConstraint(self.equal(Anchor(card, .top), Anchor(e.safeAreaGuide(of: e.root), .top)))
      try e.addConstraint(self.equal(Anchor(card, .leading), Anchor(e.root, .leadingMargin), 4))
      try e.addConstraint(self.equal(Anchor(card, .centerY), Anchor(e.root, .centerY), -10))
      try e.addConstraint(self.equal(Anchor(card, .width), nil, 200))
      try e.addConstraint(self.equal(Anchor(card, .width), Anchor(card, .height), multiplier: 1.5))
      try e.addConstraint(self.equal(Anchor(title, .height), nil, 44, priority: 750))
    }
    let text = SwiftRenderer.subviews(engine)
    #expect(text.contains("@Subview([.marginsPinLeading(inset: 4), .safeAreaPinTop, .alignCenterY(offset: -10), .width(200), .aspectRatio(1.5)])"))
    #expect(text.contains("title.heightAnchor.constraint(equalToConstant: 44); c.priority = UILayoutPriority(750)"))
  }

  /// title.leading >= card.leading + 8 is `title.leading >> card.leading.offset(8).min`;
  /// title.width == card.width × 0.5 is `title.width >> card.width.at(0.5)`; title.height
  /// <= 30 is `title.height >> .max(30)`; a priority below required falls back to an anchor.
  @Test func getLaidLines() throws {
    let engine = try card { e, card, title in
      try e.addConstraint(LayoutConstraint(Anchor(title, .leading), .greaterThanOrEqual, Anchor(card, .leading), constant: 8))
      try e.addConstraint(self.equal(Anchor(title, .width), Anchor(card, .width), multiplier: 0.5))
      try e.addConstraint(LayoutConstraint(Anchor(title, .height), .lessThanOrEqual, nil, constant: 30))
      try e.addConstraint(self.equal(Anchor(card, .top), Anchor(e.root, .top), 20, priority: 250))
    }
    let text = SwiftRenderer.getLaid(engine)
    #expect(text.contains("let card = view.addForAutoLayout(UIView())"))
    #expect(text.contains("let title = card.addForAutoLayout(UILabel())"))
    #expect(text.contains("title.leading >> card.leading.offset(8).min"))
    #expect(text.contains("title.width >> card.width.at(0.5)"))
    #expect(text.contains("title.height >> .max(30)"))
    #expect(text.contains("// GetLaid's `>>` takes no priority: these stay anchors."))
    #expect(text.contains("card.topAnchor.constraint(equalTo: view.topAnchor, constant: 20); c.priority = UILayoutPriority(250)"))
  }
}
