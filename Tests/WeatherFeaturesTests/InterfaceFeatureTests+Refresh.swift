import Foundation
import Reducers
import ReducersTesting
import Testing
import WeatherFeatures

/// Live refresh: conditions and the forecast fetched again on their own every interval, with
/// the wait doubled while the service is unreachable or refusing, on the injected clock.
extension InterfaceFeatureTests {
  static let interval: Duration = .seconds(600)

  static func refreshing(_ cities: [City]) -> AppFeature.State {
    var state = following(cities)
    state.interface?.refreshInterval = interval
    return state
  }

  /// The steps of one refresh of London's conditions answered by `result`.
  func expectLondonRefreshed(
    _ store: TestStoreOf<AppFeature>,
    _ result: Result<CurrentConditions, WeatherError>
  ) async {
    await store.receive(.following(.refresh)) {
      $0.following.cities[id: City.london.id]?.isRefreshing = true
      $0.following.refreshes.inFlight.insert(City.london.id)
    }
    await store.receive(.following(.conditionsResponse(City.london.id, result))) {
      $0.following.cities[id: City.london.id]?.isRefreshing = false
      $0.following.refreshes.inFlight.remove(City.london.id)
      switch result {
      case .success(let conditions):
        $0.following.cities[id: City.london.id]?.current = conditions
        $0.following.cities[id: City.london.id]?.error = nil
      case .failure(let error):
        $0.following.cities[id: City.london.id]?.error = error
      }
    }
  }

  @Test func conditionsRefreshEveryIntervalUntilClosed() async {
    let store = makeStore(Self.refreshing([.london]), stored: [.london])
    await store.send(.interface(.refresh))
    await expectLondonRefreshed(store, .success(.fixture(.london)))
    // Nothing before the interval has passed (the store is exhaustive).
    await clock.advance(by: Self.interval - .seconds(1))
    await clock.advance(by: .seconds(1))
    await store.receive(.interface(.refreshDue))
    await expectLondonRefreshed(store, .success(.fixture(.london)))
    await clock.advance(by: Self.interval)
    await store.receive(.interface(.refreshDue))
    await expectLondonRefreshed(store, .success(.fixture(.london)))
    await store.send(.interface(.closed))
    await clock.advance(by: Self.interval * 10)
  }

  /// Opening the app starts the interval.
  @Test func openingStartsTheTimer() async {
    let store = makeStore(Self.refreshing([.london]), stored: [.london])
    store.exhaustivity = .off
    await store.send(.interface(.opened))
    await store.receive(.following(.loaded(.success([.london]))))
    await clock.advance(by: Self.interval)
    await store.receive(.interface(.refreshDue))
    await store.send(.interface(.closed))
  }

  @Test func theShownForecastRefreshesToo() async {
    var state = Self.refreshing([.london])
    state.forecast.city = .london
    state.forecast.forecast = .fixture(.london, days: 7)
    let store = makeStore(state, stored: [.london])
    store.exhaustivity = .off
    await store.send(.interface(.refresh))
    await store.receive(.following(.refresh))
    await store.receive(.forecast(.refresh))
    await clock.advance(by: Self.interval)
    await store.receive(.interface(.refreshDue))
    await store.receive(.following(.refresh))
    await store.receive(.forecast(.refresh))
    await store.send(.interface(.closed))
  }

  /// Offline: each automatic refresh that finds the service unreachable doubles the wait (10,
  /// 20, 40 min); the first answer brings the interval back.
  @Test func theWaitDoublesWhileOfflineAndComesBackOnline() async {
    let store = makeStore(Self.refreshing([.london]), stored: [.london])
    let online = store.environment
    var offline = online
    offline.weatherClient.currentConditions = { _, _ in throw WeatherError.offline("no route") }
    store.environment = offline

    await store.send(.interface(.refresh))
    await expectLondonRefreshed(store, .failure(.offline("no route")))
    await clock.advance(by: Self.interval)
    await store.receive(.interface(.refreshDue)) { $0.interface?.refreshFailures = 1 }
    await expectLondonRefreshed(store, .failure(.offline("no route")))
    // Twice the interval now: nothing after one.
    await clock.advance(by: Self.interval)
    await clock.advance(by: Self.interval)
    await store.receive(.interface(.refreshDue)) { $0.interface?.refreshFailures = 2 }
    await expectLondonRefreshed(store, .failure(.offline("no route")))

    store.environment = online
    await clock.advance(by: Self.interval * 3)
    await clock.advance(by: Self.interval)
    await store.receive(.interface(.refreshDue)) { $0.interface?.refreshFailures = 3 }
    await expectLondonRefreshed(store, .success(.fixture(.london)))
    // 80 min would be the double; an hour is the most.
    await clock.advance(by: Self.interval * 6)
    await store.receive(.interface(.refreshDue)) { $0.interface?.refreshFailures = 0 }
    await expectLondonRefreshed(store, .success(.fixture(.london)))
    await clock.advance(by: Self.interval)
    await store.receive(.interface(.refreshDue))
    await expectLondonRefreshed(store, .success(.fixture(.london)))
    await store.send(.interface(.closed))
  }

  /// `r` starts the interval again, and forgets the failures.
  @Test func aRefreshAskedForRestartsTheInterval() async {
    var state = Self.refreshing([.london])
    state.interface?.refreshFailures = 2
    let store = makeStore(state, stored: [.london])
    await store.send(.interface(.refresh)) { $0.interface?.refreshFailures = 0 }
    await expectLondonRefreshed(store, .success(.fixture(.london)))
    await clock.advance(by: Self.interval / 2)
    await store.send(.interface(.refresh))
    await expectLondonRefreshed(store, .success(.fixture(.london)))
    await clock.advance(by: Self.interval / 2)
    await clock.advance(by: Self.interval / 2)
    await store.receive(.interface(.refreshDue))
    await expectLondonRefreshed(store, .success(.fixture(.london)))
    await store.send(.interface(.closed))
  }

  @Test func offMeansNoTimer() async {
    let store = makeStore(Self.following([.london]), stored: [.london])
    await store.send(.interface(.refresh))
    await expectLondonRefreshed(store, .success(.fixture(.london)))
    await clock.advance(by: .seconds(86_400))
  }

  @Test func theDelayDoublesUpToAnHour() {
    let minute = Duration.seconds(60)
    #expect(InterfaceFeature.refreshDelay(interval: minute * 10, failures: 0) == minute * 10)
    #expect(InterfaceFeature.refreshDelay(interval: minute * 10, failures: 2) == minute * 40)
    #expect(InterfaceFeature.refreshDelay(interval: minute * 10, failures: 3) == minute * 60)
    #expect(InterfaceFeature.refreshDelay(interval: minute * 10, failures: 1000) == minute * 60)
    #expect(InterfaceFeature.refreshDelay(interval: minute * 90, failures: 5) == minute * 90)
  }
}
