/// `main`: temperatures in the requested units, humidity in percent, sea-level pressure in hPa.
struct OpenWeatherMapMain: Decodable, Sendable {
  var temp: Double
  var feelsLike: Double?
  var tempMin: Double?
  var tempMax: Double?
  var humidity: Double?
  var pressure: Double?

  enum CodingKeys: String, CodingKey {
    case temp, humidity, pressure
    case feelsLike = "feels_like"
    case tempMin = "temp_min"
    case tempMax = "temp_max"
  }
}
