import Foundation
import LoopbackHTTPServer
import Testing

/// Issue 24, item 5: a mistyped command or option gets the nearest name; the OpenWeatherMap key
/// may come from a private file named in the config, which `weather config` names but never
/// reads out.
@Suite struct TypoAndKeyFileEndToEndTests {
  let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test(arguments: [
    (["forcast", "paris"], "unknown command 'forcast'; did you mean 'forecast'?"),
    (["folow", "london"], "unknown command 'folow'; did you mean 'follow'?"),
    (["serach", "lyon"], "unknown command 'serach'; did you mean 'search'?"),
    (["xyzzy"], "unknown command 'xyzzy'"),
    (["forecast", "paris", "--hourli"], "unknown option '--hourli'; did you mean '--hourly'?"),
    (["now", "--fromat", "%t"], "unknown option '--fromat'; did you mean '--format'?"),
    (["search", "lyon", "--jsn"], "unknown option '--jsn'; did you mean '--json'?"),
    (["forecast", "--zzzzzz"], "unknown option '--zzzzzz'"),
  ])
  func typoGetsTheNearestName(arguments: [String], reason: String) async throws {
    let run = try await sandbox.run(arguments)
    expectUsageError(run, reason)
    let first = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
    #expect(first == "weather: " + reason, "\(run)")
  }

  /// The sandbox's config file, naming `keyFile`.
  func configure(keyFile: URL, mode: Int) throws {
    let config = sandbox.home.appendingPathComponent(".config/weather/config")
    try FileManager.default.createDirectory(
      at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("openweathermap_key_file = \(keyFile.path)\n".utf8).write(to: config)
    try Data("\(ProviderEndToEndTests.apiKey)\n".utf8).write(to: keyFile)
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: keyFile.path)
  }

  var keyFile: URL { sandbox.home.appendingPathComponent("owm.key") }

  func openWeatherMapServer() throws -> LoopbackHTTPServer {
    try ProviderEndToEndTests.openWeatherMapServer()
  }

  @Test func aPrivateKeyFileChoosesOpenWeatherMapAndNeverShows() async throws {
    try configure(keyFile: keyFile, mode: 0o600)
    let server = try openWeatherMapServer()
    let forecast = try await sandbox.run(
      ["forecast", "--id", "2643743", "--days", "3"], server: server)
    expectSuccess(forecast)
    #expect(forecast.stdout.hasSuffix("Weather data by OpenWeather (openweathermap.org)\n"))
    #expect(server.requests(to: "/data/2.5/forecast").count == 1)

    // Wide enough for the sandbox's long path, which an 80-column table would cut.
    let config = try await sandbox.run(["config"], ["COLUMNS": "300"])
    expectSuccess(config)
    #expect(
      config.stdoutLines.contains {
        $0.hasPrefix("openweathermap_key_file") && $0.contains(keyFile.path)
      })
    #expect(!config.stdout.contains(ProviderEndToEndTests.apiKey))
    let json = try await sandbox.run(["config", "--json"])
    #expect(!json.stdout.contains(ProviderEndToEndTests.apiKey))
    let settings = try #require(try json.jsonObject()["settings"] as? [String: [String: String]])
    #expect(settings["openweathermap_key_file"]?["value"] == keyFile.path)
    #expect(settings["provider"]?["source"] == "default (openweathermap_key_file is set)")
  }

  @Test(arguments: [0o644, 0o640, 0o604, 0o660])
  func aKeyFileOthersCanReadIsRefused(mode: Int) async throws {
    try configure(keyFile: keyFile, mode: mode)
    let run = try await sandbox.run(
      ["forecast", "--id", "2643743"], server: try openWeatherMapServer())
    #expect(run.status == 78, "\(run)")
    #expect(
      run.stderr
        == "weather: the OpenWeatherMap key file \(keyFile.path): mode \(String(mode, radix: 8)) "
        + "lets other users read it; not read (chmod 600 it)\n")
    #expect(!run.stderr.contains(ProviderEndToEndTests.apiKey))
  }

  @Test func aKeyFileThatIsNotARegularFileOrMissingIsRefused() async throws {
    try configure(keyFile: keyFile, mode: 0o600)
    try FileManager.default.removeItem(at: keyFile)
    let missing = try await sandbox.run(["forecast", "--id", "2643743"])
    #expect(missing.status == 78, "\(missing)")
    #expect(
      missing.stderr
        == "weather: the OpenWeatherMap key file \(keyFile.path): no such file; "
        + "check the OpenWeatherMap key, or choose --provider open-meteo\n")

    try FileManager.default.createDirectory(at: keyFile, withIntermediateDirectories: false)
    let directory = try await sandbox.run(["forecast", "--id", "2643743"])
    #expect(directory.status == 78, "\(directory)")
    #expect(directory.stderr.contains("not a regular file"), "\(directory)")
  }

  @Test func aKeyFileTooLargeIsRefused() async throws {
    try configure(keyFile: keyFile, mode: 0o600)
    try Data(repeating: 0x61, count: 5000).write(to: keyFile)
    let run = try await sandbox.run(["forecast", "--id", "2643743"])
    #expect(run.status == 78, "\(run)")
    #expect(
      run.stderr.hasPrefix("weather: the OpenWeatherMap key file \(keyFile.path): "), "\(run)")
  }

  @Test func aRelativeKeyFilePathIsABadConfigLine() async throws {
    try configure(keyFile: keyFile, mode: 0o600)
    let config = sandbox.home.appendingPathComponent(".config/weather/config")
    try Data("openweathermap_key_file = owm.key\n".utf8).write(to: config)
    let run = try await sandbox.run(["config"])
    #expect(run.status == 78, "\(run)")
    #expect(run.stderr.contains("an absolute path or one starting with ~/"), "\(run)")
  }
}
