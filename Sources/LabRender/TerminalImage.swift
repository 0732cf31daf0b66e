import Foundation

/// Pictures inside the terminal (`draw --image`): the three inline-image protocols terminals
/// speak, detected from the environment, and the escape sequences that carry the picture.
/// - kitty's graphics protocol (kitty, Ghostty, WezTerm with it enabled): the PNG in base64,
///   in chunks of 4096, `a=T` to transmit and show, sized by `r=` rows.
/// - iTerm2's inline images (iTerm2, WezTerm, VS Code's terminal): OSC 1337 `File=` with the
///   PNG in base64, sized by `height=` rows.
/// - sixel (xterm -ti vt340, foot, mlterm, Windows Terminal, …): six-pixel bands over a
///   216-colour palette; found by asking the terminal (its Primary Device Attributes list 4).
/// Elsewhere (Apple's Terminal, pipes, CI) `draw` falls back to box drawing.
public enum TerminalImageProtocol: String, Sendable, CaseIterable {
  case kitty, iterm2, sixel

  /// From the environment alone: `LAYOUTLAB_IMAGE_PROTOCOL` (kitty, iterm2, sixel or none)
  /// decides; else kitty's and iTerm2's own variables. Sixel needs a terminal query (the
  /// shell asks; see `answerListsSixel`).
  public static func detect(environment: [String: String]) -> TerminalImageProtocol?? {
    if let forced = environment["LAYOUTLAB_IMAGE_PROTOCOL"] {
      return .some(TerminalImageProtocol(rawValue: forced.lowercased()))
    }
    if environment["KITTY_WINDOW_ID"] != nil || environment["TERM"] == "xterm-kitty"
      || environment["TERM"] == "xterm-ghostty"
    {
      return .some(.kitty)
    }
    if ["iTerm.app", "WezTerm", "vscode"].contains(environment["TERM_PROGRAM"] ?? "")
      || environment["LC_TERMINAL"] == "iTerm2"
    {
      return .some(.iterm2)
    }
    return nil  // not decided: ask the terminal
  }

  /// Whether a terminal's answer to Primary Device Attributes (`ESC [ c`), such as
  /// `ESC [ ? 62 ; 4 ; 22 c`, lists sixel graphics (attribute 4).
  public static func answerListsSixel(_ answer: String) -> Bool {
    guard let start = answer.range(of: "[?"),
      let end = answer.range(of: "c", range: start.upperBound..<answer.endIndex)
    else {
      return false
    }
    return answer[start.upperBound..<end.lowerBound].split(separator: ";").contains("4")
  }

  /// kitty: the PNG transmitted and shown at the cursor, `rows` tall.
  public static func kitty(png: [UInt8], rows: Int) -> String {
    let payload = Data(png).base64EncodedString()
    var out = ""
    var index = payload.startIndex
    var first = true
    while index < payload.endIndex {
      let end = payload.index(index, offsetBy: 4096, limitedBy: payload.endIndex) ?? payload.endIndex
      let more = end < payload.endIndex ? 1 : 0
      let control = first ? "a=T,f=100,r=\(rows),m=\(more)" : "m=\(more)"
      out += "\u{1B}_G\(control);\(payload[index..<end])\u{1B}\\"
      first = false
      index = end
    }
    return out
  }

  /// iTerm2: OSC 1337 with the PNG inline, `rows` tall, aspect ratio kept.
  public static func iterm2(png: [UInt8], rows: Int) -> String {
    "\u{1B}]1337;File=inline=1;size=\(png.count);height=\(rows);preserveAspectRatio=1:"
      + "\(Data(png).base64EncodedString())\u{07}"
  }

  /// Sixel: the pixels in bands of six rows, each colour of the 6 × 6 × 6 cube a register.
  public static func sixel(
    width: Int, height: Int, pixel: (Int, Int) -> (red: Double, green: Double, blue: Double)
  ) -> String {
    func level(_ v: Double) -> Int { min(5, max(0, Int((v * 5).rounded()))) }
    var out = "\u{1B}Pq\"1;1;\(width);\(height)"
    for r in 0..<6 {
      for g in 0..<6 { for b in 0..<6 { out += "#\(r * 36 + g * 6 + b);2;\(r * 20);\(g * 20);\(b * 20)" } }
    }
    var indices = [Int](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width {
        let p = pixel(x, y)
        indices[y * width + x] = level(p.red) * 36 + level(p.green) * 6 + level(p.blue)
      }
    }
    for band in stride(from: 0, to: height, by: 6) {
      let rows = min(6, height - band)
      var colours = Set<Int>()
      for dy in 0..<rows { for x in 0..<width { colours.insert(indices[(band + dy) * width + x]) } }
      var firstColour = true
      for colour in colours.sorted() {
        if !firstColour { out += "$" }
        firstColour = false
        out += "#\(colour)"
        // Run-length: `!N` repeats a sixel character N times.
        var run = 0
        var last: Character = "?"
        func flush() {
          guard run > 0 else { return }
          out += run > 3 ? "!\(run)\(last)" : String(repeating: last, count: run)
        }
        for x in 0..<width {
          var bits = 0
          for dy in 0..<rows where indices[(band + dy) * width + x] == colour { bits |= 1 << dy }
          let c = Character(Unicode.Scalar(UInt8(63 + bits)))
          if c == last {
            run += 1
          } else {
            flush()
            last = c
            run = 1
          }
        }
        flush()
      }
      out += "-"
    }
    return out + "\u{1B}\\"
  }
}
