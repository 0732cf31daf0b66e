import LabLanguage
import LabSession
import TextMetrics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One fuzz input: a script, lexed, parsed and then run in a fresh session with
/// `--keep-going`, output discarded. A crash, a hang past libFuzzer's timeout, a leak or an
/// address error is a finding. Sessions use the approximate text measurer: the fonts are not
/// under test, and it keeps each run fast.
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data else { return 0 }
  let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  _ = Parser.parsePieces(source)
  _ = try? Lexer.tokenize(source)
  let session = Session(
    textLayout: { TextLayout(measurer: ApproximateTextMeasurer()) }, output: { _ in }, errorOutput: { _ in })
  session.display.quiet = true
  session.display.autoprint = .off
  // Inputs name files (`save /x`, `export png`): nothing may be written.
  session.files.allowsWrites = false
  session.run(source, file: "<fuzz>", keepGoing: true)
  return 0
}

#if LAYOUTLAB_FUZZ
  /// libFuzzer's own entry point (its archive's `main` object refers to it).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  @_cdecl("LLVMFuzzerTestOneInput")
  public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzOneInput(data, size)
  }

  /// libFuzzer's driver, linked in by `-sanitize=fuzzer`.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  @_silgen_name("LLVMFuzzerRunDriver")
  func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt
#endif

/// `scripts/fuzz` builds this with `-sanitize=fuzzer,address -DLAYOUTLAB_FUZZ`; SwiftPM makes
/// this `main`, which hands the command line to libFuzzer's driver. A plain build only says
/// how to run it.
@main
enum FuzzMain {
  static func main() {
    #if LAYOUTLAB_FUZZ
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzOneInput($0, $1) })
    #else
      print("LabFuzz is built for fuzzing by scripts/fuzz [SECONDS]")
      exit(2)
    #endif
  }
}
