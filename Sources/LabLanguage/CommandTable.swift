/// Every statement and command of the language, once: the words the parser takes at a
/// statement's start (`Parser.keywords`, `Parser.commands`), what completion offers there, what
/// `help` lists and `help TOPIC` explains, and the usage a usage error quotes all come from
/// this table, so that none of them can leave one out (CommandTableTests checks the parser and
/// the session against it). The table is grouped into topics, one page each; a topic may have
/// no word of its own (stacks, tables, GetLaid), its forms starting with a name instead.
public enum CommandTable {
  /// A word that starts a statement.
  public struct Entry: Sendable {
    public enum Role: Sendable {
      /// Parsed by a grammar of its own (`add`, `device`, `expect`), and most change the layout.
      case statement
      /// Its arguments parsed as values (names, numbers, strings), read by the session; it
      /// changes nothing the history keeps.
      case command
    }

    public var word: String
    public var role: Role
    /// Its forms, as a usage line writes them: `devices`, `devices all [landscape]`.
    public var forms: [String]
    public var summary: String
    /// A statement that parses as this word's (checked by the tests).
    public var example: String
  }

  public struct Topic: Sendable {
    public var name: String
    public var title: String
    /// Other names `help` takes for it (`help collections` is `help tables`).
    public var aliases: [String]
    /// The forms that start with no word of the table (`ITEM.ATTR == …`), shown with the
    /// words' in `help`.
    public var forms: [String]
    /// The page `help TOPIC` prints before the words' forms.
    public var page: [String]
    public var entries: [Entry]
  }

  static func statement(_ word: String, _ forms: [String], _ summary: String, example: String) -> Entry {
    Entry(word: word, role: .statement, forms: forms, summary: summary, example: example)
  }

  static func command(_ word: String, _ forms: [String], _ summary: String, example: String) -> Entry {
    Entry(word: word, role: .command, forms: forms, summary: summary, example: example)
  }

