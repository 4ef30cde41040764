import Reducers
import ReducersTesting
import Testing

/// `exhaustivity = .off`: only what a test states is checked, and it must still be right.
@MainActor
struct NonExhaustiveTests {
  let clock = TestClock()
  let store: TestStore<Feature, FeatureAction, FeatureEnvironment>

  init() {
    store = makeStore(clock: clock)
    store.exhaustivity = .off
  }

  @Test(arguments: [Exhaustivity.off, .off(showSkippedAssertions: true)])
  func partialAssertionsAndLeftoversPass(exhaustivity: Exhaustivity) async {
    store.exhaustivity = exhaustivity
    let failures = await withCapturedFailures {
      await store.send(.setBoth(5, "lon")) { $0.count = 5 }  // `query` not asserted
      await store.send(.increment)  // a change, no closure
      await store.send(.fetchTwice)
      await store.receive(.response(43)) { $0.count = 43 }  // `.response(42)` skipped
      await store.send(.incrementLater)  // `.increment` received, never asserted
      await store.send(.delayed)  // still sleeping at `finish()`
      await store.finish()
    }
    #expect(failures == [])
    #expect(store.state == Feature(count: 44, query: "lon"))
    #expect(clock.sleeperCount == 0, "finish() cancels what is left")
  }

  @Test(arguments: [Exhaustivity.off, .off(showSkippedAssertions: true)])
  func wrongValuesStillFail(exhaustivity: Exhaustivity) async {
    store.exhaustivity = exhaustivity
    let sendLine: UInt = #line + 4
    let receiveLine: UInt = #line + 5
    let wrongActionLine: UInt = #line + 5
    let failures = await withCapturedFailures {
      await store.send(.setBoth(5, "lon")) { $0.count = 6 }
      await store.send(.fetch)
      await store.receive(.response(42)) { $0.query = "par" }
      await store.receive(.response(7))
      await store.finish()
    }
    #expect(
      failures.map(\.message) == [
        """
        A state change does not match expectation: …

            Feature(
          -   count: 6,
          +   count: 5,
              query: "lon",
              results: []
            )

        (Expected: -, Actual: +)
        """,
        """
        A state change does not match expectation: …

            Feature(
              count: 42,
          -   query: "par",
          +   query: "lon",
              results: []
            )

        (Expected: -, Actual: +)
        """,
        """
        Expected to receive the following action, but didn't: …

          FeatureAction.response(7)
        """,
      ])
    #expect(failures.map(\.location.line) == [sendLine, receiveLine, wrongActionLine])
  }
}
