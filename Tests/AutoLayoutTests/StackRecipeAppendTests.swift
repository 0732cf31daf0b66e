import TestSupport
import Testing

@testable import AutoLayout

/// The recipe's append path (`StackRecipe+Append.swift`): the change it gives, applied to
/// the old generation, is the full recipe's new generation.
@Suite struct StackRecipeAppendTests {
  @Test func appendToAVerticalFillColumn() throws {
    // Three items, spacing 8, fill and fill; item 3 appended. The closing edge moves from
    // item 2 to item 3; item 3 follows item 2 by 8 and is aligned with item 0 on both edges
    // (fill alignment makes no spanner and no ambiguity suppression).
    var stack = StackConfiguration()
    stack.axis = .vertical
    stack.spacing = 8
    let three = [StackArrangedItem](repeating: StackArrangedItem(), count: 3)
    let delta = try #require(StackRecipe.appending([StackArrangedItem()], to: StackSummary(three), stack))
    #expect(delta.removed.map(\.description) == ["UISV-canvas-connection: item2.bottom == canvas.bottom"])
    #expect(
      delta.added.map(\.description) == [
        "UISV-canvas-connection: item3.bottom == canvas.bottom",
        "UISV-spacing: item3.top == item2.bottom + 8",
        "UISV-alignment: item0.leading == item3.leading",
        "UISV-alignment: item0.trailing == item3.trailing",
      ])
  }

  @Test func casesTheAppendPathLeavesToTheFullRecipe() {
    let two = [StackArrangedItem](repeating: StackArrangedItem(), count: 2)
    let hiddenLast = [StackArrangedItem(), StackArrangedItem(isHidden: true)]
    var proportional = StackConfiguration()
    proportional.distribution = .fillProportionally
    var gaps = StackConfiguration()
    gaps.distribution = .equalSpacing
    // A hidden item after the last visible one: its spacing-hidden constant becomes half the
    // spacing once a visible item follows.
    #expect(
      StackRecipe.appending([StackArrangedItem()], to: StackSummary(hiddenLast), StackConfiguration()) == nil)
    // A new hidden item, proportional lengths, gaps, one item before (its alignment block
    // differs), multi-line text side by side (shares of the canvas by count).
    #expect(
      StackRecipe.appending([StackArrangedItem(isHidden: true)], to: StackSummary(two), StackConfiguration())
        == nil)
    #expect(StackRecipe.appending([StackArrangedItem()], to: StackSummary(two), proportional) == nil)
    #expect(StackRecipe.appending([StackArrangedItem()], to: StackSummary(two), gaps) == nil)
    #expect(
      StackRecipe.appending(
        [StackArrangedItem()], to: StackSummary([StackArrangedItem()]), StackConfiguration()) == nil)
    #expect(
      StackRecipe.appending(
        [StackArrangedItem(isMultilineText: true)], to: StackSummary(two), StackConfiguration()) == nil)
  }

  /// Random configurations and items, split at a random point: when the append path gives a
  /// change, the old list less `removed` (each present) plus `added` is the new list as a
  /// multiset, and `added` comes in the new list's order.
  @Test(arguments: 0..<400)
  func appendPathEqualsTheFullRecipe(seed: Int) throws {
    var rng = SeededRandom(seed: UInt64(31_000 + seed))
    var stack = Self.randomConfiguration(&rng)
    stack.isBaselineRelative = Int.random(in: 0..<4, using: &rng) == 0
    let count = Int.random(in: 2...9, using: &rng)
    for i in 0..<count where Int.random(in: 0..<5, using: &rng) == 0 {
      stack.customSpacing[i] = Double(i + 1)
    }
    let items = (0..<count).map { _ in
      StackArrangedItem(
        isHidden: Int.random(in: 0..<6, using: &rng) == 0,
        axisLength: Double(Int.random(in: 1...50, using: &rng)),
        isMultilineText: Int.random(in: 0..<8, using: &rng) == 0)
    }
    let split = Int.random(in: 1..<count, using: &rng)
    let label =
      "seed \(31_000 + seed): \(stack.axis) \(stack.distribution) \(stack.alignment), "
      + "split \(split) of \(count)"
    guard
      let delta = StackRecipe.appending(
        Array(items[split...]), to: StackSummary(Array(items[..<split])), stack)
    else {
      return
    }
    var remaining = StackRecipe.constraints(stack, Array(items[..<split]))
    for c in delta.removed {
      let index = try #require(remaining.firstIndex(of: c), "\(label): \(c) is not in the old list")
      remaining.remove(at: index)
    }
    let new = StackRecipe.constraints(stack, items)
    #expect(
      (remaining + delta.added).map(\.description).sorted() == new.map(\.description).sorted(), "\(label)")
    #expect(
      new.filter { delta.added.contains($0) } == delta.added, "\(label): added out of the recipe's order")
  }

  /// Any axis, distribution and alignment, with a spacing of 0 to 6 in half points.
  static func randomConfiguration(_ rng: inout SeededRandom) -> StackConfiguration {
    var stack = StackConfiguration()
    stack.axis = Bool.random(using: &rng) ? .horizontal : .vertical
    stack.distribution = StackDistribution.allCases.randomElement(using: &rng)!
    stack.alignment = StackAlignment.allCases.randomElement(using: &rng)!
    stack.spacing = Double(Int.random(in: 0...12, using: &rng)) / 2
    return stack
  }

  @Test func summaryFollowsVisibility() {
    // Visible, hidden, visible, hidden: first 0, last 2, a hidden item after it; one more
    // visible item clears that.
    var summary = StackSummary([
      StackArrangedItem(), StackArrangedItem(isHidden: true), StackArrangedItem(),
      StackArrangedItem(isHidden: true),
    ])
    #expect(
      summary.count == 4 && summary.firstVisible == 0 && summary.lastVisible == 2
        && summary.hiddenAfterLastVisible)
    summary.append([StackArrangedItem()])
    #expect(summary.count == 5 && summary.lastVisible == 4 && !summary.hiddenAfterLastVisible)
  }
}

/// `AppendSharingArray`: copies share storage while they only append, and never see each
/// other's changes.
@Suite struct AppendSharingArrayTests {
  @Test func copiesNeverSeeEachOthersAppends() {
    var a: AppendSharingArray<Int> = [1, 2]
    var b = a
    a.append(3)  // extends the shared storage in place
    b.append(4)  // b ends before the storage does: it copies [1, 2] first
    var c = a
    c.append(5)
    #expect(Array(a) == [1, 2, 3] && Array(b) == [1, 2, 4] && Array(c) == [1, 2, 3, 5])
  }

  @Test func changesBeforeTheEndCopy() {
    var a: AppendSharingArray<Int> = [1, 2, 3]
    let b = a
    a.removeAll { $0 == 2 }
    a.insert(9, at: 0)
    var c = b
    c.removeAll { $0 == 7 }  // nothing matches: nothing changes
    #expect(Array(a) == [9, 1, 3] && Array(b) == [1, 2, 3] && c == b)
  }
}