  public static let topics: [Topic] = [
    Topic(
      name: "views", title: "Views, guides and their properties", aliases: ["view", "properties"],
      forms: ["NAME.PROPERTY = VALUE"],
      page: [
        "Kinds: view label button image textfield switch segmented slider progress activity stepper",
        "pagecontrol textview searchbar navbar toolbar tabbar datepicker picker scroll guide spacer,",
        "hstack vstack (help stacks), table cell section collection collectioncell (help tables),",
        "the widgets (help widgets) and your components (help components).",
        "A new view goes into the root, PARENT, or the block it is written in; a block sets",
        "properties without the name: add label t \"Hi\" { font = .headline; lines = 0 }.",
        "Properties: text, font (.body, .system(17, .bold), .custom(\"Avenir Next\", 17)), lines,",
        "hidden, intrinsic = WxH, hugging.h/v, compression.h/v, margins, background, size, items,",
        "placeholder, configuration, image, frame and autoresizing (a view that keeps its mask),",
        "translatesAutoresizingMaskIntoConstraints, and the root's size, safeArea, scale,",
        "contentSizeCategory and respectsSystemMinimumMargins.",
      ],
      entries: [
        statement(
          "add",
          [
            "add KIND NAME [\"TEXT\"] [to PARENT] [at INDEX] [as subview] [[OPTIONS]]"
              + " [{ PROPERTY = VALUE; … }]"
          ],
          "adds a view, a layout guide, a stack, a table or cell, a widget or a component's instance",
          example: "add label subtitle \"Hello\" to card"),
        statement(
          "remove", ["remove NAME", "remove CONSTRAINT"],
          "removes a view (its subviews and constraints with it) or a constraint", example: "remove title"),
        statement(
          "move", ["move NAME to PARENT [at INDEX]"],
          "moves a view into another (into a stack, as an arranged view)",
          example: "move title to card at 0"),
        statement(
          "rename", ["rename NAME to NEW"], "renames a view or a constraint (`rename c12 to rowGap`)",
          example: "rename title to heading"),
        statement(
          "set", ["set NAME.PROPERTY = VALUE", "set CONSTRAINT.constant|priority|multiplier = N"],
          "sets a view's property or a constraint's constant, priority or multiplier (`set` may be left out)",
          example: "set title.text = \"Hi\""),
      ]),
    Topic(
      name: "constraints", title: "Constraints", aliases: ["constraint", "equations"],
      forms: ["ITEM.ATTR == [M *] ITEM.ATTR [+ C] [@PRIORITY] [as NAME]", "ITEM.ATTR >= C"],
      page: [
        "A constraint is an equation between two attributes or with a constant: ==, >= or <=, a",
        "multiplier and a constant in Swift's arithmetic (card.bottom * 0.5 + 8, (root.width - 32) / 2),",
        "a priority (@750, @high, @low, @required, @fitting) and a name (as gap).",
        "Attributes: left right top bottom leading trailing width height centerX centerY",
        "firstBaseline lastBaseline and the margin ones (leadingMargin, topMargin, centerXWithinMargins …).",
        "Items: a view, root, parent (in a block), and guides: root.safeArea, card.margins,",
        "root.readable, scroll.contentGuide, scroll.frameGuide, or a guide you add.",
        "Constraints are numbered c1, c2, … (`constraints` lists them); `explain c3` says one in words.",
      ],
      entries: [
        command(
          "constraints", ["constraints [NAME]"],
          "lists the constraints (those of NAME), with their ids and who made them", example: "constraints"),
        statement(
          "activate", ["activate CONSTRAINT"], "turns a deactivated constraint back on",
          example: "activate c1"),
        statement(
          "deactivate", ["deactivate CONSTRAINT"], "turns a constraint off without removing it",
          example: "deactivate c1"),
      ]),
    Topic(
      name: "stacks", title: "Stack views (UIStackView)", aliases: ["stack", "hstack", "vstack"],
      forms: [
        "add hstack|vstack NAME",
        "NAME.axis|distribution|alignment|spacing|marginsRelative|baselineRelative = VALUE",
        "NAME.spacing(after: VIEW) = N",
      ],
      page: [
        "A stack arranges what is added to it (`as subview` adds a plain subview, `at 0` inserts)",
        "and makes the constraints UIKit makes, with their identifiers ('UISV-spacing' …).",
        "axis = .horizontal|.vertical; distribution = .fill|.fillEqually|.fillProportionally|",
        ".equalSpacing|.equalCentering; alignment = .fill|.leading|.top|.center|.trailing|.bottom|",
        ".firstBaseline|.lastBaseline; spacing = N; spacing(after: title) = N (setCustomSpacing);",
        "marginsRelative = true; baselineRelative = true. A hidden arranged view collapses.",
        "`move NAME to STACK` arranges a view.",
      ],
      entries: []),
    Topic(
      name: "tables", title: "Tables and collections",
      aliases: ["table", "collections", "collection", "cells"],
      forms: [
        "add table NAME { style = .plain|.grouped|.insetGrouped; rowHeight = N|automatic }",
        "add cell NAME to TABLE|SECTION { height = N; accessory = .disclosureIndicator }",
        "add collection NAME { itemSize = WxH }",
        "add collectioncell NAME to COLLECTION",
      ],
      page: [
        "A table's cells stack in rows; views added to a cell go into its content view",
        "(CELL.contentView), which UIKit sizes with 'UIView-Encapsulated-Layout-Height'.",
        "Table properties: style, rowHeight (a number or automatic), estimatedRowHeight,",
        "sectionHeaderHeight, sectionFooterHeight, sectionHeaderTopPadding.",
        "Sections: add section NAME to TABLE { header = \"General\"; footer = \"…\" }, then cells to it.",
        "Collections lay their cells out in a flow: itemSize or estimatedItemSize,",
        "minimumInteritemSpacing, minimumLineSpacing, sectionInset = (top, left, bottom, right).",
        "The Swift exports write each cell as a class and each table or collection as its data source.",
      ],
      entries: []),
    Topic(
      name: "widgets", title: "Widgets (SwiftWidgets)", aliases: ["widget", "containers"],
      forms: [
        "add labelwidget|buttonwidget|imagewidget|textfieldwidget NAME [\"TEXT\"] [to CONTAINER] { … }",
        "add list|vcontainer|hcontainer|hscroll NAME",
      ],
      page: [
        "A widget is a view with padding, margin, separator and accessory, as SwiftWidgets has it:",
        "padding.all = 16, margin.horizontal = 8, separator.enabled = true,",
        "accessory = .checkmark|.disclosureIndicator, height = 150, text.font = .title1, color.",
        "Containers: list (rows, scrolling), vcontainer, hcontainer, hscroll.",
        "Lengths may be .basic, .basic2, .basic4: the settings offset (settings offset = 8) times 1, 2, 4.",
        "`define widget NAME(…) { … }` makes a widget kind of your own (help components).",
      ],
      entries: []),
    Topic(
      name: "components", title: "Components and models", aliases: ["component", "models"],
      forms: ["add NAME(PARAM: VALUE, …) INSTANCE [to PARENT]", "$MODEL.KEY"],
      page: [
        "A component is a kind of your own: its body runs for each instance, reading its",
        "parameters as $title; its views are INSTANCE.NAME (director.t).",
        "A model holds values that texts and constants read: add label name $movie.name,",
        "poster.top == name.bottom + $movie.gap; `set movie.gap = 20` updates every reader.",
        "A model may be given to a parameter whole: add MovieRow(movie: tenet) second.",
      ],
      entries: [
        statement(
          "define",
          [
            "define NAME(PARAM[, PARAM = DEFAULT …]) { STATEMENTS }",
            "define widget NAME(PARAM …) { STATEMENTS }",
            "define cell NAME(PARAM …) { STATEMENTS }   (also collectioncell: a cell class)",
          ],
          "defines a component: a kind made of views and constraints",
          example: "define Card(title) { add label t $title [.pin] }"),
        statement(
          "model", ["model NAME { KEY = VALUE; … }"],
          "defines a model whose values texts and constants read",
          example: "model movie { name = \"Inception\"; gap = 12 }"),
      ]),
    Topic(
      name: "options", title: "Quick layout options (Subviews)", aliases: ["subviews", "option"],
      forms: ["add KIND NAME [.pin, .alignCenter, .relativeWidth(0.8)]"],
      page: [
        "Options make the constraints the Subviews package makes, to the superview:",
        ".pin, .pinHorizontally, .pinVertically, .pinTop/Bottom/Leading/Trailing, the same with",
        "marginsPin, safeAreaPin and readableContentPin (inset: N or insets: (t, l, b, r)),",
        ".alignCenter, .alignCenterX, .alignCenterY (offset: N), .size(WxH), .width(N), .height(N),",
        ".aspectRatio(R), .aspectRatioSquare, .relativeSize/.relativeWidth/.relativeHeight(F).",
      ],
      entries: [
        statement(
          "layout", ["layout NAME [OPTIONS]", "layout NAME .OPTION"],
          "adds quick layout options to a view that exists",
          example: "layout badge [.size(60x60), .alignCenterX]")
      ]),
    Topic(
      name: "getlaid", title: "GetLaid's >>", aliases: ["GetLaid"],
      forms: [
        "ITEM >> TARGET", "ITEM.ATTR >> ITEM.ATTR.offset(N)[.at(F)][.min|.max]", "ITEM >> N | ITEM >> (W, H)",
      ],
      page: [
        "GetLaid's operator constrains attributes: a.top >> b.bottom.offset(8), a >> b.height.at(0.6).min,",
        "a whole view to its superview or a guide: header >> allButBottom, a >> safeArea,",
        "a >> parent.allButTop(leadingOffset: 5); a size: box >> 50, box >> (100, 50), .min(…), .max(…).",
      ],
      entries: []),
    Topic(
      name: "snapkit", title: "SnapKit", aliases: ["SnapKit", "snp"],
      forms: [
        "NAME.snp.makeConstraints { make in make.ATTR.equalTo(…)… }",
        "NAME.snp.remakeConstraints|updateConstraints { … }",
        "NAME.snp.removeConstraints()",
        "KEPT.update(offset: N) | update(inset: N) | update(priority: P) | activate() | deactivate()",
      ],
      page: [
        "SnapKit's blocks as its source defines them: make.left.equalTo(20),",
        "make.top.equalTo(icon.snp.bottom).offset(5), make.centerY.equalToSuperview(),",
        "edges, size, center, inset(8) or inset(UIEdgeInsets(…)), CGSize(…), multipliedBy, dividedBy,",
        "priority(.high) or priority(750), labeled(\"name\"); `$0`, `make in` or `(make) -> Void in`.",
        "As in SnapKit, offset and inset replace the constant, a bare centerX relates to the",
        "superview's left (centerY to its top), and updateConstraints changes the constant of the",
        "constraint with the same attributes, relation, multiplier and priority, or refuses.",
        "`top = make.top.equalToSuperview().constraint` keeps one for `top.update(offset: 20)`.",
      ],
      entries: []),
    Topic(
      name: "vfl", title: "Visual format language", aliases: ["VFL", "visual"],
      forms: [],
      page: [
        "Apple's visual format: \"H:|-[avatar(60)]-[name(>=100@750)]-|\", \"V:|-(20)-[title]\";",
        "an error points at its column inside the string.",
      ],
      entries: [
        statement(
          "vfl", ["vfl \"FORMAT\" [align ATTRIBUTE] [metrics NAME=N, …] [as NAME]"],
          "adds the constraints of a visual format string (as NAME names them NAME.1, NAME.2 …)",
          example: "vfl \"H:|-[a(60)]-[b]-|\" align centerY metrics gap=12")
      ]),
    Topic(
      name: "screen", title: "The screen", aliases: ["direction"],
      forms: [
        "set root.size = WxH", "set root.safeArea = (top, left, bottom, right)", "direction = rtl|ltr",
        "set root.contentSizeCategory = .accessibilityLarge",
      ],
      page: [
        "The root fills the device's screen, as a view controller's view fills its window.",
        "`devices all` checks every expectation on every device, as a grid (`--devices all` too).",
      ],
      entries: [
        statement(
          "device", ["device", "device NAME [landscape|portrait]"],
          "shows the current device, or changes it (held upright or sideways)",
          example: "device iphone15 landscape"),
        command(
          "devices", ["devices", "devices all [landscape]"],
          "lists the devices; `devices all` checks every expectation on every device, as a grid",
          example: "devices all landscape"),
      ]),
    Topic(
      name: "looking", title: "Looking at the layout", aliases: ["look", "show"],
      forms: [],
      page: [
        "What the solver made of the layout, and why."
      ],
      entries: [
        command("tree", ["tree [NAME]"], "the view hierarchy with each view's frame", example: "tree"),
        command("frames", ["frames [NAME]"], "each view's frame in its superview", example: "frames"),
        command(
          "draw", ["draw [NAME] [scale S] [--image]"],
          "draws the layout as boxes (or an image where the terminal shows one)", example: "draw scale 0.5"),
        command(
          "explain",
          ["explain NAME[.ATTRIBUTE]", "explain CONSTRAINT", "explain NAME unmet", "explain NAME ambiguous"],
          "why a view is where it is, a constraint in words, what could not be met, "
            + "or two equally good frames",
          example: "explain title.top"),
        command(
          "check", ["check"], "ambiguity, broken constraints, clipping, overlap and truncation",
          example: "check"),
        command(
          "fix", ["fix", "fix N"],
          "suggestions for ambiguity and conflicts, each tried first; `fix N` applies one (undoable)",
          example: "fix"),
        command("trace", ["trace"], "the layout as _autolayoutTrace prints it", example: "trace"),
        command(
          "describe", ["describe NAME"],
          "a view's class, frames, text and font, intrinsic size, hugging, compression resistance, margins",
          example: "describe title"),
        command(
          "autoprint", ["autoprint diff|tree|off"],
          "what a changing statement prints: the frames that moved, the tree, or nothing",
          example: "autoprint tree"),
        command(
          "guides", ["guides on|off"], "shows margins and safe areas in drawings and pictures",
          example: "guides on"),
      ]),
    Topic(
      name: "checks", title: "Checks", aliases: ["tests", "expectations"],
      forms: [],
      page: [
        "An expectation that fails is reported and counted: `layoutlab test` fails with it."
      ],
      entries: [
        statement(
          "expect",
          [
            "expect NAME.frame == (x, y, w, h)", "expect NAME.ATTR ==|>=|<= N",
            "expect NAME.text == \"TEXT\"",
            "expect [not] ambiguous [NAME [horizontal|vertical]]", "expect conflicts|reports|misplaced == N",
            "expect broken CONSTRAINT", "expect no clipping|overlap", "expect not truncated NAME",
            "expect onscreen NAME",
          ],
          "checks the layout (frames and attributes in root coordinates)",
          example: "expect title.width >= 0"),
        command(
          "sweep",
          [
            "sweep root.width|root.height LOW...HIGH [step S]", "sweep direction",
            "sweep contentSizeCategory", "sweep ios",
          ],
          "steps the screen through a range and shows where the layout changes character",
          example: "sweep root.width 320...1024 step 8"),
      ]),
    Topic(
      name: "files", title: "Files, storyboards and logs", aliases: ["file", "storyboard", "xib", "log"],
      forms: [],
      page: [
        "`load` reads a .lab script; Swift source, whose view classes become components and",
        "whose view controller (or top-level code) runs against the root; or a storyboard's or",
        "xib's scene as statements (with Xcode's misplaced-view report: expect misplaced == 0).",
        "`save FILE.swift` writes the layout as Swift. `import log` turns a UIKit",
        "\"Unable to simultaneously satisfy constraints\" log into a session.",
      ],
      entries: [
        command(
          "save", ["save FILE.lab", "save FILE.swift [swift-VOCABULARY]"],
          "writes the statements in force as a script, or the layout as Swift (anchors by default)",
          example: "save layout.lab"),
        command(
          "load",
          [
            "load FILE.lab", "load FILE.swift [class NAME]", "load FILE.storyboard|FILE.xib [scene NAME]",
            "load FILE.storyboard scenes",
          ],
          "runs a script, reads Swift (view classes, a view controller, top-level code), "
            + "or imports a storyboard or xib scene",
          example: "load Main.storyboard scene Login"),
        command(
          "import", ["import log FILE"], "makes a session of a UIKit conflict log",
          example: "import log conflict.txt"),
      ]),
    Topic(
      name: "export", title: "Export",
      aliases: [
        "exports", "swift", "svg", "png", "json", "swift-anchors", "swift-snapkit", "swift-subviews",
        "swift-getlaid", "swift-class",
      ],
      forms: [],
      page: [
        "Without FILE the export is printed. The Swift exports compile against UIKit (and the",
        "package they use): swift-anchors, swift-snapkit and swift-getlaid are code for a view",
        "controller's viewDidLoad; swift-subviews and swift-class are UIView subclasses, and",
        "swift-class writes components as classes and models as structs. Names Swift keeps are",
        "escaped (`continue`) or renamed (a view named view is viewView).",
      ],
      entries: [
        command(
          "export",
          [
            "export json|script [FILE]", "export svg|png [FILE] [scale S] [--hidden] [constraints NAME]",
            "export swift-anchors|swift-snapkit|swift-subviews|swift-getlaid|swift-class [FILE]",
          ],
          "the layout as JSON, a script, a picture or Swift", example: "export swift-anchors")
      ]),
    Topic(
      name: "session", title: "The session", aliases: [],
      forms: [],
      page: [
        "Statements that change the layout make the history; commands do not."
      ],
      entries: [
        command("undo", ["undo [N]"], "takes back the last statement (or N)", example: "undo 2"),
        command("redo", ["redo [N]"], "does again what undo took back", example: "redo"),
        command("reset", ["reset"], "starts again from an empty layout", example: "reset"),
        command("history", ["history"], "the statements in force, numbered", example: "history"),
        statement(
          "settings",
          [
            "settings", "settings offset = N", "settings solveTimeLimit = S", "settings draw = image|text",
            "settings ios = 26|18",
          ],
          "lists the settings with their values, or sets one: the widgets' offset, "
            + "a statement's solve time, how `draw` draws, which iOS's controls and bars (26 by default)",
          example: "settings offset = 10"),
        command(
          "help", ["help [TOPIC]"], "this list, or a topic's page (a topic or a command word)",
          example: "help stacks"),
        command("quit", ["quit"], "leaves the shell", example: "quit"),
      ]),
    Topic(
      name: "lessons", title: "Lessons", aliases: ["course"],
      forms: [],
      page: [
        "The built-in course: each level sets a goal and checks your layout after every statement."
      ],
      entries: [
        command(
          "lesson", ["lesson", "lesson N|next|goal|hint|solution|quit", "lesson FILE"],
          "the course: its levels, a level, the goal, a hint, a solution; or a lesson file",
          example: "lesson next")
      ]),
  ]

