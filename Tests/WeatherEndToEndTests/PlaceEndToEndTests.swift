import Foundation
import LoopbackHTTPServer
import Testing

/// Places as people type them on the command line: a bare name, several words, a country, and
/// the one ambiguity rule, with the exit codes of each outcome.
@Suite struct PlaceEndToEndTests {
  let sandbox: Sandbox
  let server: LoopbackHTTPServer

  init() throws {
    sandbox = try Sandbox()
    server = try Fixture.openMeteoServer()
  }

  var forecastRequests: [RecordedRequest] { server.requests(to: "/v1/forecast") }

  @Test func aBareNameIsAPlace() async throws {
    let run = try await sandbox.run(["forecast", "paris"], server: server)
    expectSuccess(run)
    #expect(run.stdoutLines.first == "Paris, Île-de-France, FR — now 14:15 local, overcast")
    let also = try #require(run.stdoutLines.first { $0.hasPrefix("also: ") })
    #expect(also.contains("Paris, Texas, US — 4717560"), "\(also)")
    #expect(forecastRequests.first?.query("latitude") == "48.85341")
    // The same place, the same output, as with --city.
    let city = try await sandbox.run(["forecast", "--city", "paris"], server: server)
    #expect(city.stdout == run.stdout)
  }

  @Test(arguments: [
    ["forecast", "new", "york"], ["forecast", "new york"], ["forecast", "--city", "new york"],
  ])
  func severalWordsAreOneName(arguments: [String]) async throws {
    let run = try await sandbox.run(arguments, server: server)
    expectSuccess(run)
    #expect(
      run.stdoutLines.first?.hasPrefix("New York City, New York, US — now ") == true, "\(run)")
    #expect(forecastRequests.count == 1)
    #expect(forecastRequests.first?.query("latitude") == "40.71427")
  }

  @Test func aCountryPicksTheNamesake() async throws {
    let typed = try await sandbox.run(["forecast", "paris, us", "--json"], server: server)
    expectSuccess(typed)
    let entry = try #require((try typed.jsonObject()["forecasts"] as? [[String: Any]])?.first)
    #expect((entry["city"] as? [String: Any])?["id"] as? Int == Cities.parisTexas)
    let option = try await sandbox.run(
      ["forecast", "paris", "--country", "us", "--json"], server: server)
    expectSuccess(option)
    #expect(option.stdout == typed.stdout)
  }

  /// Half the planet is south or west of zero: a negative latitude or longitude is a value,
  /// typed after --lat/--lon or as the place (it was "Missing value for '--lat <lat>'" and
  /// "Unknown option '-33.92,18.42'").
  @Test(arguments: [
    ["forecast", "--lat", "-33.92", "--lon", "18.42"], ["forecast", "-33.92,18.42"],
    ["forecast", "-33.92,", "18.42"], ["forecast", "--", "-33.92,18.42"],
    ["forecast", "--lat=-33.92", "--lon=18.42"], ["now", "-33.92,18.42"],
    ["now", "-33.92,18.42", "--format", "-%t-"],
  ])
  func aPositionSouthOrWestOfZeroIsAPlace(arguments: [String]) async throws {
    let run = try await sandbox.run(arguments, server: server)
    expectSuccess(run)
    #expect(forecastRequests.first?.query("latitude") == "-33.92", "\(run)")
    #expect(forecastRequests.first?.query("longitude") == "18.42", "\(run)")
  }

  /// A negative number given to an option is that option's value, said to be out of range;
  /// an unknown option is still one.
  @Test(arguments: [
    (["forecast", "paris", "--days", "-1"], "--days must be 1 to 16."),
    (["search", "london", "--limit", "-1"], "--limit must be 1 to 100."),
    (["forecast", "--id", "-5"], "-5 is not a GeoNames id"),
    (["forecast", "--lat", "-91", "--lon", "0"], "--lat must be -90 to 90."),
    (["forecast", "--bogus"], "unknown option '--bogus'"),
    (["forecast", "paris", "-x"], "unknown option '-x'"),
    (["now", "--bogus"], "unknown option '--bogus'"),
  ])
  func aNegativeOptionValueIsTheValue(arguments: [String], reason: String) async throws {
    expectUsageError(try await sandbox.run(arguments, server: server), reason)
    #expect(forecastRequests.isEmpty)
  }

  /// A pasted blob that is no city is quoted cut at 60 characters: one readable line, not
  /// 100 KB of it (twice, with a `weather search` hint that could not be run as shown).
  @Test(arguments: ["search", "forecast", "follow", "unfollow", "now"])
  func aHugeInputIsQuotedCut(command: String) async throws {
    let blob = String(repeating: "qz", count: 50_000)
    let run = try await sandbox.run([command, blob], server: server)
    expectFailure(run, status: 3, "\"\(String(blob.prefix(60)))…\"")
    #expect(run.stderr.utf8.count < 200, "\(run.stderr.utf8.count) bytes")
    #expect(forecastRequests.isEmpty)
  }

  @Test func anIdTypedAsAPlaceIsAnId() async throws {
    let run = try await sandbox.run(["forecast", "2643743", "--days", "3"], server: server)
    expectSuccess(run)
    #expect(run.stdoutLines.first?.hasPrefix("London, England, GB — now ") == true, "\(run)")
  }

  @Test func anAmbiguousNameListsTheCandidatesAndFetchesNothing() async throws {
    let run = try await sandbox.run(["forecast", "springfield"], server: server)
    let lines = run.stderr.split(separator: "\n").count
    expectFailure(
      run, status: 64, "weather: \"springfield\" matches",
      "give an id, e.g. `weather forecast 4409896`", "  4409896  Springfield, Missouri, US",
      lines: lines)
    #expect(lines >= 3)
    #expect(server.requests.isEmpty)
  }

  @Test func noMatchExits3() async throws {
    let run = try await sandbox.run(["forecast", "qqqqxyzzy"], server: server)
    expectFailure(run, status: 3, "weather: no city is named \"qqqqxyzzy\"")
    #expect(server.requests.isEmpty)
    let id = try await sandbox.run(["forecast", "--id", "999999999"], server: server)
    expectFailure(id, status: 3, "weather: no city has the id 999999999")
  }

  @Test func unfollowResolvesAmongTheFollowedCities() async throws {
    // Only Paris, Texas is followed: "paris" means it here, though Paris, France is bigger.
    expectSuccess(try await sandbox.run(["follow", "4717560"]))
    let run = try await sandbox.run(["unfollow", "paris"])
    expectSuccess(run)
    #expect(run.stdout == "Stopped following Paris, Texas, US (4717560). 0 cities followed.\n")
    let again = try await sandbox.run(["unfollow", "paris"])
    expectFailure(again, status: 3, "weather: you do not follow \"paris\"; see `weather following`")
    let id = try await sandbox.run(["unfollow", "2643743"])
    expectFailure(id, status: 3, "weather: you do not follow \"2643743\"")
  }
}

