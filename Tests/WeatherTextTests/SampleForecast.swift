import Foundation
import WeatherFeatures

extension City {
  /// Paris, as the embedded table has it.
  static let sampleParis = City(
    id: 2_988_507, name: "Paris", admin1: "Île-de-France", countryCode: "FR", countryName: "France",
    latitude: 48.853_41, longitude: 2.3488, population: 2_138_551, timeZone: "Europe/Paris")
  /// Its namesake in Texas.
  static let sampleNamesake = City(
    id: 4_717_560, name: "Paris", admin1: "Texas", countryCode: "US", countryName: "United States",
    latitude: 33.660_94,
    longitude: -95.555_51, population: 24_171, timeZone: "America/Chicago")
}

extension Forecast {
  /// A week in Paris from 2026-09-15 12:15 UTC (14:15 local): every field filled, every
  /// condition family once, so that every column and symbol shows.
  static let sample: Forecast = {
    let now = Date(timeIntervalSince1970: 1_789_474_500)
    let conditions: [WeatherCondition] = [
      .rainShowers(.light), .overcast, .clearSky, .fog, .snowFall(.moderate), .thunderstorm,
      .partlyCloudy,
    ]
    let hourStart = now.addingTimeInterval(-900)
    let hourly = (0..<60).map { (step: Int) -> HourlyStep in
      let angle: Double = Double(step) / 24 * 2 * Double.pi
      let temperature: Double = 14 + 6 * sin(angle)
      let amount: Double = Double(step % 5) / 2
      let probability = Double(step * 7 % 100)
      let wind = Double(8 + step % 9)
      let direction = Double(step * 45 % 360)
      return HourlyStep(
        time: hourStart.addingTimeInterval(Double(step) * 3600), temperature: temperature,
        precipitation: amount, precipitationProbability: probability, windSpeed: wind,
        windDirection: direction, condition: conditions[step % 7], uvIndex: Double(step % 8))
    }
    let daily = (0..<7).map { (day: Int) -> DailyStep in
      let offset = Double(day) * 86_400
      let sunrise = now.addingTimeInterval(-6 * 3600 - 2880 + offset)
      let sunset = now.addingTimeInterval(5 * 3600 + 3000 + offset)
      return DailyStep(
        date: "2026-09-\(15 + day)", temperatureMin: Double(9 + day),
        temperatureMax: Double(18 + day % 4), precipitationSum: Double(day) * 1.5,
        precipitationProbability: Double(day * 13), windSpeedMax: Double(10 + day * 3),
        windDirection: Double(day * 60), condition: conditions[day], sunrise: sunrise,
        sunset: sunset, uvIndexMax: Double(day % 7))
    }
    return Forecast(
      city: .sampleParis, fetchedAt: now, units: .metric, utcOffsetSeconds: 7200,
      current: CurrentConditions(
        time: now, temperature: 20.8, apparentTemperature: 19.6, humidity: 55,
        precipitation: 0, windSpeed: 12.2, windDirection: 265, windGusts: 21.3,
        condition: .overcast, isDay: true, pressure: 1015.7, visibility: 24_140, uvIndex: 5.8,
        precipitationProbability: 38),
      hourly: hourly, daily: daily)
  }()
}
