import Foundation

/// `layoutlab test --junit FILE`: JUnit XML as CI systems read it (Jenkins, GitLab, GitHub
/// actions' reporters): one `<testsuite>` for the run, one `<testcase>` per script, a
/// `<failure>` for failed expectations and an `<error>` for wrong statements, each with the
/// messages as text.
public enum JUnitReport {
  public static func xml(_ results: [ScriptTestResult], seconds: Double) -> String {
    let failures = results.filter { $0.outcome == .failed }.count
    let errors = results.filter { $0.outcome == .error }.count
    var out = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      #"<testsuites name="layoutlab" tests="\#(results.count)" "#
        + #"failures="\#(failures)" errors="\#(errors)" time="\#(time(seconds))">"#,
      #"  <testsuite name="layoutlab" tests="\#(results.count)" failures="\#(failures)" "#
        + #"errors="\#(errors)" skipped="0" time="\#(time(seconds))">"#,
    ]
    for result in results {
      let name = escape(result.path)
      let head =
        #"    <testcase name="\#(name)" classname="\#(escape(className(result.path)))" "#
        + #"time="\#(time(result.seconds))""#
      switch result.outcome {
      case .passed:
        out.append(head + "/>")
      case .failed:
        out.append(head + ">")
        let message = result.failures.first?.message ?? "an expectation failed"
        let details = result.failures.map {
          "\($0.file):\($0.line):\($0.column): \($0.message)" + $0.frames.map { "\n  " + $0 }.joined()
        }
        out.append(
          #"      <failure message="\#(escape(message))" "#
            + #"type="expectation">\#(escape(details.joined(separator: "\n")))</failure>"#
        )
        out.append("    </testcase>")
      case .error:
        out.append(head + ">")
        let message = result.errors.first.map { String($0.prefix { $0 != "\n" }) } ?? "a statement was wrong"
        out.append(
          #"      <error message="\#(escape(message))" "#
            + #"type="statement">\#(escape(result.errors.joined(separator: "\n")))</error>"#
        )
        out.append("    </testcase>")
      }
    }
    out += ["  </testsuite>", "</testsuites>"]
    return out.joined(separator: "\n") + "\n"
  }

  /// The script's folder, dotted, as JUnit's class name (`Tests.Scripts`).
  static func className(_ path: String) -> String {
    let folders = path.split(separator: "/").dropLast().filter { $0 != "." }
    return folders.isEmpty ? "layoutlab" : folders.joined(separator: ".")
  }

  static func time(_ seconds: Double) -> String { String(format: "%.3f", seconds) }

  /// XML text and attribute escapes; characters XML 1.0 cannot hold become U+FFFD.
  static func escape(_ s: String) -> String {
    var out = ""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
      default: out.unicodeScalars.append(scalar.value < 0x20 ? "\u{FFFD}" : scalar)
      }
    }
    return out
  }
}
