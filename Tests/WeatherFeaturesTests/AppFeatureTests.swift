import Foundation
import Reducers
import ReducersTesting
import Testing
import WeatherFeatures

/// What crosses between features: start, a search result opening a forecast or being followed,
/// and units changed everywhere.
@MainActor
struct AppFeatureTests {
  let clock = TestClock()
  let changes = Recorder<FollowingChange>()
  let forecasts = Recorder<ForecastRequest>()
  let store: TestStoreOf<AppFeature>

  init() {
    store = Self.makeStore(AppFeature.State(), clock: clock)
  }

  static func makeStore(
    _ state: AppFeature.State, clock: TestClock
  ) -> TestStoreOf<AppFeature> {
    TestStoreOf<AppFeature>(
      initialState: state, reducer: AppFeature(),
      environment: AppFeature.Environment(
        cities: .failing, weatherClient: .failing, forecastHistory: .failing,
        followingStorage: .failing, clock: clock,
        now: { referenceDate }))
  }

  /// Search showing `results` for "paris".
  static func searched(_ results: [City]) -> AppFeature.State {
    var state = AppFeature.State()
    state.search.query = "paris"
    state.search.results = IdentifiedArray(results)
    return state
  }

  /// Makes `store`'s client record each forecast request and answer it at once.
  func answerForecasts(
    _ store: TestStoreOf<AppFeature>
  ) {
    store.environment.weatherClient.forecast = { [forecasts] city, days, units in
      forecasts.record(ForecastRequest(city: city.id, days: days, units: units))
      return .fixture(city, days: days, units: units)
    }
  }

  @Test func startingLoadsTheFollowedCities() async {
    store.environment.followingStorage.load = { [.london, .paris] }
    await store.send(.start)
    await store.receive(.following(.load)) { $0.following.isLoading = true }
    await store.receive(.following(.loaded(.success([.london, .paris])))) {
      $0.following.isLoading = false
      $0.following.hasLoaded = true
      $0.following.cities = [FollowedCity(city: .london), FollowedCity(city: .paris)]
    }
    await store.finish()
  }

  @Test func selectingASearchResultOpensItsForecast() async {
    let store = Self.makeStore(Self.searched([.paris, .parisTexas]), clock: clock)
    answerForecasts(store)
    await store.send(.search(.resultSelected(City.parisTexas.id))) {
      $0.search.selectedCity = .parisTexas
      $0.search.recentSearches = ["paris"]
      $0.search.recentSavesInFlight = 1
    }
    await store.receive(.forecast(.load(.parisTexas))) {
      $0.forecast.city = .parisTexas
      $0.forecast.isLoading = true
    }
    await store.receive(.search(.recentSearchesSaved(.success(["paris"])))) {
      $0.search.recentSavesInFlight = 0
    }
    await store.receive(.forecast(.forecastResponse(.success(.fixture(.parisTexas))))) {
      $0.forecast.isLoading = false
      $0.forecast.forecast = .fixture(.parisTexas)
    }
    #expect(
      forecasts.values == [ForecastRequest(city: City.parisTexas.id, days: 7, units: .metric)])
    await store.finish()
  }

  @Test func selectingAnUnknownResultOpensNothing() async {
    let store = Self.makeStore(Self.searched([.paris]), clock: clock)
    await store.send(.search(.resultSelected(City.london.id)))
    await store.finish()
  }

  @Test func followingASearchResultFollowsAndSavesIt() async {
    let store = Self.makeStore(Self.searched([.paris, .parisTexas]), clock: clock)
    store.environment.followingStorage.apply = { [changes] change in
      changes.record(change)
      return [.parisTexas]
    }
    await store.send(.search(.followResultTapped(City.parisTexas.id)))
    await store.receive(.following(.followCity(.parisTexas))) {
      $0.following.cities = [FollowedCity(city: .parisTexas)]
      $0.following.savesInFlight = 1
    }
    await store.receive(
      .following(.saved(.success([.parisTexas]), undo: .remove(City.parisTexas.id)))
    ) {
      $0.following.savesInFlight = 0
      $0.following.outcome = .followed(.parisTexas)
    }
    #expect(changes.values == [.follow(.parisTexas)])
    await store.finish()
  }

  @Test func followingAnUnknownResultDoesNothing() async {
    let store = Self.makeStore(Self.searched([.paris]), clock: clock)
    await store.send(.search(.followResultTapped(City.tokyo.id)))
    await store.finish()
  }

  @Test func changingUnitsUpdatesFollowingAndRefetchesTheForecast() async {
    var state = AppFeature.State(forecastDays: 3)
    state.following.cities = [FollowedCity(city: .london)]
    state.forecast.city = .london
    state.forecast.forecast = .fixture(.london, days: 3)
    let store = Self.makeStore(state, clock: clock)
    answerForecasts(store)
    await store.send(.unitsChanged(.imperial)) {
      $0.units = .imperial
      $0.forecastList.units = .imperial
    }
    // London's conditions were never fetched, so only the units change for following.
    await store.receive(.following(.unitsChanged(.imperial))) { $0.following.units = .imperial }
    await store.receive(.forecast(.unitsChanged(.imperial))) {
      $0.forecast.units = .imperial
      $0.forecast.isLoading = true
      $0.forecast.forecast = Forecast.fixture(.london, days: 3).converted(to: .imperial)
    }
    let imperial = Forecast.fixture(.london, days: 3, units: .imperial)
    await store.receive(.forecast(.forecastResponse(.success(imperial)))) {
      $0.forecast.isLoading = false
      $0.forecast.forecast = imperial
    }
    #expect(forecasts.values == [ForecastRequest(city: City.london.id, days: 3, units: .imperial)])
    // The same units again change nothing and fetch nothing.
    await store.send(.unitsChanged(.imperial))
    await store.finish()
  }

  @Test func changingUnitsWithNoForecastShownFetchesNothing() async {
    await store.send(.unitsChanged(.imperial)) {
      $0.units = .imperial
      $0.forecastList.units = .imperial
    }
    await store.receive(.following(.unitsChanged(.imperial))) { $0.following.units = .imperial }
    await store.receive(.forecast(.unitsChanged(.imperial))) { $0.forecast.units = .imperial }
    await store.finish()
  }
}
