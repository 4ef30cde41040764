import Foundation
import Reducers
import ReducersTesting
import Testing
import WeatherFeatures

/// Loading a city's forecast, refreshing it, staleness, and changing units and days.
@MainActor
struct ForecastFeatureTests {
  let clock = TestClock()
  /// Every forecast request the client received, in order.
  let requests = Recorder<ForecastRequest>()
  let store: TestStoreOf<ForecastFeature>

  init() {
    store = Self.makeStore(ForecastFeature.State())
  }

  static func makeStore(
    _ state: ForecastFeature.State
  ) -> TestStoreOf<ForecastFeature> {
    TestStoreOf<ForecastFeature>(
      initialState: state, reducer: ForecastFeature(),
      environment: ForecastFeature.Environment(
        weatherClient: .failing, history: .failing, now: { referenceDate }))
  }

  /// London shown, with a forecast fetched at `fetchedAt`.
  static func showingLondon(fetchedAt: Date = referenceDate) -> ForecastFeature.State {
    var state = ForecastFeature.State()
    state.city = .london
    state.forecast = .fixture(.london, fetchedAt: fetchedAt)
    return state
  }

  /// Makes `store`'s client record each request and answer a forecast for its arguments, after
  /// `delays[city]` on the test clock.
  func answer(
    _ store: TestStoreOf<ForecastFeature>,
    fetchedAt: Date = referenceDate, after delays: [City.ID: Duration] = [:]
  ) {
    store.environment.weatherClient.forecast = { [requests, clock] city, days, units in
      requests.record(ForecastRequest(city: city.id, days: days, units: units))
      if let delay = delays[city.id] { try await clock.sleep(for: delay) }
      return .fixture(city, days: days, units: units, fetchedAt: fetchedAt)
    }
  }

  // MARK: Loading

  @Test func loadingACityFetchesItsForecast() async {
    answer(store)
    await store.send(.load(.london)) {
      $0.city = .london
      $0.isLoading = true
    }
    await store.receive(.forecastResponse(.success(.fixture(.london)))) {
      $0.isLoading = false
      $0.forecast = .fixture(.london)
    }
    #expect(requests.values == [ForecastRequest(city: City.london.id, days: 7, units: .metric)])
    await store.finish()
  }

  @Test func loadingAnotherCityCancelsTheRequestInFlight() async {
    answer(store, after: [City.london.id: .seconds(5)])
    await store.send(.load(.london)) {
      $0.city = .london
      $0.isLoading = true
    }
    #expect(clock.sleeperCount == 1)
    await store.send(.load(.paris)) { $0.city = .paris }
    #expect(clock.sleeperCount == 0)
    await store.receive(.forecastResponse(.success(.fixture(.paris)))) {
      $0.isLoading = false
      $0.forecast = .fixture(.paris)
    }
    await clock.advance(by: .seconds(10))
    #expect(requests.values.map(\.city) == [City.london.id, City.paris.id])
    await store.finish()  // fails if London's forecast ever arrived
  }

  @Test func loadingAnotherCityClearsTheForecastShown() async {
    var state = Self.showingLondon()
    state.staleness = Staleness(fetchedAt: referenceDate, ageSeconds: 900, reason: .timedOut)
    state.error = .timedOut
    let store = Self.makeStore(state)
    answer(store)
    await store.send(.load(.paris)) {
      $0.city = .paris
      $0.forecast = nil
      $0.staleness = nil
      $0.error = nil
      $0.isLoading = true
    }
    await store.receive(.forecastResponse(.success(.fixture(.paris)))) {
      $0.isLoading = false
      $0.forecast = .fixture(.paris)
    }
    await store.finish()
  }

  @Test func loadingTheSameCityAgainKeepsItsForecastWhileFetching() async {
    let stale = Staleness(fetchedAt: referenceDate, ageSeconds: 900, reason: .timedOut)
    var state = Self.showingLondon(fetchedAt: referenceDate.addingTimeInterval(-900))
    state.staleness = stale
    let store = Self.makeStore(state)
    answer(store)
    await store.send(.load(.london)) { $0.isLoading = true }
    await store.receive(.forecastResponse(.success(.fixture(.london)))) {
      $0.isLoading = false
      $0.forecast = .fixture(.london)
      $0.staleness = nil
    }
    await store.finish()
  }

