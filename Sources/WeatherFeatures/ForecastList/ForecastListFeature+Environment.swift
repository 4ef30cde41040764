public import Foundation

extension ForecastListFeature {
  /// What a forecast list needs from the world.
  public struct Environment: Sendable {
    /// Fetches forecasts.
    public var weatherClient: WeatherClient
    /// Forecasts fetched earlier, shown stale when a fresh one cannot be had.
    public var history: ForecastHistory
    /// The current time, for the age of a stale forecast.
    public var now: @Sendable () -> Date

    /// An environment from its parts.
    public init(
      weatherClient: WeatherClient, history: ForecastHistory,
      now: @escaping @Sendable () -> Date
    ) {
      self.weatherClient = weatherClient
      self.history = history
      self.now = now
    }
  }
}
