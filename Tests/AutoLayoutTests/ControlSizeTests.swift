import Testing
import TextMetrics

@testable import AutoLayout

/// Control sizes issue 11 adds.
@Suite struct ControlSizeTests {
  /// contentEdgeInsets grow a button's width by the insets and replace its 6 points above
  /// and below: "Go" at 15 pt without them is (w, 18 + 12 = 30); with (4, 10, 4, 10) it is
  /// (w + 20, 18 + 8 = 26). Public files store every such title-only button so (12 of 12 in 9
  /// repositories, 3 of them held out; raivo-otp's 16-pt button with 15 above and below is
  /// 20 + 30 = 50 high). Before, the insets came on top of the 12: 38.
  @Test func contentInsetsReplaceAButtonsPadding() throws {
    let f = Fixture()
    let b = try f.add(.button, "b")
    f.engine.setText(b, "Go")
    let plain = f.engine.measuredIntrinsicSize(of: b)
    #expect(plain.height == 30)
    f.engine.setContentInsets(b, Insets(top: 4, left: 10, bottom: 4, right: 10))
    let inset = f.engine.measuredIntrinsicSize(of: b)
    #expect(inset.width == plain.width.map { $0 + 20 })
    #expect(inset.height == 26)
  }

  /// A system button without an image is at least 30 wide, as Xcode stores them
  /// (docs/research/button-min-width.md): "1" at 15 pt (text about 8.5 wide) is 30 × 30
  /// (18 + 12 high); an empty one 30 × 30; "1" at 20 pt is 30 × 36 (its line height 23.87
  /// rounds up to 24, + 12); a 16 × 16 image alone is 16 wide, with no minimum.
  @Test func aSystemButtonWithoutAnImageIsAtLeastThirtyWide() throws {
    let f = Fixture()
    let one = try f.add(.button, "one")
    f.engine.setText(one, "1")
    let empty = try f.add(.button, "empty")
    let large = try f.add(.button, "large")
    f.engine.setText(large, "1")
    f.engine.setFont(large, Font(size: 20))
    let icon = try f.add(.button, "icon")
    f.engine.setButtonImage(icon, (16, 16))
    #expect(f.engine.measuredIntrinsicSize(of: one) == IntrinsicSize(width: 30, height: 30))
    #expect(f.engine.measuredIntrinsicSize(of: empty) == IntrinsicSize(width: 30, height: 30))
    #expect(f.engine.measuredIntrinsicSize(of: large) == IntrinsicSize(width: 30, height: 36))
    #expect(f.engine.measuredIntrinsicSize(of: icon).width == 16)
  }

  /// UIActivityIndicatorView: .medium 20 × 20, .large 37 × 37.
  @Test func activityIndicatorStyles() throws {
    let f = Fixture()
    let a = try f.add(.activity, "a")
    #expect(f.engine.measuredIntrinsicSize(of: a) == IntrinsicSize(width: 20, height: 20))
    f.engine.setLargeActivityStyle(a, true)
    #expect(f.engine.measuredIntrinsicSize(of: a) == IntrinsicSize(width: 37, height: 37))
  }

