import Reducers
import Synchronization

/// Wakes a waiting test step when something it may be waiting for happens: an action received,
/// an effect finished.
///
/// Waiting is event-driven: a step that waits is resumed by the event itself, never by polling.
/// The deadline only bounds a wait that is about to become a test failure.
final class ActivitySignal: Sendable {
  private struct State {
    var generation: UInt64 = 0
    var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
    var nextWaiter: UInt64 = 0
  }

  // Ordered for ThreadSanitizer, which cannot see inside the standard library's `Mutex`: a
  // real-time effect notifies from a timer thread while the test waits (RealTimeEffectTests).
  private let state = OrderedMutex(State())

  /// Changes each time ``notify()`` is called.
  var generation: UInt64 { state.withLock { $0.generation } }

  /// Records an event and wakes every waiter.
  func notify() {
    let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      state.generation &+= 1
      defer { state.waiters.removeAll() }
      return Array(state.waiters.values)
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Waits until `condition` holds, re-checking it after each event; `false` if `deadline`
  /// passes first.
  nonisolated(nonsending) func wait(
    until deadline: ContinuousClock.Instant, for condition: () -> Bool
  ) async -> Bool {
    while true {
      let seen = generation
      if condition() { return true }
      if ContinuousClock.now >= deadline { return false }
      await wait(after: seen, until: deadline)
    }
  }

  /// Waits for the next event after `generation`, or for `deadline`.
  private nonisolated(nonsending) func wait(
    after generation: UInt64, until deadline: ContinuousClock.Instant
  ) async {
    let waiter = state.withLock { state in
      defer { state.nextWaiter &+= 1 }
      return state.nextWaiter
    }
    // The only real-time wait: it ends a wait for something that never comes.
    let timer = Task { [self] in
      try? await Task.sleep(until: deadline, clock: .continuous)
      let continuation = state.withLock { $0.waiters.removeValue(forKey: waiter) }
      continuation?.resume()
    }
    await withCheckedContinuation { continuation in
      let resumeNow = state.withLock { state -> Bool in
        if state.generation != generation { return true }
        state.waiters[waiter] = continuation
        return false
      }
      if resumeNow { continuation.resume() }
    }
    timer.cancel()
  }
}
