import Foundation
import LoopbackHTTPServer
import Testing

/// Issue 25 end to end: postal codes, `here` and the recent searches, through the real binary.
@Suite struct PlacesWithoutANameEndToEndTests {
  let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  var recentFile: URL { sandbox.dataHome.appendingPathComponent("weather/recent-searches.json") }

  // MARK: Postal codes

  @Test func aZipCodeListsItsCityOffline() async throws {
    let run = try await sandbox.run(["search", "10001"])
    expectSuccess(run)
    let rows = run.stdoutLines.filter { !$0.isEmpty }.dropFirst()
    #expect(rows.count == 1, "\(run)")
    #expect(rows.first?.hasPrefix("5128581  New York City  New York  US") == true, "\(run)")
  }

  @Test func aZipCodeOfATownListsTheTownOffline() async throws {
    let run = try await sandbox.run(["search", "zip:05001", "--json"])
    expectSuccess(run)
    let results = try #require(try run.jsonObject()["results"] as? [[String: Any]])
    #expect(results.count == 1)
    #expect(results.first?["name"] as? String == "White River Junction")
  }

  @Test func aCodeTheTableLacksSaysItNeedsTheNetworkWhenOffline() async throws {
    let search = try await sandbox.run(["search", "SW1A 1AA"])
    expectFailure(search, status: 4, "the postal code \"SW1A 1AA, GB\" needs the network")
    let forecast = try await sandbox.run(["forecast", "SW1A 1AA"])
    expectFailure(
      forecast, status: 4, "the postal code \"SW1A 1AA, GB\" needs the network",
      "the offline table has US codes only")
  }

