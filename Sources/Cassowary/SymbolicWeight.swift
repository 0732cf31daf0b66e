/// A lexicographic weight: one component per priority level, compared from the strongest level
/// down, so that no amount of a weaker level outweighs any amount of a stronger one.
///
/// This is the Cassowary paper's symbolic weight. UIKit needs it because its priorities are
/// strict: a 751 beats any number of 750s, which no choice of doubles can guarantee.
/// Components are kept sparse, sorted by level (strongest first).
public struct SymbolicWeight: Comparable, Sendable, CustomStringConvertible {
  /// One component: `value` at priority `level` (larger levels are stronger).
  public struct Component: Equatable, Sendable {
    public var level: Int32
    public var value: Double
  }

  /// Components with nonzero values, strongest level first.
  public private(set) var components: [Component]
  /// Set only for `infinity`, the start of a minimum search.
  private var isInfinite: Bool

  public init(level: Int32, value: Double = 1) {
    components = nearZero(value) ? [] : [Component(level: level, value: value)]
    isInfinite = false
  }

  init(components: [Component], isInfinite: Bool = false) {
    self.components = components
    self.isInfinite = isInfinite
  }

  public static let zero = SymbolicWeight(components: [])
  static let infinity = SymbolicWeight(components: [], isInfinite: true)

  public var isNegative: Bool { !isInfinite && (components.first.map { $0.value < 0 } ?? false) }
  public var isZero: Bool { !isInfinite && components.isEmpty }
  func isNegligible(below tolerance: Double) -> Bool {
    !isInfinite && components.allSatisfy { abs($0.value) <= tolerance }
  }

  public static func < (lhs: SymbolicWeight, rhs: SymbolicWeight) -> Bool {
    if lhs.isInfinite || rhs.isInfinite { return !lhs.isInfinite && rhs.isInfinite }
    var i = 0
    var j = 0
    let a = lhs.components
    let b = rhs.components
    while i < a.count || j < b.count {
      let la = i < a.count ? a[i].level : Int32.min
      let lb = j < b.count ? b[j].level : Int32.min
      if la == lb {
        if a[i].value != b[j].value { return a[i].value < b[j].value }
        i += 1
        j += 1
      } else if la > lb {
        return a[i].value < 0
      } else {
        return b[j].value > 0
      }
    }
    return false
  }

  public var description: String {
    if isInfinite { return "∞" }
    if components.isEmpty { return "0" }
    return components.map { "\($0.value)@\($0.level)" }.joined(separator: " + ")
  }
}

extension SymbolicWeight: ObjectiveWeight {
  mutating func accumulate(_ weight: SymbolicWeight, times factor: Double) {
    let b = weight.components
    if b.isEmpty { return }
    // The common case: both sides carry a single level.
    if components.count == 1 && b.count == 1 && components[0].level == b[0].level {
      let sum = components[0].value + b[0].value * factor
      if nearZero(sum) { components.removeAll() } else { components[0].value = sum }
      return
    }
    let a = components
    var out: [Component] = []
    out.reserveCapacity(a.count + b.count)
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      let la = i < a.count ? a[i].level : Int32.min
      let lb = j < b.count ? b[j].level : Int32.min
      if la == lb {
        let v = a[i].value + b[j].value * factor
        if !nearZero(v) { out.append(Component(level: la, value: v)) }
        i += 1
        j += 1
      } else if la > lb {
        out.append(a[i])
        i += 1
      } else {
        let v = b[j].value * factor
        if !nearZero(v) { out.append(Component(level: lb, value: v)) }
        j += 1
      }
    }
    components = out
  }

  func divided(by divisor: Double) -> SymbolicWeight {
    SymbolicWeight(
      components: components.map { Component(level: $0.level, value: $0.value / divisor) },
      isInfinite: isInfinite)
  }
}
