import Foundation
import LoopbackHTTPServer
import Testing
import WeatherClientLive
import WeatherFeatures

@Suite struct OpenWeatherMapProviderTests {
  static let apiKey = "owm-test-key-4f3c2a"
  let server: LoopbackHTTPServer
  let provider: OpenWeatherMapProvider

  init() throws {
    server = try LoopbackHTTPServer(routes: [
      .get(
        "/data/2.5/find", query: ["q": "London"],
        response: try ProviderFixture.json("openweathermap-find-london")),
      .get(
        "/data/2.5/find", query: ["q": "London,GB"],
        response: try ProviderFixture.json("openweathermap-find-london")),
      .get(
        "/data/2.5/find", query: ["q": "Nowhere"],
        response: try ProviderFixture.json("openweathermap-find-none")),
      .get(
        "/data/2.5/find", query: ["q": "Gone"],
        response: try ProviderFixture.json("openweathermap-error-404", status: 404)),
      .get(
        "/data/2.5/weather", query: ["id": "2643743"],
        response: try ProviderFixture.json("openweathermap-weather-london")),
      .get(
        "/data/2.5/forecast", query: ["id": "2643743"],
        response: try ProviderFixture.json("openweathermap-forecast-london")),
      .get(
        "/data/2.5/weather", query: ["lat": "51.5", "lon": "-0.12"],
        response: try ProviderFixture.json("openweathermap-weather-london")),
      .get(
        "/data/2.5/forecast", query: ["lat": "51.5", "lon": "-0.12"],
        response: try ProviderFixture.json("openweathermap-forecast-london")),
      .get(
        "/data/2.5/weather", query: ["lat": "10.0", "lon": "10.0"],
        response: try ProviderFixture.json("openweathermap-weather-london")),
      .get(
        "/data/2.5/forecast", query: ["lat": "10.0", "lon": "10.0"],
        response: .json(Data(#"{"cod":"200","message":0,"cnt":0,"list":[]}"#.utf8))),
    ])
    provider = OpenWeatherMapProvider(
      apiKey: Self.apiKey, baseURL: server.baseURL, http: HTTPClient(timeout: .seconds(10)),
      now: { ProviderFixture.now })
  }

  /// London as OpenWeatherMap's `weather` describes it.
  static let london = City(
    id: 2_643_743, name: "London", admin1: nil, countryCode: "GB",
    countryName: "United Kingdom", latitude: 51.5085, longitude: -0.1257, population: 0,
    timeZone: "Etc/GMT-1")

  @Test func searchDecodesFindWithStringCode() async throws {
    let cities = try await provider.searchCities("London", limit: 10)
    #expect(cities.map(\.id) == [2_643_743, 6_058_560, 4_298_960])
    #expect(
      cities.first
        == City(
          id: 2_643_743, name: "London", admin1: nil, countryCode: "GB",
          countryName: "United Kingdom", latitude: 51.5085, longitude: -0.1257, population: 0,
          timeZone: "UTC"))
    #expect(cities.map(\.countryName) == ["United Kingdom", "Canada", "United States"])
  }

  @Test func searchSendsTheDocumentedQuery() async throws {
    _ = try await provider.searchCities("London", limit: 3)
    _ = try await provider.searchCities("London", limit: 99)
    let requests = server.requests(to: "/data/2.5/find")
    #expect(
      requests.first?.query
        == ["q": "London", "type": "like", "cnt": "3", "units": "metric", "appid": Self.apiKey])
    #expect(requests.last?.query("cnt") == "50")
  }

  @Test func searchInACountrySendsItAndKeepsOnlyItsCities() async throws {
    let cities = try await provider.searchCities(CityQuery("London", limit: 5, countryCode: "gb"))
    #expect(cities.map(\.id) == [2_643_743])
    #expect(server.requests(to: "/data/2.5/find").first?.query("q") == "London,GB")
  }

  @Test func searchWithoutMatchIsEmpty() async throws {
    #expect(try await provider.searchCities("Nowhere", limit: 5).isEmpty)
    #expect(try await provider.searchCities("Gone", limit: 5).isEmpty)
    #expect(try await provider.searchCities("  ", limit: 5).isEmpty)
    #expect(server.requests.count == 2)
  }

  @Test func cityByIDUsesCurrentWeatherWithNumericCode() async throws {
    #expect(try await provider.city(id: 2_643_743) == Self.london)
    let request = try #require(server.requests(to: "/data/2.5/weather").first)
    #expect(request.query == ["id": "2643743", "units": "metric", "appid": Self.apiKey])
  }

  @Test func metricCurrentConditionsConvertWindToKilometresPerHour() async throws {
    let current = try await provider.currentConditions(for: Self.london, units: .metric)
    #expect(
      current
        == CurrentConditions(
          time: Date(timeIntervalSince1970: 1_789_477_200), temperature: 16.42,
          apparentTemperature: 15.91, humidity: 68, precipitation: 1.3, windSpeed: 4.12 * 3.6,
          windDirection: 240, windGusts: nil, condition: .rain(.moderate), isDay: true,
          pressure: 1017, visibility: 10_000))
  }

