import Foundation
import LoopbackHTTPServer
import Testing

/// The config file and `WEATHER_*` variables as the binary reads them, and `weather config`.
@Suite struct ConfigEndToEndTests {
  let sandbox: Sandbox
  let server: LoopbackHTTPServer

  init() throws {
    sandbox = try Sandbox()
    server = try Fixture.openMeteoServer()
  }

  /// `$HOME/.config/weather/config` of the sandbox (no `XDG_CONFIG_HOME` is set).
  var configFile: URL { sandbox.home.appendingPathComponent(".config/weather/config") }

  func writeConfig(_ text: String) throws {
    try FileManager.default.createDirectory(
      at: configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: configFile)
  }

  @Test func withoutAFileEverySettingSaysWhereItComesFrom() async throws {
    let run = try await sandbox.run(["config"])
    expectSuccess(run)
    #expect(
      run.stdout == """
        config file: \(configFile.path) (not found)

        KEY                      VALUE       SOURCE
        units                    metric      locale (LANG=en_GB.UTF-8)
        temperature_unit         c           locale (LANG=en_GB.UTF-8)
        wind_unit                kmh         locale (LANG=en_GB.UTF-8)
        precipitation_unit       mm          locale (LANG=en_GB.UTF-8)
        lang                     en          locale (LANG=en_GB.UTF-8)
        provider                 open-meteo  default (no OPENWEATHER_API_KEY)
        place                    (none)      not set
        days                     7           default
        color                    auto        default
        ascii                    false       default
        refresh                  10m         default
        theme                    auto        default
        openweathermap_key_file  (none)      not set
        mouse                    true        default

        """)
  }

  @Test func flagsBeatVariablesWhichBeatTheFile() async throws {
    try writeConfig(
      """
      # mine
      units = imperial
      place = Lyon   # home
      days = 5
      provider = openweathermap
      """)
    let run = try await sandbox.run(
      ["config", "--provider", "open-meteo"], ["WEATHER_DAYS": "3", "OPENWEATHER_API_KEY": "k"])
    expectSuccess(run)
    let path = configFile.path
    #expect(
      run.stdoutLines.dropFirst(2).prefix(10) == [
        "KEY                      VALUE       SOURCE",
        "units                    imperial    config file, line 2",
        "temperature_unit         f           config file, line 2",
        "wind_unit                mph         config file, line 2",
        "precipitation_unit       in          config file, line 2",
        "lang                     en          locale (LANG=en_GB.UTF-8)",
        "provider                 open-meteo  flag --provider",
        "place                    Lyon        config file, line 3",
        "days                     3           environment WEATHER_DAYS",
        "color                    auto        default",
      ])
    #expect(run.stdoutLines.first == "config file: \(path)")
  }

  @Test func asJSON() async throws {
    try writeConfig("days = 4\n")
    let run = try await sandbox.run(["config", "--json", "--units", "imperial"])
    expectSuccess(run)
    let object = try run.jsonObject()
    let file = try #require(object["file"] as? [String: Any])
    #expect(file["path"] as? String == configFile.path)
    #expect(file["exists"] as? Bool == true)
    let settings = try #require(object["settings"] as? [String: [String: String]])
    #expect(
      Set(settings.keys) == [
        "units", "temperature_unit", "wind_unit", "precipitation_unit", "lang", "provider", "days",
        "color", "ascii", "refresh", "theme", "mouse",
      ],
      "no place and no key file: left out")
    #expect(settings["units"] == ["value": "imperial", "source": "flag --units"])
    #expect(settings["days"] == ["value": "4", "source": "\(configFile.path):1"])
  }

  @Test func theFileAndVariablesChangeWhatCommandsAskFor() async throws {
    try writeConfig("units = imperial\ndays = 3\n")
    let run = try await sandbox.run(["forecast", "--city", "london"], server: server)
    expectSuccess(run)
    let request = try #require(server.requests(to: "/v1/forecast").first)
    #expect(request.query("temperature_unit") == "fahrenheit")
    #expect(request.query("forecast_days") == "4", "three days shown, hours from now")
    // A variable beats the file; a flag beats both.
    let overridden = try await sandbox.run(
      ["forecast", "--city", "paris", "--days", "2", "--json"], server: server,
      ["WEATHER_UNITS": "metric", "WEATHER_DAYS": "9"])
    expectSuccess(overridden)
    let second = try #require(server.requests(to: "/v1/forecast").last)
    #expect(second.query("temperature_unit") == "celsius")
    #expect(second.query("forecast_days") == "3", "two days still ask for three of hours")
    let forecasts = try #require(try overridden.jsonObject()["forecasts"] as? [[String: Any]])
    let forecast = try #require(forecasts.first?["forecast"] as? [String: Any])
    #expect((forecast["daily"] as? [Any])?.count == 2)
  }

  @Test func xdgConfigHomeIsWhereTheFileIs() async throws {
    let elsewhere = sandbox.root.appendingPathComponent("conf/weather", isDirectory: true)
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    try Data("color = never\n".utf8).write(to: elsewhere.appendingPathComponent("config"))
    let run = try await sandbox.run(
      ["config"], ["XDG_CONFIG_HOME": sandbox.root.appendingPathComponent("conf").path])
    expectSuccess(run)
    #expect(run.stdoutLines.first == "config file: \(elsewhere.path)/config", "\(run)")
    #expect(
      run.stdout.contains("color                    never       config file, line 1"), "\(run)")
  }

  @Test func colorAlwaysStylesEvenWhenPiped() async throws {
    try writeConfig("color = always\n")
    let run = try await sandbox.run(["search", "london", "--limit", "1"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("\u{1B}[1m"), "\(run)")
    let plain = try await sandbox.run(["search", "london", "--limit", "1", "--no-color"])
    expectSuccess(plain)
  }

  @Test(arguments: [
    (["search", "london"]), (["forecast", "--city", "paris"]), (["following"]), (["config"]),
  ])
  func aBadLineStopsEveryCommandNamingTheFileLineAndKey(arguments: [String]) async throws {
    try writeConfig("# ok\nunits = kelvin\n")
    let run = try await sandbox.run(arguments, server: server)
    expectFailure(
      run, status: 78,
      "weather: \(configFile.path):2: units: \"kelvin\" is not metric, imperial or uk")
    #expect(server.requests.isEmpty)
  }

  @Test(arguments: [["--help"], ["config", "--help"], ["forecast", "--help"], ["--version"]])
  func aBadFileNeverStopsHelp(arguments: [String]) async throws {
    try writeConfig("colr = never\n")
    expectSuccess(try await sandbox.run(arguments))
  }

  @Test func aBadVariableIsNamed() async throws {
    let run = try await sandbox.run(["search", "london"], ["WEATHER_PROVIDER": "darksky"])
    expectFailure(
      run, status: 78, "weather: WEATHER_PROVIDER: \"darksky\" is not open-meteo or openweathermap")
  }

  @Test func aDirectoryInPlaceOfTheFileIsRefused() async throws {
    try FileManager.default.createDirectory(at: configFile, withIntermediateDirectories: true)
    let run = try await sandbox.run(["config"])
    expectFailure(
      run, status: 78, "weather: \(configFile.path): not a regular file (it is a directory)")
  }
}
