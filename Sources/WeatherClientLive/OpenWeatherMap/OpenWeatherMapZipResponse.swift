/// The answer to `geo/1.0/zip`: the place a postal code belongs to (no GeoNames id, no time zone).
struct OpenWeatherMapZipResponse: Decodable, Sendable {
  var name: String
  var lat: Double
  var lon: Double
  var country: String
}
