import Foundation
import LoopbackHTTPServer
import Testing
import WeatherClientLive
import WeatherFeatures

@Suite struct OpenMeteoErrorTests {
  let server: LoopbackHTTPServer
  let provider: OpenMeteoProvider

  init() throws {
    server = try LoopbackHTTPServer(routes: [
      .get(
        "/v1/get", query: ["id": "999999999"],
        response: try ProviderFixture.json("open-meteo-error-location-not-found", status: 400)),
      .get(
        "/v1/search", query: ["name": "Busy"],
        response: try ProviderFixture.json("open-meteo-error-rate-limited", status: 429)),
      .get(
        "/v1/search", query: ["name": "Broken"],
        response: try ProviderFixture.json("malformed")),
      .get(
        "/v1/search", query: ["name": "Slow"],
        response: try ProviderFixture.json("open-meteo-search-paris", delay: .farPastAnyTimeout)),
      .get("/v1/search", query: ["name": "Flaky"], response: .json("oops", status: 500)),
      .get(
        "/v1/forecast", query: ["latitude": "999.0"],
        response: try ProviderFixture.json("open-meteo-error-latitude", status: 400)),
      .get(
        "/v1/forecast", query: ["latitude": "1.0"],
        response: try ProviderFixture.json("open-meteo-error-latitude", status: 200)),
    ])
    // Every answer but "Slow" comes at once: a generous timeout keeps a loaded machine from
    // turning them into timeouts. Only the timeout test uses a short one, against an answer
    // that never comes, so its outcome does not depend on how fast the machine is either.
    provider = OpenMeteoProvider(
      forecastBaseURL: server.baseURL, geocodingBaseURL: server.baseURL,
      http: HTTPClient(timeout: .seconds(30)))
  }

  private func city(latitude: Double) -> City {
    City(
      id: 1, name: "Nowhere", admin1: nil, countryCode: "", countryName: "", latitude: latitude,
      longitude: 0, population: 0, timeZone: "UTC")
  }

  @Test func unknownIDIsUnknownCity() async throws {
    await #expect(throws: WeatherError.unknownCity(999_999_999)) {
      try await provider.city(id: 999_999_999)
    }
  }

  @Test func errorBodyIsAProviderErrorWithItsReason() async throws {
    await #expect(
      throws: WeatherError.provider("Latitude must be in range of -90 to 90°. Given: 999.0.")
    ) {
      try await provider.forecast(for: city(latitude: 999), days: 3, units: .metric)
    }
  }

  @Test func errorBodyWithSuccessStatusIsStillAnError() async throws {
    await #expect(
      throws: WeatherError.provider("Latitude must be in range of -90 to 90°. Given: 999.0.")
    ) {
      try await provider.currentConditions(for: city(latitude: 1), units: .metric)
    }
  }

  @Test func status429IsRateLimited() async throws {
    await #expect(
      throws: WeatherError.rateLimited(
        "Minutely API request limit exceeded. Please try again in one minute.")
    ) {
      try await provider.searchCities("Busy", limit: 5)
    }
  }

  @Test func serverErrorWithoutBodyNamesTheStatus() async throws {
    await #expect(throws: WeatherError.provider("HTTP status 500")) {
      try await provider.searchCities("Flaky", limit: 5)
    }
  }

  @Test func malformedJSONIsAnInvalidResponse() async throws {
    let error = await #expect(throws: WeatherError.self) {
      try await provider.searchCities("Broken", limit: 5)
    }
    guard case .invalidResponse(let detail) = error else {
      Issue.record("expected invalidResponse, got \(String(describing: error))")
      return
    }
    #expect(detail.contains("city search"))
  }

  @Test func slowAnswerTimesOut() async throws {
    let impatient = OpenMeteoProvider(
      forecastBaseURL: server.baseURL, geocodingBaseURL: server.baseURL,
      http: HTTPClient(timeout: .milliseconds(500)))
    await #expect(throws: WeatherError.timedOut) {
      try await impatient.searchCities("Slow", limit: 5)
    }
  }

  @Test func refusedConnectionIsOffline() async throws {
    let refused = try LoopbackHTTPServer.refusedURL()
    let offline = OpenMeteoProvider(forecastBaseURL: refused, geocodingBaseURL: refused)
    let error = await #expect(throws: WeatherError.self) {
      try await offline.searchCities("Paris", limit: 5)
    }
    guard case .offline = error else {
      Issue.record("expected offline, got \(String(describing: error))")
      return
    }
  }

  @Test func cancellationStopsASlowRequest() async throws {
    let patient = OpenMeteoProvider(
      forecastBaseURL: server.baseURL, geocodingBaseURL: server.baseURL,
      http: HTTPClient(timeout: .seconds(60)))
    let task = Task { try await patient.searchCities("Slow", limit: 5) }
    #expect(await server.waitForRequest(to: "/v1/search"))
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
  }
}
