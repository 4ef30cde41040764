public import Foundation

/// Where the weather providers are and how long to wait for them.
///
/// The defaults are the public services; each base URL can be overridden, e.g. to point the app at
/// a local test server, from the environment variables `OPEN_METEO_URL`,
/// `OPEN_METEO_GEOCODING_URL` and `OPENWEATHER_URL`.
public struct ProviderConfiguration: Sendable, Hashable {
  /// Open-Meteo's forecast API, default `https://api.open-meteo.com`.
  public var openMeteoForecastURL: URL
  /// Open-Meteo's geocoding API, default `https://geocoding-api.open-meteo.com`.
  public var openMeteoGeocodingURL: URL
  /// OpenWeatherMap's API, default `https://api.openweathermap.org`.
  public var openWeatherMapURL: URL
  /// The longest one request may take; 10 seconds by default.
  public var timeout: Duration

  /// The public Open-Meteo forecast service.
  public static let defaultOpenMeteoForecastURL = literalURL("https://api.open-meteo.com")
  /// The public Open-Meteo geocoding service.
  public static let defaultOpenMeteoGeocodingURL = literalURL(
    "https://geocoding-api.open-meteo.com")
  /// The public OpenWeatherMap service.
  public static let defaultOpenWeatherMapURL = literalURL("https://api.openweathermap.org")

  /// A configuration from its values; anything not given is the default.
  public init(
    openMeteoForecastURL: URL = ProviderConfiguration.defaultOpenMeteoForecastURL,
    openMeteoGeocodingURL: URL = ProviderConfiguration.defaultOpenMeteoGeocodingURL,
    openWeatherMapURL: URL = ProviderConfiguration.defaultOpenWeatherMapURL,
    timeout: Duration = HTTPClient.defaultTimeout
  ) {
    self.openMeteoForecastURL = openMeteoForecastURL
    self.openMeteoGeocodingURL = openMeteoGeocodingURL
    self.openWeatherMapURL = openWeatherMapURL
    self.timeout = timeout
  }

  /// The defaults, with base URLs overridden by `OPEN_METEO_URL`, `OPEN_METEO_GEOCODING_URL` and
  /// `OPENWEATHER_URL` when they hold an absolute http(s) URL (other values are ignored).
  ///
  /// Pass `ProcessInfo.processInfo.environment`.
  public init(environment: [String: String], timeout: Duration = HTTPClient.defaultTimeout) {
    self.init(
      openMeteoForecastURL: Self.url(environment["OPEN_METEO_URL"])
        ?? Self.defaultOpenMeteoForecastURL,
      openMeteoGeocodingURL: Self.url(environment["OPEN_METEO_GEOCODING_URL"])
        ?? Self.defaultOpenMeteoGeocodingURL,
      openWeatherMapURL: Self.url(environment["OPENWEATHER_URL"]) ?? Self.defaultOpenWeatherMapURL,
      timeout: timeout)
  }

  /// An HTTP client with this configuration's timeout.
  public var httpClient: HTTPClient { HTTPClient(timeout: timeout) }

  private static func url(_ value: String?) -> URL? {
    guard let text = value?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty,
      let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", url.host?.isEmpty == false
    else { return nil }
    return url
  }

  private static func literalURL(_ text: StaticString) -> URL {
    guard let url = URL(string: "\(text)") else {
      preconditionFailure("\(text) is not a URL")
    }
    return url
  }
}
