import Reducers
import ReducersTesting
import Testing
import WeatherFeatures

/// Fetching current conditions: every city at once, one city, cancelling one.
extension FollowingFeatureTests {
  /// Makes `store`'s client record each request and answer each city's conditions after
  /// `delays[city]` on the test clock, or throw `failures[city]` after that delay.
  func answerConditions(
    _ store: TestStoreOf<FollowingFeature>,
    after delays: [City.ID: Duration], failing failures: [City.ID: WeatherError] = [:]
  ) {
    store.environment.weatherClient.currentConditions = { [requests, clock] city, units in
      requests.record(ConditionsRequest(city: city.id, units: units))
      // No delay answers at once: a sleep until `now` would wait for the next advance.
      if let delay = delays[city.id], delay > .zero { try await clock.sleep(for: delay) }
      if let failure = failures[city.id] { throw failure }
      return .fixture(city, units: units)
    }
  }

  func refreshing(_ ids: City.ID...) -> (inout FollowingFeature.State) -> Void {
    { state in
      for id in ids {
        state.cities[id: id]?.isRefreshing = true
        state.refreshes.inFlight.insert(id)
      }
    }
  }

  @Test func refreshFetchesEveryCityConcurrently() async {
    let store = Self.makeStore(Self.following([.london, .paris, .parisTexas], units: .imperial))
    answerConditions(
      store,
      after: [
        City.london.id: .seconds(3), City.paris.id: .seconds(1),
        City.parisTexas.id: .seconds(2),
      ])
    await store.send(
      .refresh, assert: refreshing(City.london.id, City.paris.id, City.parisTexas.id))
    #expect(clock.sleeperCount == 3)
    #expect(
      Set(requests.values) == [
        ConditionsRequest(city: City.london.id, units: .imperial),
        ConditionsRequest(city: City.paris.id, units: .imperial),
        ConditionsRequest(city: City.parisTexas.id, units: .imperial),
      ])
    // Answers come in the order of their delays, one second apart: the requests overlap.
    for city in [City.paris, .parisTexas, .london] {
      await clock.advance(by: .seconds(1))
      let conditions = CurrentConditions.fixture(city, units: .imperial)
      await store.receive(.conditionsResponse(city.id, .success(conditions))) {
        $0.cities[id: city.id]?.isRefreshing = false
        $0.refreshes.inFlight.remove(city.id)
        $0.cities[id: city.id]?.current = conditions
      }
    }
    #expect(requests.values.count == 3)
    await store.finish()
  }

  @Test func oneFailedRefreshDoesNotStopTheOthers() async {
    var state = Self.following([.london, .paris, .parisTexas])
    state.cities[id: City.paris.id]?.current = .fixture(.paris)
    state.cities[id: City.london.id]?.error = .timedOut
    let store = Self.makeStore(state)
    answerConditions(
      store,
      after: [
        City.london.id: .seconds(1), City.paris.id: .seconds(2),
        City.parisTexas.id: .seconds(3),
      ],
      failing: [City.paris.id: .rateLimited("60 per minute")])
    await store.send(
      .refresh, assert: refreshing(City.london.id, City.paris.id, City.parisTexas.id))
    #expect(clock.sleeperCount == 3)
    await clock.advance(by: .seconds(1))
    await store.receive(.conditionsResponse(City.london.id, .success(.fixture(.london)))) {
      $0.cities[id: City.london.id]?.isRefreshing = false
      $0.refreshes.inFlight.remove(City.london.id)
      $0.cities[id: City.london.id]?.current = .fixture(.london)
      $0.cities[id: City.london.id]?.error = nil
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.conditionsResponse(City.paris.id, .failure(.rateLimited("60 per minute"))))
    {
      $0.cities[id: City.paris.id]?.isRefreshing = false
      $0.refreshes.inFlight.remove(City.paris.id)
      $0.cities[id: City.paris.id]?.error = .rateLimited("60 per minute")
    }
    #expect(store.state.cities[id: City.paris.id]?.current == .fixture(.paris), "kept")
    await clock.advance(by: .seconds(1))
    await store.receive(.conditionsResponse(City.parisTexas.id, .success(.fixture(.parisTexas)))) {
      $0.cities[id: City.parisTexas.id]?.isRefreshing = false
      $0.refreshes.inFlight.remove(City.parisTexas.id)
      $0.cities[id: City.parisTexas.id]?.current = .fixture(.parisTexas)
    }
    await store.finish()
  }

  @Test func cancellingARefreshStopsJustThatCity() async {
    answerConditions(
      store,
      after: [
        City.london.id: .seconds(1), City.paris.id: .seconds(1),
        City.parisTexas.id: .seconds(2),
      ])
    await store.send(
      .refresh, assert: refreshing(City.london.id, City.paris.id, City.parisTexas.id))
    #expect(clock.sleeperCount == 3)
    await store.send(.cancelRefresh(City.paris.id)) {
      $0.cities[id: City.paris.id]?.isRefreshing = false
      $0.refreshes.inFlight.remove(City.paris.id)
    }
    #expect(clock.sleeperCount == 2)
    for city in [City.london, .parisTexas] {
      await clock.advance(by: .seconds(1))
      await store.receive(.conditionsResponse(city.id, .success(.fixture(city)))) {
        $0.cities[id: city.id]?.isRefreshing = false
        $0.refreshes.inFlight.remove(city.id)
        $0.cities[id: city.id]?.current = .fixture(city)
      }
    }
    #expect(store.state.cities[id: City.paris.id] == FollowedCity(city: .paris))
    await store.finish()  // fails if Paris answered
  }

  @Test func cancellingARefreshOfAnUnknownOrIdleCityChangesNothing() async {
    await store.send(.cancelRefresh(City.tokyo.id))
    await store.send(.cancelRefresh(City.london.id))
    await store.finish()
  }

  @Test func refreshingOneCityFetchesOnlyItsConditions() async {
    answerConditions(store, after: [:])
    await store.send(.refreshCity(City.paris.id), assert: refreshing(City.paris.id))
    await store.receive(.conditionsResponse(City.paris.id, .success(.fixture(.paris)))) {
      $0.cities[id: City.paris.id]?.isRefreshing = false
      $0.refreshes.inFlight.remove(City.paris.id)
      $0.cities[id: City.paris.id]?.current = .fixture(.paris)
    }
    #expect(requests.values == [ConditionsRequest(city: City.paris.id, units: .metric)])
    await store.finish()
  }

  @Test func refreshingACityAgainCancelsItsRequestInFlight() async {
    answerConditions(store, after: [City.paris.id: .seconds(1)])
    await store.send(.refreshCity(City.paris.id), assert: refreshing(City.paris.id))
    #expect(clock.sleeperCount == 1)
    await store.send(.refreshCity(City.paris.id))
    #expect(requests.values.count == 2 && clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    await store.receive(.conditionsResponse(City.paris.id, .success(.fixture(.paris)))) {
      $0.cities[id: City.paris.id]?.isRefreshing = false
      $0.refreshes.inFlight.remove(City.paris.id)
      $0.cities[id: City.paris.id]?.current = .fixture(.paris)
    }
    await store.finish()  // fails if the first request answered too
  }

  @Test func refreshingUnknownCitiesOrNoCitiesFetchesNothing() async {
    await store.send(.refreshCity(City.tokyo.id))
    let empty = Self.makeStore(FollowingFeature.State())
    await empty.send(.refresh)
    // A late answer for a city no longer followed is dropped.
    await store.send(.conditionsResponse(City.tokyo.id, .success(.fixture(.tokyo))))
    await store.send(.conditionsResponse(City.tokyo.id, .failure(.timedOut)))
    await store.finish()
    await empty.finish()
  }

  @Test func unfollowingCancelsThatCitysRefresh() async {
    answerConditions(store, after: [City.paris.id: .seconds(1)])
    save(store, returning: [.london, .parisTexas])
    await store.send(.refreshCity(City.paris.id), assert: refreshing(City.paris.id))
    #expect(clock.sleeperCount == 1)
    await store.send(.unfollow(City.paris.id)) {
      $0.cities.remove(id: City.paris.id)
      $0.refreshes.inFlight = []
      $0.savesInFlight = 1
    }
    #expect(clock.sleeperCount == 0)
    await store.receive(
      .saved(.success([.london, .parisTexas]), undo: .insert(FollowedCity(city: .paris), at: 1))
    ) {
      $0.savesInFlight = 0
      $0.outcome = .unfollowed(.paris)
    }
    await clock.advance(by: .seconds(1))
    #expect(changes.values == [.unfollow(City.paris.id)])
    await store.finish()
  }

  @Test func aCityPutBackAfterAFailedUnfollowIsNotLeftRefreshing() async {
    answerConditions(store, after: [City.paris.id: .seconds(1)])
    failSaves(store)
    await store.send(.refreshCity(City.paris.id), assert: refreshing(City.paris.id))
    #expect(clock.sleeperCount == 1)
    await store.send(.unfollow(City.paris.id)) {
      $0.cities.remove(id: City.paris.id)
      $0.refreshes.inFlight = []
      $0.savesInFlight = 1
    }
    // Its refresh was cancelled, so it comes back idle rather than refreshing for ever.
    await store.receive(
      .saved(.failure(.diskFull), undo: .insert(FollowedCity(city: .paris), at: 1))
    ) {
      $0.savesInFlight = 0
      $0.error = .diskFull
      $0.outcome = .failed(.diskFull)
      $0.cities = Self.following([.london, .paris, .parisTexas]).cities
    }
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func changingUnitsRefetchesTheConditionsShownInTheOldUnits() async {
    var state = Self.following([.london, .paris])
    state.cities[id: City.london.id]?.current = .fixture(.london)
    let store = Self.makeStore(state)
    answerConditions(store, after: [City.london.id: .seconds(1)])
    await store.send(.unitsChanged(.imperial)) {
      $0.units = .imperial
      // Paris was never fetched: nothing to refetch.
      $0.cities[id: City.london.id]?.current = nil
      $0.cities[id: City.london.id]?.isRefreshing = true
      $0.refreshes.inFlight.insert(City.london.id)
    }
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    let imperial = CurrentConditions.fixture(.london, units: .imperial)
    await store.receive(.conditionsResponse(City.london.id, .success(imperial))) {
      $0.cities[id: City.london.id]?.isRefreshing = false
      $0.refreshes.inFlight.remove(City.london.id)
      $0.cities[id: City.london.id]?.current = imperial
    }
    #expect(requests.values == [ConditionsRequest(city: City.london.id, units: .imperial)])
    // The same units again change nothing and fetch nothing.
    await store.send(.unitsChanged(.imperial))
    await store.finish()
  }
}