  @Test func imperialCurrentConditionsKeepMilesAndConvertMillimetres() async throws {
    let current = try await provider.currentConditions(for: Self.london, units: .imperial)
    #expect(current.windSpeed == 4.12)
    #expect(current.precipitation == 1.3 / 25.4)
    #expect(server.requests(to: "/data/2.5/weather").first?.query("units") == "imperial")
  }

  /// OpenWeatherMap has no mixed units: Celsius asks for metric (m/s), and the wind is converted
  /// to the unit chosen.
  @Test func knotsWithCelsiusAskForMetricAndConvertTheWind() async throws {
    let units = Units(temperature: .c, windSpeed: .kn, precipitation: .inch)
    let current = try await provider.currentConditions(for: Self.london, units: units)
    #expect(server.requests(to: "/data/2.5/weather").first?.query("units") == "metric")
    #expect(current.temperature == 16.42)
    #expect(abs((current.windSpeed ?? 0) - 4.12 * 3600 / 1852) < 1e-9)
    #expect(current.precipitation == 1.3 / 25.4)
  }

  @Test func metresPerSecondWithFahrenheitConvertFromMiles() async throws {
    let units = Units(temperature: .f, windSpeed: .ms, precipitation: .mm)
    let current = try await provider.currentConditions(for: Self.london, units: units)
    #expect(server.requests(to: "/data/2.5/weather").first?.query("units") == "imperial")
    #expect(abs((current.windSpeed ?? 0) - 4.12 * 0.447_04) < 1e-9)
    #expect(current.precipitation == 1.3)
  }

  @Test func forecastHasThreeHourStepsAndLocalDays() async throws {
    let forecast = try await provider.forecast(for: Self.london, days: 5, units: .metric)
    #expect(forecast.city == Self.london)
    #expect(forecast.fetchedAt == ProviderFixture.now)
    #expect(forecast.utcOffsetSeconds == 3600)
    #expect(forecast.current.condition == .rain(.moderate))
    #expect(forecast.hourly.count == 40)
    let first = try #require(forecast.hourly.first)
    #expect(first.time == ProviderFixture.utc(2026, 9, 15, 12, 0))
    #expect(first.temperature == 17.83)
    #expect(first.apparentTemperature == 17.03)
    #expect(first.humidity == 60)
    #expect(first.precipitation == 0)
    #expect(first.precipitationProbability == 0)
    #expect(first.windSpeed == 3.0 * 3.6)
    #expect(first.windGusts == 5.0 * 3.6)
    #expect(first.condition == .clearSky)
    #expect(forecast.daily.map(\.date) == (15...19).map { "2026-09-\($0)" })
    #expect(first.pressure == 1016)
    #expect(first.visibility == 10_000)
    // The free API has no UV index: absent, never zero.
    #expect(first.uvIndex == nil)
    #expect(forecast.daily.allSatisfy { $0.uvIndexMax == nil })
    #expect(forecast.current.pressure == 1017)
    #expect(forecast.current.visibility == 10_000)
    #expect(forecast.current.uvIndex == nil)
    // The current answer has none: the step under way (12:00 UTC, "pop": 0) gives it.
    #expect(forecast.current.precipitationProbability == 0)
  }

