/// A city found for a query, with whether it matched exactly: only exact matches can be the
/// city meant, the others are suggestions.
public struct CityMatch: Hashable, Codable, Sendable {
  /// The city.
  public var city: City
  /// Whether the query is the city's name or one of its alternate names (case, accents and
  /// punctuation aside), rather than a prefix or a near miss.
  public var isExact: Bool
  /// For an exact match on an alternate name (not on the name): how many edits (insertions,
  /// deletions, substitutions, adjacent transpositions; case, accents and punctuation aside)
  /// turn that alternate name into the city's name, up to ``alternateNameDistanceCap``;
  /// `nil` otherwise. GeoNames lists misspellings among alternate names (`londn` for London):
  /// ``ResolutionFeature`` treats one within an edit of the name as a typo.
  public var alternateNameDistance: Int?

  /// The largest ``alternateNameDistance`` reported: a farther alternate name (Kyiv's "Kiev" is
  /// 2 edits away, Munich's "München" more) is reported as this many.
  public static let alternateNameDistanceCap = 3

  /// A match from its parts.
  public init(city: City, isExact: Bool, alternateNameDistance: Int? = nil) {
    self.city = city
    self.isExact = isExact
    self.alternateNameDistance = alternateNameDistance
  }
}
