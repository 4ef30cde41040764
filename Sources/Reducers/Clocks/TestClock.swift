import Synchronization

/// A clock whose time moves only when a test says so, so that debounces, throttles and timeouts
/// are tested without waiting.
///
/// It behaves as swift-clocks' `TestClock`: a sleep until `now` waits for the next ``advance(by:)``
/// (even by zero), one until an instant already past returns at once, and sleepers wake in
/// deadline order. When `advance` returns, what it woke in a `TestStore` or a live `Store` has
/// run until it waits again.
///
/// ```swift
/// import Testing
///
/// @Test func theTimeoutFiresOnlyWhenItsTimeHasCome() async throws {
///   let clock = TestClock()
///   let timeout = Task { try await clock.sleep(for: .milliseconds(300)) }
///   #expect(await clock.waitForSleepers(1))  // the task is asleep on the clock
///   await clock.advance(by: .milliseconds(299))
///   #expect(clock.sleeperCount == 1)  // not yet
///   await clock.advance(by: .milliseconds(1))
///   try await timeout.value  // woken, with no real time spent
///   #expect(clock.sleeperCount == 0)
/// }
/// ```
public final class TestClock: Clock, Sendable {
  /// The clock's instant.
  public typealias Instant = VirtualInstant

  private struct Sleeper {
    let id: UInt64
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  /// A task waiting for `count` sleepers (``waitForSleepers(_:timeout:)``).
  private struct SleeperWaiter {
    let id: UInt64
    let count: Int
    let continuation: CheckedContinuation<Bool, Never>
  }

  private struct State {
    var now: Instant
    var sleepers: [Sleeper] = []
    var cancelledBeforeSleeping: Set<UInt64> = []
    var waiters: [SleeperWaiter] = []
    /// Waiters given up (timed out or cancelled) before they were in `waiters`.
    var waitersGivenUp: Set<UInt64> = []
    var nextID: UInt64 = 0

    /// Removes the waiters that `sleepers` now satisfies, to resume outside the lock.
    mutating func satisfiedWaiters() -> [SleeperWaiter] {
      let ready = waiters.filter { $0.count <= sleepers.count }
      if !ready.isEmpty { waiters.removeAll { $0.count <= sleepers.count } }
      return ready
    }
  }

  /// Touched from the effects' threads and the test's: ordered so that ThreadSanitizer sees it.
  private let state: OrderedMutex<State>

  /// Runs `body` on the state under the mutex.
  private func withState<Result: Sendable>(_ body: (inout State) -> Result) -> Result {
    state.withLock(body)
  }

  /// A clock at `now`, the start of its timeline by default.
  public init(now: Instant = Instant()) {
    state = OrderedMutex(State(now: now))
    MainActorEffectExecutor.testClockMade()
  }

  /// The current virtual time.
  public var now: Instant { withState { $0.now } }

  /// The finest step the clock distinguishes: none.
  public var minimumResolution: Duration { .zero }

  /// How many tasks are sleeping on this clock.
  public var sleeperCount: Int { withState { $0.sleepers.count } }

  /// Suspends until the clock has been advanced to `deadline`; throws `CancellationError` when
  /// the task is cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = withState { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    // An effect's sleep is known to its runtime while it lasts, so that a test store timing
    // out can say the effect waits for this clock.
    let job = EffectRuntime.currentJob
    if let job { job.runtime.noteSleep(job.token, on: self, sleeper: id, until: deadline) }
    defer { job?.runtime.noteWake(on: self, sleeper: id) }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        enum Outcome { case wait([SleeperWaiter]), wake, cancelled }
        let outcome = withState { state -> Outcome in
          if state.cancelledBeforeSleeping.remove(id) != nil { return .cancelled }
          // As swift-clocks' clock: a deadline already passed returns at once (above); one
          // equal to `now` waits for the next `advance` or `run`, even by zero.
          if deadline < state.now { return .wake }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return .wait(state.satisfiedWaiters())
        }
        switch outcome {
        case .wait(let satisfied):
          for waiter in satisfied { waiter.continuation.resume(returning: true) }
        case .wake: continuation.resume()
        case .cancelled: continuation.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      let sleeper = withState { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          state.cancelledBeforeSleeping.insert(id)
          return nil
        }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Suspends until at least `count` tasks sleep on the clock; `false` if that did not happen
  /// within `timeout` (real time) or the waiting task was cancelled.
  ///
  /// Effects need no such wait: those of a `TestStore`, and of a live `Store` made in a process
  /// that has made a `TestClock`, are asleep on the clock when `send` returns, or are put to
  /// sleep by the next ``advance(by:)`` before it moves time; except an effect that awaits
  /// another actor between two sleeps, which a test waits for as for a plain task. A plain
  /// task (not an effect) starts on the global executor some time after it is made: a test
  /// awaits its sleep with `#expect(await clock.waitForSleepers(1))` before advancing, instead
  /// of yielding and hoping.
  /// The timeout only bounds a test whose task never sleeps (so that it fails instead of
  /// hanging); nothing waits for it to pass.
  public func waitForSleepers(_ count: Int = 1, timeout: Duration = .seconds(30)) async -> Bool {
    let id = withState { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    let timer = Task { [weak self] in
      // Cancelled once the wait is over: then there is nothing to give up.
      guard (try? await Task.sleep(for: timeout)) != nil else { return }
      self?.giveUp(waiter: id)
    }
    defer { timer.cancel() }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        let ready = withState { state -> Bool? in
          if state.waitersGivenUp.remove(id) != nil { return false }
          if state.sleepers.count >= count { return true }
          state.waiters.append(SleeperWaiter(id: id, count: count, continuation: continuation))
          return nil
        }
        if let ready { continuation.resume(returning: ready) }
      }
    } onCancel: {
      giveUp(waiter: id)
    }
  }

