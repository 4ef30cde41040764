/// The answer to `/v1/search`: `results` is absent when nothing matches.
struct OpenMeteoSearchResponse: Decodable, Sendable {
  var results: [OpenMeteoLocation]?
}
