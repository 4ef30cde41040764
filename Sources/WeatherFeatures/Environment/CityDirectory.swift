/// Where features find cities: the embedded table, or the provider when online search is on.
///
/// Search and lookup are one client, apart from ``WeatherClient``, so that a command that only
/// looks cities up never needs a provider, a key or the network.
public struct CityDirectory: Sendable {
  /// Cities matching a query, best match first.
  public var search: @Sendable (_ query: CityQuery) async throws -> [CityMatch]
  /// The city with a GeoNames id; throws ``WeatherError/unknownCity(_:)`` when there is none.
  public var city: @Sendable (_ id: City.ID) async throws -> City

  /// A directory from its operations.
  public init(
    search: @escaping @Sendable (_ query: CityQuery) async throws -> [CityMatch],
    city: @escaping @Sendable (_ id: City.ID) async throws -> City
  ) {
    self.search = search
    self.city = city
  }
}

extension CityDirectory {
  /// A directory whose every operation reports a test failure and throws.
  public static var failing: CityDirectory {
    CityDirectory(
      search: { _ in try unexpectedCall("CityDirectory.search") },
      city: { _ in try unexpectedCall("CityDirectory.city") })
  }
}
