/// The answer to `data/2.5/forecast`: forty three-hour steps and the city they are for.
struct OpenWeatherMapForecastResponse: Decodable, Sendable {
  var list: [OpenWeatherMapForecastItem]
  var city: OpenWeatherMapForecastCity?
}
