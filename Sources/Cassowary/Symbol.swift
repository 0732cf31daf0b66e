/// The role a tableau symbol plays, as in the Cassowary paper and kiwi.
enum SymbolKind: UInt8, Sendable {
  /// A user variable: unrestricted in sign, kept basic whenever possible.
  case external
  /// The slack of an inequality (or an artificial variable): restricted to >= 0.
  case slack
  /// One half of the error of a non-required constraint: restricted to >= 0, priced in the objective.
  case error
  /// The marker of a required equality: always zero, never chosen to enter the basis.
  case dummy
}

/// A tableau symbol: a dense integer id, allocated in creation order.
///
/// Creation order doubles as the pivoting order (kiwi's "first symbol in the map"),
/// which keeps pivot choices deterministic without any hash-ordered iteration.
typealias SymbolID = Int32

/// The sentinel for "no symbol".
let noSymbol: SymbolID = -1
