import LabRender

/// A block of text a session prints (one line or several) and what it is, so that a terminal
/// colours it by what it is, never by sniffing its words.
public struct OutputLine: Sendable, Equatable {
  public enum Role: Sendable, Equatable {
    /// What a command prints, notes, listings.
    case text
    /// `+ NAME  FRAME`: a view that appeared.
    case viewAdded
    /// `~ NAME  OLD -> NEW`: a frame that changed.
    case frameChanged
    /// `- NAME`: a view that went.
    case viewRemoved
    /// An error or a failed expectation, located (`FILE:LINE:COLUMN: error: …`).
    case error
    /// UIKit's "Unable to simultaneously satisfy constraints" report.
    case conflictReport
  }

  public let text: String
  public let role: Role

  public init(_ text: String, _ role: Role = .text) {
    self.text = text
    self.role = role
  }
}

/// How a session shows what it does: where its lines go, how much it prints after a change,
/// and how `draw` and pictures fit the terminal. The shell, scripts and tests each set it up
/// differently; the statements only read it (and `autoprint`, `guides` and `settings draw`
/// change it).
public struct SessionDisplay {
  /// What is printed after a statement that changed the layout.
  public var autoprint: Autoprint = .diff
  /// Print only errors, failed expectations, conflicts and what statements ask for.
  public var quiet = false
  /// Where ordinary output goes (a line at a time, without the newline).
  public var output: (OutputLine) -> Void
  /// Where errors, failed expectations and conflict reports go.
  public var errorOutput: (OutputLine) -> Void
  /// How many columns `draw` fills: the terminal's width in the shell, 80 in scripts (so that
  /// a script draws the same everywhere).
  public var drawingWidth = 80
  /// How many rows `draw` may fill: the terminal's in the shell (so the top does not scroll
  /// away), nil in scripts.
  public var drawingHeight: Int? = nil
  /// Whether `draw` colours ambiguous and broken views (a colour terminal without NO_COLOR).
  public var drawsInColor = false
  /// The inline-image protocol the terminal speaks, asked for the first time `draw --image`
  /// (or `settings draw = image`) needs it; nil draws boxes. The shell sets it; scripts and
  /// pipes keep nil.
  public var imageProtocol: () -> TerminalImageProtocol? = { nil }
  /// `settings draw = image`: `draw` shows an inline image where the terminal can (a display
  /// preference, like `guides`; `settings draw = text` goes back to boxes).
  public var drawsImages = false
  /// `guides on|off`: pictures draw margin and safe-area bands.
  public var showGuides = false
  /// Named-font families already noted as substituted (the note is printed once).
  private var notedFonts = Set<String>()

  public init(output: @escaping (OutputLine) -> Void, errorOutput: @escaping (OutputLine) -> Void) {
    self.output = output
    self.errorOutput = errorOutput
  }

  /// Prints text of one or more lines to the ordinary output, a line at a time.
  func say(_ text: String, _ role: OutputLine.Role = .text) {
    guard !text.isEmpty else { return }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      output(OutputLine(String(line), role))
    }
  }

  /// Prints an error, a failed expectation or a conflict report (one or more lines).
  func complain(_ text: String, _ role: OutputLine.Role = .error) { errorOutput(OutputLine(text, role)) }

  /// Whether the note about a named font's family is due: true the first time for each
  /// family (in any case), false after.
  mutating func isFirstNote(aboutFamily family: String) -> Bool {
    notedFonts.insert(family.lowercased()).inserted
  }
}
