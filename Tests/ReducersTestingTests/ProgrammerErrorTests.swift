import Reducers
import ReducersDebugging
import ReducersTesting
import Testing

/// The core library's programmer errors, reported from inside an effect, fail the test too.
@MainActor
struct ProgrammerErrorTests {
  let clock = TestClock()
  let store: TestStore<Feature, FeatureAction, FeatureEnvironment>

  init() {
    store = makeStore(clock: clock)
  }

  @Test func reportIssueInAnEffectIsCaptured() async {
    let failures = await withCapturedFailures {
      await store.send(.reportIssue).finish()
      await store.finish()
    }
    #expect(failures.map(\.message) == ["The feature detected a programmer error."])
    #expect(failures.map(\.location.line) == [reportIssueLine])
    #expect(failures.first?.location.fileID.description == "ReducersTestingTests/Feature.swift")
  }

  @Test func effectErrorWithoutACatchHandlerIsCaptured() async {
    let failures = await withCapturedFailures {
      await store.send(.throwError).finish()
      await store.finish()
    }
    #expect(
      failures.map(\.message) == [
        """
        An "Effect.run" returned from "ReducersTestingTests/Feature.swift:\(throwingRunLine)" threw \
        an unhandled error. …

            FeatureError()

        All non-cancellation errors must be explicitly handled via the "catch" parameter on \
        "Effect.run", or via a "do" block.
        """
      ])
    #expect(failures.map(\.location.line) == [throwingRunLine])
  }
}
