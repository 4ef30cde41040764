import Foundation
public import Reducers

/// The search feature's logic.
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
        Self.remember(query, in: &state)
        return Self.search(query, state, environment)
          .cancellable(id: SearchID(), cancelInFlight: true)

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
        Self.remember(state.query.trimmingCharacters(in: .whitespacesAndNewlines), in: &state)
        return .none

      case .followResultTapped:
        return .none

      case .recentSearchSelected(let query):
        let query = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !query.isEmpty else { return .none }
        state.query = query
        state.isSearching = true
        Self.remember(query, in: &state)
        return Self.search(query, state, environment)
          .cancellable(id: SearchID(), cancelInFlight: true)

      case .recentSearchRemoved(let query):
        state.recentSearches.removeAll { $0.caseInsensitiveCompare(query) == .orderedSame }
        return .none
      }
    }
  }

  private static func search(
    _ text: String, _ state: State, _ environment: Environment
  ) -> Effect<Action> {
    let query = CityQuery(text, limit: state.limit, countryCode: state.countryCode)
    let cities = environment.cities
    return .run { send in
      await send(.searchResponse(await result { try await cities.search(query).map(\.city) }))
    }
  }

  /// Puts `query` first among the recent searches, without duplicates (ignoring case).
  private static func remember(_ query: String, in state: inout State) {
    guard !query.isEmpty else { return }
    state.recentSearches.removeAll { $0.caseInsensitiveCompare(query) == .orderedSame }
    state.recentSearches.insert(query, at: 0)
    if state.recentSearches.count > State.maxRecentSearches {
      state.recentSearches.removeLast(state.recentSearches.count - State.maxRecentSearches)
    }
  }
}
