import Foundation
import LoopbackHTTPServer
import Testing

/// `weather forecast` when the provider fails, the network is down, or the cache answers.
@Suite struct ForecastFailureEndToEndTests {
  let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  /// A server whose every forecast gets `response`.
  func failingServer(_ response: CannedResponse) throws -> LoopbackHTTPServer {
    try LoopbackHTTPServer(routes: [.get("/v1/forecast", response: response)])
  }

  @Test func providerErrorBodyExits1() async throws {
    let server = try failingServer(try Fixture.json("open-meteo-error-latitude", status: 400))
    let run = try await sandbox.run(["forecast", "--city", "paris"], server: server)
    expectFailure(
      run, status: 1,
      "weather: the weather service reported an error: Latitude must be in range of -90 to 90°. Given: 999.0."
    )
  }

  @Test func rateLimitedExits5() async throws {
    let server = try failingServer(try Fixture.json("open-meteo-error-rate-limited", status: 429))
    let run = try await sandbox.run(["forecast", "--city", "paris"], server: server)
    expectFailure(
      run, status: 5, "weather: rate limited, try again in a minute",
      "Minutely API request limit exceeded")
  }

  @Test func refusedConnectionExits4() async throws {
    let run = try await sandbox.run(["forecast", "--city", "paris"])
    let port = try #require(sandbox.refusedURL.port)
    expectFailure(
      run, status: 4,
      "weather: cannot reach the weather service: could not connect to 127.0.0.1:\(port)")
  }

  /// The cache file of Paris's 7-day metric forecast.
  var parisCacheFile: URL {
    sandbox.cacheDirectory.appendingPathComponent(
      "open-meteo-2988507@48.8534,2.3488.json")
  }

  @Test func aFreshCachedForecastNeedsNoNetwork() async throws {
    let server = try Fixture.openMeteoServer()
    let online = try await sandbox.run(["forecast", "--city", "paris"], server: server)
    expectSuccess(online)
    #expect(FileManager.default.fileExists(atPath: parisCacheFile.path))
    // Within ten minutes the cache answers, so a refused port does not matter.
    let offline = try await sandbox.run(["forecast", "--city", "paris"])
    expectSuccess(offline)
    #expect(offline.stdout == online.stdout)
    #expect(!offline.stdout.contains("stale"))
    #expect(server.requests.count == 1)
  }

