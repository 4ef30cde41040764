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
    /// Running effects by the runtime's token, each with its task once it exists. Most sends
    /// start one effect at a time: the first is kept inline, so that it costs no allocation.
    var first: (token: UInt64, task: Task<Void, Never>?)?
    var others: [UInt64: Task<Void, Never>?] = [:]
    var isCancelled = false
    var waiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
    var nextWaiter: UInt64 = 0

    var isEmpty: Bool { first == nil && others.isEmpty }
    var count: Int { (first == nil ? 0 : 1) + others.count }
    var tasks: [Task<Void, Never>] {
      [first?.task].compactMap { $0 } + others.values.compactMap { $0 }
    }

    mutating func insert(_ token: UInt64) {
      if first == nil { first = (token, nil) } else { others[token] = .some(nil) }
    }

    /// Sets the task of `token`; `false` when it already finished.
    mutating func setTask(_ task: Task<Void, Never>, of token: UInt64) -> Bool {
      if first?.token == token {
        first?.task = task
        return true
      }
      guard others[token] != nil else { return false }
      others[token] = task
      return true
    }

    /// Removes `token`; `false` when it was not there.
    mutating func remove(_ token: UInt64) -> Bool {
      if first?.token == token {
        first = nil
        return true
      }
      return others.removeValue(forKey: token) != nil
    }
  }

  private let state = Mutex(State())

  package init() {}

  /// Records that the effect with `token` is about to start in this lineage; returns whether
  /// the lineage was already cancelled (the effect must then not start).
  func reserve(_ token: UInt64) -> Bool {
    state.withLock { state in
      state.insert(token)
      return state.isCancelled
    }
  }

  /// Attaches the task of a reserved effect; cancels it at once if the lineage was cancelled.
  func attach(_ task: Task<Void, Never>, to token: UInt64) {
    let cancelNow = state.withLock { state -> Bool in
      guard state.setTask(task, of: token) else { return false }  // already finished
      return state.isCancelled
    }
    if cancelNow { task.cancel() }
  }

  /// Records that the effect with `token` finished.
  func remove(_ token: UInt64) {
    let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      guard state.remove(token), state.isEmpty else {
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
      return state.tasks
    }
    for task in tasks { task.cancel() }
  }

  /// Whether ``cancel()`` was called.
  package var isCancelled: Bool { state.withLock { $0.isCancelled } }

  /// How many of its effects are still running.
  package var runningCount: Int { state.withLock { $0.count } }

  /// Waits until no effect of the lineage runs; cancelling the waiting task cancels them and
  /// returns at once, even if an effect ignores cancellation.
  package nonisolated(nonsending) func waitUntilFinished() async {
    // Finished already (an effect that only sent back): return without suspending, since even
    // a continuation resumed at once costs a trip through the actor's queue.
    guard
      let waiter = state.withLock({ state -> UInt64? in
        guard !state.isEmpty else { return nil }
        defer { state.nextWaiter &+= 1 }
        return state.nextWaiter
      })
    else { return }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let resumeNow = state.withLock { state -> Bool in
          if state.isEmpty || Task.isCancelled { return true }
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
