import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `layoutlab --preview`: the shell runs in a terminal (tmux) and serves its layout; headless
/// Chromium (Debian's `chromium`, installed by `scripts/install-deps --browser`) loads the page,
/// and the test reads back, from the DOM, each view's rectangle as the browser laid it out.
@Suite(.serialized) struct PreviewBrowserTests {
  static var chromium: String? {
    ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// The page's `<body>` attributes and its `#rects` JSON, from Chromium's DOM dump.
  static func dump(_ url: String) throws -> (version: Int, updates: Int, rects: [String: [Double]]) {
    let browser = try #require(chromium, "chromium is missing: scripts/install-deps --browser installs it")
    let result = ChildProcess.run(
      [
        browser, "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=3000",
        "--window-size=1000,900", "--dump-dom", url,
      ],
      deadline: 30)
    let dom = result.output
    func attribute(_ name: String) -> Int {
      guard let range = dom.range(of: "\(name)=\"") else { return 0 }
      return Int(dom[range.upperBound...].prefix { $0.isNumber }) ?? 0
    }
    guard let start = dom.range(of: "<pre id=\"rects\">"),
      let end = dom[start.upperBound...].range(of: "</pre>")
    else {
      return (attribute("data-version"), attribute("data-updates"), [:])
    }
    let json = Data(dom[start.upperBound..<end.lowerBound].utf8)
    let rects = (try? JSONDecoder().decode([String: [Double]].self, from: json)) ?? [:]
    return (attribute("data-version"), attribute("data-updates"), rects)
  }

  /// A raw HTTP request (the `Host` header is ours to choose); returns the status line.
  static func statusLine(port: UInt16, host: String, path: String = "/") -> String {
    response(port: port, host: host, path: path).components(separatedBy: "\r\n").first ?? ""
  }

  /// 127.0.0.1 at `port`, for connecting to the preview or taking its port.
  static func loopback(_ port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    return address
  }

  /// A raw HTTP request's whole response.
  static func response(port: UInt16, host: String, path: String) -> String {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = loopback(port)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { return "no connection" }
    let request = "GET \(path) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n"
    _ = request.withCString { send(fd, $0, strlen($0), 0) }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = recv(fd, &buffer, buffer.count, 0)
      guard count > 0 else { break }
      received += buffer[0..<count]
    }
    return received.isEmpty ? "no answer" : String(decoding: received, as: UTF8.self)
  }

  @Test func theBrowserShowsTheLayoutAndFollowsIt() throws {
    let session = "layoutlab-preview-\(getpid())"
    let state = NSTemporaryDirectory() + "layoutlab-preview-\(getpid())"
    let port = UInt16(20_000 + getpid() % 20_000)
    defer {
      ShellTerminalTests.tmux(["kill-session", "-t", session])
      try? FileManager.default.removeItem(atPath: state)
    }
    try ShellTerminalTests.start(session, state: state, arguments: "--preview \(port)")
    var screen = ShellTerminalTests.screen(session) { $0.contains("layoutlab>") }
    #expect(screen.contains("preview: http://127.0.0.1:\(port)/"), "\(screen)")
    // A card pinned to the root; a title at the card's margin (8) under its safe area (59 + 20).
    for statement in [
      "add view card [.pin]", "add label title \"Hello\" to card", "title.top == card.safeArea.top + 20",
      "title.leading == card.leadingMargin",
    ] {
      ShellTerminalTests.tmux(["send-keys", "-t", session, statement, "Enter"])
    }
    screen = ShellTerminalTests.screen(session) { $0.components(separatedBy: "layoutlab>").count > 5 }
    let first = try Self.dump("http://127.0.0.1:\(port)/?until=5")
    #expect(first.version == 5)
    #expect(first.rects["root"] == [0, 0, 393, 852])
    #expect(first.rects["card"] == [0, 0, 393, 852])
    #expect(first.rects["title"].map { Array($0.prefix(2)) } == [8, 79])

    // The page follows the session: loaded at statement 5, it waits for 6, which the shell
    // makes while the page is open; the WebSocket brings it and the new view appears.
    // The statement goes once the page listens (`/status` counts pages), however slowly the
    // browser starts.
    let later = DispatchQueue(label: "statement")
    later.async {
      for _ in 0..<300
      where !Self.response(port: port, host: "127.0.0.1:\(port)", path: "/status").contains(#""pages":1"#) {
        Thread.sleep(forTimeInterval: 0.1)
      }
      ShellTerminalTests.tmux([
        "send-keys", "-t", session, "add view badge to card { background = #D55E00 }; badge.width == 40",
        "Enter",
      ])
    }
    let second = try Self.dump("http://127.0.0.1:\(port)/?until=6")
    #expect(second.version == 6)
    #expect(second.updates >= 2, "the page did not update in place")
    #expect(second.rects["badge"].map { $0[2] } == 40)

    // Only this loopback address may ask.
    #expect(Self.statusLine(port: port, host: "127.0.0.1:\(port)").contains("200"))
    #expect(Self.statusLine(port: port, host: "evil.example:\(port)").contains("403"))
  }

  /// `--preview PORT` on a port another program listens on says so at once and serves on the
  /// next port, printing that address; the statements run as usual. Before, it waited 5 s
  /// for a timeout and exited 2 with FlyingFox's words for it.
  @Test func aPortInUseMovesThePreviewToTheNextPort() throws {
    let binary = try #require(ShellTerminalTests.binary, "layoutlab is not built")
    let port = UInt16(40_000 + getpid() % 20_000)
    // The port, taken: bound and listening, as a running server holds it.
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = Self.loopback(port)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    try #require(bound == 0 && listen(fd, 1) == 0, "could not take port \(port)")
    let start = Date()
    let result = ChildProcess.run(
      ["sh", "-c", "'\(binary)' --no-color --preview \(port) -c 'add view a' 2>&1"], deadline: 10)
    let seconds = Date().timeIntervalSince(start)
    #expect(result.status == 0, "\(result.output)")
    #expect(
      result.output.hasPrefix(
        "layoutlab: port \(port) is in use; serving the preview on \(port + 1) instead\n"
          + "preview: http://127.0.0.1:\(port + 1)/\n"
      ),
      "\(result.output)")
    #expect(result.output.contains("+ a  (0, 0, 0, 0)"), "\(result.output)")
    #expect(seconds < 3, "took \(seconds) s")
  }
}