  /// A forecast whose `fetchedAt` is after now (a cache file from a wrong clock) is stale: its
  /// age cannot be known, so it is never shown as current.
  @Test func aForecastFromTheFutureIsStale() async {
    let future = referenceDate.addingTimeInterval(3600)
    answer(store, fetchedAt: future)
    await store.send(.load(.london)) {
      $0.city = .london
      $0.isLoading = true
    }
    await store.receive(.forecastResponse(.success(.fixture(.london, fetchedAt: future)))) {
      $0.isLoading = false
      $0.forecast = .fixture(.london, fetchedAt: future)
      $0.staleness = Staleness(fetchedAt: future, ageSeconds: -3600, reason: nil)
    }
    #expect(store.state.staleness?.ageDescription == "an unknown time")
    await store.finish()
  }

  // MARK: Refreshing

  @Test func refreshingReplacesTheForecast() async {
    let store = Self.makeStore(
      Self.showingLondon(fetchedAt: referenceDate.addingTimeInterval(-300)))
    answer(store)
    await store.send(.refresh) { $0.isLoading = true }
    await store.receive(.forecastResponse(.success(.fixture(.london)))) {
      $0.isLoading = false
      $0.forecast = .fixture(.london)
    }
    #expect(requests.values == [ForecastRequest(city: City.london.id, days: 7, units: .metric)])
    await store.finish()
  }

  @Test func refreshingWithoutACityDoesNothing() async {
    await store.send(.refresh)
    await store.finish()
  }

  @Test func aFailedRefreshKeepsTheForecastMarkedStaleWithItsAge() async {
    let store = Self.makeStore(Self.showingLondon())
    store.environment.weatherClient.forecast = { _, _, _ in throw WeatherError.timedOut }
    store.environment.now = { referenceDate.addingTimeInterval(3725.8) }
    await store.send(.refresh) { $0.isLoading = true }
    await store.receive(.forecastResponse(.failure(.timedOut))) {
      $0.isLoading = false
      $0.error = .timedOut
      $0.staleness = Staleness(fetchedAt: referenceDate, ageSeconds: 3725, reason: .timedOut)
    }
    #expect(store.state.forecast == .fixture(.london), "kept")
    #expect(store.state.staleness?.ageDescription == "1 h")
    // The next successful refresh clears both.
    answer(store, fetchedAt: referenceDate.addingTimeInterval(3725))
    await store.send(.refresh) { $0.isLoading = true }
    let fresh = Forecast.fixture(.london, fetchedAt: referenceDate.addingTimeInterval(3725))
    await store.receive(.forecastResponse(.success(fresh))) {
      $0.isLoading = false
      $0.error = nil
      $0.staleness = nil
      $0.forecast = fresh
    }
    await store.finish()
  }

  @Test func aFailedLoadWithNothingShownAndNothingKeptOnlySetsTheError() async {
    store.environment.weatherClient.forecast = { _, _, _ in throw WeatherError.offline("DNS") }
    store.environment.history = .empty
    await store.send(.load(.tokyo)) {
      $0.city = .tokyo
      $0.isLoading = true
    }
    await store.receive(.forecastResponse(.failure(.offline("DNS"))))
    await store.receive(.historyResponse(nil, failure: .offline("DNS"))) {
      $0.isLoading = false
      $0.error = .offline("DNS")
    }
    await store.finish()
  }

  @Test func aFailedLoadWithNothingShownShowsTheForecastKeptAsStaleWithTheReason() async {
    let kept = Forecast.fixture(.tokyo, fetchedAt: referenceDate.addingTimeInterval(-7200))
    let asked = Recorder<ForecastRequest>()
    store.environment.weatherClient.forecast = { _, _, _ in throw WeatherError.rateLimited("") }
    store.environment.history = ForecastHistory { city, days, units in
      asked.record(ForecastRequest(city: city.id, days: days, units: units))
      return kept
    }
    await store.send(.load(.tokyo)) {
      $0.city = .tokyo
      $0.isLoading = true
    }
    await store.receive(.forecastResponse(.failure(.rateLimited(""))))
    await store.receive(.historyResponse(kept, failure: .rateLimited(""))) {
      $0.isLoading = false
      $0.error = .rateLimited("")
      $0.forecast = kept
      $0.staleness = Staleness(
        fetchedAt: kept.fetchedAt, ageSeconds: 7200, reason: .rateLimited(""))
    }
    #expect(asked.values == [ForecastRequest(city: City.tokyo.id, days: 7, units: .metric)])
    await store.finish()
  }

