/// The `city` of a forecast: its offset from UTC and today's sunrise and sunset (UNIX seconds).
struct OpenWeatherMapForecastCity: Decodable, Sendable {
  var id: Int?
  var name: String?
  var country: String?
  var population: Int?
  var timezone: Int?
  var sunrise: Int?
  var sunset: Int?
}
