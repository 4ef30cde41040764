/// "1 city followed.", "3 cities followed."
package enum CityCount {
  /// The sentence for `count` followed cities.
  package static func followed(_ count: Int) -> String {
    "\(count) cit\(count == 1 ? "y" : "ies") followed."
  }
}
