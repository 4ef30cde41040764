import Foundation
public import Reducers

/// Forecasts of several places fetched concurrently, each ending on its own: one place failing
/// never hides the others.
///
/// At most ``State/requests``' width of requests are in flight at once, started in the order the
/// places were asked for; the rest start as earlier ones answer.
///
/// A request that fails because the service could not be reached or had trouble
/// (``WeatherError/allowsStaleFallback``) falls back to the latest forecast kept for that place,
/// shown stale with the reason; a failure the user must fix (a key, an unknown city) is shown as
/// it is.
public struct ForecastListFeature: ReducerProtocol {
  /// The feature.
  public init() {}

  /// The feature erased once, for callers that keep a reducer value.
  public static let reducer = Reducer(ForecastListFeature())

  /// Each place's request, cancellable on its own.
  struct PlaceID: Hashable, Sendable { let place: City.ID }

  /// The feature's logic.
  public var body: some ReducerProtocol<State, Action, Environment> {
    Reduce { state, action, environment in
      switch action {
      case .load(let places):
        // Places asked for again are cancelled by their new request (cancelInFlight); a separate
        // cancel could run after the new request started and cancel it too.
        let kept = Set(places.map(\.id))
        let cancelled = state.places.ids.filter { !kept.contains($0) }
        state.places = IdentifiedArray(places.map { PlaceForecast(place: $0) })
        state.requests.waiting = []
        _ = state.requests.keep { kept.contains($0) }
        let started = state.requests.request(state.places.ids)
        return .merge(
          .cancel(ids: cancelled.map { PlaceID(place: $0) }),
          Self.requests(started, state, environment))

      case .forecastResponse(let id, let result):
        // An answer to a request no longer in flight (its place was dropped) is late.
        guard state.requests.inFlight.contains(id) else { return .none }
        let effect = Self.outcome(id, result, &state, environment)
        return .merge(effect, Self.requests(state.requests.finish(id), state, environment))

      case .historyResponse(let id, .some(let forecast), let error):
        state.places[id: id]?.outcome = .stale(
          forecast, Staleness(fetchedAt: forecast.fetchedAt, now: environment.now(), reason: error))
        return .none

      case .historyResponse(let id, .none, let error):
        state.places[id: id]?.outcome = .failed(error)
        return .none
      }
    }
  }

  /// The forecast requests of `ids`, each replacing any still in flight for its place.
  private static func requests(
    _ ids: [City.ID], _ state: State, _ environment: Environment
  ) -> Effect<Action> {
    let client = environment.weatherClient
    let (days, units) = (state.days, state.units)
    return .merge(
      ids.compactMap { id in
        guard let city = state.places[id: id]?.place.city else { return nil }
        return Effect<Action>.run { send in
          await send(
            .forecastResponse(
              city.id, await result { try await client.forecast(city, days, units) }))
        }
        .cancellable(id: PlaceID(place: city.id), cancelInFlight: true)
      })
  }

  /// Records how the request for `id` ended: fresh or stale by age, failed, or (when the service
  /// failed) a look in the history for an older forecast.
  private static func outcome(
    _ id: City.ID, _ result: Result<Forecast, WeatherError>, _ state: inout State,
    _ environment: Environment
  ) -> Effect<Action> {
    switch result {
    case .success(let forecast):
      state.places[id: id]?.outcome =
        Staleness.mark(forecast, now: environment.now(), freshness: ForecastFeature.freshness)
        .map { .stale(forecast, $0) } ?? .fresh(forecast)
      return .none

    case .failure(let error):
      guard error.allowsStaleFallback, let city = state.places[id: id]?.place.city else {
        state.places[id: id]?.outcome = .failed(error)
        return .none
      }
      let history = environment.history
      let (days, units) = (state.days, state.units)
      return .run { send in
        await send(.historyResponse(id, await history.latest(city, days, units), failure: error))
      }
      .cancellable(id: PlaceID(place: id), cancelInFlight: true)
    }
  }
}
