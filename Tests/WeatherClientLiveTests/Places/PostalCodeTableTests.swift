import Foundation
import Testing
import WeatherFeatures

@testable import WeatherClientLive

/// The embedded US ZIP code table, and the reading of its format.
struct PostalCodeTableTests {
  let table = PostalCodeTable.shared

  @Test func aZipCodeOfACityIsThatCityOfTheCityTable() throws {
    let place = try #require(table.place(PostalCode(code: "10001", countryCode: nil)))
    #expect(place.id == 5_128_581)
    #expect(place.name == "New York City" && place.admin1 == "New York")
    #expect(table.place(PostalCode(code: "10001", countryCode: "US")) == place)
  }

  @Test func aZipCodeOfASmallTownIsItsOwnPlace() throws {
    let place = try #require(table.place(PostalCode(code: "05001", countryCode: nil)))
    #expect(place.id == 0 && place.isPosition)
    #expect(place.name == "White River Junction" && place.admin1 == "Vermont")
    #expect(place.countryCode == "US" && place.countryName == "United States")
    #expect(abs(place.latitude - 43.67) < 0.1 && abs(place.longitude + 72.39) < 0.1)
    #expect(place.timeZone == "America/New_York")
  }

  @Test func codesTheTableDoesNotHaveAreNil() {
    #expect(table.place(PostalCode(code: "00000", countryCode: nil)) == nil)
    #expect(table.place(PostalCode(code: "99999", countryCode: nil)) == nil)
    // Another country's code, or digits that are no ZIP code, are never looked for.
    #expect(table.place(PostalCode(code: "75001", countryCode: "FR")) == nil)
    #expect(table.place(PostalCode(code: "SW1A 1AA", countryCode: "GB")) == nil)
    #expect(table.place(PostalCode(code: "1000", countryCode: nil)) == nil)
    #expect(!table.covers(PostalCode(code: "75001", countryCode: "FR")))
    #expect(table.covers(PostalCode(code: "75001", countryCode: nil)))
  }

  @Test func theTableHoldsEveryActiveZipCode() {
    #expect(table.count > 40_000)
    // The first and last lines are found too (the binary search's edges).
    #expect(table.place(PostalCode(code: "00501", countryCode: nil)) != nil)
    #expect(table.place(PostalCode(code: "99950", countryCode: nil)) != nil)
  }

  @Test func malformedTextGivesMissingCodesNeverACrash() {
    let cities = CityTable.shared
    for text in [
      "", "@postal-table 1\n", "@postal-table 1\tx\nUS\t10001\t5128581",
      "@postal-table 1\t3\nUS\t10001\nUS\t10002\t\tA\tB\t91\t0\tZ\nUS\t10003\t\tA\tB\t1\t2",
      "@postal-table 1\t1\nUS\t10001\tnot a number",
      "@postal-table 1\t1\nUS\t10001\t999999999999",
    ] {
      let table = PostalCodeTable(text: text, cities: cities)
      for code in ["10001", "10002", "10003", "00000"] {
        #expect(table.place(PostalCode(code: code, countryCode: nil)) == nil, "\(text)")
      }
    }
    let good = PostalCodeTable(
      text: "@postal-table 1\t2\nUS\t10001\t5128581\nUS\t10002\t\tSmall\tState\t1.5\t-2.5\tUTC\n",
      cities: cities)
    #expect(good.place(PostalCode(code: "10001", countryCode: nil))?.id == 5_128_581)
    #expect(good.place(PostalCode(code: "10002", countryCode: nil))?.name == "Small")
  }
}
