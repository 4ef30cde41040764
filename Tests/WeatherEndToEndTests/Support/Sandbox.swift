import Foundation
import LoopbackHTTPServer

/// A fresh temporary home for one test: `HOME`, `XDG_DATA_HOME` and `XDG_CACHE_HOME` all live
/// under it, and it is removed when the test is done with it.
final class Sandbox: Sendable {
  let root: URL
  /// Where the processes write their output (one pair of files per run).
  let outputs: URL
  /// Keeps ``refusedURL``'s port reserved (and refusing) while the sandbox lives.
  let refusedPort: RefusedPort
  /// A base URL whose connections are refused: every provider URL points here unless a test
  /// says otherwise, so that no run ever reaches the real network.
  var refusedURL: URL { refusedPort.url }

  init() throws {
    let fileManager = FileManager.default
    root = fileManager.temporaryDirectory
      .appendingPathComponent("weather-e2e-\(UUID().uuidString)", isDirectory: true)
    outputs = root.appendingPathComponent("outputs", isDirectory: true)
    refusedPort = try RefusedPort()
    for directory in [home, dataHome, cacheHome, outputs] {
      try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
    }
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  var home: URL { root.appendingPathComponent("home", isDirectory: true) }
  var dataHome: URL { root.appendingPathComponent("data", isDirectory: true) }
  var cacheHome: URL { root.appendingPathComponent("cache", isDirectory: true) }

  /// `$XDG_DATA_HOME/weather/following.json`.
  var followingFile: URL { dataHome.appendingPathComponent("weather/following.json") }
  /// `$XDG_CACHE_HOME/weather/`.
  var cacheDirectory: URL { cacheHome.appendingPathComponent("weather", isDirectory: true) }

  /// The clean environment of a run: no key, no `NO_COLOR`, a British locale (metric units),
  /// every provider on a refused port; `overrides` replace or (with `nil`) remove variables.
  func environment(_ overrides: [String: String?] = [:]) -> [String: String] {
    var environment = [
      "HOME": home.path,
      "XDG_DATA_HOME": dataHome.path,
      "XDG_CACHE_HOME": cacheHome.path,
      "LANG": "en_GB.UTF-8",
      "PATH": "/usr/bin:/bin",
      "OPEN_METEO_URL": refusedURL.absoluteString,
      "OPEN_METEO_GEOCODING_URL": refusedURL.absoluteString,
      "OPENWEATHER_URL": refusedURL.absoluteString,
    ]
    for (name, value) in overrides { environment[name] = value }
    return environment
  }

  /// The variables that send every provider to `server`.
  static func providers(at server: LoopbackHTTPServer) -> [String: String?] {
    let url = server.baseURL.absoluteString
    return ["OPEN_METEO_URL": url, "OPEN_METEO_GEOCODING_URL": url, "OPENWEATHER_URL": url]
  }

  /// Runs `weather arguments` here and waits for it.
  func run(
    _ arguments: [String], _ overrides: [String: String?] = [:],
    timeout: Duration = WeatherProcess.defaultTimeout
  ) async throws -> WeatherRun {
    try await ProcessSlots.shared.withSlot {
      try await start(arguments, overrides).finish(timeout: timeout)
    }
  }

  /// Runs `weather arguments` with every provider on `server`.
  func run(
    _ arguments: [String], server: LoopbackHTTPServer, _ overrides: [String: String?] = [:]
  ) async throws -> WeatherRun {
    try await run(arguments, Self.providers(at: server).merging(overrides) { $1 })
  }

  /// Runs `weather arguments` here with its standard output going to `device` (`/dev/full`).
  func run(_ arguments: [String], standardOutput device: String) async throws -> WeatherRun {
    try await ProcessSlots.shared.withSlot {
      try await WeatherProcess(
        arguments: arguments, environment: environment(), directory: root, outputs: outputs,
        standardOutput: device
      ).finish()
    }
  }

  /// Runs `weather arguments` here with its standard output closed (`>&-`).
  func runWithStandardOutputClosed(_ arguments: [String]) async throws -> WeatherRun {
    try await ProcessSlots.shared.withSlot {
      try await WeatherProcess(
        arguments: arguments, environment: environment(), directory: root, outputs: outputs,
        closingStandardOutput: true
      ).finish()
    }
  }

  /// Starts `weather arguments` here without waiting (and without taking a process slot).
  func start(_ arguments: [String], _ overrides: [String: String?] = [:]) throws
    -> WeatherProcess
  {
    try WeatherProcess(
      arguments: arguments, environment: environment(overrides), directory: root,
      outputs: outputs)
  }
}
