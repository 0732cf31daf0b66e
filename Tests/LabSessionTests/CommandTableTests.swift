import AutoLayout
import LabLanguage
import LabSession
import Testing
import TextMetrics

/// The command table (`CommandTable`) is the one list of the language's words: the parser, the
/// session, completion, `help` and the usage errors all read it, and these check that none of
/// them has a word the table lacks or lacks one the table has.
@Suite struct CommandTableTests {
  /// A session with a few views the table's examples name, what it printed and its errors.
  static func session(_ script: String = "") -> (Session, LineBox, LineBox) {
    let output = LineBox()
    let errors = LineBox()
    let session = Session(
      textLayout: { TextLayout(measurer: ApproximateTextMeasurer()) }, output: { _ in },
      errorOutput: { errors.lines.append($0.text) })
    session.files.allowsWrites = false
    session.run(
      "autoprint off\nadd view card [.pin]\nadd label title \"T\" to card\n"
        + "add view badge\nadd view a\nadd view b\n" + script,
      file: "setup")
    session.display.output = {
      output.lines.append(
        contentsOf: $0.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }
    return (session, output, errors)
  }

  /// What one statement printed and its errors, in a fresh session.
  static func run(_ line: String, after script: String = "") -> (output: [String], errors: [String]) {
    let (session, output, errors) = session(script)
    errors.lines.removeAll()
    session.run(line, file: "<command>")
    return (output.lines, errors.lines)
  }

  /// The word a parsed statement starts with: nil for the forms that start with a name.
  /// (Every case is listed, so that a new kind of statement has to say which word it is.)
  static func word(of kind: StatementKind) -> String? {
    switch kind {
    case .add: "add"
    case .remove: "remove"
    case .move: "move"
    case .rename: "rename"
    case .set: "set"
    case .activate: "activate"
    case .deactivate: "deactivate"
    case .device: "device"
    case .layout: "layout"
    case .vfl: "vfl"
    case .command(let name, _): name.rawValue
    case .expect: "expect"
    case .define: "define"
    case .model: "model"
    case .settings: "settings"
    case .constraint, .getLaid, .snapKit, .snapKitConstraintCall, .swift: nil
    }
  }

  /// Each word's example parses as that word's statement: a statement word by its own
  /// grammar, a command word as a command. A word the parser read with no case of its own
  /// would come back as a command.
  @Test(arguments: CommandTable.entries.map(\.word))
  func everyWordOfTheTableIsTheParsers(word: String) throws {
    let entry = try #require(CommandTable.entry(word))
    let statements = try Parser.parse(entry.example)
    #expect(statements.count == 1)
    let kind = try #require(statements.first?.kind)
    #expect(Self.word(of: kind) == word)
    if case .command = kind {
      #expect(entry.role == .command, "`\(word)` is a statement but parses as a command")
    } else {
      #expect(entry.role == .statement)
    }
  }

  /// The parser takes at a statement's start only the table's words: a word of the language
  /// that is not a statement's (`scenes`, `log`, `all`, a kind) is an unknown command.
  @Test(arguments: [
    "scenes", "log", "all", "landscape", "label", "stack", "step", "scene", "unmet", "on", "widget",
  ])
  func noOtherWordStartsAStatement(word: String) {
    do {
      _ = try Parser.parse(word)
      Issue.record("`\(word)` parsed")
    } catch {
      #expect(error.message == "unknown command `\(word)`")
    }
  }

  /// Each command word's example runs in the session: none is unknown, unsupported, or
  /// refused with a usage error (the table's usage and the session's agree).
  @Test(arguments: CommandTable.entries.filter { $0.role == .command }.map(\.example))
  func everyCommandOfTheTableIsTheSessions(example: String) {
    let (_, errors) = Self.run(example)
    for error in errors {
      #expect(!error.contains("not supported"), "\(example): \(error)")
      #expect(!error.contains("unknown command"), "\(example): \(error)")
      #expect(!error.contains("error: expected"), "\(example): \(error)")
    }
  }

  /// Each statement word's example runs without an error (after a model and a component that
  /// some examples read).
  @Test(arguments: CommandTable.entries.filter { $0.role == .statement }.map(\.example))
  func everyStatementOfTheTableRuns(example: String) {
    let (_, errors) = Self.run(example)
    // The expectation's frame is made up: only its failure is reported, not an error.
    #expect(errors.allSatisfy { !$0.contains("error:") }, "\(example): \(errors)")
  }

  /// At a statement's start completion offers every word of the table.
  /// Each command the table documents is a `CommandName` the parser resolves and the session
  /// dispatches on, and each `CommandName` is documented: as a command, or, for `device` and
  /// `settings` written alone, as the statement whose bare form it is.
  @Test func everyCommandIsACommandName() {
    let commands = Set(CommandTable.commandWords)
    let names = Set(CommandName.allCases.map(\.rawValue))
    #expect(commands.isSubset(of: names))
    #expect(names.subtracting(commands) == ["device", "settings"])
    #expect(names.subtracting(commands).isSubset(of: Set(CommandTable.statementWords)))
  }

  @Test func completionOffersEveryWord() {
    let (session, _, _) = Self.session()
    let offered = Set(session.completions(for: ""))
    for entry in CommandTable.entries { #expect(offered.contains(entry.word), "\(entry.word)") }
  }

  /// After `help`, completion offers the topics (and aliases and words) that start so.
  @Test func completionAfterHelpOffersTopics() {
    let (session, _, _) = Self.session()
    #expect(session.completions(for: "help sn") == ["snapkit", "snp"])
    #expect(session.completions(for: "help tab") == ["table", "tables"])
  }

  /// `help` lists every form of every word and every topic's own forms.
  @Test func helpListsEveryForm() {
    let text = Self.run("help").output.joined(separator: "\n")
    for topic in CommandTable.topics {
      #expect(text.contains("\(topic.name): \(topic.title)"))
      for form in topic.forms + topic.entries.flatMap(\.forms) { #expect(text.contains(form), "\(form)") }
    }
    // What it used to leave out.
    for form in [
      "draw [NAME]", "import log FILE", "export svg|png", "swift-class", "add table NAME", "guides on|off",
      "settings offset = N",
    ] {
      #expect(text.contains(form), "\(form)")
    }
  }

  /// Every help page fits in 100 columns: a long summary breaks between words (before,
  /// `help session` had a line of 120).
  @Test func everyHelpPageFitsInAHundredColumns() {
    for topic in CommandTable.topics {
      for line in CommandTable.page(topic).split(separator: "\n") {
        #expect(line.count <= 100, "help \(topic.name): \(line)")
      }
    }
  }

  /// `help stacks` prints the stacks page: its title, its forms, and not the other topics'.
  @Test func helpTopicPrintsThatTopicsPage() {
    let page = Self.run("help stacks").output
    #expect(page.first == "stacks: Stack views (UIStackView)")
    #expect(page.contains("  NAME.spacing(after: VIEW) = N"))
    #expect(!page.contains { $0.contains("snp.makeConstraints") })
    #expect(page != Self.run("help").output)
    #expect(Self.run("help snapkit").output.first == "snapkit: SnapKit")
    #expect(Self.run("help tables").output.first == "tables: Tables and collections")
  }

  /// A word or an alias is the page of its topic: `help export` (a word), `help draw` (a word
  /// of `looking`), `help collections` (an alias of `tables`).
  @Test func helpWordOrAliasPrintsItsTopicsPage() {
    let export = Self.run("help export").output
    #expect(export.first == "export: Export")
    #expect(
      export.contains("  export swift-anchors|swift-snapkit|swift-subviews|swift-getlaid|swift-class [FILE]"))
    #expect(Self.run("help draw").output.first == "looking: Looking at the layout")
    #expect(Self.run("help collections").output == Self.run("help tables").output)
  }

  /// An unknown topic is an error naming the topics, with the closest as a suggestion.
  @Test func anUnknownHelpTopicIsAnError() {
    let errors = Self.run("help stcks").errors
    #expect(errors.count == 1)
    #expect(
      errors.first?.contains("error: unknown help topic `stcks`: the topics are views, constraints, stacks,")
        == true)
    #expect(errors.first?.contains("(did you mean `stacks`?)") == true)
  }

  /// No name `help` takes stands for two topics: each topic's name and aliases, and each word,
  /// name one topic.
  @Test func everyHelpNameIsOneTopics() {
    var owner: [String: String] = [:]
    for topic in CommandTable.topics {
      for name in [topic.name] + topic.aliases + topic.entries.map(\.word) {
        #expect(
          owner[name] == nil || owner[name] == topic.name,
          "`\(name)` is \(owner[name] ?? "")'s and \(topic.name)'s")
        owner[name] = topic.name
      }
    }
  }

