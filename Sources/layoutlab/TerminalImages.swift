import Foundation
import LabRender

/// Which inline-image protocol this terminal speaks, worked out once, when `draw --image`
/// first asks: `LAYOUTLAB_IMAGE_PROTOCOL` or kitty's and iTerm2's environment variables
/// decide; otherwise, on a terminal, the Primary Device Attributes query (`ESC [ c`) says
/// whether it draws sixel, with a 300 ms limit so a terminal that does not answer costs
/// little. Output that is not a terminal gets no images unless the variable asks for them.
final class TerminalImages {
  private var known: TerminalImageProtocol??

  func current() -> TerminalImageProtocol? {
    if let known { return known }
    let environment = ProcessInfo.processInfo.environment
    let found: TerminalImageProtocol?
    if let decided = TerminalImageProtocol.detect(environment: environment) {
      found = environment["LAYOUTLAB_IMAGE_PROTOCOL"] != nil || isatty(STDOUT_FILENO) != 0 ? decided : nil
    } else {
      found = isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0 && askForSixel() ? .sixel : nil
    }
    known = .some(found)
    return found
  }

  /// Sends `ESC [ c` and reads the answer without echo, for at most 300 ms.
  private func askForSixel() -> Bool {
    var saved = termios()
    guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return false }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    tcsetattr(STDIN_FILENO, TCSANOW, &raw)
    defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
    FileHandle.standardOutput.write(Data("\u{1B}[c".utf8))
    var answer = ""
    let deadline = Date().addingTimeInterval(0.3)
    while Date() < deadline && !answer.hasSuffix("c") {
      var poller = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 50) > 0 else { continue }
      var byte: UInt8 = 0
      guard read(STDIN_FILENO, &byte, 1) == 1 else { break }
      answer.unicodeScalars.append(Unicode.Scalar(byte))
    }
    return TerminalImageProtocol.answerListsSixel(answer)
  }
}
