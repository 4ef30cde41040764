import Reducers
import ReducersTesting
import Testing

/// The task `send` returns, and the environment changed between steps.
@MainActor
struct TaskTests {
  let clock = TestClock()
  let store: TestStore<Feature, FeatureAction, FeatureEnvironment>

  init() {
    store = makeStore(clock: clock)
  }

  @Test func cancelledTaskStopsItsEffect() async {
    let failures = await withCapturedFailures {
      let task = await store.send(.delayed)
      #expect(clock.sleeperCount == 1)
      #expect(!task.isFinished)
      await task.cancel()
      #expect(task.isFinished)
      await clock.advance(by: .seconds(2))
      await store.finish()
    }
    #expect(failures == [])
    #expect(store.state.count == 0, "the cancelled effect never answered")
  }

  @Test func finishedTaskWaitsForItsEffect() async {
    // The advance runs in another task, which needs the main actor while `finish` waits on it:
    // with every core busy (Scripts/stress-tests) that took over the shared 0.1 s. The timeout
    // only bounds a broken test.
    store.timeout = .seconds(30)
    let failures = await withCapturedFailures {
      let task = await store.send(.delayed)
      #expect(clock.sleeperCount == 1, "the sleep registered before send returned")
      let advance = Task { await clock.advance(by: .seconds(1)) }
      await task.finish()
      #expect(task.isFinished)
      await advance.value
      await store.receive(.delayedResponse) { $0.count = 100 }
      await store.finish()
    }
    #expect(failures == [])
  }

  @Test func finishingTaskTimesOutWhenTheClockNeverAdvances() async {
    let line: UInt = #line + 3
    let failures = await withCapturedFailures {
      let task = await store.send(.delayed)
      await task.finish(timeout: .milliseconds(100))
      #expect(!task.isFinished)
      await task.cancel()
      await store.finish()
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected task to finish, but it is still in-flight after 0.1 seconds.

        1 effect is still running. If it waits on a test clock, advance the clock past its sleeps.
        """
      ])
    #expect(failures.map(\.location.line) == [line])
  }

  @Test func environmentChangedBetweenStepsTakesEffectFromTheNextStep() async {
    let failures = await withCapturedFailures {
      await store.send(.fetch)
      store.environment.fetch = { 7 }  // the effect already started keeps its environment
      await store.receive(.response(42)) { $0.count = 42 }
      await store.send(.fetch)
      await store.receive(.response(7)) { $0.count = 7 }
      await store.finish()
    }
    #expect(failures == [])
  }
}
