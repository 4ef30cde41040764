public import WeatherFeatures

extension WeatherClient {
  /// The client the `weather` command uses: cities from the embedded table (so search and
  /// follow work offline) unless `onlineSearch`, forecasts and conditions from `provider`, and
  /// forecasts kept in `cache` so that a failed request can fall back to the last one.
  ///
  /// An id missing from the table (a town under 15,000 people) is looked up with the provider.
  /// The table is only read (and so only parsed) by the operations that need it.
  public static func live(
    provider: WeatherClient,
    table: @escaping @Sendable () -> CityTable = { .shared },
    onlineSearch: Bool = false,
    cache: ForecastCache?
  ) -> WeatherClient {
    WeatherClient(
      searchCities: { query in
        if onlineSearch { return try await provider.searchCities(query) }
        return table().search(query.text, limit: query.limit, countryCode: query.countryCode)
      },
      city: { id in
        if let city = table().city(id: id) { return city }
        return try await provider.city(id)
      },
      forecast: cache.map { $0.wrapping(provider.forecast) } ?? provider.forecast,
      currentConditions: provider.currentConditions
    )
  }
}
