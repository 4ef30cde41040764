/// `main`: temperatures in the requested units and humidity in percent.
struct OpenWeatherMapMain: Decodable, Sendable {
  var temp: Double
  var feelsLike: Double?
  var tempMin: Double?
  var tempMax: Double?
  var humidity: Double?

  enum CodingKeys: String, CodingKey {
    case temp, humidity
    case feelsLike = "feels_like"
    case tempMin = "temp_min"
    case tempMax = "temp_max"
  }
}
