import Testing
import WeatherClientLive
import WeatherFeatures

/// Names as people write them: native names in the country's own script for every city,
/// names in other scripts and languages for the larger ones, with case and marks folded.
struct CityTableAlternateNameTests {
  let table = CityTable.shared

  static let moscow = 524_901
  static let tokyo = 1_850_147
  static let munich = 2_867_714

  @Test(arguments: [
    ("москва", moscow), ("Москва", moscow), ("МОСКВА", moscow), ("Moskau", moscow),
    ("東京", tokyo), ("東京都", tokyo), ("トウキョウ", 0), ("Tokio", tokyo), ("Токио", tokyo),
    ("münchen", munich), ("MÜNCHEN", munich), ("Мюнхен", munich), ("ミュンヘン", munich),
    ("慕尼黑", munich), ("Monaco di Baviera", munich),
    ("北京", 1_816_670), ("Пекин", 1_816_670), ("서울", 1_835_848), ("Αθήνα", 264_371),
    ("ΑΘΗΝΑ", 264_371), ("القاهرة", 360_630), ("Обнинск", 516_436), ("鎌倉", 1_860_672),
  ])
  func nameInAnyScriptFindsTheCity(query: String, id: Int) {
    let results = table.searchResults(query, limit: 5)
    guard id != 0 else {
      // Katakana readings of Japanese names are not GeoNames alternate names of Tokyo.
      #expect(results.allSatisfy { $0.city.id != Self.tokyo || $0.matchKind == .typo })
      return
    }
    #expect(results.first?.city.id == id, "\(query) → \(results.map(\.city.displayName))")
    #expect(
      results.first?.matchKind == .exactAlternateName,
      "\(query) → \(results.first.map { "\($0.matchKind)" } ?? "nothing")")
  }

  @Test func matchedKeyIsTheFoldedAlternateName() throws {
    let result = try #require(table.searchResults("МОСКВА").first)
    #expect(result.matchedKey == "москва")
    #expect(result.editDistance == 0)
  }

  @Test func aPrefixInAnotherScriptFindsTheBiggestCity() throws {
    let result = try #require(table.searchResults("моск").first)
    #expect(result.city.id == Self.moscow)
    #expect(result.matchKind == .alternateNamePrefix)
    #expect(table.search("東").first?.id == Self.tokyo)
  }

  @Test func aTypoInAnotherScriptIsATypo() throws {
    let result = try #require(table.searchResults("моссква").first)
    #expect(result.city.id == Self.moscow)
    #expect(result.matchKind == .typo)
    #expect(result.matchedKey == "москва")
  }

  /// Moscow, Idaho (25,000 people, not Russian) is not given the Cyrillic names GeoNames lists
  /// for it: only larger cities keep names in scripts foreign to their country.
  @Test func smallCitiesKeepOnlyTheirCountrysScripts() {
    #expect(table.search("москва", countryCode: "US").isEmpty)
    #expect(table.search("moscow", countryCode: "US").first?.admin1 == "Idaho")
  }

  @Test func diacriticsAndCaseFold() {
    #expect(table.search("sao paulo").first?.id == 3_448_439)
    #expect(table.search("SÃO PAULO").first?.id == 3_448_439)
    #expect(table.search("São Paulo").first?.name == "São Paulo")
    #expect(table.search("sAo pAuLo").first?.id == 3_448_439)
  }
}

/// The embedded directory tells how far an alternate name that matched is from the city's name,
/// so that the resolution feature can treat a misspelling GeoNames keeps ("Londn") as a typo.
struct CityDirectoryAlternateNameDistanceTests {
  let directory = CityDirectory.live(provider: .failing)

  func match(_ query: String, id: Int) async throws -> CityMatch {
    let matches = try await directory.search(CityQuery(query, limit: 10))
    return try #require(matches.first { $0.city.id == id }, "\(matches.map(\.city.name))")
  }

  @Test func aMisspellingIsOneEditFromTheName() async throws {
    let londn = try await match("londn", id: 2_643_743)
    #expect(londn.isExact)
    #expect(londn.alternateNameDistance == 1)
  }

  @Test func otherNamesAreFartherOrNotAlternate() async throws {
    #expect(try await match("kiev", id: 703_448).alternateNameDistance == 2)
    #expect(
      try await match("Moskau", id: 524_901).alternateNameDistance
        == CityMatch.alternateNameDistanceCap)
    #expect(try await match("london", id: 2_643_743).alternateNameDistance == nil)
  }
}
