import Dispatch
import Reducers
import ReducersTesting
import Synchronization
import Testing

/// Every shape of structured and unstructured concurrency a real effect uses, run inside an
/// effect of a `TestStore` and of a live `Store`, and ended each way an effect ends: its own
/// cancellation id, the task `send` returned, the store going away, and finishing normally.
///
/// The test store runs effects on the main actor; none of this may run a job inside another
/// (an `async let` whose parent resumed inside its child's completion aborted the process).
@MainActor
struct StructuredConcurrencyTests {
  enum CancelID: Hashable, Sendable { case work }

  /// What an effect does inside.
  enum Shape: String, CaseIterable, Sendable {
    case asyncLet, taskGroup, throwingTaskGroup, discardingTaskGroup, awaitedTask
    case streamFromAnotherThread, continuationFromDispatch, realTimeSleep
  }

  /// How the effect ends.
  enum Ending: String, CaseIterable, Sendable { case cancelID, cancelTask, storeGone, finishes }

  enum Action: Equatable, Sendable {
    case start
    case stop
    case done(Int)
  }

  /// Waits until cancelled: a test clock sleep nobody advances past.
  nonisolated static func untilCancelled(_ clock: TestClock) async throws -> Int {
    try await clock.sleep(for: .seconds(3_600))
    return 0
  }

  /// One step of work in `shape`: `1` at once when `blocks` is false, else suspended until
  /// cancelled.
  nonisolated static func step(_ clock: TestClock, _ blocks: Bool) async throws -> Int {
    blocks ? try await untilCancelled(clock) : 1
  }

  /// The work of one shape; returns 3 when it finishes.
  nonisolated static func work(_ shape: Shape, clock: TestClock, blocks: Bool) async throws -> Int {
    switch shape {
    case .asyncLet:
      async let first = step(clock, blocks)
      async let second = step(clock, blocks)
      let third = try await step(clock, false)
      return try await first + second + third
    case .taskGroup:
      return await withTaskGroup(of: Int.self) { group in
        for _ in 0..<3 { group.addTask { (try? await step(clock, blocks)) ?? 0 } }
        return await group.reduce(0, +)
      }
    case .throwingTaskGroup:
      return try await withThrowingTaskGroup(of: Int.self) { group in
        for _ in 0..<3 { group.addTask { try await step(clock, blocks) } }
        return try await group.reduce(0, +)
      }
    case .discardingTaskGroup:
      let total = Total()
      try await withThrowingDiscardingTaskGroup { group in
        for _ in 0..<3 {
          group.addTask { total.add(try await step(clock, blocks)) }
        }
      }
      return total.value
    case .awaitedTask:
      let task = Task { try await step(clock, blocks) * 3 }
      return try await withTaskCancellationHandler {
        try await task.value
      } onCancel: {
        task.cancel()
      }
    case .streamFromAnotherThread:
      let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
      DispatchQueue.global().async {
        for _ in 0..<3 { continuation.yield(1) }
        // A blocking stream is never finished: only cancelling the iteration ends it.
        if !blocks { continuation.finish() }
      }
      var total = 0
      for await value in stream { total += value }
      try Task.checkCancellation()
      return total
    case .continuationFromDispatch:
      let pending = Mutex<CheckedContinuation<Int, any Error>?>(nil)
      return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
          guard blocks else {
            DispatchQueue.global().async { continuation.resume(returning: 3) }
            return
          }
          pending.withLock { $0 = continuation }
        }
      } onCancel: {
        // Resumed from another thread, as a client's callback would be.
        DispatchQueue.global().async {
          pending.withLock { $0.take() }?.resume(throwing: CancellationError())
        }
      }
    case .realTimeSleep:
      try await Task.sleep(for: blocks ? .seconds(3_600) : .milliseconds(1))
      return 3
    }
  }

  /// A sum the tasks of a discarding group add to.
  final class Total: Sendable {
    private let sum = Atomic<Int>(0)
    func add(_ value: Int) { sum.add(value, ordering: .relaxed) }
    var value: Int { sum.load(ordering: .relaxed) }
  }

  struct Feature: ReducerProtocol {
    let shape: Shape
    let blocks: Bool

    func reduce(into total: inout Int, action: Action, environment clock: TestClock)
      -> Effect<Action>
    {
      switch action {
      case .start:
        return .run { [shape, blocks] send in
          await send(.done(try await work(shape, clock: clock, blocks: blocks)))
        }
        .cancellable(id: CancelID.work)
      case .stop:
        return .cancel(id: CancelID.work)
      case .done(let value):
        total += value
        return .none
      }
    }
  }

  nonisolated static let cases = Shape.allCases.flatMap { shape in
    Ending.allCases.map { (shape, $0) }
  }

  @Test(arguments: cases)
  func testStore(shape: Shape, ending: Ending) async {
    let clock = TestClock()
    var store: TestStore<Int, Action, TestClock>? = TestStore(
      initialState: 0, reducer: Feature(shape: shape, blocks: ending != .finishes),
      environment: clock)
    // Real-time work waits for the main actor, which tests running in parallel share: the
    // timeout bounds a broken test only (see RealTimeEffectTests).
    store?.timeout = .seconds(60)
    guard let task = await store?.send(.start) else { return }
    switch ending {
    case .finishes:
      await store?.receive(.done(3)) { $0 = 3 }
      await store?.finish()
    case .cancelID:
      await store?.send(.stop)
      await store?.finish()
    case .cancelTask:
      await task.cancel()
      await store?.finish()
    case .storeGone:
      let failures = await withCapturedFailures {
        store = nil
      }
      #expect(failures.count == 1)
      #expect(
        failures.first?.message.contains("An effect returned for this action is still running")
          == true)
    }
  }

  @Test(arguments: cases)
  func liveStore(shape: Shape, ending: Ending) async {
    let clock = TestClock()
    var store: Store<Int, Action>? = Store(
      initialState: 0, reducer: Feature(shape: shape, blocks: ending != .finishes),
      environment: clock)
    guard let task = store?.send(.start) else { return }
    switch ending {
    case .finishes: break
    case .cancelID: store?.send(.stop)
    case .cancelTask: task.cancel()
    case .storeGone: store = nil
    }
    await task.finish()
    #expect(store?.state == (ending == .finishes ? 3 : ending == .storeGone ? nil : 0))
    #expect(task.isCancelled == (ending == .cancelTask || ending == .storeGone))
    #expect(clock.sleeperCount == 0)
  }
}
