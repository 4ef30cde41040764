/// How a search result matched the query, best first.
public enum CityMatchKind: Int, Sendable, Hashable, CaseIterable {
  /// The query is the city's name (after folding case, accents and punctuation).
  case exactName
  /// The query is one of the city's alternate names, e.g. "Kiev" for Kyiv.
  case exactAlternateName
  /// The query starts the city's name, e.g. "lond" for London.
  case namePrefix
  /// The query starts one of the city's alternate names.
  case alternateNamePrefix
  /// The query is a misspelling of a name or alternate name, e.g. "londn"; suitable for a
  /// "did you mean" suggestion.
  case typo

  /// Ranking order across kinds: typos rank by edit distance, after every other kind.
  func tier(distance: Int) -> Int {
    self == .typo ? rawValue + max(distance, 1) - 1 : rawValue
  }
}
