import Reducers
import ReducersTesting
import Testing

@MainActor
struct CancellationTests {
  enum CancelID: Hashable, Sendable {
    case request
    case row(Int)
  }

  enum Action: Equatable, Sendable {
    case start(Int, cancelInFlight: Bool)
    case startRow(Int)
    case cancel
    case cancelRows([Int])
    case startQueued
    case response(Int)
  }

  let clock = TestClock()
  let reducer: Reducer<[Int], Action, TestClock>

  init() {
    reducer = Reducer { log, action, clock in
      switch action {
      case .start(let value, let cancelInFlight):
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.response(value))
        }
        .cancellable(id: CancelID.request, cancelInFlight: cancelInFlight)
      case .startRow(let row):
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.response(row))
        }
        .cancellable(id: CancelID.row(row))
      case .cancel:
        return .cancel(id: CancelID.request)
      case .cancelRows(let rows):
        return .cancel(ids: rows.map(CancelID.row))
      case .startQueued:
        return .concatenate(
          .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(.response(1))
          },
          .run { send in await send(.response(2)) }
            .cancellable(id: CancelID.request)
        )
      case .response(let value):
        log.append(value)
        return .none
      }
    }
  }

  @Test func cancelInFlightCancelsThePreviousRunAndTheNewOneCompletes() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: [], reducer: reducer, environment: clock)
      await store.send(.start(1, cancelInFlight: true))
      await clock.advance(by: .milliseconds(500))
      await store.send(.start(2, cancelInFlight: true))
      await clock.advance(by: .seconds(1))
      await store.receive(.response(2)) { $0 = [2] }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  @Test func withoutCancelInFlightBothComplete() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: [], reducer: reducer, environment: clock)
      await store.send(.start(1, cancelInFlight: false))
      await store.send(.start(2, cancelInFlight: false))
      await clock.advance(by: .seconds(1))
      await store.receive(.response(1)) { $0 = [1] }
      await store.receive(.response(2)) { $0 = [1, 2] }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  @Test func cancelStopsASleepingEffect() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: [], reducer: reducer, environment: clock)
      let task = await store.send(.start(1, cancelInFlight: false))
      #expect(clock.sleeperCount == 1)
      await store.send(.cancel)
      await task.finish()
      #expect(task.isFinished)
      #expect(clock.sleeperCount == 0)
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  @Test func cancelIDsWithPayloadsCancelOnlyTheirOwn() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: [], reducer: reducer, environment: clock)
      await store.send(.startRow(1))
      await store.send(.startRow(2))
      await store.send(.startRow(3))
      await store.send(.cancelRows([1, 3]))
      await clock.advance(by: .seconds(1))
      await store.receive(.response(2)) { $0 = [2] }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  @Test func aQueuedEffectCanBeCancelledBeforeItStarts() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: [], reducer: reducer, environment: clock)
      await store.send(.startQueued)
      await store.send(.cancel)
      await clock.advance(by: .seconds(1))
      await store.receive(.response(1)) { $0 = [1] }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  @Test func aQueuedEffectRunsWhenNotCancelled() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: [], reducer: reducer, environment: clock)
      await store.send(.startQueued)
      await clock.advance(by: .seconds(1))
      await store.receive(.response(1)) { $0 = [1] }
      await store.receive(.response(2)) { $0 = [1, 2] }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  @Test func idsAreScopedToOneStore() async {
    let first = Store(initialState: [], reducer: reducer, environment: clock)
    let second = Store(initialState: [], reducer: reducer, environment: clock)
    first.send(.start(1, cancelInFlight: false))
    let secondTask = second.send(.start(2, cancelInFlight: false))
    // Both effects start off the main actor: wait until both sleep on the clock.
    #expect(await clock.waitForSleepers(2))
    first.send(.cancel)
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    await secondTask.finish()
    #expect(first.state == [])
    #expect(second.state == [2])
  }

  @Test func storeTaskCancelStopsTheEffects() async {
    let store = Store(initialState: [], reducer: reducer, environment: clock)
    let task = store.send(.start(1, cancelInFlight: false))
    #expect(await clock.waitForSleepers(1))
    task.cancel()
    #expect(clock.sleeperCount == 0)
    await clock.run()  // were it still asleep, this wakes it, so the test fails without hanging
    await task.finish()
    #expect(task.isCancelled)
    #expect(store.state == [])
  }
}
