import Testing

@testable import AutoLayout

/// The constraints of reference/uikit-semantics.md §1.9, listed per case and compared with
/// lists written out by hand from the recipe's tables (§1.2–§1.5).
@Suite struct StackRecipeTests {
  func listing(_ configure: (inout StackConfiguration) -> Void, _ items: [StackArrangedItem]) -> [String] {
    var stack = StackConfiguration()
    configure(&stack)
    return StackRecipe.constraints(stack, items).map(\.description)
  }

  let three = [StackArrangedItem](repeating: StackArrangedItem(), count: 3)

  @Test func horizontalFillFill() {
    // Chain with spacing 8; fill alignment pins top and bottom to item 0 and aligns the rest.
    #expect(
      listing({ $0.spacing = 8 }, three) == [
        "UISV-canvas-connection: canvas.leading == item0.leading",
        "UISV-canvas-connection: item2.trailing == canvas.trailing",
        "UISV-spacing: item1.leading == item0.trailing + 8",
        "UISV-spacing: item2.leading == item1.trailing + 8",
        "UISV-alignment: item0.top == item1.top",
        "UISV-alignment: item0.bottom == item1.bottom",
        "UISV-alignment: item0.top == item2.top",
        "UISV-alignment: item0.bottom == item2.bottom",
        "UISV-canvas-connection: canvas.top == item0.top",
        "UISV-canvas-connection: item0.bottom == canvas.bottom",
      ])
  }

  @Test func fillProportionallyFollowsKeansExample() {
    // Lengths 160, 80, 40 and spacing 0: D = 280, so m = 160/280 = 0.571429, 80/280 =
    // 0.285714, 40/280 = 0.142857 at priorities 999 − i = 999, 998, 997.
    let items = [160.0, 80, 40].map { StackArrangedItem(axisLength: $0) }
    let proportional = listing({ $0.distribution = .fillProportionally }, items).filter {
      $0.hasPrefix("UISV-fill-proportionally")
    }
    #expect(
      proportional == [
        "UISV-fill-proportionally: item0.width == 0.571429 * canvas.width @999",
        "UISV-fill-proportionally: item1.width == 0.285714 * canvas.width @998",
        "UISV-fill-proportionally: item2.width == 0.142857 * canvas.width @997",
      ])
  }

  @Test func fillProportionallyWithoutLengthsFillsEqually() {
    // No intrinsic lengths: D = 0 + 0 is not > max(0, 1), so the stack fills equally.
    let lines = listing({ $0.distribution = .fillProportionally }, three).filter { $0.hasPrefix("UISV-fill") }
    #expect(
      lines == [
        "UISV-fill-equally: item1.width == item0.width", "UISV-fill-equally: item2.width == item0.width",
      ])
  }

  @Test func equalCenteringGapsAndPriorities() {
    // Centres bound the gaps; gap 1 follows item 1, so its equality is @ 150 − 1 = 149; the
    // chain becomes `>=`, and the canvas hugs its length @49.
    let lines = listing(
      {
        $0.distribution = .equalCentering
        $0.spacing = 10
        $0.axis = .vertical
      }, three)
    #expect(
      lines.filter {
        !$0.hasPrefix("UISV-alignment") && !$0.hasPrefix("UISV-canvas-connection: canvas.leading")
          && !$0.hasPrefix("UISV-canvas-connection: item0.trailing")
      } == [
        "UISV-canvas-connection: canvas.top == item0.top",
        "UISV-canvas-connection: item2.bottom == canvas.bottom",
        "UISV-spacing: item1.top >= item0.bottom + 10",
        "UISV-spacing: item2.top >= item1.bottom + 10",
        "UISV-distributing-edge: UISV-distributing0.top == item0.centerY",
        "UISV-distributing-edge: UISV-distributing0.bottom == item1.centerY",
        "UISV-distributing-edge: UISV-distributing1.top == item1.centerY",
        "UISV-distributing-edge: UISV-distributing1.bottom == item2.centerY",
        "UISV-fill-equally: UISV-distributing1.height == UISV-distributing0.height @149",
        "UISV-canvas-fit: canvas.height == 0 @49",
      ])
  }

  @Test func equalSpacingGapEqualityIsRequired() {
    let lines = listing({ $0.distribution = .equalSpacing }, three).filter {
      $0.hasPrefix("UISV-fill-equally")
    }
    #expect(lines == ["UISV-fill-equally: UISV-distributing1.width == UISV-distributing0.width"])
  }

  @Test func hiddenItemLeavesTheChain() {
    // Item 1 hidden, spacing 10: item 2 follows item 0 directly with the full 10; item 1
    // collapses @999.999 and sits 10 / 2 = 5 after item 0 @50.
    let items = [StackArrangedItem(), StackArrangedItem(isHidden: true), StackArrangedItem()]
    let lines = listing({ $0.spacing = 10 }, items).filter {
      !$0.hasPrefix("UISV-alignment") && !$0.contains(".top") && !$0.contains(".bottom")
    }
    #expect(
      lines == [
        "UISV-canvas-connection: canvas.leading == item0.leading",
        "UISV-canvas-connection: item2.trailing == canvas.trailing",
        "UISV-spacing: item2.leading == item0.trailing + 10",
        "UISV-hiding: item1.width == 0 @999.999",
        "UISV-spacing-hidden: item1.leading == item0.trailing + 5 @50",
      ])
  }

  @Test func hiddenItemsAtTheEnds() {
    // Hidden first: the first visible item follows it @50; hidden last: + 0, as nothing
    // visible follows; all hidden: the ordering spanner stands in.
    let first = listing({ $0.spacing = 10 }, [StackArrangedItem(isHidden: true), StackArrangedItem()])
    #expect(first.contains("UISV-spacing-hidden: item1.leading == item0.trailing @50"))
    let last = listing({ $0.spacing = 10 }, [StackArrangedItem(), StackArrangedItem(isHidden: true)])
    #expect(last.contains("UISV-spacing-hidden: item1.leading == item0.trailing @50"))
    let none = listing(
      { $0.spacing = 10 }, [StackArrangedItem(isHidden: true), StackArrangedItem(isHidden: true)])
    #expect(none.contains("UISV-canvas-connection: canvas.leading == UISV-ordering-spanner.leading"))
    #expect(none.contains("UISV-spacing-hidden: item1.leading == UISV-ordering-spanner.trailing @50"))
    // With every item hidden a spanner's fit drops to 0.001 (fill alignment has no spanner).
    let centredNone = listing(
      { $0.alignment = .center }, [StackArrangedItem(isHidden: true), StackArrangedItem(isHidden: true)])
    #expect(centredNone.contains("UISV-spanning-fit: UISV-alignment-spanner.height == 0 @0.001"))
  }

  /// Every item hidden, fill alignment: the items hold nothing across the axis (no
  /// `UISV-alignment`), the canvas spans the alignment spanner and the ordering spanner, and
  /// both fit to 0 at 0.001; the items are only placed at the top, weakly (@50).
  @Test func anAllHiddenStackHoldsNothingAcrossTheAxis() {
    let lines = listing({ _ in }, [StackArrangedItem(isHidden: true), StackArrangedItem(isHidden: true)])
    #expect(!lines.contains { $0.hasPrefix("UISV-alignment:") })
    #expect(lines.contains("UISV-spanning-fit: UISV-ordering-spanner.width == 0 @0.001"))
    #expect(lines.contains("UISV-canvas-connection: canvas.top == UISV-alignment-spanner.top"))
    #expect(lines.contains("UISV-spanning-fit: UISV-alignment-spanner.height == 0 @0.001"))
    #expect(lines.contains("LayoutLab-hidden-placement: item1.top == canvas.top @50"))
    // One item shown again: the items are aligned as before, and no fit is at 0.001.
    let shown = listing({ _ in }, [StackArrangedItem(isHidden: true), StackArrangedItem()])
    #expect(shown.contains("UISV-alignment: item0.top == item1.top"))
    #expect(!shown.contains { $0.hasSuffix("@0.001") })
  }

  @Test func centerAlignmentUsesTheSpanner() {
    // Both edges free: canvas edges go to the spanner, which encloses each item with
    // required inequalities; centres are aligned to item 0 and the canvas centre.
    let lines = listing({ $0.alignment = .center }, Array(three.prefix(2))).filter {
      !$0.contains("leading") && !$0.contains("trailing")
    }
    #expect(
      lines == [
        "UISV-alignment: item0.centerY == item1.centerY",
        "UISV-canvas-connection: canvas.top == UISV-alignment-spanner.top",
        "UISV-canvas-connection: UISV-alignment-spanner.bottom == canvas.bottom",
        "UISV-canvas-connection: canvas.centerY == item0.centerY",
        "UISV-spanning-boundary: UISV-alignment-spanner.top <= item0.top",
        "UISV-spanning-boundary: UISV-alignment-spanner.bottom >= item0.bottom",
        "UISV-spanning-boundary: UISV-alignment-spanner.top <= item1.top",
        "UISV-spanning-boundary: UISV-alignment-spanner.bottom >= item1.bottom",
        "UISV-spanning-fit: UISV-alignment-spanner.height == 0 @51",
        "UISV-ambiguity-suppression: item0.height == 0 @25",
        "UISV-ambiguity-suppression: item1.height == 0 @25",
      ])
  }

  @Test func leadingAlignmentPinsOneEdgeWeaklyOnTheSpanner() {
    // Vertical stack, alignment leading: leading pinned (spanner == item @999.5), trailing
    // free (spanner >= item @1000).
    let lines = listing(
      {
        $0.axis = .vertical
        $0.alignment = .leading
      }, Array(three.prefix(2))
    ).filter { $0.hasPrefix("UISV-spanning-boundary") }
    #expect(
      lines == [
        "UISV-spanning-boundary: UISV-alignment-spanner.leading == item0.leading @999.5",
        "UISV-spanning-boundary: UISV-alignment-spanner.trailing >= item0.trailing",
        "UISV-spanning-boundary: UISV-alignment-spanner.leading == item1.leading @999.5",
        "UISV-spanning-boundary: UISV-alignment-spanner.trailing >= item1.trailing",
      ])
  }

  @Test func singleItemUsesInequalitiesOnFreeEdges() {
    // One item, alignment center: no spanner; free edges become inequalities and the canvas
    // hugs @49.
    let lines = listing({ $0.alignment = .center }, [StackArrangedItem()]).filter {
      !$0.contains("leading") && !$0.contains("trailing")
    }
    #expect(
      lines == [
        "UISV-canvas-connection: canvas.top <= item0.top",
        "UISV-canvas-connection: item0.bottom <= canvas.bottom",
        "UISV-canvas-connection: canvas.centerY == item0.centerY",
        "UISV-ambiguity-suppression: item0.height == 0 @25",
        "UISV-canvas-fit: canvas.height == 0 @49",
      ])
  }

  @Test func baselineRelativeVerticalChainsBaselines() {
    let lines = listing(
      {
        $0.axis = .vertical
        $0.isBaselineRelative = true
        $0.spacing = 20
      }, Array(three.prefix(2)))
    #expect(lines.contains("UISV-spacing: item1.firstBaseline == item0.lastBaseline + 20"))
  }

  @Test func customSpacingAndPixelRounding() {
    // Spacing 10.2 at scale 3: 30.6 pixels round to 31, i.e. 10.3333 (listings print six
    // significant digits); after item 0 a custom 4 wins.
    let lines = listing(
      {
        $0.spacing = 10.2
        $0.customSpacing[0] = 4
      }, three
    ).filter { $0.hasPrefix("UISV-spacing") }
    #expect(
      lines == [
        "UISV-spacing: item1.leading == item0.trailing + 4",
        "UISV-spacing: item2.leading == item1.trailing + 10.3333",
      ])
  }

  @Test func textWidthDisambiguationSharesTheCanvas() {
    // Horizontal fill, spacing 10, three visible items, items 0 and 2 multi-line labels:
    // n = 3, so each label gets at most 1/3 = 0.333333 of the canvas minus 10 × (3 − 1)/3 =
    // 6.66667, at 950 + k × min(25/3, 1): 950 for item 0 (k = 0), 952 for item 2 (k = 2).
    // The plain item 1 gets none.
    let items = [
      StackArrangedItem(isMultilineText: true), StackArrangedItem(), StackArrangedItem(isMultilineText: true),
    ]
    #expect(
      listing({ $0.spacing = 10 }, items) == [
        "UISV-canvas-connection: canvas.leading == item0.leading",
        "UISV-canvas-connection: item2.trailing == canvas.trailing",
        "UISV-spacing: item1.leading == item0.trailing + 10",
        "UISV-spacing: item2.leading == item1.trailing + 10",
        "UISV-text-width-disambiguation: item0.width <= 0.333333 * canvas.width - 6.66667 @950",
        "UISV-text-width-disambiguation: item2.width <= 0.333333 * canvas.width - 6.66667 @952",
        "UISV-alignment: item0.top == item1.top",
        "UISV-alignment: item0.bottom == item1.bottom",
        "UISV-alignment: item0.top == item2.top",
        "UISV-alignment: item0.bottom == item2.bottom",
        "UISV-canvas-connection: canvas.top == item0.top",
        "UISV-canvas-connection: item0.bottom == canvas.bottom",
      ])
  }

  @Test func textWidthDisambiguationCountsVisibleItemsOnly() {
    // Item 1 hidden: n = 2 visible (items 0 and 2), so 1/2 of the canvas minus 8 × 1/2 = 4;
    // the hidden label gets none. Item 2 is the second visible one (k = 1): 950 + 1 ×
    // min(25/2, 1) = 951; its compression resistance plays no part.
    let items = [
      StackArrangedItem(isMultilineText: true), StackArrangedItem(isHidden: true, isMultilineText: true),
      StackArrangedItem(isMultilineText: true, axisCompressionResistance: 900),
    ]
    let lines = listing(
      {
        $0.spacing = 8
        $0.distribution = .equalSpacing
      }, items
    ).filter { $0.hasPrefix("UISV-text-width") }
    #expect(
      lines == [
        "UISV-text-width-disambiguation: item0.width <= 0.5 * canvas.width - 4 @950",
        "UISV-text-width-disambiguation: item2.width <= 0.5 * canvas.width - 4 @951",
      ])
  }

  @Test func textWidthDisambiguationIgnoresTheItemsOwnPriorities() {
    // Hugging 995 changes nothing: the first item's share is at 950. Spacing 0: no constant.
    let items = [StackArrangedItem(isMultilineText: true, axisHugging: 995), StackArrangedItem()]
    let lines = listing({ $0.distribution = .equalCentering }, items).filter {
      $0.hasPrefix("UISV-text-width")
    }
    #expect(lines == ["UISV-text-width-disambiguation: item0.width <= 0.5 * canvas.width @950"])
  }

  @Test func textWidthDisambiguationOnlyWhereWidthsAreShared() {
    // Not made for a vertical stack, for fillEqually / fillProportionally (they size the
    // items already), nor for a single visible item (nothing to share with).
    let two = [StackArrangedItem(isMultilineText: true), StackArrangedItem(isMultilineText: true)]
    let made = { (configure: (inout StackConfiguration) -> Void, items: [StackArrangedItem]) in
      self.listing(configure, items).contains { $0.hasPrefix("UISV-text-width") }
    }
    #expect(!made({ $0.axis = .vertical }, two))
    #expect(!made({ $0.distribution = .fillEqually }, two))
    #expect(!made({ $0.distribution = .fillProportionally }, two))
    #expect(!made({ _ in }, [StackArrangedItem(isMultilineText: true), StackArrangedItem(isHidden: true)]))
    #expect(made({ _ in }, two))
  }

  @Test func emptyStackCollapses() {
    #expect(listing({ _ in }, []) == ["UISV-fix-for-app-bug-ambiguity: canvas.height == 0 @1"])
  }

  /// Every combination uses only the catalogue's identifiers and priorities (§1.4 recap), and
  /// ties every visible item into the chain.
  @Test(arguments: Axis.allCases)
  func everyCombinationStaysInTheCatalogue(axis: Axis) {
    let identifiers: Set<String> = [
      "UISV-canvas-connection", "UISV-canvas-fit", "UISV-spacing", "UISV-spacing-hidden", "UISV-hiding",
      "UISV-fill-equally", "UISV-fill-proportionally", "UISV-distributing-edge", "UISV-alignment",
      "UISV-spanning-boundary", "UISV-spanning-fit", "UISV-ambiguity-suppression",
      "UISV-text-width-disambiguation",
    ]
    let fixed: Set<Double> = [1000, 999.999, 999.5, 950, 51, 50, 49, 25, 0.001]
    for distribution in StackDistribution.allCases {
      for alignment in StackAlignment.allCases {
        var stack = StackConfiguration()
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = 6
        let items = [
          StackArrangedItem(axisLength: 30, isMultilineText: true), StackArrangedItem(isHidden: true),
          StackArrangedItem(axisLength: 50), StackArrangedItem(),
        ]
        let made = StackRecipe.constraints(stack, items)
        for c in made {
          #expect(identifiers.contains(c.identifier), "\(distribution) \(alignment): \(c)")
          let proportional = c.identifier == "UISV-fill-proportionally" && (751...999).contains(c.priority)
          let centering = c.identifier == "UISV-fill-equally" && (50...150).contains(c.priority)
          #expect(
            fixed.contains(c.priority) || proportional || centering, "\(distribution) \(alignment): \(c)")
        }
        // Items 0, 2, 3 are visible: two spacing constraints.
        #expect(made.filter { $0.identifier == "UISV-spacing" }.count == 2, "\(distribution) \(alignment)")
        // Item 0 is a multi-line label: its share of a horizontal stack's width, 1/3 of it
        // (three visible items), where the distribution leaves widths to the items.
        let shares = made.filter { $0.identifier == "UISV-text-width-disambiguation" }
        let sharing = axis == .horizontal && [.fill, .equalSpacing, .equalCentering].contains(distribution)
        #expect(
          shares.map(\.description)
            == (sharing
              ? ["UISV-text-width-disambiguation: item0.width <= 0.333333 * canvas.width - 4 @950"] : []))
      }
    }
  }
}