  /// Every format `export` writes is in the table's usage of `export`.
  @Test func everyExportFormatIsInTheUsage() {
    let usage = CommandTable.usage("export")
    for format in Session.exportFormats { #expect(usage.contains(format), "\(format)") }
  }

  /// `device` alone prints the device, its size and how to change it.
  @Test func deviceAloneShowsTheDevice() {
    let (output, errors) = Self.run("device", after: "device se landscape")
    #expect(errors.isEmpty)
    #expect(output.first == "device se landscape: 667 × 375 points")
    #expect(
      output.last?.hasPrefix("`device NAME [landscape|portrait]` changes it: se, iphone13mini, iphone14,")
        == true)
  }

  /// `devices` alone lists each device with its portrait size and scale, the current marked.
  @Test func devicesAloneListsTheDevices() {
    let (output, errors) = Self.run("devices")
    #expect(errors.isEmpty)
    #expect(output.count == Device.all.count + 1)
    #expect(output.first == "se              375 × 667 @2x")
    #expect(output.contains("iphone15        393 × 852 @3x  (current, portrait)"))
    #expect(output.contains("ipad            768 × 1024 @2x iPad"))
  }

  /// `settings` alone lists the settings with their current values.
  @Test func settingsAloneListsTheSettings() {
    let (output, errors) = Self.run(
      "settings", after: "settings offset = 10\nsettings solveTimeLimit = 2\nsettings ios = 17")
    #expect(errors.isEmpty)
    #expect(output.count == 4)
    #expect(output[0].hasPrefix("offset = 10  ("))
    #expect(output[1].hasPrefix("solveTimeLimit = 2  ("))
    #expect(output[2].hasPrefix("draw = text  ("))
    // Any of iOS 13 to 18 is their shared design, listed as 18.
    #expect(output[3].hasPrefix("ios = 18  (iOS 13 to 18's controls and bars"))
  }

