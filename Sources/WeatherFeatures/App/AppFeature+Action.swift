import Reducers

extension AppFeature {
  /// Everything that can happen in the app.
  public enum Action: Equatable, Sendable {
    /// The app started: load the followed cities.
    case start
    /// Follow the place the request names (the ambiguity rule decides which).
    case follow(PlaceRequest)
    /// Stop following the followed city the request names.
    case unfollow(PlaceRequest)
    /// Fetch the forecasts of the places the request names, a few at a time.
    case showForecasts(PlaceRequest)
    /// Fetch the weather now of one place: the one given, else the ``State/defaultPlace``,
    /// else the first followed city, else where the user is (``PlaceRequest/here``).
    case showNow(PlaceRequest?)
    /// Resolve one place as ``showNow(_:)`` would (the same fallbacks), without fetching its
    /// weather: for a status line that shows only the place.
    case locate(PlaceRequest?)
    /// A search action.
    case search(SearchFeature.Action)
    /// A resolution action.
    case resolution(ResolutionFeature.Action)
    /// A following action.
    case following(FollowingFeature.Action)
    /// A forecast screen action.
    case forecast(ForecastFeature.Action)
    /// A forecast list action.
    case forecastList(ForecastListFeature.Action)
    /// Switch units everywhere.
    case unitsChanged(Units)
    /// Something the user asked for in the full-screen app.
    case interface(InterfaceFeature.Intent)
  }
}
