import Foundation

/// A Codable encoder that keeps keys in the order a type encodes them, which is the order its
/// properties are declared in (synthesized `encode(to:)`). Foundation's `JSONEncoder` keeps a
/// dictionary on Linux, so its key order changes from run to run unless sorted; `export json`
/// promises the order LANGUAGE.md §9 documents, so it encodes through this instead. Numbers
/// are written by `JSONEncoder` itself (its shortest round-trip form), strings with JSON's
/// escapes.
///
/// The layout: the top object one key per line; inside it, each array element on its own line
/// and every object inline (`{"name": "card", …}`), as `export json` has always printed.
public struct OrderedJSONEncoder {
  public init() {}

  public func encode(_ value: some Encodable) throws -> String {
    let root = Node.Box()
    try value.encode(to: TreeEncoder(box: root, codingPath: []))
    return Self.write(root, depth: 0)
  }

  /// Objects and arrays keep their members in their box, so a nested container fills its slot
  /// after it was made, and appending is in place (copying the array at every append made a
  /// 30,000-constraint export quadratic).
  enum Node {
    case object
    case array
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    final class Box {
      var node: Node
      var fields: [(String, Box)] = []
      var items: [Box] = []
      init(_ node: Node = .null) { self.node = node }
    }
  }

  static func write(_ box: Node.Box, depth: Int) -> String {
    switch box.node {
    case .object:
      if depth == 0 {
        let lines = box.fields.map { "  \(quote($0.0)): \(write($0.1, depth: 1))" }
        return "{\n" + lines.joined(separator: ",\n") + "\n}"
      }
      return "{"
        + box.fields.map { "\(quote($0.0)): \(write($0.1, depth: depth + 1))" }.joined(separator: ", ") + "}"
    case .array:
      if depth == 1 && box.items.contains(where: { if case .object = $0.node { true } else { false } }) {
        return "[\n" + box.items.map { "    " + write($0, depth: 2) }.joined(separator: ",\n") + "\n  ]"
      }
      return "[" + box.items.map { write($0, depth: depth + 1) }.joined(separator: ", ") + "]"
    case .string(let s): return quote(s)
    case .number(let n): return n
    case .bool(let b): return b ? "true" : "false"
    case .null: return "null"
    }
  }

  /// A JSON string, escaped by `JSONEncoder` (quotes, backslashes, control characters).
  static func quote(_ s: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    return (try? encoder.encode(s)).flatMap { String(data: $0, encoding: .utf8) } ?? "\"\""
  }

  /// A number as `JSONEncoder` writes it (`20.333333333333332`, `393`).
  static func number(_ v: Double) -> Node {
    guard v.isFinite else { return .null }
    if v == v.rounded() && abs(v) < 1e15 { return .number(String(Int(v))) }
    return (try? JSONEncoder().encode(v)).flatMap { String(data: $0, encoding: .utf8) }.map(Node.number)
      ?? .null
  }
}

// MARK: - The Encoder

private struct TreeEncoder: Encoder {
  let box: OrderedJSONEncoder.Node.Box
  var codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .object = box.node {} else { box.node = .object }
    return KeyedEncodingContainer(KeyedContainer<Key>(box: box, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .array = box.node {} else { box.node = .array }
    return UnkeyedContainer(box: box, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleContainer(box: box, codingPath: codingPath)
  }
}

/// Encodes one value into a fresh box.
private func node(_ value: some Encodable, at path: [any CodingKey]) throws -> OrderedJSONEncoder.Node.Box {
  let box = OrderedJSONEncoder.Node.Box()
  try value.encode(to: TreeEncoder(box: box, codingPath: path))
  return box
}

private func leaf(_ value: some Encodable) -> OrderedJSONEncoder.Node? {
  switch value {
  case let s as String: .string(s)
  case let b as Bool: .bool(b)
  case let d as Double: OrderedJSONEncoder.number(d)
  case let i as Int: .number(String(i))
  default: nil
  }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let box: OrderedJSONEncoder.Node.Box
  var codingPath: [any CodingKey]

  func append(_ key: Key, _ value: OrderedJSONEncoder.Node.Box) {
    box.fields.append((key.stringValue, value))
  }

  mutating func encodeNil(forKey key: Key) throws { append(key, .init(.null)) }
  mutating func encode(_ value: some Encodable, forKey key: Key) throws {
    append(key, try leaf(value).map { .init($0) } ?? node(value, at: codingPath + [key]))
  }
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    let child = OrderedJSONEncoder.Node.Box(.object)
    append(key, child)
    return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: child, codingPath: codingPath + [key]))
  }
  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = OrderedJSONEncoder.Node.Box(.array)
    append(key, child)
    return UnkeyedContainer(box: child, codingPath: codingPath + [key])
  }
  mutating func superEncoder() -> any Encoder { superEncoder(forKey: Key(stringValue: "super")!) }
  mutating func superEncoder(forKey key: Key) -> any Encoder {
    let child = OrderedJSONEncoder.Node.Box()
    append(key, child)
    return TreeEncoder(box: child, codingPath: codingPath + [key])
  }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
  let box: OrderedJSONEncoder.Node.Box
  var codingPath: [any CodingKey]
  var count: Int { box.items.count }

  func append(_ value: OrderedJSONEncoder.Node.Box) { box.items.append(value) }

  mutating func encodeNil() throws { append(.init(.null)) }
  mutating func encode(_ value: some Encodable) throws {
    append(try leaf(value).map { .init($0) } ?? node(value, at: codingPath))
  }
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) -> KeyedEncodingContainer<
    NestedKey
  > {
    let child = OrderedJSONEncoder.Node.Box(.object)
    append(child)
    return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: child, codingPath: codingPath))
  }
  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let child = OrderedJSONEncoder.Node.Box(.array)
    append(child)
    return UnkeyedContainer(box: child, codingPath: codingPath)
  }
  mutating func superEncoder() -> any Encoder {
    let child = OrderedJSONEncoder.Node.Box()
    append(child)
    return TreeEncoder(box: child, codingPath: codingPath)
  }
}

private struct SingleContainer: SingleValueEncodingContainer {
  let box: OrderedJSONEncoder.Node.Box
  var codingPath: [any CodingKey]

  mutating func encodeNil() throws { box.node = .null }
  mutating func encode(_ value: some Encodable) throws {
    if let leaf = leaf(value) {
      box.node = leaf
    } else {
      let inner = try node(value, at: codingPath)
      (box.node, box.fields, box.items) = (inner.node, inner.fields, inner.items)
    }
  }
}