  /// `ios` is 26 or 13 to 18: iOS 20 never shipped, and a wrong value changes nothing.
  @Test func anIOSWithNoDesignIsRefused() {
    let (session, output, errors) = Self.session("")
    session.run("settings ios = 20", file: "<command>")
    #expect(
      errors.lines.joined().contains("`ios` is 26 (iOS 26's controls and bars) or 13 to 18"),
      "\(errors.lines)")
    session.run("settings", file: "<command>")
    #expect(output.lines.last?.hasPrefix("ios = 26  (") == true, "\(output.lines)")
  }

  /// A usage error is a sentence: what was expected after what, then the word's forms, with
  /// the caret where the argument is (or would be).
  @Test func aUsageErrorIsASentenceWithTheUsage() {
    let errors = Self.run("devices foo").errors
    #expect(
      errors == [
        "<command>:1:9: error: expected `all` after `devices`: devices | devices all [landscape]\n"
          + "devices foo\n        ^~~"
      ])
    let missing = Self.run("autoprint").errors
    #expect(
      missing == [
        "<command>:1:10: error: expected `diff`, `tree` or `off` after `autoprint`: autoprint diff|tree|off\n"
          + "autoprint\n         ^"
      ])
  }

  /// Every command's usage error says what was expected and quotes the word's usage.
  @Test(arguments: [
    ("devices all sideways", "devices"), ("guides", "guides"), ("import", "import"), ("import log", "import"),
    ("describe", "describe"),
    ("explain", "explain"), ("save", "save"), ("load", "load"), ("export", "export"),
    ("export svg x.svg extra", "export"),
    ("sweep", "sweep"), ("sweep root.width", "sweep"), ("undo x", "undo"), ("fix x", "fix"),
    ("help a b", "help"),
    ("lesson 1 2", "lesson"), ("device 12", "device"), ("settings offset", "settings"),
    ("settings draw = maybe", "settings"),
    ("tree 3", "tree"), ("explain title unmet extra", "explain"),
  ])
  func everyUsageErrorQuotesTheUsage(line: String, word: String) {
    let errors = Self.run(line).errors
    #expect(errors.count == 1, "\(line): \(errors)")
    let message = errors.first ?? ""
    #expect(message.contains("error: expected "), "\(line): \(message)")
    #expect(message.contains(": " + CommandTable.usage(word) + "\n"), "\(line): \(message)")
  }
}
