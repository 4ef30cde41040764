/// `coord`: latitude and longitude in degrees.
struct OpenWeatherMapCoordinates: Decodable, Sendable {
  var lat: Double
  var lon: Double
}
