public import Reducers

extension SearchFeature {
  /// Finding a city: the query, its results, and the searches made recently.
  public struct State: Equatable, Sendable {
    /// What the user typed.
    public var query = ""
    /// The most results to ask for.
    public var limit = 10
    /// Keeps results to one country (ISO 3166-1 alpha-2), when set.
    public var countryCode: String?
    /// Cities matching the last completed search, best first.
    public var results: IdentifiedArrayOf<City> = []
    /// Whether a search is pending or in flight.
    public var isSearching = false
    /// Set when the last completed search found no city at all.
    public var foundNothing = false
    /// Why the last search failed, if it did.
    public var error: WeatherError?
    /// The last searches submitted or picked, newest first, at most ``maxRecentSearches``.
    public var recentSearches: [String] = []
    /// The result the user picked.
    public var selectedCity: City?
    /// Why the kept recent searches could not be read or saved (a damaged file, left as it
    /// was), if they could not.
    public var recentSearchesError: WeatherError?
    /// How many changes to the recent searches are being saved, which the app waits for
    /// before it exits.
    public var recentSavesInFlight = 0

    /// How many recent searches are kept.
    public static let maxRecentSearches = 10

    /// A search screen, optionally with a query (not yet searched) and recent searches from an
    /// earlier session.
    public init(
      query: String = "", limit: Int = 10, countryCode: String? = nil,
      recentSearches: [String] = []
    ) {
      self.query = query
      self.limit = limit
      self.countryCode = countryCode
      self.recentSearches = recentSearches
    }
  }
}
