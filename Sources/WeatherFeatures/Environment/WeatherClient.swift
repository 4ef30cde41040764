import Reducers
import ReducersDebugging

/// The features' only way to reach weather data, as a struct of closures so tests can replace any
/// one of them.
public struct WeatherClient: Sendable {
  /// Cities matching a query, best match first.
  public var searchCities: @Sendable (_ query: CityQuery) async throws -> [City]
  /// The city with a GeoNames id; throws ``WeatherError/unknownCity(_:)`` when there is none.
  public var city: @Sendable (_ id: City.ID) async throws -> City
  /// The forecast for `city`, `days` days (1–16) long, in `units`.
  public var forecast:
    @Sendable (_ city: City, _ days: Int, _ units: Units) async throws -> Forecast
  /// The current conditions only, cheaper than a whole forecast.
  public var currentConditions:
    @Sendable (_ city: City, _ units: Units) async throws -> CurrentConditions

  /// A client from its operations.
  public init(
    searchCities: @escaping @Sendable (_ query: CityQuery) async throws -> [City],
    city: @escaping @Sendable (_ id: City.ID) async throws -> City,
    forecast:
      @escaping @Sendable (_ city: City, _ days: Int, _ units: Units) async throws
      -> Forecast,
    currentConditions:
      @escaping @Sendable (_ city: City, _ units: Units) async throws
      -> CurrentConditions
  ) {
    self.searchCities = searchCities
    self.city = city
    self.forecast = forecast
    self.currentConditions = currentConditions
  }
}

extension WeatherClient {
  /// A client whose every operation reports a test failure and throws, so that a test states
  /// exactly which calls it expects by overriding them.
  public static var failing: WeatherClient {
    WeatherClient(
      searchCities: { _ in try unexpectedCall("WeatherClient.searchCities") },
      city: { _ in try unexpectedCall("WeatherClient.city") },
      forecast: { _, _, _ in try unexpectedCall("WeatherClient.forecast") },
      currentConditions: { _, _ in try unexpectedCall("WeatherClient.currentConditions") }
    )
  }
}

/// The error thrown by an operation a test did not expect to be called.
public struct UnimplementedError: Error, Hashable, Sendable {
  /// The operation, e.g. "WeatherClient.forecast".
  public var operation: String
}

func unexpectedCall<T>(
  _ operation: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) throws -> T {
  reportIssue(
    "Unimplemented: \(operation) was called", fileID: fileID, filePath: filePath, line: line,
    column: column)
  throw UnimplementedError(operation: operation)
}
