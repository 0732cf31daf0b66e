import Foundation
import LabLanguage
import Testing

@testable import LabSession

/// The Interface Builder importer hands the session statements located at the elements they
/// came from: an error in one points at the file's own line, column and attribute, not at
/// text made up for it (issue 37: importers produce statements, not text).
@Suite struct InterfaceBuilderLocationTests {
  /// A xib with one label, written for this test; `hugging` is the label's horizontal
  /// hugging priority and `constant` its leading constraint's constant.
  static func xib(hugging: String = "251", constant: String = "16") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505">
        <objects>
            <view contentMode="scaleToFill" id="top-vw-001" userLabel="Card">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
                    <label text="Hello" horizontalHuggingPriority="\(hugging)"
                           translatesAutoresizingMaskIntoConstraints="NO" id="hel-lb-001">
                        <rect key="frame" x="16" y="40" width="40" height="20.333333333333332"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="hel-lb-001" firstAttribute="leading" secondItem="top-vw-001" secondAttribute="leading" constant="\(constant)" id="hel-ld-001"/>
                    <constraint firstItem="hel-lb-001" firstAttribute="top" secondItem="top-vw-001" secondAttribute="top" constant="40" id="hel-tp-001"/>
                </constraints>
            </view>
        </objects>
    </document>
    """
  }

  /// Loads the xib text from a file of its own and gives what the session printed.
  static func load(_ text: String) -> (output: [String], errors: [String]) {
    let loaded = InterfaceBuilderTestFile.load(text, then: "tree")
    return (loaded.output, loaded.errors)
  }

  /// An element's start tag and attributes are located even when the tag runs over two lines:
  /// the label's `<label` is on line 7 at column 17 (after 16 spaces, the literal's
  /// indentation taken off), its `translatesAutoresizingMaskIntoConstraints` on line 8 at
  /// column 24 (after 23).
  @Test func elementsAndAttributesAreLocated() throws {
    let root = try InterfaceBuilderDocument.parse(Data(Self.xib().utf8)).get()
    let label = try #require(root.descendants("label").first)
    #expect(label.location.start == SourceLocation(line: 7, column: 17))
    #expect(label.location.end == SourceLocation(line: 7, column: 23))  // `<label` is 6 characters
    let mask = label.location(of: "translatesAutoresizingMaskIntoConstraints")
    #expect(mask.start == SourceLocation(line: 8, column: 24))
    // `translatesAutoresizingMaskIntoConstraints="NO"` is 46 characters: 24 + 46 = 70.
    #expect(mask.end == SourceLocation(line: 8, column: 70))
  }

  /// A hugging priority that is no number is an error at its attribute (line 7, where
  /// `horizontalHuggingPriority` starts at column 37: 17 + `<label text="Hello" `, 20
  /// characters), not at a line of `<Card.xib Card>`, text made up for it.
  @Test func aBadAttributeIsAnErrorAtItsAttribute() {
    let (_, errors) = Self.load(Self.xib(hugging: "lots"))
    let first = errors.first ?? ""
    #expect(first.hasPrefix("Card.xib:7:37: error: expected a priority"))
    #expect(first.contains(#"horizontalHuggingPriority="lots""#))
  }

  /// A constant that is no number was taken as 0 without a word; now it is an error at its
  /// attribute, and the constraint is left out.
  @Test func aConstantThatIsNoNumberIsAnError() {
    let (output, errors) = Self.load(Self.xib(constant: "8pt"))
    #expect(errors.first?.hasPrefix("Card.xib:13:") == true)
    #expect(errors.first?.contains("expected a number for the constant") == true)
    #expect(output.contains { $0.hasPrefix("loaded Card") })
  }

  /// What the importer made reads in the history as if typed: the xib's top view is `card`,
  /// the label's hugging is a block property, and a constant IB stores as
  /// 16.333333333333332 keeps six digits (16.3333), as UIKit prints it.
  @Test func theHistoryReadsAsTyped() {
    let loaded = InterfaceBuilderTestFile.load(Self.xib(constant: "16.333333333333332"), then: "history")
    let history = (loaded.output + loaded.errors).joined(separator: "\n")
    #expect(history.contains(#"add label hello "Hello" to card { hugging.h = 251 }"#))
    #expect(history.contains("hello.leading == card.leading + 16.3333 as ibhel_ld_001"))
  }
}
