import Foundation
import Reducers
import ReducersTesting
import Testing

/// The helpers a TCA user's tests and environments reach for: unimplemented endpoints and
/// clock, `clock.timer`, incrementing UUIDs, a constant date, `Task.never()`.
@MainActor
struct EnvironmentHelperTests {
  struct Client: Sendable {
    var fetch: @Sendable (String) async throws -> [Int]
    var count: @Sendable () -> Int
    var log: @Sendable (String) -> Void
    var save: @Sendable (Int, String) async -> Void
    var load: @Sendable () throws -> String
  }

  @Test func unimplementedEndpointsReportTheirNameThenThrowOrReturnThePlaceholder() async {
    let client = Client(
      fetch: unimplemented("Client.fetch"),
      count: unimplemented("Client.count", placeholder: 7),
      log: unimplemented("Client.log"),
      save: unimplemented("Client.save"),
      load: unimplemented("Client.load"))
    var thrown: [UnimplementedFailure] = []
    let failures = await withCapturedFailures {
      do { _ = try await client.fetch("x") } catch { thrown.append(error as! UnimplementedFailure) }
      #expect(client.count() == 7)
      client.log("message")
      await client.save(1, "a")
      do { _ = try client.load() } catch { thrown.append(error as! UnimplementedFailure) }
    }
    #expect(
      failures.map(\.message) == [
        "Unimplemented: 'Client.fetch'", "Unimplemented: 'Client.count'",
        "Unimplemented: 'Client.log'", "Unimplemented: 'Client.save'",
        "Unimplemented: 'Client.load'",
      ])
    #expect(thrown.map(\.description) == ["Client.fetch", "Client.load"])
  }

  @Test func unimplementedClockReportsEachUseAndDoesNotWait() async throws {
    let clock = UnimplementedClock(name: "Environment.clock")
    let failures = await withCapturedFailures {
      try? await clock.sleep(for: .seconds(60))
    }
    #expect(failures.map(\.message).contains("Unimplemented: 'Environment.clock.sleep'"))
    #expect(failures.map(\.message).contains("Unimplemented: 'Environment.clock.now'"))
  }

  enum TimerAction: Equatable, Sendable { case start, stop, tick }

  static let timerFeature = Reducer<Int, TimerAction, TestClock> { ticks, action, clock in
    enum TimerID: Hashable, Sendable { case timer }
    switch action {
    case .start:
      return .run { send in
        for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
      }
      .cancellable(id: TimerID.timer)
    case .stop:
      return .cancel(id: TimerID.timer)
    case .tick:
      ticks += 1
      return .none
    }
  }

  @Test func timerTicksAtMultiplesOfTheIntervalFromItsStart() async {
    let clock = TestClock()
    let store = TestStore(initialState: 0, reducer: Self.timerFeature, environment: clock)
    await store.send(.start)
    await clock.advance(by: .milliseconds(500))
    await clock.advance(by: .milliseconds(500))
    await store.receive(.tick) { $0 = 1 }
    // Three intervals at once: three ticks due.
    await clock.advance(by: .seconds(3))
    await store.receive(.tick) { $0 = 2 }
    await store.receive(.tick) { $0 = 3 }
    await store.receive(.tick) { $0 = 4 }
    // Read late (at 5.5 s), the next tick is still due at 6 s: no drift.
    await clock.advance(by: .milliseconds(1500))
    await store.receive(.tick) { $0 = 5 }
    await clock.advance(by: .milliseconds(500))
    await store.receive(.tick) { $0 = 6 }
    await store.send(.stop)
  }

  // A plain task reading the timer, as a swift-clocks user writes the test: it runs after the
  // advance returns, so it reads ticks due at 1, 2 and 3 s at once. Before, the tick due at
  // exactly the clock's `now` was slept for, and the reader waited for another advance (the
  // test hung on `ticks.value`).
  @Test(.timeLimit(.minutes(1))) func aPlainTaskReadsEveryTickAnAdvanceMadeDue() async {
    let clock = TestClock()
    let ticks = Task {
      var count = 0
      for await _ in clock.timer(interval: .seconds(1)) {
        count += 1
        if count == 3 { break }
      }
      return count
    }
    #expect(await clock.waitForSleepers(1))
    await clock.advance(by: .seconds(3))
    #expect(await ticks.value == 3)
    #expect(clock.sleeperCount == 0)
  }

  /// A clock that always wakes 100 ms after the deadline it was given, and records deadlines.
  final class LateClock: Clock, @unchecked Sendable {
    typealias Instant = VirtualInstant
    private let lock = NSLock()
    private var current = VirtualInstant()
    private var deadlines: [Duration] = []
    var now: Instant { lock.withLock { current } }
    var minimumResolution: Duration { .zero }
    var requested: [Duration] { lock.withLock { deadlines } }
    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
      lock.withLock {
        deadlines.append(deadline.offset)
        current = deadline.advanced(by: .milliseconds(100))
      }
    }
  }

  @Test func aLateWakeUpDoesNotDelayTheNextTick() async {
    let clock = LateClock()
    var times: [Duration] = []
    for await tick in clock.timer(interval: .seconds(1)) {
      times.append(tick.offset)
      if times.count == 3 { break }
    }
    #expect(clock.requested == [.seconds(1), .seconds(2), .seconds(3)])
    #expect(times == [.milliseconds(1100), .milliseconds(2100), .milliseconds(3100)])
  }

  enum LoadError: Error, Equatable { case unavailable }

  @Test func unimplementedTypedThrowingEndpointsThrowTheirFailure() async {
    let load: @Sendable (Int) throws(LoadError) -> String =
      unimplemented("Client.load", throwing: LoadError.unavailable)
    let fetch: @Sendable () async throws(LoadError) -> Int =
      unimplemented("Client.fetch", throwing: .unavailable)
    var thrown: [LoadError] = []
    let failures = await withCapturedFailures {
      do throws(LoadError) { _ = try load(1) } catch { thrown.append(error) }
      do throws(LoadError) { _ = try await fetch() } catch { thrown.append(error) }
    }
    #expect(
      failures.map(\.message) == [
        "Unimplemented: 'Client.load'", "Unimplemented: 'Client.fetch'",
      ])
    #expect(thrown == [.unavailable, .unavailable])
  }

  /// `environment.clock.timer` where the environment holds `any Clock<Duration>`, as TCA's
  /// environments do: the same ticks as on the concrete clock.
  @Test func timerTicksOnAClockWhoseTypeIsErased() async {
    let clock = TestClock()
    let erased: any Clock<Duration> = clock
    let feature = Reducer<Int, TimerAction, any Clock<Duration>> { ticks, action, clock in
      enum TimerID: Hashable, Sendable { case timer }
      switch action {
      case .start:
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
        .cancellable(id: TimerID.timer)
      case .stop:
        return .cancel(id: TimerID.timer)
      case .tick:
        ticks += 1
        return .none
      }
    }
    let store = TestStore(initialState: 0, reducer: feature, environment: erased)
    await store.send(.start)
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.tick) { $0 = 1 }
    await clock.advance(by: .seconds(2))
    await store.receive(.tick) { $0 = 2 }
    await store.receive(.tick) { $0 = 3 }
    await store.send(.stop)
    await store.finish()
  }

  @Test func uuidFromAnIntegerIsTheIncrementingGeneratorsNth() {
    let uuid = UUIDGenerator.incrementing
    #expect(uuid() == UUID(0))
    #expect(uuid() == UUID(1))
    #expect(UUID(255).uuidString == "00000000-0000-0000-0000-0000000000FF")
  }

  @Test func incrementingUUIDsCountFromZeroAndConstantDatesStay() {
    let uuid = UUIDGenerator.incrementing
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000001")
    #expect(UUIDGenerator.incrementing().uuidString == "00000000-0000-0000-0000-000000000000")
    for _ in 2..<17 { _ = uuid() }
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000011")
    let date = DateGenerator.constant(Date(timeIntervalSince1970: 1_234_567_890))
    #expect(date() == Date(timeIntervalSince1970: 1_234_567_890))
    #expect(date.now == date())
    #expect(
      UUIDGenerator.constant(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9)))()
        .uuidString.hasSuffix("0009"))
  }

  @Test func taskNeverRunsUntilCancelled() async {
    let task = Task { () -> Bool in
      do {
        try await Task.never()
      } catch {
        return error is CancellationError
      }
    }
    task.cancel()
    #expect(await task.value)
  }

  @Test func identifiedArraysStayIdentifiedAndMoveAndRemoveByOffsets() {
    struct Row: Identifiable, Equatable { var id: Int }
    var rows: IdentifiedArrayOf<Row> = [Row(id: 0), Row(id: 1), Row(id: 2), Row(id: 3), Row(id: 4)]
    let even: IdentifiedArrayOf<Row> = rows.filter { $0.id.isMultiple(of: 2) }
    #expect(even.ids == [0, 2, 4])
    #expect(even[id: 2] == Row(id: 2))
    rows.move(fromOffsets: IndexSet([0, 2]), toOffset: 4)
    #expect(rows.ids == [1, 3, 0, 2, 4])
    rows.move(fromOffsets: IndexSet(integer: 4), toOffset: 0)
    #expect(rows.ids == [4, 1, 3, 0, 2])
    rows.remove(atOffsets: IndexSet([1, 3]))
    #expect(rows.ids == [4, 3, 2])
    #expect(rows[id: 1] == nil && rows.index(id: 2) == 2)
  }
}
