package import WeatherFeatures

extension WeatherClient {
  /// A client that makes the real one on its first call: a provider needing a key fails then,
  /// and only then, with ``WeatherError/missingAPIKey(provider:variable:)``.
  package static func deferred(_ client: Deferred<WeatherClient>) -> WeatherClient {
    WeatherClient(
      searchCities: { query in try await client.value().searchCities(query) },
      city: { id in try await client.value().city(id) },
      forecast: { city, days, units in try await client.value().forecast(city, days, units) },
      currentConditions: { city, units in try await client.value().currentConditions(city, units) }
    )
  }
}
