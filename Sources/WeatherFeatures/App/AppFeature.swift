public import Foundation
public import Reducers

/// The whole weather product: search, the followed cities and a forecast.
public struct AppState: Equatable, Sendable {
  /// Searching for cities.
  public var search: SearchState
  /// The followed cities.
  public var following: FollowingState
  /// The forecast shown.
  public var forecast: ForecastState
  /// The units everything is shown in.
  public var units: Units
  /// The full-screen app's focus, selection and overlays; `nil` in the one-shot commands.
  public var interface: InterfaceFeature.State?

  /// A fresh app in `units`, with `interface` when it runs full screen.
  public init(
    units: Units = .metric, forecastDays: Int = 7, interface: InterfaceFeature.State? = nil
  ) {
    self.search = SearchState()
    self.following = FollowingState(units: units)
    self.forecast = ForecastState(units: units, days: forecastDays)
    self.units = units
    self.interface = interface
  }
}

/// Everything that can happen in the app.
public enum AppAction: Equatable, Sendable {
  /// The app started: load the followed cities.
  case start
  /// A search action.
  case search(SearchAction)
  /// A following action.
  case following(FollowingAction)
  /// A forecast action.
  case forecast(ForecastAction)
  /// Switch units everywhere.
  case unitsChanged(Units)
  /// Something the user asked for in the full-screen app.
  case interface(InterfaceFeature.Action)
}

/// The one environment of the app; each feature's is derived from it.
public struct AppEnvironment: Sendable {
  /// Cities, forecasts and conditions.
  public var weatherClient: WeatherClient
  /// The followed cities between runs.
  public var followingStorage: FollowingStorage
  /// Debounces and timing.
  public var clock: any Clock<Duration>
  /// The current time.
  public var now: @Sendable () -> Date

  /// An environment from its parts.
  public init(
    weatherClient: WeatherClient, followingStorage: FollowingStorage,
    clock: any Clock<Duration>, now: @escaping @Sendable () -> Date
  ) {
    self.weatherClient = weatherClient
    self.followingStorage = followingStorage
    self.clock = clock
    self.now = now
  }

  /// The search feature's environment.
  public var search: SearchEnvironment {
    SearchEnvironment(weatherClient: weatherClient, clock: clock)
  }

  /// The following feature's environment.
  public var following: FollowingEnvironment {
    FollowingEnvironment(weatherClient: weatherClient, storage: followingStorage)
  }

  /// The forecast feature's environment.
  public var forecast: ForecastEnvironment {
    ForecastEnvironment(weatherClient: weatherClient, now: now)
  }
}

extension AppAction {
  /// The path to search actions.
  public static let searchPath = CasePath<AppAction, SearchAction>(embed: AppAction.search) {
    guard case .search(let action) = $0 else { return nil }
    return action
  }

  /// The path to following actions.
  public static let followingPath = CasePath<AppAction, FollowingAction>(
    embed: AppAction.following
  ) {
    guard case .following(let action) = $0 else { return nil }
    return action
  }

  /// The path to forecast actions.
  public static let forecastPath = CasePath<AppAction, ForecastAction>(embed: AppAction.forecast)
  {
    guard case .forecast(let action) = $0 else { return nil }
    return action
  }
}

/// The app's logic: the three features pulled back, plus what crosses between them.
public enum AppFeature {
  /// The app reducer.
  public static let reducer = Reducer<AppState, AppAction, AppEnvironment>.combine(
    SearchFeature.reducer.pullback(
      state: \.search, action: AppAction.searchPath, environment: \.search),
    FollowingFeature.reducer.pullback(
      state: \.following, action: AppAction.followingPath, environment: \.following),
    ForecastFeature.reducer.pullback(
      state: \.forecast, action: AppAction.forecastPath, environment: \.forecast),
    crossFeature,
    InterfaceFeature.reducer
  )

  private static let crossFeature = Reducer<AppState, AppAction, AppEnvironment> {
    state, action, _ in
    switch action {
    case .start:
      return .send(.following(.load))

    case .search(.resultSelected(let id)):
      guard let city = state.search.results[id: id] else { return .none }
      return .send(.forecast(.load(city)))

    case .search(.followResultTapped(let id)):
      guard let city = state.search.results[id: id] else { return .none }
      return .send(.following(.followCity(city)))

    case .unitsChanged(let units):
      guard units != state.units else { return .none }
      state.units = units
      return .merge(
        .send(.following(.unitsChanged(units))),
        .send(.forecast(.unitsChanged(units))))

    case .search, .following, .forecast, .interface:
      return .none
    }
  }
}
