import AutoLayout
import TextMetrics

/// `draw`: a wireframe of the layout in box-drawing characters, each name on its box's edge
/// and the start of each label's text inside its box.
///
/// A column is `1/scale` points wide and a row twice as tall (terminal cells are about twice
/// as tall as wide). By default the drawing fills `width` columns; given a `height` (the
/// shell's terminal rows) it also fits in that many rows, keeping the aspect ratio. With
/// `colored`, ambiguous views' boxes are orange, views with a broken constraint red, and the
/// view `draw NAME` names bold blue (ANSI codes; scripts and pipes draw plain).
public enum WireframeRenderer {
  public static func render(
    _ engine: LayoutEngine, top: ItemID? = nil, width: Int = 80, height: Int? = nil, scale: Double? = nil,
    colored: Bool = false
  ) -> String {
    let canvasItem = top ?? engine.root
    let canvas = engine.roundedRootFrame(of: canvasItem)
    guard canvas.width > 0, canvas.height > 0 else {
      return "(\(engine.name(of: canvasItem)) has no area to draw)"
    }
    var sx = scale ?? Double(max(10, width) - 1) / canvas.width
    if scale == nil, let height {
      // A row is two points to a column's one: fit the rows too.
      sx = min(sx, 2 * Double(max(5, height) - 1) / canvas.height)
    }
    let sy = sx / 2
    let columns = Int(saturating: (canvas.width * sx).rounded()) + 1
    let rows = Int(saturating: (canvas.height * sy).rounded()) + 1
    guard columns <= 200_000, rows <= 200_000, columns * rows <= 200_000 else {
      return "(the drawing would be too large: use a smaller scale)"
    }
    var grid = [[Character]](repeating: [Character](repeating: " ", count: columns), count: rows)

    func cell(_ x: Double, _ y: Double) -> (Int, Int) {
      (
        min(columns - 1, max(0, Int(saturating: ((x - canvas.x) * sx).rounded()))),
        min(rows - 1, max(0, Int(saturating: ((y - canvas.y) * sy).rounded())))
      )
    }
    func put(_ c: Character, _ col: Int, _ row: Int) {
      guard row >= 0, row < rows, col >= 0, col < columns else { return }
      grid[row][col] = c
    }

    var stack = [canvasItem]
    var order: [ItemID] = []
    while let id = stack.popLast() {
      order.append(id)
      stack.append(contentsOf: engine.children(of: id).reversed())
    }
    var labels: [(ItemID, Int, Int, Int)] = []
    var texts: [(String, Int, Int, Int)] = []
    // Colours by cell: ANSI codes for the box characters of ambiguous and broken views.
    var paint: [[Int]: String] = [:]
    let broken = colored ? engine.viewsWithBrokenConstraints() : []
    for id in order where !engine.isHidden(id) {
      let f = engine.roundedRootFrame(of: id)
      let (left, topRow) = cell(f.x, f.y)
      let (right, bottom) = cell(f.maxX, f.maxY)
      if colored {
        let code =
          id == top && top != engine.root
          ? "1;34" : broken.contains(id) ? "31" : engine.ambiguousAxes(of: id).isEmpty ? nil : "38;5;208"
        if let code {
          for col in left...right {
            paint[[topRow, col]] = code
            paint[[bottom, col]] = code
          }
          for row in topRow...bottom {
            paint[[row, left]] = code
            paint[[row, right]] = code
          }
        }
      }
      if let line = engine.textLines(of: id).first, right - left > 2 {
        texts.append((String(line), left + 1, right, (topRow + bottom) / 2))
      }
      if right > left {
        for col in (left + 1)..<right {
          put("─", col, topRow)
          put("─", col, bottom)
        }
      }
      if bottom > topRow {
        for row in (topRow + 1)..<bottom {
          put("│", left, row)
          put("│", right, row)
        }
      }
      put(bottom > topRow ? "┌" : "─", left, topRow)
      put(bottom > topRow ? "┐" : "─", right, topRow)
      if bottom > topRow {
        put("└", left, bottom)
        put("┘", right, bottom)
      }
      labels.append((id, left, right, topRow))
    }
    // Names go on their box's top edge (`┌card───┐`), innermost first, each on the first
    // stretch of plain edge long enough, so a child in its parent's corner hides no name.
    // Two names on one edge keep at least one edge character between them, so that they
    // read as two (`┌left─flagStack──`), not one (`┌leftflagStack──`).
    var named = Set<[Int]>()
    func free(_ row: Int, _ column: Int) -> Bool {
      grid[row][column] == "─" && !named.contains([row, column])
    }
    for (id, left, right, row) in labels.reversed() {
      let name = Array(localName(of: id, in: engine))
      // The first place on the edge where the whole name fits on plain edge characters.
      var start = left + 1
      while start + name.count <= right {
        let fits = (start..<(start + name.count)).allSatisfy { free(row, $0) }
        let apart = !named.contains([row, start - 1]) && !named.contains([row, start + name.count])
        if fits && apart { break }
        start += 1
      }
      guard start + name.count <= right else { continue }
      for (i, c) in name.enumerated() {
        grid[row][start + i] = c
        named.insert([row, start + i])
      }
    }
    // The start of each text, inside its box on its middle row, over blank cells only. A
    // character a terminal shows two columns wide (CJK, emoji) takes two cells, the second
    // left out of the output.
    for (text, from, to, row) in texts where row > 0 {
      var col = from
      for c in text {
        let cells = (c.unicodeScalars.first?.value ?? 0) >= 0x1100 ? 2 : 1
        guard col + cells <= to, (col..<(col + cells)).allSatisfy({ grid[row][$0] == " " }) else { break }
        grid[row][col] = c
        if cells == 2 { grid[row][col + 1] = Self.secondHalf }
        col += cells
      }
    }
    let lines = grid.enumerated().map { row, cells -> String in
      guard colored, paint.keys.contains(where: { $0[0] == row }) else {
        return String(cells.filter { $0 != Self.secondHalf })
      }
      var out = ""
      for (col, c) in cells.enumerated() where c != Self.secondHalf {
        if let code = paint[[row, col]] { out += "\u{1B}[\(code)m\(c)\u{1B}[0m" } else { out.append(c) }
      }
      return out
    }
    return lines.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
      .joined(separator: "\n")
  }

  /// The cell after a two-column character: not printed.
  static let secondHalf: Character = "\u{0}"

  /// A view's name as drawn inside its ancestors' boxes: without the name of the nearest
  /// ancestor it is named after (`cobb.photo` inside `cobb` is `photo`), so that names in a
  /// component instance or a widget fit their boxes.
  static func localName(of id: ItemID, in engine: LayoutEngine) -> String {
    let name = engine.name(of: id)
    var ancestor = engine.parent(of: id)
    while let a = ancestor {
      let prefix = engine.name(of: a) + "."
      if name.hasPrefix(prefix) { return String(name.dropFirst(prefix.count)) }
      ancestor = engine.parent(of: a)
    }
    return name
  }
}
