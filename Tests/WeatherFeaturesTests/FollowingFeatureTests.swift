import Reducers
import ReducersTesting
import Testing
import WeatherFeatures

/// Loading, following, unfollowing and moving cities: each change saved through storage, adopted
/// as stored on success and rolled back on failure.
@MainActor
struct FollowingFeatureTests {
  let clock = TestClock()
  /// Every change storage was asked to apply, in order.
  let changes = Recorder<FollowingChange>()
  /// Every conditions request the client received, in order.
  let requests = Recorder<ConditionsRequest>()
  let store: TestStoreOf<FollowingFeature>

  init() {
    store = Self.makeStore(Self.following([.london, .paris, .parisTexas]))
  }

  static func makeStore(
    _ state: FollowingFeature.State
  ) -> TestStoreOf<FollowingFeature> {
    TestStoreOf<FollowingFeature>(
      initialState: state, reducer: FollowingFeature(),
      environment: FollowingFeature.Environment(
        cities: .failing, weatherClient: .failing, storage: .failing))
  }

  static func following(_ cities: [City], units: Units = .metric) -> FollowingFeature.State {
    FollowingFeature.State(
      cities: IdentifiedArray(cities.map { FollowedCity(city: $0) }), units: units)
  }

  /// Makes `store`'s storage record each change and answer `stored`, the list as now stored.
  func save(
    _ store: TestStoreOf<FollowingFeature>,
    returning stored: [City]
  ) {
    store.environment.storage.apply = { [changes] change in
      changes.record(change)
      return stored
    }
  }

  /// Makes `store`'s storage record each change and fail to save it.
  func failSaves(
    _ store: TestStoreOf<FollowingFeature>
  ) {
    store.environment.storage.apply = { [changes] change in
      changes.record(change)
      throw WeatherError.diskFull
    }
  }

  // MARK: Loading

