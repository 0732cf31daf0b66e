/// The recipe's append path: what changes in a stack's constraints when visible views are
/// added at the end of its arrangement, without generating the whole list again.
///
/// A stack of n views makes about 3n constraints. Regenerating and matching them all at every `add
/// view … to stack` cost O(n) per added view, most of a long column's build (docs/engine.md,
/// "Performance"). For the common case the change is local: the closing edge moves to the new last
/// view, and each new view brings its own spacing, alignment, spanning and ambiguity constraints.
/// Everything else stays, so the delta below is exact.
///
/// It is exact only under the conditions `appending` checks; in every other case it returns
/// nil and the engine regenerates in full. StackRecipeAppendTests checks, over random stacks,
/// that the old list less `removed` plus `added` is the full recipe's new list, with `added`
/// in the recipe's order.
public struct StackSummary: Equatable, Sendable {
  /// How many items the generation was made for.
  public var count = 0
  public var firstVisible: Int?
  public var lastVisible: Int?
  /// A hidden item after the last visible one: its `UISV-spacing-hidden` constant depends on
  /// whether a visible item follows, so an append would change it.
  public var hiddenAfterLastVisible = false
  /// `UISV-text-width-disambiguation` shares the canvas by the number of visible items: an
  /// append changes every one of them.
  public var hasMultilineText = false

  public init(_ items: [StackArrangedItem]) { append(items) }

  public mutating func append(_ items: [StackArrangedItem]) {
    for item in items {
      if item.isHidden {
        hiddenAfterLastVisible = true
      } else {
        if firstVisible == nil { firstVisible = count }
        lastVisible = count
        hiddenAfterLastVisible = false
      }
      hasMultilineText = hasMultilineText || item.isMultilineText
      count += 1
    }
  }
}

/// The change an append makes to a stack's constraints.
public struct StackAppend: Sendable {
  /// Constraints of the old generation that are no longer made.
  public var removed: [StackConstraint]
  /// Constraints the new generation adds, in the recipe's order.
  public var added: [StackConstraint]
}

extension StackRecipe {
  /// The change from the generation for `old` to the one for `old` followed by `new`, or nil
  /// when the append path does not cover the case (the caller regenerates in full).
  ///
  /// Covered: distribution fill or fillEqually; at least two items before, one of them
  /// visible, and no hidden item after the last visible one; every new item visible; no
  /// multi-line text in a horizontal stack. Then, against the recipe:
  /// - ends: the closing edge moves from the old last visible item to the new last item;
  ///   the leading edge and hidden items (each has a visible item after it) stay;
  /// - chain: a link from the old last visible item through the new ones;
  /// - fillEqually: each new item as long as the first visible one;
  /// - across: alignment with item 0, the spanner around each new item (unless fill), and
  ///   each new item's ambiguity suppression; the spanner's fit stays at 51 (an item was
  ///   visible before).
  public static func appending(
    _ new: [StackArrangedItem], to old: StackSummary, _ stack: StackConfiguration
  ) -> StackAppend? {
    guard !new.isEmpty, old.count >= 2, let first = old.firstVisible, let last = old.lastVisible,
      !old.hiddenAfterLastVisible, new.allSatisfy({ !$0.isHidden }),
      stack.distribution == .fill || stack.distribution == .fillEqually,
      !(stack.axis == .horizontal && (old.hasMultilineText || new.contains { $0.isMultilineText }))
    else { return nil }
    let a = AxisAttributes(stack.axis)
    let indices = old.count..<(old.count + new.count)
    var added = [closingEdge(indices.upperBound - 1, a)]
    var previous = last
    for q in indices {
      added.append(chainLink(previous, q, stack, a))
      previous = q
    }
    if stack.distribution == .fillEqually {
      for q in indices { added.append(equalLength(q, first, a)) }
    }
    let plan = AlignmentPlan(stack)
    for k in indices { plan.alignment(k, into: &added) }
    if stack.alignment != .fill {
      for k in indices { plan.spanningBoundaries(k, into: &added) }
      for k in indices { added.append(plan.ambiguitySuppression(k)) }
    }
    return StackAppend(removed: [closingEdge(last, a)], added: added)
  }
}