  /// Moves the cached forecast's `fetchedAt` `seconds` into the past.
  func ageCache(_ file: URL, by seconds: Double) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    let pattern = /"fetchedAt":(-?[0-9.eE+]+)/
    let match = try #require(text.firstMatch(of: pattern), "no fetchedAt in \(text.prefix(200))")
    let fetchedAt = try #require(Double(match.output.1))
    let aged = text.replacing(pattern, maxReplacements: 1) { _ in
      "\"fetchedAt\":\(fetchedAt - seconds)"
    }
    try Data(aged.utf8).write(to: file)
  }

  @Test func aStaleCachedForecastIsShownWhenTheNetworkFails() async throws {
    let server = try Fixture.openMeteoServer()
    expectSuccess(try await sandbox.run(["forecast", "--city", "paris"], server: server))
    try ageCache(parisCacheFile, by: 2 * 3600 + 30)

    let run = try await sandbox.run(["forecast", "--city", "paris"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdoutLines.first == "Paris, Île-de-France, FR — now 14:15 local, overcast")
    #expect(run.stdout.contains("\n\nstale: this forecast was fetched 2 h ago"), "\(run)")
    #expect(run.stdout.contains("Tue 15  slight rain showers"))
    expectNoCrash(run)

    let json = try await sandbox.run(["forecast", "--city", "paris", "--json"])
    #expect(json.status == 0, "\(json)")
    let entry = try #require((try json.jsonObject()["forecasts"] as? [[String: Any]])?.first)
    let stale = try #require(entry["stale"] as? [String: Any], "\(json)")
    #expect((stale["ageSeconds"] as? Int).map { (7230..<7500).contains($0) } == true, "\(stale)")
    #expect(stale["fetchedAt"] is String)
    #expect(server.requests.count == 1)
  }

  /// Issue 38, item 1: one forecast kept per place serves every command, length and unit
  /// system: after `forecast` fetched a week in metric, `now`, a shorter forecast and imperial
  /// units need no network, fresh or (an hour on, offline) stale.
  @Test func oneCachedForecastServesEveryCommandLengthAndUnit() async throws {
    let server = try Fixture.openMeteoServer()
    expectSuccess(try await sandbox.run(["forecast", "--city", "paris"], server: server))

    let now = try await sandbox.run(["now", "paris"])
    expectSuccess(now)
    #expect(now.stdout.contains("°C"), "\(now)")
    let imperial = try await sandbox.run(["now", "paris", "--units", "imperial"])
    expectSuccess(imperial)
    #expect(imperial.stdout.contains("°F") && !imperial.stdout.contains("°C"), "\(imperial)")
    let short = try await sandbox.run(
      ["forecast", "--city", "paris", "--days", "3", "--units", "imperial"])
    expectSuccess(short)
    let header = try #require(short.stdoutLines.firstIndex { $0.hasPrefix("DAY ") })
    #expect(short.stdoutLines[(header + 1)...].prefix { !$0.isEmpty }.count == 3, "\(short)")
    #expect(!short.stdout.contains("°C"), "\(short)")

    try ageCache(parisCacheFile, by: 3600)
    let stale = try await sandbox.run(["now", "paris", "--units", "imperial"])
    #expect(stale.status == 0, "\(stale)")
    #expect(stale.stdout.contains("°F"), "\(stale)")
    #expect((stale.stdout + stale.stderr).contains("1 h"), "\(stale)")
    #expect(server.requests.count == 1)
  }

  @Test func aStaleCachedForecastIsRefetchedWhenTheNetworkWorks() async throws {
    let server = try Fixture.openMeteoServer()
    expectSuccess(try await sandbox.run(["forecast", "--city", "paris"], server: server))
    try ageCache(parisCacheFile, by: 3600)
    let run = try await sandbox.run(["forecast", "--city", "paris"], server: server)
    expectSuccess(run)
    #expect(!run.stdout.contains("stale"))
    #expect(server.requests.count == 2)
  }

  @Test func differentCoordinatesAreDifferentForecasts() async throws {
    let server = try Fixture.openMeteoServer()
    expectSuccess(
      try await sandbox.run(["forecast", "--lat", "48.85", "--lon", "2.35"], server: server))
    let sydney = try await sandbox.run(
      ["forecast", "--lat=-33.87", "--lon", "151.21"], server: server)
    expectSuccess(sydney)
    #expect(sydney.stdoutLines.first?.hasPrefix("-33.8700, 151.2100 — now") == true, "\(sydney)")
    #expect(server.requests(to: "/v1/forecast").count == 2)
  }

  @Test func aCorruptFollowingFileIsReportedAndLeftAlone() async throws {
    let corrupt = Data("{\"version\": 1, \"cities\": [\n  {\"id\": 2643743,\n".utf8)
    try FileManager.default.createDirectory(
      at: sandbox.followingFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try corrupt.write(to: sandbox.followingFile)
    let commands = [
      ["following"], ["following", "--weather"], ["follow", "2643743"], ["follow", "zurich"],
      ["unfollow", "2643743"], ["forecast"],
    ]
    let runs = try await withThrowingTaskGroup(of: WeatherRun.self) { group in
      for command in commands { group.addTask { try await sandbox.run(command) } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(runs.count == commands.count)
    for run in runs {
      expectFailure(run, status: 6, "weather: \(sandbox.followingFile.path): not valid JSON")
    }
    #expect(try Data(contentsOf: sandbox.followingFile) == corrupt)
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: sandbox.followingFile.deletingLastPathComponent().path)
    #expect(leftovers.contains("following.json") && leftovers.allSatisfy { !$0.hasSuffix(".tmp") })
  }

  @Test func everyFollowedCityEndsOnItsOwnOneFailingAndOneStale() async throws {
    // London, Zürich and Paris are followed; London's forecast was fetched two hours ago.
    let healthy = try Fixture.openMeteoServer()
    for city in ["2643743", "zurich", "paris"] {
      expectSuccess(try await sandbox.run(["follow", city]))
    }
    expectSuccess(try await sandbox.run(["forecast", "--id", "2643743"], server: healthy))
    let londonCache = sandbox.cacheDirectory.appendingPathComponent(
      "open-meteo-2643743@51.5085,-0.1257.json")
    try ageCache(londonCache, by: 2 * 3600)

    // Now London is rate limited (its old forecast stands in), Zürich's request is refused
    // with an error (nothing kept), and Paris answers.
    let server = try Fixture.openMeteoServer([
      Route(
        "GET", "/v1/forecast", where: { $0.query("latitude") == "51.50853" },
        response: try Fixture.json("open-meteo-error-rate-limited", status: 429)),
      Route(
        "GET", "/v1/forecast", where: { $0.query("latitude") == "47.36667" },
        response: try Fixture.json("open-meteo-error-latitude", status: 400)),
    ])
    let run = try await sandbox.run(["forecast"], server: server)
    #expect(run.status == 1, "\(run)")
    expectNoCrash(run)
    let headers = run.stdoutLines.filter { $0.contains(" — now ") }
    #expect(headers.count == 2, "\(run)")
    #expect(headers.first?.hasPrefix("London, England, GB — now") == true, "\(run)")
    #expect(headers.last?.hasPrefix("Paris, Île-de-France, FR — now") == true, "\(run)")
    #expect(run.stdout.contains("stale: this forecast was fetched 2 h ago (rate limited"), "\(run)")
    #expect(
      run.stderr.split(separator: "\n").sorted() == [
        "weather: London, England, GB: rate limited, try again in a minute (Minutely API request limit exceeded. Please try again in one minute.); showing the forecast from 2 h ago",
        "weather: Zürich, Zürich, CH: the weather service reported an error: Latitude must be in range of -90 to 90°. Given: 999.0.; try again in a few minutes",
      ], "\(run)")
    #expect(server.requests(to: "/v1/forecast").count == 3)

    let json = try await sandbox.run(["forecast", "--json"], server: server)
    #expect(json.status == 1, "\(json)")
    let entries = try #require(try json.jsonObject()["forecasts"] as? [[String: Any]])
    #expect(
      entries.compactMap { ($0["city"] as? [String: Any])?["id"] as? Int } == [
        Cities.london, Cities.zurich, Cities.paris,
      ])
    #expect(
      (entries[0]["stale"] as? [String: Any])?["reason"] as? String
        == "rate limited, try again in a minute (Minutely API request limit exceeded. Please try again in one minute.)"
    )
    #expect(entries[1]["forecast"] == nil)
    #expect(
      (entries[1]["error"] as? String)?.hasPrefix("the weather service reported an error") == true)
    #expect(
      entries[2]["forecast"] != nil && entries[2]["stale"] == nil && entries[2]["error"] == nil)
  }

  @Test func oneProvidersCachedForecastIsNeverCreditedToAnother() async throws {
    let server = try Fixture.openMeteoServer()
    expectSuccess(try await sandbox.run(["forecast", "--city", "paris"], server: server))
    try ageCache(parisCacheFile, by: 3600)
    // OpenWeatherMap cannot be reached: Open-Meteo's old forecast must not stand in for it.
    let run = try await sandbox.run(
      ["forecast", "--city", "paris", "--provider", "openweathermap"],
      ["OPENWEATHER_API_KEY": "k"])
    expectFailure(run, status: 4, "weather: cannot reach the weather service")
    // Open-Meteo's own stale forecast still stands in for Open-Meteo.
    let openMeteo = try await sandbox.run(["forecast", "--city", "paris"])
    #expect(openMeteo.status == 0, "\(openMeteo)")
    #expect(openMeteo.stdout.contains("stale: this forecast was fetched 1 h ago"), "\(openMeteo)")
  }
}
