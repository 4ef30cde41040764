import Foundation
import Testing

/// `weather search`: offline from the embedded table, or online from the loopback Open-Meteo.
@Suite struct SearchEndToEndTests {
  let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  struct SearchJSON: Decodable {
    var query: String
    var results: [CityJSON]
  }

  @Test func londonAsATableWithLondonGBFirst() async throws {
    let run = try await sandbox.run(["search", "london"])
    expectSuccess(run)
    let lines = run.stdout.split(separator: "\n").map(String.init)
    #expect((3...11).contains(lines.count), "a header and at most the default 10 results: \(run)")
    #expect(
      lines.first?.split(separator: " ") == ["ID", "NAME", "REGION", "COUNTRY", "POPULATION"])
    let first = try #require(lines.dropFirst().first).split(separator: " ").map(String.init)
    #expect(first == ["2643743", "London", "England", "GB", "8,961,989"])
    // Aligned columns: every NAME starts where its header does.
    let nameColumn = try #require(lines.first?.range(of: "NAME")).lowerBound.utf16Offset(
      in: lines[0])
    for line in lines.dropFirst() {
      #expect(line.utf16.count > nameColumn && Array(line.utf16)[nameColumn - 1] == 32, "\(line)")
    }
  }

  @Test func londonAsJSON() async throws {
    let run = try await sandbox.run(["search", "london", "--json"])
    expectSuccess(run)
    let search = try run.json(SearchJSON.self)
    #expect(search.query == "london")
    #expect((3...10).contains(search.results.count))
    #expect(
      search.results.first
        == CityJSON(
          id: Cities.london, name: "London", admin1: "England", countryCode: "GB",
          countryName: "United Kingdom", latitude: 51.50853, longitude: -0.12574,
          population: 8_961_989, timeZone: "Europe/London"))
    // The documented shape, key by key.
    let object = try run.jsonObject()
    #expect(Set(object.keys) == ["query", "results", "version"])
    let first = try #require((object["results"] as? [[String: Any]])?.first)
    #expect(
      Set(first.keys) == [
        "id", "name", "admin1", "countryCode", "countryName", "latitude", "longitude",
        "population", "timeZone",
      ])
  }

  @Test func limitKeepsThatMany() async throws {
    let run = try await sandbox.run(["search", "london", "--limit", "3", "--json"])
    expectSuccess(run)
    let results = try run.json(SearchJSON.self).results
    #expect(results.count == 3)
    #expect(results.first?.id == Cities.london)
  }

  @Test func countryKeepsOneCountry() async throws {
    let run = try await sandbox.run(["search", "paris", "--country", "US", "--json"])
    expectSuccess(run)
    let results = try run.json(SearchJSON.self).results
    #expect(results.first?.id == Cities.parisTexas)
    #expect(results.first?.admin1 == "Texas")
    #expect(!results.isEmpty && results.allSatisfy { $0.countryCode == "US" })
  }

  @Test func accentsAreIgnoredAndWordsJoined() async throws {
    let saoPaulo = try await sandbox.run(["search", "sao", "paulo", "--limit", "3"])
    expectSuccess(saoPaulo)
    #expect(
      saoPaulo.stdoutLines.dropFirst().first?.hasPrefix("3448439  São Paulo ") == true,
      "\(saoPaulo)")
    let zurich = try await sandbox.run(["search", "zurich", "--json"])
    expectSuccess(zurich)
    let first = try #require(try zurich.json(SearchJSON.self).results.first)
    #expect(first.id == Cities.zurich)
    #expect(first.name == "Zürich")
    #expect(first.countryCode == "CH")
  }

  @Test func onlineAsksTheGeocoder() async throws {
    let server = try Fixture.openMeteoServer()
    let run = try await sandbox.run(
      ["search", "paris", "--online", "--limit", "4", "--country", "fr", "--json"], server: server)
    expectSuccess(run)
    let results = try run.json(SearchJSON.self).results
    // The fixture's first four cities, as the geocoder sent them.
    #expect(results.map(\.id) == [Cities.paris, Cities.parisTexas, 4_647_963, 6_942_553])
    #expect(results.first?.admin1 == "Île-de-France")
    let request = try #require(server.requests(to: "/v1/search").first)
    #expect(
      request.query == [
        "name": "paris", "count": "4", "language": "en", "format": "json", "countryCode": "FR",
      ])
    #expect(server.requests.count == 1)
  }

  @Test func noMatchExits3AndSaysSoOnStandardError() async throws {
    let run = try await sandbox.run(["search", "qqqqxyzzy"])
    expectFailure(run, status: 3, "weather: no city matches \"qqqqxyzzy\"")
    #expect(run.stderr == "weather: no city matches \"qqqqxyzzy\"\n")
    let json = try await sandbox.run(["search", "qqqqxyzzy", "--json"])
    #expect(json.status == 3, "\(json)")
    #expect(try json.json(SearchJSON.self).results.isEmpty)
  }

  @Test func onlineWithoutNetworkFailsWithExit4() async throws {
    let run = try await sandbox.run(["search", "paris", "--online"])
    expectFailure(run, status: 4, "weather: cannot reach the weather service")
  }

  @Test(arguments: [
    (["search", "london", "--limit", "0"], "--limit must be 1 to 100."),
    (["search", "london", "--limit", "101"], "--limit must be 1 to 100."),
    (["search", "paris", "--country", "USA"], "--country must be a two-letter ISO code"),
    (["search", " "], "Give a name to search for."),
  ])
  func badOptionsAreUsageErrors(arguments: [String], reason: String) async throws {
    expectUsageError(try await sandbox.run(arguments), reason)
  }
}
