extension ForecastFeature {
  /// One city's forecast on screen.
  public struct State: Equatable, Sendable {
    /// The city shown.
    public var city: City?
    /// Its forecast, once fetched; kept (marked stale) when a refresh fails.
    public var forecast: Forecast?
    /// Whether a request is in flight.
    public var isLoading = false
    /// Why the last request failed, if it did.
    public var error: WeatherError?
    /// Set when the forecast shown is old: a refresh failed, or only a cached copy was available.
    public var staleness: Staleness?
    /// The units to fetch in.
    public var units: Units
    /// How many days to fetch, 1 to 16.
    public var days: Int

    /// The allowed numbers of days.
    public static let dayRange = 1...16

    /// An empty forecast screen.
    public init(units: Units = .metric, days: Int = 7) {
      self.units = units
      self.days = min(max(days, Self.dayRange.lowerBound), Self.dayRange.upperBound)
    }
  }
}
