import Reducers
import ReducersTesting
import Synchronization
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
      isTestFailure(issue, startingWith: "An effect returned for this action")
    }
    #expect(clock.sleeperCount == 0, "the store's effects are cancelled when it goes away")
  }

  /// Under Swift Testing the issue is headed by the failure's first line: its error is the
  /// `TestFailure`, whose text is the whole message.
  @Test func theIssueIsTheFailureItself() async {
    await withKnownIssue {
      var store: TestStore<Feature, FeatureAction, FeatureEnvironment>? = makeStore(clock: clock)
      await store?.send(.increment) { $0.count = 2 }
      store = nil
    } matching: { issue in
      guard let failure = issue.error as? TestFailure else { return false }
      return String(describing: issue.kind).hasPrefix(
        "Caught error: A state change does not match expectation")
        && failure.message.hasPrefix("A state change does not match expectation: …\n\n")
        && failure.message.contains("-   count: 2,")
        && issue.comments.isEmpty
    }
    #expect(clock.sleeperCount == 0, "the store's effects are cancelled when it goes away")
  }

  /// Many at once, as Swift Testing runs the cases of a parameterized test in parallel: each
  /// store goes away in a detached task, where no test is current, and its failure must still
  /// be this case's known issue (an escaped one fails the run, and so does a missing one).
  @Test(arguments: 0..<16)
  func aStoreReleasedInAnotherTaskFailsTheTestThatCreatedIt(run: Int) async {
    await withBriefFailures { await releaseInAnotherTask() }
    #expect(clock.sleeperCount == 0, "the store's effects are cancelled when it goes away")
  }

  private func releaseInAnotherTask() async {
    await withKnownIssue {
      let holder = StoreHolder(makeStore(clock: clock))
      let ownerTask: Task<Void, Never>? =
        await holder.withStore { store in
          await store.send(.delayed)
          return store.ownerTask
        } ?? nil
      #expect(ownerTask != nil)
      await Task.detached { holder.release() }.value
      await ownerTask?.value
    } matching: { issue in
      isTestFailure(issue, startingWith: "An effect returned for this action")
    }
  }
}

/// Holds the only reference to a store, so that another task can make it go away.
private final class StoreHolder: Sendable {
  typealias Store = TestStore<Feature, FeatureAction, FeatureEnvironment>
  private let store: Mutex<Store?>

  init(_ store: Store) { self.store = Mutex(store) }

  @MainActor
  func withStore<T>(_ body: (Store) async -> T) async -> T? {
    guard let store = store.withLock({ $0 }) else { return nil }
    return await body(store)
  }

  func release() {
    let store = store.withLock { store in
      defer { store = nil }
      return store
    }
    _ = consume store
  }
}
