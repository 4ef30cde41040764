/// One place of a forecast list and how its forecast came out.
public struct PlaceForecast: Identifiable, Equatable, Sendable {
  /// How fetching one place's forecast ended, or that it has not yet.
  public enum Outcome: Equatable, Sendable {
    /// The request is in flight.
    case loading
    /// A forecast fetched just now (or within the provider's update interval).
    case fresh(Forecast)
    /// A fresh forecast could not be had; this one, fetched earlier, stands in.
    case stale(Forecast, Staleness)
    /// No forecast could be had, and none was kept.
    case failed(WeatherError)
  }

  /// The place, with the namesakes it was chosen over.
  public var place: ResolvedPlace
  /// Its forecast, or why there is none.
  public var outcome: Outcome

  /// The place's id.
  public var id: City.ID { place.id }

  /// A place whose forecast is being fetched.
  public init(place: ResolvedPlace, outcome: Outcome = .loading) {
    self.place = place
    self.outcome = outcome
  }

  /// The forecast to show, fresh or stale.
  public var forecast: Forecast? {
    switch outcome {
    case .fresh(let forecast), .stale(let forecast, _): forecast
    case .loading, .failed: nil
    }
  }
}
