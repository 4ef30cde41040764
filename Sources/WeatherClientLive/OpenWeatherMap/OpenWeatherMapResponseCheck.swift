import WeatherFeatures

/// Turns OpenWeatherMap's error answers into ``WeatherError``s whose text never holds the key.
enum OpenWeatherMapResponseCheck {
  /// The status that counts: the HTTP status, or a failing `cod` in a 2xx body.
  static func status(of response: HTTPResponse) -> Int {
    guard response.isSuccess else { return response.statusCode }
    let body = ResponseDecoding.decodeIfPossible(OpenWeatherMapErrorBody.self, from: response.body)
    if let code = body?.cod?.value, !(200..<300).contains(code) { return code }
    return response.statusCode
  }

  /// Throws the error `response` stands for, if any.
  ///
  /// - 401: ``WeatherError/unauthorized(_:)``; 429: ``WeatherError/rateLimited(_:)``.
  /// - 404 with `cityID`: ``WeatherError/unknownCity(_:)``.
  /// - Anything else not 2xx: ``WeatherError/provider(_:)`` with the message.
  static func check(_ response: HTTPResponse, apiKey: String, cityID: City.ID? = nil)
    throws(WeatherError)
  {
    let status = status(of: response)
    guard !(200..<300).contains(status) else { return }
    let body = ResponseDecoding.decodeIfPossible(OpenWeatherMapErrorBody.self, from: response.body)
    let message = SecretRedaction.redacting(apiKey, in: body?.message ?? "")
    switch status {
    case 401: throw .unauthorized(message.isEmpty ? "HTTP status 401" : message)
    case 429: throw .rateLimited(message)
    case 404 where cityID != nil: throw .unknownCity(cityID ?? 0)
    default: throw .provider(message.isEmpty ? "HTTP status \(status)" : message)
    }
  }
}
