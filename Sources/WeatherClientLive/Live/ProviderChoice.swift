/// Which weather service answers forecasts (and online searches).
public enum ProviderChoice: String, CaseIterable, Sendable {
  /// Open-Meteo: no key needed; the default.
  case openMeteo = "open-meteo"
  /// OpenWeatherMap: needs `OPENWEATHER_API_KEY`.
  case openWeatherMap = "openweathermap"

  /// The provider to use when none is chosen: OpenWeatherMap when a key is set, else Open-Meteo.
  public static func `default`(environment: [String: String]) -> ProviderChoice {
    apiKey(in: environment) == nil ? .openMeteo : .openWeatherMap
  }

  /// The environment variable holding the OpenWeatherMap key.
  public static let apiKeyVariable = "OPENWEATHER_API_KEY"

  /// The OpenWeatherMap key from `OPENWEATHER_API_KEY`, if set and not blank.
  public static func apiKey(in environment: [String: String]) -> String? {
    guard let key = environment[apiKeyVariable]?.trimmingCharacters(in: .whitespaces),
      !key.isEmpty
    else { return nil }
    return key
  }
}
