import Foundation
import LoopbackHTTPServer
import RecordedResponses
import Testing

/// Loopback servers answering with the providers' recorded answers (from `RecordedResponses`).
enum Fixture {
  /// The bytes of the recorded answer `name`.
  static func data(_ name: String) throws -> Data {
    try RecordedResponse.data(name)
  }

  /// The recorded answer `name` served as JSON with `status`, after `delay`.
  static func json(_ name: String, status: Int = 200, delay: Duration = .zero) throws
    -> CannedResponse
  {
    try RecordedResponse.json(name, status: status, delay: delay)
  }

  /// Open-Meteo's routes, after `first` (the first matching route answers):
  /// - a forecast in Fahrenheit: London's imperial forecast (3 days);
  /// - current conditions only (no `daily`): Samara's;
  /// - any other forecast: Paris's (7 days, 168 hours);
  /// - a search for "Paris": five cities; any other search: none;
  /// - a city by id: 400 "Location ID not found.".
  static func openMeteoRoutes() throws -> [Route] {
    [
      .get(
        "/v1/forecast", query: ["temperature_unit": "fahrenheit"],
        response: try json("open-meteo-forecast-london-imperial")),
      Route(
        "GET", "/v1/forecast", where: { $0.query("daily") == nil },
        response: try json("open-meteo-current-samara")),
      .get("/v1/forecast", response: try json("open-meteo-forecast-paris")),
      .get("/v1/search", query: ["name": "paris"], response: try json("open-meteo-search-paris")),
      .get("/v1/search", response: try json("open-meteo-search-none")),
      .get("/v1/get", response: try json("open-meteo-error-location-not-found", status: 400)),
    ]
  }

  /// A loopback server answering `first`, then like Open-Meteo.
  static func openMeteoServer(_ first: [Route] = []) throws -> LoopbackHTTPServer {
    try LoopbackHTTPServer(routes: first + openMeteoRoutes())
  }
}

/// Known cities of the embedded table.
enum Cities {
  static let london = 2_643_743
  static let paris = 2_988_507
  static let parisTexas = 4_717_560
  static let zurich = 2_657_896
  static let saoPaulo = 3_448_439
}

/// The part of a `City` the JSON checks look at.
struct CityJSON: Decodable, Equatable {
  var id: Int
  var name: String
  var admin1: String?
  var countryCode: String
  var countryName: String
  var latitude: Double
  var longitude: Double
  var population: Int
  var timeZone: String
}
