import Foundation
import LoopbackHTTPServer
import Testing
import WeatherClientLive
import WeatherFeatures

/// Postal codes through OpenWeatherMap's zip geocoder (`geo/1.0/zip`).
@Suite struct OpenWeatherMapZipTests {
  static let apiKey = "owm-zip-test-key-8d21b0"
  let server: LoopbackHTTPServer
  let provider: OpenWeatherMapProvider

  /// A zip answer with `body` for the code `zip` (as sent: `code,CC`).
  static func answer(_ zip: String, _ body: String, status: Int = 200) -> Route {
    .get("/geo/1.0/zip", query: ["zip": zip], response: .json(Data(body.utf8), status: status))
  }

  init() throws {
    server = try LoopbackHTTPServer(routes: [
      .get(
        "/geo/1.0/zip", query: ["zip": "SW1A 1AA,GB"],
        response: try ProviderFixture.json("openweathermap-zip-london")),
      .get(
        "/geo/1.0/zip", query: ["zip": "00000"],
        response: try ProviderFixture.json("openweathermap-zip-not-found", status: 404)),
      Self.answer("1,XX", #"{"cod":"404","message":"not found"}"#),
      Self.answer("2,XX", #"{"zip":"2","name":"Far","lat":91.5,"lon":0,"country":"XX"}"#),
      Self.answer("3,XX", #"{"zip":"3","name":"Far","lat":10,"lon":-180.01,"country":"XX"}"#),
      Self.answer(
        "4,XX",
        #"{"zip":"4","name":"\u001b[31mRed\u0007\nTown\u202e","lat":1,"lon":2,"country":"xx"}"#),
      Self.answer("5,XX", #"{"zip":"5","name":"\u001b\n","lat":1,"lon":2,"country":"XX"}"#),
      Self.answer("6,XX", #"{"zip":"6","name":"Town","lat":1,"lon":2,"country":"\u001bX"}"#),
      Self.answer("7,XX", #"{"zip":"7","name":"Town","lat":"1","lon":2,"country":"XX"}"#),
      Self.answer("8,XX", "", status: 200),
      Self.answer("9,XX", #"{"cod":401,"message":"Invalid API key"}"#, status: 401),
    ])
    provider = OpenWeatherMapProvider(
      apiKey: Self.apiKey, baseURL: server.baseURL, http: HTTPClient(timeout: .seconds(10)))
  }

  func places(_ code: String, _ country: String?) async throws -> [City] {
    try await provider.places(postalCode: PostalCode(code: code, countryCode: country))
  }

  @Test func aCodeIsItsPlaceWithoutAnId() async throws {
    let places = try await places("SW1A 1AA", "GB")
    #expect(
      places == [
        City(
          id: 0, name: "London", admin1: nil, countryCode: "GB", countryName: "United Kingdom",
          latitude: 51.501, longitude: -0.1416, population: 0, timeZone: "UTC")
      ])
    let request = try #require(server.requests(to: "/geo/1.0/zip").first)
    #expect(request.query == ["zip": "SW1A 1AA,GB", "appid": Self.apiKey])
  }

  @Test func anUnknownCodeHasNoPlace() async throws {
    #expect(try await places("00000", nil).isEmpty)
    // A 404 in a 200 answer's `cod` is the same answer.
    #expect(try await places("1", "XX").isEmpty)
    #expect(try await places(" ", "XX").isEmpty)
    #expect(server.requests(to: "/geo/1.0/zip").count == 2)
  }

  @Test func anImpossiblePositionIsAnInvalidAnswer() async throws {
    for code in ["2", "3"] {
      let error = await #expect(throws: WeatherError.self) { try await places(code, "XX") }
      #expect(
        error?.message.contains("impossible position") == true, "\(String(describing: error))")
    }
  }

  @Test func controlCharactersNeverReachTheName() async throws {
    let places = try await places("4", "XX")
    #expect(places.map(\.name) == ["[31mRedTown"])
    #expect(places.map(\.countryCode) == ["XX"])
    await #expect(throws: WeatherError.self) { try await self.places("5", "XX") }
    await #expect(throws: WeatherError.self) { try await self.places("6", "XX") }
  }

  @Test func aMalformedAnswerOrARejectedKeyIsTheUsualError() async throws {
    for code in ["7", "8"] {
      let error = await #expect(throws: WeatherError.self) { try await places(code, "XX") }
      guard case .invalidResponse = error else {
        Issue.record("\(code): \(String(describing: error))")
        continue
      }
    }
    let rejected = await #expect(throws: WeatherError.self) { try await places("9", "XX") }
    guard case .unauthorized = rejected else {
      Issue.record("\(String(describing: rejected))")
      return
    }
  }
}