  /// Every word, in the topics' order.
  public static let entries: [Entry] = topics.flatMap(\.entries)

  /// The words the parser reads with a grammar of their own, and those it reads as commands.
  public static let statementWords: [String] = entries.filter { $0.role == .statement }.map(\.word)
  public static let commandWords: [String] = entries.filter { $0.role == .command }.map(\.word)

  public static func entry(_ word: String) -> Entry? { entries.first { $0.word == word } }

  /// What `help` takes: the topics' names and aliases, and every word.
  public static var helpNames: [String] {
    topics.flatMap { [$0.name] + $0.aliases } + entries.map(\.word)
  }

  /// The topic a name stands for: a topic's name or alias, or the topic of a word.
  public static func topic(_ name: String) -> Topic? {
    topics.first { $0.name == name || $0.aliases.contains(name) }
      ?? topics.first { $0.entries.contains { $0.word == name } }
      ?? topics.first {
        $0.name.lowercased() == name.lowercased()
          || $0.aliases.contains { $0.lowercased() == name.lowercased() }
      }
  }

  /// A word's forms on one line, for a usage error: `devices | devices all [landscape]`.
  public static func usage(_ word: String) -> String {
    entry(word)?.forms.joined(separator: " | ") ?? word
  }

  /// `help`: every topic with its forms, one line each.
  public static var overview: String {
    var lines = [
      "One statement a line, or several between `;`. `help TOPIC` or `help WORD` shows one topic's page."
    ]
    for topic in topics {
      lines.append("")
      lines.append("\(topic.name): \(topic.title)")
      for entry in topic.entries { lines += wrapped(entry.forms) }
      for form in topic.forms { lines.append("  " + form) }
    }
    return lines.joined(separator: "\n")
  }

