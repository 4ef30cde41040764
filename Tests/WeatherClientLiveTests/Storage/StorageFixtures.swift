import Foundation
import WeatherFeatures

/// Cities and forecasts for the storage tests.
enum StorageFixtures {
  static let london = City(
    id: 2_643_743, name: "London", admin1: "England", countryCode: "GB",
    countryName: "United Kingdom", latitude: 51.50853, longitude: -0.12574,
    population: 8_961_989, timeZone: "Europe/London")
  static let paris = City(
    id: 2_988_507, name: "Paris", admin1: "Île-de-France", countryCode: "FR",
    countryName: "France", latitude: 48.85341, longitude: 2.3488, population: 2_138_551,
    timeZone: "Europe/Paris")
  static let saoPaulo = City(
    id: 3_448_439, name: "São Paulo", admin1: "São Paulo", countryCode: "BR",
    countryName: "Brazil", latitude: -23.5475, longitude: -46.63611, population: 10_021_295,
    timeZone: "America/Sao_Paulo")

  /// The cities StorageProbe writes: numbered from 1, `admin1` naming the generation.
  static func probeCity(_ id: Int, generation: Int) -> City {
    City(
      id: id, name: "Probe \(id)", admin1: "generation \(generation)", countryCode: "ZZ",
      countryName: "Probe Land", latitude: Double(id % 180) - 90,
      longitude: Double(id % 360) - 180, population: id * 1000, timeZone: "Etc/UTC")
  }

  /// A three-day forecast for `city`, fetched at `fetchedAt`.
  static func forecast(
    _ city: City = london, fetchedAt: Date, units: Units = .metric, temperature: Double = 12.5
  ) -> Forecast {
    Forecast(
      city: city, fetchedAt: fetchedAt, units: units, utcOffsetSeconds: 3600,
      current: CurrentConditions(
        time: fetchedAt, temperature: temperature, humidity: 71, condition: .rain(.light)),
      hourly: (0..<48).map { hour in
        HourlyStep(
          time: fetchedAt.addingTimeInterval(Double(hour) * 3600),
          temperature: temperature + Double(hour % 5), condition: .partlyCloudy)
      },
      daily: ["2026-09-15", "2026-09-16", "2026-09-17"].map { date in
        DailyStep(date: date, temperatureMin: 8, temperatureMax: 17.25, condition: .overcast)
      })
  }
}
