import Foundation
import LoopbackHTTPServer
import Testing
import WeatherClientLive
import WeatherFeatures

@Suite struct OpenWeatherMapErrorTests {
  static let apiKey = "owm-secret-9d8e7f"
  let server: LoopbackHTTPServer
  let provider: OpenWeatherMapProvider

  init() throws {
    let echo = #"{"cod":"400","message":"bad query for appid=owm-secret-9d8e7f"}"#
    server = try LoopbackHTTPServer(routes: [
      Route(
        "GET", "/data/2.5/weather", where: { $0.query("appid") == "rejected-key" },
        response: try ProviderFixture.json("openweathermap-error-401", status: 401)),
      .get(
        "/data/2.5/weather", query: ["id": "1"],
        response: try ProviderFixture.json("openweathermap-error-404", status: 404)),
      .get(
        "/data/2.5/weather", query: ["id": "2"],
        response: try ProviderFixture.json("openweathermap-error-404", status: 200)),
      .get(
        "/data/2.5/weather", query: ["id": "3"], response: try ProviderFixture.json("malformed")),
      .get(
        "/data/2.5/weather", query: ["id": "2643743"],
        response: try ProviderFixture.json("openweathermap-weather-london")),
      .get(
        "/data/2.5/forecast", query: ["id": "2643743"],
        response: try ProviderFixture.json("openweathermap-error-429", status: 429)),
      .get("/data/2.5/find", query: ["q": "Echo"], response: .json(echo, status: 400)),
      .get(
        "/data/2.5/find", query: ["q": "Slow"],
        response: try ProviderFixture.json("openweathermap-find-london", delay: .farPastAnyTimeout)),
    ])
    // A generous timeout, so a loaded machine never turns an immediate answer into a timeout;
    // the timeout test has its own short one, against an answer that never comes.
    provider = OpenWeatherMapProvider(
      apiKey: Self.apiKey, baseURL: server.baseURL, http: HTTPClient(timeout: .seconds(30)))
  }

  /// Runs `operation`, expects a `WeatherError`, and checks the key is nowhere in it.
  private func weatherError(
    _ operation: () async throws -> Void, sourceLocation: SourceLocation = #_sourceLocation
  ) async -> WeatherError? {
    let error = await #expect(throws: WeatherError.self, sourceLocation: sourceLocation) {
      try await operation()
    }
    if let error {
      #expect(!error.message.contains(Self.apiKey), sourceLocation: sourceLocation)
      #expect(!String(describing: error).contains(Self.apiKey), sourceLocation: sourceLocation)
    }
    return error
  }

  private static let london = OpenWeatherMapProviderTests.london

  @Test func status401IsUnauthorizedWithTheMessage() async throws {
    let rejected = OpenWeatherMapProvider(apiKey: "rejected-key", baseURL: server.baseURL)
    let error = await weatherError { _ = try await rejected.city(id: 2_643_743) }
    #expect(
      error
        == .unauthorized(
          "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."))
  }

  @Test func status404ForAnIDIsUnknownCity() async throws {
    #expect(await weatherError { _ = try await provider.city(id: 1) } == .unknownCity(1))
  }

  @Test func failingCodeInASuccessfulAnswerCounts() async throws {
    #expect(await weatherError { _ = try await provider.city(id: 2) } == .unknownCity(2))
  }

  @Test func status429IsRateLimited() async throws {
    let error = await weatherError {
      _ = try await provider.forecast(for: Self.london, days: 5, units: .metric)
    }
    guard case .rateLimited(let detail) = error else {
      Issue.record("expected rateLimited, got \(String(describing: error))")
      return
    }
    #expect(detail.hasPrefix("Your account is temporary blocked"))
  }

  @Test func providerMessagesNeverRepeatTheKey() async throws {
    let error = await weatherError { _ = try await provider.searchCities("Echo", limit: 5) }
    #expect(error == .provider("bad query for appid=REDACTED"))
  }

  @Test func malformedJSONIsAnInvalidResponse() async throws {
    let error = await weatherError { _ = try await provider.city(id: 3) }
    guard case .invalidResponse = error else {
      Issue.record("expected invalidResponse, got \(String(describing: error))")
      return
    }
  }

  @Test func slowAnswerTimesOut() async throws {
    let impatient = OpenWeatherMapProvider(
      apiKey: Self.apiKey, baseURL: server.baseURL, http: HTTPClient(timeout: .milliseconds(500)))
    #expect(
      await weatherError { _ = try await impatient.searchCities("Slow", limit: 5) } == .timedOut)
  }

  @Test func refusedConnectionIsOfflineWithoutTheKey() async throws {
    let offline = OpenWeatherMapProvider(
      apiKey: Self.apiKey, baseURL: try LoopbackHTTPServer.refusedURL())
    let error = await weatherError { _ = try await offline.searchCities("London", limit: 5) }
    guard case .offline = error else {
      Issue.record("expected offline, got \(String(describing: error))")
      return
    }
  }

  @Test func missingKeySendsNothing() async throws {
    let keyless = OpenWeatherMapProvider(apiKey: "  ", baseURL: server.baseURL)
    let error = await weatherError { _ = try await keyless.searchCities("London", limit: 5) }
    #expect(error == .unauthorized("no OpenWeatherMap API key was given"))
    #expect(server.requests.isEmpty)
  }

  @Test func cancellationStopsASlowRequest() async throws {
    let patient = OpenWeatherMapProvider(
      apiKey: Self.apiKey, baseURL: server.baseURL, http: HTTPClient(timeout: .seconds(60)))
    let task = Task { try await patient.searchCities("Slow", limit: 5) }
    #expect(await server.waitForRequest(to: "/data/2.5/find"))
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
  }
}
