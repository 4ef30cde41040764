import Reducers
import Testing

struct ClockTests {
  @Test func testClockWakesSleepersInDeadlineOrderOnlyWhenAdvanced() async throws {
    let clock = TestClock()
    let order = OrderLog()
    let late = Task { try await clock.sleep(for: .seconds(2)); await order.append("late") }
    let early = Task { try await clock.sleep(for: .seconds(1)); await order.append("early") }
    await Task.megaYield()
    #expect(clock.sleeperCount == 2)
    await clock.advance(by: .milliseconds(999))
    #expect(await order.entries == [])
    await clock.advance(by: .seconds(2))
    try await early.value
    try await late.value
    #expect(await order.entries == ["early", "late"])
    #expect(clock.now == VirtualInstant(offset: .milliseconds(2999)))
  }

  @Test func cancellingASleeperThrowsCancellationError() async {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    await Task.megaYield()
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
  }

  @Test func runAdvancesUntilNobodySleeps() async throws {
    let clock = TestClock()
    let chain = Task {
      try await clock.sleep(for: .seconds(1))
      try await clock.sleep(for: .seconds(5))
    }
    await clock.run()
    try await chain.value
    #expect(clock.now.offset == .seconds(6))
  }

  @Test func immediateClockReturnsAtOnceAndMovesTime() async throws {
    let clock = ImmediateClock()
    try await clock.sleep(for: .seconds(3600))
    #expect(clock.now.offset == .seconds(3600))
  }
}

actor OrderLog {
  var entries: [String] = []
  func append(_ entry: String) { entries.append(entry) }
}
