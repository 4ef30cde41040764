public import Foundation
public import Reducers

/// The forecast feature's logic.
public struct ForecastFeature: ReducerProtocol {
  /// The feature.
  public init() {}

  /// The feature erased once, for callers that keep a reducer value.
  public static let reducer = Reducer(ForecastFeature())

  struct RequestID: Hashable, Sendable {}

  /// A forecast older than this is shown as stale (the providers update about that often).
  public static let freshness: TimeInterval = 10 * 60

  /// The feature's logic.
  public var body: some ReducerProtocol<State, Action, Environment> {
    Reduce { state, action, environment in
      switch action {
      case .load(let city):
        if state.city?.id != city.id {
          state.forecast = nil
          state.staleness = nil
          state.error = nil
        }
        state.city = city
        return Self.fetch(&state, environment)

      case .refresh:
        return Self.fetch(&state, environment)

      case .unitsChanged(let units):
        guard units != state.units else { return .none }
        state.units = units
        // What is shown is converted at once, so the screen never pairs the new units' header
        // with the old units' figures while the refetch is out (or fails offline).
        state.forecast = state.forecast?.converted(to: units)
        return Self.fetch(&state, environment)

      case .daysChanged(let days):
        let days = min(max(days, State.dayRange.lowerBound), State.dayRange.upperBound)
        guard days != state.days else { return .none }
        state.days = days
        return Self.fetch(&state, environment)

      case .forecastResponse(.success(let forecast)):
        state.isLoading = false
        state.error = nil
        state.forecast = forecast
        state.staleness = Staleness.mark(
          forecast, now: environment.now(), freshness: Self.freshness)
        return .none

      case .forecastResponse(.failure(let error)):
        if let forecast = state.forecast {
          state.isLoading = false
          state.error = error
          state.staleness = Self.staleness(of: forecast, reason: error, environment)
          return .none
        }
        guard error.allowsStaleFallback, let city = state.city else {
          state.isLoading = false
          state.error = error
          return .none
        }
        let history = environment.history
        let (days, units) = (state.days, state.units)
        return .run { send in
          await send(.historyResponse(await history.latest(city, days, units), failure: error))
        }
        .cancellable(id: RequestID(), cancelInFlight: true)

      case .historyResponse(let forecast, let error):
        state.isLoading = false
        state.error = error
        if let forecast {
          state.forecast = forecast
          state.staleness = Self.staleness(of: forecast, reason: error, environment)
        }
        return .none
      }
    }
  }

  /// How old `forecast` is, and why it is shown anyway.
  static func staleness(
    of forecast: Forecast, reason: WeatherError?, _ environment: Environment
  ) -> Staleness {
    Staleness(fetchedAt: forecast.fetchedAt, now: environment.now(), reason: reason)
  }

  private static func fetch(
    _ state: inout State, _ environment: Environment
  ) -> Effect<Action> {
    guard let city = state.city else { return .none }
    state.isLoading = true
    let client = environment.weatherClient
    let (days, units) = (state.days, state.units)
    return .run { send in
      await send(.forecastResponse(await result { try await client.forecast(city, days, units) }))
    }
    .cancellable(id: RequestID(), cancelInFlight: true)
  }
}
