// swift-tools-version: 6.1
import PackageDescription

// The benchmarks of issue 7, kept out of the main package so that it gains no dependency.
//
// Run them all, in release, from this directory:
//
//   swift package --scratch-path ../.build-bench benchmark
//
// Each suite is an executable target in `Benchmarks/<Name>/<Name>.swift` built with the
// `BenchmarkPlugin`; the `benchmark` command plugin finds and runs them.
let package = Package(
  name: "WeatherBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "weather", path: ".."),
    .package(
      url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    // The features scenarios 1–4 send through, shared by the benchmarks and the instruction
    // counter so that both measure the same code.
    .target(
      name: "StoreScenarios",
      dependencies: [.product(name: "Reducers", package: "weather")],
      path: "Benchmarks/StoreScenarios"),
    // Scenarios 1–7: Store send, scoping, pullback, forEach, effects, cancellation, TestStore.
    .executableTarget(
      name: "StoreBenchmarks",
      dependencies: [
        "StoreScenarios",
        .product(name: "Benchmark", package: "package-benchmark"),
        .product(name: "Reducers", package: "weather"),
        .product(name: "ReducersTesting", package: "weather"),
      ],
      path: "Benchmarks/StoreBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]),
    // Issue 12: runs one scenario N times, for `instruction-counts` (callgrind) to count.
    .executableTarget(
      name: "StoreInstructionCounts",
      dependencies: ["StoreScenarios", .product(name: "Reducers", package: "weather")],
      path: "Benchmarks/StoreInstructionCounts"),
    // Scenario 8: the city table's first-use load and search latency.
    .executableTarget(
      name: "CitySearchBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "package-benchmark"),
        .product(name: "WeatherClientLive", package: "weather"),
        .product(name: "WeatherFeatures", package: "weather"),
      ],
      path: "Benchmarks/CitySearchBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]),
    // Issue 14: the full-screen app's keypress → frame latency and frame size.
    .executableTarget(
      name: "TerminalBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "package-benchmark"),
        .product(name: "Reducers", package: "weather"),
        .product(name: "WeatherFeatures", package: "weather"),
        .product(name: "WeatherClientLive", package: "weather"),
        .product(name: "WeatherTerminal", package: "weather"),
      ],
      path: "Benchmarks/TerminalBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]),
    // Scenario 9: the `weather search london` process, start to exit.
    .executableTarget(
      name: "ProcessBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "package-benchmark")
      ],
      path: "Benchmarks/ProcessBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]),
  ],
  swiftLanguageModes: [.v6]
)
