public import WeatherFeatures

extension WeatherClient {
  /// A client backed entirely by OpenWeatherMap, using `apiKey`.
  public static func openWeatherMap(
    apiKey: String, configuration: ProviderConfiguration = ProviderConfiguration()
  ) -> WeatherClient {
    WeatherClient(provider: OpenWeatherMapProvider(apiKey: apiKey, configuration: configuration))
  }
}
