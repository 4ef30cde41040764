import Foundation
import WeatherFeatures

/// The `current` block of an Open-Meteo forecast; only requested variables are present.
struct OpenMeteoCurrent: Decodable, Sendable {
  var time: String
  var temperature: Double?
  var apparentTemperature: Double?
  var humidity: Double?
  var precipitation: Double?
  var weatherCode: Double?
  var windSpeed: Double?
  var windDirection: Double?
  var windGusts: Double?
  var isDay: Double?
  var pressure: Double?
  var visibility: Double?
  var uvIndex: Double?
  var precipitationProbability: Double?

  enum CodingKeys: String, CodingKey {
    case time, precipitation
    case temperature = "temperature_2m"
    case apparentTemperature = "apparent_temperature"
    case humidity = "relative_humidity_2m"
    case weatherCode = "weather_code"
    case windSpeed = "wind_speed_10m"
    case windDirection = "wind_direction_10m"
    case windGusts = "wind_gusts_10m"
    case isDay = "is_day"
    case pressure = "pressure_msl"
    case visibility
    case uvIndex = "uv_index"
    case precipitationProbability = "precipitation_probability"
  }

  /// The conditions, with `time` read in `zone` and visibility in `visibilityUnit` ("m", "ft").
  func conditions(zone: LocalZone, visibilityUnit: String? = nil) throws(WeatherError)
    -> CurrentConditions
  {
    guard let date = LocalTime.date(fromLocal: time, in: zone) else {
      throw .invalidResponse("the current time \"\(ConfigFile.shown(time))\" could not be read")
    }
    guard let temperature else {
      throw .invalidResponse("the current conditions have no temperature")
    }
    guard let code = weatherCode.flatMap(ProviderSanity.integer) else {
      throw .invalidResponse("the current conditions have no weather code")
    }
    return CurrentConditions(
      time: date, temperature: temperature, apparentTemperature: apparentTemperature,
      humidity: humidity, precipitation: precipitation, windSpeed: windSpeed,
      windDirection: windDirection, windGusts: windGusts,
      condition: WeatherCondition(wmoCode: code), isDay: isDay.map { $0 != 0 },
      pressure: pressure,
      visibility: visibility.flatMap { OpenMeteoLength.metres($0, unit: visibilityUnit) },
      uvIndex: uvIndex, precipitationProbability: precipitationProbability)
  }
}
