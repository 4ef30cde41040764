extension AppFeature {
  /// The whole weather product: search, resolution, the followed cities and forecasts.
  public struct State: Equatable, Sendable {
    /// Searching for cities.
    public var search: SearchFeature.State
    /// What the user named, resolved to places.
    public var resolution: ResolutionFeature.State
    /// The followed cities.
    public var following: FollowingFeature.State
    /// The forecast shown on its own screen.
    public var forecast: ForecastFeature.State
    /// Forecasts of several places at once.
    public var forecastList: ForecastListFeature.State
    /// What to do with the places being resolved, once they are.
    public var intent: Intent?
    /// The units everything is shown in.
    public var units: Units
    /// The place the user set as theirs (the config file's `place`), for a request that names
    /// none: ``AppFeature/Action/showNow(_:)`` falls back to it before the followed cities.
    public var defaultPlace: PlaceRequest?
    /// The full-screen app's focus, selection and overlays; `nil` in the one-shot commands.
    public var interface: InterfaceFeature.ScreenState?

    /// A fresh app in `units`, fetching `forecastDays` days, optionally with a search set up,
    /// and with `interface` when it runs full screen.
    public init(
      units: Units = .metric, forecastDays: Int = 7,
      search: SearchFeature.State = SearchFeature.State(),
      interface: InterfaceFeature.ScreenState? = nil
    ) {
      self.search = search
      self.resolution = ResolutionFeature.State()
      self.following = FollowingFeature.State(units: units)
      self.forecast = ForecastFeature.State(units: units, days: forecastDays)
      self.forecastList = ForecastListFeature.State(units: units, days: forecastDays)
      self.units = units
      self.interface = interface
    }
  }

  /// What a command asked the app to do with the places a request names, kept until the
  /// request is resolved.
  public enum Intent: Hashable, Sendable {
    /// Follow the one place.
    case follow(PlaceRequest)
    /// Stop following the one place, resolved among the followed cities once they are loaded.
    case unfollow(PlaceRequest)
    /// Fetch the forecast of every place (the followed cities are loaded first for
    /// ``PlaceRequest/followed``).
    case forecast(PlaceRequest)
    /// Fetch the forecast of the first place only: the weather now, for a status line.
    case now(PlaceRequest)
    /// Resolve the first place only, fetching nothing.
    case locate(PlaceRequest)

    /// The request to resolve.
    public var request: PlaceRequest {
      switch self {
      case .follow(let request), .unfollow(let request), .forecast(let request),
        .now(let request), .locate(let request):
        request
      }
    }

    /// Whether the request is resolved among the followed cities, which are loaded first.
    public var needsFollowed: Bool {
      switch self {
      case .unfollow: true
      case .forecast(let request), .now(let request), .locate(let request):
        request == .followed
      case .follow: false
      }
    }
  }
}
