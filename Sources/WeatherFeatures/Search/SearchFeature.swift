import Foundation
public import Reducers

/// Finding a city: the query, its results, and the searches made recently.
public struct SearchState: Equatable, Sendable {
  /// What the user typed.
  public var query = ""
  /// The most results to ask for.
  public var limit = 10
  /// Keeps results to one country (ISO 3166-1 alpha-2), when set.
  public var countryCode: String?
  /// Cities matching the last completed search, best first.
  public var results: IdentifiedArrayOf<City> = []
  /// Whether a search is pending or in flight.
  public var isSearching = false
  /// Why the last search failed, if it did.
  public var error: WeatherError?
  /// The last searches submitted or picked, newest first, at most ``maxRecentSearches``.
  public var recentSearches: [String] = []
  /// The result the user picked.
  public var selectedCity: City?

  /// How many recent searches are kept.
  public static let maxRecentSearches = 10

  /// A search screen, optionally with recent searches from an earlier session.
  public init(query: String = "", limit: Int = 10, recentSearches: [String] = []) {
    self.query = query
    self.limit = limit
    self.recentSearches = recentSearches
  }
}

/// What can happen while searching.
public enum SearchAction: BindableAction, Equatable, Sendable {
  /// A field was set; setting `query` searches after a 300 ms pause in typing.
  case binding(BindingAction<SearchState>)
  /// Search for the current query now, without waiting.
  case searchSubmitted
  /// The client answered.
  case searchResponse(Result<[City], WeatherError>)
  /// The user picked a result.
  case resultSelected(City.ID)
  /// The user asked to follow a result (the app feature follows it).
  case followResultTapped(City.ID)
  /// The user picked a recent search: search it again now.
  case recentSearchSelected(String)
  /// The user removed a recent search.
  case recentSearchRemoved(String)

  /// The binding this action carries, if any.
  public var binding: BindingAction<SearchState>? {
    guard case .binding(let action) = self else { return nil }
    return action
  }
}

/// What searching needs from the world.
public struct SearchEnvironment: Sendable {
  /// Where cities come from.
  public var weatherClient: WeatherClient
  /// Times the typing pause.
  public var clock: any Clock<Duration>

  /// An environment from its parts.
  public init(weatherClient: WeatherClient, clock: any Clock<Duration>) {
    self.weatherClient = weatherClient
    self.clock = clock
  }
}

/// The search feature's logic.
public enum SearchFeature {
  /// Cancels the pending or running search when a newer one starts.
  struct SearchID: Hashable, Sendable {}

  /// How long typing must pause before a search starts.
  public static let debounce: Duration = .milliseconds(300)

  /// The search reducer.
  public static let reducer = Reducer<SearchState, SearchAction, SearchEnvironment> {
    state, action, environment in
    switch action {
    case .binding(\.query):
      let query = state.query.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !query.isEmpty else {
        state.results = []
        state.isSearching = false
        state.error = nil
        return .cancel(id: SearchID())
      }
      state.isSearching = true
      return search(query, state, environment)
        .debounce(id: SearchID(), for: debounce, clock: environment.clock)

    case .binding:
      return .none

    case .searchSubmitted:
      let query = state.query.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !query.isEmpty else { return .cancel(id: SearchID()) }
      state.isSearching = true
      remember(query, in: &state)
      return search(query, state, environment)
        .cancellable(id: SearchID(), cancelInFlight: true)

    case .searchResponse(.success(let cities)):
      state.isSearching = false
      state.error = nil
      state.results = IdentifiedArray(cities)
      return .none

    case .searchResponse(.failure(let error)):
      state.isSearching = false
      state.error = error
      state.results = []
      return .none

    case .resultSelected(let id):
      guard let city = state.results[id: id] else { return .none }
      state.selectedCity = city
      remember(state.query.trimmingCharacters(in: .whitespacesAndNewlines), in: &state)
      return .none

    case .followResultTapped:
      return .none

    case .recentSearchSelected(let query):
      let query = query.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !query.isEmpty else { return .none }
      state.query = query
      state.isSearching = true
      remember(query, in: &state)
      return search(query, state, environment)
        .cancellable(id: SearchID(), cancelInFlight: true)

    case .recentSearchRemoved(let query):
      state.recentSearches.removeAll { $0.caseInsensitiveCompare(query) == .orderedSame }
      return .none
    }
  }
  .binding()

  private static func search(
    _ text: String, _ state: SearchState, _ environment: SearchEnvironment
  ) -> Effect<SearchAction> {
    let query = CityQuery(text, limit: state.limit, countryCode: state.countryCode)
    let client = environment.weatherClient
    return .run { send in
      await send(.searchResponse(await result { try await client.searchCities(query) }))
    }
  }

  /// Puts `query` first among the recent searches, without duplicates (ignoring case).
  private static func remember(_ query: String, in state: inout SearchState) {
    guard !query.isEmpty else { return }
    state.recentSearches.removeAll { $0.caseInsensitiveCompare(query) == .orderedSame }
    state.recentSearches.insert(query, at: 0)
    if state.recentSearches.count > SearchState.maxRecentSearches {
      state.recentSearches.removeLast(state.recentSearches.count - SearchState.maxRecentSearches)
    }
  }
}
