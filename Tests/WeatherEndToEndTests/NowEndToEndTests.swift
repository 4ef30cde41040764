import Foundation
import LoopbackHTTPServer
import Testing

/// `weather now`: one line for a status bar, its `--format`, its default place, and its
/// request budget, against the loopback Open-Meteo.
@Suite struct NowEndToEndTests {
  let sandbox: Sandbox
  let server: LoopbackHTTPServer

  init() throws {
    sandbox = try Sandbox()
    server = try Fixture.openMeteoServer()
  }

  var forecastRequests: [RecordedRequest] { server.requests(to: "/v1/forecast") }

  func writeConfig(_ text: String) throws {
    let file = sandbox.home.appendingPathComponent(".config/weather/config")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  @Test func aPlaceOnOneLine() async throws {
    let run = try await sandbox.run(["now", "paris"], server: server)
    expectSuccess(run)
    #expect(
      run.stdout == "Paris: overcast 21°C (feels like 20°C) · humidity 55% · wind 12 km/h W\n")
    let request = try #require(forecastRequests.first)
    #expect(forecastRequests.count == 1)
    #expect(request.query("latitude") == "48.85341")
    #expect(request.query("current")?.contains("temperature_2m") == true)
  }

  @Test func everySpecifierOfTheFormat() async throws {
    let format = "%c|%x|%C|%t|%f|%h|%w|%g|%p|%o|%P|%v|%u|%l|%L|%D|%S|%z|%s|%d|%T|%Z|%m|%M|%i|%%"
    let run = try await sandbox.run(["now", "paris", "--format", format], server: server)
    expectSuccess(run)
    // Dawn, solar noon and dusk are computed (Paris, 2026-09-15: civil twilight about 06:55 and
    // 20:37, noon 13:46 CEST); the moon day is wttr.in's 28-part scale, 4.4 days after the new
    // moon of 2026-09-11 (elongation 53°: 4.1 of 28).
    #expect(
      run.stdout
        == "☁️|mmm|overcast|21°C|20°C|55%|12 km/h W|21 km/h|0.0 mm|38%|1016 hPa|24 km|6|Paris|"
        + "Paris, Île-de-France, FR|06:55|07:27|13:46|20:05|20:37|14:15|Europe/Paris|🌒|4|"
        + "waxing crescent|%\n")
  }

  /// wttr.in's `format=1` … `format=4`.
  @Test(arguments: [
    ("1", "☁️ 21°C"), ("2", "☁️ 🌡️21°C 🌬️12 km/h W"), ("3", "Paris: ☁️ 21°C"),
    ("4", "Paris: ☁️ 🌡️21°C 🌬️12 km/h W"),
  ])
  func wttrPresets(preset: String, line: String) async throws {
    let run = try await sandbox.run(["now", "paris", "--format", preset], server: server)
    expectSuccess(run)
    #expect(run.stdout == line + "\n")
  }

  /// `paris:london`: one line per place, in order, each fetched.
  @Test func severalPlacesOneLineEachInOrder() async throws {
    let run = try await sandbox.run(
      ["now", "paris:london:tokyo", "--format", "3"], server: server)
    expectSuccess(run)
    #expect(
      run.stdoutLines.prefix(3).map { String($0.prefix { $0 != ":" }) } == [
        "Paris", "London", "Tokyo",
      ])
    #expect(run.stdoutLines.count == 4 && run.stdoutLines.last == "", "\(run)")
    #expect(forecastRequests.count == 3)

    let failing = try await sandbox.run(
      ["now", "paris:londonx:tokyo", "--format", "%l"], server: server)
    #expect(failing.status == 3, "\(failing)")
    #expect(failing.stdout == "Paris\nTokyo\n")
    #expect(
      failing.stderr.hasPrefix("weather: londonx: no city is named \"londonx\""), "\(failing)")

    let json = try await sandbox.run(["now", "paris:london", "--json"], server: server)
    expectSuccess(json)
    let array = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
    #expect(
      array.compactMap { ($0["city"] as? [String: Any])?["name"] as? String } == [
        "Paris", "London",
      ])

    let empty = try await sandbox.run(["now", "paris::london"], server: server)
    #expect(empty.status == 64, "\(empty)")
  }

  /// Twelve places in one run: no more than eight requests are ever in flight together.
  @Test func severalPlacesAreFetchedAtMostEightAtATime() async throws {
    let slow = try Fixture.openMeteoServer([
      Route(
        "GET", "/v1/forecast",
        response: try Fixture.json("open-meteo-forecast-paris", delay: .milliseconds(300)))
    ])
    let places =
      Array(repeating: "48.85,2.35", count: 4) + ["paris", "london", "tokyo", "zurich"]
      + ["1.1,1.1", "2.2,2.2", "3.3,3.3", "4.4,4.4"]
    let run = try await sandbox.run(
      ["now", places.joined(separator: ":"), "--format", "%t"], server: slow)
    expectSuccess(run)
    #expect(run.stdoutLines.count == 13, "\(run)")
    #expect(slow.maximumConcurrentRequests <= 8, "\(slow.maximumConcurrentRequests)")
  }

  /// A character that joins the next (a Prepend character such as U+06DD or U+0D4E) never
  /// swallows a specifier: the format is read by scalars. The `format` fuzz target's minimized
  /// input was `۝%o`, read as text; U+0D4E is used here because the terminal sanitizer drops a
  /// grapheme led by U+06DD (a format character) whole.
  @Test func aPrependedCharacterBeforeASpecifierKeepsTheSpecifier() async throws {
    let run = try await sandbox.run(
      ["now", "paris", "--format", "\u{D4E}%o|\u{D4E}%%"], server: server)
    expectSuccess(run)
    #expect(run.stdout == "\u{D4E}38%|\u{D4E}%\n")
  }

  @Test func aStatusBarFormat() async throws {
    let run = try await sandbox.run(
      ["now", "2988507", "--format", "%c %t %w", "--units", "imperial"], server: server)
    expectSuccess(run)
    #expect(forecastRequests.first?.query("temperature_unit") == "fahrenheit")
    #expect(run.stdout == "⛅ 56°F 5 mph NW\n")
  }

  @Test(arguments: [
    (
      "%c %q",
      "--format has an unknown specifier %q (known: %c %x %C %t %f %h %w %g %p %o %P %v %u %l %L %D %S %z %s %d %T %Z %m %M %i %%)"
    ),
    ("temperature %", "--format ends with a lone %; write %% for a percent sign"),
  ])
  func aBadFormatIsAUsageErrorBeforeAnyRequest(format: String, reason: String) async throws {
    let run = try await sandbox.run(["now", "paris", "--format", format], server: server)
    #expect(run.status == 64, "\(run)")
    #expect(run.stderr.contains(reason), "\(run)")
    #expect(server.requests.isEmpty)
  }

  @Test func withNoPlaceTheConfiguredOneIsShown() async throws {
    try writeConfig("place = paris\n")
    expectSuccess(try await sandbox.run(["follow", "2643743"]))
    let run = try await sandbox.run(["now", "--format", "%l"], server: server)
    expectSuccess(run)
    #expect(run.stdout == "Paris\n")
    // The environment beats the file; a place given beats both.
    let variable = try await sandbox.run(
      ["now", "--format", "%l"], server: server, ["WEATHER_PLACE": "zurich"])
    #expect(variable.stdout == "Zürich\n", "\(variable)")
    let given = try await sandbox.run(
      ["now", "tokyo", "--format", "%l"], server: server, ["WEATHER_PLACE": "zurich"])
    #expect(given.stdout == "Tokyo\n", "\(given)")
  }

  @Test func withNothingConfiguredTheFirstFollowedCityIsShown() async throws {
    expectSuccess(try await sandbox.run(["follow", "zurich"]))
    expectSuccess(try await sandbox.run(["follow", "2643743"]))
    // %t needs the weather: a format with only the place (%l) fetches none.
    let run = try await sandbox.run(["now", "--format", "%l|%t"], server: server)
    expectSuccess(run)
    #expect(run.stdout.hasPrefix("Zürich|"), "\(run)")
    #expect(forecastRequests.count == 1, "only the first followed city is fetched")
    let place = try await sandbox.run(["now", "--format", "%l"], server: server)
    expectSuccess(place)
    #expect(place.stdout == "Zürich\n")
    #expect(forecastRequests.count == 1, "the place alone needs no forecast")
  }

  /// With nothing given, configured or followed, the place is `here`: a time zone with no city
  /// says what to do instead.
  @Test func withNoPlaceAtAllItSaysWhatToDo() async throws {
    let run = try await sandbox.run(["now"], server: server, ["TZ": "UTC"])
    expectFailure(
      run, status: 78, "weather: cannot tell where you are:", "your time zone UTC",
      "weather now paris")
    #expect(server.requests.isEmpty)
  }

  @Test func anAmbiguousOrUnknownPlaceIsReported() async throws {
    let unknown = try await sandbox.run(["now", "londonx"], server: server)
    expectFailure(unknown, status: 3, "no city is named \"londonx\"")
    #expect(server.requests.isEmpty)
  }

  @Test func asJSON() async throws {
    let run = try await sandbox.run(["now", "paris", "--json"], server: server)
    expectSuccess(run)
    let object = try run.jsonObject()
    #expect(Set(object.keys) == ["city", "current", "today", "units", "moon", "version"])
    #expect((object["city"] as? [String: Any])?["id"] as? Int == Cities.paris)
    let current = try #require(object["current"] as? [String: Any])
    #expect(current["temperature"] as? Double == 20.8)
    #expect(current["uvIndex"] as? Double == 5.8)
    let today = try #require(object["today"] as? [String: Any])
    #expect(today["sunset"] as? String == "2026-09-15T18:05:00Z")
    #expect((object["moon"] as? [String: Any])?["name"] as? String == "waxing crescent")
  }

  /// A status bar polling every minute for half an hour: each run is a minute after the last,
  /// on the binary's clock (`WEATHER_TEST_NOW`), and the provider is asked once per 10 minutes.
  ///
  /// The moments are the test's, not the real clock's: ageing the cache from the real time
  /// made a loaded machine (30 runs in 112 s beside a CI build) cross the 10 minutes a run early
  /// and see a fourth request.
  @Test func aStatusBarPollingEveryMinuteMakesOneRequestPerTenMinutes() async throws {
    try writeConfig("place = paris\n")
    let start = 1_789_000_000
    var counts: [Int] = []
    for minute in 0..<30 {
      let run = try await sandbox.run(
        ["now", "--format", "%c %t"], server: server,
        ["WEATHER_TEST_NOW": "\(start + minute * 60)"])
      expectSuccess(run)
      #expect(run.stdout == "☁️ 21°C\n")
      counts.append(forecastRequests.count)
    }
    // Minutes 0, 10 and 20 ask; every other minute is answered from the cache.
    #expect(forecastRequests.count == 3)
    #expect(
      counts == Array(repeating: 1, count: 10) + Array(repeating: 2, count: 10)
        + Array(repeating: 3, count: 10))
  }

  @Test func offlineTheLastWeatherIsShownAndSaidToBeOld() async throws {
    expectSuccess(try await sandbox.run(["now", "paris", "--format", "%t"], server: server))
    try ageCache(by: 3600)
    // Every provider on a refused port: the network is down.
    let run = try await sandbox.run(["now", "paris", "--format", "%t"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout == "21°C\n")
    #expect(run.stderr.hasPrefix("weather: "), "\(run)")
    #expect(run.stderr.contains("showing the weather from 1 h ago"), "\(run)")
    #expect(run.stderr.split(separator: "\n").count == 1, "\(run)")
  }

  /// Moves every cached forecast's `fetchedAt` back by `seconds`.
  func ageCache(by seconds: TimeInterval) throws {
    try rewriteFetchedAt { $0 - seconds }
  }

  /// Replaces every cached forecast's `fetchedAt` with what `change` makes of it.
  func rewriteFetchedAt(_ change: (Double) -> Double) throws {
    let files = try FileManager.default.contentsOfDirectory(
      at: sandbox.cacheDirectory, includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "json" }
    #expect(!files.isEmpty, "nothing cached in \(sandbox.cacheDirectory.path)")
    for file in files {
      var object = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
      let fetchedAt = try #require(object["fetchedAt"] as? Double, "\(object.keys)")
      object["fetchedAt"] = change(fetchedAt)
      try JSONSerialization.data(withJSONObject: object).write(to: file)
    }
  }
}
