import Foundation
import LabSession

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `layoutlab test --watch`: waits for scripts to change (inotify on Linux, kqueue on macOS:
/// no polling), runs the changed ones again, and prints what changed since their last run:
/// the outcome (`PASS → FAIL`), and failures that appeared (`+`) or went away (`-`). New
/// scripts under the watched folders join in. It runs until interrupted.
final class Watcher {
  let roots: [String]
  var last: [String: ScriptTestResult]

  init(roots: [String], scripts: [String], last: [ScriptTestResult]) {
    self.roots = roots
    self.last = Dictionary(uniqueKeysWithValues: last.map { ($0.path, $0) })
  }

  func run() {
    print("watching \(roots.joined(separator: " ")) (Ctrl-C stops)")
    fflush(nil)
    let events = FolderEvents(folders: folders())
    while true {
      // A save is often several events (write, rename); gather them for 50 ms.
      var changed = Set(events.next() ?? [])
      while let more = events.next(timeoutMilliseconds: 50), !more.isEmpty { changed.formUnion(more) }
      let scripts = ScriptTestResult.scripts(under: roots)
      let affected = scripts.filter { path in changed.contains { path.hasSuffix("/" + $0) || path == $0 } }
      guard !affected.isEmpty else { continue }
      for result in TestCommand.runAll(affected) { report(result) }
      let all = scripts.compactMap { last[$0] }
      print(TestCommand.summary(all))
      fflush(nil)
    }
  }

  /// The folders holding the scripts: each root that is a folder, with its subfolders, or a
  /// script's own folder.
  func folders() -> [String] {
    var out = Set<String>()
    for root in roots {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) else { continue }
      guard isFolder.boolValue else {
        out.insert(
          (root as NSString).deletingLastPathComponent.isEmpty
            ? "." : (root as NSString).deletingLastPathComponent)
        continue
      }
      out.insert(root)
      for case let relative as String in FileManager.default.enumerator(atPath: root) ?? NSEnumerator()
      where !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
        let path = root + "/" + relative
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
          out.insert(path)
        }
      }
    }
    return out.sorted()
  }

  func report(_ result: ScriptTestResult) {
    let before = last[result.path]
    last[result.path] = result
    let change =
      before.map {
        $0.outcome == result.outcome
          ? result.outcome.rawValue : "\($0.outcome.rawValue) → \(result.outcome.rawValue)"
      }
      ?? "new, \(result.outcome.rawValue)"
    print("\(change)  \(result.path)")
    func lines(_ r: ScriptTestResult?) -> Set<String> {
      guard let r else { return [] }
      return Set(r.failures.map { "\($0.line): \($0.message)" } + (r.outcome == .error ? r.errors : []))
    }
    let old = lines(before)
    let new = lines(result)
    for line in new.subtracting(old).sorted() { print("  + \(line)") }
    for line in old.subtracting(new).sorted() { print("  - \(line)") }
  }
}

/// File-name events in a set of folders: inotify on Linux; kqueue on macOS (which says a
/// folder changed, not which file: every script in it counts as changed).
final class FolderEvents {
  #if os(Linux)
    let fd: Int32
    var watches: [Int32: String] = [:]

    init(folders: [String]) {
      fd = inotify_init1(Int32(IN_CLOEXEC))
      let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_CREATE) | UInt32(IN_DELETE)
      for folder in folders {
        let wd = inotify_add_watch(fd, folder, mask)
        if wd >= 0 { watches[wd] = folder }
      }
    }

    /// The names that changed (relative to the working folder); nil on timeout.
    func next(timeoutMilliseconds: Int32 = -1) -> [String]? {
      var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, timeoutMilliseconds) > 0 else { return nil }
      var buffer = [UInt8](repeating: 0, count: 64 * 1024)
      let count = read(fd, &buffer, buffer.count)
      guard count > 0 else { return nil }
      var names: [String] = []
      var offset = 0
      // struct inotify_event { int wd; uint32_t mask, cookie, len; char name[]; }
      while offset + 16 <= count {
        let wd = buffer[offset..<offset + 4].withUnsafeBytes { $0.loadUnaligned(as: Int32.self) }
        let length = Int(
          buffer[offset + 12..<offset + 16].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) })
        let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
        if let folder = watches[wd], !nameBytes.isEmpty {
          let name = String(decoding: nameBytes, as: UTF8.self)
          names.append(folder == "." ? name : folder + "/" + name)
        }
        offset += 16 + length
      }
      return names
    }
  #else
    let queue: Int32
    var descriptors: [Int32: String] = [:]

    init(folders: [String]) {
      queue = kqueue()
      for folder in folders {
        let fd = open(folder, O_EVTONLY)
        guard fd >= 0 else { continue }
        descriptors[fd] = folder
        var change = kevent(
          ident: UInt(fd), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
          fflags: UInt32(NOTE_WRITE | NOTE_EXTEND | NOTE_ATTRIB), data: 0, udata: nil)
        _ = kevent(queue, &change, 1, nil, 0, nil)
      }
    }

    func next(timeoutMilliseconds: Int32 = -1) -> [String]? {
      var event = kevent()
      var timeout = timespec(
        tv_sec: Int(timeoutMilliseconds / 1000), tv_nsec: Int(timeoutMilliseconds % 1000) * 1_000_000)
      let count =
        timeoutMilliseconds < 0
        ? kevent(queue, nil, 0, &event, 1, nil) : kevent(queue, nil, 0, &event, 1, &timeout)
      guard count > 0, let folder = descriptors[Int32(event.ident)] else { return nil }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      return names.filter { $0.hasSuffix(".lab") }.map { folder == "." ? $0 : folder + "/" + $0 }
    }
  #endif
}
