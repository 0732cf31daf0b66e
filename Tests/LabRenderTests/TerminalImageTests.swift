import LabRender
import Testing

/// Inline images in terminals (`draw --image`): detection and the escape sequences.
@Suite struct TerminalImageTests {
  /// The override decides; then kitty's and iTerm2's own variables; else undecided (the
  /// shell asks the terminal about sixel).
  @Test func protocolsComeFromTheEnvironment() {
    #expect(TerminalImageProtocol.detect(environment: ["KITTY_WINDOW_ID": "1"]) == .some(.kitty))
    #expect(TerminalImageProtocol.detect(environment: ["TERM": "xterm-kitty"]) == .some(.kitty))
    #expect(TerminalImageProtocol.detect(environment: ["TERM_PROGRAM": "iTerm.app"]) == .some(.iterm2))
    #expect(TerminalImageProtocol.detect(environment: ["LC_TERMINAL": "iTerm2"]) == .some(.iterm2))
    #expect(TerminalImageProtocol.detect(environment: ["TERM_PROGRAM": "Apple_Terminal"]) == nil)
    #expect(
      TerminalImageProtocol.detect(environment: ["LAYOUTLAB_IMAGE_PROTOCOL": "none", "KITTY_WINDOW_ID": "1"])
        == .some(nil))
    #expect(TerminalImageProtocol.detect(environment: ["LAYOUTLAB_IMAGE_PROTOCOL": "sixel"]) == .some(.sixel))
  }

  /// Primary Device Attributes: attribute 4 is sixel (xterm's `ESC[?63;1;2;4;6;9;15;22c`
  /// with -ti vt340); tmux's `ESC[?1;2c` has none.
  @Test func aDeviceAttributesAnswerListsSixel() {
    #expect(TerminalImageProtocol.answerListsSixel("\u{1B}[?63;1;2;4;6;9;15;22c"))
    #expect(!TerminalImageProtocol.answerListsSixel("\u{1B}[?1;2c"))
    #expect(!TerminalImageProtocol.answerListsSixel("\u{1B}[?62;14c"))
  }

  /// kitty: base64 in chunks of at most 4096, the first with the action, format and rows,
  /// `m=1` on all but the last. 10,000 bytes are 13,336 base64 characters: 4 chunks.
  @Test func kittySendsChunks() {
    let png = [UInt8](repeating: 7, count: 10_000)
    let text = TerminalImageProtocol.kitty(png: png, rows: 30)
    let chunks = text.components(separatedBy: "\u{1B}\\").filter { !$0.isEmpty }
    #expect(chunks.count == 4)
    #expect(chunks[0].hasPrefix("\u{1B}_Ga=T,f=100,r=30,m=1;"))
    #expect(chunks[1].hasPrefix("\u{1B}_Gm=1;") && chunks[3].hasPrefix("\u{1B}_Gm=0;"))
  }

  /// Sixel: a 2 × 6 picture, left column black (register 0), right column white (register
  /// 215): one band; black's column pattern is all six bits (63 + 63 = `~`) then none (`?`).
  @Test func sixelEncodesBandsByColour() {
    let text = TerminalImageProtocol.sixel(width: 2, height: 6) { x, _ in x == 0 ? (0, 0, 0) : (1, 1, 1) }
    #expect(text.hasPrefix("\u{1B}Pq\"1;1;2;6"))
    #expect(text.contains("#0~?$#215?~-"))
    #expect(text.hasSuffix("\u{1B}\\"))
  }
}
