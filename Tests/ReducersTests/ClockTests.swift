import Reducers
import ReducersTesting
import Testing

@MainActor
struct ClockTests {
  enum Action: Equatable, Sendable {
    case start
    case woke(String)
  }

  let clock = TestClock()

  /// Two sleepers started by one action: the late one first, the early one second.
  func store(
    _ work: @escaping @Sendable (TestClock, Send<Action>) async throws -> Void
  ) -> TestStore<[String], Action, TestClock> {
    TestStore(
      initialState: [],
      reducer: Reducer { log, action, clock in
        switch action {
        case .start: return .run { send in try await work(clock, send) }
        case .woke(let name):
          log.append(name)
          return .none
        }
      },
      environment: clock)
  }

  @Test func testClockWakesSleepersInDeadlineOrderOnlyWhenAdvanced() async {
    let store = store { clock, send in
      await withTaskGroup { group in
        group.addTask {
          try? await clock.sleep(for: .seconds(2))
          await send(.woke("late"))
        }
        group.addTask {
          try? await clock.sleep(for: .seconds(1))
          await send(.woke("early"))
        }
      }
    }
    let failures = await withCapturedFailures {
      await store.send(.start)
      await clock.advance(by: .milliseconds(999))
      await clock.advance(by: .seconds(2))
      await store.receive(.woke("early")) { $0 = ["early"] }
      await store.receive(.woke("late")) { $0 = ["early", "late"] }
      await store.finish()
    }
    #expect(failures == [])
    #expect(clock.now == VirtualInstant(offset: .milliseconds(2999)))
  }

  @Test func aSleepRegistersBeforeSendReturnsAndNothingWakesBeforeItsDeadline() async {
    let store = store { clock, send in
      try await clock.sleep(for: .seconds(1))
      await send(.woke("once"))
    }
    let failures = await withCapturedFailures {
      await store.send(.start)
      #expect(clock.sleeperCount == 1)
      await clock.advance(by: .milliseconds(999))
      #expect(clock.sleeperCount == 1)
      await clock.advance(by: .milliseconds(1))
      #expect(clock.sleeperCount == 0)
      await store.receive(.woke("once")) { $0 = ["once"] }
      await store.finish()
    }
    #expect(failures == [])
  }

  @Test func cancellingASleeperThrowsCancellationError() async {
    let clock = clock
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    // Cancelled before or after it registered: either way it throws and leaves no sleeper.
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
  }

  @Test func runAdvancesUntilNobodySleeps() async {
    let store = store { clock, send in
      try await clock.sleep(for: .seconds(1))
      try await clock.sleep(for: .seconds(5))
      await send(.woke("done"))
    }
    let failures = await withCapturedFailures {
      await store.send(.start)
      await clock.run()
      await store.receive(.woke("done")) { $0 = ["done"] }
      await store.finish()
    }
    #expect(failures == [])
    #expect(clock.now.offset == .seconds(6))
  }

  @Test func aTimerTicksOncePerIntervalWithinOneAdvance() async {
    let store = store { clock, send in
      for tick in 1...3 {
        try await clock.sleep(for: .seconds(1))
        await send(.woke("tick \(tick)"))
      }
    }
    let failures = await withCapturedFailures {
      await store.send(.start)
      await clock.advance(by: .seconds(3))
      await store.receive(.woke("tick 1")) { $0 = ["tick 1"] }
      await store.receive(.woke("tick 2")) { $0 = ["tick 1", "tick 2"] }
      await store.receive(.woke("tick 3")) { $0 = ["tick 1", "tick 2", "tick 3"] }
      await store.finish()
    }
    #expect(failures == [])
  }

  @Test func immediateClockReturnsAtOnceAndMovesTime() async throws {
    let clock = ImmediateClock()
    try await clock.sleep(for: .seconds(3600))
    #expect(clock.now.offset == .seconds(3600))
  }

  @Test func waitForSleepersReturnsOnceThatManyTasksSleep() async {
    let sleepers = (0..<2).map { _ in
      Task.detached { [clock] in try await clock.sleep(for: .seconds(1)) }
    }
    #expect(await clock.waitForSleepers(2))
    #expect(clock.sleeperCount == 2)
    #expect(await clock.waitForSleepers(1), "fewer than there are: at once")
    await clock.advance(by: .seconds(1))
    for sleeper in sleepers { try? await sleeper.value }
    #expect(clock.sleeperCount == 0)
  }

  @Test func waitForSleepersIsFalseWhenNoneComeOrTheWaiterIsCancelled() async {
    // The timeout only bounds a broken test; here nothing will ever sleep.
    #expect(await clock.waitForSleepers(1, timeout: .milliseconds(10)) == false)
    let waiter = Task { [clock] in await clock.waitForSleepers(1) }
    waiter.cancel()
    #expect(await waiter.value == false)
  }
}
