public import WeatherFeatures

extension CityDirectory {
  /// The directory the `weather` command uses: the embedded table, so that search and follow
  /// work offline and need nothing else, unless `onlineSearch` asks `provider` instead. An id
  /// missing from the table (a town under 15,000 people) is looked up with `provider`.
  ///
  /// The table is only read (and so only parsed) by the operations that need it, and the
  /// provider only made when asked.
  ///
  /// A postal code is looked up in `postalCodes` (US ZIP codes) unless `onlineSearch` is on or
  /// the table does not have it; then `postalSearch` is asked (a provider's
  /// ``WeatherProvider/places(postalCode:)``), else `provider` with the code as the name to
  /// search (Open-Meteo's geocoder knows postal codes); either needs the network.
  public static func live(
    table: @escaping @Sendable () -> CityTable = { .shared },
    postalCodes: @escaping @Sendable () -> PostalCodeTable = { .shared },
    provider: WeatherClient,
    postalSearch: (@Sendable (PostalCode) async throws -> [City])? = nil,
    onlineSearch: Bool = false
  ) -> CityDirectory {
    CityDirectory(
      search: { query in
        guard onlineSearch else {
          return table().searchResults(
            query.text, limit: query.limit, countryCode: query.countryCode
          ).map { result in
            CityMatch(
              city: result.city,
              isExact: result.matchKind == .exactName || result.matchKind == .exactAlternateName,
              alternateNameDistance: result.matchKind == .exactAlternateName
                ? CityTable.distance(
                  result.matchedKey, CityTable.fold(result.city.name),
                  cap: CityMatch.alternateNameDistanceCap)
                : nil)
          }
        }
        let key = CityTable.fold(query.text)
        return try await provider.searchCities(query).map { city in
          CityMatch(city: city, isExact: CityTable.fold(city.name) == key)
        }
      },
      city: { id in
        if let city = table().city(id: id) { return city }
        return try await provider.city(id)
      },
      postalCode: { code in
        if !onlineSearch, let place = postalCodes().place(code) { return [place] }
        if let postalSearch { return try await postalSearch(code) }
        return try await provider.searchCities(
          CityQuery(code.code, limit: 10, countryCode: code.countryCode))
      })
  }
}
