extension SearchFeature {
  /// What searching needs from the world.
  public struct Environment: Sendable {
    /// Where cities come from.
    public var cities: CityDirectory
    /// Times the typing pause.
    public var clock: any Clock<Duration>

    /// An environment from its parts.
    public init(cities: CityDirectory, clock: any Clock<Duration>) {
      self.cities = cities
      self.clock = clock
    }
  }
}
