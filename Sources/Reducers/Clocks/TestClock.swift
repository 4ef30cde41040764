import Synchronization

/// A clock whose time moves only when a test says so, so that debounces, throttles and timeouts
/// are tested without waiting.
///
/// ```swift
/// let clock = TestClock()
/// await store.send(.queryChanged("lon"))
/// await clock.advance(by: .milliseconds(300))
/// await store.receive(.searchResponse(...))
/// ```
public final class TestClock: Clock, Sendable {
  /// The clock's instant.
  public typealias Instant = VirtualInstant

  private struct Sleeper {
    let id: UInt64
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
    /// Whether it sleeps in a task with a task executor (a `TestStore`'s effect, which runs on
    /// the main actor and registers its sleep before `send` returns).
    let isOnTestExecutor: Bool
  }

  private struct State {
    var now: Instant
    var sleepers: [Sleeper] = []
    var cancelledBeforeSleeping: Set<UInt64> = []
    var nextID: UInt64 = 0
  }

  private let state: Mutex<State>

  /// A clock at `now`, the start of its timeline by default.
  public init(now: Instant = Instant()) {
    state = Mutex(State(now: now))
  }

  /// The current virtual time.
  public var now: Instant { state.withLock { $0.now } }

  /// The finest step the clock distinguishes: none.
  public var minimumResolution: Duration { .zero }

  /// How many tasks are sleeping on this clock.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Suspends until the clock has been advanced to `deadline`; throws `CancellationError` when
  /// the task is cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    let isOnTestExecutor = withUnsafeCurrentTask { $0?.unownedTaskExecutor != nil }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        enum Outcome { case wait, wake, cancelled }
        let outcome = state.withLock { state -> Outcome in
          if state.cancelledBeforeSleeping.remove(id) != nil { return .cancelled }
          if deadline <= state.now { return .wake }
          state.sleepers.append(
            Sleeper(
              id: id, deadline: deadline, continuation: continuation,
              isOnTestExecutor: isOnTestExecutor))
          return .wait
        }
        switch outcome {
        case .wait: break
        case .wake: continuation.resume()
        case .cancelled: continuation.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          state.cancelledBeforeSleeping.insert(id)
          return nil
        }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration`, waking every sleeper whose deadline passes, earliest
  /// first, and letting each run before waking the next.
  ///
  /// Called from the main actor, it wakes the effects of a `TestStore` there and then: each
  /// runs until its next suspension (its next sleep on this clock registered, the actions it
  /// sends reduced) before the next sleeper wakes, so a timer that ticks every second ticks
  /// three times in a three-second advance, with no yielding and no waiting.
  ///
  /// A plain task sleeping on the clock (not an effect of a `TestStore`) registers and resumes
  /// from the global executor, some time after it is started or woken; for such sleepers only,
  /// the advance lets other tasks run (a bounded number of yields) before it looks for sleepers
  /// and after it wakes each one. Effects of a `TestStore` never take that path.
  public nonisolated(nonsending) func advance(by duration: Duration = .zero) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves time forward to `deadline` (never backwards), waking sleepers in deadline order.
  public nonisolated(nonsending) func advance(to deadline: Instant) async {
    if mayHavePlainSleepers { await Task.yieldToPlainTasks() }
    while true {
      let next = state.withLock { state -> Sleeper? in
        let due = state.sleepers.indices
          .filter { state.sleepers[$0].deadline <= deadline }
          .min { state.sleepers[$0].deadline < state.sleepers[$1].deadline }
        guard let due else {
          state.now = Swift.max(state.now, deadline)
          return nil
        }
        let sleeper = state.sleepers.remove(at: due)
        state.now = Swift.max(state.now, sleeper.deadline)
        return sleeper
      }
      guard let next else { return }
      next.continuation.resume()
      if !next.isOnTestExecutor { await Task.yieldToPlainTasks() }
    }
  }

  /// Whether a sleeper may be a plain task: nobody sleeps yet (a plain task may be on its way),
  /// or somebody sleeps outside a test store's executor.
  private var mayHavePlainSleepers: Bool {
    state.withLock { state in
      state.sleepers.isEmpty || state.sleepers.contains { !$0.isOnTestExecutor }
    }
  }

  /// Advances until no task sleeps on the clock any more (at most `limit` wake-ups).
  public nonisolated(nonsending) func run(limit: Int = 10_000) async {
    if mayHavePlainSleepers { await Task.yieldToPlainTasks() }
    for _ in 0..<limit {
      let deadline = state.withLock { $0.sleepers.map(\.deadline).min() }
      guard let deadline else { return }
      await advance(to: deadline)
    }
  }
}

extension Task where Success == Never, Failure == Never {
  /// Lets plain tasks sleeping on a test clock register or run: only for sleepers that are not
  /// a test store's effects, which never need it.
  static func yieldToPlainTasks() async {
    for _ in 0..<64 { await Task<Never, Never>.yield() }
  }
}
