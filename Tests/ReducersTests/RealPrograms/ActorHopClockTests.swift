import Reducers
import ReducersTesting
import Testing

/// An effect that sleeps on a test clock, awaits another actor, and sleeps again: the actor
/// runs on the global executor, so `advance` does not wait for the effect's next sleep
/// (TestClock.advance(by:) says so); a test waits for it with `waitForSleepers`, and is then
/// deterministic. Each test runs 20 times: without the waits, 4 to 32 of 40 runs failed.
@MainActor
struct ActorHopClockTests {
  actor Tally {
    var count = 0
    func next() -> Int {
      count += 1
      return count
    }
  }

  struct Sleeper: ReducerProtocol {
    struct State: Equatable { var got: [Int] = [] }
    enum Action: Equatable, Sendable { case start, got(Int) }
    struct Environment: Sendable {
      var clock: any Clock<Duration>
      var tally: Tally
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action, environment in
        switch action {
        case .start:
          return .run { send in
            try await environment.clock.sleep(for: .seconds(1))
            let first = await environment.tally.next()
            try await environment.clock.sleep(for: .seconds(1))
            let second = await environment.tally.next()
            try await environment.clock.sleep(for: .seconds(1))
            await send(.got(first * 10 + second))
          }
        case .got(let value):
          state.got.append(value)
          return .none
        }
      }
    }
  }

  @Test(arguments: 0..<20) func waitingForEachSleepMakesTheHopsDeterministic(_ run: Int) async {
    let clock = TestClock()
    let store = TestStore(
      initialState: Sleeper.State(), environment: .init(clock: clock, tally: Tally())
    ) { Sleeper() }
    await store.send(.start)
    #expect(clock.sleeperCount == 1, "asleep when send returns")
    await clock.advance(by: .seconds(1))
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .seconds(1))
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .seconds(1))
    await store.receive(.got(12), timeout: .seconds(30)) { $0.got = [12] }
  }
}
