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

  @Test(arguments: [0, -1, 1, 999_999_999, Int.max, Int.min])
  func unknownIDIsNil(id: Int) {
    #expect(CityTable.shared.city(id: id) == nil)
  }

  @Test func tableHoldsTheBigCities() {
    #expect(CityTable.shared.count > 30_000)
  }

  @Test func malformedLinesAreSkipped() {
    let text = """
      @countries
      GB\tUnited Kingdom
      XX
      @cities
      1\tGood\t\tEngland\tGB\t51.5\t-0.1\t100\tEurope/London
      2\tBad latitude\t\t\tGB\tnorth\t0\t100\tEurope/London
      3\tUnknown country\t\t\tQQ\t1\t1\t100\tUTC
      4\ttoo few fields
      1\tDuplicate id\t\t\tGB\t1\t1\t1\tUTC
      5\tAlso good\t\t\tGB\t-1.25\t2\t50\tEurope/London
      @keys
      also good\tn5
      bad latitude\tn1
      good\tn0
      good\tx0
      nowhere\tn99
      \tn0
      oops
      """
    let table = CityTable(text: text)
    #expect(table.count == 2)
    #expect(table.city(id: 1)?.name == "Good")
    #expect(table.city(id: 1)?.admin1 == "England")
    #expect(table.city(id: 5)?.admin1 == nil)
    #expect(table.city(id: 5)?.latitude == -1.25)
    #expect(table.city(id: 2) == nil)
    #expect(table.search("good").map(\.id) == [1])
    #expect(table.search("also").map(\.id) == [5])
    #expect(table.search("bad latitude").isEmpty)
  }

  @Test func unsortedKeysStillSearch() {
    let text =
      "@countries\nGB\tUK\n@cities\n1\tB\t\t\tGB\t0\t0\t1\tUTC\n2\tA\t\t\tGB\t0\t0\t2\tUTC\n"
      + "@keys\nbbb\tn0\naaa\tn1\n"
    let table = CityTable(text: text)
    #expect(table.search("aaa").map(\.id) == [2])
    #expect(table.search("bbb").map(\.id) == [1])
  }

  @Test(arguments: ["", "garbage", "@keys\n\n\t\n", "@cities\n\t\t\t\t\t\t\t\t\n"])
  func garbageTextGivesAnEmptyTable(text: String) {
    let table = CityTable(text: text)
    #expect(table.count == 0)
    #expect(table.search("anything").isEmpty)
  }
}
