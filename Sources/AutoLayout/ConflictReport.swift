/// UIKit's "Unable to simultaneously satisfy constraints" report for one broken constraint.
public struct ConflictReport: Sendable {
  /// The constraint the engine broke (the one that did not fit).
  public var broken: ConstraintID
  /// The conflicting set in NSLayoutConstraint description form, the broken one included.
  public var constraintDescriptions: [String]
  public var brokenDescription: String
  /// The sizes UIKit keeps at 0 or more that take part in the conflict (`p.height >= 0`):
  /// UIKit never lists them, so its report alone can show one constraint conflicting with
  /// nothing.
  public var hiddenSizeFloors: [String] = []

  /// LayoutLab's word after UIKit's report, naming what the report leaves out; nil when it
  /// leaves nothing out.
  public var note: String? {
    guard !hiddenSizeFloors.isEmpty else { return nil }
    let floors = hiddenSizeFloors.map { "`\($0)`" }.joined(separator: " and ")
    let verb = hiddenSizeFloors.count == 1 ? "is" : "are"
    return "note: UIKit keeps every view's width and height at 0 or more and never lists that rule in "
      + "its report; here \(floors) \(verb) what the listed constraints conflict with"
  }

  /// The report as UIKit prints it (reference §5.5), user names in place of addresses.
  public var text: String {
    var lines = [
      "Unable to simultaneously satisfy constraints.",
      "\tProbably at least one of the constraints in the following list is one you don't want. ",
      "\tTry this: ",
      "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
      "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
    ]
    // Recent UIKit prints the note only when the list holds autoresizing constraints
    // (reference §5.5).
    if constraintDescriptions.contains(where: { $0.hasPrefix("<NSAutoresizingMaskLayoutConstraint") }) {
      lines.append(
        "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
          + "refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
    }
    lines.append("(")
    for (i, d) in constraintDescriptions.enumerated() {
      lines.append("    \"\(d)\"" + (i + 1 < constraintDescriptions.count ? "," : ""))
    }
    lines.append(")")
    lines.append("")
    lines.append("Will attempt to recover by breaking constraint ")
    lines.append(brokenDescription)
    return lines.joined(separator: "\n")
  }
}
