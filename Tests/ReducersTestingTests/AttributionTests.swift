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
      issue.comments.contains { $0.rawValue.hasPrefix("An effect returned for this action") }
    }
    #expect(clock.sleeperCount == 0, "the store's effects are cancelled when it goes away")
  }

  /// Many at once, as Swift Testing runs the cases of a parameterized test in parallel: each
  /// store goes away in a detached task, where no test is current, and its failure must still
  /// be this case's known issue (an escaped one fails the run, and so does a missing one).
  @Test(arguments: 0..<16)
  func aStoreReleasedInAnotherTaskFailsTheTestThatCreatedIt(run: Int) async {
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
      issue.comments.contains { $0.rawValue.hasPrefix("An effect returned for this action") }
    }
    #expect(clock.sleeperCount == 0, "the store's effects are cancelled when it goes away")
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
