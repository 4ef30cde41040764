import Reducers
import ReducersTesting
import Testing

/// What `finish()` and deinitialisation check, and how to skip what a test does not care about.
@MainActor
struct ExhaustivityTests {
  let clock = TestClock()
  let store: TestStore<Feature, FeatureAction, FeatureEnvironment>

  init() {
    store = makeStore(clock: clock)
  }

  static let stillRunning = """
    An effect returned for this action is still running. It must complete before the end of the \
    test. …

    It was started by FeatureAction.delayed, no cancel id.

    Make sure every effect the reducer returns for this action finishes: advance the test clock \
    past its sleeps, send the action that cancels it, or cancel the task `send` returned.
    """

  static let twoUnasserted = """
    The store received 2 unexpected actions by the end of this test: …

      Unhandled actions:
        • .response(42)
        • .response(43)
    """

  @Test func finishReportsEveryUnassertedReceivedAction() async {
    let line: UInt = #line + 3
    let failures = await withCapturedFailures {
      await store.send(.fetchTwice)
      await store.finish()
    }
    #expect(failures.map(\.message) == [Self.twoUnasserted])
    #expect(failures.map(\.location.line) == [line])
  }

  @Test func finishReportsARunningEffectAtTheStepThatStartedIt() async {
    let sendLine: UInt = #line + 4
    let receiveLine: UInt = #line + 5
    let finishLine: UInt = #line + 5
    let failures = await withCapturedFailures {
      await store.send(.delayed)
      await store.send(.chain)
      await store.receive(.delayed)
      await store.finish()
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected effects to finish, but there are still effects in-flight after 0.1 seconds.

        2 effects are still running:
          started by FeatureAction.delayed, no cancel id, asleep on a TestClock until 1.0 seconds (the clock is at 0.0 seconds)
          started by FeatureAction.delayed, no cancel id, asleep on a TestClock until 1.0 seconds (the clock is at 0.0 seconds)

        Effects asleep on a TestClock wake only when the test moves the clock: \
        `await clock.advance(by: .seconds(1))` before this finish wakes the earliest.

        An effect that sleeps again after each wake-up (a timer) runs until cancelled: send \
        the action that cancels it, or cancel the task `send` returned.
        """,
        Self.stillRunning, Self.stillRunning,
      ])
    #expect(failures.map(\.location.line) == [finishLine, sendLine, receiveLine])
    #expect(clock.sleeperCount == 0, "finish() cancels what is left")
  }

  @Test func deinitWithoutFinishReportsTheSame() async {
    var store: TestStore<Feature, FeatureAction, FeatureEnvironment>? = makeStore(clock: clock)
    let sendLine: UInt = #line + 3
    let lastStepLine: UInt = #line + 3
    let failures = await withCapturedFailures {
      await store?.send(.delayed)
      await store?.send(.fetchTwice).finish()
      store = nil
    }
    #expect(failures.map(\.message) == [Self.stillRunning, Self.twoUnasserted])
    #expect(failures.map(\.location.line) == [sendLine, lastStepLine])
    #expect(clock.sleeperCount == 0, "deinit cancels what is left")
  }

  @Test func skippedReceivedActionsAndEffectsAreNotFailures() async {
    let failures = await withCapturedFailures {
      await store.send(.fetchTwice)
      await store.skipReceivedActions()
      await store.send(.increment) { $0.count = 44 }
      await store.send(.delayed)
      await store.skipInFlightEffects()
      await store.finish()
    }
    #expect(failures == [])
    #expect(clock.sleeperCount == 0, "finish() cancels the effect that was skipped")
  }

  @Test func skippingNothingIsAFailureWhenStrict() async {
    let receivedLine: UInt = #line + 3
    let effectsLine: UInt = #line + 3
    let failures = await withCapturedFailures {
      await store.skipReceivedActions()
      await store.skipInFlightEffects()
      await store.skipReceivedActions(strict: false)
      await store.skipInFlightEffects(strict: false)
      await store.finish()
    }
    #expect(
      failures.map(\.message) == [
        "There were no received actions to skip.",
        "There were no in-flight effects to skip.",
      ])
    #expect(failures.map(\.location.line) == [receivedLine, effectsLine])
  }
}
