/// A place a search found.
struct Location: Equatable, Identifiable, Sendable {
  var id: Int
  var name: String
  var country: String
}

/// The days ahead at one place.
struct Forecast: Equatable, Sendable {
  struct Day: Equatable, Sendable {
    var high: Double
    var low: Double
  }

  var days: [Day]
}

/// Why the weather service gave no answer, as the feature tells it apart.
enum WeatherFailure: Error, Equatable {
  case searchFailed
  case forecastFailed
}

/// How the search reaches the weather service (live: a network client; tests: closures).
struct WeatherClient: Sendable {
  var search: @Sendable (_ query: String) async throws -> [Location]
  var forecast: @Sendable (_ location: Location) async throws -> Forecast
}
