// What the benchmarks of scripts/bench share: a monotonic clock, medians, resident memory.
import Foundation

/// Milliseconds on the monotonic clock.
public func now() -> Double {
  var t = timespec()
  clock_gettime(CLOCK_MONOTONIC, &t)
  return Double(t.tv_sec) * 1e3 + Double(t.tv_nsec) / 1e6
}

public func median(_ values: [Double]) -> Double {
  let v = values.sorted()
  let n = v.count
  return n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2
}

/// Resident memory in bytes (Linux's /proc/self/statm; 0 elsewhere).
public func residentBytes() -> Double {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
  let fields = text.split(separator: " ")
  return fields.count > 1 ? (Double(fields[1]) ?? 0) * 4096 : 0
}
