import Foundation
import Reducers
import ReducersTesting
import Synchronization
import Testing
import WeatherFeatures
import WeatherTerminal

/// Quitting the app waits, for a bounded time, for changes to the followed list still being
/// saved: a city unfollowed just before `q` stays unfollowed on disk.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct FinishSavingTests {
  let clock = TestClock()
  let storage = HeldStorage()
  let store: Store<AppFeature.State, AppFeature.Action>

  init() {
    var state = AppFeature.State(units: .metric, forecastDays: 7)
    state.following.cities = [FollowedCity(city: .paris), FollowedCity(city: .london)]
    let storage = storage
    store = Store(
      initialState: state, reducer: AppFeature.reducer,
      environment: AppFeature.Environment(
        cities: .failing, weatherClient: .failing, forecastHistory: .failing,
        followingStorage: FollowingStorage(
          load: { [.paris, .london] }, apply: { try await storage.apply($0) }),
        clock: clock, now: { Date(timeIntervalSince1970: 0) }))
  }

  /// Starts `finishSaving` on the test store's executor, so that its timer is asleep on the
  /// test clock when this returns.
  func finishSaving(into result: SaveResult) {
    Task(executorPreference: MainActorEffectExecutor()) { [store, clock] in
      let saved = await store.finishSaving(within: .seconds(3), on: clock)
      await result.set(saved)
    }
    // The executor queues the task's jobs; they run here, until the timer is asleep.
    MainActorEffectExecutor.runPending()
  }

  @Test func withNothingBeingSavedItReturnsAtOnce() async {
    #expect(await store.finishSaving(within: .seconds(3), on: clock))
    #expect(clock.sleeperCount == 0, "no timer for nothing")
  }

  @Test func itWaitsForTheSaveThenReturns() async {
    store.send(.following(.unfollow(City.paris.id)))
    #expect(store.following.savesInFlight == 1)
    let result = SaveResult()
    finishSaving(into: result)
    #expect(clock.sleeperCount == 1, "its timer is on the clock")
    await clock.advance(by: .milliseconds(2999))
    #expect(clock.sleeperCount == 1, "2.999 s: still waiting for the save")
    #expect(result.value == nil)
    let change = await storage.nextChange()
    #expect(change == .unfollow(City.paris.id))
    storage.answer([.london])
    await result.waitForValue()
    #expect(result.value == true)
    #expect(store.following.savesInFlight == 0)
    #expect(store.following.cities.map(\.city) == [.london])
    #expect(clock.sleeperCount == 0, "its timer is cancelled")
  }

  @Test func itGivesUpWhenTheSaveOutlastsTheTimeout() async {
    store.send(.following(.unfollow(City.paris.id)))
    let result = SaveResult()
    finishSaving(into: result)
    #expect(clock.sleeperCount == 1, "its timer is on the clock")
    await clock.advance(by: .milliseconds(2999))
    #expect(clock.sleeperCount == 1, "2.999 s: still waiting")
    #expect(result.value == nil)
    await clock.advance(by: .milliseconds(1))
    await result.waitForValue()
    #expect(result.value == false, "3 s on the clock, and the save still running")
    #expect(store.following.savesInFlight == 1)
    #expect(await storage.nextChange() == .unfollow(City.paris.id))
    storage.answer([.london])
  }
}

/// A result set by a task, and a way to wait for it.
@MainActor
final class SaveResult {
  private(set) var value: Bool?
  private var waiters: [CheckedContinuation<Void, Never>] = []

  func set(_ value: Bool) {
    self.value = value
    for waiter in waiters { waiter.resume() }
    waiters.removeAll()
  }

  func waitForValue() async {
    guard value == nil else { return }
    await withCheckedContinuation { waiters.append($0) }
  }
}

/// A follow-list storage whose saves wait until the test answers them.
final class HeldStorage: Sendable {
  private struct State {
    var changes: [FollowingChange] = []
    var changeWaiter: CheckedContinuation<FollowingChange, Never>?
    var pending: CheckedContinuation<[City], any Error>?
  }

  private let state = Mutex(State())

  /// Records `change` and waits for ``answer(_:)``.
  func apply(_ change: FollowingChange) async throws -> [City] {
    try await withCheckedThrowingContinuation { continuation in
      let waiter = state.withLock { state -> CheckedContinuation<FollowingChange, Never>? in
        state.pending = continuation
        guard let waiter = state.changeWaiter else {
          state.changes.append(change)
          return nil
        }
        state.changeWaiter = nil
        return waiter
      }
      waiter?.resume(returning: change)
    }
  }

  /// The next change a save was asked for, once it is asked.
  func nextChange() async -> FollowingChange {
    await withCheckedContinuation { continuation in
      let ready = state.withLock { state -> FollowingChange? in
        guard state.changes.isEmpty else { return state.changes.removeFirst() }
        state.changeWaiter = continuation
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }

  /// Ends the save waiting, with `cities` as the list now stored.
  func answer(_ cities: [City]) {
    let pending = state.withLock { state in
      defer { state.pending = nil }
      return state.pending
    }
    pending?.resume(returning: cities)
  }
}
