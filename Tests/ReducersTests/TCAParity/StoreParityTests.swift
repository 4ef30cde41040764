import Reducers
import Synchronization
import Testing

/// The live store against TCA's StoreTests, and the two orderings where we differ on purpose
/// (ComingFromTCA, "Effects start inside send").
@MainActor
struct StoreParityTests {
  enum Action: Equatable, Sendable { case tap, next1, next2, end, runThenSend, runThenCancel, a, b }

  final class Log: Sendable {
    let values = Mutex<[Int]>([])
    func append(_ value: Int) { values.withLock { $0.append(value) } }
  }

  let log = Log()
  let reducer: Reducer<[Action], Action, Log>

  init() {
    reducer = Reducer { received, action, log in
      switch action {
      case .tap:
        return .merge(.send(.next1), .send(.next2), .run { _ in log.append(1) })
      case .next1:
        return .merge(.send(.end), .run { _ in log.append(2) })
      case .next2:
        return .run { _ in log.append(3) }
      case .end:
        return .run { _ in log.append(4) }
      case .runThenSend:
        return .merge(.run { send in await send(.b) }, .send(.a))
      case .runThenCancel:
        return .merge(.run { send in await send(.b) }.cancellable(id: 1), .cancel(id: 1))
      case .a, .b:
        received.append(action)
        return .none
      }
    }
  }

  /// StoreTests.testSynchronousEffectsSentAfterSinking: effects run in the order the actions
  /// that returned them are reduced, all within `send`.
  @Test func synchronousEffectsRunInTheOrderTheirActionsAreReduced() {
    let store = Store(initialState: [], reducer: reducer, environment: log)
    store.send(.tap)
    #expect(log.values.withLock { $0 } == [1, 2, 3, 4])
  }

  /// As TCA: a `.send` merged after a `.run` is reduced first. The `.run` starts where it
  /// stands in the merge and runs up to its first suspension, but what it sends takes its turn
  /// after the actions of the `send` that started it.
  @Test func aSendMergedAfterARunIsReducedFirst() async {
    let store = Store(initialState: [], reducer: reducer, environment: log)
    store.send(.runThenSend)
    await store.finishEffects()
    #expect(store.state == [.a, .b])
  }

  /// Differs from TCA on purpose: a cancel merged after a `.run` comes when the operation has
  /// already run up to its first suspension.
  @Test func aCancelMergedAfterARunComesAfterItsSynchronousPart() async {
    let store = Store(initialState: [], reducer: reducer, environment: log)
    store.send(.runThenCancel)
    await store.finishEffects()
    #expect(store.state == [.b])
  }
}
