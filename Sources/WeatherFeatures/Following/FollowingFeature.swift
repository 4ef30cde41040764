import Foundation
public import Reducers

/// The cities a user follows, in their order, with current conditions.
public struct FollowingState: Equatable, Sendable {
  /// The followed cities.
  public var cities: IdentifiedArrayOf<FollowedCity> = []
  /// Whether the stored list is being loaded.
  public var isLoading = false
  /// Whether the stored list has been loaded once.
  public var hasLoaded = false
  /// The last error loading, resolving or saving, if any.
  public var error: WeatherError?
  /// The units current conditions are fetched in.
  public var units: Units
  /// Changes sent to storage and not answered yet.
  public var savesInFlight = 0
  /// Set when saves overlapped: their answers may arrive out of order, so once all are in, the
  /// list is read back from storage instead of taken from the last answer.
  public var reloadsWhenSaved = false

  /// An empty list, in `units`.
  public init(cities: IdentifiedArrayOf<FollowedCity> = [], units: Units = .metric) {
    self.cities = cities
    self.units = units
  }
}

/// What can happen to the followed list.
public enum FollowingAction: Equatable, Sendable {
  /// Load the stored list (on start).
  case load
  /// The stored list, or why it could not be read.
  case loaded(Result<[City], WeatherError>)
  /// Follow the city with this GeoNames id, resolving it through the client first.
  case follow(City.ID)
  /// The client resolved (or failed to resolve) the id to follow.
  case followResolved(Result<City, WeatherError>)
  /// Follow a city already known (e.g. a search result).
  case followCity(City)
  /// Stop following a city.
  case unfollow(City.ID)
  /// Move a city to a new position.
  case move(City.ID, toOffset: Int)
  /// Storage applied a change: the list as now stored, or the error and how to undo the change.
  case saved(Result<[City], WeatherError>, undo: FollowingUndo)
  /// Fetch current conditions of every followed city, concurrently.
  case refresh
  /// Fetch current conditions of one city.
  case refreshCity(City.ID)
  /// Stop fetching a city's conditions.
  case cancelRefresh(City.ID)
  /// Switch units: conditions shown in the old ones are dropped and fetched again.
  case unitsChanged(Units)
  /// A city's conditions, or why they could not be fetched.
  case conditionsResponse(City.ID, Result<CurrentConditions, WeatherError>)
  /// The user has read the error.
  case errorDismissed
}

/// How to take back an optimistic change when saving it fails.
public enum FollowingUndo: Equatable, Sendable {
  /// Remove the city that was added.
  case remove(City.ID)
  /// Put back the city that was removed, where it was.
  case insert(FollowedCity, at: Int)
  /// Move the city back to where it was.
  case move(City.ID, toOffset: Int)
}

/// What following needs from the world.
public struct FollowingEnvironment: Sendable {
  /// Resolves ids and fetches conditions.
  public var weatherClient: WeatherClient
  /// Keeps the list between runs.
  public var storage: FollowingStorage

  /// An environment from its parts.
  public init(weatherClient: WeatherClient, storage: FollowingStorage) {
    self.weatherClient = weatherClient
    self.storage = storage
  }
}

/// The following feature's logic.
///
/// Changes are shown at once and saved in the background; storage answers with the list as
/// stored (which includes changes other processes made), and a failed save is undone, so what
/// is shown and what is on disk never disagree.
public enum FollowingFeature {
  struct LoadID: Hashable, Sendable {}
  /// Each city's conditions request, cancellable on its own.
  struct RefreshID: Hashable, Sendable { let city: City.ID }

