import Synchronization

/// The running effects of one root store (or one `TestStore`): their tasks, which cancellation ids
/// they run under, and per-id throttle windows.
///
/// Keeping this per store, instead of in a global table, is what scopes cancellation ids to one
/// store: two stores, or two tests running in parallel, never cancel each other's effects.
@usableFromInline
package final class EffectRuntime: Sendable {
  private struct Entry {
    var task: Task<Void, Never>?
    var ids: [EffectID]
    var isCancelled: Bool
    /// The `send` lineage a top-level effect belongs to; `nil` for a queued concatenation element.
    var lineage: EffectLineage?
    /// The ``tag`` when the effect started: which action started it, for a test store.
    var tag: Int
  }

  private struct Storage {
    var nextToken: UInt64 = 0
    var entries: [UInt64: Entry] = [:]
    var tokensByID: [EffectID: Set<UInt64>] = [:]
    var throttleWindows: [EffectID: any Sendable] = [:]
    var isInvalidated = false
    var idleWaiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
    var nextWaiter: UInt64 = 0
    var tag = 0
  }

  private let storage = Mutex(Storage())
  /// Where a test runtime runs effects; `nil` for the live runtime (the main actor, and the
  /// global executor for nonisolated work).
  private let taskExecutor: (any TaskExecutor)?
  private let onEffectFinished: (@Sendable () -> Void)?

  /// An empty runtime; a store makes one for itself.
  @usableFromInline
  package convenience init() {
    self.init(taskExecutor: nil, onEffectFinished: nil)
  }

  /// A runtime whose effect tasks prefer `taskExecutor` (a test store's, which runs them on
  /// the main actor), and which calls `onEffectFinished` each time an effect ends.
  package init(
    taskExecutor: (any TaskExecutor)?, onEffectFinished: (@Sendable () -> Void)?
  ) {
    self.taskExecutor = taskExecutor
    self.onEffectFinished = onEffectFinished
  }

  /// Starts `effect` as part of `lineage`: sends its synchronous actions through `send` at once,
  /// cancels what it cancels at once, and starts its asynchronous work at once (which may
  /// already have run and sent actions when this returns).
  @MainActor
  package func start<Action>(
    _ effect: Effect<Action>, send: Send<Action>, lineage: EffectLineage
  ) {
    lower(effect, ids: [], scope: nil, send: send, lineage: lineage)
  }

  /// Labels the effects started from now on, so that a test store can tell which action
  /// started a running effect.
  package func setTag(_ tag: Int) {
    storage.withLock { $0.tag = tag }
  }

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
      storage.entries
        .filter { $0.value.lineage != nil }
        .sorted { $0.key < $1.key }
        .map { RunningEffect(token: $0.key, tag: $0.value.tag, ids: $0.value.ids.map(\.userDescription)) }
    }
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
      for token in storage.entries.keys {
        storage.entries[token]?.isCancelled = true
        if let task = storage.entries[token]?.task { tasks.append(task) }
        if let lineage = storage.entries[token]?.lineage { lineages.append(lineage) }
      }
      return (tasks, lineages)
    }
    // The sends whose effects these were report themselves cancelled.
    for lineage in lineages { lineage.cancel() }
    for task in tasks { task.cancel() }
  }

  // MARK: Lowering an effect, synchronously, when a reducer returns it

  @MainActor
  private func lower<Action>(
    _ effect: Effect<Action>, ids: [EffectID], scope: EffectID?, send: Send<Action>,
    lineage: EffectLineage
  ) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      // Not `send(action)`: a synchronous action is part of the current send and must not be
      // dropped because the caller's task happens to be cancelled. It belongs to this lineage.
      EffectLineage.$current.withValue(lineage) { send.send(action) }
    case .run(let priority, let operation):
      startTask(ids: ids, priority: priority.map(TaskPriority.init(rawValue:)), lineage: lineage) {
        await operation(send)
      }
    case .merge(let effects):
      for effect in effects { lower(effect, ids: ids, scope: scope, send: send, lineage: lineage) }
    case .concatenate(let effects):
      let queue = effects.map { reserveQueued($0, scope: scope) }
      // No capture lists in closures converted to `nonisolated(nonsending)`: Swift 6.3 then
      // runs them on the global executor instead of the caller's actor.
      startTask(ids: ids, priority: nil, lineage: lineage) { token in
        await self.runQueue(queue, scope: scope, enclosing: [token], send: send)
      }
    case .cancellable(let id, let cancelInFlight, let effect):
      let id = id.scoped(by: scope)
      if cancelInFlight { cancel(ids: [id]) }
      lower(effect, ids: ids + [id], scope: scope, send: send, lineage: lineage)
    case .cancel(let ids):
      cancel(ids: ids.map { $0.scoped(by: scope) })
    case .scoped(let inner, let effect):
      lower(effect, ids: ids, scope: inner.scoped(by: scope), send: send, lineage: lineage)
    case .withRuntime(let build):
      lower(build(self, scope), ids: ids, scope: scope, send: send, lineage: lineage)
    }
  }

  @MainActor
  private func startTask(
    ids: [EffectID], priority: TaskPriority?, lineage: EffectLineage,
    _ work: nonisolated(nonsending) @escaping @Sendable () async -> Void
  ) {
    startTask(ids: ids, priority: priority, lineage: lineage) { (_: UInt64) in await work() }
  }

  /// Starts one top-level effect task: registered under `ids` and in `lineage` before it runs,
  /// so that it can be cancelled from its first instruction.
  @MainActor
  private func startTask(
    ids: [EffectID], priority: TaskPriority?, lineage: EffectLineage,
    _ work: nonisolated(nonsending) @escaping @Sendable (UInt64) async -> Void
  ) {
    let token = reserve(ids: ids, lineage: lineage)
    // A store that is gone, or a cancelled lineage, starts nothing.
    if lineage.reserve(token) || isCancelled(token) {
      finish(token)
      return
    }
    // The lineage is a task-local, so that the actions this effect sends join it.
    let task = EffectLineage.$current.withValue(lineage) {
      makeTask(priority: priority) {
        await work(token)
        self.finish(token)
      }
    }
    attach(task, to: token)
    lineage.attach(task, to: token)
  }

  /// A task running `work` on the main actor, started at once when called there. With a test
  /// executor, the task prefers it: nonisolated work (a clock's `sleep`, a client) then also
  /// runs on the main actor, at once, instead of hopping to the global executor.
  private nonisolated func makeTask(
    priority: TaskPriority?, _ work: nonisolated(nonsending) @escaping @Sendable () async -> Void
  ) -> Task<Void, Never> {
    guard let taskExecutor else {
      return Task.immediate(priority: priority) { @MainActor in await work() }
    }
    return Task(executorPreference: taskExecutor, priority: priority) { await work() }
  }

  // MARK: Running an effect inside a task (the elements of a concatenation)

  /// Runs `effect` to completion in the current task, on the caller's actor, honouring its
  /// cancellation ids.
  ///
  /// `enclosing` are the tokens of the effects this one runs inside: a `cancelInFlight` beneath
  /// them never cancels them, so an effect cannot cancel the concatenation it is part of.
  nonisolated(nonsending) func execute<Action>(
    _ effect: Effect<Action>, scope: EffectID?, enclosing: Set<UInt64> = [], send: Send<Action>
  ) async {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      await send(action)
    case .run(_, let operation):
      await operation(send)
    case .merge(let effects):
      // Children on the main actor, like top-level effects; cancelling this task cancels them.
      let children = effects.map { effect in
        makeTask(priority: nil) {
          await self.execute(effect, scope: scope, enclosing: enclosing, send: send)
        }
      }
      await withTaskCancellationHandler {
        for child in children { await child.value }
      } onCancel: {
        for child in children { child.cancel() }
      }
    case .concatenate(let effects):
      await runQueue(
        effects.map { reserveQueued($0, scope: scope) }, scope: scope, enclosing: enclosing,
        send: send)
    case .cancellable:
      await run(
        reserveQueued(effect, scope: scope), scope: scope, enclosing: enclosing, send: send)
    case .cancel(let ids):
      cancel(ids: ids.map { $0.scoped(by: scope) })
    case .scoped(let inner, let effect):
      await execute(effect, scope: inner.scoped(by: scope), enclosing: enclosing, send: send)
    case .withRuntime(let build):
      await execute(build(self, scope), scope: scope, enclosing: enclosing, send: send)
    }
  }

  /// An element of a concatenation, with its cancellation id reserved up front so that
  /// `cancel(id:)` reaches it while it still waits for its turn.
  private struct Queued<Action: Sendable>: Sendable {
    var effect: Effect<Action>
    var reservation: (token: UInt64, id: EffectID, cancelInFlight: Bool)?
  }

  private func reserveQueued<Action>(
    _ effect: Effect<Action>, scope: EffectID?
  ) -> Queued<Action> {
    guard case .cancellable(let id, let cancelInFlight, let inner) = effect.operation else {
      return Queued(effect: effect, reservation: nil)
    }
    let scopedID = id.scoped(by: scope)
    return Queued(
      effect: inner, reservation: (reserve(ids: [scopedID]), scopedID, cancelInFlight))
  }

  private nonisolated(nonsending) func runQueue<Action>(
    _ queue: [Queued<Action>], scope: EffectID?, enclosing: Set<UInt64>, send: Send<Action>
  ) async {
    for (offset, element) in queue.enumerated() {
      guard !Task.isCancelled else {
        for skipped in queue[offset...] {
          if let reservation = skipped.reservation { finish(reservation.token) }
        }
        return
      }
      await run(element, scope: scope, enclosing: enclosing, send: send)
    }
  }

  private nonisolated(nonsending) func run<Action>(
    _ element: Queued<Action>, scope: EffectID?, enclosing: Set<UInt64>, send: Send<Action>
  ) async {
    guard let reservation = element.reservation else {
      await execute(element.effect, scope: scope, enclosing: enclosing, send: send)
      return
    }
    if reservation.cancelInFlight {
      cancel(ids: [reservation.id], except: enclosing.union([reservation.token]))
    }
    guard !isCancelled(reservation.token), !Task.isCancelled else {
      finish(reservation.token)
      return
    }
    let effect = element.effect
    let inside = enclosing.union([reservation.token])
    let child = makeTask(priority: nil) {
      await self.execute(effect, scope: scope, enclosing: inside, send: send)
    }
    attach(child, to: reservation.token)
    await withTaskCancellationHandler {
      await child.value
    } onCancel: {
      child.cancel()
    }
    finish(reservation.token)
  }

  // MARK: Bookkeeping

  private func reserve(ids: [EffectID], lineage: EffectLineage? = nil) -> UInt64 {
    storage.withLock { storage in
      let token = storage.nextToken
      storage.nextToken &+= 1
      storage.entries[token] = Entry(
        task: nil, ids: ids, isCancelled: storage.isInvalidated, lineage: lineage,
        tag: storage.tag)
      if !storage.isInvalidated {
        for id in ids { storage.tokensByID[id, default: []].insert(token) }
      }
      return token
    }
  }

  private func attach(_ task: Task<Void, Never>, to token: UInt64) {
    let cancelNow = storage.withLock { storage -> Bool in
      guard storage.entries[token] != nil else { return false }  // already finished
      if storage.entries[token]?.isCancelled == true { return true }
      storage.entries[token]?.task = task
      return false
    }
    if cancelNow { task.cancel() }
  }

  private func isCancelled(_ token: UInt64) -> Bool {
    storage.withLock { $0.entries[token]?.isCancelled ?? true }
  }

  private func finish(_ token: UInt64) {
    let (waiters, lineage) = storage.withLock {
      storage -> ([CheckedContinuation<Void, Never>], EffectLineage?) in
      guard let entry = storage.entries.removeValue(forKey: token) else { return ([], nil) }
      for id in entry.ids {
        storage.tokensByID[id]?.remove(token)
        if storage.tokensByID[id]?.isEmpty == true { storage.tokensByID[id] = nil }
      }
      guard storage.entries.isEmpty else { return ([], entry.lineage) }
      defer { storage.idleWaiters.removeAll() }
      return (Array(storage.idleWaiters.values), entry.lineage)
    }
    lineage?.remove(token)
    for waiter in waiters { waiter.resume() }
    onEffectFinished?()
  }

  /// Waits until no effect is running or queued, including effects started by actions that
  /// effects sent back while waiting; returns early when the waiting task is cancelled, even if
  /// an effect ignores cancellation.
  package nonisolated(nonsending) func waitUntilIdle() async {
    let waiter = storage.withLock { storage in
      defer { storage.nextWaiter &+= 1 }
      return storage.nextWaiter
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let resumeNow = storage.withLock { storage -> Bool in
          if storage.entries.isEmpty || Task.isCancelled { return true }
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

  func cancel(ids: [EffectID], except kept: Set<UInt64> = []) {
    let tasks = storage.withLock { storage -> [Task<Void, Never>] in
      var tasks: [Task<Void, Never>] = []
      for id in ids {
        guard var tokens = storage.tokensByID.removeValue(forKey: id) else { continue }
        let spared = tokens.intersection(kept)
        if !spared.isEmpty {
          tokens.subtract(spared)
          storage.tokensByID[id] = spared
        }
        for token in tokens {
          storage.entries[token]?.isCancelled = true
          if let task = storage.entries[token]?.task { tasks.append(task) }
        }
      }
      return tasks
    }
    // Outside the lock: cancellation handlers run synchronously and may call back in here.
    for task in tasks { task.cancel() }
  }

  /// Reads and updates the throttle window kept under `id`.
  func withThrottleWindow<Window: Sendable, Result>(
    _ id: EffectID, _ body: (inout Window?) -> Result
  ) -> Result {
    storage.withLock { storage in
      var window = storage.throttleWindows[id] as? Window
      defer { storage.throttleWindows[id] = window }
      return body(&window)
    }
  }
}
