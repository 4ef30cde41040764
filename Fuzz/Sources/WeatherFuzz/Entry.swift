import FuzzDriver

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// One binary for every target, so that the package (and its 185,000-line city table) is
// compiled with the fuzzer's instrumentation once: `WeatherFuzz TARGET [libFuzzer flags…]`.
//
// SwiftPM links an executable target's entry point as `<target>_main`; libFuzzer's own `main`
// would call `LLVMFuzzerTestOneInput` with no way to choose the target, so this entry takes the
// target's name off the arguments and hands the rest to `LLVMFuzzerRunDriver`.

/// The target chosen on the command line; set once, before the fuzzing loop starts.
nonisolated(unsafe) private var selected: FuzzTarget?

/// The variable naming the target for the processes libFuzzer starts itself (`-minimize_crash`,
/// `-fork`, `-merge`), which get its flags but not the target's name.
private let targetVariable = "WEATHER_FUZZ_TARGET"

@_cdecl("WeatherFuzz_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
  let first = argc > 1 ? argv[1].map { String(cString: $0) } : nil
  let named = FuzzTarget.all.first { $0.name == first }
  let inherited = getenv(targetVariable).map { String(cString: $0) }
  guard let target = named ?? FuzzTarget.all.first(where: { $0.name == inherited }) else {
    let names = FuzzTarget.all.map(\.name).joined(separator: " ")
    printError("usage: WeatherFuzz TARGET [libFuzzer flags] (targets: \(names))")
    return 64
  }
  selected = target
  setenv(targetVariable, target.name, 1)
  // Drop the target's name: libFuzzer takes every other argument as a flag or a corpus.
  let skipped = named == nil ? 1 : 2
  var arguments = [argv[0]] + (skipped..<Int(argc)).map { argv[$0] } + [nil]
  var count = argc - Int32(skipped - 1)
  return arguments.withUnsafeMutableBufferPointer { buffer in
    var pointer = buffer.baseAddress
    return LLVMFuzzerRunDriver(&count, &pointer) { data, size in
      testOneInput(data, size)
    }
  }
}

/// libFuzzer's usual entry, for a build that lets libFuzzer's `main` run: the same target.
@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let selected else { return 0 }
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  selected.run(bytes)
  return 0
}