  /// Interface Builder's own measurements (frames it stored for controls with no size
  /// constraints, when it re-measured them), iOS 15–18: a stepper 94 × 32 (IQKeyboardManager's
  /// demo storyboards resized 94 × 29 → 94 × 32 with Xcode 11); a search bar 56 high; a
  /// navigation bar and a toolbar 44; a tab bar 49 (its 83 inside a tab bar controller is
  /// the home indicator's 34 added); a picker 320 × 216; a wheels date picker 320 × 216 and an
  /// inline one 336 × 353. Bars have no intrinsic width.
  @Test func controlsAndBarsHaveUIKitsSizes() throws {
    let f = Fixture(generation: .ios18)
    let expected: [(ViewKind, IntrinsicSize)] = [
      (.stepper, IntrinsicSize(width: 94, height: 32)), (.searchbar, IntrinsicSize(width: nil, height: 56)),
      (.navbar, IntrinsicSize(width: nil, height: 44)), (.toolbar, IntrinsicSize(width: nil, height: 44)),
      (.tabbar, IntrinsicSize(width: nil, height: 49)), (.picker, IntrinsicSize(width: 320, height: 216)),
    ]
    for (kind, size) in expected {
      let v = try f.add(kind, "v\(kind.rawValue)")
      #expect(f.engine.measuredIntrinsicSize(of: v) == size, "\(kind)")
    }
    // iOS 26 (docs/research/ios26-controls.md, files Xcode 26 re-measured): a search bar 64
    // high, a navigation bar 54; the stepper, toolbar, tab bar and picker as before.
    f.use(.ios26)
    let ios26: [(ViewKind, IntrinsicSize)] = [
      (.stepper, IntrinsicSize(width: 94, height: 32)), (.searchbar, IntrinsicSize(width: nil, height: 64)),
      (.navbar, IntrinsicSize(width: nil, height: 54)), (.toolbar, IntrinsicSize(width: nil, height: 44)),
      (.tabbar, IntrinsicSize(width: nil, height: 49)), (.picker, IntrinsicSize(width: 320, height: 216)),
    ]
    for (kind, size) in ios26 {
      let v = try #require(f.engine.item(named: "v\(kind.rawValue)"))
      #expect(f.engine.measuredIntrinsicSize(of: v) == size, "iOS 26 \(kind)")
    }
    let date = try f.add(.datepicker, "date")
    f.engine.setDatePickerStyle(date, .wheels)
    #expect(f.engine.measuredIntrinsicSize(of: date) == IntrinsicSize(width: 320, height: 216))
    f.engine.setDatePickerStyle(date, .inline)
    #expect(f.engine.measuredIntrinsicSize(of: date) == IntrinsicSize(width: 336, height: 353))
  }

  /// iOS 13–18: a page control is 26 high and 18n + 20 wide (10-point dots 8 apart, 14 a
  /// side): 3 pages are 54 + 20 = 74, as Xcode 16.2 stored them; 5 are 90 + 20 = 110. Only
  /// 10 dots show, so 40 pages are as wide as 10: 180 + 20 = 200. iOS 26: 53/3 per page, so
  /// 3 pages are 53 + 20 = 73 and 6 are 106 + 20 = 126, as Xcode 26 stored them.
  @Test func pageControlsGrowByPage() throws {
    let f = Fixture(generation: .ios18)
    let p = try f.add(.pagecontrol, "p")
    #expect(f.engine.measuredIntrinsicSize(of: p) == IntrinsicSize(width: 74, height: 26))
    f.engine.setNumberOfPages(p, 5)
    #expect(f.engine.measuredIntrinsicSize(of: p) == IntrinsicSize(width: 110, height: 26))
    f.engine.setNumberOfPages(p, 40)
    #expect(f.engine.measuredIntrinsicSize(of: p) == IntrinsicSize(width: 200, height: 26))
    f.use(.ios26)
    f.engine.setNumberOfPages(p, 3)
    #expect(abs((f.engine.measuredIntrinsicSize(of: p).width ?? 0) - 73) < 1e-9)
    f.engine.setNumberOfPages(p, 6)
    #expect(abs((f.engine.measuredIntrinsicSize(of: p).width ?? 0) - 126) < 1e-9)
  }

  /// A compact date picker is its 17-point line (20.287) plus 7 above and below: 34.287,
  /// 34.3333 on the 3x grid and 34.5 on the 2x grid, the heights Xcode stored for pickers
  /// whose height no constraint fixed.
  @Test func aCompactDatePickerIsOneLineOfTextTall() throws {
    let f = Fixture()
    let date = try f.add(.datepicker, "date")
    #expect(abs((f.engine.measuredIntrinsicSize(of: date).height ?? 0) - 103.0 / 3) < 1e-9)
    var screen = f.engine.screen
    screen.scaleOverride = 2
    f.engine.setScreen(screen)
    #expect(f.engine.measuredIntrinsicSize(of: date).height == 34.5)
  }

