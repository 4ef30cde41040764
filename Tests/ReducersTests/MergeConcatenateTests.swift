import Reducers
import ReducersTesting
import Testing

@MainActor
struct MergeConcatenateTests {
  enum Action: Equatable, Sendable {
    case merged
    case concatenated
    case done(String)
  }

  let clock = TestClock()
  let reducer: Reducer<[String], Action, TestClock>

  init() {
    reducer = Reducer { log, action, clock in
      func after(_ seconds: Int, _ name: String) -> Effect<Action> {
        .run { send in
          try await clock.sleep(for: .seconds(seconds))
          await send(.done(name))
        }
      }
      switch action {
      case .merged:
        return .merge(after(2, "slow"), after(1, "fast"))
      case .concatenated:
        return .concatenate(after(2, "slow"), after(1, "fast"))
      case .done(let name):
        log.append(name)
        return .none
      }
    }
  }

  @Test func mergeRunsConcurrently() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: [], reducer: reducer, environment: clock)
      await store.send(.merged)
      await clock.advance(by: .seconds(1))
      await store.receive(.done("fast")) { $0 = ["fast"] }
      await clock.advance(by: .seconds(1))
      await store.receive(.done("slow")) { $0 = ["fast", "slow"] }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  @Test func concatenateRunsInOrder() async {
    let failures = await withCapturedFailures {
      let store = TestStore(initialState: [], reducer: reducer, environment: clock)
      await store.send(.concatenated)
      await clock.advance(by: .seconds(2))
      await store.receive(.done("slow")) { $0 = ["slow"] }
      // "fast" starts only now: one more second, not zero.
      await clock.advance(by: .milliseconds(999))
      #expect(store.state == ["slow"])
      await clock.advance(by: .milliseconds(1))
      await store.receive(.done("fast")) { $0 = ["slow", "fast"] }
      await store.finish()
    }
    #expect(failures.isEmpty)
  }

  @Test func mergeAndConcatenateFlattenAndRunUntilTheyWait() async {
    let a = Effect<Int>.send(1)
    let merged = Effect.merge(a, .merge(a, a), .none)
    let concatenated = Effect.concatenate(a, .concatenate(a, a), .none)
    // Observable through a store: every send arrives, in order for concatenation.
    let store = Store(
      initialState: [Int](),
      reducer: Reducer<[Int], Int, Void> { log, action, _ in
        log.append(action)
        return action == 0 ? merged : action == 10 ? concatenated.map { $0 * 100 } : .none
      },
      environment: ())
    store.send(0)
    #expect(store.state == [0, 1, 1, 1])
    // Effects run until their first real suspension inside `send`: a concatenation that only
    // sends has delivered every action, in order, through the queue, when `send` returns.
    let task = store.send(10)
    #expect(store.state == [0, 1, 1, 1, 10, 100, 100, 100])
    await task.finish()
    #expect(store.state == [0, 1, 1, 1, 10, 100, 100, 100])
  }
}
