import AutoLayout
import Foundation
import LabLanguage

/// The limits on one statement's solve: past `settings solveTimeLimit` seconds (10 by default), or
/// with the process past half the machine's memory, the solver stops and the statement is taken
/// back with an error, so that the shell neither hangs nor is killed.
extension Session {
  /// The resident memory past which a solve stops: half of the machine's memory.
  static let memoryLimitBytes = ProcessInfo.processInfo.physicalMemory / 2

  /// Starts the budget of one statement.
  func startSolveBudget() {
    let seconds = document.solveTimeLimit.value
    let deadline = DispatchTime.now().uptimeNanoseconds &+ UInt64(seconds * 1e9)
    let memoryLimit = Self.memoryLimitBytes
    engine.setSolveBudget {
      DispatchTime.now().uptimeNanoseconds > deadline || Self.residentBytes() > memoryLimit
    }
  }

  func endSolveBudget() { engine.setSolveBudget(nil) }

  /// The error for a statement whose solve was stopped.
  func budgetDiagnostic(_ statement: Statement) -> Diagnostic {
    let seconds = document.solveTimeLimit.value
    let limit = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    return Diagnostic(
      Self.residentBytes() > Self.memoryLimitBytes
        ? "the layout outgrew half of this machine's memory while solving; the statement was taken back"
        : "the layout took more than \(limit) s to solve; the statement was "
          + "taken back (`settings solveTimeLimit = N` sets the limit in seconds)",
      at: statement.range)
  }

  /// Resident memory in bytes (Linux's /proc/self/statm; 0 where it is missing).
  static func residentBytes() -> UInt64 {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    return fields.count > 1 ? (UInt64(fields[1]) ?? 0) * UInt64(sysconf(Int32(_SC_PAGESIZE))) : 0
  }
}
