/// Which UIKit design the controls and bars have (`settings ios = 26|18`): iOS 26's
/// (Liquid Glass, the default, as the newest the evidence supports) or the one of iOS 13 to
/// 18. Only sizes differ here (`docs/engine.md`, "Controls and bars").
public enum UIKitGeneration: Int, CaseIterable, Sendable {
  case ios18 = 18
  case ios26 = 26

  /// What `settings` prints.
  public var summary: String {
    switch self {
    case .ios18: "iOS 13 to 18's controls and bars"
    case .ios26: "iOS 26's controls and bars"
    }
  }
}
