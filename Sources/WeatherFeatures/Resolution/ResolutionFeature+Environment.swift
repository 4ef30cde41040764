extension ResolutionFeature {
  /// What resolving needs from the world.
  public struct Environment: Sendable {
    /// Where ids and names are looked up.
    public var cities: CityDirectory

    /// An environment from its parts.
    public init(cities: CityDirectory) {
      self.cities = cities
    }
  }
}
