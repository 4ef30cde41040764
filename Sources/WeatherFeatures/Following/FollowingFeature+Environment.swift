public import Foundation

extension FollowingFeature {
  /// What following needs from the world.
  public struct Environment: Sendable {
    /// Resolves ids to follow.
    public var cities: CityDirectory
    /// Fetches current conditions.
    public var weatherClient: WeatherClient
    /// Keeps the list between runs.
    public var storage: FollowingStorage
    /// Weather fetched earlier, shown with its age for a city whose refresh fails and that
    /// shows nothing yet.
    public var history: ForecastHistory
    /// The current time, for the age of the last known weather.
    public var now: @Sendable () -> Date

    /// An environment from its parts; without a `history` a failed refresh shows nothing.
    public init(
      cities: CityDirectory, weatherClient: WeatherClient, storage: FollowingStorage,
      history: ForecastHistory = .empty, now: @escaping @Sendable () -> Date = Date.init
    ) {
      self.cities = cities
      self.weatherClient = weatherClient
      self.storage = storage
      self.history = history
      self.now = now
    }
  }
}