  /// The following reducer.
  public static let reducer = Reducer<FollowingState, FollowingAction, FollowingEnvironment> {
    state, action, environment in
    switch action {
    case .load:
      return load(&state, environment)

    case .loaded(.success(let cities)):
      state.isLoading = false
      state.hasLoaded = true
      state.error = nil
      state.cities = reconciled(state.cities, with: cities)
      return .none

    case .loaded(.failure(let error)):
      state.isLoading = false
      state.error = error
      return .none

    case .follow(let id):
      if let existing = state.cities[id: id] {
        state.error = .alreadyFollowing(existing.city)
        return .none
      }
      let client = environment.weatherClient
      return .run { send in
        await send(.followResolved(await result { try await client.city(id) }))
      }

    case .followResolved(.success(let city)), .followCity(let city):
      if let existing = state.cities[id: city.id] {
        state.error = .alreadyFollowing(existing.city)
        return .none
      }
      state.error = nil
      state.cities.append(FollowedCity(city: city))
      return save(.follow(city), undo: .remove(city.id), &state, environment)

    case .followResolved(.failure(let error)):
      state.error = error
      return .none

    case .unfollow(let id):
      guard let index = state.cities.index(id: id) else {
        state.error = .unknownCity(id)
        return .none
      }
      state.error = nil
      var removed = state.cities.remove(at: index)
      // Its refresh is cancelled below: if the save fails, it must come back idle.
      removed.isRefreshing = false
      return .merge(
        .cancel(id: RefreshID(city: id)),
        save(.unfollow(id), undo: .insert(removed, at: index), &state, environment)
      )

    case .move(let id, let offset):
      guard let index = state.cities.index(id: id) else {
        state.error = .unknownCity(id)
        return .none
      }
      state.error = nil
      state.cities.move(id: id, toOffset: offset)
      return save(
        .move(id, toOffset: offset), undo: .move(id, toOffset: index), &state, environment)

    case .saved(.success(let cities), _):
      state.savesInFlight = max(state.savesInFlight - 1, 0)
      guard state.savesInFlight == 0, !state.reloadsWhenSaved else {
        return savesSettled(&state, environment)
      }
      state.cities = reconciled(state.cities, with: cities)
      return .none

    case .saved(.failure(let error), let undo):
      state.savesInFlight = max(state.savesInFlight - 1, 0)
      state.error = error
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
      return savesSettled(&state, environment)

    case .refresh:
      return .merge(state.cities.ids.map { refresh($0, &state, environment) })

    case .refreshCity(let id):
      return refresh(id, &state, environment)

    case .cancelRefresh(let id):
      state.cities[id: id]?.isRefreshing = false
      return .cancel(id: RefreshID(city: id))

    case .unitsChanged(let units):
      guard units != state.units else { return .none }
      state.units = units
      // Values in the old units must not be shown under the new ones: refetch what was shown
      // (or was being fetched), and leave cities never fetched alone.
      let stale = state.cities.filter { $0.current != nil || $0.isRefreshing }.map(\.id)
      for id in stale { state.cities[id: id]?.current = nil }
      return .merge(stale.map { refresh($0, &state, environment) })

    case .conditionsResponse(let id, .success(let conditions)):
      state.cities.modify(id: id) { city in
        city.isRefreshing = false
        city.current = conditions
        city.error = nil
      }
      return .none

    case .conditionsResponse(let id, .failure(let error)):
      state.cities.modify(id: id) { city in
        city.isRefreshing = false
        city.error = error
      }
      return .none

    case .errorDismissed:
      state.error = nil
      return .none
    }
  }

  private static func load(
    _ state: inout FollowingState, _ environment: FollowingEnvironment
  ) -> Effect<FollowingAction> {
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
    _ state: inout FollowingState, _ environment: FollowingEnvironment
  ) -> Effect<FollowingAction> {
    guard state.savesInFlight == 0, state.reloadsWhenSaved else { return .none }
    state.reloadsWhenSaved = false
    return load(&state, environment)
  }

  private static func save(
    _ change: FollowingChange, undo: FollowingUndo, _ state: inout FollowingState,
    _ environment: FollowingEnvironment
  ) -> Effect<FollowingAction> {
    state.savesInFlight += 1
    if state.savesInFlight > 1 { state.reloadsWhenSaved = true }
    let storage = environment.storage
    return .run { send in
      await send(.saved(await result { try await storage.apply(change) }, undo: undo))
    }
  }

  private static func refresh(
    _ id: City.ID, _ state: inout FollowingState, _ environment: FollowingEnvironment
  ) -> Effect<FollowingAction> {
    guard let city = state.cities[id: id]?.city else { return .none }
    state.cities[id: id]?.isRefreshing = true
    let client = environment.weatherClient
    let units = state.units
    return .run { send in
      await send(.conditionsResponse(id, await result { try await client.currentConditions(city, units) }))
    }
    .cancellable(id: RefreshID(city: id), cancelInFlight: true)
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

/// The outcome of `operation` as a `Result` of ``WeatherError``, for sending back as an action.
func result<Success: Sendable>(
  _ operation: () async throws -> Success
) async -> Result<Success, WeatherError> {
  do {
    return .success(try await operation())
  } catch {
    return .failure(WeatherError(error))
  }
}
