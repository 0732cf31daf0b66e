import AutoLayout
import LabLanguage
import TextMetrics

/// One `set VIEW.PROPERTY = VALUE` on its way to the engine: the view, its kind, the property
/// as written and the value.
struct PropertyAssignment {
  let item: ItemID
  let kind: ViewKind
  let property: String
  let value: LocatedValue
  /// The whole `VIEW.PROPERTY` path, for errors about the property rather than its value.
  let range: SourceRange
}

/// How each property of `ViewProperty.all` reaches the engine. Each reads the value, refuses
/// one it cannot take with the value's location, and calls one engine setter.
extension Session {
  // MARK: - What a view shows

  func setPlaceholder(_ a: PropertyAssignment) throws {
    engine.setPlaceholder(a.item, try stringValue(a.value))
  }

  func setText(_ a: PropertyAssignment) throws {
    if case .modelValue = a.value.value {
      try setBoundText(a.item, a.value)
    } else {
      engine.setText(a.item, try stringValue(a.value))
      document.textBindings[a.item] = nil
      document.textSources[a.item] = nil
    }
  }

  func setFont(_ a: PropertyAssignment) throws { engine.setFont(a.item, try font(a.value)) }

  func setLines(_ a: PropertyAssignment) throws {
    let n = try number(a.value)
    guard n >= 0, n == n.rounded(), n <= 1_000_000 else {
      throw Diagnostic("`lines` is 0 (unlimited) or a count up to 1,000,000", at: a.value.range)
    }
    engine.setLines(a.item, Int(n))
  }

  /// Drawing only: pictures fill the view with it.
  func setBackground(_ a: PropertyAssignment) throws {
    engine.setBackground(a.item, try backgroundColor(a.value))
  }

  func setHidden(_ a: PropertyAssignment) throws { engine.setHidden(a.item, try bool(a.value)) }

  func setIdentifier(_ a: PropertyAssignment) throws {
    engine.setIdentifier(a.item, try stringValue(a.value))
  }

  func setClass(_ a: PropertyAssignment) throws { engine.setClassName(a.item, try stringValue(a.value)) }

  func setImageSize(_ a: PropertyAssignment) throws {
    guard case .size(let w?, let h?) = a.value.value else {
      throw Diagnostic("`size` is an image's size, such as 16x16", at: a.value.range)
    }
    engine.setImageSize(a.item, width: w, height: h)
  }

  func setSegments(_ a: PropertyAssignment) throws {
    guard case .list(let entries) = a.value.value else {
      throw Diagnostic("`items` is a segmented control's list of titles", at: a.value.range)
    }
    var titles: [String] = []
    for entry in entries {
      guard case .string(let s) = entry else {
        throw Diagnostic("segment titles are strings", at: a.value.range)
      }
      titles.append(s)
    }
    engine.setSegments(a.item, titles)
  }

  func setTextAlignment(_ a: PropertyAssignment) throws {
    let alignment: TextAlignment = try enumCase(a.value, "a \(a.kind.rawValue)'s `alignment` is")
    engine.setTextAlignment(a.item, alignment)
  }

  /// Insets written as `(top, left, bottom, right)` or one number for all four; `sides`
  /// names them as the error says them.
  func insets(_ a: PropertyAssignment, sides: String = "top, left, bottom, right") throws(Diagnostic)
    -> Insets
  {
    switch a.value.value {
    case .insets(let t, let l, let b, let r): return Insets(top: t, left: l, bottom: b, right: r)
    case .number(let n): return Insets(all: n)
    default: throw Diagnostic("`\(a.property)` takes insets (\(sides)) or one number", at: a.value.range)
    }
  }

  func setContentInsets(_ a: PropertyAssignment) throws { engine.setContentInsets(a.item, try insets(a)) }

  func setActivityStyle(_ a: PropertyAssignment) throws {
    switch enumName(a.value) {
    case "medium": engine.setLargeActivityStyle(a.item, false)
    case "large": engine.setLargeActivityStyle(a.item, true)
    default: throw Diagnostic("an activity indicator's `style` is .medium or .large", at: a.value.range)
    }
  }

  // MARK: - How a view takes part in layout