  /// Resumes the waiter `id` with `false`, or marks it given up if it is not waiting yet.
  private func giveUp(waiter id: UInt64) {
    let waiter = withState { state -> SleeperWaiter? in
      guard let index = state.waiters.firstIndex(where: { $0.id == id }) else {
        state.waitersGivenUp.insert(id)
        return nil
      }
      return state.waiters.remove(at: index)
    }
    waiter?.continuation.resume(returning: false)
  }

  /// Moves time forward by `duration`, waking every sleeper whose deadline passes, earliest
  /// first, and letting each run before waking the next.
  ///
  /// It wakes the effects of a `TestStore`, and of a live `Store` made in this process, on the
  /// main actor there and then (after a hop to it when called elsewhere): each runs until its
  /// next suspension (its next sleep on this clock registered, the actions it sends reduced)
  /// before the next sleeper wakes, so a timer that ticks every second ticks three times in a
  /// three-second advance, with no yielding and no waiting. Effects started before the call
  /// and not yet asleep go to sleep first.
  ///
  /// One exception: an effect that awaits another actor between two sleeps. The actor's work
  /// runs within `advance`, but the effect's return to the main actor is queued behind
  /// `advance` itself, so its next sleep is registered after `advance` returns, against the
  /// clock's `now` then, which may be later. A test of such an effect waits for that sleep
  /// before advancing further: `#expect(await clock.waitForSleepers(1))` (where swift-clocks
  /// users reach for `withMainSerialExecutor` or `megaYield`, which this library does not
  /// have). A `@concurrent` function in the same place needs no wait.
  ///
  /// The clock never yields or waits to let other tasks catch up. A plain task sleeping on it
  /// (not an effect) starts and resumes on the global executor, some time after it is created
  /// or woken: a test of one awaits what it does explicitly (its `value`, or
  /// ``waitForSleepers(_:timeout:)``).
  public nonisolated(nonsending) func advance(by duration: Duration = .zero) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves time forward to `deadline` (never backwards), waking sleepers in deadline order.
  public nonisolated(nonsending) func advance(to deadline: Instant) async {
    // Effects started before this call and not yet asleep sleep first.
    await MainActorEffectExecutor.runPendingOnMainActor()
    while true {
      let next = withState { state -> Sleeper? in
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
      // What the sleeper's task does next, until it waits again, runs before the next sleeper
      // wakes: a timer that ticks every second ticks three times in three seconds.
      await MainActorEffectExecutor.runPendingOnMainActor()
    }
  }

  /// Throws ``SuspensionError`` when a task sleeps on the clock: for a test that asserts
  /// nothing is left waiting (swift-clocks' `checkSuspension`). Effects queued to run first
  /// run before the check.
  public nonisolated(nonsending) func checkSuspension() async throws {
    await MainActorEffectExecutor.runPendingOnMainActor()
    if sleeperCount > 0 { throw SuspensionError() }
  }

  /// Advances until no task sleeps on the clock any more (at most `limit` wake-ups).
  public nonisolated(nonsending) func run(limit: Int = 10_000) async {
    for _ in 0..<limit {
      await MainActorEffectExecutor.runPendingOnMainActor()
      let deadline = withState { $0.sleepers.map(\.deadline).min() }
      guard let deadline else { return }
      await advance(to: deadline)
    }
  }
}

/// Thrown by ``TestClock/checkSuspension()`` when a task still sleeps on the clock.
public struct SuspensionError: Error, Sendable {
  /// The error.
  public init() {}
}
