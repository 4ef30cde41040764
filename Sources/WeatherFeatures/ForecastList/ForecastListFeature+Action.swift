extension ForecastListFeature {
  /// What can happen to a forecast list.
  public enum Action: Equatable, Sendable {
    /// Fetch the forecasts of `places`, in order, a few at a time (``State/requests``); a list
    /// still loading is cancelled.
    case load([ResolvedPlace])
    /// The client answered for one place.
    case forecastResponse(City.ID, Result<Forecast, WeatherError>)
    /// The history answered for one place whose request failed with `failure`.
    case historyResponse(City.ID, Forecast?, failure: WeatherError)
  }
}