  /// A scrolling text view has no intrinsic size; with scrolling off it is its text plus
  /// textContainerInset (8 + 8) and lineFragmentPadding (5 + 5): one line of the 17-point
  /// body font is 20.3333 + 16 = 36.3333 high, the text's width + 10 wide. At 150 wide it
  /// wraps at 140, taking more lines, each 20.3333 more.
  @Test func aNonScrollingTextViewSizesToItsText() throws {
    let f = Fixture()
    let t = try f.add(.textview, "t")
    f.engine.setText(t, "Hello there, a text view that wraps its words")
    #expect(f.engine.measuredIntrinsicSize(of: t) == .none)
    f.engine.setScrollEnabled(t, false)
    let one = f.engine.measuredIntrinsicSize(of: t)
    #expect(abs((one.height ?? 0) - (20 + 1.0 / 3 + 16)) < 1e-9)
    let textWidth = f.engine.textLayout.size(of: f.engine.text(of: t), font: .body, scale: 3).width
    #expect(one.width == textWidth + 10)
    try f.constrain(t, .width, .equal, constant: 150)
    f.engine.layout()
    let wrapped = f.engine.frame(of: t)
    let lines = f.engine.textLines(of: t).count
    #expect(lines >= 2)
    #expect(abs(wrapped.height - (Double(lines) * 61.0 / 3 + 16)) < 0.34)
  }

  /// TextKit sets a text style's lines at the style's leading (Human Interface Guidelines:
  /// body 17/22), not at SF's line height: a non-scrolling text view in `.body` is one line
  /// of 22 + 16 = 38 high (the height Interface Builder stores for it, issue 11's research),
  /// two lines 44 + 16 = 60; the same text in `.system(17)` stays 20.3333 + 16. At xxxLarge
  /// body is 23 pt with leading 22 + (23 − 17) = 28 (an assumption: the guidelines' "one
  /// point per setting"), so one line is 44.
  @Test func aTextStyleSetsATextViewsLinesAtItsLeading() throws {
    let f = Fixture()
    let t = try f.add(.textview, "t")
    f.engine.setScrollEnabled(t, false)
    f.engine.setText(t, "Notes")
    f.engine.setFont(t, TextStyle.body.font)
    #expect(f.engine.measuredIntrinsicSize(of: t).height == 38)
    f.engine.setText(t, "Notes\nMore notes")
    #expect(f.engine.measuredIntrinsicSize(of: t).height == 60)
    f.engine.setFont(t, Font(size: 17))
    #expect(abs((f.engine.measuredIntrinsicSize(of: t).height ?? 0) - (2 * 61.0 / 3 + 16)) < 1e-9)
    f.engine.setFont(t, TextStyle.body.font)
    f.engine.setText(t, "Notes")
    var screen = f.engine.screen
    screen.contentSizeCategory = .extraExtraExtraLarge
    f.engine.setScreen(screen)
    #expect(f.engine.measuredIntrinsicSize(of: t).height == 44)
  }

  /// A `.body` label at AX5 is measured at 53 pt: SF's line height 53 × 2444 / 2048 =
  /// 63.248, rounded up to the 3× pixel grid: 63.3333. Back at Large it is 20.3333 again; a
  /// `.system(17)` label does not move.
  @Test func textStylesFollowTheContentSizeCategory() throws {
    let f = Fixture()
    let styled = try f.add(.label, "styled")
    f.engine.setText(styled, "Hello")
    f.engine.setFont(styled, TextStyle.body.font)
    let fixed = try f.add(.label, "fixed")
    f.engine.setText(fixed, "Hello")
    var screen = f.engine.screen
    screen.contentSizeCategory = .accessibilityExtraExtraExtraLarge
    f.engine.setScreen(screen)
    #expect(abs((f.engine.measuredIntrinsicSize(of: styled).height ?? 0) - 190.0 / 3) < 1e-9)
    #expect(abs((f.engine.measuredIntrinsicSize(of: fixed).height ?? 0) - 61.0 / 3) < 1e-9)
    screen.contentSizeCategory = .large
    f.engine.setScreen(screen)
    #expect(abs((f.engine.measuredIntrinsicSize(of: styled).height ?? 0) - 61.0 / 3) < 1e-9)
  }

