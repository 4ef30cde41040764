extension SearchFeature {
  /// What searching needs from the world.
  public struct Environment: Sendable {
    /// Where cities come from.
    public var cities: CityDirectory
    /// Times the typing pause.
    public var clock: any Clock<Duration>
    /// Where the recent searches are kept between runs.
    public var recentSearches: RecentSearchesStorage

    /// An environment from its parts; recent searches are kept nowhere unless a storage is
    /// given.
    public init(
      cities: CityDirectory, clock: any Clock<Duration>,
      recentSearches: RecentSearchesStorage = .inMemory()
    ) {
      self.cities = cities
      self.clock = clock
      self.recentSearches = recentSearches
    }
  }
}
