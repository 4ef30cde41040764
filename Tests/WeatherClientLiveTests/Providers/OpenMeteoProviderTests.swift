import Foundation
import LoopbackHTTPServer
import Testing
import WeatherClientLive
import WeatherFeatures

@Suite struct OpenMeteoProviderTests {
  let server: LoopbackHTTPServer
  let provider: OpenMeteoProvider

  init() throws {
    server = try LoopbackHTTPServer(routes: [
      .get(
        "/v1/search", query: ["name": "Paris"],
        response: try ProviderFixture.json("open-meteo-search-paris")),
      .get(
        "/v1/search", query: ["name": "Zzyzxq"],
        response: try ProviderFixture.json("open-meteo-search-none")),
      .get(
        "/v1/get", query: ["id": "2643743"],
        response: try ProviderFixture.json("open-meteo-get-london")),
      .get(
        "/v1/forecast", query: ["latitude": "48.85341"],
        response: try ProviderFixture.json("open-meteo-forecast-paris")),
      .get(
        "/v1/forecast", query: ["latitude": "51.50853", "temperature_unit": "fahrenheit"],
        response: try ProviderFixture.json("open-meteo-forecast-london-imperial")),
      .get(
        "/v1/forecast", query: ["latitude": "53.1875"],
        response: try ProviderFixture.json("open-meteo-current-samara")),
    ])
    provider = OpenMeteoProvider(
      forecastBaseURL: server.baseURL, geocodingBaseURL: server.baseURL,
      http: HTTPClient(timeout: .seconds(10)), now: { ProviderFixture.now })
  }

