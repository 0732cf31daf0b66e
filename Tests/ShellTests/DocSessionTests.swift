import Foundation
import TestSupport
import Testing

/// Every session shown in README.md and docs/*.md runs, and prints what the page shows.
///
/// The convention (README.md, "The sessions in these pages run"):
///
/// - A fenced block tagged `lab` is a script. It runs as `layoutlab --quiet` with the block on
///   its standard input, from the repository's folder. When the next fenced block is tagged
///   `output`, that block is what it prints (output and errors, as a terminal shows them);
///   with none, it prints nothing.
/// - A block tagged `console` is a terminal: `$ COMMAND` runs COMMAND with `sh` from the
///   repository's folder, `layoutlab` being the binary just built; the lines after it are
///   what it prints. Lines starting with the shell's prompts, `layoutlab> ` and `...> `, are
///   typed: they go to the command's standard input and are not part of what it prints.
/// - In what is printed, a line holding only `…` stands for any lines (none included), and
///   trailing spaces do not count.
/// - Every other fenced block says what it is instead (`sh` commands to type, `swift` code,
///   `text` pictures and grammar) and is not run; a block with no tag is refused, so that a
///   session cannot pass unnoticed as something else.
@Suite struct DocSessionTests {
  @Test(arguments: DocPages.sessions)
  func theSessionPrintsWhatThePageShows(session: DocSession) throws {
    let binary = try #require(ShellTerminalTests.binary, "layoutlab is not built")
    for run in session.runs {
      let printed = DocRunner.run(run, binary: binary)
      if let difference = DocComparison.difference(
        shown: run.shown, printed: printed, file: session.file, at: run.line)
      {
        Issue.record(Comment(rawValue: difference))
      }
    }
  }

  /// Each fenced block is a session, an output, or says what else it is.
  @Test func everyFencedBlockSaysWhatItIs() {
    #expect(DocPages.problems == [], "\(DocPages.problems.joined(separator: "\n"))")
  }

  /// The pages show sessions: a reader that found none would pass everything.
  @Test func thePagesShowSessions() {
    let files = Set(DocPages.sessions.map(\.file))
    #expect(files.contains("README.md"))
    #expect(files.contains("docs/language.md"))
    #expect(DocPages.sessions.count >= 10)
  }

