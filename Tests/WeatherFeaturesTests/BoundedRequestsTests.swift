import Foundation
import Reducers
import ReducersTesting
import Testing
import WeatherFeatures

/// Many places at once: at most `RequestQueue.defaultWidth` requests in flight, started in the
/// user's order, the rest as earlier ones answer, each place still ending fresh, stale or failed;
/// cancelling stops those in flight and those waiting.
@MainActor
struct BoundedRequestsTests {
  let clock = TestClock()
  let gauge = ConcurrencyGauge<City.ID>()
  let width = RequestQueue<City.ID>.defaultWidth
  /// One city more than the bound, in the user's order.
  let cities: [City]

  init() {
    cities = (1...RequestQueue<City.ID>.defaultWidth + 1).map(City.numbered)
  }

  var ids: [City.ID] { cities.map(\.id) }

  /// A client whose every call is counted by `gauge` and answers after `delays[city]` seconds
  /// (1 unless given) on the test clock.
  func client(delays: [City.ID: Int] = [:]) -> WeatherClient {
    var client = WeatherClient.failing
    client.currentConditions = { [gauge, clock] city, units in
      try await gauge.measure(city.id) {
        try await clock.sleep(for: .seconds(delays[city.id] ?? 1))
        return .fixture(city, units: units)
      }
    }
    client.forecast = { [gauge, clock] city, days, units in
      try await gauge.measure(city.id) {
        try await clock.sleep(for: .seconds(delays[city.id] ?? 1))
        if city.id == cities.last?.id { throw WeatherError.unauthorized("bad key") }
        return .fixture(city, days: days, units: units)
      }
    }
    return client
  }

  func followingStore(
    delays: [City.ID: Int] = [:]
  ) -> TestStoreOf<FollowingFeature> {
    TestStoreOf<FollowingFeature>(
      initialState: FollowingFeature.State(
        cities: IdentifiedArray(cities.map { FollowedCity(city: $0) })),
      reducer: FollowingFeature(),
      environment: FollowingFeature.Environment(
        cities: .failing, weatherClient: client(delays: delays), storage: .failing))
  }

