import Synchronization

/// Every effect one `send` started, transitively: its own effects, the effects of the actions
/// those effects sent back (at once or after an `await`), and so on.
///
/// It is what a ``StoreTask`` cancels and awaits. The lineage of the running effect is a
/// task-local, so an action an effect sends joins its effects to the lineage of the send that
/// started that effect, however late it is sent.
@usableFromInline
package final class EffectLineage: Sendable {
  /// The lineage of the effect running in the current task, if any.
  @TaskLocal package static var current: EffectLineage?

  private struct State {
    /// Running effects by the runtime's token; `nil` until the task exists.
    var members: [UInt64: Task<Void, Never>?] = [:]
    var isCancelled = false
    var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
    var nextWaiter: UInt64 = 0
  }

  private let state = Mutex(State())

  package init() {}

  /// Records that the effect with `token` is about to start in this lineage; returns whether
  /// the lineage was already cancelled (the effect must then not start).
  func reserve(_ token: UInt64) -> Bool {
    state.withLock { state in
      state.members[token] = .some(nil)
      return state.isCancelled
    }
  }

  /// Attaches the task of a reserved effect; cancels it at once if the lineage was cancelled.
  func attach(_ task: Task<Void, Never>, to token: UInt64) {
    let cancelNow = state.withLock { state -> Bool in
      guard state.members[token] != nil else { return false }  // already finished
      state.members[token] = task
      return state.isCancelled
    }
    if cancelNow { task.cancel() }
  }

  /// Records that the effect with `token` finished.
  func remove(_ token: UInt64) {
    let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      guard state.members.removeValue(forKey: token) != nil, state.members.isEmpty else {
        return []
      }
      defer { state.waiters.removeAll() }
      return Array(state.waiters.values)
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Cancels every running effect of the lineage and every effect it starts from now on.
  package func cancel() {
    let tasks = state.withLock { state -> [Task<Void, Never>] in
      state.isCancelled = true
      return state.members.values.compactMap { $0 }
    }
    for task in tasks { task.cancel() }
  }

  /// Whether ``cancel()`` was called.
  package var isCancelled: Bool { state.withLock { $0.isCancelled } }

  /// How many of its effects are still running.
  package var runningCount: Int { state.withLock { $0.members.count } }

  /// Waits until no effect of the lineage runs; cancelling the waiting task cancels them and
  /// returns at once, even if an effect ignores cancellation.
  package nonisolated(nonsending) func waitUntilFinished() async {
    let waiter = state.withLock { state in
      defer { state.nextWaiter &+= 1 }
      return state.nextWaiter
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let resumeNow = state.withLock { state -> Bool in
          if state.members.isEmpty || Task.isCancelled { return true }
          state.waiters[waiter] = continuation
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      cancel()
      let continuation = state.withLock { $0.waiters.removeValue(forKey: waiter) }
      continuation?.resume()
    }
  }
}
