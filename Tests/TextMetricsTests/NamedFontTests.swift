import Testing
import TextMetrics

/// Named fonts (`.custom(…)`): their own file through fontconfig, a stand-in, or the system
/// font (issue 12).
@Suite struct NamedFontTests {
  @Test func postScriptNamesSplitIntoFamilyAndStyle() {
    #expect(NamedFonts.split("HelveticaNeue-BoldItalic") == ("Helvetica Neue", .bold, true))
    #expect(NamedFonts.split("AvenirNext-DemiBold") == ("Avenir Next", .semibold, false))
    #expect(NamedFonts.split("Avenir Next") == ("Avenir Next", nil, false))
  }

  /// With its package: Liberation Sans (fonts-liberation2) is found as itself. Helvetica
  /// Neue is not installed here: Liberation Sans, with Arial's (and Helvetica's) advance
  /// widths, stands in, bold for bold. Without any package: Zapfino has no face and no
  /// stand-in, and the measurer uses Inter.
  @Test func aNamedFontWithAndWithoutItsPackage() throws {
    let own = try #require(NamedFonts.face(family: "Liberation Sans", weight: .regular, italic: false))
    #expect(!own.isSubstitute && own.path.hasSuffix("LiberationSans-Regular.ttf"))
    let helvetica = try #require(NamedFonts.face(family: "Helvetica Neue", weight: .bold, italic: false))
    #expect(
      helvetica.isSubstitute && helvetica.family == "Liberation Sans"
        && helvetica.path.hasSuffix("LiberationSans-Bold.ttf"))
    #expect(NamedFonts.face(family: "Zapfino", weight: .regular, italic: false) == nil)
    let measurer = try #require(ShapedTextMeasurer(), "fonts-inter is not installed")
    #expect(measurer.facePath(for: Font(size: 17, name: "Zapfino"))?.hasSuffix("Inter-Regular.otf") == true)
  }

  /// "Hello" in Helvetica at 17 pt, from Arial's (= Helvetica's) advances in units of 2048:
  /// H 1479 + e 1139 + l 455 + l 455 + o 1139 = 4667; 4667 / 2048 × 17 = 38.7393.
  @Test func helveticaMeasuresWithItsMetrics() throws {
    let measurer = try #require(ShapedTextMeasurer(), "fonts-inter is not installed")
    let width = measurer.width(of: "Hello", font: Font(size: 17, name: "Helvetica"))
    #expect(abs(width - 4667.0 / 2048 * 17) < 0.001, "\(width)")
  }
}
