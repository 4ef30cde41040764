import Foundation
import Reducers
import ReducersTesting
import Testing
import WeatherFeatures

/// A refresh that fails: a city showing nothing shows its last known conditions from the
/// history with their age, when the failure is the service's (never a key, never a cancelled
/// request), and conditions fetched later replace them.
extension FollowingFeatureTests {
  /// Makes `store`'s history answer `kept` (recording each question) and its clock read
  /// `referenceDate` plus `age`.
  func keep(
    _ store: TestStoreOf<FollowingFeature>, _ kept: Forecast?, age: TimeInterval,
    asked: Recorder<ConditionsRequest>
  ) {
    store.environment.history = ForecastHistory { city, days, units in
      asked.record(ConditionsRequest(city: city.id, units: units))
      #expect(days == 1)
      return kept
    }
    store.environment.now = { referenceDate.addingTimeInterval(age) }
  }

  @Test func anOfflineCityShowsItsLastKnownConditionsWithTheirAge() async {
    let store = Self.makeStore(Self.following([.london], units: .imperial))
    let asked = Recorder<ConditionsRequest>()
    let kept = Forecast.fixture(.london, units: .imperial)
    keep(store, kept, age: 7_200, asked: asked)
    answerConditions(store, after: [:], failing: [City.london.id: .offline("no route")])
    await store.send(.refresh, assert: refreshing(City.london.id))
    await store.receive(
      .lastKnown(
        City.london.id, kept.current, fetchedAt: referenceDate, failure: .offline("no route"))
    ) {
      $0.cities[id: City.london.id]?.isRefreshing = false
      $0.refreshes.inFlight.remove(City.london.id)
      $0.cities[id: City.london.id]?.current = kept.current
      $0.cities[id: City.london.id]?.error = .offline("no route")
      $0.cities[id: City.london.id]?.staleness = Staleness(
        fetchedAt: referenceDate, ageSeconds: 7_200, reason: .offline("no route"))
    }
    #expect(asked.values == [ConditionsRequest(city: City.london.id, units: .imperial)])
    await store.finish()
  }

  /// London showing `current` as its last known conditions, after a refresh that timed out.
  static func lastKnownLondon(_ current: CurrentConditions) -> FollowingFeature.State {
    var state = following([.london])
    state.cities[id: City.london.id]?.current = current
    state.cities[id: City.london.id]?.error = .timedOut
    state.cities[id: City.london.id]?.staleness = Staleness(
      fetchedAt: referenceDate, ageSeconds: 60, reason: .timedOut)
    return state
  }

  @Test func conditionsFetchedLaterReplaceTheLastKnownOnes() async {
    let store = Self.makeStore(Self.lastKnownLondon(.fixture(.paris)))
    answerConditions(store, after: [:])
    await store.send(.refresh, assert: refreshing(City.london.id))
    await store.receive(.conditionsResponse(City.london.id, .success(.fixture(.london)))) {
      $0.cities[id: City.london.id]?.isRefreshing = false
      $0.refreshes.inFlight.remove(City.london.id)
      $0.cities[id: City.london.id]?.current = .fixture(.london)
      $0.cities[id: City.london.id]?.error = nil
      $0.cities[id: City.london.id]?.staleness = nil
    }
    await store.finish()
  }

  @Test func aCityShowingConditionsKeepsThemAndTheHistoryIsNotAsked() async {
    var state = Self.following([.london])
    state.cities[id: City.london.id]?.current = .fixture(.london)
    state.cities[id: City.london.id]?.staleness = Staleness(
      fetchedAt: referenceDate, ageSeconds: 60, reason: .timedOut)
    let store = Self.makeStore(state)
    store.environment.history = .failing
    answerConditions(store, after: [:], failing: [City.london.id: .offline("no route")])
    await store.send(.refresh, assert: refreshing(City.london.id))
    await store.receive(.conditionsResponse(City.london.id, .failure(.offline("no route")))) {
      $0.cities[id: City.london.id]?.isRefreshing = false
      $0.refreshes.inFlight.remove(City.london.id)
      $0.cities[id: City.london.id]?.error = .offline("no route")
      // Still the same conditions, now kept for a newer reason.
      $0.cities[id: City.london.id]?.staleness?.reason = .offline("no route")
    }
    await store.finish()
  }

  @Test func aRejectedKeyShowsNoOlderConditions() async {
    let store = Self.makeStore(Self.following([.london]))
    store.environment.history = .failing
    answerConditions(store, after: [:], failing: [City.london.id: .unauthorized("bad key")])
    await store.send(.refresh, assert: refreshing(City.london.id))
    await store.receive(.conditionsResponse(City.london.id, .failure(.unauthorized("bad key")))) {
      $0.cities[id: City.london.id]?.isRefreshing = false
      $0.refreshes.inFlight.remove(City.london.id)
      $0.cities[id: City.london.id]?.error = .unauthorized("bad key")
    }
    await store.finish()
  }

  @Test func withNothingKeptTheFailureIsShown() async {
    let store = Self.makeStore(Self.following([.london]))
    let asked = Recorder<ConditionsRequest>()
    keep(store, nil, age: 0, asked: asked)
    answerConditions(store, after: [:], failing: [City.london.id: .timedOut])
    await store.send(.refresh, assert: refreshing(City.london.id))
    await store.receive(.conditionsResponse(City.london.id, .failure(.timedOut))) {
      $0.cities[id: City.london.id]?.isRefreshing = false
      $0.refreshes.inFlight.remove(City.london.id)
      $0.cities[id: City.london.id]?.error = .timedOut
    }
    #expect(asked.values.count == 1)
    await store.finish()
  }

  @Test func aCancelledRefreshDoesNotAskTheHistory() async {
    let store = Self.makeStore(Self.following([.london]))
    store.environment.history = .failing
    answerConditions(store, after: [City.london.id: .seconds(5)])
    await store.send(.refresh, assert: refreshing(City.london.id))
    await store.send(.cancelRefresh(City.london.id)) {
      $0.cities[id: City.london.id]?.isRefreshing = false
      $0.refreshes.inFlight.remove(City.london.id)
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func switchingUnitsDropsTheLastKnownConditions() async {
    let store = Self.makeStore(Self.lastKnownLondon(.fixture(.london)))
    answerConditions(store, after: [:])
    await store.send(.unitsChanged(.imperial)) {
      $0.units = .imperial
      $0.cities[id: City.london.id]?.current = nil
      $0.cities[id: City.london.id]?.staleness = nil
      $0.cities[id: City.london.id]?.isRefreshing = true
      $0.refreshes.inFlight.insert(City.london.id)
    }
    let conditions = CurrentConditions.fixture(.london, units: .imperial)
    await store.receive(.conditionsResponse(City.london.id, .success(conditions))) {
      $0.cities[id: City.london.id]?.isRefreshing = false
      $0.refreshes.inFlight.remove(City.london.id)
      $0.cities[id: City.london.id]?.current = conditions
      $0.cities[id: City.london.id]?.error = nil
    }
    await store.finish()
  }
}
