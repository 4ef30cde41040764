extension ResolutionFeature {
  /// What can happen while resolving.
  public enum Action: Equatable, Sendable {
    /// Resolve `request`, among `scope` when given (else among every city); a resolution in
    /// flight is cancelled.
    case resolve(PlaceRequest, among: [City]? = nil)
    /// The directory looked an id up.
    case cityResponse(Result<City, WeatherError>)
    /// The directory searched a name.
    case matchesResponse(Result<[CityMatch], WeatherError>)
    /// The directory looked a postal code up.
    case postalCodeResponse(Result<[City], WeatherError>)
    /// The location client told where the user is.
    case locationResponse(Result<Location, WeatherError>)
  }
}
