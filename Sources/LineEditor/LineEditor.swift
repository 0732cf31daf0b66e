import CLibEdit
import Foundation

/// What reading a line gave.
public enum LineInput: Equatable, Sendable {
  case line(String)
  /// Ctrl-C: the line was dropped.
  case interrupted
  /// Ctrl-D on an empty line, or the end of the input.
  case endOfInput
}

/// Line editing with libedit: emacs keys, a prompt, Tab completion through a closure, and a
/// history saved after every line (so it survives restarts and crashes).
///
/// libedit calls back into C function pointers; they reach this object through the editor's
/// client data (`Unmanaged`), so there is no global state. The object stays on the thread that
/// made it.
public final class LineEditor {
  let editLine: OpaquePointer
  let history: OpaquePointer
  var event = HistEvent()
  /// The prompt libedit shows; kept alive as a C string while it is in use.
  var promptStorage: UnsafeMutablePointer<CChar>
  public var prompt: String {
    didSet {
      free(promptStorage)
      promptStorage = strdup(prompt) ?? strdup("> ")!  // crash-ok: strdup fails only when memory is exhausted
    }
  }
  let historyFile: String?
  /// Given the text before the cursor, the words that may complete it.
  public var completer: (String) -> [String] = { _ in [] }
  /// Given the text before the cursor once a word is completed, whether a space goes after
  /// it (a name that `.` will follow takes none).
  public var spaceAfterCompletion: (String) -> Bool = { _ in true }

  /// Nil when standard input is not a terminal (read lines with `readLine()` instead: libedit
  /// would put piped lines into the history file).
  public init?(program: String = "layoutlab", prompt: String = "layoutlab> ", historyFile: String?) {
    guard isatty(STDIN_FILENO) != 0 else { return nil }
    LineEditor.ensureUTF8Locale()
    guard let el = ll_init(program), let h = history_init() else { return nil }
    editLine = el
    history = h
    self.prompt = prompt
    promptStorage = strdup(prompt) ?? strdup("> ")!  // crash-ok: strdup fails only when memory is exhausted
    self.historyFile = historyFile
    ll_history_size(h, &event, 1000)
    ll_history_unique(h, &event, 1)
    if let historyFile { ll_history_load(h, &event, historyFile) }
    ll_set_editor(el, "emacs")
    ll_set_history(el, h)
    ll_set_clientdata(el, Unmanaged.passUnretained(self).toOpaque())
    ll_set_prompt(el) { el in
      guard let el, let data = ll_get_clientdata(el) else { return nil }
      return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue().promptStorage
    }
    ll_add_function(el, "layoutlab-complete", "complete the word before the cursor") { el, _ in
      guard let el, let data = ll_get_clientdata(el) else { return UInt8(CC_ERROR) }
      return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue().complete()
    }
    ll_bind(el, "^I", "layoutlab-complete")
    ll_catch_interrupts()
  }

  deinit {
    el_end(editLine)
    history_end(history)
    free(promptStorage)
  }

  /// Without a UTF-8 locale libedit drops every non-ASCII byte (Chinese, emoji).
  static func ensureUTF8Locale() {
    setlocale(LC_ALL, "")
    if let codeset = ll_codeset(),
      String(cString: codeset).uppercased().replacingOccurrences(of: "-", with: "") != "UTF8"
    {
      setlocale(LC_ALL, "C.UTF-8")
    }
  }

  /// Reads one line (without its newline) and records it in the history.
  public func readLine() -> LineInput {
    var count: Int32 = 0
    ll_clear_interrupted()
    guard let raw = el_gets(editLine, &count) else {
      // Ctrl-C during a Ctrl-R search ends libedit's search as if at the end of the input
      // (no line, no EINTR): the handler's flag tells it from Ctrl-D, which leaves.
      return ll_was_interrupted() != 0 ? .interrupted : .endOfInput
    }
    var line = String(cString: raw)
    if line.hasSuffix("\n") { line.removeLast() }
    if !line.trimmingCharacters(in: .whitespaces).isEmpty {
      ll_history_enter(history, &event, line)
      if let historyFile { ll_history_save(history, &event, historyFile) }
    }
    return .line(line)
  }

  /// Tab: one candidate completes the word (and a space follows, unless
  /// `spaceAfterCompletion` says not); several insert their common prefix and are listed in
  /// columns that fit the terminal.
  func complete() -> UInt8 {
    let before = textBeforeCursor()
    let word = String(before.reversed().prefix { !" \t([{,;".contains($0) && $0 != "." }.reversed())
    let candidates = completer(before)
    guard !candidates.isEmpty else { return UInt8(CC_REFRESH_BEEP) }
    let common = candidates.dropFirst().reduce(candidates[0]) { prefix, next in
      String(zip(prefix, next).prefix { $0 == $1 }.map(\.0))
    }
    if common.count > word.count {
      let rest = String(common.dropFirst(word.count))
      el_insertstr(editLine, rest)
      if candidates.count == 1 && spaceAfterCompletion(before + rest) { el_insertstr(editLine, " ") }
      return UInt8(CC_REFRESH)
    }
    if candidates.count == 1 { return UInt8(CC_REFRESH) }
    print("\n" + Self.columns(candidates, width: terminalWidth()))
    return UInt8(CC_REDISPLAY)
  }

  func textBeforeCursor() -> String {
    guard let info = el_line(editLine) else { return "" }
    let length = info.pointee.cursor - info.pointee.buffer
    return String(
      decoding: UnsafeBufferPointer(
        start: UnsafeRawPointer(info.pointee.buffer).assumingMemoryBound(to: UInt8.self), count: length),
      as: UTF8.self)
  }

  /// The terminal's width now (it may have been resized since the shell started), 80 when
  /// the output is not a terminal.
  func terminalWidth() -> Int {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }

  /// `words` in columns two spaces apart, filled down then across as `ls` and bash list
  /// them, as many columns as fit in `width`. No word is broken across lines: a word wider
  /// than the terminal gets a line of its own.
  public static func columns(_ words: [String], width: Int) -> String {
    guard let widest = words.map(\.count).max() else { return "" }
    let gap = 2
    let perLine = max(1, (width + gap) / (widest + gap))
    let lines = (words.count + perLine - 1) / perLine
    return (0..<lines).map { line in
      let row = stride(from: line, to: words.count, by: lines).map { words[$0] }
      return row.dropLast().map { $0 + String(repeating: " ", count: widest + gap - $0.count) }.joined()
        + (row.last ?? "")
    }.joined(separator: "\n")
  }

  /// `$XDG_STATE_HOME/layoutlab/history`, or `~/.local/state/layoutlab/history`.
  public static func defaultHistoryFile() -> String? { stateFolder().map { "\($0)/history" } }

  /// `$XDG_STATE_HOME/layoutlab` or `~/.local/state/layoutlab`, made if missing.
  public static func stateFolder() -> String? {
    let environment = ProcessInfo.processInfo.environment
    let base =
      environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? environment["HOME"].map { "\($0)/.local/state" }
    guard let base else { return nil }
    let folder = "\(base)/layoutlab"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }
}
