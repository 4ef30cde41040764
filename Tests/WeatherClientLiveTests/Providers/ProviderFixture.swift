import Foundation
import LoopbackHTTPServer
import Testing
import WeatherFeatures

/// The recorded provider answers in Fixtures/, and values shared by the provider tests.
enum ProviderFixture {
  /// The bytes of Fixtures/`name`.json.
  static func data(_ name: String) throws -> Data {
    let url = try #require(
      Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"),
      "missing fixture \(name).json")
    return try Data(contentsOf: url)
  }

  /// Fixtures/`name`.json served as JSON with `status`, after `delay`.
  static func json(_ name: String, status: Int = 200, delay: Duration = .zero) throws
    -> CannedResponse
  {
    .json(try data(name), status: status, delay: delay)
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
