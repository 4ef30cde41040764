import Foundation
public import Reducers

/// The search feature's logic: a query searches names, or the postal code it is (``PostalCode``'s
/// rule: `10001`, `SW1A 1AA`, `zip:…`); submitted and picked searches are kept, newest first,
/// at most ``State/maxRecentSearches``, each once (case aside), in the environment's storage.
public struct SearchFeature: ReducerProtocol {
  /// The feature.
  public init() {}

  /// The feature erased once, for callers that keep a reducer value.
  public static let reducer = Reducer(SearchFeature())

  /// Cancels the pending or running search when a newer one starts.
  struct SearchID: Hashable, Sendable {}

  /// How long typing must pause before a search starts.
  public static let debounce: Duration = .milliseconds(300)

  /// Bindings first, then the search itself.
  public var body: some ReducerProtocol<State, Action, Environment> {
    BindingReducer()
    Reduce { state, action, environment in
      switch action {
      case .binding(\.query):
        let query = state.query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !query.isEmpty else {
          state.results = []
          state.isSearching = false
          state.foundNothing = false
          state.error = nil
          return .cancel(id: SearchID())
        }
        state.isSearching = true
        return Self.search(query, state, environment)
          .debounce(id: SearchID(), for: Self.debounce, clock: environment.clock)

      case .binding:
        return .none

      case .searchSubmitted:
        let query = state.query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !query.isEmpty else { return .cancel(id: SearchID()) }
        state.isSearching = true
        return .merge(
          Self.search(query, state, environment)
            .cancellable(id: SearchID(), cancelInFlight: true),
          Self.save(.remember(query), &state, environment))

      case .searchResponse(.success(let cities)):
        state.isSearching = false
        state.error = nil
        state.results = IdentifiedArray(cities)
        state.foundNothing = cities.isEmpty
        return .none

      case .searchResponse(.failure(let error)):
        state.isSearching = false
        state.error = error
        state.results = []
        state.foundNothing = false
        return .none

      case .resultSelected(let id):
        guard let city = state.results[id: id] else { return .none }
        state.selectedCity = city
        return Self.save(
          .remember(state.query.trimmingCharacters(in: .whitespacesAndNewlines)), &state,
          environment)

      case .followResultTapped:
        return .none

      case .recentSearchSelected(let query):
        let query = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !query.isEmpty else { return .none }
        state.query = query
        state.isSearching = true
        return .merge(
          Self.search(query, state, environment)
            .cancellable(id: SearchID(), cancelInFlight: true),
          Self.save(.remember(query), &state, environment))

      case .recentSearchRemoved(let query):
        return Self.save(.remove(query), &state, environment)

      case .rememberQuery:
        let query = state.query.trimmingCharacters(in: .whitespacesAndNewlines)
        return Self.save(.remember(query), &state, environment)

      case .loadRecentSearches:
        let storage = environment.recentSearches
        return .run { send in
          await send(.recentSearchesLoaded(await result { try await storage.load() }))
        }

      case .recentSearchesLoaded(.success(let searches)):
        state.recentSearchesError = nil
        // Searches made while the list was read come first.
        state.recentSearches = state.recentSearches.reversed().reduce(searches) {
          $0.applying(.remember($1))
        }
        return .none

      case .recentSearchesSaved(.success):
        // The list shown already has the change; other processes' searches show next time.
        state.recentSavesInFlight -= 1
        state.recentSearchesError = nil
        return .none

      case .recentSearchesSaved(.failure(let error)):
        state.recentSavesInFlight -= 1
        state.recentSearchesError = error
        return .none

      case .recentSearchesLoaded(.failure(let error)):
        state.recentSearchesError = error
        return .none
      }
    }
  }

  /// Searches names, or the postal code `text` is (a 5-digit one as a US ZIP code unless a
  /// country is set).
  private static func search(
    _ text: String, _ state: State, _ environment: Environment
  ) -> Effect<Action> {
    let cities = environment.cities
    if let code = PostalCode.searched(text, countryCode: state.countryCode) {
      let limit = state.limit
      return .run { send in
        await send(
          .searchResponse(await result { Array(try await cities.postalCode(code).prefix(limit)) }))
      }
    }
    let query = CityQuery(text, limit: state.limit, countryCode: state.countryCode)
    return .run { send in
      await send(.searchResponse(await result { try await cities.search(query).map(\.city) }))
    }
  }

  /// Applies `change` to the recent searches at once, and saves it, answered with
  /// ``Action/recentSearchesSaved(_:)``. Nothing is saved when nothing changed.
  private static func save(
    _ change: RecentSearchChange, _ state: inout State, _ environment: Environment
  ) -> Effect<Action> {
    let changed = state.recentSearches.applying(change)
    guard changed != state.recentSearches else { return .none }
    state.recentSearches = changed
    state.recentSavesInFlight += 1
    let storage = environment.recentSearches
    return .run { send in
      await send(.recentSearchesSaved(await result { try await storage.apply(change) }))
    }
  }
}
