import Foundation
import Testing

/// `weather search` with names as people write them: in another script, with umlauts, or
/// without the accents, all offline from the embedded table.
@Suite struct SearchNamesEndToEndTests {
  let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  struct SearchJSON: Decodable {
    var query: String
    var results: [CityJSON]
  }

  @Test(arguments: [
    ("москва", 524_901, "Moscow", "RU"),
    ("東京", 1_850_147, "Tokyo", "JP"),
    ("münchen", 2_867_714, "Munich", "DE"),
    ("sao paulo", Cities.saoPaulo, "São Paulo", "BR"),
  ])
  func nameFindsTheCityFirst(query: String, id: Int, name: String, country: String) async throws {
    let run = try await sandbox.run(["search", query])
    expectSuccess(run)
    #expect(run.stdoutLines.first?.split(separator: " ").first == "ID", "\(run)")
    let first = run.stdoutLines.dropFirst().first ?? ""
    #expect(first.split(separator: " ").first.map(String.init) == "\(id)", "\(run)")
    #expect(first.contains("  \(name)  ") && first.contains("  \(country)  "), "\(run)")

    let json = try await sandbox.run(["search", query, "--json"])
    expectSuccess(json)
    let search = try json.json(SearchJSON.self)
    #expect(search.query == query)
    #expect(search.results.first?.id == id)
    #expect(search.results.first?.name == name)
    #expect(search.results.first?.countryCode == country)
  }

  @Test func otherScriptsFoldCase() async throws {
    let run = try await sandbox.run(["search", "МОСКВА", "--limit", "1", "--json"])
    expectSuccess(run)
    #expect(try run.json(SearchJSON.self).results.map(\.id) == [524_901])
  }
}