  /// A `lab` block with a wrong number in its output fails, naming the page's line of the
  /// wrong number and showing both lines. `add view a; a.width == 40; frames a` prints
  /// `a  (0, 0, 40, 0)  root (0, 0, 40, 0)`; the page says 41.
  @Test func aWrongOutputIsReportedAtItsLine() throws {
    let binary = try #require(ShellTerminalTests.binary, "layoutlab is not built")
    let page = """
      Some prose.

      ```lab
      add view a; a.width == 40; frames a
      ```

      ```output
      a  (0, 0, 41, 0)  root (0, 0, 41, 0)
      ```
      """
    let parsed = DocPage(file: "page.md", text: page)
    #expect(parsed.problems == [])
    let run = try #require(parsed.sessions.first?.runs.first)
    let printed = DocRunner.run(run, binary: binary)
    let difference = try #require(
      DocComparison.difference(shown: run.shown, printed: printed, file: "page.md", at: run.line))
    // The block's statement is line 4; the wrong line is line 8.
    #expect(difference.hasPrefix("page.md:4: the session prints something else"), "\(difference)")
    #expect(difference.contains("page.md:8 - a  (0, 0, 41, 0)  root (0, 0, 41, 0)"), "\(difference)")
    #expect(difference.contains("+ a  (0, 0, 40, 0)  root (0, 0, 40, 0)"), "\(difference)")
  }

  /// In a `console` block, prompt lines are input: the command reads them, and what it
  /// prints is compared without them.
  @Test func promptLinesAreTypedNotPrinted() throws {
    let binary = try #require(ShellTerminalTests.binary, "layoutlab is not built")
    let page = """
      ```console
      $ layoutlab --quiet
      layoutlab> add view a; a.width == 40
      layoutlab> frames a
      a  (0, 0, 40, 0)  root (0, 0, 40, 0)
      ```
      """
    let run = try #require(DocPage(file: "page.md", text: page).sessions.first?.runs.first)
    #expect(run.input == "add view a; a.width == 40\nframes a\n")
    #expect(run.shown.map(\.text) == ["a  (0, 0, 40, 0)  root (0, 0, 40, 0)"])
    #expect(
      DocComparison.difference(
        shown: run.shown, printed: DocRunner.run(run, binary: binary), file: "page.md", at: 2) == nil)
  }

  /// A line of `…` stands for any number of printed lines, none included.
  @Test func anEllipsisStandsForAnyLines() {
    func shown(_ lines: [String]) -> [DocLine] { lines.enumerated().map { DocLine(text: $1, line: $0 + 1) } }
    // a … d covers b and c; a … b covers nothing between a and b.
    #expect(DocComparison.matches(shown(["a", "…", "d"]), ["a", "b", "c", "d"]))
    #expect(DocComparison.matches(shown(["a", "…", "b"]), ["a", "b"]))
    #expect(!DocComparison.matches(shown(["a", "…", "d"]), ["a", "b", "c"]))
    #expect(!DocComparison.matches(shown(["a", "b"]), ["a", "b", "c"]))
  }

  /// A wrong line after a `…` is reported against the printed line it stands for, not lost
  /// among the lines the ellipsis covers. Shown `a … x` (lines 1–3) against printed
  /// `a b c d`: the ellipsis covers b and c, so line 3 `x` stands against `d`.
  @Test func aWrongLineAfterAnEllipsisIsReportedAgainstItsPrintedLine() throws {
    let shown = ["a", "…", "x"].enumerated().map { DocLine(text: $1, line: $0 + 1) }
    let difference = try #require(
      DocComparison.difference(shown: shown, printed: "a\nb\nc\nd\n", file: "p.md", at: 1))
    #expect(
      difference == """
        p.md:1: the session prints something else (- the page, + layoutlab):
        p.md:1   a
        p.md:3 - x
               + d
        """)
  }

  /// Trailing spaces are invisible on a page, so they do not count (UIKit's conflict report
  /// ends some lines with one).
  @Test func trailingSpacesDoNotCount() {
    #expect(DocComparison.matches([DocLine(text: "a", line: 1)], ["a  "]))
  }

  /// A block without a tag, and an `output` block that follows no `lab` block, are refused
  /// with their lines.
  @Test func untaggedAndOrphanBlocksAreRefused() {
    let page = """
      ```
      add view a
      ```

      ```output
      nothing
      ```
      """
    #expect(
      DocPage(file: "page.md", text: page).problems == [
        "page.md:1: a fenced block needs a tag: lab, output, console, or what it is (sh, swift, text)",
        "page.md:5: an output block follows a lab block",
      ])
  }
}

/// One line a page shows, with its line number in the page.
struct DocLine: Equatable, Sendable {
  var text: String
  var line: Int
}

/// One command of a session: how it runs, what it reads, and what it should print.
struct DocRun: Sendable {
  /// The `sh` command line (`layoutlab --quiet` for a `lab` block).
  var command: String
  /// What it reads on its standard input.
  var input: String
  /// The page's line of the command (a `lab` block's first line).
  var line: Int
  var shown: [DocLine]
}

/// A session shown in a page: a `lab` block with its output, or a `console` block.
struct DocSession: Sendable, CustomTestStringConvertible {
  var file: String
  var line: Int
  var runs: [DocRun]
  var testDescription: String { "\(file):\(line)" }
}

/// The fenced blocks of one Markdown page, read as sessions.
struct DocPage {
  var sessions: [DocSession] = []
  var problems: [String] = []

  private struct Block {
    var tag: String
    var line: Int  // the opening fence's line
    var lines: [String]
  }

