import Reducers
import ReducersTesting
import Testing

@testable import Examples

/// TCA's TimersTests, plus stopping, restarting, leaving the screen and a live store.
// A live store's `finishEffects()` and `StoreTask.finish()` wait without a bound: the limit
// turns a regression that leaves an effect running into a failure instead of a hang.
@MainActor @Suite(.timeLimit(.minutes(1)))
struct TimersTests {
  let clock = TestClock()

  func makeStore() -> TestStoreOf<Timers> {
    TestStoreOf<Timers>(
      initialState: Timers.State(), reducer: Timers(),
      environment: Timers.Environment(clock: clock))
  }

  @Test func start() async {
    let store = makeStore()

    await store.send(.toggleTimerButtonTapped) { $0.isTimerActive = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.secondsElapsed = 1 }
    await clock.advance(by: .seconds(5))
    for second in 2...6 {
      await store.receive(.timerTicked) { $0.secondsElapsed = second }
    }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerActive = false }
    await store.finish()
  }

  @Test func stoppedTimerDoesNotTick() async throws {
    let store = makeStore()

    await store.send(.toggleTimerButtonTapped) { $0.isTimerActive = true }
    await clock.advance(by: .milliseconds(999))
    await store.send(.toggleTimerButtonTapped) { $0.isTimerActive = false }
    await clock.advance(by: .seconds(10))
    try await clock.checkSuspension()
    await store.finish()
  }

  @Test func restartingStartsAnewWithOneTimer() async {
    let store = makeStore()

    await store.send(.toggleTimerButtonTapped) { $0.isTimerActive = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.secondsElapsed = 1 }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerActive = false }
    await clock.advance(by: .milliseconds(500))
    await store.send(.toggleTimerButtonTapped) { $0.isTimerActive = true }
    // The new timer counts its second from the tap, not from the first timer's start.
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.timerTicked) { $0.secondsElapsed = 2 }
    #expect(clock.sleeperCount == 1)
    await store.send(.onDisappear) { $0.isTimerActive = false }
    await store.finish()
  }

  @Test func leavingTheScreenStopsTheTimer() async throws {
    let store = makeStore()

    await store.send(.toggleTimerButtonTapped) { $0.isTimerActive = true }
    await clock.advance(by: .seconds(2))
    await store.receive(.timerTicked) { $0.secondsElapsed = 1 }
    await store.receive(.timerTicked) { $0.secondsElapsed = 2 }
    await store.send(.onDisappear) { $0.isTimerActive = false }
    try await clock.checkSuspension()
    await store.finish()
  }

  /// The test's own way to end a long-running effect: cancel the task `send` returned.
  @Test func cancellingTheTaskStopsTheTimer() async {
    let store = makeStore()

    let timer = await store.send(.toggleTimerButtonTapped) { $0.isTimerActive = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) { $0.secondsElapsed = 1 }
    await timer.cancel()
    #expect(timer.isCancelled)
    await store.finish()
  }

  /// A timer left running fails the test, as in TCA: waiting for its task fails after the
  /// store's timeout instead of waiting forever, and so does `finish()`.
  @Test func aTimerLeftRunningFailsTheTest() async {
    let store = makeStore()
    store.timeout = .milliseconds(10)

    let timer = await store.send(.toggleTimerButtonTapped) { $0.isTimerActive = true }
    await withKnownIssue {
      await timer.finish()
    } matching: { issue in
      issue.description.contains("still running")
    }
    await withKnownIssue {
      await store.finish()
    } matching: { issue in
      issue.description.contains("still running")
    }
    await timer.cancel()
    await store.finish()
  }

  /// In a live `Store`, each `advance` of a second has run the tick it woke when it returns.
  @Test func liveStoreTicksWithTheClock() async {
    let store = Store(
      initialState: Timers.State(), reducer: Timers(),
      environment: Timers.Environment(clock: clock))

    store.send(.toggleTimerButtonTapped)
    for second in 1...3 {
      await clock.advance(by: .seconds(1))
      #expect(store.secondsElapsed == second)
    }
    await clock.advance(by: .seconds(3))
    #expect(store.secondsElapsed == 6)
    store.send(.toggleTimerButtonTapped)
    await store.finishEffects()
    #expect(store.state == Timers.State(isTimerActive: false, secondsElapsed: 6))
  }
}
