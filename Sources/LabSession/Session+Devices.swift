import AutoLayout
import LabLanguage

/// `devices all [landscape]`: the session's expectations on every device of the table. Each device
/// replays the history in a fresh session whose `device` statements keep that device, checking each
/// `expect` after the statements that stood before it when it was written (so `expect`s written
/// before and after a change each see their own state). The session itself is not touched. A
/// failing cell counts as a failed expectation, so a script that ends with `devices all` fails in
/// CI when any device does.
extension Session {
  func devices(_ arguments: [LocatedValue], statement: Statement) throws(Diagnostic) {
    let words = arguments.map { value -> String in
      if case .name(let p) = value.value { return p.description }
      return ""
    }
    guard !words.isEmpty else {
      listDevices()
      return
    }
    guard words[0] == "all" else { throw usageError("`all`", after: "devices", at: arguments[0].range) }
    var orientation = Orientation.portrait
    if words.count >= 2 {
      guard words.count == 2, let o = Orientation(rawValue: words[1]) else {
        throw usageError(
          "`landscape` or `portrait`", after: "`devices all`", word: "devices",
          at: arguments[words.count == 2 ? 1 : 2].range)
      }
      orientation = o
    }
    guard !deviceReplay.expectations.isEmpty else {
      say("no expectations to check: `devices all` runs the session's `expect` statements on each device")
      return
    }
    let results = Device.all.map { device in
      (device, replayed(on: Screen(device: device, orientation: orientation)))
    }
    let count = deviceReplay.expectations.count
    say(
      "\(count) expectation\(count == 1 ? "" : "s") on \(Device.all.count) devices (\(orientation.rawValue))")
    let nameWidth = Device.all.map(\.name.count).max() ?? 0
    let columns = (1...count).map {
      String($0).padding(toLength: max(2, String($0).count + 1), withPad: " ", startingAt: 0)
    }
    say(String(repeating: " ", count: nameWidth + 2) + columns.joined().trimmingTrailingSpaces)
    var failures: [String] = []
    for (device, cells) in results {
      var row = device.name.padding(toLength: nameWidth + 2, withPad: " ", startingAt: 0)
      for (i, failure) in cells.enumerated() {
        row += (failure == nil ? "✓" : "✗").padding(toLength: columns[i].count, withPad: " ", startingAt: 0)
        if let failure { failures.append("\(device.name), \(i + 1): \(failure)") }
      }
      let held = cells.filter { $0 == nil }.count
      say(row + " \(held)/\(count)")
    }
    for (i, entry) in deviceReplay.expectations.enumerated() { say("\(i + 1)  \(entry.text)") }
    for failure in failures { display.complain(failure) }
    outcome.failedExpectations += failures.count
  }

  /// `devices`: each device with its screen, the current one marked.
  func listDevices() {
    let width = Device.all.map(\.name.count).max() ?? 0
    for device in Device.all {
      let name = device.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
      let size = device.portraitSize
      let screen = "\(size.width.compact) × \(size.height.compact) @\(device.scale.compact)x"
      let current = device == engine.screen.device ? "  (current, \(engine.screen.orientation.rawValue))" : ""
      say("\(name)\(screen)\(device.isPad ? " iPad" : "")\(current)")
    }
    say(
      "`device NAME [landscape]` changes the device; "
        + "`devices all [landscape]` checks every expectation on each"
    )
  }

  /// The history replayed on a screen: each expectation's failure (nil when it held), in order.
  func replayed(on screen: Screen) -> [String?] {
    var messages: [String] = []
    let fresh = Session(textLayout: textMeasurer, output: { _ in }, errorOutput: { messages.append($0.text) })
    fresh.display.quiet = true
    fresh.display.autoprint = .off
    fresh.files.allowsWrites = false
    fresh.deviceReplay.pinnedScreen = screen
    fresh.engine.setScreen(screen)
    var results: [String?] = []
    let expectations = deviceReplay.expectations
    var next = 0
    func check(upTo statements: Int) {
      while next < expectations.count && expectations[next].afterStatements <= statements {
        let failuresBefore = fresh.outcome.expectationFailures.count
        messages.removeAll()
        let ok = fresh.run(expectations[next].text, file: "expect")
        if fresh.outcome.expectationFailures.count > failuresBefore,
          let failure = fresh.outcome.expectationFailures.last
        {
          results.append(failure.message)
        } else if !ok {
          results.append(messages.first?.split(separator: "\n").first.map(String.init) ?? "error")
        } else {
          results.append(nil)
        }
        next += 1
      }
    }
    check(upTo: 0)
    for (i, text) in history.enumerated() {
      fresh.run(text, file: "history", keepGoing: true)
      check(upTo: i + 1)
    }
    return results
  }
}

extension String {
  /// The string without the spaces a padded table row ends in.
  var trimmingTrailingSpaces: String {
    var s = self
    while s.last == " " { s.removeLast() }
    return s
  }
}
