/// `wind`: speed and gust in m/s (metric) or mph (imperial), direction in degrees; any may be
/// absent.
struct OpenWeatherMapWind: Decodable, Sendable {
  var speed: Double?
  var deg: Double?
  var gust: Double?
}
