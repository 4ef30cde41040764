import Reducers
import ReducersTesting
import Synchronization
import Testing

@testable import Examples

/// TCA's SearchTests, plus the debounce and the cancelled request in flight.
// A live store's `finishEffects()` and `StoreTask.finish()` wait without a bound: the limit
// turns a regression that leaves an effect running into a failure instead of a hang.
@MainActor @Suite(.timeLimit(.minutes(1)))
struct SearchTests {
  let clock = TestClock()

  nonisolated static let london = Location(id: 1, name: "London", country: "GB")
  nonisolated static let paris = Location(id: 2, name: "Paris", country: "FR")
  nonisolated static let forecast = Forecast(days: [
    .init(high: 21, low: 11), .init(high: 22, low: 12),
  ])

  /// A store whose weather service fails the test when called: each test says what it expects.
  func makeStore(
    _ state: Search.State = Search.State()
  ) -> TestStoreOf<Search> {
    TestStoreOf<Search>(
      initialState: state, reducer: Search(),
      environment: Search.Environment(weather: .unimplemented, clock: clock))
  }

  @Test func searchAndClearQuery() async {
    let store = makeStore()
    store.environment.weather.search = { _ in [Self.london] }

    await store.send(.searchQueryChanged("L")) { $0.searchQuery = "L" }
    await clock.advance(by: Search.debounce)
    await store.receive(.searchResponse(.success([Self.london]))) { $0.results = [Self.london] }
    await store.send(.searchQueryChanged("")) {
      $0.results = []
      $0.searchQuery = ""
    }
    await store.finish()
  }

  @Test func searchFailure() async {
    let store = makeStore(Search.State(results: [Self.paris], searchQuery: "P"))
    store.environment.weather.search = { _ in throw Failure() }

    await store.send(.searchQueryChanged("Pa")) { $0.searchQuery = "Pa" }
    await clock.advance(by: Search.debounce)
    await store.receive(.searchResponse(.failure(.searchFailed))) { $0.results = [] }
    await store.finish()
  }

  @Test func typingSearchesOnceAfterThePause() async {
    let queries = Mutex<[String]>([])
    let store = makeStore()
    store.environment.weather.search = { query in
      queries.withLock { $0.append(query) }
      return [Self.london]
    }

    await store.send(.searchQueryChanged("L")) { $0.searchQuery = "L" }
    await clock.advance(by: .milliseconds(200))
    await store.send(.searchQueryChanged("Lo")) { $0.searchQuery = "Lo" }
    await clock.advance(by: Search.debounce - .milliseconds(1))
    #expect(queries.withLock { $0 } == [])
    await clock.advance(by: .milliseconds(1))
    await store.receive(.searchResponse(.success([Self.london]))) { $0.results = [Self.london] }
    #expect(queries.withLock { $0 } == ["Lo"])
    await store.finish()
  }

  @Test func clearQueryCancelsTheDebouncedSearch() async {
    let store = makeStore()

    await store.send(.searchQueryChanged("L")) { $0.searchQuery = "L" }
    await clock.advance(by: .milliseconds(100))
    await store.send(.searchQueryChanged("")) { $0.searchQuery = "" }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func newQueryCancelsTheSearchInFlight() async {
    let store = makeStore()
    store.environment.weather.search = { [clock] query in
      try await clock.sleep(for: .seconds(1))
      return query == "Lo" ? [Self.london] : [Self.paris]
    }

    await store.send(.searchQueryChanged("L")) { $0.searchQuery = "L" }
    await clock.advance(by: Search.debounce)
    // "L" is being searched; typing on cancels it, and only "Lo" answers.
    await store.send(.searchQueryChanged("Lo")) { $0.searchQuery = "Lo" }
    await clock.advance(by: Search.debounce + .seconds(1))
    await store.receive(.searchResponse(.success([Self.london]))) { $0.results = [Self.london] }
    await store.finish()
  }

  @Test func clearQueryCancelsTheSearchInFlight() async {
    let store = makeStore()
    store.environment.weather.search = { [clock] _ in
      try await clock.sleep(for: .seconds(1))
      return [Self.london]
    }

    await store.send(.searchQueryChanged("L")) { $0.searchQuery = "L" }
    await clock.advance(by: Search.debounce)
    await store.send(.searchQueryChanged("")) { $0.searchQuery = "" }
    await clock.run()
    await store.finish()
  }

  @Test func tapOnLocation() async {
    let store = makeStore(Search.State(results: [Self.london], searchQuery: "L"))
    store.environment.weather.forecast = { _ in Self.forecast }

    await store.send(.searchResultTapped(Self.london)) {
      $0.resultForecastRequestInFlight = Self.london
    }
    await store.receive(.forecastResponse(Self.london.id, .success(Self.forecast))) {
      $0.resultForecastRequestInFlight = nil
      $0.weather = Search.Weather(id: Self.london.id, days: Self.forecast.days)
    }
    await store.finish()
  }

  /// TCA's testTapOnLocationCancelsInFlightRequest: the forecast sleeps zero seconds on the
  /// clock, which is enough for the second tap to cancel the first request.
  @Test func tapOnLocationCancelsInFlightRequest() async {
    let requested = Mutex<[Location.ID]>([])
    let store = makeStore(Search.State(results: [Self.london, Self.paris], searchQuery: "L"))
    store.environment.weather.forecast = { [clock] location in
      requested.withLock { $0.append(location.id) }
      try await clock.sleep(for: .zero)
      return Self.forecast
    }

    await store.send(.searchResultTapped(Self.london)) {
      $0.resultForecastRequestInFlight = Self.london
    }
    await store.send(.searchResultTapped(Self.paris)) {
      $0.resultForecastRequestInFlight = Self.paris
    }
    await clock.advance()
    await store.receive(.forecastResponse(Self.paris.id, .success(Self.forecast))) {
      $0.resultForecastRequestInFlight = nil
      $0.weather = Search.Weather(id: Self.paris.id, days: Self.forecast.days)
    }
    await store.finish()
    #expect(requested.withLock { $0 } == [Self.london.id, Self.paris.id])
  }

  @Test func tapOnLocationFailure() async {
    let store = makeStore(Search.State(results: [Self.london], searchQuery: "L"))
    store.environment.weather.forecast = { _ in throw Failure() }

    await store.send(.searchResultTapped(Self.london)) {
      $0.resultForecastRequestInFlight = Self.london
    }
    await store.receive(.forecastResponse(Self.london.id, .failure(.forecastFailed))) {
      $0.resultForecastRequestInFlight = nil
    }
    await store.finish()
  }

  /// The same feature in a live `Store`, driven by the test clock: what `advance` woke has run
  /// when it returns.
  @Test func liveStoreSearchesAfterThePause() async {
    let store = Store(
      initialState: Search.State(), reducer: Search(),
      environment: Search.Environment(
        weather: WeatherClient(search: { _ in [Self.london] }, forecast: { _ in Self.forecast }),
        clock: clock))

    store.send(.searchQueryChanged("L"))
    await clock.advance(by: Search.debounce - .milliseconds(1))
    #expect(store.results == [])
    await clock.advance(by: .milliseconds(1))
    #expect(store.results == [Self.london])
    await store.finishEffects()
  }
}

struct Failure: Error {}

extension WeatherClient {
  /// Fails the test when any endpoint is called.
  nonisolated static let unimplemented = WeatherClient(
    search: Reducers.unimplemented("WeatherClient.search"),
    forecast: Reducers.unimplemented("WeatherClient.forecast"))
}
