import Reducers
import ReducersTesting
import Synchronization
import Testing

/// EffectRunTests.testRunEscapeFailure: an action sent through `send` after the `.run`
/// operation returned is reported, and still delivered.
@MainActor
struct EscapedSendTests {
  enum Action: Equatable, Sendable { case tap, response }

  final class Escaped: Sendable {
    let send = Mutex<Send<Action>?>(nil)
  }

  @Test func anActionSentAfterTheEffectReturnedIsReportedAndDelivered() async {
    let escaped = Escaped()
    let runLine: UInt = #line + 4
    let reducer = Reducer<Int, Action, Void> { count, action, _ in
      switch action {
      case .tap:
        return .run { send in escaped.send.withLock { $0 = send } }
      case .response:
        count += 1
        return .none
      }
    }
    let store = Store(initialState: 0, reducer: reducer, environment: ())
    let failures = await withCapturedFailures {
      store.send(.tap)
      await store.finishEffects()
      let send = escaped.send.withLock { $0 }
      send?(.response)
    }
    #expect(store.state == 1)
    #expect(
      failures.map(\.message) == [
        """
        An action was sent from a completed effect:

          Action:
            EscapedSendTests.Action.response

          Effect returned from:
            "ReducersTests/EscapedSendTests.swift:\(runLine)"

        Avoid sending actions using the 'send' argument from 'Effect.run' after the effect has \
        completed. This can happen if you escape the 'send' argument in an unstructured context.

        To fix this, make sure that your 'run' closure does not return until you're done calling \
        'send'.
        """
      ])
  }

  @Test func actionsSentWhileTheEffectRunsAreNotReported() async {
    let reducer = Reducer<Int, Action, Void> { count, action, _ in
      switch action {
      case .tap: return .run { send in await send(.response) }
      case .response:
        count += 1
        return .none
      }
    }
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: 0, reducer: reducer, environment: ())
      await store.send(.tap)
      await store.receive(.response) { $0 = 1 }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }
}
