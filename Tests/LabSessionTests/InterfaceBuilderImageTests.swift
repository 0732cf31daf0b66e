import Foundation
import Testing

@testable import LabSession

/// What `load` says of an image view whose size it cannot know (docs/research/sf-symbols.md):
/// a system symbol's stored 128 × 116 is its shape, not its size, so it is not used; a
/// picture missing from the file's resources is named as missing.
@Suite struct InterfaceBuilderImageTests {
  static func notes(image: String, catalog: String?) throws -> [String] {
    let resource =
      catalog.map { #"<image name="\#(image)" catalog="\#($0)" width="128" height="116"/>"# } ?? ""
    let xib = InterfaceBuilderTestFile.xib(
      toolsVersion: "24412", resources: resource,
      """
              <view contentMode="scaleToFill" id="top-vw-001" userLabel="Card">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                  <subviews>
                      <imageView image="\(image)" translatesAutoresizingMaskIntoConstraints="NO" id="ico-iv-001">
                          <rect key="frame" x="16" y="40" width="20" height="18"/>
                      </imageView>
                  </subviews>
              </view>
      """)
    let root = try InterfaceBuilderDocument.parse(Data(xib.utf8)).get()
    let scene = try #require(InterfaceBuilderImport.scenes(in: root).first)
    return InterfaceBuilderImport.translate(scene, document: root, taken: []).notes
  }

  /// A symbol gets no size (it was not 128 × 116, and it is still not), and the note says why.
  @Test func aSystemSymbolsStoredSizeIsItsShape() throws {
    let notes = try Self.notes(image: "star", catalog: "system")
    #expect(notes.contains { $0.contains("the system symbol 'star' has no size") && $0.contains("shape") })
  }

  /// A picture the file does not list is named as missing.
  @Test func aMissingPictureIsNamedAsMissing() throws {
    let notes = try Self.notes(image: "logo", catalog: nil)
    #expect(notes.contains { $0.contains("the image 'logo' is not among the file's resources") })
  }
}
