/// Where features find cities: the embedded table, or the provider when online search is on.
///
/// Search and lookup are one client, apart from ``WeatherClient``, so that a command that only
/// looks cities up never needs a provider, a key or the network.
public struct CityDirectory: Sendable {
  /// Cities matching a query, best match first.
  public var search: @Sendable (_ query: CityQuery) async throws -> [CityMatch]
  /// The city with a GeoNames id; throws ``WeatherError/unknownCity(_:)`` when there is none.
  public var city: @Sendable (_ id: City.ID) async throws -> City
  /// The places a postal code names, best first; empty when none has it.
  public var postalCode: @Sendable (_ code: PostalCode) async throws -> [City]

  /// A directory from its operations; one that is never asked for a postal code may leave
  /// `postalCode` out (asking it then reports a test failure and throws).
  public init(
    search: @escaping @Sendable (_ query: CityQuery) async throws -> [CityMatch],
    city: @escaping @Sendable (_ id: City.ID) async throws -> City,
    postalCode: (@Sendable (_ code: PostalCode) async throws -> [City])? = nil
  ) {
    self.search = search
    self.city = city
    self.postalCode = postalCode ?? { _ in try unexpectedCall("CityDirectory.postalCode") }
  }
}

extension CityDirectory {
  /// A directory whose every operation reports a test failure and throws.
  public static var failing: CityDirectory {
    CityDirectory(
      search: { _ in try unexpectedCall("CityDirectory.search") },
      city: { _ in try unexpectedCall("CityDirectory.city") },
      postalCode: { _ in try unexpectedCall("CityDirectory.postalCode") })
  }
}
