public import WeatherFeatures

/// One city found by `CityTable.searchResults`, with how it matched.
public struct CitySearchResult: Sendable, Hashable {
  /// The city.
  public var city: City
  /// How the query matched: exact, prefix or typo, on the name or an alternate name.
  public var matchKind: CityMatchKind
  /// The folded name that matched, e.g. "kiev" for a search of "Kiev" that found Kyiv.
  public var matchedKey: String
  /// The edit distance between the folded query and `matchedKey` (0 unless a typo match).
  public var editDistance: Int

  /// A result from its parts.
  public init(city: City, matchKind: CityMatchKind, matchedKey: String, editDistance: Int) {
    self.city = city
    self.matchKind = matchKind
    self.matchedKey = matchedKey
    self.editDistance = editDistance
  }
}
