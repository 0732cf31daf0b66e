import Foundation
import Testing
import TextMetrics

/// Every UIFont.Weight, upright and italic, is measured with its own Inter face (issue 12).
@Suite struct FontFaceTests {
  /// ultraLight → Inter Thin, …, heavy → ExtraBold, black → Black; italic adds `Italic`
  /// (`Inter-Italic` for regular); from 20 pt the Display cut. Each file exists.
  @Test func everyWeightAndItalicHasItsFace() throws {
    let measurer = try #require(ShapedTextMeasurer(), "fonts-inter is not installed")
    let expected: [FontWeight: String] = [
      .ultraLight: "Thin", .thin: "ExtraLight", .light: "Light", .regular: "Regular", .medium: "Medium",
      .semibold: "SemiBold", .bold: "Bold", .heavy: "ExtraBold", .black: "Black",
    ]
    for weight in FontWeight.allCases {
      let upright = try #require(measurer.facePath(for: Font(size: 17, weight: weight)))
      #expect(upright.hasSuffix("/Inter-\(expected[weight]!).otf"))
      let italic = try #require(measurer.facePath(for: Font(size: 17, weight: weight, italic: true)))
      #expect(italic.hasSuffix("/Inter-\(weight == .regular ? "" : expected[weight]!)Italic.otf"))
      #expect(FileManager.default.fileExists(atPath: italic))
      let display = try #require(measurer.facePath(for: Font(size: 28, weight: weight)))
      #expect(display.hasSuffix("/InterDisplay-\(expected[weight]!).otf"))
    }
  }

  /// Heavier weights set the same text wider: ultraLight < regular < black for "Hello".
  @Test func heavierIsWider() throws {
    let measurer = try #require(ShapedTextMeasurer(), "fonts-inter is not installed")
    let widths = [FontWeight.ultraLight, .regular, .black].map {
      measurer.width(of: "Hello", font: Font(size: 17, weight: $0))
    }
    #expect(widths[0] < widths[1] && widths[1] < widths[2])
  }
}
