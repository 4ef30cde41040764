public import Reducers

extension ForecastListFeature {
  /// Forecasts of several places at once (every followed city, or one place asked for).
  public struct State: Equatable, Sendable {
    /// The places, in the order asked, each with its outcome.
    public var places: IdentifiedArrayOf<PlaceForecast> = []
    /// The forecast requests in flight and those waiting for a slot: many places never have
    /// more than ``RequestQueue/width`` requests open at once.
    public var requests = RequestQueue<City.ID>()
    /// The units to fetch in.
    public var units: Units
    /// How many days to fetch, 1 to 16.
    public var days: Int

    /// No places yet.
    public init(units: Units = .metric, days: Int = 7) {
      self.units = units
      self.days = min(
        max(days, ForecastFeature.State.dayRange.lowerBound),
        ForecastFeature.State.dayRange.upperBound)
    }

    /// Whether every place has an outcome.
    public var isComplete: Bool {
      places.allSatisfy { $0.outcome != .loading }
    }
  }
}