  func setIntrinsic(_ a: PropertyAssignment) throws {
    switch a.value.value {
    case .none: engine.setIntrinsicOverride(a.item, IntrinsicSize.none)
    case .size(let w, let h): engine.setIntrinsicOverride(a.item, IntrinsicSize(width: w, height: h))
    default: throw Diagnostic("`intrinsic` is WxH, Wx-, -xH or none", at: a.value.range)
    }
  }

  /// `hugging.h`, `hugging.v`, `compression.h`, `compression.v`.
  func setContentPriority(_ a: PropertyAssignment) throws {
    let axis: Axis = a.property.hasSuffix(".h") ? .horizontal : .vertical
    if a.property.hasPrefix("hugging") {
      try engine.setHugging(a.item, axis, try priority(a.value))
    } else {
      try engine.setCompressionResistance(a.item, axis, try priority(a.value))
    }
  }

  func setAlignmentInsets(_ a: PropertyAssignment) throws { engine.setAlignmentInsets(a.item, try insets(a)) }

  func setMargins(_ a: PropertyAssignment) throws {
    engine.setMargins(a.item, try insets(a, sides: "top, leading, bottom, trailing"))
  }

  func setPreservesSuperviewMargins(_ a: PropertyAssignment) throws {
    engine.setPreservesSuperviewMargins(a.item, try bool(a.value))
  }

  func setRespectsSystemMinimumMargins(_ a: PropertyAssignment) throws {
    engine.setRespectsSystemMinimumMargins(a.item, try bool(a.value))
  }

  func setInsetsMarginsFromSafeArea(_ a: PropertyAssignment) throws {
    engine.setInsetsMarginsFromSafeArea(a.item, try bool(a.value))
  }

  func setFrame(_ a: PropertyAssignment) throws {
    guard a.item != engine.root else {
      throw Diagnostic("the root's frame is the screen's (`device`, `root.size`)", at: a.range)
    }
    guard case .insets(let x, let y, let w, let h) = a.value.value, w >= 0, h >= 0 else {
      throw Diagnostic(
        "`frame` is (x, y, width, height) in the superview, sizes not negative", at: a.value.range)
    }
    engine.setFrame(a.item, Rect(x: x, y: y, width: w, height: h))
  }

  func setAutoresizingMask(_ a: PropertyAssignment) throws {
    engine.setAutoresizingMask(a.item, try autoresizingMask(a.value))
  }

  func setTranslatesAutoresizingMask(_ a: PropertyAssignment) throws {
    guard a.item != engine.root else { throw Diagnostic("the root's frame is the screen's", at: a.range) }
    engine.setTranslatesAutoresizingMask(a.item, try bool(a.value))
  }

  // MARK: - The root: the screen it fills

  /// `root.size = 320x568`: the screen's size in points, overriding the device's.
  func setRootSize(_ a: PropertyAssignment) throws {
    guard case .size(let w?, let h?) = a.value.value, w > 0 && h > 0 else {
      throw Diagnostic("root.size takes a size such as 320x568", at: a.value.range)
    }
    var screen = engine.screen
    screen.sizeOverride = (w, h)
    engine.setScreen(screen)
  }

  /// `root.safeArea = (top, left, bottom, right)` or one inset for all four.
  func setRootSafeArea(_ a: PropertyAssignment) throws {
    var screen = engine.screen
    switch a.value.value {
    case .insets(let t, let l, let b, let r):
      screen.safeAreaOverride = Insets(top: t, left: l, bottom: b, right: r)
    case .number(let n): screen.safeAreaOverride = Insets(all: n)
    default: throw Diagnostic("root.safeArea takes insets (top, left, bottom, right)", at: a.value.range)
    }
    engine.setScreen(screen)
  }

  /// `root.scale = 1 | 2 | 3`: points to pixels, for pixel rounding.
  func setRootScale(_ a: PropertyAssignment) throws {
    guard case .number(let n) = a.value.value, n == 1 || n == 2 || n == 3 else {
      throw Diagnostic("root.scale takes 1, 2 or 3", at: a.value.range)
    }
    var screen = engine.screen
    screen.scaleOverride = n
    engine.setScreen(screen)
  }

  /// `root.contentSizeCategory = .accessibilityLarge`: the Dynamic Type size text styles use.
  func setContentSizeCategory(_ a: PropertyAssignment) throws {
    let category: ContentSizeCategory = try enumCase(a.value, "the content size categories are")
    var screen = engine.screen
    screen.contentSizeCategory = category
    engine.setScreen(screen)
  }
}
