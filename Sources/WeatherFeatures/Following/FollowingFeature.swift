import Foundation
public import Reducers

/// The following feature's logic.
///
/// Changes are shown at once and saved in the background; storage answers with the list as
/// stored (which includes changes other processes made), and a failed save is undone, so what
/// is shown and what is on disk never disagree.
public struct FollowingFeature: ReducerProtocol {
  /// The feature.
  public init() {}

  /// The feature erased once, for callers that keep a reducer value.
  public static let reducer = Reducer(FollowingFeature())

  struct LoadID: Hashable, Sendable {}
  /// Each city's conditions request, cancellable on its own.
  struct RefreshID: Hashable, Sendable { let city: City.ID }

  /// The feature's logic.
  public var body: some ReducerProtocol<State, Action, Environment> {
    Reduce { state, action, environment in
      switch action {
      case .load:
        return Self.load(&state, environment)

      case .loaded(.success(let cities)):
        state.isLoading = false
        state.hasLoaded = true
        state.error = nil
        state.cities = Self.reconciled(state.cities, with: cities)
        let settled = Self.settleRefreshes(&state, environment)
        guard state.refreshesWhenLoaded else { return settled }
        state.refreshesWhenLoaded = false
        return .merge(settled, Self.refresh(Array(state.cities.ids), &state, environment))

      case .loaded(.failure(let error)):
        state.isLoading = false
        state.error = error
        state.refreshesWhenLoaded = false
        return .none

      case .follow(let id):
        if let existing = state.cities[id: id] {
          state.outcome = .alreadyFollowing(existing.city)
          return .none
        }
        state.outcome = nil
        let cities = environment.cities
        return .run { send in
          await send(.followResolved(await result { try await cities.city(id) }))
        }

      case .followResolved(.success(let city)), .followCity(let city):
        if city.isPosition {
          state.outcome = .notACity(city)
          return .none
        }
        if let existing = state.cities[id: city.id] {
          state.outcome = .alreadyFollowing(existing.city)
          return .none
        }
        state.error = nil
        state.outcome = nil
        state.cities.append(FollowedCity(city: city))
        return Self.save(.follow(city), undo: .remove(city.id), &state, environment)

      case .followResolved(.failure(let error)):
        state.error = error
        state.outcome = .failed(error)
        return .none

      case .unfollow(let id):
        guard let index = state.cities.index(id: id) else {
          state.outcome = .notFollowing(id)
          return .none
        }
        state.error = nil
        state.outcome = nil
        var removed = state.cities.remove(at: index)
        // Its refresh is cancelled below: if the save fails, it must come back idle.
        removed.isRefreshing = false
        return .merge(
          Self.settleRefreshes(&state, environment),
          Self.save(.unfollow(id), undo: .insert(removed, at: index), &state, environment)
        )

      case .move(let id, let offset):
        guard let index = state.cities.index(id: id) else {
          state.error = .unknownCity(id)
          return .none
        }
        state.error = nil
        state.cities.move(id: id, toOffset: offset)
        return Self.save(
          .move(id, toOffset: offset), undo: .move(id, toOffset: index), &state, environment)

      case .saved(.success(let cities), let undo):
        state.savesInFlight = max(state.savesInFlight - 1, 0)
        switch undo {
        case .remove(let id):
          if let city = cities.first(where: { $0.id == id }) { state.outcome = .followed(city) }
        case .insert(let removed, _):
          state.outcome = .unfollowed(removed.city)
        case .move:
          break
        }
        guard state.savesInFlight == 0, !state.reloadsWhenSaved else {
          return Self.savesSettled(&state, environment)
        }
        state.cities = Self.reconciled(state.cities, with: cities)
        return Self.settleRefreshes(&state, environment)

      case .saved(.failure(let error), let undo):
        state.savesInFlight = max(state.savesInFlight - 1, 0)
        switch (error, undo) {
        case (.alreadyFollowing(let city), .remove):
          // Another process followed it first: what the user asked for holds.
          state.outcome = .alreadyFollowing(city)
        case (.unknownCity(let id), .insert):
          // Another process unfollowed it first: likewise.
          state.outcome = .notFollowing(id)
        case (_, .remove), (_, .insert):
          state.error = error
          state.outcome = .failed(error)
        case (_, .move):
          state.error = error
        }
        switch undo {
        case .remove(let id):
          state.cities.remove(id: id)
        case .insert(let city, let index):
          state.cities.insert(city, at: index)
        case .move(let id, let offset):
          state.cities.move(id: id, toOffset: offset)
        }
        switch error {
        case .alreadyFollowing, .unknownCity:
          // Storage disagrees with what was shown (another process made that change first):
          // read the list back rather than trust the undo.
          state.reloadsWhenSaved = true
        default:
          break
        }
        return .merge(
          Self.settleRefreshes(&state, environment), Self.savesSettled(&state, environment))

      case .refresh:
        return Self.refresh(Array(state.cities.ids), &state, environment)

      case .refreshCity(let id):
        return Self.refresh([id], &state, environment)

      case .cancelRefresh(let id):
        state.cities[id: id]?.isRefreshing = false
        return Self.settleRefreshes(&state, environment)

      case .cancelRefreshes:
        for id in state.refreshes.inFlight.union(state.refreshes.waiting) {
          state.cities[id: id]?.isRefreshing = false
        }
        return .cancel(ids: state.refreshes.removeAll().map { RefreshID(city: $0) })

      case .unitsChanged(let units):
        guard units != state.units else { return .none }
        state.units = units
        // Values in the old units must not be shown under the new ones: refetch what was shown
        // (or was being fetched), and leave cities never fetched alone.
        let stale = state.cities.filter { $0.current != nil || $0.isRefreshing }.map(\.id)
        for id in stale {
          state.cities[id: id]?.current = nil
          state.cities[id: id]?.staleness = nil
        }
        return Self.refresh(stale, &state, environment)

      case .conditionsResponse(let id, let result):
        // An answer to a request no longer in flight (cancelled, or its city unfollowed) is late.
        guard state.refreshes.inFlight.contains(id) else { return .none }
        state.cities.modify(id: id) { city in
          city.isRefreshing = false
          switch result {
          case .success(let conditions):
            city.current = conditions
            city.error = nil
            city.staleness = nil
          case .failure(let error):
            city.error = error
            city.staleness?.reason = error
          }
        }
        return Self.requests(state.refreshes.finish(id), state, environment)

      case .lastKnown(let id, let conditions, let fetchedAt, let error):
        guard state.refreshes.inFlight.contains(id) else { return .none }
        let staleness = Staleness(fetchedAt: fetchedAt, now: environment.now(), reason: error)
        state.cities.modify(id: id) { city in
          city.isRefreshing = false
          city.current = conditions
          city.error = error
          city.staleness = staleness
        }
        return Self.requests(state.refreshes.finish(id), state, environment)

      case .errorDismissed:
        state.error = nil
        return .none
      }
    }
  }

