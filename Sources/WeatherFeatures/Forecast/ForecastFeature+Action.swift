extension ForecastFeature {
  /// What can happen on the forecast screen.
  public enum Action: Equatable, Sendable {
    /// Show `city`; a request still in flight for another city is cancelled.
    case load(City)
    /// Fetch the shown city's forecast again.
    case refresh
    /// Switch units; the forecast is fetched again in them.
    case unitsChanged(Units)
    /// Change the number of days; the forecast is fetched again.
    case daysChanged(Int)
    /// The client answered.
    case forecastResponse(Result<Forecast, WeatherError>)
    /// The history answered, after a request failed with `failure` and nothing was shown.
    case historyResponse(Forecast?, failure: WeatherError)
  }
}
