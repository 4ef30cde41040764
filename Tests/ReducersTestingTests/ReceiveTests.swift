import Reducers
import ReducersTesting
import Testing

/// `receive`: the next action an effect sends back, and the state change it made.
@MainActor
struct ReceiveTests {
  let clock = TestClock()
  let store: TestStore<Feature, FeatureAction, FeatureEnvironment>

  init() {
    store = makeStore(clock: clock)
  }

  @Test func happyPathReportsNothing() async {
    let failures = await withCapturedFailures {
      await store.send(.fetch)
      await store.receive(.response(42)) { $0.count = 42 }
      await store.send(.queryChanged("Lon")) { $0.query = "Lon" }
      await clock.advance(by: .milliseconds(300))
      await store.receive(.searchResponse(["London", "Long Beach", "Londoner"])) {
        $0.results = ["London", "Long Beach", "Londoner"]
      }
      await store.send(.chain)
      await store.receive(.delayed)
      await clock.advance(by: .seconds(1))
      await store.receive(.delayedResponse) { $0.count = 142 }
      await store.finish()
    }
    #expect(failures == [])
  }

  @Test func differentActionIsReportedWithADiffOfTheActions() async {
    let line: UInt = #line + 3
    let failures = await withCapturedFailures {
      await store.send(.fetch)
      await store.receive(.response(7)) { $0.count = 7 }
      await store.finish()
    }
    #expect(
      failures.map(\.message) == [
        """
        Received unexpected action: …

          - FeatureAction.response(7)
          + FeatureAction.response(42)

        (Expected: -, Received: +)
        """
      ])
    #expect(failures.map(\.location.line) == [line])
  }

  @Test func nothingReceivedWhileAnEffectIsInFlight() async {
    let line: UInt = #line + 3
    let failures = await withCapturedFailures {
      await store.send(.delayed)
      await store.receive(.delayedResponse, timeout: .milliseconds(50)) { $0.count = 100 }
      await store.skipInFlightEffects()
      await store.finish()
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected to receive an action, but received none after 0.05 seconds.

        Expected: FeatureAction.delayedResponse

        1 effect is still running:
          started by FeatureAction.delayed, no cancel id, asleep on a TestClock until 1.0 seconds (the clock is at 0.0 seconds)

        The effect asleep on a TestClock wakes only when the test moves the clock: \
        `await clock.advance(by: .seconds(1))` before this receive wakes it.
        """
      ])
    #expect(failures.map(\.location.line) == [line])
  }

  @Test func nothingReceivedWhenNoEffectIsInFlight() async {
    let line: UInt = #line + 3
    let failures = await withCapturedFailures {
      await store.send(.increment) { $0.count = 1 }
      await store.receive(.increment) { $0.count = 2 }
      await store.finish()
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected to receive the following action, but didn't: …

          FeatureAction.increment
        """
      ])
    #expect(failures.map(\.location.line) == [line])
  }

  @Test func unassertedStateChangeOnReceiveIsReported() async {
    let line: UInt = #line + 3
    let failures = await withCapturedFailures {
      await store.send(.fetch)
      await store.receive(.response(42))
      await store.finish()
    }
    #expect(
      failures.map(\.message) == [
        """
        State was not expected to change, but a change occurred: …

            Feature(
          -   count: 0,
          +   count: 42,
              query: "",
              results: []
            )

        (Expected: -, Actual: +)
        """
      ])
    #expect(failures.map(\.location.line) == [line])
  }

  @Test func mismatchedStateOnReceiveIsReported() async {
    let line: UInt = #line + 3
    let failures = await withCapturedFailures {
      await store.send(.fetch)
      await store.receive(.response(42)) { $0.count = 41 }
      await store.finish()
    }
    #expect(
      failures.map(\.message) == [
        """
        A state change does not match expectation: …

            Feature(
          -   count: 41,
          +   count: 42,
              query: "",
              results: []
            )

        (Expected: -, Actual: +)
        """
      ])
    #expect(failures.map(\.location.line) == [line])
  }
}