  /// A word's forms on as few lines as fit in 100 columns, `|` between them.
  static func wrapped(_ forms: [String]) -> [String] {
    var lines: [String] = []
    var line = ""
    for form in forms {
      if line.isEmpty {
        line = "  " + form
      } else if line.count + 3 + form.count <= 100 {
        line += " | " + form
      } else {
        lines.append(line + " |")
        line = "    " + form
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// A summary broken between words into lines of at most 100 columns, each indented.
  static func wrappedWords(_ text: String, indent: String) -> [String] {
    var lines: [String] = []
    var line = indent
    for word in text.split(separator: " ") {
      if line.count > indent.count && line.count + 1 + word.count > 100 {
        lines.append(line)
        line = indent
      }
      line += (line.count > indent.count ? " " : "") + word
    }
    lines.append(line)
    return lines
  }

  /// `help TOPIC`: the topic's page, then each form with what it does.
  public static func page(_ topic: Topic) -> String {
    var lines = ["\(topic.name): \(topic.title)", ""] + topic.page
    if !topic.forms.isEmpty || !topic.entries.isEmpty { lines.append("") }
    for entry in topic.entries {
      for form in entry.forms { lines.append("  " + form) }
      lines += wrappedWords(entry.summary, indent: "      ")
    }
    for form in topic.forms { lines.append("  " + form) }
    lines.append("")
    // The other topics, on lines of at most 100 columns.
    let others = topics.map(\.name).filter { $0 != topic.name }
    var line = "Other topics:"
    for (i, name) in others.enumerated() {
      let word = " " + name + (i == others.count - 1 ? "." : ",")
      if line.count + word.count > 100 {
        lines.append(line)
        line = " "
      }
      line += word
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }
}
