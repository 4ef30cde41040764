public import Reducers

extension FollowingFeature {
  /// The cities a user follows, in their order, with current conditions.
  public struct State: Equatable, Sendable {
    /// The followed cities.
    public var cities: IdentifiedArrayOf<FollowedCity> = []
    /// Whether the stored list is being loaded.
    public var isLoading = false
    /// Whether the stored list has been loaded once.
    public var hasLoaded = false
    /// The last error loading, resolving or saving, if any.
    public var error: WeatherError?
    /// How the last follow or unfollow ended; `nil` until one ends.
    public var outcome: Outcome?
    /// Set to fetch every city's current conditions as soon as the list is loaded.
    public var refreshesWhenLoaded = false
    /// The conditions requests in flight and those waiting for a slot: refreshing many cities
    /// never has more than ``RequestQueue/width`` requests open at once.
    public var refreshes = RequestQueue<City.ID>()
    /// The units current conditions are fetched in.
    public var units: Units
    /// Changes sent to storage and not answered yet.
    public var savesInFlight = 0
    /// Set when saves overlapped: their answers may arrive out of order, so once all are in, the
    /// list is read back from storage instead of taken from the last answer.
    public var reloadsWhenSaved = false

    /// An empty list, in `units`.
    public init(
      cities: IdentifiedArrayOf<FollowedCity> = [], units: Units = .metric,
      refreshesWhenLoaded: Bool = false
    ) {
      self.cities = cities
      self.units = units
      self.refreshesWhenLoaded = refreshesWhenLoaded
    }
  }
}
