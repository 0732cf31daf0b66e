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
    var grid = Grid(canvas: canvas, sx: sx, sy: sy, columns: columns, rows: rows)
    var boxes: [(id: ItemID, box: Box)] = []
    var texts: [(text: String, from: Int, to: Int, row: Int)] = []
    let broken = colored ? engine.viewsWithBrokenConstraints() : []
    for id in treeOrder(from: canvasItem, in: engine) where !engine.isHidden(id) {
      let box = grid.box(around: engine.roundedRootFrame(of: id))
      if colored, let code = colorCode(of: id, in: engine, top: top, broken: broken) {
        grid.paint(box, code)
      }
      if let line = engine.textLines(of: id).first, box.right - box.left > 2 {
        texts.append((String(line), box.left + 1, box.right, (box.top + box.bottom) / 2))
      }
      grid.draw(box)
      boxes.append((id, box))
    }
    grid.writeNames(boxes.reversed().map { (Array(localName(of: $0.id, in: engine)), $0.box) })
    for text in texts where text.row > 0 {
      grid.writeText(text.text, row: text.row, from: text.from, to: text.to)
    }
    return grid.lines(colored: colored)
      .map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
      .joined(separator: "\n")
  }

  /// The item and the views inside it, each before its subviews (depth first, in order).
  static func treeOrder(from item: ItemID, in engine: LayoutEngine) -> [ItemID] {
    var stack = [item]
    var order: [ItemID] = []
    while let id = stack.popLast() {
      order.append(id)
      stack.append(contentsOf: engine.children(of: id).reversed())
    }
    return order
  }

  /// The ANSI colour of a view's box: bold blue for the view `draw NAME` names, red for a
  /// view with a broken constraint, orange for an ambiguous one; nil for the rest.
  static func colorCode(of id: ItemID, in engine: LayoutEngine, top: ItemID?, broken: Set<ItemID>) -> String?
  {
    if id == top && top != engine.root { return "1;34" }
    if broken.contains(id) { return "31" }
    return engine.ambiguousAxes(of: id).isEmpty ? nil : "38;5;208"
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

/// A view's box in grid cells: its corners' columns and rows.
private struct Box {
  var left, top, right, bottom: Int
}

/// The character grid a wireframe is drawn on: a point maps to the nearest cell, boxes, names
/// and texts are written into the cells, and colours are kept by cell.
private struct Grid {
  let canvas: Rect
  let sx, sy: Double
  let columns, rows: Int
  var cells: [[Character]]
  /// ANSI codes by cell (`[row, column]`) for the box characters of coloured views.
  var colors: [[Int]: String] = [:]

  init(canvas: Rect, sx: Double, sy: Double, columns: Int, rows: Int) {
    self.canvas = canvas
    self.sx = sx
    self.sy = sy
    self.columns = columns
    self.rows = rows
    cells = [[Character]](repeating: [Character](repeating: " ", count: columns), count: rows)
  }

  /// The cell a point falls in, clamped to the grid.
  func cell(_ x: Double, _ y: Double) -> (Int, Int) {
    (
      min(columns - 1, max(0, Int(saturating: ((x - canvas.x) * sx).rounded()))),
      min(rows - 1, max(0, Int(saturating: ((y - canvas.y) * sy).rounded())))
    )
  }

  func box(around frame: Rect) -> Box {
    let (left, top) = cell(frame.x, frame.y)
    let (right, bottom) = cell(frame.maxX, frame.maxY)
    return Box(left: left, top: top, right: right, bottom: bottom)
  }

  mutating func put(_ c: Character, _ col: Int, _ row: Int) {
    guard row >= 0, row < rows, col >= 0, col < columns else { return }
    cells[row][col] = c
  }

  /// Colours the cells of a box's outline.
  mutating func paint(_ box: Box, _ code: String) {
    for col in box.left...box.right {
      colors[[box.top, col]] = code
      colors[[box.bottom, col]] = code
    }
    for row in box.top...box.bottom {
      colors[[row, box.left]] = code
      colors[[row, box.right]] = code
    }
  }

  /// A box's outline; a box one row high is a line.
  mutating func draw(_ box: Box) {
    let (left, top, right, bottom) = (box.left, box.top, box.right, box.bottom)
    if right > left {
      for col in (left + 1)..<right {
        put("─", col, top)
        put("─", col, bottom)
      }
    }
    if bottom > top {
      for row in (top + 1)..<bottom {
        put("│", left, row)
        put("│", right, row)
      }
    }
    put(bottom > top ? "┌" : "─", left, top)
    put(bottom > top ? "┐" : "─", right, top)
    if bottom > top {
      put("└", left, bottom)
      put("┘", right, bottom)
    }
  }

  /// Names go on their box's top edge (`┌card───┐`), in the order given (innermost first),
  /// each on the first stretch of plain edge long enough, so a child in its parent's corner
  /// hides no name. Two names on one edge keep at least one edge character between them, so
  /// that they read as two (`┌left─flagStack──`), not one (`┌leftflagStack──`).
  mutating func writeNames(_ names: [(name: [Character], box: Box)]) {
    var named = Set<[Int]>()
    for (name, box) in names {
      let row = box.top
      // The first place on the edge where the whole name fits on plain edge characters.
      var start = box.left + 1
      while start + name.count <= box.right {
        let fits = (start..<(start + name.count)).allSatisfy {
          cells[row][$0] == "─" && !named.contains([row, $0])
        }
        let apart = !named.contains([row, start - 1]) && !named.contains([row, start + name.count])
        if fits && apart { break }
        start += 1
      }
      guard start + name.count <= box.right else { continue }
      for (i, c) in name.enumerated() {
        cells[row][start + i] = c
        named.insert([row, start + i])
      }
    }
  }

  /// The start of a text, on its row between two columns, over blank cells only. A character
  /// a terminal shows two columns wide (CJK, emoji) takes two cells, the second left out of
  /// the output.
  mutating func writeText(_ text: String, row: Int, from: Int, to: Int) {
    var col = from
    for c in text {
      let width = (c.unicodeScalars.first?.value ?? 0) >= 0x1100 ? 2 : 1
      guard col + width <= to, (col..<(col + width)).allSatisfy({ cells[row][$0] == " " }) else { break }
      cells[row][col] = c
      if width == 2 { cells[row][col + 1] = WireframeRenderer.secondHalf }
      col += width
    }
  }

  /// The rows as text, with the colours' ANSI codes when `colored`.
  func lines(colored: Bool) -> [String] {
    let secondHalf = WireframeRenderer.secondHalf
    return cells.enumerated().map { row, characters -> String in
      guard colored, colors.keys.contains(where: { $0[0] == row }) else {
        return String(characters.filter { $0 != secondHalf })
      }
      var out = ""
      for (col, c) in characters.enumerated() where c != secondHalf {
        if let code = colors[[row, col]] { out += "\u{1B}[\(code)m\(c)\u{1B}[0m" } else { out.append(c) }
      }
      return out
    }
  }
}
