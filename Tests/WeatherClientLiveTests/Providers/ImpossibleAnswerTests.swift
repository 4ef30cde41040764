import Foundation
import LoopbackHTTPServer
import Testing
import WeatherClientLive
import WeatherFeatures

/// Answers no provider should send (huge numbers, impossible offsets) are errors, never crashes,
/// and are never cached.
@Suite struct ImpossibleAnswerTests {
  /// Paris's recorded forecast with one field replaced by `value`.
  static func paris(setting path: [String], to value: Any) throws -> CannedResponse {
    let data = try ProviderFixture.data("open-meteo-forecast-paris")
    var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    switch path.count {
    case 1: json[path[0]] = value
    case 2:
      var inner = try #require(json[path[0]] as? [String: Any])
      inner[path[1]] = value
      json[path[0]] = inner
    default: Issue.record("unsupported path \(path)")
    }
    return .json(try JSONSerialization.data(withJSONObject: json))
  }

  /// A field and the impossible value it is given.
  static var cases: [(path: [String], value: Any)] {
    [
      (["utc_offset_seconds"], Int.min),
      (["utc_offset_seconds"], 99_999_999),
      (["current", "temperature_2m"], 1e300),
      (["current", "weather_code"], 1e300),
      (["current", "wind_speed_10m"], -1e200),
    ]
  }

  @Test(arguments: 0..<cases.count)
  func anImpossibleForecastIsAnInvalidResponse(index: Int) async throws {
    let (path, value) = Self.cases[index]
    let server = try LoopbackHTTPServer(routes: [
      .get("/v1/forecast", response: try Self.paris(setting: path, to: value))
    ])
    let configuration = ProviderConfiguration(
      openMeteoForecastURL: server.baseURL, openMeteoGeocodingURL: server.baseURL)
    let client = WeatherClient.openMeteo(configuration: configuration)
    let city = City(
      id: 1, name: "Nowhere", admin1: nil, countryCode: "", countryName: "",
      latitude: 48.85, longitude: 2.35, population: 0, timeZone: "UTC")
    do {
      _ = try await client.forecast(city, 3, .metric)
      Issue.record("expected an error for \(path) = \(value)")
    } catch let error as WeatherError {
      guard case .invalidResponse = error else {
        Issue.record("expected invalidResponse, got \(error)")
        return
      }
    }
  }

  /// Paris's recorded forecast with its `daily` block changed by `change`.
  static func paris(daily change: (inout [String: Any]) -> Void) throws -> CannedResponse {
    let data = try ProviderFixture.data("open-meteo-forecast-paris")
    var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var daily = try #require(json["daily"] as? [String: Any])
    change(&daily)
    json["daily"] = daily.isEmpty ? nil : daily
    return .json(try JSONSerialization.data(withJSONObject: json))
  }

  /// Ways an answer can hold no usable day: `daily` missing, its arrays empty, every day
  /// without a weather code.
  static var dayless: [(String, (inout [String: Any]) -> Void)] {
    [
      ("no daily block", { $0 = [:] }),
      ("empty arrays", { daily in for key in daily.keys { daily[key] = [Any]() } }),
      (
        "no weather codes",
        { daily in
          let count = (daily["time"] as? [Any])?.count ?? 0
          daily["weather_code"] = [NSNull](repeating: NSNull(), count: count)
        }
      ),
    ]
  }

  /// Days were asked for: an answer without any is incomplete (an empty table and chart
  /// were shown, with exit 0).
  @Test(arguments: 0..<dayless.count)
  func aForecastWithoutDaysIsAnInvalidResponse(index: Int) async throws {
    let (name, change) = Self.dayless[index]
    let server = try LoopbackHTTPServer(routes: [
      .get("/v1/forecast", response: try Self.paris(daily: change))
    ])
    let client = WeatherClient.openMeteo(
      configuration: ProviderConfiguration(
        openMeteoForecastURL: server.baseURL, openMeteoGeocodingURL: server.baseURL))
    let city = City(
      id: 1, name: "Nowhere", admin1: nil, countryCode: "", countryName: "",
      latitude: 48.85, longitude: 2.35, population: 0, timeZone: "UTC")
    await #expect(throws: WeatherError.invalidResponse("the forecast has no days"), "\(name)") {
      _ = try await client.forecast(city, 3, .metric)
    }
  }

  /// A city a provider lists at an impossible position or with an impossible id is left out of
  /// a search (the app would follow it, save it, and then refuse the file as damaged), and
  /// asked for by id it is an invalid response.
  @Test func aCityThatIsNoPlaceIsLeftOutOfASearch() async throws {
    func location(_ id: Int, _ latitude: Double, _ longitude: Double) -> [String: Any] {
      [
        "id": id, "name": "Town \(id)", "latitude": latitude, "longitude": longitude,
        "country_code": "GB",
      ]
    }
    let search: [String: Any] = [
      "results": [
        location(1, 1e308, 0), location(2, 51.5, -0.12), location(0, 10, 10),
        location(4, 10, 181), location(5, -33.9, 18.4),
      ]
    ]
    let server = try LoopbackHTTPServer(routes: [
      .get("/v1/search", response: .json(try JSONSerialization.data(withJSONObject: search))),
      .get(
        "/v1/get", response: .json(try JSONSerialization.data(withJSONObject: location(7, 0, 999)))),
    ])
    let client = WeatherClient.openMeteo(
      configuration: ProviderConfiguration(
        openMeteoForecastURL: server.baseURL, openMeteoGeocodingURL: server.baseURL))
    let cities = try await client.searchCities(CityQuery("town", limit: 10))
    #expect(cities.map(\.id) == [2, 5])
    await #expect(
      throws: WeatherError.invalidResponse(
        "the city 7 has an impossible id or position (7 at 0.0, 999.0)")
    ) {
      _ = try await client.city(7)
    }
  }
}