  /// Receives the answers of `answering`, in order, none of which starts a waiting city; a
  /// failure is reported at the caller's line.
  func receiveFreshAnswers(
    of answering: some Sequence<City>,
    in store: TestStoreOf<FollowingFeature>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    for city in answering {
      await store.receive(
        .conditionsResponse(city.id, .success(.fixture(city))),
        assert: {
          $0.cities[id: city.id]?.isRefreshing = false
          $0.cities[id: city.id]?.current = .fixture(city)
          $0.refreshes.inFlight.remove(city.id)
        },
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  func refreshingAll(_ state: inout FollowingFeature.State) {
    for id in ids { state.cities[id: id]?.isRefreshing = true }
    state.refreshes.inFlight = Set(ids.prefix(width))
    state.refreshes.waiting = [ids[width]]
  }

  // MARK: Following

  @Test func refreshingKeepsAtMostTheWidthInFlightAndStartsTheRestAsOthersAnswer() async {
    // The second city answers first, after 1 s; the others after 2 s.
    let store = followingStore(
      delays: Dictionary(uniqueKeysWithValues: ids.map { ($0, 2) }).merging([ids[1]: 1]) { $1 })
    await store.send(.refresh, assert: refreshingAll)
    #expect(gauge.started == Array(ids.prefix(width)), "the first ones, in the user's order")
    #expect(clock.sleeperCount == width)

    await clock.advance(by: .seconds(1))
    await store.receive(.conditionsResponse(ids[1], .success(.fixture(cities[1])))) {
      $0.cities[id: ids[1]]?.isRefreshing = false
      $0.cities[id: ids[1]]?.current = .fixture(cities[1])
      $0.refreshes.inFlight.remove(ids[1])
      $0.refreshes.inFlight.insert(ids[width])
      $0.refreshes.waiting = []
    }
    #expect(gauge.started == ids, "the last starts only once one has answered")
    #expect(clock.sleeperCount == width)

    await clock.advance(by: .seconds(1))
    await receiveFreshAnswers(of: cities.prefix(width).filter { $0.id != ids[1] }, in: store)
    await clock.advance(by: .seconds(1))
    await store.receive(.conditionsResponse(ids[width], .success(.fixture(cities[width])))) {
      $0.cities[id: ids[width]]?.isRefreshing = false
      $0.cities[id: ids[width]]?.current = .fixture(cities[width])
      $0.refreshes.inFlight = []
    }
    #expect(gauge.maximum == width)
    #expect(store.state.cities.map(\.id) == ids, "shown in the user's order")
    await store.finish()
  }

  @Test func cancellingEveryRefreshStopsThoseInFlightAndThoseWaiting() async {
    let store = followingStore()
    await store.send(.refresh, assert: refreshingAll)
    await store.send(.cancelRefreshes) {
      $0.cities = IdentifiedArray(cities.map { FollowedCity(city: $0) })
      $0.refreshes = RequestQueue()
    }
    #expect(clock.sleeperCount == 0)
    await clock.run()
    #expect(gauge.started == Array(ids.prefix(width)), "the one waiting never started")
    await store.finish()  // fails if any answer arrives
  }

  @Test func cancellingAWaitingCityDropsItsTurnAndAnInFlightOneGivesItsSlotToTheNext() async {
    var cities = cities
    cities.append(.numbered(cities.count + 1))
    let ids = cities.map(\.id)
    let store = TestStoreOf<FollowingFeature>(
      initialState: FollowingFeature.State(
        cities: IdentifiedArray(cities.map { FollowedCity(city: $0) })),
      reducer: FollowingFeature(),
      environment: FollowingFeature.Environment(
        cities: .failing, weatherClient: client(), storage: .failing))
    await store.send(.refresh) {
      for id in ids { $0.cities[id: id]?.isRefreshing = true }
      $0.refreshes.inFlight = Set(ids.prefix(width))
      $0.refreshes.waiting = Array(ids.suffix(2))
    }
    await store.send(.cancelRefresh(ids[width + 1])) {
      $0.cities[id: ids[width + 1]]?.isRefreshing = false
      $0.refreshes.waiting = [ids[width]]
    }
    #expect(gauge.started == Array(ids.prefix(width)))
    await store.send(.cancelRefresh(ids[0])) {
      $0.cities[id: ids[0]]?.isRefreshing = false
      $0.refreshes.inFlight.remove(ids[0])
      $0.refreshes.inFlight.insert(ids[width])
      $0.refreshes.waiting = []
    }
    #expect(gauge.started == Array(ids.prefix(width + 1)))
    #expect(clock.sleeperCount == width)
    await clock.advance(by: .seconds(1))
    await receiveFreshAnswers(of: cities[1...width], in: store)
    await store.finish()
  }

  @Test func unfollowedCitiesLeaveTheQueueWhenTheListIsReadBack() async {
    let store = followingStore()
    store.environment.storage.load = { [cities] in [cities[width]] + cities.prefix(width - 2) }
    await store.send(.refresh, assert: refreshingAll)
    await store.send(.load) { $0.isLoading = true }
    // Another process unfollowed the two cities before the last: their requests are cancelled
    // and the last city takes a slot.
    await store.receive(.loaded(.success([cities[width]] + cities.prefix(width - 2)))) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.cities = IdentifiedArray(
        ([cities[width]] + cities.prefix(width - 2)).map {
          var followed = FollowedCity(city: $0)
          followed.isRefreshing = true
          return followed
        })
      $0.refreshes.inFlight = Set(ids.prefix(width - 2) + [ids[width]])
      $0.refreshes.waiting = []
    }
    #expect(clock.sleeperCount == width - 1)
    await clock.advance(by: .seconds(1))
    await receiveFreshAnswers(of: cities.prefix(width - 2) + [cities[width]], in: store)
    await store.finish()
  }

  // MARK: Forecast list

  @Test func forecastsKeepAtMostTheWidthInFlightAndEachPlaceEndsOnItsOwn() async {
    // The first place answers last; the last one's answer is a failure the user must fix.
    let store = TestStoreOf<ForecastListFeature>(
      initialState: ForecastListFeature.State(days: 3), reducer: ForecastListFeature(),
      environment: ForecastListFeature.Environment(
        weatherClient: client(delays: [ids[0]: 3]), history: .failing, now: { referenceDate }))
    let places = cities.map { ResolvedPlace(city: $0) }
    await store.send(.load(places)) {
      $0.places = IdentifiedArray(places.map { PlaceForecast(place: $0) })
      $0.requests.inFlight = Set(ids.prefix(width))
      $0.requests.waiting = [ids[width]]
    }
    #expect(gauge.started == Array(ids.prefix(width)))

    await clock.advance(by: .seconds(1))
    for (index, city) in cities.prefix(width).enumerated().dropFirst() {
      await store.receive(.forecastResponse(city.id, .success(.fixture(city, days: 3)))) {
        $0.places[id: city.id]?.outcome = .fresh(.fixture(city, days: 3))
        $0.requests.inFlight.remove(city.id)
        if index == 1 {
          $0.requests.inFlight.insert(ids[width])
          $0.requests.waiting = []
        }
      }
    }
    #expect(gauge.started == ids)
    await clock.advance(by: .seconds(1))
    await store.receive(.forecastResponse(ids[width], .failure(.unauthorized("bad key")))) {
      $0.places[id: ids[width]]?.outcome = .failed(.unauthorized("bad key"))
      $0.requests.inFlight.remove(ids[width])
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.forecastResponse(ids[0], .success(.fixture(cities[0], days: 3)))) {
      $0.places[id: ids[0]]?.outcome = .fresh(.fixture(cities[0], days: 3))
      $0.requests = RequestQueue()
    }
    #expect(gauge.maximum == width)
    #expect(store.state.places.map(\.id) == ids, "shown in the order asked")
    await store.finish()
  }

  @Test func loadingOtherPlacesCancelsThoseInFlightAndThoseWaiting() async {
    let store = TestStoreOf<ForecastListFeature>(
      initialState: ForecastListFeature.State(days: 3), reducer: ForecastListFeature(),
      environment: ForecastListFeature.Environment(
        weatherClient: client(), history: .failing, now: { referenceDate }))
    let places = cities.map { ResolvedPlace(city: $0) }
    await store.send(.load(places)) {
      $0.places = IdentifiedArray(places.map { PlaceForecast(place: $0) })
      $0.requests.inFlight = Set(ids.prefix(width))
      $0.requests.waiting = [ids[width]]
    }
    await store.send(.load([ResolvedPlace(city: .london)])) {
      $0.places = [PlaceForecast(place: ResolvedPlace(city: .london))]
      $0.requests.inFlight = [City.london.id]
      $0.requests.waiting = []
    }
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    await store.receive(.forecastResponse(City.london.id, .success(.fixture(.london, days: 3)))) {
      $0.places[id: City.london.id]?.outcome = .fresh(.fixture(.london, days: 3))
      $0.requests.inFlight = []
    }
    #expect(gauge.started == Array(ids.prefix(width)) + [City.london.id])
    await store.finish()
  }

  // MARK: The full-screen app

  @Test func theAppsRefreshTakesTheSameBoundedPath() async {
    var state = AppFeature.State(interface: InterfaceFeature.ScreenState())
    state.following.hasLoaded = true
    state.following.cities = IdentifiedArray(cities.map { FollowedCity(city: $0) })
    let store = TestStoreOf<AppFeature>(
      initialState: state, reducer: AppFeature(),
      environment: AppFeature.Environment(
        cities: .failing, weatherClient: client(), forecastHistory: .failing,
        followingStorage: .failing, clock: clock, now: { referenceDate }))
    await store.send(.interface(.refresh))
    await store.receive(.following(.refresh)) {
      for id in ids { $0.following.cities[id: id]?.isRefreshing = true }
      $0.following.refreshes.inFlight = Set(ids.prefix(width))
      $0.following.refreshes.waiting = [ids[width]]
    }
    #expect(gauge.started == Array(ids.prefix(width)))
    await store.send(.following(.cancelRefreshes)) {
      $0.following.cities = IdentifiedArray(cities.map { FollowedCity(city: $0) })
      $0.following.refreshes = RequestQueue()
    }
    await store.finish()
  }
}

extension City {
  /// A made-up city numbered `number`, for tests that need many.
  static func numbered(_ number: Int) -> City {
    City(
      id: 9_000_000 + number, name: "Town \(number)", admin1: nil, countryCode: "GB",
      countryName: "United Kingdom", latitude: Double(number % 80), longitude: Double(number % 170),
      population: 1_000 * number, timeZone: "Europe/London")
  }
}
