import Reducers
import ReducersTesting
import Testing

/// Real-time work inside an effect (a real `Task.sleep`, as a live client's latency) while the
/// test waits in `receive`: the effect's jobs, resumed from a timer thread, run on the main
/// actor as soon as the waiting test leaves it free. Repeated, since a stall would show only
/// now and then.
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
    await store.send(.start)
    await store.receive(.response2, timeout: .seconds(5)) { $0 = 2 }
    await store.finish()
  }
}
