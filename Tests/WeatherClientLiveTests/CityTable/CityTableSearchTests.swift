import Testing
import WeatherClientLive
import WeatherFeatures

/// Ranking, folding, alternate names, typos, filters and limits of `CityTable.search`.
struct CityTableSearchTests {
  let table = CityTable.shared

  private func first(_ query: String, countryCode: String? = nil) -> City? {
    table.search(query, countryCode: countryCode).first
  }

  @Test(arguments: [
    ("london", 2_643_743, "GB"),
    ("London", 2_643_743, "GB"),
    ("paris", 2_988_507, "FR"),
    ("new york", 5_128_581, "US"),
    ("New York City", 5_128_581, "US"),
    ("sao paulo", 3_448_439, "BR"),
    ("SÃO PAULO", 3_448_439, "BR"),
    ("zurich", 2_657_896, "CH"),
    ("Zürich", 2_657_896, "CH"),
    ("munich", 2_867_714, "DE"),
    ("muenchen", 2_867_714, "DE"),
    ("München", 2_867_714, "DE"),
    ("kiev", 703_448, "UA"),
    ("den haag", 2_747_373, "NL"),
    ("bombay", 1_275_339, "IN"),
    ("peking", 1_816_670, "CN"),
    ("cologne", 2_886_242, "DE"),
    ("koeln", 2_886_242, "DE"),
    ("rio de janeiro", 3_451_190, "BR"),
    ("san francisco", 5_391_959, "US"),
    ("st. louis", 4_407_066, "US"),
    ("st louis", 4_407_066, "US"),
  ])
  func bestMatch(query: String, id: Int, countryCode: String) {
    let city = first(query)
    #expect(city?.id == id, "\(query) → \(city?.displayName ?? "nothing")")
    #expect(city?.countryCode == countryCode)
  }

  @Test(arguments: ["londn", "lodnon", "londonn", "lndon"])
  func typosFindLondon(query: String) {
    #expect(first(query)?.id == 2_643_743, "\(query)")
  }

  @Test func typoIsReportedAsSuch() throws {
    let result = try #require(table.searchResults("lodnon").first)
    #expect(result.matchKind == .typo)
    #expect(result.matchedKey == "london")
    #expect(result.editDistance == 1)
  }

  @Test func aQueryThatMatchesIsNotPaddedWithTypos() {
    let kinds = table.searchResults("london", limit: 10).map(\.matchKind)
    #expect(!kinds.isEmpty)
    #expect(!kinds.contains(.typo))
  }

  @Test func exactNameRanksBeforeAlternateNamePrefixAndTypo() {
    let kinds = table.searchResults("paris", limit: 50).map(\.matchKind)
    #expect(kinds.first == .exactName)
    #expect(kinds == kinds.sorted { $0.rawValue < $1.rawValue })
  }

  @Test func sameNameRanksByPopulation() {
    let parises = table.searchResults("paris", limit: 50).filter { $0.matchKind == .exactName }
    #expect(parises.count > 1)
    let populations = parises.map(\.city.population)
    #expect(populations == populations.sorted(by: >))
  }

  @Test func alternateNameMatchIsReported() throws {
    let result = try #require(table.searchResults("kiev").first)
    #expect(result.city.name == "Kyiv")
    #expect(result.matchKind == .exactAlternateName)
  }

  @Test func prefixFindsTheBiggestCity() {
    #expect(first("lond")?.id == 2_643_743)
    #expect(table.searchResults("lond").first?.matchKind == .namePrefix)
  }

  @Test func countryFilterKeepsOnlyThatCountry() {
    let results = table.search("london", limit: 20, countryCode: "ca")
    #expect(!results.isEmpty)
    #expect(results.allSatisfy { $0.countryCode == "CA" })
    #expect(results.first?.name == "London")
    #expect(first("paris", countryCode: "US")?.countryCode == "US")
    #expect(table.search("london", countryCode: "ZZ").isEmpty)
    #expect(table.search("london", countryCode: "not a code").isEmpty)
  }

  @Test func limitIsRespected() {
    #expect(table.search("san", limit: 3).count == 3)
    #expect(table.search("san", limit: 1).count == 1)
    #expect(table.search("san", limit: 0).isEmpty)
    #expect(table.search("san", limit: -5).isEmpty)
    #expect(table.search("san", limit: 200).count == 200)
  }

  @Test func resultsAreDistinctCities() {
    let ids = table.search("lon", limit: 100).map(\.id)
    #expect(Set(ids).count == ids.count)
  }

  @Test(arguments: ["", " ", "...", "!?-–—", "\t\n"])
  func emptyOrPunctuationQueryFindsNothing(query: String) {
    #expect(table.search(query).isEmpty)
  }

  @Test(arguments: ["qqqqqqqqqqqq", "x", "zzzz zzzz", "東京都市", String(repeating: "a", count: 300)])
  func unmatchedOrOddQueriesDoNotCrash(query: String) {
    _ = table.search(query, limit: 5)
  }
}