  @Test func forecastDaysAggregateTheirSteps() async throws {
    let forecast = try await provider.forecast(for: Self.london, days: 6, units: .metric)
    #expect(forecast.daily.count == 6)
    let today = forecast.daily[0]
    #expect(today.temperatureMin == 14.7)
    #expect(today.temperatureMax == 19.2)
    #expect(today.apparentTemperatureMin == 14.2)
    #expect(today.apparentTemperatureMax == 18.2)
    #expect(today.humidity == 64.5)
    #expect(today.precipitationSum == 0)
    #expect(abs((today.precipitationProbability ?? 0) - 39) < 1e-9)
    #expect(today.windSpeedMax == 4.5 * 3.6)
    #expect(today.windGustsMax == 7.1 * 3.6)
    #expect(today.condition == .overcast)
    #expect(today.sunrise == ProviderFixture.utc(2026, 9, 15, 5, 32))
    #expect(today.sunset == ProviderFixture.utc(2026, 9, 15, 18, 11))
    let tomorrow = forecast.daily[1]
    // A thunderstorm (211) outranks the light snow (600) and the rain of the same day.
    #expect(tomorrow.condition == .thunderstorm)
    #expect(abs((tomorrow.precipitationSum ?? 0) - 3.65) < 1e-9)
    #expect(abs((tomorrow.precipitationProbability ?? 0) - 91) < 1e-9)
    #expect(tomorrow.sunrise == nil)
  }

  @Test func forecastSendsIDUnitsAndKey() async throws {
    _ = try await provider.forecast(for: Self.london, days: 5, units: .imperial)
    let request = try #require(server.requests(to: "/data/2.5/forecast").first)
    #expect(request.query == ["id": "2643743", "units": "imperial", "appid": Self.apiKey])
  }

  @Test func aPositionWithoutACityIsAskedForByCoordinates() async throws {
    let position = City(
      id: 0, name: "51.5000, -0.1200", admin1: nil, countryCode: "", countryName: "",
      latitude: 51.5, longitude: -0.12, population: 0, timeZone: "auto")
    let forecast = try await provider.forecast(for: position, days: 2, units: .metric)
    #expect(forecast.city == position)
    let request = try #require(server.requests(to: "/data/2.5/forecast").first)
    #expect(
      request.query == ["lat": "51.5", "lon": "-0.12", "units": "metric", "appid": Self.apiKey])
    #expect(server.requests(to: "/data/2.5/weather").first?.query("id") == nil)
  }

  /// A forecast answer with an empty `list` is incomplete: no days to show (an empty table
  /// and chart were shown, with exit 0).
  @Test func aForecastWithoutStepsIsAnInvalidResponse() async throws {
    let place = City(
      id: 0, name: "10.0, 10.0", admin1: nil, countryCode: "", countryName: "",
      latitude: 10, longitude: 10, population: 0, timeZone: "UTC")
    await #expect(throws: WeatherError.invalidResponse("the forecast has no days")) {
      _ = try await provider.forecast(for: place, days: 3, units: .metric)
    }
  }

  @Test func weatherClientUsesTheProvider() async throws {
    let client = WeatherClient.openWeatherMap(
      apiKey: Self.apiKey,
      configuration: ProviderConfiguration(openWeatherMapURL: server.baseURL, timeout: .seconds(10))
    )
    #expect(try await client.searchCities(CityQuery("London", limit: 1)).map(\.id) == [2_643_743])
    #expect(try await client.city(2_643_743) == Self.london)
    #expect(try await client.currentConditions(Self.london, .metric).temperature == 16.42)
  }
}
