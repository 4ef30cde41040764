import WeatherFeatures

/// Turns Open-Meteo's error answers into ``WeatherError``s.
enum OpenMeteoResponseCheck {
  /// Throws the error `response` stands for, if any.
  ///
  /// - HTTP 429: ``WeatherError/rateLimited(_:)`` with the reason.
  /// - With `cityID`, HTTP 400/404 saying "not found": ``WeatherError/unknownCity(_:)``.
  /// - Any other failure status, or `"error":true` in a 2xx body:
  ///   ``WeatherError/provider(_:)`` with the reason.
  static func check(_ response: HTTPResponse, cityID: City.ID? = nil) throws(WeatherError) {
    let body = ResponseDecoding.decodeIfPossible(OpenMeteoErrorBody.self, from: response.body)
    let reason = body?.reason ?? ""
    if response.statusCode == 429 { throw .rateLimited(reason) }
    if let cityID, response.statusCode == 400 || response.statusCode == 404,
      reason.isEmpty || reason.lowercased().contains("not found")
    {
      throw .unknownCity(cityID)
    }
    if !response.isSuccess {
      throw .provider(reason.isEmpty ? "HTTP status \(response.statusCode)" : reason)
    }
    if body?.error == true {
      throw .provider(reason.isEmpty ? "unspecified error" : reason)
    }
  }
}
