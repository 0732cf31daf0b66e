/// The commands: words that ask about the layout or act on the session rather than change
/// the layout (`CommandTable` documents each). The parser resolves a command's word into one,
/// so that the session dispatches on a type, not on text. `device` and `settings` alone are
/// commands too; followed by more, they are statements.
public enum CommandName: String, CaseIterable, Sendable {
  case constraints, devices, tree, frames, draw, explain, check, fix, trace, describe
  case autoprint, guides, sweep, save, load, `import`, export, undo, redo, reset, history
  case help, quit, lesson
  /// `device` alone: the device in use.
  case device
  /// `settings` alone: every setting's value.
  case settings
}