  private static func load(
    _ state: inout State, _ environment: Environment
  ) -> Effect<Action> {
    state.isLoading = true
    let storage = environment.storage
    return .run { send in
      await send(.loaded(await result { try await storage.load() }))
    }
    .cancellable(id: LoadID(), cancelInFlight: true)
  }

  /// After an answer to overlapping saves: once the last is in, read the list back, since the
  /// answers (each the list as stored then) may have arrived out of order.
  private static func savesSettled(
    _ state: inout State, _ environment: Environment
  ) -> Effect<Action> {
    guard state.savesInFlight == 0, state.reloadsWhenSaved else { return .none }
    state.reloadsWhenSaved = false
    return load(&state, environment)
  }

  private static func save(
    _ change: FollowingChange, undo: Undo, _ state: inout State,
    _ environment: Environment
  ) -> Effect<Action> {
    state.savesInFlight += 1
    if state.savesInFlight > 1 { state.reloadsWhenSaved = true }
    let storage = environment.storage
    return .run { send in
      await send(.saved(await result { try await storage.apply(change) }, undo: undo))
    }
  }

  /// Marks the followed cities among `ids` refreshing and asks for their conditions, in order,
  /// at most `state.refreshes.width` at a time; the rest start as earlier ones answer.
  private static func refresh(
    _ ids: [City.ID], _ state: inout State, _ environment: Environment
  ) -> Effect<Action> {
    let followed = ids.filter { state.cities.contains(id: $0) }
    for id in followed { state.cities[id: id]?.isRefreshing = true }
    return requests(state.refreshes.request(followed), state, environment)
  }

  /// The conditions requests of `ids`, each replacing any still in flight for its city. When
  /// one fails in a way an older answer can stand in for (offline, timed out, the provider's
  /// trouble) and the city shows nothing yet, the history's last known conditions are sent
  /// instead of the bare failure, so a run offline shows what an earlier run fetched, with
  /// its age.
  private static func requests(
    _ ids: [City.ID], _ state: State, _ environment: Environment
  ) -> Effect<Action> {
    let client = environment.weatherClient
    let history = environment.history
    let units = state.units
    return .merge(
      ids.compactMap { id in
        guard let followed = state.cities[id: id] else { return nil }
        let city = followed.city
        let showsNothing = followed.current == nil
        return Effect<Action>.run { send in
          let answer = await result { try await client.currentConditions(city, units) }
          // A cancelled request is superseded or its city gone: nothing to stand in for.
          if case .failure(let error) = answer, showsNothing, error.allowsStaleFallback,
            !Task.isCancelled, let kept = await history.latest(city, 1, units)
          {
            await send(.lastKnown(id, kept.current, fetchedAt: kept.fetchedAt, failure: error))
            return
          }
          await send(.conditionsResponse(id, answer))
        }
        .cancellable(id: RefreshID(city: id), cancelInFlight: true)
      })
  }

  /// After the list or a city's refreshing changed: drops the requests of cities no longer
  /// followed or no longer refreshing (cancelling those in flight) and starts waiting ones in
  /// the slots they free.
  private static func settleRefreshes(
    _ state: inout State, _ environment: Environment
  ) -> Effect<Action> {
    guard !state.refreshes.isEmpty else { return .none }
    let cities = state.cities
    let (cancelled, started) = state.refreshes.keep { cities[id: $0]?.isRefreshing == true }
    return .merge(
      .cancel(ids: cancelled.map { RefreshID(city: $0) }), requests(started, state, environment))
  }

  /// The stored list, keeping the conditions already fetched for cities still in it.
  private static func reconciled(
    _ current: IdentifiedArrayOf<FollowedCity>, with cities: [City]
  ) -> IdentifiedArrayOf<FollowedCity> {
    IdentifiedArray(
      cities.map { city in
        var followed = current[id: city.id] ?? FollowedCity(city: city)
        followed.city = city
        return followed
      })
  }
}
