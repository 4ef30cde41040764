import Reducers
import ReducersTesting
import Testing

/// Actions are received in the order the live store reduces them, and cancelling a step's task
/// cancels everything that step led to.
@MainActor
struct OrderAndCancellationTests {
  enum Action: Equatable, Sendable {
    case start, a, b, c
    /// Awaits the clock, then sends `.sleep`, whose effect sleeps again.
    case later
    case sleep
    case woke
  }

  let clock = TestClock()

  var reducer: Reducer<[Action], Action, TestClock> {
    Reducer { log, action, clock in
      log.append(action)
      switch action {
      case .start:
        return .run { send in
          await send(.a)
          await send(.b)
        }
      case .a:
        return .run { send in await send(.c) }
      case .later:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.sleep)
        }
      case .sleep:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.woke)
        }
      case .b, .c, .woke:
        return .none
      }
    }
  }

  @Test func actionsAreReceivedFirstInFirstOutLikeTheLiveStoreRunsThem() async {
    let store = TestStore(initialState: [], reducer: reducer, environment: clock)
    let live = Store(initialState: [], reducer: reducer, environment: clock)
    live.send(.start)
    #expect(live.state == [.start, .a, .b, .c])
    let failures = await withCapturedFailures {
      await store.send(.start) { $0 = [.start] }
      await store.receive(.a) { $0.append(.a) }
      await store.receive(.b) { $0.append(.b) }
      await store.receive(.c) { $0.append(.c) }
      await store.finish()
    }
    #expect(failures == [])
  }

  @Test func cancellingATestStoreTaskCancelsWhatItsEffectsStartedAfterAnAwait() async {
    let store = TestStore(initialState: [], reducer: reducer, environment: clock)
    let failures = await withCapturedFailures {
      let task = await store.send(.later) { $0 = [.later] }
      await clock.advance(by: .seconds(1))
      await store.receive(.sleep) { $0.append(.sleep) }
      #expect(clock.sleeperCount == 1)
      await task.cancel()
      #expect(clock.sleeperCount == 0, "the effect of `.sleep` belonged to the task of `.later`")
      #expect(task.isCancelled)
      await store.finish()
    }
    #expect(failures == [])
  }

  @Test func cancellingAStoreTaskCancelsWhatItsEffectsStartedAfterAnAwait() async {
    // The live store, on the test executor so that its sleeps register at once.
    let store = Store(
      initialState: [], reducer: reducer, environment: clock,
      runtime: EffectRuntime(taskExecutor: MainActorEffectExecutor(), onEffectFinished: nil))
    let task = store.send(.later)
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    #expect(store.state == [.later, .sleep])
    #expect(clock.sleeperCount == 1, "the effect `.sleep` started after the first one awaited")
    task.cancel()
    await task.finish()
    #expect(clock.sleeperCount == 0)
    #expect(task.isCancelled)
    await clock.advance(by: .seconds(5))
    #expect(store.state == [.later, .sleep])
  }
}