  @Test(arguments: [
    WeatherError.unauthorized("bad key"),
    .missingAPIKey(provider: "OpenWeatherMap", variable: "OPENWEATHER_API_KEY"), .unknownCity(1),
  ])
  func aFailureTheUserMustFixIsNeverHiddenByAnOldForecast(_ error: WeatherError) async {
    // The history is .failing: asking it would fail the test.
    store.environment.weatherClient.forecast = { _, _, _ in throw error }
    await store.send(.load(.tokyo)) {
      $0.city = .tokyo
      $0.isLoading = true
    }
    await store.receive(.forecastResponse(.failure(error))) {
      $0.isLoading = false
      $0.error = error
    }
    await store.finish()
  }

  @Test func aResponseOlderThanTenMinutesIsStaleWithoutAReason() async {
    let store = Self.makeStore(Self.showingLondon())
    // Exactly ten minutes old is still fresh.
    answer(store, fetchedAt: referenceDate.addingTimeInterval(-600))
    await store.send(.refresh) { $0.isLoading = true }
    await store.receive(
      .forecastResponse(
        .success(.fixture(.london, fetchedAt: referenceDate.addingTimeInterval(-600))))
    ) {
      $0.isLoading = false
      $0.forecast = .fixture(.london, fetchedAt: referenceDate.addingTimeInterval(-600))
    }
    answer(store, fetchedAt: referenceDate.addingTimeInterval(-601))
    await store.send(.refresh) { $0.isLoading = true }
    let old = Forecast.fixture(.london, fetchedAt: referenceDate.addingTimeInterval(-601))
    await store.receive(.forecastResponse(.success(old))) {
      $0.isLoading = false
      $0.forecast = old
      $0.staleness = Staleness(
        fetchedAt: referenceDate.addingTimeInterval(-601), ageSeconds: 601, reason: nil)
    }
    await store.finish()
  }

  /// A kept forecast whose `fetchedAt` no clock could give (a damaged or hand-edited cache)
  /// is shown stale with an unknown age: the age is converted checked, never trapping.
  @Test(arguments: [1e300, -1e300, -9.3e18, 9.3e18, Double.infinity, -Double.infinity])
  func aKeptForecastFetchedAtAnImpossibleTimeHasAnUnknownAge(_ seconds: Double) async {
    let kept = Forecast.fixture(.tokyo, fetchedAt: Date(timeIntervalSinceReferenceDate: seconds))
    store.environment.weatherClient.forecast = { _, _, _ in throw WeatherError.offline("DNS") }
    store.environment.history = ForecastHistory { _, _, _ in kept }
    await store.send(.load(.tokyo)) {
      $0.city = .tokyo
      $0.isLoading = true
    }
    await store.receive(.forecastResponse(.failure(.offline("DNS"))))
    await store.receive(.historyResponse(kept, failure: .offline("DNS"))) {
      $0.isLoading = false
      $0.error = .offline("DNS")
      $0.forecast = kept
      $0.staleness = Staleness(fetchedAt: kept.fetchedAt, ageSeconds: -1, reason: .offline("DNS"))
    }
    #expect(store.state.staleness?.ageDescription == "an unknown time")
    await store.finish()
  }

  /// An answer fetched at an impossible time is never shown as current.
  @Test(arguments: [1e300, -1e300, -9.3e18])
  func anAnswerFetchedAtAnImpossibleTimeIsStale(_ seconds: Double) async {
    let store = Self.makeStore(Self.showingLondon())
    let answer = Forecast.fixture(.london, fetchedAt: Date(timeIntervalSinceReferenceDate: seconds))
    store.environment.weatherClient.forecast = { _, _, _ in answer }
    await store.send(.refresh) { $0.isLoading = true }
    await store.receive(.forecastResponse(.success(answer))) {
      $0.isLoading = false
      $0.forecast = answer
      $0.staleness = Staleness(fetchedAt: answer.fetchedAt, ageSeconds: -1, reason: nil)
    }
    await store.finish()
  }
}
