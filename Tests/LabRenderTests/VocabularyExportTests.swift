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

  func equal(
    _ a: Anchor, _ b: Anchor?, _ constant: Double = 0, multiplier: Double = 1, priority: Double = 1000
  ) -> LayoutConstraint {
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
  /// offset of −10 and width == height × 1.5: `.safeAreaPinTop`,
  /// `.marginsPinLeading(inset: 4)`, `.alignCenterY(offset: -10)`, `.aspectRatio(1.5)`; the
  /// title's width of 200 is `.width(200)`. A required height of 44 at priority 750 is no
  /// option: it stays an explicit constraint with its priority.
  @Test func guidesCentresAndSizes() throws {
    let engine = try card { e, card, title in
      try e.addConstraint(self.equal(Anchor(card, .top), Anchor(e.safeAreaGuide(of: e.root), .top)))
      try e.addConstraint(self.equal(Anchor(card, .leading), Anchor(e.root, .leadingMargin), 4))
      try e.addConstraint(self.equal(Anchor(card, .centerY), Anchor(e.root, .centerY), -10))
      try e.addConstraint(self.equal(Anchor(card, .width), Anchor(card, .height), multiplier: 1.5))
      try e.addConstraint(self.equal(Anchor(title, .width), nil, 200))
      try e.addConstraint(self.equal(Anchor(title, .height), nil, 44, priority: 750))
    }
    let text = SwiftRenderer.subviews(engine)
    #expect(
      text.contains(
        "@Subview([.marginsPinLeading(inset: 4), .safeAreaPinTop, .alignCenterY(offset: -10), .aspectRatio(1.5)])"
      ), "\(text)")
    #expect(text.contains("@Subview(of: \\.card, .width(200))"), "\(text)")
    #expect(
      text.contains("title.heightAnchor.constraint(equalToConstant: 44); c.priority = UILayoutPriority(750)"))
  }

  /// Which member of a conflict UIKit breaks follows the order the constraints are made, and
  /// Subviews' options make theirs before `init` activates the rest: the members of a
  /// conflict are written out, in their order, never as options. Here top, centre, width
  /// and aspect ratio cannot all hold (the card would be 714 high and 200 / 1.5 = 133.33),
  /// so none of the four is an option; the leading is.
  @Test func aConflictsMembersAreNoOptions() throws {
    let engine = try card { e, card, _ in
      try e.addConstraint(self.equal(Anchor(card, .top), Anchor(e.safeAreaGuide(of: e.root), .top)))
      try e.addConstraint(self.equal(Anchor(card, .leading), Anchor(e.root, .leadingMargin), 4))
      try e.addConstraint(self.equal(Anchor(card, .centerY), Anchor(e.root, .centerY), -10))
      try e.addConstraint(self.equal(Anchor(card, .width), nil, 200))
      try e.addConstraint(self.equal(Anchor(card, .width), Anchor(card, .height), multiplier: 1.5))
    }
    #expect(!engine.brokenConstraints.isEmpty)
    let text = SwiftRenderer.subviews(engine)
    #expect(text.contains("@Subview(.marginsPinLeading(inset: 4))"), "\(text)")
    let explicit = [
      "card.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor)",
      "card.centerYAnchor.constraint(equalTo: centerYAnchor, constant: -10)",
      "card.widthAnchor.constraint(equalToConstant: 200)",
      "card.widthAnchor.constraint(equalTo: card.heightAnchor, multiplier: 1.5)",
    ]
    let places = explicit.map { text.range(of: $0)?.lowerBound }
    #expect(places.allSatisfy { $0 != nil }, "\(text)")
    #expect(places.compactMap { $0 } == places.compactMap { $0 }.sorted(), "\(text)")
  }

  /// title.leading >= card.leading + 8 is `title.leading >> card.leading.offset(8).min`;
  /// title.width == card.width × 0.5 is `title.width >> card.width.at(0.5)`; title.height
  /// <= 30 is `title.height >> .max(30)`; a priority below required falls back to an anchor.
  @Test func getLaidLines() throws {
    let engine = try card { e, card, title in
      try e.addConstraint(
        LayoutConstraint(Anchor(title, .leading), .greaterThanOrEqual, Anchor(card, .leading), constant: 8))
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
    #expect(
      text.contains(
        "card.topAnchor.constraint(equalTo: view.topAnchor, constant: 20); c.priority = UILayoutPriority(250)"
      ))
  }

  /// What sizes a view without a constraint is written in every vocabulary (found missing:
  /// the exports laid these views out differently from LayoutLab). Margins of (4, 8, 4, 8)
  /// differ from a view's default 8: `directionalLayoutMargins`. An image told to be 100 × 150
  /// gets a blank image that size (its intrinsic size in UIKit). A segmented control keeps its
  /// titles; a large spinner its style.
  @Test func sizingPropertiesAreWritten() throws {
    let engine = LayoutEngine()
    let card = try engine.addView(.view, named: "card")
    engine.setMargins(card, Insets(top: 4, left: 8, bottom: 4, right: 8))
    engine.setPreservesSuperviewMargins(card, true)
    let picture = try engine.addView(.image, named: "picture", to: card)
    engine.setImageSize(picture, width: 100, height: 150)
    let picker = try engine.addView(.segmented, named: "picker", to: card)
    engine.setSegments(picker, ["One", "Two"])
    let spinner = try engine.addView(.activity, named: "spinner", to: card)
    engine.setLargeActivityStyle(spinner, true)
    engine.layout()
    for text in [SwiftRenderer.anchors(engine), SwiftRenderer.snapKit(engine), SwiftRenderer.getLaid(engine)]
    {
      #expect(
        text.contains(
          "card.directionalLayoutMargins = "
            + "NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)"
        ))
      #expect(text.contains("card.preservesSuperviewLayoutMargins = true"))
      #expect(
        text.contains(
          "picture.image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 150)).image { _ in }"))
      #expect(text.contains("UISegmentedControl(items: [\"One\", \"Two\"])"))
      #expect(text.contains("UIActivityIndicatorView(style: .large)"))
    }
  }

  /// SnapKit turns the mask off only for a view it constrains: one with no block, and not
  /// in a stack, is written with the mask off, or UIKit would keep UIView()'s zero frame
  /// through autoresizing constraints (found by the Swift round trip, issue 39).
  @Test func aSnapKitViewWithNoBlockTurnsItsMaskOff() throws {
    let engine = LayoutEngine()
    let free = try engine.addView(.label, named: "free", to: engine.root)
    engine.setText(free, "Hi")
    let pinned = try engine.addView(.view, named: "pinned", to: engine.root)
    engine.setTranslatesAutoresizingMask(free, false)
    engine.setTranslatesAutoresizingMask(pinned, false)
    _ = try engine.addConstraint(equal(Anchor(pinned, .width), nil, 10))
    engine.layout()
    let text = SwiftRenderer.snapKit(engine)
    #expect(text.contains("free.translatesAutoresizingMaskIntoConstraints = false"))
    #expect(!text.contains("pinned.translatesAutoresizingMaskIntoConstraints"))
  }

  /// An intrinsic size set by hand (40 × none) has no UIKit property: it is written as the
  /// content-size constraints UIKit makes from one, width <= 40 at the hugging priority (250)
  /// and width >= 40 at the compression resistance (750), and nothing for the height.
  @Test func aHandSetIntrinsicSizeBecomesContentSizeConstraints() throws {
    let engine = LayoutEngine()
    let line = try engine.addView(.view, named: "line")
    engine.setIntrinsicOverride(line, IntrinsicSize(width: 40, height: nil))
    engine.layout()
    let text = SwiftRenderer.anchors(engine)
    #expect(text.contains("(line.widthAnchor.constraint(lessThanOrEqualToConstant: 40), 250),"))
    #expect(text.contains("(line.widthAnchor.constraint(greaterThanOrEqualToConstant: 40), 750),"))
    #expect(!text.contains("line.heightAnchor"))
  }

  /// The root's margins, when set, and a view controller that does not respect the system
  /// minimum are written at the top of a viewDidLoad snippet; untouched, neither is.
  @Test func rootMarginsAreWrittenWhenSet() throws {
    let engine = LayoutEngine()
    _ = try engine.addView(.view, named: "card")
    engine.layout()
    #expect(!SwiftRenderer.anchors(engine).contains("directionalLayoutMargins"))
    engine.setMargins(engine.root, Insets(top: 0, left: 4, bottom: 0, right: 4))
    engine.setRespectsSystemMinimumMargins(engine.root, false)
    let text = SwiftRenderer.anchors(engine)
    #expect(text.contains("viewRespectsSystemMinimumLayoutMargins = false"))
    #expect(
      text.contains(
        "view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)")
    )
  }
}
