import Foundation
import WeatherFeatures

/// The current weather at one city: an item of `find`'s `list`, or the whole `weather` answer.
struct OpenWeatherMapCurrent: Decodable, Sendable {
  var id: Int
  var name: String
  var coord: OpenWeatherMapCoordinates
  var main: OpenWeatherMapMain
  var weather: [OpenWeatherMapConditionCode]?
  var wind: OpenWeatherMapWind?
  var rain: OpenWeatherMapPrecipitation?
  var snow: OpenWeatherMapPrecipitation?
  /// How far one can see in metres (OpenWeatherMap caps it at 10 km), whatever the units.
  var visibility: Double?
  var dt: Int
  var sys: OpenWeatherMapSystem?
  /// The city's offset from UTC in seconds (`weather` only).
  var timezone: Int?

  /// The city, with the country's English name and, when the offset is known, an `Etc/GMT±h`
  /// zone; `find` gives neither admin1 nor population.
  var city: City {
    let code = sys?.country ?? ""
    return City(
      id: id, name: name, admin1: nil, countryCode: code,
      countryName: CountryName.english(forCode: code), latitude: coord.lat,
      longitude: coord.lon, population: 0,
      timeZone: OpenWeatherMapTimeZone.identifier(forOffset: timezone))
  }

  /// The conditions in `units`; OpenWeatherMap's m/s become km/h and millimetres become inches
  /// as `units` requires.
  func conditions(units: Units) -> CurrentConditions {
    let condition = weather?.first
    let precipitation = [rain?.oneHour, snow?.oneHour].compactMap { $0 }.reduce(0, +)
    return CurrentConditions(
      time: Date(timeIntervalSince1970: TimeInterval(dt)), temperature: main.temp,
      apparentTemperature: main.feelsLike, humidity: main.humidity,
      precipitation: units.fromOpenWeatherMapMillimetres(precipitation),
      windSpeed: wind?.speed.map(units.fromOpenWeatherMapSpeed),
      windDirection: wind?.deg, windGusts: wind?.gust.map(units.fromOpenWeatherMapSpeed),
      condition: condition.map { WeatherCondition(openWeatherMapID: $0.id) } ?? .unknown(-1),
      isDay: isDay(icon: condition?.icon), pressure: main.pressure, visibility: visibility)
  }

  private func isDay(icon: String?) -> Bool? {
    if let icon, icon.hasSuffix("d") { return true }
    if let icon, icon.hasSuffix("n") { return false }
    guard let sunrise = sys?.sunrise, let sunset = sys?.sunset else { return nil }
    // Not a Range: an answer with sunrise after sunset must not trap.
    return sunrise <= dt && dt < sunset
  }
}
