extension SimplexCore {
  /// The tableau as text: one line per row in basic-symbol order (cells, then the markers the
  /// row holds in the marker graph), then the objective.
  func dump() -> String {
    func name(_ s: SymbolID) -> String {
      let prefix: String
      switch kinds[Int(s)] {
      case .external:
        let v = variableOfSymbol[Int(s)]
        let given = variableNames[Int(v)]
        return given.isEmpty ? "v\(v)" : given
      case .slack: prefix = "s"
      case .error: prefix = "e"
      case .dummy: prefix = "d"
      }
      return "\(prefix)\(s)"
    }
    var lines: [String] = []
    let basics = basicOfSlot.enumerated().filter { $0.element != noSymbol }.sorted {
      $0.element < $1.element
    }
    // Walks write the graph's scratch arrays: a copy keeps the dump free of side effects.
    var graph = markers
    for (slot, basic) in basics {
      let row = rows[slot]
      // Markers held in the graph are marked with a "~" after their name.
      let terms =
        row.cells.map { "\($0.coefficient) * \(name($0.symbol))" }
        + graph.markers(of: row.dep, scale: row.depScale).map { "\($0.coefficient) * \(name($0.symbol))~" }
      lines.append("\(name(basic)) = \(([String(row.constant)] + terms).joined(separator: " + "))")
    }
    var objectiveTerms: [String] = []
    for s in 0..<min(objective.weights.count, kinds.count) where !objective.weights[s].isZero {
      objectiveTerms.append("\(objective.weights[s]) * \(name(SymbolID(s)))")
    }
    lines += dumpDefinitions(name)
    lines.append("objective: " + objectiveTerms.joined(separator: " + "))
    return lines.joined(separator: "\n")
  }
}

/// The size of a tableau, for benchmarks: what a session's edits leave behind.
public struct TableauStatistics: Sendable, CustomStringConvertible {
  public var rows: Int
  public var cells: Int
  public var symbols: Int
  public var markerNodes: Int
  /// Variables defined outside the tableau (`SimplexCore+Derived`).
  public var derived: Int = 0
  /// Pivots since the solver was made (differences between two readings count a statement's).
  public var pivots: Int
  /// Bytes the rows' cells, the columns and the marker graph hold (their arrays' capacity).
  public var cellBytes: Int
  public var columnBytes: Int
  public var markerBytes: Int

  public var description: String {
    "rows=\(rows) cells=\(cells) derived=\(derived) symbols=\(symbols)"
      + " marker_nodes=\(markerNodes) pivots=\(pivots)"
      + " cell_mb=\(cellBytes >> 20) column_mb=\(columnBytes >> 20) marker_mb=\(markerBytes >> 20)"
  }
}

extension SimplexCore {
  var statistics: TableauStatistics {
    var live = 0
    var cells = 0
    var cellBytes = 0
    for k in rows.indices {
      cellBytes += rows[k].cells.capacity * MemoryLayout<Cell>.stride + 32
      guard basicOfSlot[k] != noSymbol else { continue }
      live += 1
      cells += rows[k].cells.count
    }
    let columnBytes = columns.reduce(0) { $0 + $1.capacity * 4 + 32 }
    return TableauStatistics(
      rows: live, cells: cells, symbols: kinds.count, markerNodes: markers.count,
      derived: liveDefinitionCount, pivots: pivotCount, cellBytes: cellBytes, columnBytes: columnBytes,
      markerBytes: markers.storageBytes)
  }
}