/// Commands that need no file, network or key work without `HOME` and the `XDG_*` variables.
@Suite struct BareEnvironmentEndToEndTests {
  let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  /// No HOME, no XDG directories, no locale, no provider settings: like `env -i`.
  let bare: [String: String?] = [
    "HOME": nil, "XDG_DATA_HOME": nil, "XDG_CACHE_HOME": nil, "LANG": nil, "PATH": nil,
    "OPEN_METEO_URL": nil, "OPEN_METEO_GEOCODING_URL": nil, "OPENWEATHER_URL": nil,
  ]

  @Test func searchNeedsNothingFromTheEnvironment() async throws {
    let run = try await sandbox.run(["search", "london", "--limit", "1"], bare)
    expectSuccess(run)
    #expect(run.stdout.contains("2643743  London"))
    let json = try await sandbox.run(["search", "london", "--limit", "1", "--json"], bare)
    expectSuccess(json)
  }

  @Test func searchWithAKeylessProviderStillWorks() async throws {
    var environment = bare
    environment["OPENWEATHER_API_KEY"] = nil
    let run = try await sandbox.run(
      ["search", "london", "--limit", "1", "--provider", "openweathermap"], environment)
    expectSuccess(run)
  }

  @Test func followWithoutADataDirectoryNamesWhatIsMissing() async throws {
    let run = try await sandbox.run(["follow", "london"], bare)
    expectFailure(run, status: 6, "HOME")
  }
}
