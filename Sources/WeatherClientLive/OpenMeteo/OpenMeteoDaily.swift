import Foundation
import WeatherFeatures

/// The `daily` block of an Open-Meteo forecast: arrays parallel to `time` ("2026-09-15").
struct OpenMeteoDaily: Decodable, Sendable {
  var time: [String]
  var weatherCode: [Double?]?
  var temperatureMax: [Double?]?
  var temperatureMin: [Double?]?
  var apparentTemperatureMax: [Double?]?
  var apparentTemperatureMin: [Double?]?
  var sunrise: [String?]?
  var sunset: [String?]?
  var precipitationSum: [Double?]?
  var precipitationProbabilityMax: [Double?]?
  var windSpeedMax: [Double?]?
  var windGustsMax: [Double?]?
  var windDirectionDominant: [Double?]?
  var uvIndexMax: [Double?]?

  enum CodingKeys: String, CodingKey {
    case time, sunrise, sunset
    case weatherCode = "weather_code"
    case temperatureMax = "temperature_2m_max"
    case temperatureMin = "temperature_2m_min"
    case apparentTemperatureMax = "apparent_temperature_max"
    case apparentTemperatureMin = "apparent_temperature_min"
    case precipitationSum = "precipitation_sum"
    case precipitationProbabilityMax = "precipitation_probability_max"
    case windSpeedMax = "wind_speed_10m_max"
    case windGustsMax = "wind_gusts_10m_max"
    case windDirectionDominant = "wind_direction_10m_dominant"
    case uvIndexMax = "uv_index_max"
  }

  /// The days with both temperatures and a weather code; humidity is the mean of `hourly`'s
  /// values on that date.
  func steps(zone: LocalZone, hourly: OpenMeteoHourly?) throws(WeatherError)
    -> [DailyStep]
  {
    var steps: [DailyStep] = []
    for (index, date) in time.enumerated() {
      guard LocalTime.isDate(date) else {
        throw .invalidResponse("the daily date \"\(ConfigFile.shown(date))\" could not be read")
      }
      guard let minimum = OpenMeteoColumn.value(temperatureMin, index),
        let maximum = OpenMeteoColumn.value(temperatureMax, index),
        let code = OpenMeteoColumn.code(weatherCode, index)
      else { continue }
      steps.append(
        DailyStep(
          date: date, temperatureMin: minimum, temperatureMax: maximum,
          apparentTemperatureMin: OpenMeteoColumn.value(apparentTemperatureMin, index),
          apparentTemperatureMax: OpenMeteoColumn.value(apparentTemperatureMax, index),
          humidity: hourly?.meanHumidity(on: date),
          precipitationSum: OpenMeteoColumn.value(precipitationSum, index),
          precipitationProbability: OpenMeteoColumn.value(precipitationProbabilityMax, index),
          windSpeedMax: OpenMeteoColumn.value(windSpeedMax, index),
          windGustsMax: OpenMeteoColumn.value(windGustsMax, index),
          windDirection: OpenMeteoColumn.value(windDirectionDominant, index),
          condition: WeatherCondition(wmoCode: code),
          sunrise: try instant(OpenMeteoColumn.value(sunrise, index), zone),
          sunset: try instant(OpenMeteoColumn.value(sunset, index), zone),
          uvIndexMax: OpenMeteoColumn.value(uvIndexMax, index)))
    }
    return steps
  }

  /// A local sunrise or sunset time as an instant; `nil` stays `nil` (polar day or night).
  private func instant(_ text: String?, _ zone: LocalZone) throws(WeatherError) -> Date? {
    guard let text else { return nil }
    guard let date = LocalTime.date(fromLocal: text, in: zone) else {
      throw .invalidResponse("the time \"\(ConfigFile.shown(text))\" could not be read")
    }
    return date
  }
}
