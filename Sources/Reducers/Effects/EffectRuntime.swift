import Synchronization

/// The running effects of one root store (or one `TestStore`): their jobs, which cancellation
/// ids they run under, and per-id throttle windows. How an effect runs is in
/// `EffectRuntime+Run.swift`; which of its effects sleep on a `TestClock`, for a test store's
/// failure messages, in `EffectRuntime+ClockSleeps.swift`.
///
/// Keeping this per store, instead of in a global table, is what scopes cancellation ids to one
/// store: two stores, or two tests running in parallel, never cancel each other's effects.
@usableFromInline
package final class EffectRuntime: Sendable {
  /// One task the interpreter started for an effect or a part of it.
  private struct Job {
    var task: Task<Void, Never>?
    var ids: [EffectID]
    var isCancelled: Bool
    /// Reported to a test store as a running effect: started by a `send`, outside any
    /// concatenation, and not a job that only waits for merged branches.
    var isTopLevel: Bool
    /// The ``tag`` when the effect started: which action started it, for a test store.
    var tag: Int
    /// The `send` lineage of a job started by `start`.
    var lineage: EffectLineage?
    /// The job this one was started from, which waits for it.
    var parent: UInt64?
  }

  private struct Storage {
    var nextToken: UInt64 = 0
    var jobs: [UInt64: Job] = [:]
    var tokensByID: [EffectID: Set<UInt64>] = [:]
    /// For each running concatenation with elements waiting under ids, which.
    var queues: [UInt64: Queue] = [:]
    var nextQueue: UInt64 = 0
    var throttleWindows: [EffectID: ThrottleEntry] = [:]
    var isInvalidated = false
    var idleWaiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
    var nextWaiter: UInt64 = 0
    var tag = 0

    /// Changes the job `token` if it is still running. Taken out and put back: changed in
    /// place through `jobs[token]?.`, a value this large makes the dictionary's accessors
    /// allocate their frames on the heap.
    mutating func updateJob<Result>(
      _ token: UInt64, _ body: (inout Job) -> Result
    ) -> Result? {
      guard var job = jobs.removeValue(forKey: token) else { return nil }
      defer { jobs[token] = job }
      return body(&job)
    }

    /// Files the job `token` under `id` (taken out and put back, as in `updateJob`).
    mutating func index(_ token: UInt64, under id: EffectID) {
      var tokens = tokensByID.removeValue(forKey: id) ?? []
      tokens.insert(token)
      tokensByID[id] = tokens
    }

    mutating func unindex(_ token: UInt64, under id: EffectID) {
      guard var tokens = tokensByID.removeValue(forKey: id) else { return }
      tokens.remove(token)
      if !tokens.isEmpty { tokensByID[id] = tokens }
    }
  }

  /// What a running concatenation remembers for its elements still waiting their turn: the
  /// ids they run under (`watched`), and those of them cancelled since it started. Only those:
  /// a concatenation can live as long as the app, and must not collect every id it cancels.
  private struct Queue {
    let watched: Set<EffectID>
    var cancelled: Set<EffectID> = []
  }

  /// A throttle's window under its id, and whether it is spent: its interval over with
  /// nothing held, so that forgetting it changes nothing (no window lets the next action
  /// through at once, as a spent one does).
  private struct ThrottleEntry {
    var window: any Sendable
    var isSpent: @Sendable () -> Bool
  }

  private let storage = Mutex(Storage())
  /// The sleeps on a ``TestClock`` of this runtime's jobs (`EffectRuntime+ClockSleeps.swift`);
  /// apart from `storage`, which the clock never needs to take.
  let clockSleeps = Mutex<[ClockSleepKey: ClockSleep]>([:])
  /// Where a test runtime runs effects; `nil` for the live runtime (the main actor, and the
  /// global executor for nonisolated work).
  let taskExecutor: MainActorEffectExecutor?
  /// The executor a live runtime's effects prefer for their nonisolated work (a clock's sleep,
  /// a client's `async` function, child tasks); `nil`: the global executor.
  let effectExecutor: (any TaskExecutor)?
  private let onEffectFinished: (@Sendable () -> Void)?

  /// An empty runtime; a store makes one for itself.
  @usableFromInline
  ///
  /// In a process that has made a `TestClock` (a test), its effects run on the main-actor
  /// queue, so that the clock's `advance` runs what it wakes
  /// (``MainActorEffectExecutor/forLiveStores``).
  package convenience init() {
    self.init(taskExecutor: MainActorEffectExecutor.forLiveStores, onEffectFinished: nil)
  }

  /// A live runtime whose effects' nonisolated work always goes to the global executor, as in
  /// an app, even in a test process: for the tests that measure the app's path.
  package static func global() -> EffectRuntime {
    EffectRuntime(taskExecutor: nil, onEffectFinished: nil)
  }

  /// A live runtime whose effects prefer `effectExecutor` for their nonisolated work (see
  /// `Store.init(initialState:reducer:environment:effectExecutor:)`), even in a process that
  /// has made a `TestClock` (the executor was asked for); without one, as ``init()``.
  @usableFromInline
  package convenience init(effectExecutor: (any TaskExecutor)?) {
    self.init(
      taskExecutor: effectExecutor == nil ? MainActorEffectExecutor.forLiveStores : nil,
      onEffectFinished: nil, effectExecutor: effectExecutor)
  }

  /// A runtime whose effect tasks prefer `taskExecutor` (a test store's, which runs them on
  /// the main actor), and which calls `onEffectFinished` each time an effect ends.
  package init(
    taskExecutor: MainActorEffectExecutor?, onEffectFinished: (@Sendable () -> Void)?,
    effectExecutor: (any TaskExecutor)? = nil
  ) {
    self.taskExecutor = taskExecutor
    self.effectExecutor = effectExecutor
    self.onEffectFinished = onEffectFinished
  }

  /// Labels the effects started from now on, so that a test store can tell which action
  /// started a running effect.
  package func setTag(_ tag: Int) {
    storage.withLock { $0.tag = tag }
  }

  var currentTag: Int { storage.withLock { $0.tag } }

  /// A top-level effect still running: which action started it (its tag) and the
  /// cancellation ids it runs under.
  package struct RunningEffect: Sendable {
    package let token: UInt64
    package let tag: Int
    package let ids: [String]
  }

  /// The top-level effects still running, oldest first.
  package func runningEffects() -> [RunningEffect] {
    storage.withLock { storage in
      storage.jobs
        .filter { $0.value.isTopLevel }
        .sorted { $0.key < $1.key }
        .map {
          RunningEffect(
            token: $0.key, tag: $0.value.tag, ids: $0.value.ids.compactMap(\.userDescription))
        }
    }
  }

  /// How many cancelled ids the running concatenations remember for their elements still
  /// waiting their turn: for tests that pin that nothing piles up in a long session.
  package var queuedCancellationCount: Int {
    storage.withLock { $0.queues.values.reduce(0) { $0 + $1.cancelled.count } }
  }

  /// How many throttle windows are kept: for tests that pin that they do not pile up.
  package var throttleWindowCount: Int {
    storage.withLock { $0.throttleWindows.count }
  }

  /// Cancels every running effect and every effect started from now on; called when the store
  /// that owns this runtime goes away.
  package func invalidate() {
    storage.withLock { $0.isInvalidated = true }
    cancelAll()
  }

  /// Cancels every running and queued effect; effects started later run normally.
  package func cancelAll() {
    let (tasks, lineages) = storage.withLock {
      storage -> ([Task<Void, Never>], [EffectLineage]) in
      storage.tokensByID.removeAll()
      storage.throttleWindows.removeAll()
      var tasks: [Task<Void, Never>] = []
      var lineages: [EffectLineage] = []
      for token in storage.jobs.keys {
        storage.updateJob(token) { job in
          job.isCancelled = true
          if let task = job.task { tasks.append(task) }
          if let lineage = job.lineage { lineages.append(lineage) }
        }
      }
      return (tasks, lineages)
    }
    // The sends whose effects these were report themselves cancelled.
    for lineage in lineages { lineage.cancel() }
    for task in tasks { task.cancel() }
  }

  /// Waits until no effect is running or queued, including effects started by actions that
  /// effects sent back while waiting; returns early when the waiting task is cancelled, even if
  /// an effect ignores cancellation.
  package nonisolated(nonsending) func waitUntilIdle() async {
    // Idle already: return without suspending (a continuation resumed at once still costs a
    // trip through the actor's queue).
    guard
      let waiter = storage.withLock({ storage -> UInt64? in
        guard !storage.jobs.isEmpty else { return nil }
        defer { storage.nextWaiter &+= 1 }
        return storage.nextWaiter
      })
    else { return }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let resumeNow = storage.withLock { storage -> Bool in
          if storage.jobs.isEmpty || Task.isCancelled { return true }
          storage.idleWaiters[waiter] = continuation
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      let continuation = storage.withLock { $0.idleWaiters.removeValue(forKey: waiter) }
      continuation?.resume()
    }
  }

  // MARK: Jobs

  /// Registers a job before its task exists, so that it can be cancelled from its first
  /// instruction; it starts cancelled once the store is gone.
  func reserveJob(
    ids: [EffectID], parent: UInt64?, isTopLevel: Bool, tag: Int, lineage: EffectLineage?
  ) -> UInt64 {
    storage.withLock { storage in
      let token = storage.nextToken
      storage.nextToken &+= 1
      storage.jobs[token] = Job(
        task: nil, ids: ids, isCancelled: storage.isInvalidated, isTopLevel: isTopLevel,
        tag: tag, lineage: lineage, parent: parent)
      if !storage.isInvalidated {
        for id in ids { storage.index(token, under: id) }
      }
      return token
    }
  }

  /// Gives a reserved job its task; cancels the task at once if the job was cancelled meanwhile.
  func attach(_ task: Task<Void, Never>, to token: UInt64) {
    let cancelNow = storage.withLock { storage -> Bool in
      storage.updateJob(token) { job in
        job.task = task
        return job.isCancelled
      } ?? false  // already finished
    }
    if cancelNow { task.cancel() }
  }

  /// Puts a running job under `ids`: the ones it ran under, and one more, last.
  func register(_ token: UInt64, under ids: [EffectID]) {
    guard let id = ids.last else { return }
    storage.withLock { storage in
      guard !storage.isInvalidated, storage.updateJob(token, { $0.ids = ids }) != nil else {
        return
      }
      storage.index(token, under: id)
    }
  }

  /// Marks a job that only waits for the branches of a merge: the branches are the effects.
  func markWaitingOnly(_ token: UInt64) {
    storage.withLock { _ = $0.updateJob(token) { $0.isTopLevel = false } }
  }

  func isCancelled(_ token: UInt64) -> Bool {
    storage.withLock { $0.jobs[token]?.isCancelled ?? true }
  }

  /// Whether the job `token` has not finished yet.
  func isRunning(_ token: UInt64) -> Bool {
    storage.withLock { $0.jobs[token] != nil }
  }

  /// The top-level job that `token` runs for (itself, or the ancestor a test store reports);
  /// `nil` once the job and its ancestors are gone.
  func topLevelJob(of token: UInt64) -> UInt64? {
    storage.withLock { storage in
      var current = token
      while let job = storage.jobs[current] {
        if job.isTopLevel { return current }
        guard let parent = job.parent else { return nil }
        current = parent
      }
      return nil
    }
  }

  /// Records that a job ended; wakes `waitUntilIdle` when it was the last.
  func finish(_ token: UInt64) {
    let (waiters, lineage) = storage.withLock {
      storage -> ([CheckedContinuation<Void, Never>], EffectLineage?) in
      guard let job = storage.jobs.removeValue(forKey: token) else { return ([], nil) }
      for id in job.ids { storage.unindex(token, under: id) }
      guard storage.jobs.isEmpty, !storage.idleWaiters.isEmpty else { return ([], job.lineage) }
      defer { storage.idleWaiters.removeAll() }
      return (Array(storage.idleWaiters.values), job.lineage)
    }
    lineage?.remove(token)
    for waiter in waiters { waiter.resume() }
    onEffectFinished?()
  }

  // MARK: Cancellation

  /// Cancels the jobs running under `ids`, except `job` and the jobs it runs inside: an effect
  /// never cancels the effect it is part of.
  func cancel(_ ids: [EffectID], sparingJobsAround job: UInt64?) {
    let tasks = storage.withLock { storage -> [Task<Void, Never>] in
      var kept: Set<UInt64> = []
      var next = job
      while let token = next {
        kept.insert(token)
        next = storage.jobs[token]?.parent
      }
      var tasks: [Task<Void, Never>] = []
      for id in ids {
        guard var tokens = storage.tokensByID.removeValue(forKey: id) else { continue }
        let spared = tokens.intersection(kept)
        if !spared.isEmpty {
          tokens.subtract(spared)
          storage.tokensByID[id] = spared
        }
        for token in tokens {
          storage.updateJob(token) { job in
            job.isCancelled = true
            if let task = job.task { tasks.append(task) }
          }
        }
      }
      return tasks
    }
    // Outside the lock: cancellation handlers run synchronously and may call back in here.
    for task in tasks { task.cancel() }
  }

  /// Opens the queue of a concatenation that starts running, whose waiting elements run
  /// under the ids `watched`.
  func openQueue(watching watched: Set<EffectID>) -> UInt64 {
    storage.withLock { storage in
      defer { storage.nextQueue &+= 1 }
      storage.queues[storage.nextQueue] = Queue(watched: watched)
      return storage.nextQueue
    }
  }

  /// The watched ids cancelled with `.cancel` since the concatenation of `queue` started.
  func idsCancelled(in queue: UInt64) -> Set<EffectID> {
    storage.withLock { $0.queues[queue]?.cancelled ?? [] }
  }

  func closeQueue(_ queue: UInt64) {
    storage.withLock { _ = $0.queues.removeValue(forKey: queue) }
  }

  /// Tells every running concatenation but `kept` (the ones the canceller runs inside) that
  /// `ids` were cancelled, if it has elements waiting under them.
  func recordCancelled(_ ids: [EffectID], sparing kept: [UInt64]) {
    storage.withLock { storage in
      guard !storage.queues.isEmpty else { return }
      for token in storage.queues.keys where !kept.contains(token) {
        guard let queue = storage.queues[token],
          ids.contains(where: { queue.watched.contains($0) && !queue.cancelled.contains($0) })
        else { continue }
        // Taken out and put back, as in `updateJob`.
        var changed = storage.queues.removeValue(forKey: token) ?? queue
        for id in ids where changed.watched.contains(id) { changed.cancelled.insert(id) }
        storage.queues[token] = changed
      }
    }
  }

  /// Reads and updates the throttle window kept under `id`, and forgets the windows `isSpent`
  /// says are spent: one per id ever throttled would grow with every `forEach` row that
  /// throttles by its own id.
  func withThrottleWindow<Window: Sendable, Result>(
    _ id: EffectID, isSpent: @escaping @Sendable (Window) -> Bool,
    _ body: (inout Window?) -> Result
  ) -> Result {
    storage.withLock { storage in
      var window = storage.throttleWindows.removeValue(forKey: id)?.window as? Window
      let result = body(&window)
      var spent: [EffectID] = []
      for (other, entry) in storage.throttleWindows where entry.isSpent() { spent.append(other) }
      for other in spent { storage.throttleWindows.removeValue(forKey: other) }
      if let window {
        storage.throttleWindows[id] = ThrottleEntry(window: window, isSpent: { isSpent(window) })
      }
      return result
    }
  }
}
