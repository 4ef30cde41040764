/// `sys`: the country code and, for current weather, sunrise and sunset (UNIX seconds).
struct OpenWeatherMapSystem: Decodable, Sendable {
  var country: String?
  var sunrise: Int?
  var sunset: Int?
}
