import Reducers
import ReducersTesting
import Testing
import WeatherFeatures

/// The following list's queue when a request fails, and when the user refreshes again while a
/// refresh runs.
extension BoundedRequestsTests {
  @Test func aFailedRefreshShowsItsErrorAndGivesItsSlotToTheNext() async {
    let store = followingStore()
    // The first city fails after 1 s; the others answer after 2 s.
    store.environment.weatherClient.currentConditions = { [gauge, clock, ids] city, units in
      try await gauge.measure(city.id) {
        try await clock.sleep(for: .seconds(city.id == ids[0] ? 1 : 2))
        if city.id == ids[0] { throw WeatherError.offline("no route to host") }
        return .fixture(city, units: units)
      }
    }
    await store.send(.refresh, assert: refreshingAll)
    await clock.advance(by: .seconds(1))
    await store.receive(.conditionsResponse(ids[0], .failure(.offline("no route to host")))) {
      $0.cities[id: ids[0]]?.isRefreshing = false
      $0.cities[id: ids[0]]?.error = .offline("no route to host")
      $0.refreshes.inFlight.remove(ids[0])
      $0.refreshes.inFlight.insert(ids[width])
      $0.refreshes.waiting = []
    }
    #expect(gauge.started == ids, "the failure freed its slot for the one waiting")
    await clock.advance(by: .seconds(1))
    await receiveFreshAnswers(of: cities[1..<width], in: store)
    await clock.advance(by: .seconds(1))
    await store.receive(.conditionsResponse(ids[width], .success(.fixture(cities[width])))) {
      $0.cities[id: ids[width]]?.isRefreshing = false
      $0.cities[id: ids[width]]?.current = .fixture(cities[width])
      $0.refreshes.inFlight = []
    }
    #expect(gauge.maximum == width)
    await store.finish()
  }

  /// Refreshing again restarts the requests in flight (their answers would be older than
  /// asked) in their slots, and the cities waiting keep their turn: never more slots, never a
  /// city asked twice at once by the feature.
  @Test func refreshingAgainWhileOneRunsRestartsThoseInFlightAndKeepsTheTurnOfThoseWaiting() async {
    let store = followingStore()
    await store.send(.refresh, assert: refreshingAll)
    await clock.advance(by: .milliseconds(500))
    await store.send(.refresh)
    #expect(gauge.started == Array(ids.prefix(width)) + Array(ids.prefix(width)))
    #expect(clock.sleeperCount == width, "the first requests were cancelled")
    await clock.advance(by: .milliseconds(500))  // when the first requests would have answered
    await clock.advance(by: .milliseconds(500))
    await store.receive(.conditionsResponse(ids[0], .success(.fixture(cities[0])))) {
      $0.cities[id: ids[0]]?.isRefreshing = false
      $0.cities[id: ids[0]]?.current = .fixture(cities[0])
      $0.refreshes.inFlight.remove(ids[0])
      $0.refreshes.inFlight.insert(ids[width])
      $0.refreshes.waiting = []
    }
    await receiveFreshAnswers(of: cities[1..<width], in: store)
    await clock.advance(by: .seconds(1))
    await store.receive(.conditionsResponse(ids[width], .success(.fixture(cities[width])))) {
      $0.cities[id: ids[width]]?.isRefreshing = false
      $0.cities[id: ids[width]]?.current = .fixture(cities[width])
      $0.refreshes.inFlight = []
    }
    #expect(gauge.started.count == 2 * width + 1)
    await store.finish()
  }
}
