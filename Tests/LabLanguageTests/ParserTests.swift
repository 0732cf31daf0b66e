import Testing

@testable import LabLanguage

@Suite struct ParserTests {
  func parse(_ source: String) throws -> [StatementKind] { try Parser.parse(source).map(\.kind) }

  @Test func addWithEverything() throws {
    let statements = try parse(#"add label title "Hello" to card at 0 { font = .title1; lines = 0 }"#)
    guard case .add(let add) = statements.first else {
      Issue.record("not an add: \(statements)")
      return
    }
    #expect(add.kind == "label")
    #expect(add.name == "title")
    #expect(add.text?.value == .string("Hello"))
    #expect(add.parent?.components == ["card"])
    #expect(add.index == 0)
    #expect(add.configuration.map(\.kind).count == 2)
    if case .set(let path, let value) = add.configuration.first?.kind {
      #expect(path.components == ["font"])
      #expect(value.value == .enumCase("title1"))
    } else {
      Issue.record("the block's first statement is not an assignment")
    }
  }

  @Test func aBlockMaySpanLines() throws {
    let statements = try parse(
      "add view card {\n  margins = (8, 16, 8, 16)\n  background = .systemRed\n}\ntree")
    #expect(statements.count == 2)
    guard case .add(let add) = statements[0] else { return }
    #expect(add.configuration.count == 2)
  }

  @Test func constraintsInEquationForm() throws {
    let statements = try parse("title.top == card.bottom * 0.5 + 8 @750 as gap")
    guard case .constraint(let c) = statements.first else {
      Issue.record("not a constraint")
      return
    }
    #expect(c.first.components == ["title", "top"])
    #expect(c.relation == .equal)
    #expect(c.second?.components == ["card", "bottom"])
    #expect(c.multiplier == 0.5)
    #expect(c.constant?.value == .number(8))
    #expect(c.priority == 750)
    #expect(c.name == "gap")
  }

  @Test func constantFormsAndSigns() throws {
    guard case .constraint(let a) = try parse("box.width >= 100").first,
      case .constraint(let b) = try parse("a.leading = b.trailing - system").first,
      case .constraint(let c) = try parse("a.width == 2 * b.height").first
    else {
      Issue.record("not constraints")
      return
    }
    #expect(a.second == nil && a.constant?.value == .number(100) && a.relation == .greaterThanOrEqual)
    guard case .arithmetic(.negated(.operand(let system)))? = b.constant?.value else {
      Issue.record("`- system` is not the negated spacing: \(String(describing: b.constant))")
      return
    }
    #expect(system.value == .enumCase("system"))
    #expect(c.multiplier == 2 && c.second?.components == ["b", "height"])
  }

  /// A block closes on its line even when a colour precedes the `}`: after `=`, `#0072B2` is
  /// not a comment. Before, the `}` was read as commented out and every later line joined
  /// the block.
  @Test func aColourDoesNotHideTheClosingBrace() {
    let lines = Parser.logicalLines("add view a { background = #0072B2 }\ntree # a comment { still\nframes")
    #expect(lines.map(\.firstLine) == [1, 2, 3])
  }

  /// `+ -5` and `- -5`, as Swift and UIKit code write a signed constant: -5 and +5. Before,
  /// "expected a constant … found `-`".
  @Test func aSignedConstantAfterTheOperator() throws {
    guard case .constraint(let a) = try parse("a.top == b.top + -5").first,
      case .constraint(let b) = try parse("a.top == b.top - -5").first
    else {
      Issue.record("not constraints")
      return
    }
    #expect(a.constant?.value == .number(-5))
    #expect(b.constant?.value == .number(5))
  }

  /// `title.text = "Hi"` is an assignment; `title.top = x.top` a constraint.
  @Test func assignmentsWithoutSet() throws {
    guard case .set(let path, let value) = try parse(#"title.text = "Hi""#).first else {
      Issue.record("not an assignment")
      return
    }
    #expect(path.components == ["title", "text"])
    #expect(value.value == .string("Hi"))
    guard case .constraint = try parse("title.top = x.top").first else {
      Issue.record("not a constraint")
      return
    }
  }

  @Test func commandsMayStartWithAColon() throws {
    #expect(
      try parse(":tree card") == [
        .command(
          .tree,
          [
            LocatedValue(
              value: .name(
                Path(
                  components: ["card"],
                  range: SourceRange(SourceLocation(line: 1, column: 7), SourceLocation(line: 1, column: 11)))
              ), range: SourceRange(SourceLocation(line: 1, column: 7), SourceLocation(line: 1, column: 11)))
          ])
      ])
    #expect(
      try parse("undo 2").first
        == .command(
          .undo,
          [
            LocatedValue(
              value: .number(2),
              range: SourceRange(SourceLocation(line: 1, column: 6), SourceLocation(line: 1, column: 7)))
          ]))
  }

  /// `sweep root.width 320...1024 step 2`: a closed range is one argument, its two bounds.
  @Test func aRangeIsOneArgument() throws {
    guard case .command(.sweep, let arguments)? = try parse("sweep root.width 320...1024 step 2").first
    else {
      Issue.record("not a sweep command")
      return
    }
    #expect(arguments.count == 4)
    #expect(arguments[1].value == .list([.number(320), .number(1024)]))
    // "sweep root.width " is 17 characters: "320...1024" (10 characters) spans columns 18..<28.
    #expect(
      arguments[1].range
        == SourceRange(SourceLocation(line: 1, column: 18), SourceLocation(line: 1, column: 28)))
  }

  /// `export swift-anchors` names one format; only adjacent words and `-` join.
  @Test func hyphenatedCommandWordsAreOneName() throws {
    guard case .command(.export, let arguments)? = try parse("export swift-anchors out.swift").first,
      case .name(let format)? = arguments.first?.value
    else {
      Issue.record("not an export command")
      return
    }
    #expect(format.description == "swift-anchors")
    // "export " is 7 characters, so the name spans columns 8..<21 (13 characters).
    #expect(
      arguments[0].range
        == SourceRange(SourceLocation(line: 1, column: 8), SourceLocation(line: 1, column: 21)))
    // With spaces the `-` is a minus sign again, and `anchors` is not a number.
    #expect(throws: Diagnostic.self) { try parse("export swift - anchors") }
  }

  /// `form.spacing(after: title) = 20` sets the property `spacing(after: title)` of `form`.
  @Test func customSpacingIsAPropertyNamingTheView() throws {
    guard case .set(let path, let value)? = try parse("form.spacing(after: title) = 20").first else {
      Issue.record("not an assignment")
      return
    }
    #expect(path.components == ["form", "spacing(after: title)"])
    #expect(value.value == .number(20))
    #expect(throws: Diagnostic.self) { try parse("form.spacing(before: title) = 20") }
  }

  @Test func expectations() throws {
    #expect(
      try parse("expect title.frame == (16, 75, 361, 20.33)").first
        == .expect(
          .frame(
            Path(
              components: ["title"],
              range: SourceRange(SourceLocation(line: 1, column: 8), SourceLocation(line: 1, column: 19))),
            [16, 75, 361, 20.33])))
    guard case .expect(.value(let p, .greaterThanOrEqual, 100)) = try parse("expect title.width >= 100").first
    else {
      Issue.record("not a value expectation")
      return
    }
    #expect(p.components == ["title", "width"])
    guard
      case .expect(.ambiguous(true, let target, "vertical")) = try parse("expect not ambiguous card vertical")
        .first
    else {
      Issue.record("not an ambiguity expectation")
      return
    }
    #expect(target?.components == ["card"])
    #expect(try parse("expect conflicts == 0").first == .expect(.conflicts(0)))
  }

  @Test func deviceStatements() throws {
    #expect(try parse("device ipad landscape").first == .device("ipad", orientation: "landscape"))
  }

  /// `define` keeps its parameters (with defaults) and its body's statements.
  @Test func aDefinitionKeepsParametersAndBody() throws {
    let source = "define InfoView(icon, title = \"T\") {\n  add label t $title\n  t.top == parent.top\n}"
    guard case .define(let d) = try parse(source).first else {
      Issue.record("not a definition")
      return
    }
    #expect(d.name == "InfoView")
    #expect(d.parameters.map(\.name) == ["icon", "title"])
    #expect(d.parameters.map { $0.defaultValue?.value } == [nil, .string("T")])
    #expect(d.body.count == 2)
    #expect(throws: Diagnostic.self) { try Parser.parse("define A(x, x) { add view v }") }
    #expect(throws: Diagnostic.self) { try Parser.parse("define A(x)") }
  }

  /// `define cell NAME` makes a cell class, `define widget NAME` a widget kind; a component may
  /// still be called `cell` or `widget` itself.
  @Test func aDefinitionSaysWhatItsInstancesAre() throws {
    let bases = try ["define cell Row { add view v }", "define widget W { add view v }", "define cell { }"]
      .map {
        source -> ComponentBase? in
        guard case .define(let d) = try parse(source).first else { return nil }
        return d.base
      }
    #expect(bases == [.cell, .widget, .view])
  }

  /// A model block holds `KEY = VALUE` entries of numbers, strings and booleans only.
  @Test func aModelHoldsPlainValues() throws {
    #expect(
      try parse("model movie { name = \"Inception\"; gap = 12\n wide = true }").first
        == .model(
          "movie",
          [
            ModelEntry(
              key: "name",
              value: LocatedValue(
                value: .string("Inception"),
                range: SourceRange(.init(line: 1, column: 22), .init(line: 1, column: 33))),
              range: SourceRange(.init(line: 1, column: 15), .init(line: 1, column: 33))),
            ModelEntry(
              key: "gap",
              value: LocatedValue(
                value: .number(12), range: SourceRange(.init(line: 1, column: 41), .init(line: 1, column: 43))
              ), range: SourceRange(.init(line: 1, column: 35), .init(line: 1, column: 43))),
            ModelEntry(
              key: "wide",
              value: LocatedValue(
                value: .bool(true),
                range: SourceRange(.init(line: 2, column: 9), .init(line: 2, column: 13))),
              range: SourceRange(.init(line: 2, column: 2), .init(line: 2, column: 13))),
          ]))
    #expect(throws: Diagnostic.self) { try Parser.parse("model m { a = .red }") }
    #expect(throws: Diagnostic.self) { try Parser.parse("model m { a = 1; a = 2 }") }
    #expect(throws: Diagnostic.self) { try Parser.parse("model m { a = 1") }
  }

  @Test func settingsTakeAKeyAndAValue() throws {
    guard case .settings(let key, let value) = try parse("settings offset = 10").first else {
      Issue.record("not settings")
      return
    }
    #expect(key == "offset" && value.value == .number(10))
  }

  /// GetLaid and SnapKit statements are kept as written, with their ranges: the Swift front
  /// end reads them when they run (`docs/swift-import.md`), as it reads a Swift file.
  @Test func getLaidAndSnapKitAreKeptAsWritten() throws {
    guard case .swift(let g) = try parse("add view a; a >> b.left.offset(8).min; tree").dropFirst().first
    else {
      Issue.record("not a GetLaid statement")
      return
    }
    // `a` is the 13th character of the line; the line ends the statement at `;`.
    #expect(g.text == "a >> b.left.offset(8).min" && g.range.start.column == 13)
    let block = "stack.snp.makeConstraints { make in\n make.left.equalTo(20).offset(4)\n}"
    guard case .swift(let snp) = try parse(block + "\ntree").first else {
      Issue.record("not a SnapKit statement")
      return
    }
    #expect(snp.text == block && snp.range.end.line == 3)
    guard case .vfl(let v) = try parse(#"vfl "H:|-[a(>=100@750)]-[b]-|" align centerY metrics gap=12"#).first
    else {
      Issue.record("not a VFL statement")
      return
    }
    #expect(v.format.views.map(\.name) == ["a", "b"])
    #expect(v.format.leading?.isStandard == true && v.format.trailing?.isStandard == true)
    #expect(v.format.views[0].predicates.first?.relation == .greaterThanOrEqual)
    #expect(v.format.views[0].predicates.first?.priority == 750)
    #expect(v.align == "centerY" && v.metrics == ["gap": 12])
    // A malformed format points inside the string: `)` without `]` at column 17.
    do {
      _ = try Parser.parse(#"vfl "H:|-[a(60)-|""#)
      Issue.record("accepted a malformed format")
    } catch {
      #expect(error.range.start.column == 16)
    }
    guard case .layout(let target, let options) = try parse("layout title [.pin, .pinTop(inset: 8)]").first
    else {
      Issue.record("not a layout statement")
      return
    }
    #expect(target.components == ["title"])
    #expect(
      options.map(\.value) == [
        .enumCase("pin"), .call("pinTop", [Argument(label: "inset", value: .number(8))]),
      ])
    // A single option needs no brackets; a space keeps it apart from the name.
    guard case .layout(let badge, let single) = try parse("layout badge .alignCenter").first else {
      Issue.record("not a layout statement")
      return
    }
    #expect(badge.components == ["badge"] && single.count == 1)
  }

  /// A typo'd command names the closest one; the caret sits under it.
  @Test func diagnosticsPointAndSuggest() throws {
    do {
      _ = try Parser.parse("add view a\ntre a")
      Issue.record("no error")
    } catch {
      #expect(error.suggestion == "tree")
      let text = error.rendered(file: "demo.lab", source: "add view a\ntre a")
      #expect(text == "demo.lab:2:1: error: unknown command `tre` (did you mean `tree`?)\ntre a\n^~~")
    }
  }
}
