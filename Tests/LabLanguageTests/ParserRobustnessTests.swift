import TestSupport
import Testing

@testable import LabLanguage

/// Thousands of random and mutated statements: the parser answers each with statements or a
/// diagnostic, never a crash or a hang.
@Suite struct ParserRobustnessTests {
  static let seeds = [
    #"add label title "Hello" to card at 0 { font = .title1; lines = 0 }"#,
    "title.top == card.bottom * 0.5 + 8 @750 as gap",
    "expect title.frame == (16, 75, 361, 20.33)",
    "set root.size = 320x568", "device ipad landscape", "box >> parent.allButTop(leadingOffset: 5)",
    #"vfl "H:|-[a(60)]-|" align centerY"#, ":undo 2", "expect not ambiguous card vertical",
    "add view card {\n margins = (8, 16, 8, 16)\n}",
  ]
  static let alphabet = Array("abc.()[]{},;:=<>+-*/@$\"\\ \n0123456789x登🧋#")

  @Test(arguments: 0..<4)
  func randomAndMutatedInputsNeverCrash(batch: Int) {
    var rng = SeededRandom(seed: UInt64(7_000 + batch))
    var parsed = 0
    var refused = 0
    for i in 0..<2500 {
      var text: [Character]
      if i % 2 == 0 {
        text = Array(Self.seeds[Int(rng.next() % UInt64(Self.seeds.count))])
        for _ in 0..<(1 + Int(rng.next() % 4)) where !text.isEmpty {
          let position = Int(rng.next() % UInt64(text.count))
          let c = Self.alphabet[Int(rng.next() % UInt64(Self.alphabet.count))]
          switch rng.next() % 3 {
          case 0: text[position] = c
          case 1: text.insert(c, at: position)
          default: text.remove(at: position)
          }
        }
      } else {
        text = (0..<Int(rng.next() % 40)).map { _ in
          Self.alphabet[Int(rng.next() % UInt64(Self.alphabet.count))]
        }
      }
      do {
        _ = try Parser.parse(String(text))
        parsed += 1
      } catch {
        refused += 1
        // A diagnostic renders with a caret inside the line it names.
        #expect(!error.rendered(file: "fuzz", source: String(text)).isEmpty)
      }
    }
    #expect(parsed + refused == 2500)
  }
}
