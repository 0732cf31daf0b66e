import Foundation

/// One level of a guided lesson: a `.lab` file with a small header. It stays a script that runs:
/// the setup, then a solution, then the hidden checks, so `layoutlab LEVEL.lab` proves that the
/// solution reaches the goal.
///
///     # lesson: Your first constraint
///     # goal: Put the box 20 points in from the top and leading edges of the safe area.
///     # setup
///     device iphone15
///     add view box
///     # solution
///     box.leading == root.safeArea.leading + 20
///     # checks
///     expect box.frame == (20, 79, 100, 100)
///     # hint: A view needs an x, a y, a width and a height.
///
/// A `# hint:` line belongs to the check above it and is shown while that check fails. A
/// `# vary:` line in the checks names statements (a root size, margins) after which the views
/// must still sit where the solution puts them.
/// The format is described in `docs/language.md`, "Lessons".
public struct Lesson: Sendable {
  public struct Check: Sendable {
    /// The `expect` statement, as written.
    public var text: String
    /// Its line in the file (for errors).
    public var line: Int
    public var hints: [String]
  }

  public var title: String
  public var goal: [String]
  /// The statements the level starts with.
  public var setup: String
  /// Statements that reach the goal: they draw the goal's picture, and tests play them.
  public var solution: String
  public var checks: [Check]
  /// `# vary: set root.size = 400x300`: statements after which the learner's views must still
  /// sit where the solution's do, so that a level about a relation is not passed by numbers
  /// that happen to fit one size.
  public var variations: [Check]
  /// Where it was read from, for errors and for remembering progress.
  public var file: String

  /// What a malformed lesson file lacks, with the line to look at.
  public struct FormatError: Error, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String
    public var description: String { "\(file):\(line): \(message)" }
  }

  /// Reads a lesson. Every section is required and comes once, in the order setup, solution,
  /// checks; a level with no check could never be finished.
  public init(text: String, file: String) throws(FormatError) {
    enum Section { case header, setup, solution, checks }
    var section = Section.header
    var title: String? = nil
    var goal: [String] = []
    var setup: [String] = []
    var solution: [String] = []
    var checks: [Check] = []
    var variations: [Check] = []
    var seen: [String] = []
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (i, raw) in lines.enumerated() {
      let line = raw.trimmingCharacters(in: .whitespaces)
      let number = i + 1
      if ["# setup", "# solution", "# checks"].contains(line) {
        let name = String(line.dropFirst(2))
        let order = ["setup", "solution", "checks"]
        guard !seen.contains(name), seen.count == order.firstIndex(of: name)! else {
          throw FormatError(
            file: file, line: number,
            message: "the sections are `# setup`, `# solution` and `# checks`, once each, in that order")
        }
        seen.append(name)
        section = name == "setup" ? .setup : name == "solution" ? .solution : .checks
        continue
      }
      switch section {
      case .header:
        if let value = Self.value(of: "lesson", in: line) {
          title = value
        } else if let value = Self.value(of: "goal", in: line) {
          goal.append(value)
        } else if !line.isEmpty && !line.hasPrefix("#") {
          throw FormatError(
            file: file, line: number,
            message: "a statement before `# setup`: the header holds only `# lesson:` and `# goal:` lines")
        }
      case .setup: setup.append(raw)
      case .solution: solution.append(raw)
      case .checks:
        if let variation = Self.value(of: "vary", in: line) {
          variations.append(Check(text: variation, line: number, hints: []))
        } else if let hint = Self.value(of: "hint", in: line) {
          guard !checks.isEmpty else {
            throw FormatError(
              file: file, line: number, message: "a `# hint:` belongs to the `expect` above it")
          }
          checks[checks.count - 1].hints.append(hint)
        } else if line.hasPrefix("expect ") {
          checks.append(Check(text: line, line: number, hints: []))
        } else if !line.isEmpty && !line.hasPrefix("#") {
          throw FormatError(
            file: file, line: number,
            message: "the checks section holds `expect` statements and their `# hint:` lines only")
        }
      }
    }
    guard let title, !title.isEmpty else {
      throw FormatError(file: file, line: 1, message: "a lesson starts with `# lesson: TITLE`")
    }
    guard seen.count == 3 else {
      throw FormatError(
        file: file, line: lines.count,
        message: "the `# \(["setup", "solution", "checks"][seen.count])` section is missing")
    }
    guard !checks.isEmpty else {
      throw FormatError(file: file, line: lines.count, message: "a lesson needs at least one `expect` check")
    }
    self.title = title
    self.goal = goal
    self.setup = setup.joined(separator: "\n")
    self.solution = solution.joined(separator: "\n")
    self.checks = checks
    self.variations = variations
    self.file = file
  }

  /// The text after `# KEY:`, nil when the line is not one.
  static func value(of key: String, in line: String) -> String? {
    let prefix = "# \(key):"
    guard line.hasPrefix(prefix) else { return nil }
    return line.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
  }

  /// The name progress is remembered by: the file's name without its folder and extension.
  public var identifier: String {
    URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
  }
}
