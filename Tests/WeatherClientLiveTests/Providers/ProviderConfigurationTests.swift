import Foundation
import Testing
import WeatherClientLive
import WeatherFeatures

@Suite struct ProviderConfigurationTests {
  @Test func defaultsAreThePublicServices() throws {
    let configuration = try ProviderConfiguration(environment: [:])
    #expect(configuration.openMeteoForecastURL.absoluteString == "https://api.open-meteo.com")
    #expect(
      configuration.openMeteoGeocodingURL.absoluteString
        == "https://geocoding-api.open-meteo.com")
    #expect(configuration.openWeatherMapURL.absoluteString == "https://api.openweathermap.org")
    #expect(configuration.timeout == .seconds(10))
    #expect(configuration == ProviderConfiguration())
  }

  @Test func environmentOverridesEachBaseURL() throws {
    let configuration = try ProviderConfiguration(
      environment: [
        "OPEN_METEO_URL": "http://127.0.0.1:8080",
        "OPEN_METEO_GEOCODING_URL": " http://127.0.0.1:8081/geo ",
        "OPENWEATHER_URL": "https://owm.example.test",
      ], timeout: .seconds(3))
    #expect(configuration.openMeteoForecastURL.absoluteString == "http://127.0.0.1:8080")
    #expect(configuration.openMeteoGeocodingURL.absoluteString == "http://127.0.0.1:8081/geo")
    #expect(configuration.openWeatherMapURL.absoluteString == "https://owm.example.test")
    #expect(configuration.timeout == .seconds(3))
    #expect(configuration.httpClient.timeout == .seconds(3))
  }

  @Test(arguments: ["", "   "])
  func emptyValuesAreUnset(_ value: String) throws {
    let configuration = try ProviderConfiguration(
      environment: ["OPEN_METEO_URL": value, "WEATHER_TIMEOUT": value])
    #expect(configuration == ProviderConfiguration())
  }

  /// A value that cannot be what was meant is an error naming the variable, never silently the
  /// public service.
  @Test(arguments: [
    "127.0.0.1:18080", "not a url", "ftp://example.com", "/relative/path", "http://",
    "http://example.com/?appid=1", "http://127.0.0.1:99999", "http://127.0.0.1:0",
    "http://127.0.0.1:65536",
  ])
  func unusableURLsAreErrorsNamingTheVariable(_ value: String) {
    for name in ["OPEN_METEO_URL", "OPEN_METEO_GEOCODING_URL", "OPENWEATHER_URL"] {
      #expect(
        throws: WeatherError.configuration(
          "\(name) must be an http or https URL with a host, a port from 1 to 65535 if any, "
            + "and no query, e.g. http://127.0.0.1:8080 (it is \"\(value)\")")
      ) { try ProviderConfiguration(environment: [name: value]) }
    }
  }

  /// `WEATHER_LIBCURL` replaces the libraries tried; empty is unset.
  @Test func libcurlOverride() throws {
    #expect(
      try ProviderConfiguration(environment: [:]).curlLibraryNames
        == ["libcurl.so.4", "libcurl-gnutls.so.4"])
    let configuration = try ProviderConfiguration(
      environment: ["WEATHER_LIBCURL": " /opt/curl/lib/libcurl.so.4 "])
    #expect(configuration.curlLibraryNames == ["/opt/curl/lib/libcurl.so.4"])
    #expect(configuration.httpClient.curlLibraryNames == ["/opt/curl/lib/libcurl.so.4"])
    #expect(
      try ProviderConfiguration(environment: ["WEATHER_LIBCURL": "  "]) == ProviderConfiguration())
  }

  @Test func timeoutOverride() throws {
    #expect(
      try ProviderConfiguration(environment: ["WEATHER_TIMEOUT": "2.5"]).timeout
        == .milliseconds(2500))
    for value in ["0", "-1", "soon", "301", "nan"] {
      #expect(
        throws: WeatherError.configuration(
          "WEATHER_TIMEOUT must be a number of seconds from 0.1 to 300 (it is \"\(value)\")")
      ) { try ProviderConfiguration(environment: ["WEATHER_TIMEOUT": value]) }
    }
  }

  /// Ports 1 and 65535 are ports.
  @Test func theEdgePortsAreAccepted() throws {
    for port in [1, 65_535] {
      let configuration = try ProviderConfiguration(
        environment: ["OPEN_METEO_URL": "http://127.0.0.1:\(port)"])
      #expect(configuration.openMeteoForecastURL.port == port)
    }
  }
}
