/// The answer to `data/2.5/find`: `list` is empty when nothing matches.
struct OpenWeatherMapFindResponse: Decodable, Sendable {
  var list: [OpenWeatherMapCurrent]?
}
