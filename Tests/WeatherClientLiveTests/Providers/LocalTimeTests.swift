import Foundation
import Testing

@testable import WeatherClientLive

@Suite struct LocalTimeTests {
  @Test func localTimeMinusTheOffsetIsTheInstant() {
    #expect(
      LocalTime.date(
        fromLocal: "2026-09-15T12:00", in: LocalZone(utcOffsetSeconds: 14_400, identifier: nil))
        == ProviderFixture.utc(2026, 9, 15, 8, 0))
    #expect(
      LocalTime.date(
        fromLocal: "2026-01-01T01:30", in: LocalZone(utcOffsetSeconds: -18_000, identifier: nil))
        == ProviderFixture.utc(2026, 1, 1, 6, 30))
    #expect(
      LocalTime.date(
        fromLocal: "2026-03-01T00:00:30", in: LocalZone(utcOffsetSeconds: 0, identifier: nil))
        == Date(
          timeIntervalSince1970: ProviderFixture.utc(2026, 3, 1, 0, 0).timeIntervalSince1970 + 30))
    // India's half-hour offset, across midnight.
    #expect(
      LocalTime.date(
        fromLocal: "2028-02-29T03:00", in: LocalZone(utcOffsetSeconds: 19_800, identifier: nil))
        == ProviderFixture.utc(2028, 2, 28, 21, 30))
  }

  @Test func aNamedZoneFollowsDaylightSavingAcrossTheForecast() {
    // Paris leaves summer time on 25 October 2026 at 03:00 (UTC+2 → UTC+1); Open-Meteo reports
    // the offset of the day the forecast was made, +2 h.
    let paris = LocalZone(utcOffsetSeconds: 7200, identifier: "Europe/Paris")
    #expect(
      LocalTime.date(fromLocal: "2026-10-24T12:00", in: paris)
        == ProviderFixture.utc(2026, 10, 24, 10, 0))
    #expect(
      LocalTime.date(fromLocal: "2026-10-26T12:00", in: paris)
        == ProviderFixture.utc(2026, 10, 26, 11, 0))
    // Spring forward, 29 March 2026 at 02:00 (UTC+1 → UTC+2), from a winter offset.
    let winter = LocalZone(utcOffsetSeconds: 3600, identifier: "Europe/Paris")
    #expect(
      LocalTime.date(fromLocal: "2026-03-30T12:00", in: winter)
        == ProviderFixture.utc(2026, 3, 30, 10, 0))
  }

  @Test func withoutAKnownZoneTheReportedOffsetIsUsed() {
    for identifier in [nil, "GMT", "Not/AZone"] {
      let zone = LocalZone(utcOffsetSeconds: 7200, identifier: identifier)
      #expect(
        LocalTime.date(fromLocal: "2026-10-26T12:00", in: zone)
          == ProviderFixture.utc(2026, 10, 26, 10, 0))
    }
  }

  @Test(arguments: [
    "", "2026-09-15", "2026-09-15 12:00", "2026-9-15T12:00", "2026-13-01T00:00",
    "2026-02-29T00:00", "2026-09-15T24:00", "2026-09-15T12:60", "2026-09-15T12:00Z",
    "２０２６-09-15T12:00", "2026-09-15T1a:00",
  ])
  func rejectsAnythingElse(_ text: String) {
    #expect(
      LocalTime.date(fromLocal: text, in: LocalZone(utcOffsetSeconds: 0, identifier: nil)) == nil)
  }

  @Test func validatesDates() {
    #expect(LocalTime.isDate("2024-02-29"))
    #expect(!LocalTime.isDate("2100-02-29"))
    #expect(!LocalTime.isDate("2026-04-31"))
    #expect(!LocalTime.isDate("2026-09-15T00:00"))
  }

  @Test func formatsTheLocalDateOfAnInstant() {
    let instant = ProviderFixture.utc(2026, 9, 15, 23, 30)
    #expect(LocalTime.dateString(of: instant, utcOffsetSeconds: 0) == "2026-09-15")
    #expect(LocalTime.dateString(of: instant, utcOffsetSeconds: 3600) == "2026-09-16")
    #expect(
      LocalTime.dateString(of: ProviderFixture.utc(2027, 1, 1, 2, 0), utcOffsetSeconds: -14_400)
        == "2026-12-31")
    #expect(
      LocalTime.dateString(of: Date(timeIntervalSince1970: -1), utcOffsetSeconds: 0) == "1969-12-31"
    )
  }

  @Test func roundTripsEveryDayOfALeapYear() throws {
    for day in 0..<366 {
      let instant = ProviderFixture.utc(2028, 1, 1, 0, 0).addingTimeInterval(Double(day) * 86_400)
      let text = LocalTime.dateString(of: instant, utcOffsetSeconds: 0)
      let utc = LocalZone(utcOffsetSeconds: 0, identifier: nil)
      #expect(LocalTime.date(fromLocal: text + "T00:00", in: utc) == instant)
    }
  }
}
