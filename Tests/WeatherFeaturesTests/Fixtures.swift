import Foundation
import Reducers
import Synchronization
import Testing
import WeatherFeatures

// MARK: Cities

extension City {
  static let london = City(
    id: 2_643_743, name: "London", admin1: "England", countryCode: "GB",
    countryName: "United Kingdom", latitude: 51.50853, longitude: -0.12574,
    population: 8_961_989, timeZone: "Europe/London")
  static let paris = City(
    id: 2_988_507, name: "Paris", admin1: "Île-de-France", countryCode: "FR",
    countryName: "France", latitude: 48.85341, longitude: 2.3488, population: 2_138_551,
    timeZone: "Europe/Paris")
  static let parisTexas = City(
    id: 4_717_560, name: "Paris", admin1: "Texas", countryCode: "US",
    countryName: "United States", latitude: 33.66094, longitude: -95.55551, population: 24_782,
    timeZone: "America/Chicago")
  static let tokyo = City(
    id: 1_850_147, name: "Tokyo", admin1: "Tokyo", countryCode: "JP", countryName: "Japan",
    latitude: 35.6895, longitude: 139.69171, population: 8_336_599, timeZone: "Asia/Tokyo")
}

// MARK: Weather

/// The moment the tests' `now` returns unless a test moves it.
let referenceDate = Date(timeIntervalSince1970: 1_789_000_000)

extension CurrentConditions {
  /// Conditions that differ per city and per unit system, so a response for the wrong city or in
  /// the wrong units never compares equal.
  static func fixture(_ city: City, units: Units = .metric) -> Self {
    let celsius = Double(city.id % 30)
    return CurrentConditions(
      time: referenceDate, temperature: units == .metric ? celsius : celsius * 9 / 5 + 32,
      humidity: 60, condition: city.id.isMultiple(of: 2) ? .overcast : .rain(.light),
      isDay: true)
  }
}

extension Forecast {
  /// A forecast that carries the arguments it was asked with: `days` daily steps, in `units`.
  static func fixture(
    _ city: City, days: Int = 7, units: Units = .metric, fetchedAt: Date = referenceDate
  ) -> Self {
    Forecast(
      city: city, fetchedAt: fetchedAt, units: units, utcOffsetSeconds: 3600,
      current: .fixture(city, units: units),
      hourly: [
        HourlyStep(time: fetchedAt, temperature: units == .metric ? 14 : 57.2, condition: .fog)
      ],
      daily: (0..<days).map { day in
        DailyStep(
          date: "2026-09-\(String(format: "%02d", 9 + day))", temperatureMin: Double(day),
          temperatureMax: Double(day + 10), condition: .partlyCloudy)
      })
  }
}

extension WeatherError {
  /// A save or load that failed on disk.
  static let diskFull = WeatherError.storage(
    path: "/home/u/.config/weather/following.json", reason: "No space left on device")
}

// MARK: Helpers

/// Records, from any task, the arguments a client or storage was called with.
final class Recorder<Value: Sendable>: Sendable {
  private let storage = Mutex<[Value]>([])

  func record(_ value: Value) {
    storage.withLock { $0.append(value) }
  }

  /// Everything recorded, in call order.
  var values: [Value] { storage.withLock { $0 } }
}

/// The arguments of one `WeatherClient.forecast` call.
struct ForecastRequest: Hashable, Sendable {
  var city: City.ID
  var days: Int
  var units: Units
}

/// The arguments of one `WeatherClient.currentConditions` call.
struct ConditionsRequest: Hashable, Sendable {
  var city: City.ID
  var units: Units
}

extension [City] {
  /// These cities as a directory's answer in which every one matched exactly.
  var exactMatches: [CityMatch] { map { CityMatch(city: $0, isExact: true) } }
}

/// The app's environment over in-memory stand-ins: a directory of London, Paris and Tokyo
/// searched by name prefix, a client answering forecasts and conditions at once, and a follow
/// list starting as `stored` whose changes `changes` records.
func inMemoryAppEnvironment(
  clock: TestClock, stored: [City] = [], changes: Recorder<FollowingChange> = Recorder(),
  forecastHistory: ForecastHistory = .failing
) -> AppFeature.Environment {
  var client = WeatherClient.failing
  client.currentConditions = { city, units in .fixture(city, units: units) }
  client.forecast = { city, days, units in .fixture(city, days: days, units: units) }
  var cities = CityDirectory.failing
  cities.search = { query in
    [City.london, .paris, .tokyo].filter {
      $0.name.lowercased().hasPrefix(query.text.lowercased())
    }.map { CityMatch(city: $0, isExact: $0.name.lowercased() == query.text.lowercased()) }
  }
  let list = Recorder<[City]>()
  list.record(stored)
  let storage = FollowingStorage(
    load: { list.values.last ?? [] },
    apply: { change in
      changes.record(change)
      let next = try (list.values.last ?? []).applying(change)
      list.record(next)
      return next
    })
  return AppFeature.Environment(
    cities: cities, weatherClient: client, forecastHistory: forecastHistory,
    followingStorage: storage, clock: clock, now: { referenceDate })
}