  @Test func loadingAdoptsTheStoredListKeepingFetchedConditions() async {
    var state = Self.following([.london])
    state.cities[id: City.london.id]?.current = .fixture(.london)
    state.error = .timedOut
    let store = Self.makeStore(state)
    store.environment.storage.load = { [.paris, .london] }
    await store.send(.load) { $0.isLoading = true }
    await store.receive(.loaded(.success([.paris, .london]))) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.error = nil
      $0.cities = [
        FollowedCity(city: .paris), FollowedCity(city: .london, current: .fixture(.london)),
      ]
    }
    await store.finish()
  }

  @Test func aFailedLoadShowsTheError() async {
    let store = Self.makeStore(FollowingFeature.State())
    store.environment.storage.load = { throw WeatherError.diskFull }
    await store.send(.load) { $0.isLoading = true }
    await store.receive(.loaded(.failure(.diskFull))) {
      $0.isLoading = false
      $0.error = .diskFull
    }
    await store.finish()
  }

  // MARK: Following

  @Test func followingAnIdLooksItUpInTheDirectoryAndSavesIt() async {
    let store = Self.makeStore(Self.following([.london]))
    let resolved = Recorder<City.ID>()
    store.environment.cities.city = { id in
      resolved.record(id)
      return .paris
    }
    save(store, returning: [.london, .paris])
    await store.send(.follow(City.paris.id))
    await store.receive(.followResolved(.success(.paris))) {
      $0.cities.append(FollowedCity(city: .paris))
      $0.savesInFlight = 1
    }
    await store.receive(.saved(.success([.london, .paris]), undo: .remove(City.paris.id))) {
      $0.savesInFlight = 0
      $0.outcome = .followed(.paris)
    }
    #expect(resolved.values == [City.paris.id])
    #expect(changes.values == [.follow(.paris)])
    await store.finish()
  }

  @Test func followingAFollowedIdFailsWithoutARequest() async {
    await store.send(.follow(City.paris.id)) { $0.outcome = .alreadyFollowing(.paris) }
    await store.finish()
  }

  @Test func followingAnUnknownIdShowsTheError() async {
    store.environment.cities.city = { id in throw WeatherError.unknownCity(id) }
    await store.send(.follow(42))
    await store.receive(.followResolved(.failure(.unknownCity(42)))) {
      $0.error = .unknownCity(42)
      $0.outcome = .failed(.unknownCity(42))
    }
    await store.finish()
  }

  @Test func aResolvedCityFollowedMeanwhileIsNotFollowedTwice() async {
    await store.send(.followResolved(.success(.london))) { $0.outcome = .alreadyFollowing(.london) }
    await store.finish()
  }

  @Test func followingAKnownCityClearsTheErrorAndSavesIt() async {
    var state = Self.following([.london])
    state.error = .timedOut
    let store = Self.makeStore(state)
    save(store, returning: [.london, .tokyo])
    await store.send(.followCity(.tokyo)) {
      $0.error = nil
      $0.cities.append(FollowedCity(city: .tokyo))
      $0.savesInFlight = 1
    }
    await store.receive(.saved(.success([.london, .tokyo]), undo: .remove(City.tokyo.id))) {
      $0.savesInFlight = 0
      $0.outcome = .followed(.tokyo)
    }
    #expect(changes.values == [.follow(.tokyo)])
    await store.finish()
  }

  @Test func followingAKnownCityTwiceFailsWithoutSaving() async {
    await store.send(.followCity(.parisTexas)) { $0.outcome = .alreadyFollowing(.parisTexas) }
    await store.finish()
  }

  @Test func aFailedSaveOfAFollowRollsItBack() async {
    failSaves(store)
    await store.send(.followCity(.tokyo)) {
      $0.cities.append(FollowedCity(city: .tokyo))
      $0.savesInFlight = 1
    }
    await store.receive(.saved(.failure(.diskFull), undo: .remove(City.tokyo.id))) {
      $0.savesInFlight = 0
      $0.error = .diskFull
      $0.outcome = .failed(.diskFull)
      $0.cities.remove(id: City.tokyo.id)
    }
    #expect(changes.values == [.follow(.tokyo)])
    await store.finish()
  }

  @Test func aSaveRefusedBecauseAnotherProcessDidItFirstReadsTheListBack() async {
    let store = Self.makeStore(Self.following([.london]))
    // Another process followed Paris a moment ago: storage refuses the duplicate.
    store.environment.storage.apply = { [changes] change in
      changes.record(change)
      throw WeatherError.alreadyFollowing(.paris)
    }
    store.environment.storage.load = { [.london, .paris] }
    await store.send(.followCity(.paris)) {
      $0.cities.append(FollowedCity(city: .paris))
      $0.savesInFlight = 1
    }
    await store.receive(.saved(.failure(.alreadyFollowing(.paris)), undo: .remove(City.paris.id))) {
      $0.savesInFlight = 0
      $0.outcome = .alreadyFollowing(.paris)
      $0.cities.remove(id: City.paris.id)
      $0.isLoading = true
    }
    await store.receive(.loaded(.success([.london, .paris]))) {
      $0.isLoading = false
      $0.hasLoaded = true
      $0.cities.append(FollowedCity(city: .paris))
    }
    await store.finish()
  }

  @Test func aSuccessfulSaveAdoptsTheListAsStored() async {
    var state = Self.following([.london])
    state.cities[id: City.london.id]?.current = .fixture(.london)
    let store = Self.makeStore(state)
    // Another process followed Tokyo meanwhile.
    save(store, returning: [.london, .tokyo, .paris])
    await store.send(.followCity(.paris)) {
      $0.cities.append(FollowedCity(city: .paris))
      $0.savesInFlight = 1
    }
    await store.receive(.saved(.success([.london, .tokyo, .paris]), undo: .remove(City.paris.id))) {
      $0.savesInFlight = 0
      $0.outcome = .followed(.paris)
      $0.cities = [
        FollowedCity(city: .london, current: .fixture(.london)), FollowedCity(city: .tokyo),
        FollowedCity(city: .paris),
      ]
    }
    await store.finish()
  }

  @Test func overlappingSavesAnsweredOutOfOrderEndWithTheListAsStored() async {
    let store = Self.makeStore(Self.following([.london]))
    // Tokyo's save was applied first but answers last, with the list as it was then.
    store.environment.storage.apply = { [changes, clock] change in
      changes.record(change)
      if change == .follow(.tokyo) {
        try await clock.sleep(for: .seconds(2))
        return [.london, .tokyo]
      }
      try await clock.sleep(for: .seconds(1))
      return [.london, .tokyo, .paris]
    }
    store.environment.storage.load = { [.london, .tokyo, .paris] }
    await store.send(.followCity(.tokyo)) {
      $0.cities.append(FollowedCity(city: .tokyo))
      $0.savesInFlight = 1
    }
    await store.send(.followCity(.paris)) {
      $0.cities.append(FollowedCity(city: .paris))
      $0.savesInFlight = 2
      $0.reloadsWhenSaved = true
    }
    #expect(clock.sleeperCount == 2)
    await clock.advance(by: .seconds(1))
    await store.receive(
      .saved(.success([.london, .tokyo, .paris]), undo: .remove(City.paris.id))
    ) {
      $0.savesInFlight = 1
      $0.outcome = .followed(.paris)
    }
    await clock.advance(by: .seconds(1))
    // The last answer is the older list: it is not shown; the list is read back instead.
    await store.receive(.saved(.success([.london, .tokyo]), undo: .remove(City.tokyo.id))) {
      $0.savesInFlight = 0
      $0.outcome = .followed(.tokyo)
      $0.reloadsWhenSaved = false
      $0.isLoading = true
    }
    await store.receive(.loaded(.success([.london, .tokyo, .paris]))) {
      $0.isLoading = false
      $0.hasLoaded = true
    }
    #expect(store.state.cities.ids == [City.london.id, City.tokyo.id, City.paris.id])
    await store.finish()
  }

  // MARK: Unfollowing

  @Test func unfollowingRemovesTheCityAndSaves() async {
    var state = Self.following([.london, .paris])
    state.error = .timedOut
    let store = Self.makeStore(state)
    save(store, returning: [.paris])
    await store.send(.unfollow(City.london.id)) {
      $0.error = nil
      $0.cities.remove(id: City.london.id)
      $0.savesInFlight = 1
    }
    await store.receive(
      .saved(.success([.paris]), undo: .insert(FollowedCity(city: .london), at: 0))
    ) {
      $0.savesInFlight = 0
      $0.outcome = .unfollowed(.london)
    }
    #expect(changes.values == [.unfollow(City.london.id)])
    await store.finish()
  }

  @Test func unfollowingACityNotFollowedChangesNothing() async {
    await store.send(.unfollow(City.tokyo.id)) { $0.outcome = .notFollowing(City.tokyo.id) }
    await store.finish()
  }

  @Test func aFailedSaveOfAnUnfollowPutsTheCityBackWhereItWas() async {
    var state = Self.following([.london, .paris, .parisTexas])
    state.cities[id: City.paris.id]?.current = .fixture(.paris)
    let store = Self.makeStore(state)
    failSaves(store)
    let paris = FollowedCity(city: .paris, current: .fixture(.paris))
    await store.send(.unfollow(City.paris.id)) {
      $0.cities.remove(id: City.paris.id)
      $0.savesInFlight = 1
    }
    await store.receive(.saved(.failure(.diskFull), undo: .insert(paris, at: 1))) {
      $0.savesInFlight = 0
      $0.error = .diskFull
      $0.outcome = .failed(.diskFull)
      $0.cities = [FollowedCity(city: .london), paris, FollowedCity(city: .parisTexas)]
    }
    #expect(changes.values == [.unfollow(City.paris.id)])
    await store.finish()
  }

  // MARK: Moving

  @Test func movingReordersTheCitiesAndSaves() async {
    save(store, returning: [.parisTexas, .london, .paris])
    await store.send(.move(City.parisTexas.id, toOffset: 0)) {
      $0.cities = Self.following([.parisTexas, .london, .paris]).cities
      $0.savesInFlight = 1
    }
    await store.receive(
      .saved(
        .success([.parisTexas, .london, .paris]), undo: .move(City.parisTexas.id, toOffset: 2))
    ) {
      $0.savesInFlight = 0
    }
    #expect(changes.values == [.move(City.parisTexas.id, toOffset: 0)])
    await store.finish()
  }

  @Test func movingAnUnknownCityShowsTheError() async {
    await store.send(.move(City.tokyo.id, toOffset: 0)) { $0.error = .unknownCity(City.tokyo.id) }
    await store.finish()
  }

  @Test func aFailedSaveOfAMoveMovesTheCityBack() async {
    failSaves(store)
    await store.send(.move(City.london.id, toOffset: 5)) {
      $0.cities = Self.following([.paris, .parisTexas, .london]).cities
      $0.savesInFlight = 1
    }
    await store.receive(
      .saved(.failure(.diskFull), undo: .move(City.london.id, toOffset: 0))
    ) {
      $0.savesInFlight = 0
      $0.error = .diskFull
      $0.cities = Self.following([.london, .paris, .parisTexas]).cities
    }
    #expect(changes.values == [.move(City.london.id, toOffset: 5)])
    await store.finish()
  }

  @Test func dismissingTheErrorClearsIt() async {
    await store.send(.move(City.tokyo.id, toOffset: 0)) { $0.error = .unknownCity(City.tokyo.id) }
    await store.send(.errorDismissed) { $0.error = nil }
    await store.send(.errorDismissed)
    await store.finish()
  }
}
