import Foundation
import WeatherFeatures

/// One three-hour step of `data/2.5/forecast`; `dt` is its start in UNIX seconds.
struct OpenWeatherMapForecastItem: Decodable, Sendable {
  var dt: Int
  var main: OpenWeatherMapMain
  var weather: [OpenWeatherMapConditionCode]?
  var wind: OpenWeatherMapWind?
  /// The chance of precipitation, 0–1.
  var pop: Double?
  var rain: OpenWeatherMapPrecipitation?
  var snow: OpenWeatherMapPrecipitation?
  /// How far one can see in metres, whatever the units.
  var visibility: Double?

  /// The step's length in hours.
  static let hours = 3.0

  var time: Date { Date(timeIntervalSince1970: TimeInterval(dt)) }

  var condition: WeatherCondition {
    weather?.first.map { WeatherCondition(openWeatherMapID: $0.id) } ?? .unknown(-1)
  }

  /// Rain and snow over the three hours, in millimetres (0 when neither is given).
  var precipitationMillimetres: Double {
    [rain?.threeHours, snow?.threeHours].compactMap { $0 }.reduce(0, +)
  }

  /// The step as an hour: precipitation is the three-hour amount spread evenly over its hours.
  func hourlyStep(units: Units) -> HourlyStep {
    HourlyStep(
      time: time, temperature: main.temp, apparentTemperature: main.feelsLike,
      humidity: main.humidity,
      precipitation: units.fromOpenWeatherMapMillimetres(precipitationMillimetres / Self.hours),
      precipitationProbability: pop.map { $0 * 100 },
      windSpeed: wind?.speed.map(units.fromOpenWeatherMapSpeed), windDirection: wind?.deg,
      windGusts: wind?.gust.map(units.fromOpenWeatherMapSpeed), condition: condition,
      pressure: main.pressure, visibility: visibility)
  }
}
