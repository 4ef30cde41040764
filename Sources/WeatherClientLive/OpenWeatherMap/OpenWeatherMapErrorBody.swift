/// The part of any OpenWeatherMap answer that tells success from failure:
/// `{"cod":401,"message":"Invalid API key…"}` or `{"cod":"404","message":"city not found"}`.
/// `message` may also be a number (`"message":0` in forecasts) and is then ignored.
struct OpenWeatherMapErrorBody: Decodable, Sendable {
  var cod: OpenWeatherMapCode?
  var message: String?

  enum CodingKeys: String, CodingKey { case cod, message }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    cod = try? container.decodeIfPresent(OpenWeatherMapCode.self, forKey: .cod)
    message = try? container.decodeIfPresent(String.self, forKey: .message)
  }
}