  init(file: String, text: String) {
    var blocks: [Block] = []
    var open: (fence: String, indent: Int, block: Block)?
    for (index, raw) in text.components(separatedBy: "\n").enumerated() {
      let number = index + 1
      let indent = raw.prefix { $0 == " " }.count
      let trimmed = raw.dropFirst(indent)
      if var current = open {
        if trimmed.hasPrefix(current.fence)
          && trimmed.drop(while: { $0 == current.fence.first }).allSatisfy(\.isWhitespace)
        {
          blocks.append(current.block)
          open = nil
        } else {
          // Content is indented as its fence is (a block inside a list item).
          current.block.lines.append(String(raw.dropFirst(min(indent, current.indent))))
          open = current
        }
        continue
      }
      guard let marker = trimmed.first, marker == "`" || marker == "~" else { continue }
      let fence = String(trimmed.prefix { $0 == marker })
      guard fence.count >= 3 else { continue }
      let tag = trimmed.dropFirst(fence.count).split(separator: " ").first.map { $0.lowercased() } ?? ""
      open = (fence, indent, Block(tag: tag, line: number, lines: []))
    }
    if let open { problems.append("\(file):\(open.block.line): the fenced block is never closed") }

    for (i, block) in blocks.enumerated() {
      switch block.tag {
      case "":
        problems.append(
          "\(file):\(block.line): a fenced block needs a tag: "
            + "lab, output, console, or what it is (sh, swift, text)")
      case "lab":
        var shown: [DocLine] = []
        if i + 1 < blocks.count, blocks[i + 1].tag == "output" {
          shown = blocks[i + 1].lines.enumerated().map {
            DocLine(text: $1, line: blocks[i + 1].line + 1 + $0)
          }
        }
        let run = DocRun(
          command: "layoutlab --quiet", input: block.lines.map { $0 + "\n" }.joined(), line: block.line + 1,
          shown: shown)
        sessions.append(DocSession(file: file, line: block.line + 1, runs: [run]))
      case "output":
        if i == 0 || blocks[i - 1].tag != "lab" {
          problems.append("\(file):\(block.line): an output block follows a lab block")
        }
      case "console":
        var runs: [DocRun] = []
        for (offset, line) in block.lines.enumerated() {
          let number = block.line + 1 + offset
          if line.hasPrefix("$ ") {
            runs.append(DocRun(command: String(line.dropFirst(2)), input: "", line: number, shown: []))
          } else if runs.isEmpty {
            if !line.allSatisfy(\.isWhitespace) {
              problems.append("\(file):\(number): a console block starts with `$ COMMAND`")
            }
          } else if let typed = Self.typed(line) {
            runs[runs.count - 1].input += typed + "\n"
          } else {
            runs[runs.count - 1].shown.append(DocLine(text: line, line: number))
          }
        }
        if !runs.isEmpty { sessions.append(DocSession(file: file, line: runs[0].line, runs: runs)) }
      default:
        break
      }
    }
  }

  /// The statement on a line that starts with one of the shell's prompts.
  static func typed(_ line: String) -> String? {
    for prompt in ["layoutlab> ", "...> "] where line.hasPrefix(prompt) {
      return String(line.dropFirst(prompt.count))
    }
    return line == "layoutlab>" || line == "...>" ? "" : nil
  }
}

/// README.md and docs/*.md of this repository.
enum DocPages {
  static let pages: [DocPage] = {
    let repository = ShellTerminalTests.repository
    let docs = repository.appendingPathComponent("docs")
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? [])
      .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    return (["README.md"] + names).compactMap { name in
      guard let text = try? String(contentsOf: repository.appendingPathComponent(name), encoding: .utf8)
      else { return nil }
      return DocPage(file: name, text: text)
    }
  }()

  static var sessions: [DocSession] { pages.flatMap(\.sessions) }
  static var problems: [String] { pages.flatMap(\.problems) }
}

/// Runs a session's command as a reader would, with nothing of theirs: a fresh state folder
/// (lesson progress, history), no colours, UTF-8.
enum DocRunner {
  static func run(_ run: DocRun, binary: String) -> String {
    let folder = NSTemporaryDirectory() + "layoutlab-doc-\(getpid())-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let input = folder + "/input"
    let script = folder + "/command.sh"
    try? run.input.write(toFile: input, atomically: true, encoding: .utf8)
    let bin = URL(fileURLWithPath: binary).deletingLastPathComponent().path
    try? """
    export PATH=\(quoted(bin)):"$PATH" XDG_STATE_HOME=\(quoted(folder)) NO_COLOR=1 LANG=C.UTF-8
    cd \(quoted(ShellTerminalTests.repository.path)) || exit 99
    exec 2>&1
    \(run.command)
    """.write(toFile: script, atomically: true, encoding: .utf8)
    return ChildProcess.run(["sh", "-c", "exec sh \(quoted(script)) < \(quoted(input))"], deadline: 120)
      .output
  }

  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

/// Compares what a page shows with what was printed.
enum DocComparison {
  static let ellipsis = "…"

  static func normalized(_ line: String) -> String {
    var line = Substring(line)
    while let last = line.last, last == " " || last == "\t" { line = line.dropLast() }
    return String(line)
  }

