import Foundation
import LoopbackHTTPServer
import RecordedResponses
import Testing
import WeatherFeatures

/// The recorded provider answers (from `RecordedResponses`), and values shared by the provider
/// tests.
enum ProviderFixture {
  /// The bytes of the recorded answer `name`.
  static func data(_ name: String) throws -> Data {
    try RecordedResponse.data(name)
  }

  /// The recorded answer `name` served as JSON with `status`, after `delay`.
  static func json(_ name: String, status: Int = 200, delay: Duration = .zero) throws
    -> CannedResponse
  {
    try RecordedResponse.json(name, status: status, delay: delay)
  }

  /// The instant stamped as `fetchedAt` by the providers under test.
  static let now = Date(timeIntervalSince1970: 1_789_480_000)

  /// Paris as Open-Meteo's geocoder describes it.
  static let paris = City(
    id: 2_988_507, name: "Paris", admin1: "Île-de-France", countryCode: "FR",
    countryName: "France", latitude: 48.85341, longitude: 2.3488, population: 2_138_551,
    timeZone: "Europe/Paris")

  /// London as Open-Meteo's geocoder describes it.
  static let london = City(
    id: 2_643_743, name: "London", admin1: "England", countryCode: "GB",
    countryName: "United Kingdom", latitude: 51.50853, longitude: -0.12574,
    population: 8_961_989, timeZone: "Europe/London")

  /// A UTC instant from its calendar fields.
  static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let components = DateComponents(
      year: year, month: month, day: day, hour: hour, minute: minute)
    return calendar.date(from: components) ?? .distantPast
  }
}
