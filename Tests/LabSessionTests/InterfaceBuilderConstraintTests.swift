import Testing

@testable import LabSession

/// How one IB `<constraint>` becomes a statement: "Use Standard Value" (`symbolic="YES"`).
/// UIKit resolves the symbol again at run time to what IB stores, 20 from a superview's
/// edge and 8 between siblings (logs print `NSSpace(20)`, `NSSpace(8)`;
/// docs/research/symbolic-spacing.md), so the stored constant is kept.
@Suite struct InterfaceBuilderConstraintTests {
  let names = ["sup": "card", "a": "title", "b": "subtitle", "safe": "card.safeArea"]

  func statement(_ attributes: [String: String]) -> String? {
    var notes: [String] = []
    return InterfaceBuilderImport.constraint(
      IBElement(name: "constraint", attributes: attributes), holder: "sup", names: names, notes: &notes
    )?.labSource
  }

  /// A leading edge 20 from the superview's, standard: 20 (it was `+ system`, 8, before).
  @Test func aStandardSpaceToTheSuperviewKeepsIBs20() {
    #expect(
      statement([
        "firstItem": "a", "firstAttribute": "leading", "secondAttribute": "leading", "constant": "20",
        "symbolic": "YES",
      ]) == "title.leading == card.leading + 20")
  }

  @Test func aStandardSpaceBetweenSiblingsKeeps8() {
    #expect(
      statement([
        "firstItem": "b", "firstAttribute": "top", "secondItem": "a", "secondAttribute": "bottom",
        "constant": "8", "symbolic": "YES",
      ]) == "subtitle.top == title.bottom + 8")
  }

  /// With no constant stored: the standard 8 between siblings, 0 to a safe area.
  @Test func noStoredConstant() {
    #expect(
      statement([
        "firstItem": "b", "firstAttribute": "top", "secondItem": "a", "secondAttribute": "bottom",
        "symbolic": "YES",
      ]) == "subtitle.top == title.bottom + system")
    #expect(
      statement([
        "firstItem": "a", "firstAttribute": "leading", "secondItem": "safe", "secondAttribute": "leading",
        "symbolic": "YES",
      ]) == "title.leading == card.safeArea.leading")
  }

  /// A font IB stores with `pointSize="0.0"` (a built-in cell label at its style's font) is
  /// no font of its own; a real size is kept.
  @Test func aZeroPointSizeIsTheDefaultFont() {
    let zero = IBElement(name: "fontDescription", attributes: ["type": "system", "pointSize": "0.0"])
    #expect(InterfaceBuilderImport.fontValue(zero) == nil)
    let twelve = IBElement(name: "fontDescription", attributes: ["type": "system", "pointSize": "12"])
    #expect(InterfaceBuilderImport.fontValue(twelve)?.labSource == ".system(12)")
  }
}
