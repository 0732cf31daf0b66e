import Foundation

/// ANSI colours for a terminal: new frames green, moved ones yellow, errors red. Off with
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

  /// An output line: `+ name` green, `~ name` yellow.
  func output(_ line: String) -> String {
    if line.hasPrefix("+ ") { return paint(line, "32") }
    if line.hasPrefix("~ ") { return paint(line, "33") }
    return line
  }

  /// An error line: `…: error: …` and `…: expectation failed: …` red, the rest as is.
  func error(_ line: String) -> String {
    if line.contains(": error: ") || line.contains(": expectation failed: ") { return paint(line, "31") }
    if line.hasPrefix("Unable to simultaneously satisfy") { return paint(line, "33") }
    return line
  }
}
