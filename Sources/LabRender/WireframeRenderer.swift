import TextMetrics
import AutoLayout

/// `draw`: a wireframe of the layout in box-drawing characters, each name on its box's edge.
///
/// A column is `1/scale` points wide and a row twice as tall (terminal cells are about twice
/// as tall as wide). By default the drawing fills `width` columns.
public enum WireframeRenderer {
  public static func render(_ engine: LayoutEngine, top: ItemID? = nil, width: Int = 80, scale: Double? = nil) -> String {
    let canvasItem = top ?? engine.root
    let canvas = engine.roundedRootFrame(of: canvasItem)
    guard canvas.width > 0, canvas.height > 0 else { return "(\(engine.name(of: canvasItem)) has no area to draw)" }
    let sx = scale ?? Double(max(10, width) - 1) / canvas.width
    let sy = sx / 2
    let columns = Int((canvas.width * sx).rounded()) + 1
    let rows = Int((canvas.height * sy).rounded()) + 1
    guard columns * rows <= 200_000 else { return "(the drawing would be too large: use a smaller scale)" }
    var grid = [[Character]](repeating: [Character](repeating: " ", count: columns), count: rows)

    func cell(_ x: Double, _ y: Double) -> (Int, Int) {
      (min(columns - 1, max(0, Int(((x - canvas.x) * sx).rounded()))), min(rows - 1, max(0, Int(((y - canvas.y) * sy).rounded()))))
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
    for id in order where !engine.isHidden(id) {
      let f = engine.roundedRootFrame(of: id)
      let (left, topRow) = cell(f.x, f.y)
      let (right, bottom) = cell(f.maxX, f.maxY)
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
    func free(_ row: Int, _ column: Int) -> Bool { grid[row][column] == "─" && !named.contains([row, column]) }
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
    return grid.map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
      .joined(separator: "\n")
  }

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
