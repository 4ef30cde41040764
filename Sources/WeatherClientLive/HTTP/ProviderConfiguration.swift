public import Foundation
public import WeatherFeatures

/// Where the weather providers are and how long to wait for them.
///
/// The defaults are the public services; each base URL can be overridden, e.g. to point the app at
/// a local test server, from the environment variables `OPEN_METEO_URL`,
/// `OPEN_METEO_GEOCODING_URL` and `OPENWEATHER_URL`; on Linux, the libcurl loaded for requests
/// from `WEATHER_LIBCURL`.
public struct ProviderConfiguration: Sendable, Hashable {
  /// Open-Meteo's forecast API, default `https://api.open-meteo.com`.
  public var openMeteoForecastURL: URL
  /// Open-Meteo's geocoding API, default `https://geocoding-api.open-meteo.com`.
  public var openMeteoGeocodingURL: URL
  /// OpenWeatherMap's API, default `https://api.openweathermap.org`.
  public var openWeatherMapURL: URL
  /// The longest one request may take; 10 seconds by default.
  public var timeout: Duration
  /// The libcurl libraries tried on Linux, in order (see ``HTTPClient/curlLibraryNames``).
  public var curlLibraryNames: [String]

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
    timeout: Duration = HTTPClient.defaultTimeout,
    curlLibraryNames: [String] = HTTPClient.defaultCurlLibraryNames
  ) {
    self.openMeteoForecastURL = openMeteoForecastURL
    self.openMeteoGeocodingURL = openMeteoGeocodingURL
    self.openWeatherMapURL = openWeatherMapURL
    self.timeout = timeout
    self.curlLibraryNames = curlLibraryNames
  }

  /// The defaults, with base URLs overridden by `OPEN_METEO_URL`, `OPEN_METEO_GEOCODING_URL` and
  /// `OPENWEATHER_URL`, the timeout by `WEATHER_TIMEOUT` (seconds), and the libcurl to load by
  /// `WEATHER_LIBCURL` (a library name or path, for a system whose libcurl has another name),
  /// when they are set.
  ///
  /// A set variable that is not an absolute http(s) URL with a host (or, for the timeout, a
  /// number of seconds from 0.1 to 300) is an error naming it: silently using the public
  /// service instead of the one asked for would be worse. Empty values count as unset. Pass
  /// `ProcessInfo.processInfo.environment`.
  public init(
    environment: [String: String], timeout: Duration = HTTPClient.defaultTimeout
  ) throws(WeatherError) {
    self.init(
      openMeteoForecastURL: try Self.url("OPEN_METEO_URL", in: environment)
        ?? Self.defaultOpenMeteoForecastURL,
      openMeteoGeocodingURL: try Self.url("OPEN_METEO_GEOCODING_URL", in: environment)
        ?? Self.defaultOpenMeteoGeocodingURL,
      openWeatherMapURL: try Self.url("OPENWEATHER_URL", in: environment)
        ?? Self.defaultOpenWeatherMapURL,
      timeout: try Self.timeout(in: environment) ?? timeout,
      curlLibraryNames: Self.curlLibrary(in: environment).map { [$0] }
        ?? HTTPClient.defaultCurlLibraryNames)
  }

  /// An HTTP client with this configuration's timeout.
  public var httpClient: HTTPClient {
    HTTPClient(timeout: timeout, curlLibraryNames: curlLibraryNames)
  }

  /// The URL in the variable `name`, `nil` when it is unset or empty.
  private static func url(_ name: String, in environment: [String: String]) throws(WeatherError)
    -> URL?
  {
    guard let text = environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines),
      !text.isEmpty
    else { return nil }
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "http" || scheme == "https", url.host?.isEmpty == false,
      url.query == nil, url.fragment == nil,
      // A port out of range failed only at the request, as a network error (exit 4).
      url.port.map({ (1...65_535).contains($0) }) ?? true
    else {
      throw .configuration(
        "\(name) must be an http or https URL with a host, a port from 1 to 65535 if any, "
          + "and no query, e.g. http://127.0.0.1:8080 (it is \(quoted(text)))")
    }
    return url
  }

  /// The timeout in `WEATHER_TIMEOUT`, `nil` when it is unset or empty.
  private static func timeout(in environment: [String: String]) throws(WeatherError) -> Duration? {
    guard let text = environment["WEATHER_TIMEOUT"]?.trimmingCharacters(in: .whitespaces),
      !text.isEmpty
    else { return nil }
    guard let seconds = Double(text), seconds >= 0.1, seconds <= 300 else {
      throw .configuration(
        "WEATHER_TIMEOUT must be a number of seconds from 0.1 to 300 (it is \(quoted(text)))")
    }
    return .milliseconds(Int((seconds * 1000).rounded()))
  }

  /// The library in `WEATHER_LIBCURL`, `nil` when it is unset or empty. Whether it loads is
  /// found out at the first request, which then names it.
  private static func curlLibrary(in environment: [String: String]) -> String? {
    guard let text = environment["WEATHER_LIBCURL"]?.trimmingCharacters(in: .whitespaces),
      !text.isEmpty
    else { return nil }
    return text
  }

  /// `text` in quotes, shortened: it came from outside and goes into a one-line message.
  private static func quoted(_ text: String) -> String {
    let short = text.count > 80 ? text.prefix(77) + "..." : Substring(text)
    return "\"\(short)\""
  }

  private static func literalURL(_ text: StaticString) -> URL {
    guard let url = URL(string: "\(text)") else {
      preconditionFailure("\(text) is not a URL")
    }
    return url
  }
}
