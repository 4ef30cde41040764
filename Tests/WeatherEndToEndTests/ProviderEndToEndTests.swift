import Foundation
import LoopbackHTTPServer
import Testing

/// `following --weather`, and OpenWeatherMap chosen by key or by option.
@Suite struct ProviderEndToEndTests {
  let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  static let apiKey = "e2e-secret-key-7b1d9c"

  /// Follows London then Zürich, offline.
  func followLondonAndZurich() async throws {
    expectSuccess(try await sandbox.run(["follow", "2643743"]))
    expectSuccess(try await sandbox.run(["follow", "zurich"]))
  }

  @Test func followingWithWeatherShowsEachCityOrItsError() async throws {
    try await followLondonAndZurich()
    // London's conditions come back; Zürich's request fails.
    let server = try Fixture.openMeteoServer([
      Route(
        "GET", "/v1/forecast", where: { $0.query("latitude") != "51.50853" },
        response: try Fixture.json("open-meteo-error-latitude", status: 400))
    ])
    let run = try await sandbox.run(["following", "--weather"], server: server)
    expectSuccess(run)
    let lines = run.stdoutLines
    #expect(
      lines.first?.split(separator: " ") == ["ID", "NAME", "REGION", "COUNTRY", "NOW", "WEATHER"])
    #expect(lines.dropFirst().first?.hasPrefix("2643743  London  England  GB") == true, "\(run)")
    #expect(lines.dropFirst().first?.hasSuffix("19°C  overcast") == true, "\(run)")
    let zurich = try #require(lines.dropFirst(2).first)
    #expect(
      zurich.hasPrefix("2657896  Zürich  Zürich   CH") && zurich.hasSuffix("—  unavailable"),
      "\(run)")
    // The reason under the table, on lines of at most 80 columns.
    let note = try #require(lines.firstIndex { $0.hasPrefix("Zürich: ") }, "\(run)")
    #expect(
      lines[note...].prefix { !$0.isEmpty }.joined(separator: " ")
        == "Zürich: the weather service reported an error: Latitude must be in range of -90 to 90°. Given: 999.0.; try again in a few minutes"
    )
    #expect(lines.allSatisfy { $0.count <= 80 })
    #expect(lines.contains("Weather data by Open-Meteo.com (CC BY 4.0)"))
    let requests = server.requests(to: "/v1/forecast")
    #expect(requests.count == 2)
    #expect(requests.allSatisfy { $0.query("daily") == nil && $0.query("current") != nil })

    let json = try await sandbox.run(["following", "--weather", "--json"], server: server)
    expectSuccess(json)
    let entries = try #require(try json.jsonObject()["following"] as? [[String: Any]])
    #expect(entries.count == 2)
    #expect((entries.first?["current"] as? [String: Any])?["temperature"] as? Double == 18.5)
    #expect(entries.first?["error"] == nil)
    #expect(entries.last?["current"] == nil)
    #expect((entries.last?["error"] as? String)?.hasPrefix("the weather service reported") == true)
  }

  @Test func followingWithWeatherFailsWhenNoCityCanBeFetched() async throws {
    try await followLondonAndZurich()
    let run = try await sandbox.run(["following", "--weather"])
    #expect(run.status == 4, "\(run)")
    // The table still shows what failed, and one line says why.
    #expect(run.stdout.contains("2643743  London"))
    #expect(run.stderr.hasPrefix("weather: cannot reach the weather service"))
    #expect(run.stderr.split(separator: "\n").count == 1)
    expectNoCrash(run)
  }

  @Test func openWeatherMapWithoutAKeyExits7() async throws {
    let run = try await sandbox.run(["forecast", "--city", "paris", "--provider", "openweathermap"])
    expectFailure(
      run, status: 7, "weather: OpenWeatherMap needs an API key: set OPENWEATHER_API_KEY")
    expectSuccess(try await sandbox.run(["follow", "2643743"]))
    let blank = try await sandbox.run(
      ["following", "--weather", "--provider", "openweathermap"], ["OPENWEATHER_API_KEY": "  "])
    #expect(blank.status == 7, "\(blank)")
    #expect(
      blank.stderr
        == "weather: OpenWeatherMap needs an API key: set OPENWEATHER_API_KEY, or choose --provider open-meteo\n"
    )
  }

  @Test func offlineCommandsNeverNeedTheKey() async throws {
    // Search, follow, following and unfollow read no key and make no request.
    let options = ["--provider", "openweathermap"]
    let search = try await sandbox.run(["search", "london", "--limit", "1"] + options)
    expectSuccess(search)
    #expect(search.stdout.contains("2643743  London"))
    expectSuccess(try await sandbox.run(["follow", "london"] + options))
    let following = try await sandbox.run(["following"] + options)
    expectSuccess(following)
    #expect(following.stdout.contains("2643743  London"))
    expectSuccess(try await sandbox.run(["unfollow", "london"] + options))
  }

  /// A server answering like OpenWeatherMap for London.
  static func openWeatherMapServer() throws -> LoopbackHTTPServer {
    try LoopbackHTTPServer(routes: [
      .get(
        "/data/2.5/forecast", query: ["id": "2643743", "appid": Self.apiKey],
        response: try Fixture.json("openweathermap-forecast-london")),
      .get(
        "/data/2.5/weather", query: ["id": "2643743", "appid": Self.apiKey],
        response: try Fixture.json("openweathermap-weather-london")),
      .get(
        "/data/2.5/forecast", response: try Fixture.json("openweathermap-error-401", status: 401)),
    ])
  }

  @Test func aKeyChoosesOpenWeatherMapAndNeverShows() async throws {
    let server = try Self.openWeatherMapServer()
    let key: [String: String?] = ["OPENWEATHER_API_KEY": Self.apiKey]
    let forecast = try await sandbox.run(
      ["forecast", "--id", "2643743", "--days", "3"], server: server, key)
    expectSuccess(forecast)
    #expect(
      forecast.stdoutLines.first?.hasPrefix("London, England, GB — now ") == true, "\(forecast)")
    #expect(forecast.stdout.hasSuffix("Weather data by OpenWeather (openweathermap.org)\n"))
    let request = try #require(server.requests(to: "/data/2.5/forecast").first)
    #expect(request.query("units") == "metric")

    try await followLondonAndZurich()
    let following = try await sandbox.run(
      ["following", "--weather", "--json"], server: server, key)
    expectSuccess(following)
    let entries = try #require(try following.jsonObject()["following"] as? [[String: Any]])
    #expect((entries.first?["current"] as? [String: Any])?["temperature"] as? Double == 16.42)
    #expect(entries.last?["error"] is String)

    let imperial = try await sandbox.run(
      ["forecast", "--id", "2643743", "--units", "imperial", "--provider", "openweathermap"],
      server: server, key)
    #expect(server.requests(to: "/data/2.5/forecast").last?.query("units") == "imperial")
    for run in [forecast, following, imperial] {
      #expect(!(run.stdout + run.stderr).contains(Self.apiKey), "\(run)")
    }
  }

  @Test func aRejectedKeyExits7WithoutShowingIt() async throws {
    let server = try LoopbackHTTPServer(routes: [
      .get(
        "/data/2.5/forecast", response: try Fixture.json("openweathermap-error-401", status: 401))
    ])
    let run = try await sandbox.run(
      ["forecast", "--city", "paris"], server: server, ["OPENWEATHER_API_KEY": Self.apiKey])
    expectFailure(run, status: 7, "weather: the API key was rejected")
    #expect(!run.stderr.contains(Self.apiKey))
    #expect(server.requests.first?.query("appid") == Self.apiKey)
  }

  @Test func openMeteoCanBeChosenDespiteAKey() async throws {
    let server = try Fixture.openMeteoServer()
    let run = try await sandbox.run(
      ["forecast", "--city", "paris", "--provider", "open-meteo"], server: server,
      ["OPENWEATHER_API_KEY": Self.apiKey])
    expectSuccess(run)
    #expect(run.stdout.hasSuffix("Weather data by Open-Meteo.com (CC BY 4.0)\n"))
    #expect(server.requests.allSatisfy { $0.path == "/v1/forecast" && $0.query("appid") == nil })
  }
}
