import Reducers
import ReducersTesting
import Testing
import WeatherFeatures

/// Every search action: the debounced query binding, submitting, responses, picking results and
/// the recent searches.
@MainActor
struct SearchFeatureTests {
  let clock = TestClock()
  /// Every query the client received, in order.
  let queries = Recorder<CityQuery>()
  let store: TestStoreOf<SearchFeature>

  init() {
    store = Self.makeStore(SearchFeature.State(), clock: clock)
  }

  static func makeStore(
    _ state: SearchFeature.State, clock: TestClock
  ) -> TestStoreOf<SearchFeature> {
    TestStoreOf<SearchFeature>(
      initialState: state, reducer: SearchFeature(),
      environment: SearchFeature.Environment(
        cities: .failing, clock: clock, recentSearches: .inMemory(state.recentSearches)))
  }

  /// Types "Lon" and lets its debounced search start; that search then hangs for 5 s on the
  /// test clock, while any other query answers `others` at once.
  func startASlowSearchForLon(otherwise others: [City]) async {
    store.environment.cities.search = { [queries, clock] query in
      queries.record(query)
      if query.text == "Lon" { try await clock.sleep(for: .seconds(5)) }
      return (query.text == "Lon" ? [.london] : others).exactMatches
    }
    await store.send(.binding(.set(\.query, "Lon"))) {
      $0.query = "Lon"
      $0.isSearching = true
    }
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .milliseconds(300))
    #expect(queries.values.count == 1 && clock.sleeperCount == 1)
  }

  /// Makes `store`'s client record each query and answer `results`.
  func answer(
    _ store: TestStoreOf<SearchFeature>,
    with results: [City]
  ) {
    store.environment.cities.search = { [queries] query in
      queries.record(query)
      return results.exactMatches
    }
  }

  // MARK: Typing

  @Test func typingSearchesAfterAPauseOf300Milliseconds() async {
    answer(store, with: [.london])
    await store.send(.binding(.set(\.query, "Lon"))) {
      $0.query = "Lon"
      $0.isSearching = true
    }
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .milliseconds(299))
    #expect(queries.values == [])
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .milliseconds(1))
    await store.receive(.searchResponse(.success([.london]))) {
      $0.isSearching = false
      $0.results = [.london]
    }
    #expect(queries.values == [CityQuery("Lon")])
    #expect(store.state.recentSearches == [], "typing alone is not a search to remember")
    await store.finish()
  }

  @Test func aBurstOfTypingSendsOneRequestWithTheLastQuery() async {
    answer(store, with: [.paris, .parisTexas])
    await store.send(.binding(.set(\.query, "P"))) {
      $0.query = "P"
      $0.isSearching = true
    }
    for query in ["Pa", "Par", "Pari "] {
      #expect(clock.sleeperCount == 1)
      await clock.advance(by: .milliseconds(200))
      await store.send(.binding(.set(\.query, query))) { $0.query = query }
    }
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .milliseconds(299))
    #expect(queries.values == [], "800 ms have passed, but never 300 ms without typing")
    await clock.advance(by: .milliseconds(1))
    await store.receive(.searchResponse(.success([.paris, .parisTexas]))) {
      $0.isSearching = false
      $0.results = [.paris, .parisTexas]
    }
    #expect(queries.values == [CityQuery("Pari")], "the query is trimmed")
    await store.finish()
  }

  @Test func typingCancelsTheSearchInFlight() async {
    await startASlowSearchForLon(otherwise: [.paris])
    await store.send(.binding(.set(\.query, "Par"))) { $0.query = "Par" }
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searchResponse(.success([.paris]))) {
      $0.isSearching = false
      $0.results = [.paris]
    }
    await clock.advance(by: .seconds(10))
    #expect(queries.values == [CityQuery("Lon"), CityQuery("Par")])
    await store.finish()  // fails if London's answer ever arrived
  }

  @Test func clearingTheQueryCancelsTheSearchInFlightAndClearsResults() async {
    var state = SearchFeature.State(query: "Par")
    state.results = [.paris, .parisTexas]
    let store = Self.makeStore(state, clock: clock)
    store.environment.cities.search = { [queries, clock] query in
      queries.record(query)
      try await clock.sleep(for: .seconds(5))
      return [City.london].exactMatches
    }
    await store.send(.binding(.set(\.query, "Lon"))) {
      $0.query = "Lon"
      $0.isSearching = true
    }
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .milliseconds(300))
    #expect(queries.values.count == 1 && clock.sleeperCount == 1)
    await store.send(.binding(.set(\.query, " \n"))) {
      $0.query = " \n"
      $0.isSearching = false
      $0.results = []
    }
    #expect(clock.sleeperCount == 0, "the client's request was cancelled")
    await clock.advance(by: .seconds(10))
    #expect(queries.values == [CityQuery("Lon")])
    await store.finish()
  }

  @Test func clearingTheQueryCancelsThePendingSearchAndClearsTheError() async {
    var state = SearchFeature.State(query: "Lon")
    state.error = .timedOut
    let store = Self.makeStore(state, clock: clock)
    await store.send(.binding(.set(\.query, "Lond"))) {
      $0.query = "Lond"
      $0.isSearching = true
    }
    #expect(clock.sleeperCount == 1)
    await store.send(.binding(.set(\.query, ""))) {
      $0.query = ""
      $0.isSearching = false
      $0.error = nil
    }
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(1))  // the failing client proves no request is made
    await store.finish()
  }

  @Test func settingAnotherFieldDoesNotSearch() async {
    await store.send(.binding(.set(\.countryCode, "FR"))) { $0.countryCode = "FR" }
    await store.send(.binding(.set(\.limit, 3))) { $0.limit = 3 }
    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  // MARK: Submitting

  @Test func submittingSearchesAtOnceAndRemembersTheQuery() async {
    let store = Self.makeStore(SearchFeature.State(query: "  Paris "), clock: clock)
    answer(store, with: [.paris, .parisTexas])
    await store.send(.searchSubmitted) {
      $0.isSearching = true
      $0.recentSearches = ["Paris"]
      $0.recentSavesInFlight = 1
    }
    await store.receive(.recentSearchesSaved(.success(["Paris"]))) { $0.recentSavesInFlight = 0 }
    await store.receive(.searchResponse(.success([.paris, .parisTexas]))) {
      $0.isSearching = false
      $0.results = [.paris, .parisTexas]
    }
    #expect(queries.values == [CityQuery("Paris")])
    #expect(clock.now == TestClock().now, "no time had to pass")
    await store.finish()
  }

  @Test func submittingCancelsThePendingDebouncedSearch() async {
    answer(store, with: [.london])
    await store.send(.binding(.set(\.query, "London"))) {
      $0.query = "London"
      $0.isSearching = true
    }
    #expect(clock.sleeperCount == 1)
    await store.send(.searchSubmitted) {
      $0.recentSearches = ["London"]
      $0.recentSavesInFlight = 1
    }
    await store.receive(.recentSearchesSaved(.success(["London"]))) { $0.recentSavesInFlight = 0 }
    await store.receive(.searchResponse(.success([.london]))) {
      $0.isSearching = false
      $0.results = [.london]
    }
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(1))
    #expect(queries.values == [CityQuery("London")], "one request, not two")
    await store.finish()
  }

  @Test func submittingABlankQueryDoesNothing() async {
    let store = Self.makeStore(SearchFeature.State(query: "   "), clock: clock)
    await store.send(.searchSubmitted)
    await store.finish()
  }

  @Test func aFailedSearchSetsTheErrorAndClearsResultsUntilASearchSucceeds() async {
    var state = SearchFeature.State(query: "Paris")
    state.results = [.paris]
    let store = Self.makeStore(state, clock: clock)
    store.environment.cities.search = { _ in throw WeatherError.offline("no route") }
    await store.send(.searchSubmitted) {
      $0.isSearching = true
      $0.recentSearches = ["Paris"]
      $0.recentSavesInFlight = 1
    }
    await store.receive(.recentSearchesSaved(.success(["Paris"]))) { $0.recentSavesInFlight = 0 }
    await store.receive(.searchResponse(.failure(.offline("no route")))) {
      $0.isSearching = false
      $0.error = .offline("no route")
      $0.results = []
    }
    answer(store, with: [.paris])
    await store.send(.searchSubmitted) { $0.isSearching = true }
    await store.receive(.searchResponse(.success([.paris]))) {
      $0.isSearching = false
      $0.error = nil
      $0.results = [.paris]
    }
    await store.finish()
  }

  @Test func aQueryCarriesTheLimitAndCountryCode() async {
    answer(store, with: [.parisTexas])
    await store.send(.binding(.set(\.countryCode, "US"))) { $0.countryCode = "US" }
    await store.send(.binding(.set(\.limit, 3))) { $0.limit = 3 }
    await store.send(.binding(.set(\.query, "Paris"))) {
      $0.query = "Paris"
      $0.isSearching = true
    }
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: SearchFeature.debounce)
    await store.receive(.searchResponse(.success([.parisTexas]))) {
      $0.isSearching = false
      $0.results = [.parisTexas]
    }
    await store.send(.searchSubmitted) {
      $0.isSearching = true
      $0.recentSearches = ["Paris"]
      $0.recentSavesInFlight = 1
    }
    await store.receive(.recentSearchesSaved(.success(["Paris"]))) { $0.recentSavesInFlight = 0 }
    await store.receive(.searchResponse(.success([.parisTexas]))) { $0.isSearching = false }
    let expected = CityQuery("Paris", limit: 3, countryCode: "US")
    #expect(queries.values == [expected, expected])
    await store.finish()
  }

  @Test func anUnexpectedClientCallFailsTheTest() async {
    let store = Self.makeStore(SearchFeature.State(query: "Oslo"), clock: clock)
    let failures = await withCapturedFailures {
      await store.send(.searchSubmitted) {
        $0.isSearching = true
        $0.recentSearches = ["Oslo"]
        $0.recentSavesInFlight = 1
      }
      await store.receive(.recentSearchesSaved(.success(["Oslo"]))) { $0.recentSavesInFlight = 0 }
      await store.receive(
        .searchResponse(
          .failure(.provider(#"UnimplementedError(operation: "CityDirectory.search")"#)))
      ) {
        $0.isSearching = false
        $0.error = .provider(#"UnimplementedError(operation: "CityDirectory.search")"#)
      }
      await store.finish()
    }
    #expect(failures.map(\.message) == ["Unimplemented: CityDirectory.search was called"])
  }
}
