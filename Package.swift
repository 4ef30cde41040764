// swift-tools-version:6.2
import PackageDescription

/// Every target builds in the Swift 6 language mode with complete concurrency checking.
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "weather",
  // What `Synchronization.Mutex` needs. `Task.immediate` (Swift 6.2's runtime) exists on Apple
  // platforms only from their 26 releases: below those, effects start at the main actor's next
  // turn instead of inside `send` (`EffectRuntime.startJob`).
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "Reducers", targets: ["Reducers"]),
    .library(name: "ReducersDebugging", targets: ["ReducersDebugging"]),
    .library(name: "ReducersTesting", targets: ["ReducersTesting"]),
    .library(name: "WeatherFeatures", targets: ["WeatherFeatures"]),
    .library(name: "WeatherClientLive", targets: ["WeatherClientLive"]),
    .library(name: "WeatherTerminal", targets: ["WeatherTerminal"]),
    .executable(name: "weather", targets: ["weather"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    // The value dumper and differ, and the programmer-error reporter: what debugging output and
    // test failures are written with. Its own module, so that importing `Reducers` does not put
    // `customDump`, `diff` or `reportIssue` into a feature's namespace.
    .target(name: "ReducersDebugging", swiftSettings: strictSettings),
    // The composable core: no dependency but the standard library and the debugging module.
    .target(name: "Reducers", dependencies: ["ReducersDebugging"], swiftSettings: strictSettings),
    // TestStore and the bridge from reported issues to XCTest / Swift Testing failures.
    .target(
      name: "ReducersTesting", dependencies: ["Reducers", "ReducersDebugging"],
      swiftSettings: strictSettings),

    // The weather product's behaviour, tested without network.
    .target(
      name: "WeatherFeatures", dependencies: ["Reducers", "ReducersDebugging"],
      swiftSettings: strictSettings),
    // The live environment: HTTP providers, the embedded city table, on-disk storage.
    .target(
      name: "WeatherClientLive",
      dependencies: ["WeatherFeatures"],
      swiftSettings: strictSettings),
    // The one presentation layer of the command line and the app: measurements with their
    // units, condition names and symbols, display width and the terminal sanitizer, tables,
    // charts, the one-line template, and the command-line views (issue 24).
    .target(
      name: "WeatherText",
      dependencies: ["WeatherFeatures"],
      swiftSettings: strictSettings),
    // The full-screen app's pure parts: screens, views, key decoding, rendering.
    .target(
      name: "WeatherTerminal",
      dependencies: ["WeatherFeatures", "WeatherText"],
      swiftSettings: strictSettings),
    // The command line.
    .executableTarget(
      name: "weather",
      dependencies: [
        "WeatherClientLive",
        "WeatherTerminal",
        "WeatherText",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strictSettings),

    // A loopback HTTP server that serves recorded responses to tests.
    .target(
      name: "LoopbackHTTPServer",
      path: "Tests/Support/LoopbackHTTPServer",
      swiftSettings: strictSettings),
    // The providers' recorded answers, served by the loopback server in tests.
    .target(
      name: "RecordedResponses",
      dependencies: ["LoopbackHTTPServer"],
      path: "Tests/Support/RecordedResponses",
      exclude: ["Fixtures/generate_forecasts.py"],
      resources: [.copy("Fixtures")],
      swiftSettings: strictSettings),
    // The text snapshot check of the view tests.
    .target(
      name: "TextSnapshots", path: "Tests/Support/TextSnapshots", swiftSettings: strictSettings),
    // Counts a thread's allocations, for the tests that pin the core's allocation-free paths.
    .target(name: "MallocCounting", path: "Tests/Support/MallocCounting"),
    // A helper process for the storage tests: concurrent writers and writers killed mid-save.
    .executableTarget(
      name: "StorageProbe",
      dependencies: ["WeatherClientLive"],
      path: "Tests/Support/StorageProbe",
      swiftSettings: strictSettings),

    // A helper process for Scripts/fault-injection/run: one `Shared(.fileStorage)` save.
    .executableTarget(
      name: "SharedFileProbe",
      dependencies: ["Reducers", "ReducersDebugging"],
      path: "Tests/Support/SharedFileProbe",
      swiftSettings: strictSettings),

    .testTarget(
      name: "ReducersTests",
      dependencies: ["Reducers", "ReducersDebugging", "ReducersTesting", "MallocCounting"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "ReducersTestingTests",
      dependencies: ["Reducers", "ReducersDebugging", "ReducersTesting", "TextSnapshots"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "WeatherFeaturesTests",
      dependencies: ["WeatherFeatures", "ReducersDebugging", "ReducersTesting", "TextSnapshots"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "WeatherClientLiveTests",
      dependencies: [
        "WeatherClientLive", "LoopbackHTTPServer", "RecordedResponses", "StorageProbe",
      ],
      swiftSettings: strictSettings),
    // The presentation layer's views as text snapshots at fixed widths.
    .testTarget(
      name: "WeatherTextTests",
      dependencies: ["WeatherText", "WeatherFeatures", "TextSnapshots"],
      exclude: ["Snapshots"],
      swiftSettings: strictSettings),
    .testTarget(
      name: "WeatherTerminalTests",
      dependencies: [
        "WeatherTerminal", "WeatherText", "WeatherFeatures", "Reducers", "ReducersTesting",
        "TextSnapshots",
      ],
      exclude: ["Snapshots"],
      swiftSettings: strictSettings),
    // Runs the built `weather` binary as a subprocess against the loopback server.
    .testTarget(
      name: "WeatherEndToEndTests",
      dependencies: ["weather", "LoopbackHTTPServer", "RecordedResponses"],
      // Read through #filePath, so that WEATHER_UPDATE_SNAPSHOTS=1 can rewrite them in place.
      exclude: ["Snapshots"],
      swiftSettings: strictSettings),

    // Programs written from the documentation alone, in the shapes TCA users write (issue 20):
    // one folder per example, each with exhaustive TestStore tests (Examples/README.md).
    .target(
      name: "Examples", dependencies: ["Reducers"], path: "Examples/Sources/Examples",
      swiftSettings: strictSettings),
    .testTarget(
      name: "ExamplesTests", dependencies: ["Examples", "Reducers", "ReducersTesting"],
      path: "Examples/Tests/ExamplesTests", swiftSettings: strictSettings),
  ],
  swiftLanguageModes: [.v6]
)

// The fuzz targets (Fuzz/, run by Scripts/fuzz): built only when WEATHER_FUZZ is set, since they
// link libFuzzer, which only a build with `-sanitize=fuzzer` has.
if Context.environment["WEATHER_FUZZ"] != nil {
  package.targets += [
    .target(name: "FuzzDriver", path: "Fuzz/Sources/FuzzDriver"),
    .executableTarget(
      name: "WeatherFuzz",
      dependencies: [
        "FuzzDriver", "WeatherClientLive", "WeatherTerminal", "WeatherText", "WeatherFeatures",
        "Reducers", "ReducersDebugging", "ReducersTesting",
      ],
      path: "Fuzz/Sources/WeatherFuzz"),
  ]
}
