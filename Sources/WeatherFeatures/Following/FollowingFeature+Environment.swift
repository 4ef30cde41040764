extension FollowingFeature {
  /// What following needs from the world.
  public struct Environment: Sendable {
    /// Resolves ids to follow.
    public var cities: CityDirectory
    /// Fetches current conditions.
    public var weatherClient: WeatherClient
    /// Keeps the list between runs.
    public var storage: FollowingStorage

    /// An environment from its parts.
    public init(cities: CityDirectory, weatherClient: WeatherClient, storage: FollowingStorage) {
      self.cities = cities
      self.weatherClient = weatherClient
      self.storage = storage
    }
  }
}
