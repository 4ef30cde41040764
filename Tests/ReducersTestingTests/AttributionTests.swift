import Reducers
import ReducersTesting
import Testing

/// Failures found when a test store goes away are failures of the test that owned it.
@MainActor
struct AttributionTests {
  let clock = TestClock()

  @Test func aStoreReleasedUnfinishedFailsTheTestThatCreatedIt() async {
    // `withKnownIssue` only sees issues attributed to this test: an unattributed one would
    // fail the whole run instead.
    await withKnownIssue {
      var store: TestStore<Feature, FeatureAction, FeatureEnvironment>? = makeStore(clock: clock)
      await store?.send(.delayed)
      store = nil
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("An effect returned for this action") }
    }
    #expect(clock.sleeperCount == 0, "the store's effects are cancelled when it goes away")
  }
}
