import Testing
import WeatherFeatures

@testable import WeatherClientLive

/// Id lookup, the table's size, and tolerance of malformed table text.
struct CityTableLookupTests {
  @Test func londonByID() throws {
    let london = try #require(CityTable.shared.city(id: 2_643_743))
    #expect(london.name == "London")
    #expect(london.admin1 == "England")
    #expect(london.countryCode == "GB")
    #expect(london.countryName == "United Kingdom")
    #expect(london.timeZone == "Europe/London")
    #expect(abs(london.latitude - 51.50853) < 1e-9)
    #expect(abs(london.longitude - -0.12574) < 1e-9)
    #expect(london.population > 8_000_000)
    #expect(london.displayName == "London, England, GB")
  }

  @Test func parisHasItsRegion() {
    #expect(CityTable.shared.city(id: 2_988_507)?.admin1 == "Île-de-France")
  }

  /// The first and last cities of the table (ids sorted), found by the binary search.
  @Test func firstAndLastIDs() throws {
    let storage = CityTable.shared.storage
    let first = try #require(storage.city(atOffset: 0))
    #expect(CityTable.shared.city(id: first.id) == first)
    let lastStart = storage.lineStart(
      containing: storage.cities.upperBound - 2, in: storage.cities)
    let last = try #require(storage.city(atOffset: lastStart - storage.cities.lowerBound))
    #expect(last.id > first.id)
    #expect(CityTable.shared.city(id: last.id) == last)
    #expect(CityTable.shared.city(id: first.id - 1) == nil)
    #expect(CityTable.shared.city(id: last.id + 1) == nil)
  }

  @Test(arguments: [0, -1, 1, 999_999_999, Int.max, Int.min])
  func unknownIDIsNil(id: Int) {
    #expect(CityTable.shared.city(id: id) == nil)
  }

  @Test func tableHoldsTheBigCities() {
    #expect(CityTable.shared.count > 30_000)
  }

  @Test func malformedLinesAreSkipped() {
    var table = CityTableText()
    table.countries = ["GB\tUnited Kingdom", "XX", "FR\tFrance"]
    table.cities = [
      "1\tGood\t\tEngland\tGB\t51.5\t-0.1\t100\tEurope/London",
      "2\tBad latitude\t\t\tGB\tnorth\t0\t100\tEurope/London",
      "3\tUnknown country\t\t\tQQ\t1\t1\t100\tUTC",
      "4\ttoo few fields",
      "5\tAlso good\t\t\tFR\t-1.25\t2\t50\tEurope/Paris",
    ]
    table.keys = [
      ("good", "n", 0, 100, "GB"), ("bad latitude", "n", 1, 100, "GB"),
      ("unknown country", "n", 2, 100, "GB"), ("too few", "n", 3, 1, "GB"),
      ("also good", "n", 4, 50, "FR"), ("gut", "a", 0, 100, "GB"),
    ]
    table.rawKeyLines = [
      "good\tx0000100GB0000", "goody", "good\tn000010gb0000", "\tn0000100GB0000",
      "nowhere\tn0000100GBo000", "goodish\tn0000100GB0001",
    ]
    let cities = CityTable(text: table.text)
    #expect(cities.count == 5)
    #expect(cities.city(id: 1)?.name == "Good")
    #expect(cities.city(id: 1)?.admin1 == "England")
    #expect(cities.city(id: 1)?.countryName == "United Kingdom")
    #expect(cities.city(id: 5)?.admin1 == nil)
    #expect(cities.city(id: 5)?.latitude == -1.25)
    #expect(cities.city(id: 5)?.countryName == "France")
    for id in [2, 3, 4, 6] { #expect(cities.city(id: id) == nil, "\(id)") }
    #expect(cities.search("good").map(\.id) == [1])
    #expect(cities.search("gut").map(\.id) == [1])
    #expect(cities.search("also").map(\.id) == [5])
    #expect(cities.search("bad latitude").isEmpty)
    #expect(cities.search("unknown").isEmpty)
    #expect(cities.search("too few").isEmpty)
    #expect(cities.search("nowhere").isEmpty)
    #expect(cities.search("go", limit: 10).map(\.id) == [1])
  }

  @Test(arguments: [
    "", "garbage", "@city-table 2\n", "@city-table 2\t0\t0\t0\t0\t0\t0\n",
    "@city-table 2\t0\t5\t3\t9\t1\t1\nGB\tUK\n",
    "@city-table 2\t0\t0\t0\t999\t1\t1\nlondon\tn0000100GB0000\n",
    "@city-table 1\t0\t0\t0\t0\t0\t0\n",
    "@city-table 2\t0\t0\t9\t23\t1\t1\n\t\t\t\t\t\t\t\t\n\n\n\t\n\n\n\n\n\n\n\n\n\n\n",
  ])
  func garbageTextGivesAnEmptyTable(text: String) {
    let table = CityTable(text: text)
    #expect(table.search("anything").isEmpty)
    #expect(table.search("london").isEmpty)
    #expect(table.city(id: 1) == nil)
  }

  /// What the in-place search relies on, checked over the whole embedded table: each section
  /// sorted, every key line well-formed, and every key's record agreeing with its city.
  @Test func embeddedTableIsSortedAndConsistent() throws {
    let storage = CityTable.shared.storage
    var start = storage.keys.lowerBound
    var previous: [UInt8] = []
    var keyCount = 0
    var cityOffsets = Set<Int>()
    while start < storage.keys.upperBound {
      let end = storage.lineEnd(from: start, in: storage.keys)
      defer { start = end + 1 }
      let line = try #require(CityKeyLine(start..<end, in: storage))
      let key = Array(storage.slice(line.key))
      #expect(!key.lexicographicallyPrecedes(previous), "keys out of order at \(start)")
      previous = key
      keyCount += 1
      cityOffsets.insert(line.cityOffset)
      if keyCount % 97 == 0 {
        let city = try #require(storage.city(atOffset: line.cityOffset))
        #expect(city.population == line.population)
        #expect(CityTableField.packCountryCode(city.countryCode.utf8) == line.countryCode)
      }
    }
    #expect(keyCount > 140_000)
    #expect(cityOffsets.count == CityTable.shared.count, "every city has a key")
    var lastID = 0
    for offset in cityOffsets.sorted() {
      let city = try #require(storage.city(atOffset: offset))
      #expect(city.id > lastID, "cities sorted by id")
      lastID = city.id
    }
  }
}
