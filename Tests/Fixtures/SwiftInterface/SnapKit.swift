// The part of SnapKit's API that `export swift-snapkit` uses, declared after SnapKit's
// documentation (snapkit.github.io/SnapKit/docs): `view.snp.makeConstraints { make in … }`,
// `make.top.equalTo(other.snp.bottom).offset(8)`, `equalToSuperview()`, `multipliedBy`,
// `priority`. Declarations only, for `swiftc -typecheck`; nothing here runs.
import UIKit

public protocol ConstraintRelatableTarget {}
extension Int: ConstraintRelatableTarget {}
extension Double: ConstraintRelatableTarget {}
extension CGFloat: ConstraintRelatableTarget {}
extension CGSize: ConstraintRelatableTarget {}
extension UIView: ConstraintRelatableTarget {}
extension UILayoutGuide: ConstraintRelatableTarget {}

public struct ConstraintItem: ConstraintRelatableTarget {}

public final class ConstraintMakerEditable {
  @discardableResult public func offset(_ amount: Double) -> ConstraintMakerEditable { self }
  @discardableResult public func inset(_ amount: Double) -> ConstraintMakerEditable { self }
  @discardableResult public func multipliedBy(_ amount: Double) -> ConstraintMakerEditable { self }
  @discardableResult public func dividedBy(_ amount: Double) -> ConstraintMakerEditable { self }
  @discardableResult public func priority(_ amount: Double) -> ConstraintMakerEditable { self }
}

public final class ConstraintMakerExtendable {
  @discardableResult public func equalTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable {
    Placeholder.never()
  }
  @discardableResult public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget)
    -> ConstraintMakerEditable
  { Placeholder.never() }
  @discardableResult public func greaterThanOrEqualTo(_ other: ConstraintRelatableTarget)
    -> ConstraintMakerEditable
  { Placeholder.never() }
  @discardableResult public func equalToSuperview() -> ConstraintMakerEditable { Placeholder.never() }
  @discardableResult public func lessThanOrEqualToSuperview() -> ConstraintMakerEditable {
    Placeholder.never()
  }
  @discardableResult public func greaterThanOrEqualToSuperview() -> ConstraintMakerEditable {
    Placeholder.never()
  }
}

public final class ConstraintMaker {
  public var left: ConstraintMakerExtendable { Placeholder.never() }
  public var right: ConstraintMakerExtendable { Placeholder.never() }
  public var top: ConstraintMakerExtendable { Placeholder.never() }
  public var bottom: ConstraintMakerExtendable { Placeholder.never() }
  public var leading: ConstraintMakerExtendable { Placeholder.never() }
  public var trailing: ConstraintMakerExtendable { Placeholder.never() }
  public var width: ConstraintMakerExtendable { Placeholder.never() }
  public var height: ConstraintMakerExtendable { Placeholder.never() }
  public var centerX: ConstraintMakerExtendable { Placeholder.never() }
  public var centerY: ConstraintMakerExtendable { Placeholder.never() }
  public var firstBaseline: ConstraintMakerExtendable { Placeholder.never() }
  public var lastBaseline: ConstraintMakerExtendable { Placeholder.never() }
  public var leftMargin: ConstraintMakerExtendable { Placeholder.never() }
  public var rightMargin: ConstraintMakerExtendable { Placeholder.never() }
  public var topMargin: ConstraintMakerExtendable { Placeholder.never() }
  public var bottomMargin: ConstraintMakerExtendable { Placeholder.never() }
  public var leadingMargin: ConstraintMakerExtendable { Placeholder.never() }
  public var trailingMargin: ConstraintMakerExtendable { Placeholder.never() }
  public var edges: ConstraintMakerExtendable { Placeholder.never() }
  public var size: ConstraintMakerExtendable { Placeholder.never() }
  public var center: ConstraintMakerExtendable { Placeholder.never() }
}

public struct ConstraintDSL {
  public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {}
  public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {}
  public var left: ConstraintItem { ConstraintItem() }
  public var right: ConstraintItem { ConstraintItem() }
  public var top: ConstraintItem { ConstraintItem() }
  public var bottom: ConstraintItem { ConstraintItem() }
  public var leading: ConstraintItem { ConstraintItem() }
  public var trailing: ConstraintItem { ConstraintItem() }
  public var width: ConstraintItem { ConstraintItem() }
  public var height: ConstraintItem { ConstraintItem() }
  public var centerX: ConstraintItem { ConstraintItem() }
  public var centerY: ConstraintItem { ConstraintItem() }
  public var firstBaseline: ConstraintItem { ConstraintItem() }
  public var lastBaseline: ConstraintItem { ConstraintItem() }
  public var leftMargin: ConstraintItem { ConstraintItem() }
  public var rightMargin: ConstraintItem { ConstraintItem() }
  public var topMargin: ConstraintItem { ConstraintItem() }
  public var bottomMargin: ConstraintItem { ConstraintItem() }
  public var leadingMargin: ConstraintItem { ConstraintItem() }
  public var trailingMargin: ConstraintItem { ConstraintItem() }
  public var edges: ConstraintItem { ConstraintItem() }
  public var size: ConstraintItem { ConstraintItem() }
  public var center: ConstraintItem { ConstraintItem() }
}

extension UIView {
  public var snp: ConstraintDSL { ConstraintDSL() }
}

extension UILayoutGuide {
  public var snp: ConstraintDSL { ConstraintDSL() }
}
