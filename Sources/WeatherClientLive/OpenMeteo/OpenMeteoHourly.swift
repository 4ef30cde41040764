import Foundation
import WeatherFeatures

/// The `hourly` block of an Open-Meteo forecast: arrays parallel to `time`, any of them absent
/// and any value `null`.
struct OpenMeteoHourly: Decodable, Sendable {
  var time: [String]
  var temperature: [Double?]?
  var apparentTemperature: [Double?]?
  var humidity: [Double?]?
  var precipitation: [Double?]?
  var precipitationProbability: [Double?]?
  var weatherCode: [Double?]?
  var windSpeed: [Double?]?
  var windDirection: [Double?]?
  var windGusts: [Double?]?
  var pressure: [Double?]?
  var visibility: [Double?]?
  var uvIndex: [Double?]?

  enum CodingKeys: String, CodingKey {
    case time, precipitation
    case temperature = "temperature_2m"
    case apparentTemperature = "apparent_temperature"
    case humidity = "relative_humidity_2m"
    case precipitationProbability = "precipitation_probability"
    case weatherCode = "weather_code"
    case windSpeed = "wind_speed_10m"
    case windDirection = "wind_direction_10m"
    case windGusts = "wind_gusts_10m"
    case pressure = "pressure_msl"
    case visibility
    case uvIndex = "uv_index"
  }

  /// The hours with a temperature and a weather code, times read in `zone`, visibility in
  /// `visibilityUnit` ("m", "ft").
  func steps(zone: LocalZone, visibilityUnit: String? = nil) throws(WeatherError) -> [HourlyStep] {
    var steps: [HourlyStep] = []
    steps.reserveCapacity(time.count)
    for (index, text) in time.enumerated() {
      guard let date = LocalTime.date(fromLocal: text, in: zone) else {
        throw .invalidResponse("the hourly time \"\(ConfigFile.shown(text))\" could not be read")
      }
      guard let temperature = OpenMeteoColumn.value(temperature, index),
        let code = OpenMeteoColumn.code(weatherCode, index)
      else { continue }
      steps.append(
        HourlyStep(
          time: date, temperature: temperature,
          apparentTemperature: OpenMeteoColumn.value(apparentTemperature, index),
          humidity: OpenMeteoColumn.value(humidity, index),
          precipitation: OpenMeteoColumn.value(precipitation, index),
          precipitationProbability: OpenMeteoColumn.value(precipitationProbability, index),
          windSpeed: OpenMeteoColumn.value(windSpeed, index),
          windDirection: OpenMeteoColumn.value(windDirection, index),
          windGusts: OpenMeteoColumn.value(windGusts, index),
          condition: WeatherCondition(wmoCode: code),
          pressure: OpenMeteoColumn.value(pressure, index),
          visibility: OpenMeteoColumn.value(visibility, index).flatMap {
            OpenMeteoLength.metres($0, unit: visibilityUnit)
          },
          uvIndex: OpenMeteoColumn.value(uvIndex, index)))
    }
    return steps
  }

  /// The mean relative humidity of the hours on local `date` ("2026-09-15"), if any has one.
  func meanHumidity(on date: String) -> Double? {
    var sum = 0.0
    var count = 0
    for (index, text) in time.enumerated() where text.hasPrefix(date) {
      guard let value = OpenMeteoColumn.value(humidity, index) else { continue }
      sum += value
      count += 1
    }
    return count == 0 ? nil : sum / Double(count)
  }
}
