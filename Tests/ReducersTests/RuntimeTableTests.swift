import Reducers
import ReducersTesting
import Testing

/// The runtime's tables hold what is running and what can still be affected, not the history
/// of a long session: a concatenation that lives as long as the app (a subscription after a
/// first load) must not remember every id the app ever cancelled.
@MainActor
struct RuntimeTableTests {
  enum ID: Hashable, Sendable { case other(Int), work }

  enum Action: Equatable, Sendable {
    /// `.concatenate(load, listen for ever)`: nothing waits its turn under an id.
    case subscribe
    /// `.concatenate(listen for ever, work by .work)`: `work` waits its turn under `.work`.
    case subscribeThenWork
    case cancel(ID)
    /// `.send(.finished("n"))` throttled by `.other(n)` for 1 s.
    case throttled(Int)
    case finished(String)
  }

  let clock = TestClock()
  let runtime = EffectRuntime(taskExecutor: MainActorEffectExecutor(), onEffectFinished: nil)
  let store: Store<[String], Action>

  init() {
    let clock = clock
    let listen = Effect<Action>.run { send in
      try await clock.sleep(for: .seconds(1000))
      await send(.finished("listen"))
    }
    let reducer = Reducer<[String], Action, Void> { log, action, _ in
      switch action {
      case .subscribe:
        return .concatenate(.run { send in await send(.finished("load")) }, listen)
      case .subscribeThenWork:
        return .concatenate(
          listen, .run { send in await send(.finished("work")) }.cancellable(id: ID.work))
      case .cancel(let id):
        return .cancel(id: id)
      case .throttled(let index):
        return Effect.send(.finished("\(index)"))
          .throttle(id: ID.other(index), for: .seconds(1), clock: clock, latest: true)
      case .finished(let name):
        log.append(name)
        return .none
      }
    }
    store = Store(initialState: [], reducer: reducer, environment: (), runtime: runtime)
  }

  @Test func aConcatenationWithNothingQueuedUnderAnIDRemembersNoCancellation() async {
    let task = store.send(.subscribe)
    #expect(await clock.waitForSleepers(1))
    for index in 0..<1000 { store.send(.cancel(.other(index))) }
    #expect(runtime.queuedCancellationCount == 0)
    await clock.advance(by: .seconds(1000))
    await task.finish()
    #expect(store.state == ["load", "listen"])
  }

  @Test func aQueueRemembersOnlyTheIDsItsWaitingElementsRunUnder() async {
    let task = store.send(.subscribeThenWork)
    #expect(await clock.waitForSleepers(1))
    for index in 0..<1000 { store.send(.cancel(.other(index))) }
    #expect(runtime.queuedCancellationCount == 0)
    store.send(.cancel(.work))
    #expect(runtime.queuedCancellationCount == 1)
    await clock.advance(by: .seconds(1000))
    await task.finish()
    #expect(store.state == ["listen"], "work was cancelled while it waited its turn")
    #expect(runtime.queuedCancellationCount == 0)
  }

  @Test func aQueueThatIsNotCancelledStillRunsEveryElement() async {
    let task = store.send(.subscribeThenWork)
    #expect(await clock.waitForSleepers(1))
    store.send(.cancel(.other(1)))
    await clock.advance(by: .seconds(1000))
    await task.finish()
    #expect(store.state == ["listen", "work"])
  }

  /// A throttle window matters for its interval only: one per id ever throttled would grow
  /// with every row of a `forEach` that throttles by its own id.
  @Test(.timeLimit(.minutes(1)))
  func throttleWindowsAreForgottenOnceTheirIntervalHasPassed() async {
    for index in 0..<1000 { await store.send(.throttled(index)).finish() }
    #expect(store.state.count == 1000)
    #expect(runtime.throttleWindowCount == 1000, "each id is inside its interval")
    await clock.advance(by: .seconds(1))
    await store.send(.throttled(1000)).finish()
    #expect(runtime.throttleWindowCount == 1)
    let held = store.send(.throttled(1000))
    #expect(store.state.count == 1001, "the window of an id still inside its interval is kept")
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .seconds(1))
    await held.finish()
    #expect(store.state.last == "1000", "the held action is sent when the interval ends")
    #expect(store.state.count == 1002)
  }
}
