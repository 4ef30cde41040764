import Reducers
import ReducersTesting
import Testing

/// Many tests run at once, each failing inside `withKnownIssue`: every failure must be the
/// known issue of the test that made it. An issue that escapes to another test (or to none)
/// is a real failure there, so this suite fails whenever attribution goes wrong.
@MainActor
struct ParallelAttributionTests {
  /// Each way a test store fails: a step, the end of the test, an effect's programmer error.
  enum Failure: CaseIterable, Sendable {
    case send, deinitRunning, effectIssue, effectError, finish, receive, advanceIssue
  }

  @Test(arguments: 0..<repetitions)
  func everyFailureStaysInItsTest(run: Int) async {
    await withBriefFailures { await failEveryWay() }
  }

  private func failEveryWay() async {
    for kind in Failure.allCases {
      await withKnownIssue {
        let clock = TestClock()
        var store: TestStore<Feature, FeatureAction, FeatureEnvironment>? = makeStore(clock: clock)
        switch kind {
        case .send:
          await store?.send(.increment) { $0.count = 2 }
        case .deinitRunning:
          await store?.send(.delayed)
        case .effectIssue:
          await store?.send(.reportIssue)
        case .effectError:
          await store?.send(.throwError)
        case .finish:
          await store?.send(.delayed)
          await store?.finish()
        case .receive:
          await store?.send(.fetch)
          await store?.receive(.response(41)) { $0.count = 41 }
        case .advanceIssue:
          await store?.send(.chain)
          await store?.receive(.delayed)
          await clock.advance(by: .seconds(1))
        }
        store = nil
      }
    }
  }
}
