import FlyingFox

/// The latest snapshot of the layout and the pages listening for the next one. Snapshots are
/// numbered where the shell makes them: one that arrives after a newer one is dropped, since
/// the shell publishes from tasks that may run out of order.
actor PreviewHub {
  private(set) var snapshot = #"{"version":0}"#
  private(set) var version = -1
  private var listeners: [Int: AsyncStream<WSMessage>.Continuation] = [:]
  private var nextListener = 0

  func publish(_ snapshot: String, version: Int) {
    guard version > self.version else { return }
    self.version = version
    self.snapshot = snapshot
    for listener in listeners.values { listener.yield(.text(snapshot)) }
  }

  /// A page's stream of snapshots: the current one at once, then each new one.
  func subscribe() -> AsyncStream<WSMessage> {
    let (stream, continuation) = AsyncStream<WSMessage>.makeStream(bufferingPolicy: .bufferingNewest(1))
    let id = nextListener
    nextListener += 1
    listeners[id] = continuation
    continuation.yield(.text(snapshot))
    continuation.onTermination = { _ in Task { await self.unsubscribe(id) } }
    return stream
  }

  private func unsubscribe(_ id: Int) { listeners[id] = nil }

  /// How many pages are listening now.
  var pages: Int { listeners.count }
}

/// The WebSocket side of `/updates`: the page sends nothing that matters; it receives
/// snapshots.
struct UpdatesHandler: WSMessageHandler {
  let hub: PreviewHub

  func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
    await hub.subscribe()
  }
}
