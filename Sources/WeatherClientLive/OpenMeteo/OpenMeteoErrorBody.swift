/// Open-Meteo's error answer: `{"error":true,"reason":"…"}`.
struct OpenMeteoErrorBody: Decodable, Sendable {
  var error: Bool?
  var reason: String?
}
