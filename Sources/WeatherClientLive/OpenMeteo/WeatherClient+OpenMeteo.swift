public import WeatherFeatures

extension WeatherClient {
  /// A client backed entirely by Open-Meteo: its geocoder for cities, its forecast API for
  /// weather.
  public static func openMeteo(
    configuration: ProviderConfiguration = ProviderConfiguration()
  ) -> WeatherClient {
    WeatherClient(provider: OpenMeteoProvider(configuration: configuration))
  }
}
