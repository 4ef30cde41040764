import Foundation
import Testing
import WeatherClientLive

@Suite struct ProviderConfigurationTests {
  @Test func defaultsAreThePublicServices() {
    let configuration = ProviderConfiguration(environment: [:])
    #expect(configuration.openMeteoForecastURL.absoluteString == "https://api.open-meteo.com")
    #expect(
      configuration.openMeteoGeocodingURL.absoluteString
        == "https://geocoding-api.open-meteo.com")
    #expect(configuration.openWeatherMapURL.absoluteString == "https://api.openweathermap.org")
    #expect(configuration.timeout == .seconds(10))
    #expect(configuration == ProviderConfiguration())
  }

  @Test func environmentOverridesEachBaseURL() {
    let configuration = ProviderConfiguration(
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

  @Test(arguments: ["", "   ", "not a url", "ftp://example.com", "/relative/path", "http://"])
  func unusableValuesAreIgnored(_ value: String) {
    let configuration = ProviderConfiguration(environment: ["OPEN_METEO_URL": value])
    #expect(configuration.openMeteoForecastURL == ProviderConfiguration.defaultOpenMeteoForecastURL)
  }
}