  /// The printed text's lines, without the last line's newline and trailing blank lines.
  static func lines(_ printed: String) -> [String] {
    var lines = printed.components(separatedBy: "\n").map(normalized)
    while lines.last == "" { lines.removeLast() }
    return lines
  }

  static func trimmed(_ shown: [DocLine]) -> [DocLine] {
    var shown = shown.map { DocLine(text: normalized($0.text), line: $0.line) }
    while shown.last?.text == "" { shown.removeLast() }
    return shown
  }

  /// Whether the printed lines are the shown ones, a `…` line standing for any lines.
  static func matches(_ shown: [DocLine], _ printed: [String]) -> Bool {
    let shown = trimmed(shown)
    let printed = printed.map(normalized)
    // reach[j]: the first i shown lines can produce the first j printed lines.
    var reach = [true] + Array(repeating: false, count: printed.count)
    for line in shown {
      var next = Array(repeating: false, count: printed.count + 1)
      if line.text == ellipsis {
        var any = false
        for j in 0...printed.count {
          any = any || reach[j]
          next[j] = any
        }
      } else {
        for j in 0..<printed.count where reach[j] && printed[j] == line.text { next[j + 1] = true }
      }
      reach = next
    }
    return reach[printed.count]
  }

  /// nil when they match; else a report naming the page's lines: `-` what the page shows,
  /// `+` what was printed, two lines of context around each change.
  static func difference(shown: [DocLine], printed: String, file: String, at line: Int) -> String? {
    let printed = lines(printed)
    if matches(shown, printed) { return nil }
    let shown = trimmed(shown)
    enum Step {
      case same(DocLine)
      case shown(DocLine)
      case printed(String)
    }
    // The longest common subsequence, exact lines (an ellipsis matches nothing here).
    let n = shown.count
    let m = printed.count
    var length = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        length[i][j] =
          shown[i].text == printed[j] ? length[i + 1][j + 1] + 1 : max(length[i + 1][j], length[i][j + 1])
      }
    }
    var steps: [Step] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, shown[i].text == printed[j] {
        steps.append(.same(shown[i]))
        i += 1
        j += 1
      } else if i < n, j == m || length[i + 1][j] >= length[i][j + 1] {
        steps.append(.shown(shown[i]))
        i += 1
      } else {
        steps.append(.printed(printed[j]))
        j += 1
      }
    }
    // In a change that holds a `…` line, the ellipsis covers the printed lines between those
    // the shown lines before and after it stand against: only those are reported.
    var cleaned: [Step] = []
    var change: [Step] = []
    func flush() {
      let lines = change.compactMap { if case .shown(let l) = $0 { l } else { nil } }
      let texts = change.compactMap { if case .printed(let t) = $0 { t } else { nil } }
      if let first = lines.firstIndex(where: { $0.text == ellipsis }),
        let last = lines.lastIndex(where: { $0.text == ellipsis })
      {
        let before = first
        let after = lines.count - 1 - last
        let kept = before + after < texts.count ? Array(texts.prefix(before) + texts.suffix(after)) : texts
        cleaned += lines.filter { $0.text != ellipsis }.map { .shown($0) } + kept.map { .printed($0) }
      } else {
        cleaned += change
      }
      change = []
    }
    for step in steps {
      if case .same = step {
        flush()
        cleaned.append(step)
      } else {
        change.append(step)
      }
    }
    flush()
    steps = cleaned
    let width = "\(file):\(shown.last?.line ?? line)".count
    func pad(_ text: String) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
    var report = ["\(file):\(line): the session prints something else (- the page, + layoutlab):"]
    let changed = steps.indices.filter { if case .same = steps[$0] { false } else { true } }
    if changed.isEmpty {
      // Only an ellipsis's placement differs: show everything.
      report += printed.map { pad("") + " + " + $0 }
    }
    var last = -1
    for index in steps.indices where changed.contains(where: { abs($0 - index) <= 2 }) {
      if last >= 0 && index > last + 1 { report.append(pad("") + "   …") }
      last = index
      switch steps[index] {
      case .same(let l): report.append(pad("\(file):\(l.line)") + "   " + l.text)
      case .shown(let l): report.append(pad("\(file):\(l.line)") + " - " + l.text)
      case .printed(let text): report.append(pad("") + " + " + text)
      }
    }
    return report.joined(separator: "\n")
  }
}
