package import WeatherFeatures

/// "1 city followed.", "3 cities followed."
package enum CityCount {
  /// The sentence for `count` followed cities in `language`, the noun in the plural form the
  /// count takes there (``Wording/citiesFollowed(_:)``).
  package static func followed(_ count: Int, language: Language = .en) -> String {
    Wording(language).citiesFollowed(count)
  }
}
