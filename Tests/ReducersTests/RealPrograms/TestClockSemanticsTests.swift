import Reducers
import ReducersTesting
import Testing

/// `TestClock` as swift-clocks defines it, and what `advance` means for the effects it wakes:
/// in a `TestStore` and in a live `Store`, each has run until it waits again when `advance`
/// returns, with no yielding and no real time.
@MainActor
struct TestClockSemanticsTests {
  enum Action: Equatable, Sendable {
    case start
    case startConcatenated
    case startTimer
    case stopTimer
    case search(String)
    case response(String)
    case woke(Int)
  }

  enum CancelID: Hashable, Sendable { case search, timer }

  struct Feature: ReducerProtocol {
    func reduce(into log: inout [Int], action: Action, environment clock: TestClock)
      -> Effect<Action>
    {
      func sleeper(_ seconds: Int) -> Effect<Action> {
        .run { send in
          try await clock.sleep(for: .seconds(seconds))
          await send(.woke(seconds))
        }
      }
      switch action {
      case .start:
        return .merge(sleeper(1), sleeper(2), sleeper(3))
      case .startConcatenated:
        return .concatenate(sleeper(1), sleeper(1), sleeper(1))
      case .startTimer:
        return .run { send in
          var tick = 0
          while true {
            try await clock.sleep(for: .seconds(1))
            tick += 1
            await send(.woke(tick))
          }
        }
        .cancellable(id: CancelID.timer)
      case .stopTimer:
        return .cancel(id: CancelID.timer)
      case .search(let query):
        // A zero sleep: enough for a newer search to cancel this one, as in TCA's examples.
        return .run { send in
          try await clock.sleep(for: .zero)
          await send(.response(query))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)
      case .response:
        log.append(0)
        return .none
      case .woke(let value):
        log.append(value)
        return .none
      }
    }
  }

  let clock = TestClock()

  @Test func aSleepUntilNowWaitsForTheNextAdvance() async throws {
    let woke = Task { try await clock.sleep(until: clock.now) }
    #expect(await clock.waitForSleepers(1))
    #expect(clock.sleeperCount == 1)
    await clock.advance()
    try await woke.value
    #expect(clock.sleeperCount == 0)
  }

  @Test func aSleepUntilThePastReturnsAtOnce() async throws {
    await clock.advance(by: .seconds(1))
    try await clock.sleep(until: VirtualInstant(offset: .zero))
    #expect(clock.sleeperCount == 0)
  }

  @Test func aZeroSleepLetsANewerSearchCancelAnOlderOne() async {
    let store = TestStore(initialState: [], reducer: Feature(), environment: clock)
    await store.send(.search("lo"))
    await store.send(.search("lon"))
    await clock.advance()
    await store.receive(.response("lon")) { $0 = [0] }
    await store.finish()
  }

  @Test func advanceAndRunWakeInDeadlineOrder() async {
    let store = TestStore(initialState: [], reducer: Feature(), environment: clock)
    await store.send(.start)
    await clock.advance(to: VirtualInstant(offset: .seconds(2)))
    await store.receive(.woke(1)) { $0 = [1] }
    await store.receive(.woke(2)) { $0 = [1, 2] }
    await clock.run()
    await store.receive(.woke(3)) { $0 = [1, 2, 3] }
    await store.finish()
    #expect(clock.now == VirtualInstant(offset: .seconds(3)))
  }

  @Test func checkSuspensionThrowsWhileATaskSleeps() async throws {
    let store = TestStore(initialState: [], reducer: Feature(), environment: clock)
    await store.send(.startTimer)
    await #expect(throws: SuspensionError.self) { try await clock.checkSuspension() }
    await store.send(.stopTimer)
    try await clock.checkSuspension()
    await store.finish()
  }

  @Test func aLiveStoreSeesWhatEachAdvanceWoke() async {
    let store = Store(initialState: [], reducer: Feature(), environment: clock)
    store.send(.start)
    await clock.advance(by: .seconds(1))
    #expect(store.state == [1])
    await clock.advance(by: .seconds(1))
    #expect(store.state == [1, 2])
    await clock.advance(by: .seconds(1))
    #expect(store.state == [1, 2, 3])
  }

  @Test func aLiveStoresConcatenationKeepsPaceWithTheClock() async {
    let store = Store(initialState: [], reducer: Feature(), environment: clock)
    store.send(.startConcatenated)
    await clock.advance(by: .seconds(1))
    #expect(store.state == [1])
    await clock.advance(by: .seconds(1))
    #expect(store.state == [1, 1])
    await clock.advance(by: .seconds(1))
    #expect(store.state == [1, 1, 1])
  }

  @Test func aLiveStoresTimerTicksOncePerSecondOfAnAdvance() async {
    let store = Store(initialState: [], reducer: Feature(), environment: clock)
    let timer = store.send(.startTimer)
    await clock.advance(by: .seconds(3))
    #expect(store.state == [1, 2, 3])
    timer.cancel()
    await timer.finish()
    #expect(clock.sleeperCount == 0)
  }

  @Test func aLiveStoreFromAnotherActorToo() async {
    let store = Store(initialState: [], reducer: Feature(), environment: clock)
    store.send(.start)
    await Self.advance(clock, by: .seconds(2))
    #expect(store.state == [1, 2])
  }

  /// Advances from off the main actor, as a nonisolated test would.
  nonisolated static func advance(_ clock: TestClock, by duration: Duration) async {
    await clock.advance(by: duration)
  }
}