  @Test func searchDecodesEveryResultAndTheAbsentFields() async throws {
    let cities = try await provider.searchCities("Paris", limit: 10)
    #expect(cities.count == 5)
    #expect(cities.first == ProviderFixture.paris)
    #expect(cities[1].admin1 == "Texas")
    #expect(cities[1].timeZone == "America/Chicago")
    // Canada: no population and no time zone in the answer.
    #expect(cities[3].population == 0)
    #expect(cities[3].timeZone == "UTC")
    // Only id, name and coordinates: everything else absent.
    #expect(
      cities[4]
        == City(
          id: 8_504_417, name: "Paris", admin1: nil, countryCode: "", countryName: "",
          latitude: 1.88935, longitude: -157.43323, population: 0, timeZone: "UTC"))
  }

  @Test func searchSendsTheDocumentedQuery() async throws {
    _ = try await provider.searchCities("  Paris ", limit: 3)
    _ = try await provider.searchCities("Paris", limit: 500, countryCode: "fr")
    let requests = server.requests(to: "/v1/search")
    #expect(requests.count == 2)
    #expect(
      requests[0].query == ["name": "Paris", "count": "3", "language": "en", "format": "json"])
    #expect(requests[1].query("count") == "100")
    #expect(requests[1].query("countryCode") == "FR")
  }

  @Test func searchKeepsAtMostTheLimit() async throws {
    let cities = try await provider.searchCities("Paris", limit: 2)
    #expect(cities.map(\.id) == [2_988_507, 4_717_560])
  }

  @Test func searchWithoutMatchIsEmpty() async throws {
    #expect(try await provider.searchCities("Zzyzxq", limit: 10).isEmpty)
  }

  @Test func searchShorterThanTwoCharactersSendsNothing() async throws {
    #expect(try await provider.searchCities("P", limit: 10).isEmpty)
    #expect(try await provider.searchCities("   ", limit: 10).isEmpty)
    #expect(server.requests.isEmpty)
  }

  @Test func cityByIDIsTheBareObject() async throws {
    #expect(try await provider.city(id: 2_643_743) == ProviderFixture.london)
    #expect(server.requests(to: "/v1/get").first?.query == ["id": "2643743", "language": "en"])
  }

  @Test func forecastDecodesCurrentConditionsAtTheLocalOffset() async throws {
    let forecast = try await provider.forecast(for: ProviderFixture.paris, days: 7, units: .metric)
    #expect(forecast.city == ProviderFixture.paris)
    #expect(forecast.fetchedAt == ProviderFixture.now)
    #expect(forecast.units == .metric)
    #expect(forecast.utcOffsetSeconds == 7200)
    // "2026-09-15T14:15" in Paris (UTC+2) is 12:15 UTC.
    #expect(
      forecast.current
        == CurrentConditions(
          time: ProviderFixture.utc(2026, 9, 15, 12, 15), temperature: 20.8,
          apparentTemperature: 19.5, humidity: 55, precipitation: 0, windSpeed: 11.6,
          windDirection: 270, windGusts: 20.9, condition: .overcast, isDay: true,
          pressure: 1015.7, visibility: 24140, uvIndex: 5.8, precipitationProbability: 38))
  }

  @Test func forecastHourlyStartsAtTheCurrentHour() async throws {
    let forecast = try await provider.forecast(for: ProviderFixture.paris, days: 7, units: .metric)
    // 7 × 24 steps from local midnight, minus the 14 hours already past.
    #expect(forecast.hourly.count == 154)
    #expect(
      forecast.hourly.first
        == HourlyStep(
          time: ProviderFixture.utc(2026, 9, 15, 12, 0), temperature: 20.8,
          apparentTemperature: 19.5, humidity: 55, precipitation: 0,
          precipitationProbability: 38, windSpeed: 11.6, windDirection: 270, windGusts: 20.9,
          condition: .overcast, pressure: 1015.7, visibility: 24140, uvIndex: 5.8))
    let last = try #require(forecast.hourly.last)
    #expect(last.time == ProviderFixture.utc(2026, 9, 21, 21, 0))
    #expect(last.temperature == 15.9)
    // `null` in the answer: no value, not zero.
    #expect(last.precipitationProbability == nil)
  }

  @Test func forecastDailyHasLocalDatesAndSunTimes() async throws {
    let forecast = try await provider.forecast(for: ProviderFixture.paris, days: 7, units: .metric)
    #expect(forecast.daily.map(\.date) == (15...21).map { "2026-09-\($0)" })
    let today = try #require(forecast.daily.first)
    #expect(today.temperatureMin == 11.0)
    #expect(today.temperatureMax == 21.0)
    #expect(today.apparentTemperatureMin == 9.7)
    #expect(today.apparentTemperatureMax == 19.7)
    #expect(today.precipitationSum == 5.0)
    #expect(today.precipitationProbability == 59)
    #expect(today.windSpeedMax == 12.0)
    #expect(today.windGustsMax == 21.6)
    #expect(today.windDirection == 260)
    #expect(today.condition == .rainShowers(.light))
    #expect(today.sunrise == ProviderFixture.utc(2026, 9, 15, 5, 27))
    #expect(today.sunset == ProviderFixture.utc(2026, 9, 15, 18, 5))
    #expect(today.uvIndexMax == 6.0)
    let humidity = try #require(today.humidity)
    #expect(abs(humidity - 69.583_333_333_333_33) < 1e-9)
  }

  @Test func forecastSendsUnitsDaysAndVariables() async throws {
    _ = try await provider.forecast(for: ProviderFixture.paris, days: 7, units: .metric)
    let request = try #require(server.requests(to: "/v1/forecast").first)
    #expect(request.query("latitude") == "48.85341")
    #expect(request.query("longitude") == "2.3488")
    #expect(request.query("timezone") == "auto")
    #expect(request.query("forecast_days") == "8")
    #expect(request.query("temperature_unit") == "celsius")
    #expect(request.query("wind_speed_unit") == "kmh")
    #expect(request.query("precipitation_unit") == "mm")
    #expect(request.query("current")?.split(separator: ",").contains("weather_code") == true)
    #expect(
      request.query("hourly")?.split(separator: ",").contains("precipitation_probability") == true)
    #expect(request.query("daily")?.split(separator: ",").contains("sunrise") == true)
    let current = Set(request.query("current")?.split(separator: ",").map(String.init) ?? [])
    #expect(
      current.isSuperset(of: [
        "pressure_msl", "visibility", "uv_index", "precipitation_probability",
      ]))
    let hourly = Set(request.query("hourly")?.split(separator: ",").map(String.init) ?? [])
    #expect(hourly.isSuperset(of: ["pressure_msl", "visibility", "uv_index"]))
    #expect(request.query("daily")?.split(separator: ",").contains("uv_index_max") == true)
  }

  @Test func visibilityInFeetIsReadAsMetres() async throws {
    let forecast = try await provider.forecast(
      for: ProviderFixture.london, days: 3, units: .imperial)
    // 31168 ft in the answer (units "ft"); the model keeps metres whatever the units.
    let visibility = try #require(forecast.current.visibility)
    #expect(abs(visibility - 31_168 * 0.3048) < 1e-9)
    let hour = try #require(forecast.hourly.first?.visibility)
    #expect(abs(hour - 31_168 * 0.3048) < 1e-9)
    // Pressure is hPa in either unit system.
    #expect(forecast.current.pressure == 1_017.2)
  }

  /// Open-Meteo's hours start at local midnight: showing `days` days of hours from now takes one
  /// day more, up to the 16 it has.
  @Test(arguments: [(1, 3), (2, 3), (3, 4), (7, 8), (15, 16), (16, 16)])
  func asksForADayMoreThanItShows(days: Int, requested: Int) async throws {
    let forecast = try await provider.forecast(
      for: ProviderFixture.paris, days: days, units: .metric)
    #expect(forecast.daily.count == min(days, 7), "the fixture has 7 days")
    #expect(server.requests(to: "/v1/forecast").first?.query("forecast_days") == String(requested))
  }

  @Test func shortForecastStillAsksForTwoDaysOfHours() async throws {
    let forecast = try await provider.forecast(for: ProviderFixture.paris, days: 2, units: .metric)
    #expect(forecast.daily.count == 2)
    #expect(server.requests(to: "/v1/forecast").first?.query("forecast_days") == "3")
  }

  @Test func eachUnitIsAskedForAsChosen() async throws {
    let units = Units(temperature: .c, windSpeed: .kn, precipitation: .inch)
    let forecast = try await provider.forecast(for: ProviderFixture.paris, days: 2, units: units)
    let request = try #require(server.requests(to: "/v1/forecast").first)
    #expect(request.query("temperature_unit") == "celsius")
    #expect(request.query("wind_speed_unit") == "kn")
    #expect(request.query("precipitation_unit") == "inch")
    #expect(forecast.units == units)
  }

  @Test func imperialForecastAsksForImperialUnits() async throws {
    let forecast = try await provider.forecast(
      for: ProviderFixture.london, days: 3, units: .imperial)
    let request = try #require(server.requests(to: "/v1/forecast").first)
    #expect(request.query("temperature_unit") == "fahrenheit")
    #expect(request.query("wind_speed_unit") == "mph")
    #expect(request.query("precipitation_unit") == "inch")
    #expect(forecast.units == .imperial)
    #expect(forecast.utcOffsetSeconds == 3600)
    // "2026-09-15T23:45" in London (UTC+1) is 22:45 UTC.
    #expect(forecast.current.time == ProviderFixture.utc(2026, 9, 15, 22, 45))
    #expect(forecast.current.temperature == 56.3)
    #expect(forecast.current.isDay == false)
    // At 23:45 on the first of three days, 49 hours remain.
    #expect(forecast.hourly.count == 49)
    #expect(forecast.hourly.first?.precipitation == 0.031)
    #expect(forecast.hourly.first?.windSpeed == 4.6)
  }

  @Test func currentConditionsAloneLeaveAbsentVariablesNil() async throws {
    let city = City(
      id: 499_099, name: "Samara", admin1: nil, countryCode: "RU", countryName: "Russia",
      latitude: 53.1875, longitude: 50.125, population: 0, timeZone: "Europe/Samara")
    let current = try await provider.currentConditions(for: city, units: .metric)
    #expect(
      current
        == CurrentConditions(
          time: ProviderFixture.utc(2026, 9, 15, 8, 0), temperature: 18.5,
          apparentTemperature: 18.5, humidity: 78, precipitation: nil, windSpeed: 3.0,
          windDirection: 90, windGusts: nil, condition: .overcast, isDay: true, pressure: 1017))
    let request = try #require(server.requests(to: "/v1/forecast").first)
    #expect(request.query("hourly") == nil)
    #expect(request.query("daily") == nil)
  }

  @Test func weatherClientUsesTheProvider() async throws {
    let client = WeatherClient.openMeteo(
      configuration: ProviderConfiguration(
        openMeteoForecastURL: server.baseURL, openMeteoGeocodingURL: server.baseURL,
        timeout: .seconds(10)))
    #expect(try await client.searchCities(CityQuery("Paris", limit: 1)) == [ProviderFixture.paris])
    _ = try await client.searchCities(CityQuery("Paris", limit: 4, countryCode: "fr"))
    #expect(server.requests(to: "/v1/search").last?.query("countryCode") == "FR")
    #expect(try await client.city(2_643_743) == ProviderFixture.london)
    let forecast = try await client.forecast(ProviderFixture.paris, 7, .metric)
    #expect(forecast.daily.count == 7)
  }
}
