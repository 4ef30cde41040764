import Reducers
import ReducersTesting
import Testing

/// `send`: every state change must be asserted exactly, and received actions come first.
@MainActor
struct SendTests {
  let clock = TestClock()
  let store: TestStore<Feature, FeatureAction, FeatureEnvironment>

  init() {
    store = makeStore(clock: clock)
  }

  @Test func matchingChangesReportNothing() async {
    let failures = await withCapturedFailures {
      await store.send(.increment) { $0.count = 1 }
      await store.send(.noop)
      await store.send(.setBoth(5, "lon")) {
        $0.count = 5
        $0.query = "lon"
      }
      await store.finish()
    }
    #expect(failures == [])
    #expect(store.state == Feature(count: 5, query: "lon"))
  }

  @Test func stateMismatchIsReportedWithADiff() async {
    let line: UInt = #line + 2
    let failures = await withCapturedFailures {
      await store.send(.increment) { $0.count = 2 }
      await store.finish()
    }
    #expect(
      failures.map(\.message) == [
        """
        A state change does not match expectation: …

            Feature(
          -   count: 2,
          +   count: 1,
              query: "",
              results: []
            )

        (Expected: -, Actual: +)
        """
      ])
    #expect(failures.map(\.location.line) == [line])
    #expect(failures.first?.location.fileID.description == "ReducersTestingTests/SendTests.swift")
  }

  @Test func changeWithoutAClosureIsReported() async {
    let line: UInt = #line + 2
    let failures = await withCapturedFailures {
      await store.send(.increment)
      await store.finish()
    }
    #expect(
      failures.map(\.message) == [
        """
        State was not expected to change, but a change occurred: …

            Feature(
          -   count: 0,
          +   count: 1,
              query: "",
              results: []
            )

        (Expected: -, Actual: +)
        """
      ])
    #expect(failures.map(\.location.line) == [line])
  }

  @Test func closureThatChangesNothingWhenNothingChangedIsReported() async {
    let line: UInt = #line + 2
    let failures = await withCapturedFailures {
      await store.send(.noop) { $0.count = 0 }
      await store.finish()
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state is \
        expected, omit the trailing closure.
        """
      ])
    #expect(failures.map(\.location.line) == [line])
  }

  @Test func closureThatThrowsIsReported() async {
    let line: UInt = #line + 2
    let failures = await withCapturedFailures {
      await store.send(.increment) { _ in throw FeatureError() }
      await store.finish()
    }
    #expect(failures.map(\.message) == ["Threw error: FeatureError()"])
    #expect(failures.map(\.location.line) == [line])
  }

  @Test func sendingWhileReceivedActionsAreUnassertedIsReportedAndKeepsThem() async {
    let line: UInt = #line + 3
    let failures = await withCapturedFailures {
      await store.send(.incrementLater)  // `.increment` arrives synchronously
      await store.send(.noop)
      // Still pending after the failed step: it can be received, and it is the only failure.
      await store.receive(.increment)
      await store.finish()
    }
    #expect(
      failures.map(\.message) == [
        """
        Must handle 1 received action before sending an action: …

        Unhandled actions: [
          [0]: .increment
        ]
        """
      ])
    #expect(failures.map(\.location.line) == [line])
    #expect(store.state.count == 1)
  }

  @Test func unassertedReceivedActionsAreCountedInTheMessage() async {
    let failures = await withCapturedFailures {
      await store.send(.fetchTwice)
      await store.send(.noop)
      await store.skipReceivedActions()
      await store.finish()
    }
    #expect(
      failures.map(\.message) == [
        """
        Must handle 2 received actions before sending an action: …

        Unhandled actions: [
          [0]: .response(42),
          [1]: .response(43)
        ]
        """
      ])
  }
}
