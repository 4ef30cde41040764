/// A city found for a query, with whether it matched exactly: only exact matches can be the
/// city meant, the others are suggestions.
public struct CityMatch: Hashable, Codable, Sendable {
  /// The city.
  public var city: City
  /// Whether the query is the city's name or one of its alternate names (case, accents and
  /// punctuation aside), rather than a prefix or a near miss.
  public var isExact: Bool

  /// A match from its parts.
  public init(city: City, isExact: Bool) {
    self.city = city
    self.isExact = isExact
  }
}
