import Foundation
import LabSession

/// ANSI colours for a terminal, chosen by what a line is (`OutputLine.Role`): new frames
/// green, moved ones yellow, errors red. Off with
/// `--no-color`, with `NO_COLOR` set, or when the output is not a terminal, so that pipes and
/// scripts get plain bytes.
struct TerminalColors {
  let enabled: Bool

  init(disabled: Bool) {
    let environment = ProcessInfo.processInfo.environment
    enabled = !disabled && environment["NO_COLOR"] == nil && isatty(STDOUT_FILENO) != 0
  }

  func paint(_ text: String, _ code: String) -> String {
    enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// A block of output as the terminal shows it, a line at a time: its first line in its
  /// role's colour (a new view green, a changed frame yellow, an error's header red, a
  /// conflict report's opening yellow), the rest (an error's source line and caret) as is.
  func lines(_ output: OutputLine) -> [String] {
    let lines = output.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let first = lines.first else { return [] }
    let code: String? =
      switch output.role {
      case .viewAdded: "32"
      case .viewRemoved: "31"
      case .frameChanged, .conflictReport: "33"
      case .error: "31"
      case .text: nil
      }
    return [code.map { paint(first, $0) } ?? first] + lines.dropFirst()
  }
}
