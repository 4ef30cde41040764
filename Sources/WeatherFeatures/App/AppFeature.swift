public import Reducers

/// The app's logic: every feature scoped to its state, plus what crosses between them.
///
/// A command names places with a ``PlaceRequest`` and says what to do with them (follow,
/// unfollow, forecast); the app resolves the request with ``ResolutionFeature`` (loading the
/// followed cities first when the request is among them) and then hands the places to the
/// feature that acts. Every outcome ends in state.
public struct AppFeature: ReducerProtocol {
  /// The feature.
  public init() {}

  /// The feature erased once, for callers that keep a reducer value.
  public static let reducer = Reducer(AppFeature())

  /// Every feature scoped to its part of the state, then what crosses between them, then the
  /// full-screen app's handling.
  public var body: some ReducerProtocol<State, Action, Environment> {
    Scope(state: \.search, action: Action.search, environment: \.search) {
      SearchFeature()
    }
    Scope(state: \.resolution, action: Action.resolution, environment: \.resolution) {
      ResolutionFeature()
    }
    Scope(state: \.following, action: Action.following, environment: \.following) {
      FollowingFeature()
    }
    Scope(state: \.forecast, action: Action.forecast, environment: \.forecast) {
      ForecastFeature()
    }
    Scope(state: \.forecastList, action: Action.forecastList, environment: \.forecastList) {
      ForecastListFeature()
    }
    Self.crossFeature
    InterfaceFeature()
  }

  private static let crossFeature = Reducer<State, Action, Environment> { state, action, _ in
    switch action {
    case .start:
      return .send(.following(.load))

    case .follow(let request):
      return begin(.follow(request), &state)

    case .unfollow(let request):
      return begin(.unfollow(request), &state)

    case .showForecasts(let request):
      return begin(.forecast(request), &state)

    case .showNow(let request):
      // The place given, else the user's own, else the first city they follow, else here.
      return begin(.now(request ?? state.defaultPlace ?? .followed), &state)

    case .locate(let request):
      return begin(.locate(request ?? state.defaultPlace ?? .followed), &state)

    case .following(.loaded(.success(let cities))):
      guard let intent = state.intent, intent.needsFollowed, state.resolution.request == nil
      else { return .none }
      // No place given or set, and none followed: the weather now is where the user is. Only
      // the weather now falls back; a forecast of "every followed city" stays empty.
      switch intent {
      case .now(.followed) where cities.isEmpty:
        state.intent = .now(.here)
        return .send(.resolution(.resolve(.here)))
      case .locate(.followed) where cities.isEmpty:
        state.intent = .locate(.here)
        return .send(.resolution(.resolve(.here)))
      default:
        return .send(.resolution(.resolve(intent.request, among: cities)))
      }

    case .following(.loaded(.failure)):
      // The list could not be read: following's error says why, and nothing is resolved.
      if state.intent?.needsFollowed == true { state.intent = nil }
      return .none

    case .resolution:
      guard let intent = state.intent, state.resolution.request == intent.request,
        let outcome = state.resolution.outcome
      else { return .none }
      state.intent = nil
      guard case .resolved(let places) = outcome, let first = places.first else { return .none }
      switch intent {
      case .follow: return .send(.following(.followCity(first.city)))
      case .unfollow: return .send(.following(.unfollow(first.id)))
      case .forecast: return .send(.forecastList(.load(places)))
      case .now: return .send(.forecastList(.load([first])))
      case .locate: return .none
      }

    case .search(.resultSelected(let id)):
      guard let city = state.search.results[id: id] else { return .none }
      return .send(.forecast(.load(city)))

    case .search(.followResultTapped(let id)):
      guard let city = state.search.results[id: id] else { return .none }
      return .send(.following(.followCity(city)))

    case .unitsChanged(let units):
      guard units != state.units else { return .none }
      state.units = units
      state.forecastList.units = units
      return .merge(
        .send(.following(.unitsChanged(units))),
        .send(.forecast(.unitsChanged(units))))

    case .search, .following, .forecast, .forecastList, .interface:
      return .none
    }
  }

  /// Starts `intent`: resolves its request at once, or loads the followed cities first.
  private static func begin(_ intent: Intent, _ state: inout State) -> Effect<Action> {
    state.intent = intent
    state.resolution = ResolutionFeature.State()
    if intent.needsFollowed { return .send(.following(.load)) }
    return .send(.resolution(.resolve(intent.request)))
  }
}
