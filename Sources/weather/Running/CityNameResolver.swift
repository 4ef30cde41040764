import WeatherClientLive
import WeatherFeatures

/// Turns a city name typed on the command line into cities from the embedded table.
///
/// Only exact matches (of the name or a common alternate name) count as the city meant; prefix
/// and typo matches become "did you mean" suggestions, so a typo never silently picks a city.
enum CityNameResolver {
  struct Resolution {
    /// Exact matches: by name, then by alternate name; most populous first within each.
    var matches: [City]
    /// Close matches to suggest when there is no exact one.
    var suggestions: [City]
  }

  static func resolve(_ name: String, countryCode: String? = nil) -> Resolution {
    let results = CityTable.shared.searchResults(name, limit: 25, countryCode: countryCode)
    // The city named so first (most populous first), then those also known by that name.
    let exact = results.filter { $0.matchKind == .exactName || $0.matchKind == .exactAlternateName }
      .sorted { ($0.matchKind.rawValue, -$0.city.population) < ($1.matchKind.rawValue, -$1.city.population) }
      .map(\.city)
    return Resolution(matches: exact, suggestions: Array(results.prefix(3).map(\.city)))
  }

  /// The failure for a name that matches no city, with suggestions.
  static func unknown(_ name: String, suggestions: [City]) -> CommandFailure {
    let hint =
      suggestions.isEmpty
      ? "; try `weather search \(name)`"
      : "; did you mean "
        + suggestions.map { "\($0.displayName) (\($0.id))" }.joined(separator: ", ") + "?"
    return CommandFailure("no city is named \"\(name)\"\(hint)", status: .unknownCity)
  }

  /// The failure for a name that matches several cities: they are listed with their ids.
  static func ambiguous(_ name: String, matches: [City], verb: String) -> CommandFailure {
    let list = matches.prefix(10).map { "  \($0.id)  \($0.displayName)" }.joined(separator: "\n")
    return CommandFailure(
      "\"\(name)\" matches \(matches.count) cities; give an id, e.g. `weather \(verb) \(matches[0].id)`:\n\(list)",
      status: .usage)
  }
}