  /// iOS 15 configurations at the medium size: contentInsets (7, 12, 7, 12) around the title
  /// in the body style (an Apple engineer on the Developer Forums, thread 733541; Xcode 14+
  /// frames store "Button" as 75 × 34.3333 = 12 + 51 + 12 by 7 + 20.3333 + 7). With an image
  /// (imagePadding 0): 12 + image + title + 12, as tall as the taller plus 14. Explicit
  /// contentInsets replace the configuration's.
  @Test func configuredButtonsAddTheirInsets() throws {
    let f = Fixture()
    let b = try f.add(.button, "b")
    f.engine.setText(b, "Button")
    f.engine.setButtonConfiguration(b, .filled)
    let title = f.engine.textLayout.size(of: "Button", font: TextStyle.body.font, scale: 3)
    #expect(
      f.engine.measuredIntrinsicSize(of: b) == IntrinsicSize(width: title.width + 24, height: 14 + 61.0 / 3))
    f.engine.setButtonImage(b, (20, 19))
    #expect(
      f.engine.measuredIntrinsicSize(of: b) == IntrinsicSize(width: title.width + 44, height: 14 + 61.0 / 3))
    f.engine.setContentInsets(b, Insets(top: 10, left: 20, bottom: 10, right: 20))
    #expect(
      f.engine.measuredIntrinsicSize(of: b) == IntrinsicSize(width: title.width + 60, height: 20 + 61.0 / 3))
  }

  /// A legacy system button's title width is rounded up to the whole point, as its height is:
  /// with 0.55 em a character, "Remove" at 15 pt is 6 × 0.55 × 15 = 49.5, which the pixel grid
  /// (3×) makes 49.667 and UIKit 50 (35 of 35 title-only buttons in public files are stored at
  /// the whole point). Before, the button was 49.667 wide.
  @Test func aLegacyButtonsTitleWidthIsRoundedUpToThePoint() throws {
    let f = Fixture(measurer: ApproximateTextMeasurer())
    let b = try f.add(.button, "b")
    f.engine.setText(b, "Remove")
    #expect(f.engine.measuredIntrinsicSize(of: b) == IntrinsicSize(width: 50, height: 30))
  }

  /// Legacy system buttons: the title's line height rounded up to the point, + 12: at 15 pt
  /// 17.9 → 18 + 12 = 30, at 12 pt 14.3 → 15 + 12 = 27 (IB's stored frames). With an image
  /// (24 × 24) beside "Go": image + title wide, as tall as the taller, no padding.
  @Test func legacyButtonsRoundToThePoint() throws {
    let f = Fixture()
    let b = try f.add(.button, "b")
    f.engine.setText(b, "Go")
    #expect(f.engine.measuredIntrinsicSize(of: b).height == 30)
    f.engine.setFont(b, Font(size: 12))
    #expect(f.engine.measuredIntrinsicSize(of: b).height == 27)
    f.engine.setFont(b, Font(size: 15))
    f.engine.setButtonImage(b, (24, 24))
    let title = f.engine.textLayout.size(of: "Go", font: Font(size: 15), scale: 3)
    #expect(f.engine.measuredIntrinsicSize(of: b) == IntrinsicSize(width: 24 + title.width, height: 24))
  }
}

/// A text field's height by its border style (docs/engine.md, "Text fields"; the frames IB
/// stored for fields sized by their content, docs/research/text-field-heights.md).
@Suite struct TextFieldHeightTests {
  func height(_ style: TextFieldBorderStyle, size: Double, secure: Bool = false) throws -> Double {
    let engine = LayoutEngine()
    let field = try engine.addView(.textfield, named: "f", to: engine.root)
    engine.setFont(field, Font(size: size))
    engine.setPlaceholder(field, "Email")
    engine.setTextFieldBorderStyle(field, style)
    engine.setSecureTextEntry(field, secure)
    engine.layout()
    return engine.frame(of: field).height
  }

  /// A rounded rect is 34 at 14 and at 17 points.
  @Test func aRoundedRectIs34() throws {
    #expect(try height(.roundedRect, size: 14) == 34)
    #expect(try height(.roundedRect, size: 17) == 34)
  }

  /// No border, 17 points: the line (20.29) on whole points, 21, plus one: 22; secure: 21.
  @Test func noBorderAt17() throws {
    #expect(try height(.none, size: 17) == 22)
    #expect(try height(.none, size: 17, secure: true) == 21)
  }

  /// No border, 14 points: the line (16.71) plus 2 on the 3x grid: 18.71 × 3 = 56.1 → 56 →
  /// 18.667 (IB stored 18.67 at 3x and 18.5 at 2x).
  @Test func noBorderAt14() throws {
    #expect(abs(try height(.none, size: 14) - 56.0 / 3) < 1e-9)
  }

  /// A line border at 17 points: 21 + 9 = 30; a bezel at 14: 17 + 5 = 22.
  @Test func lineAndBezel() throws {
    #expect(try height(.line, size: 17) == 30)
    #expect(try height(.bezel, size: 14) == 22)
  }
}
