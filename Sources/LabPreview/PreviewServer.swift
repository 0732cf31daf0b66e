import FlyingFox
import FlyingSocks
import Foundation

/// `layoutlab --preview [PORT]`: serves the current layout on loopback (127.0.0.1 only) while
/// the shell runs. `GET /` is the page, `GET /snapshot` the latest snapshot (JSON: the SVG,
/// the tree, each view's frame and constraints), and `/updates` a WebSocket that pushes each
/// new snapshot. Requests whose `Host` is not this loopback address are refused (403), so a
/// web page elsewhere cannot reach the session through DNS rebinding.
public final class PreviewServer: Sendable {
  let hub = PreviewHub()
  let server: HTTPServer
  public let port: UInt16

  /// The server binds IPv4 loopback, 127.0.0.1, the address it prints (FlyingFox's
  /// `.loopback` is IPv6's ::1).
  public init(port: UInt16) throws {
    self.port = port
    server = HTTPServer(address: try sockaddr_in.inet(ip4: "127.0.0.1", port: port), logger: .disabled)
  }

  /// Why the server could not listen.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// Another program listens on the port.
    case portInUse(UInt16)
    /// Any other reason, in the system's words ("Permission denied").
    case cannotListen(UInt16, String)

    public var description: String {
      switch self {
      case .portInUse(let port): "port \(port) is in use"
      case .cannotListen(let port, let reason): "cannot listen on 127.0.0.1:\(port): \(reason)"
      }
    }
  }

  /// Starts listening; returns once the socket is ready, or throws `Failure` as soon as it
  /// cannot be (a port in use is known at once, not after a timeout).
  public func start() async throws(Failure) {
    let hub = self.hub
    let allowedHosts: Set<String> = ["127.0.0.1:\(port)", "localhost:\(port)"]
    let guardHost: @Sendable (HTTPRequest) -> HTTPResponse? = { request in
      guard let host = request.headers[.host], allowedHosts.contains(host.lowercased()) else {
        return HTTPResponse(statusCode: .forbidden, body: Data("only 127.0.0.1:\(self.port) may ask\n".utf8))
      }
      return nil
    }
    await server.appendRoute("GET /") { request in
      if let refused = guardHost(request) { return refused }
      return HTTPResponse(
        statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
        body: Data(PreviewPage.html.utf8))
    }
    await server.appendRoute("GET /snapshot") { request in
      if let refused = guardHost(request) { return refused }
      return HTTPResponse(
        statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
        body: Data(await hub.snapshot.utf8))
    }
    // `/wait?version=N` answers once snapshot N exists (or after 10 s): a page opened with
    // `?until=N` keeps one pending, which holds a headless browser's virtual clock (and so its
    // DOM dump) until the update has come over the WebSocket. Tests use it.
    await server.appendRoute("GET /wait") { request in
      if let refused = guardHost(request) { return refused }
      let wanted = request.query.first { $0.name == "version" }.flatMap { Int($0.value) } ?? 0
      for _ in 0..<200 where await hub.version < wanted {
        try await Task.sleep(nanoseconds: 50_000_000)
      }
      return HTTPResponse(statusCode: .ok, body: Data("\(await hub.version)\n".utf8))
    }
    // `/status`: the latest snapshot's number and how many pages listen (tests wait on it).
    await server.appendRoute("GET /status") { request in
      if let refused = guardHost(request) { return refused }
      return HTTPResponse(
        statusCode: .ok, headers: [.contentType: "application/json"],
        body: Data(#"{"version":\#(await hub.version),"pages":\#(await hub.pages)}"#.utf8))
    }
    let updates = WebSocketHTTPHandler.webSocket(UpdatesHandler(hub: hub))
    await server.appendRoute("GET /updates") { request in
      if let refused = guardHost(request) { return refused }
      return try await updates.handleRequest(request)
    }
    let server = self.server
    let port = self.port
    // `run()` throws at once when it cannot bind, but `waitUntilListening` would go on
    // waiting for its timeout: the first of the two to finish decides.
    let (outcomes, outcome) = AsyncStream<Failure?>.makeStream()
    Task {
      do {
        try await server.run()
      } catch SocketError.failed(let type, let number, let message) {
        outcome.yield(
          type == "Bind" && number == EADDRINUSE ? .portInUse(port) : .cannotListen(port, message))
      } catch {
        outcome.yield(.cannotListen(port, "\(error)"))
      }
      outcome.yield(.cannotListen(port, "the server stopped"))
    }
    Task {
      do {
        try await server.waitUntilListening(timeout: 5)
        outcome.yield(nil)
      } catch {
        outcome.yield(.cannotListen(port, "not listening after 5 seconds"))
      }
    }
    for await failure in outcomes {
      if let failure { throw failure }
      return
    }
  }

  /// Hands the page a new snapshot (numbered by the caller, in the order statements ran).
  public func publish(_ snapshot: String, version: Int) {
    let hub = self.hub
    Task { await hub.publish(snapshot, version: version) }
  }

  public func stop() async { await server.stop(timeout: 1) }
}
