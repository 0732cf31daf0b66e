import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a command to completion with a deadline, without Foundation's `Process`.
///
/// Why not `Process`: on Linux its `waitUntilExit()` can miss a child's exit and wait forever
/// (seen in CI: the `tmux` client a zombie, the test blocked in the run loop, the whole run
/// killed at its time limit). Here the child is spawned with `posix_spawnp` and reaped by
/// polling `waitpid`, its output goes to a file (no pipe a daemon could hold open), and a child
/// that outlives the deadline is killed, so a test can fail but never hang.
public enum ChildProcess {
  public struct Result {
    /// The exit status, or nil when the child was killed at the deadline or could not start.
    public var status: Int32?
    public var output: String
  }

  public static func run(_ arguments: [String], deadline seconds: Double = 10) -> Result {
    let outputPath = NSTemporaryDirectory() + "layoutlab-child-\(getpid())-\(UUID().uuidString)"
    defer { unlink(outputPath) }

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }

    var pid: pid_t = 0
    guard posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ) == 0 else {
      return Result(status: nil, output: "")
    }

    var status: Int32 = 0
    var exited = false
    let end = Date().addingTimeInterval(seconds)
    while Date() < end {
      let reaped = waitpid(pid, &status, WNOHANG)
      if reaped == pid || (reaped == -1 && errno != EINTR) {
        exited = reaped == pid
        break
      }
      usleep(10_000)
    }
    if !exited {
      kill(pid, SIGKILL)
      _ = waitpid(pid, &status, 0)
    }
    let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    // WIFEXITED / WEXITSTATUS, written out: Swift does not import the macros.
    let exitStatus: Int32? = exited && (status & 0x7f) == 0 ? (status >> 8) & 0xff : nil
    return Result(status: exitStatus, output: output)
  }
}
