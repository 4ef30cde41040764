extension ResolutionFeature {
  /// What resolving needs from the world.
  public struct Environment: Sendable {
    /// Where ids, names and postal codes are looked up.
    public var cities: CityDirectory
    /// Where the user is, for `here`.
    public var location: LocationClient

    /// An environment from its parts; one that never resolves `here` may leave `location` out.
    public init(cities: CityDirectory, location: LocationClient = .failing) {
      self.cities = cities
      self.location = location
    }
  }
}
