extension ForecastListFeature {
  /// What a forecast list needs from the world: the same as one forecast (a client, the
  /// forecasts fetched earlier, the time), so it is the same type.
  public typealias Environment = ForecastFeature.Environment
}
