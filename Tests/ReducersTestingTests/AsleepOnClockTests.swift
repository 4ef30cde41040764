import Reducers
import ReducersTesting
import Testing

/// A receive or finish that times out while an effect sleeps on a `TestClock` says which
/// effect sleeps, until when, and the `advance` that wakes it: the clock never moves by itself,
/// so waiting longer would not help.
@MainActor
struct AsleepOnClockTests {
  enum Action: Equatable, Sendable { case start, tick, plain, done }

  /// `.start` merges two sleeps (3 s and 1 s) under one cancel id, each a running effect; `.plain` awaits a task that
  /// never ends and sleeps on no clock.
  struct Sleeper: ReducerProtocol {
    struct Environment: Sendable { var clock: TestClock }
    enum ID { case sleeps }

    func reduce(into state: inout Int, action: Action, environment: Environment) -> Effect<Action> {
      switch action {
      case .start:
        return .merge(
          .run { send in
            try await environment.clock.sleep(for: .seconds(3))
            await send(.done)
          },
          .run { send in
            try await environment.clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        )
        .cancellable(id: ID.sleeps)
      case .plain:
        return .run { _ in
          let forever = AsyncStream<Never> { _ in }
          for await _ in forever {}
        }
      case .tick, .done:
        state += 1
        return .none
      }
    }
  }

  let clock = TestClock()
  let store: TestStoreOf<Sleeper>

  init() {
    store = TestStore(
      initialState: 0, reducer: Sleeper(), environment: Sleeper.Environment(clock: clock))
    store.timeout = .milliseconds(20)
  }

  @Test func aReceiveNamesTheSleepingEffectItsDeadlineAndTheAdvance() async {
    let failures = await withCapturedFailures {
      await store.send(.start)
      await clock.advance(by: .milliseconds(400))
      await store.receive(.tick) { $0 = 1 }
      await store.skipInFlightEffects()
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected to receive an action, but received none after 0.02 seconds.

        Expected: AsleepOnClockTests.Action.tick

        2 effects are still running:
          started by AsleepOnClockTests.Action.start, cancel id AsleepOnClockTests.Sleeper.ID\
        .sleeps, asleep on a TestClock until 3.0 seconds (the clock is at 0.4 seconds)
          started by AsleepOnClockTests.Action.start, cancel id AsleepOnClockTests.Sleeper.ID\
        .sleeps, asleep on a TestClock until 1.0 seconds (the clock is at 0.4 seconds)

        Effects asleep on a TestClock wake only when the test moves the clock: \
        `await clock.advance(by: .milliseconds(600))` before this receive wakes the earliest.
        """
      ])
  }

  @Test func anEffectAwaitingSomethingElseGetsNoClockAdvice() async {
    let failures = await withCapturedFailures {
      await store.send(.plain)
      await store.receive(.tick) { $0 = 1 }
      await store.skipInFlightEffects()
    }
    #expect(
      failures.map(\.message) == [
        """
        Expected to receive an action, but received none after 0.02 seconds.

        Expected: AsleepOnClockTests.Action.tick

        1 effect is still running:
          started by AsleepOnClockTests.Action.plain, no cancel id
        """
      ])
  }

  @Test func theAdviceIsRightWhenFollowed() async {
    let failures = await withCapturedFailures {
      await store.send(.start)
      await clock.advance(by: .milliseconds(400))
      await clock.advance(by: .milliseconds(600))
      await store.receive(.tick) { $0 = 1 }
      await clock.advance(by: .seconds(2))
      await store.receive(.done) { $0 = 2 }
      await store.finish()
    }
    #expect(failures == [])
  }

  @Test func aWokenSleepIsForgotten() async {
    await store.send(.start)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0 = 1 }
    let failures = await withCapturedFailures {
      await store.finish()
    }
    #expect(
      failures.first?.message.contains(
        "asleep on a TestClock until 3.0 seconds (the clock is at 1.0 seconds)") == true)
    #expect(
      failures.first?.message.contains(
        "`await clock.advance(by: .seconds(2))` before this finish wakes it.") == true)
  }
}
