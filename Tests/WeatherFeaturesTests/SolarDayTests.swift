import Foundation
import Testing
import WeatherFeatures

/// `SolarDay`: dawn, noon and dusk for `%D %z %d` (issue 24, item 4).
@Suite struct SolarDayTests {
  /// 2026-09-15 12:15 UTC, the recorded Paris forecast's current time.
  let paris = SolarDay(
    around: Date(timeIntervalSince1970: 1_789_474_500), latitude: 48.853_41, longitude: 2.3488)

  func utc(_ date: Date?) -> String {
    guard let date else { return "nil" }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "HH:mm"
    return formatter.string(from: date)
  }

  /// Open-Meteo's recorded sunrise and sunset for Paris that day are 05:27 and 18:05 UTC; the
  /// published civil twilight is about 04:55 and 18:37 UTC, solar noon about 11:46 UTC.
  @Test func parisInSeptemberMatchesPublishedTimesToTwoMinutes() throws {
    func minutes(_ date: Date?) throws -> Double {
      let date = try #require(date)
      return date.timeIntervalSince1970.truncatingRemainder(dividingBy: 86_400) / 60
    }
    #expect(abs(try minutes(paris.sunrise) - (5 * 60 + 27)) <= 2, "\(utc(paris.sunrise))")
    #expect(abs(try minutes(paris.sunset) - (18 * 60 + 5)) <= 2, "\(utc(paris.sunset))")
    #expect(abs(try minutes(paris.noon) - (11 * 60 + 46)) <= 2, "\(utc(paris.noon))")
    #expect(abs(try minutes(paris.dawn) - (4 * 60 + 55)) <= 3, "\(utc(paris.dawn))")
    #expect(abs(try minutes(paris.dusk) - (18 * 60 + 37)) <= 3, "\(utc(paris.dusk))")
  }

  @Test func polarSummerHasNoSunsetAndNoDusk() {
    let midsummer = Date(timeIntervalSince1970: 1_781_870_400)  // 2026-06-19 12:00 UTC
    let svalbard = SolarDay(around: midsummer, latitude: 78.22, longitude: 15.65)
    #expect(svalbard.sunrise == nil && svalbard.sunset == nil)
    #expect(svalbard.dawn == nil && svalbard.dusk == nil)
  }
}
