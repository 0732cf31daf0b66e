import LabRender

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
  public var output: (String) -> Void
  /// Where errors and failed expectations go.
  public var errorOutput: (String) -> Void
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

  public init(output: @escaping (String) -> Void, errorOutput: @escaping (String) -> Void) {
    self.output = output
    self.errorOutput = errorOutput
  }

  /// Prints text of one or more lines to the ordinary output, a line at a time.
  func say(_ text: String) {
    guard !text.isEmpty else { return }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) { output(String(line)) }
  }

  /// Whether the note about a named font's family is due: true the first time for each
  /// family (in any case), false after.
  mutating func isFirstNote(aboutFamily family: String) -> Bool {
    notedFonts.insert(family.lowercased()).inserted
  }
}
