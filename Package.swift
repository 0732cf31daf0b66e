// swift-tools-version:6.1
import PackageDescription

let package = Package(
  name: "LayoutLab",
  products: [
    .library(name: "Cassowary", targets: ["Cassowary"]),
    .library(name: "TextMetrics", targets: ["TextMetrics"]),
    .library(name: "AutoLayout", targets: ["AutoLayout"]),
    .library(name: "LabLanguage", targets: ["LabLanguage"]),
    .executable(name: "layoutlab", targets: ["layoutlab"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // The live preview's HTTP and WebSocket server (small: sockets, no SwiftNIO).
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    // Reading Swift source (`load FILE.swift`): Apple's parser, not a hand-written one.
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
  ],
  targets: [
    // What the test suites share: the seeded generator of the property and fuzz tests.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    // The incremental simplex solver: kiwi's semantics plus strict (lexicographic) priorities.
    .target(name: "Cassowary"),
    // HarfBuzz, found through pkg-config (libharfbuzz-dev).
    .systemLibrary(
      name: "CHarfBuzz", pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev", "pkg-config"])]),
    // fontconfig, found through pkg-config (libfontconfig-dev): named fonts' files.
    .systemLibrary(
      name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev", "pkg-config"])]),
    // Measuring text with a real font (Inter for SF, a CJK fallback, named fonts) behind a protocol.
    .target(name: "TextMetrics", dependencies: ["CHarfBuzz", "CFontconfig"]),
    .testTarget(name: "TextMetricsTests", dependencies: ["TextMetrics"]),
    // UIKit's layout model on the solver: views, guides, constraints, intrinsic sizes, margins.
    .target(name: "AutoLayout", dependencies: ["Cassowary", "TextMetrics"]),
    // Cassowary is named although AutoLayout brings it: SwiftPM rebuilds a target when a module
    // it depends on directly changes, not one it reaches through another. These read the
    // solver's stored properties at offsets compiled in, so a stale build read the wrong field
    // (session 11: a test's edit count read as 0, and earlier heap corruption).
    .testTarget(
      name: "AutoLayoutTests", dependencies: ["AutoLayout", "Cassowary", "TextMetrics", "TestSupport"]),
    // LayoutLab's language: lexer, parser, syntax tree, diagnostics with carets.
    .target(name: "LabLanguage"),
    .testTarget(name: "LabLanguageTests", dependencies: ["LabLanguage", "TestSupport"]),
    // Cairo (with FreeType faces), found through pkg-config (libcairo2-dev).
    .systemLibrary(
      name: "CCairo", pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev", "libfreetype-dev", "pkg-config"])]),
    // Outputs: tree, frames, constraint listings, Swift, JSON, and pictures (SVG; PNG with Cairo).
    .target(name: "LabRender", dependencies: ["AutoLayout", "TextMetrics", "CCairo"]),
    .testTarget(
      name: "LabRenderTests",
      dependencies: ["LabRender", "AutoLayout", "TextMetrics", "CCairo", "TestSupport"]),
    // The built-in course of guided lessons: its levels are resources (Examples/Lessons/Levels).
    .target(name: "LabLessons", path: "Examples/Lessons", resources: [.copy("Levels")]),
    // Swift source read by swift-syntax into the language's statements (`load FILE.swift`).
    .target(
      name: "LabSwift",
      dependencies: [
        "LabLanguage", "AutoLayout",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
      ]),
    .testTarget(name: "LabSwiftTests", dependencies: ["LabSwift", "LabLanguage"]),
    // Executes statements on a document: undo/redo, expectations, autoprint, lessons.
    .target(
      name: "LabSession",
      dependencies: ["LabLanguage", "LabSwift", "AutoLayout", "LabRender", "TextMetrics", "LabLessons"]),
    .testTarget(
      name: "LabSessionTests",
      dependencies: ["LabSession", "AutoLayout", "Cassowary", "LabLessons", "TestSupport"]),
    // libedit's native API, through pkg-config (libedit-dev).
    .systemLibrary(name: "CLibEdit", pkgConfig: "libedit", providers: [.apt(["libedit-dev", "pkg-config"])]),
    // Line editing, completion and persistent history for the shell.
    .target(name: "LineEditor", dependencies: ["CLibEdit"]),
    // The real shell driven in a terminal (tmux).
    .testTarget(name: "ShellTests", dependencies: ["layoutlab", "TestSupport"], exclude: ["Fixtures"]),
    // `layoutlab --preview`: serves the layout as SVG on loopback, updated after every statement.
    .target(
      name: "LabPreview",
      dependencies: [
        .product(name: "FlyingFox", package: "FlyingFox"),
        .product(name: "FlyingSocks", package: "FlyingFox"),
      ]),
    // The command-line tool.
    .executableTarget(
      name: "layoutlab",
      dependencies: [
        "LabLanguage", "LabSession", "LineEditor", "LabPreview",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // The libFuzzer target over the parser and the session (built only by scripts/fuzz, with
    // -sanitize=fuzzer,address; libFuzzer supplies `main`).
    .executableTarget(name: "LabFuzz", dependencies: ["LabLanguage", "LabSession", "TextMetrics"]),
    // The solver anchor's workloads (enaml-like, chain, grid), shared by tests and benchmarks.
    .target(name: "SolverWorkloads", dependencies: ["Cassowary"]),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "SolverWorkloads", "TestSupport"]),
    // Side-by-side solver benchmark against kiwi's C++ (scripts/bench builds and runs it).
    .target(name: "BenchSupport", path: "Benchmarks/BenchSupport"),
    .executableTarget(
      name: "SolverBench", dependencies: ["Cassowary", "SolverWorkloads", "BenchSupport"],
      path: "Benchmarks/SolverBench"),
    // The engine benchmark: 10,000 views, build time and the cost of one small change.
    .executableTarget(
      name: "EngineBench", dependencies: ["AutoLayout", "TextMetrics", "BenchSupport"],
      path: "Benchmarks/EngineBench"),
    .executableTarget(
      name: "SessionBench", dependencies: ["LabSession", "AutoLayout", "Cassowary", "BenchSupport"],
      path: "Benchmarks/SessionBench"),
    // `scripts/ib-survey`: LayoutLab's frames against the frames Xcode stored in IB files.
    .executableTarget(
      name: "ib-survey",
      dependencies: [
        "LabSession", "AutoLayout", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Tools/IBSurvey"),
    // The text-width calibration report (issue 12): candidate corrections against iOS's widths.
    .executableTarget(
      name: "TextCalibration", dependencies: ["TextMetrics"], path: "Benchmarks/TextCalibration"),
  ],
  swiftLanguageModes: [.v6]
)
