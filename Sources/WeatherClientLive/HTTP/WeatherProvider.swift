public import WeatherFeatures

/// A source of cities and forecasts, such as Open-Meteo or OpenWeatherMap.
///
/// Providers are small values; ``WeatherFeatures/WeatherClient/init(provider:)`` turns one into
/// the client the features use, and each operation can be replaced afterwards (by an offline city
/// table, a cache…).
public protocol WeatherProvider: Sendable {
  /// Cities matching `query`, best match first, at most `query.limit` of them, only in
  /// `query.countryCode` when it is given.
  func searchCities(_ query: CityQuery) async throws -> [City]
  /// The places `postalCode` belongs to, best first; none when the provider does not know it.
  func places(postalCode: PostalCode) async throws -> [City]
  /// The city with a GeoNames id; throws ``WeatherError/unknownCity(_:)`` when there is none.
  func city(id: City.ID) async throws -> City
  /// The forecast for `city`, `days` days long, in `units`.
  func forecast(for city: City, days: Int, units: Units) async throws -> Forecast
  /// The current conditions only.
  func currentConditions(for city: City, units: Units) async throws -> CurrentConditions
}

extension WeatherProvider {
  /// The code searched as a name, in its country: a geocoder that knows postal codes among its
  /// names (Open-Meteo's) finds their places this way.
  public func places(postalCode: PostalCode) async throws -> [City] {
    try await searchCities(
      CityQuery(postalCode.code, limit: 10, countryCode: postalCode.countryCode))
  }
}

extension WeatherClient {
  /// A client whose every operation asks `provider`.
  public init(provider: some WeatherProvider) {
    self.init(
      searchCities: { query in try await provider.searchCities(query) },
      city: { id in try await provider.city(id: id) },
      forecast: { city, days, units in
        let forecast = try await provider.forecast(for: city, days: days, units: units)
        try ProviderSanity.check(forecast)
        return forecast
      },
      currentConditions: { city, units in
        let conditions = try await provider.currentConditions(for: city, units: units)
        try ProviderSanity.check(conditions)
        return conditions
      })
  }
}