  @Test func aCodeTheTableLacksIsAskedOfTheGeocoder() async throws {
    let london = #"""
      {"results":[{"id":2643743,"name":"London","latitude":51.50853,"longitude":-0.12574,
      "country_code":"GB","timezone":"Europe/London","population":8961989,
      "country":"United Kingdom","admin1":"England","postcodes":["SW1A"]}]}
      """#
    let server = try Fixture.openMeteoServer([
      .get("/v1/search", query: ["name": "SW1A 1AA"], response: .json(Data(london.utf8)))
    ])
    let run = try await sandbox.run(["forecast", "SW1A 1AA"], server: server)
    expectSuccess(run)
    #expect(run.stdout.contains("London"), "\(run)")
    let request = try #require(server.requests(to: "/v1/search").first)
    #expect(request.query["name"] == "SW1A 1AA" && request.query["countryCode"] == "GB")
    #expect(server.requests(to: "/v1/forecast").count == 1)
  }

  @Test func openWeatherMapFindsACodeTheTableLacksWithItsZipGeocoder() async throws {
    let key = "owm-zip-e2e-key-3e9a71"
    let position = ["lat": "51.501", "lon": "-0.1416", "appid": key]
    let server = try LoopbackHTTPServer(routes: [
      .get(
        "/geo/1.0/zip", query: ["zip": "SW1A 1AA,GB", "appid": key],
        response: try Fixture.json("openweathermap-zip-london")),
      .get("/geo/1.0/zip", response: try Fixture.json("openweathermap-zip-not-found", status: 404)),
      .get(
        "/data/2.5/forecast", query: position,
        response: try Fixture.json("openweathermap-forecast-london")),
      .get(
        "/data/2.5/weather", query: position,
        response: try Fixture.json("openweathermap-weather-london")),
    ])
    let owm: [String: String?] = ["OPENWEATHER_API_KEY": key]
    let run = try await sandbox.run(["forecast", "SW1A 1AA"], server: server, owm)
    expectSuccess(run)
    #expect(run.stdoutLines.first?.hasPrefix("London, GB — now ") == true, "\(run)")
    // The code was asked of the zip geocoder, never searched as a name.
    #expect(server.requests(to: "/geo/1.0/zip").count == 1)
    #expect(server.requests(to: "/data/2.5/find").isEmpty)
    #expect(!(run.stdout + run.stderr).contains(key))

    let unknown = try await sandbox.run(["forecast", "75999, FR"], server: server, owm)
    #expect(unknown.status != 0 && unknown.stderr.contains("75999, FR"), "\(unknown)")
    #expect(server.requests(to: "/geo/1.0/zip").last?.query("zip") == "75999,FR")
  }

  @Test func aZipCodeIsAPlaceForEveryCommand() async throws {
    let server = try Fixture.openMeteoServer()
    let forecast = try await sandbox.run(["forecast", "10001", "--json"], server: server)
    expectSuccess(forecast)
    let forecasts = try #require(try forecast.jsonObject()["forecasts"] as? [[String: Any]])
    #expect((forecasts.first?["city"] as? [String: Any])?["id"] as? Int == 5_128_581)
    let follow = try await sandbox.run(["follow", "10001"])
    #expect(follow.status == 0, "\(follow)")
    #expect(try String(contentsOf: sandbox.followingFile, encoding: .utf8).contains("5128581"))
    // No request was needed to find the place: the table had it.
    #expect(server.requests(to: "/v1/search").isEmpty)
  }

  @Test func countryMakesDigitsAnotherCountrysCode() async throws {
    let now = try await sandbox.run(["now", "75001", "--country", "fr"])
    expectFailure(now, status: 4, "the postal code \"75001, FR\" needs the network")
    let follow = try await sandbox.run(["follow", "8001", "--country", "CH"])
    expectFailure(follow, status: 4, "the postal code \"8001, CH\" needs the network")
    let bad = try await sandbox.run(["now", "75001", "--country", "fra"])
    #expect(bad.status == 64 && bad.stderr.contains("--country must be a two-letter ISO code"))
  }

  @Test func aTownsZipCodeIsNoCityToFollowAndSaysSo() async throws {
    let run = try await sandbox.run(["follow", "05001"])
    #expect(run.status == 64, "\(run)")
    #expect(
      run.stderr.contains(
        "05001 is White River Junction, Vermont, US, not a city of the embedded table"),
      "\(run)")
    #expect(!FileManager.default.fileExists(atPath: sandbox.followingFile.path))
  }

  @Test func aGeoNamesIdOfFiveDigitsNeedsIdColon() async throws {
    let run = try await sandbox.run(["now", "id:10570", "--format", "%l, %L"])
    expectSuccess(run)
    #expect(run.stdout == "Alvand, Alvand, Qazvīn, IR\n", "\(run)")
  }

  /// wttr.in's `a:b` and the `id:`/`zip:` prefixes together: a prefix keeps its `:`.
  @Test func prefixedPlacesSplitAtTheColonsBetweenThem() async throws {
    let run = try await sandbox.run(["now", "id:10570:zip:10001", "--format", "%l"])
    expectSuccess(run)
    #expect(run.stdout == "Alvand\nNew York City\n", "\(run)")
  }

  // MARK: Here

  @Test func hereIsTheBiggestCityOfTheTimeZoneOffline() async throws {
    let run = try await sandbox.run(
      ["now", "here", "--format", "%l"], ["TZ": "Europe/Zurich"])
    expectSuccess(run)
    #expect(run.stdout == "Zürich\n")
  }

  @Test func hereConfiguredIsTheDefaultPlace() async throws {
    let run = try await sandbox.run(
      ["now", "--format", "%L"], ["TZ": "Asia/Tokyo", "WEATHER_PLACE": "here"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout == "Tokyo, Tokyo, JP\n", "\(run)")
    #expect(run.stderr == "weather: Tokyo, Tokyo, JP — from your time zone Asia/Tokyo\n")
  }

  @Test func withNothingConfiguredOrFollowedNowIsHereAndSaysSo() async throws {
    let server = try Fixture.openMeteoServer()
    let run = try await sandbox.run(["now"], server: server, ["TZ": "Europe/Paris"])
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.hasPrefix("Paris: "), "\(run)")
    #expect(run.stderr == "weather: Paris, Île-de-France, FR — from your time zone Europe/Paris\n")
    #expect(server.requests(to: "/v1/search").isEmpty && server.requests(to: "/v1/get").isEmpty)
  }

  @Test func jsonSaysWhereHereCameFrom() async throws {
    let server = try Fixture.openMeteoServer()
    let zurich: [String: Any] = [
      "source": "timeZone", "timeZone": "Europe/Zurich",
      "reason": "from your time zone Europe/Zurich",
    ]
    for command in ["now", "forecast"] {
      let run = try await sandbox.run(
        [command, "here", "--json"], server: server, ["TZ": "Europe/Zurich"])
      #expect(run.status == 0, "\(run)")
      let location = try #require(try run.jsonObject()["location"] as? [String: Any], "\(run)")
      #expect(NSDictionary(dictionary: location).isEqual(to: zurich), "\(run)")
      // A place the user named has no `location`.
      let named = try await sandbox.run([command, "paris", "--json"], server: server)
      expectSuccess(named)
      #expect(try named.jsonObject()["location"] == nil, "\(named)")
    }
  }

  @Test func aZoneWithNoCityIsAConfigurationError() async throws {
    let run = try await sandbox.run(["forecast", "here"], ["TZ": "UTC"])
    expectFailure(run, status: 78, "cannot tell where you are", "your time zone UTC")
  }

  // MARK: Recent searches

  @Test func searchesAreListedNewestFirstWithNoQuery() async throws {
    let empty = try await sandbox.run(["search"])
    #expect(empty.status == 0 && empty.stdout.isEmpty, "\(empty)")
    #expect(empty.stderr == "weather: no recent searches; try `weather search london`\n")
    for query in [["london"], ["paris"], ["LONDON"], ["qqqqxyzzy"]] {
      _ = try await sandbox.run(["search"] + query)
    }
    let list = try await sandbox.run(["search"])
    expectSuccess(list)
    #expect(list.stdout == "qqqqxyzzy\nLONDON\nparis\n")
    let json = try await sandbox.run(["search", "--json"])
    expectSuccess(json)
    #expect(
      try json.jsonObject()["recentSearches"] as? [String] == ["qqqqxyzzy", "LONDON", "paris"])
  }

  @Test func aDamagedListIsReportedAndLeftUntouched() async throws {
    try FileManager.default.createDirectory(
      at: recentFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    let damaged = Data("{\"version\": 1, \"searches\": [".utf8)
    try damaged.write(to: recentFile)
    let list = try await sandbox.run(["search"])
    expectFailure(list, status: 6, "recent-searches.json", "not valid JSON")
    // A search still answers, and says it was not remembered.
    let search = try await sandbox.run(["search", "london"])
    #expect(search.status == 0, "\(search)")
    #expect(search.stderr.contains("the search was not remembered"), "\(search)")
    #expect(try Data(contentsOf: recentFile) == damaged)
  }
}
