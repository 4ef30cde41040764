import Reducers
import ReducersTesting
import Testing

/// Real-time work inside an effect (a real `Task.sleep`, as a live client's latency) while the
/// test waits in `receive`: the effect's jobs, resumed from a timer thread, run on the main
/// actor as soon as the waiting test leaves it free. Repeated, since a stall would show only
/// now and then.
///
/// What was found (issue 20, item 5): nothing deadlocks, but the main actor is shared by every
/// test running in parallel, and some of them spend seconds there on purpose (failure messages
/// that dump large states, inside `withKnownIssue`). With both cores busy, a receive waiting
/// 1–5 s of wall-clock time timed out while the effect's resumed job waited its turn on the
/// main actor (a stack taken during such a wait shows the main queue dumping another test's
/// state and the cooperative pool idle). The timeout bounds a broken test only, so it is long.
@MainActor
struct RealTimeEffectTests {
  enum Action: Equatable, Sendable { case start, response1, response2 }

  struct Feature: ReducerProtocol {
    func reduce(into count: inout Int, action: Action, environment: Void) -> Effect<Action> {
      switch action {
      case .start:
        return .run { send in
          try await Task.sleep(for: .milliseconds(10))
          await send(.response1)
          try await Task.sleep(for: .milliseconds(10))
          await send(.response2)
        }
      case .response1, .response2:
        count += 1
        return .none
      }
    }
  }

  @Test(arguments: 0..<40)
  func aNonExhaustiveReceiveWaitsThroughRealTimeSleeps(run: Int) async {
    let store = TestStore(initialState: 0, reducer: Feature(), environment: ())
    store.exhaustivity = .off
    store.timeout = .seconds(60)
    await store.send(.start)
    await store.receive(.response2, timeout: .seconds(60)) { $0 = 2 }
    await store.finish()
  }
}
