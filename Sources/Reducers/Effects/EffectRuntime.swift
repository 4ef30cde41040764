import Synchronization

/// The running effects of one root store (or one `TestStore`): their tasks, which cancellation ids
/// they run under, and per-id throttle windows.
///
/// Keeping this per store, instead of in a global table, is what scopes cancellation ids to one
/// store: two stores, or two tests running in parallel, never cancel each other's effects.
public final class EffectRuntime: Sendable {
  private struct Entry {
    var task: Task<Void, Never>?
    var ids: [EffectID]
    var isCancelled: Bool
  }

  private struct Storage {
    var nextToken: UInt64 = 0
    var entries: [UInt64: Entry] = [:]
    var tokensByID: [EffectID: Set<UInt64>] = [:]
    var throttleWindows: [EffectID: any Sendable] = [:]
    var isInvalidated = false
    var idleWaiters: [UInt64: CheckedContinuation<Void, Never>] = [:]
    var nextWaiter: UInt64 = 0
  }

  private let storage = Mutex(Storage())

  /// An empty runtime; a store makes one for itself.
  public init() {}

  /// Starts `effect`: sends its synchronous actions through `send` at once, cancels what it
  /// cancels at once, and starts its asynchronous work at once (which may already have run and
  /// sent actions when this returns); returns the tasks of that work.
  @MainActor
  public func start<Action>(_ effect: Effect<Action>, send: Send<Action>) -> [Task<Void, Never>] {
    var tasks: [Task<Void, Never>] = []
    lower(effect, ids: [], scope: nil, send: send, into: &tasks)
    return tasks
  }

  /// Cancels every running effect and every effect started from now on; called when the store
  /// that owns this runtime goes away.
  public func invalidate() {
    storage.withLock { $0.isInvalidated = true }
    cancelAll()
  }

  /// Cancels every running and queued effect; effects started later run normally.
  public func cancelAll() {
    let tasks = storage.withLock { storage -> [Task<Void, Never>] in
      storage.tokensByID.removeAll()
      storage.throttleWindows.removeAll()
      var tasks: [Task<Void, Never>] = []
      for token in storage.entries.keys {
        storage.entries[token]?.isCancelled = true
        if let task = storage.entries[token]?.task { tasks.append(task) }
      }
      return tasks
    }
    for task in tasks { task.cancel() }
  }

  // MARK: Lowering an effect, synchronously, when a reducer returns it

  @MainActor
  private func lower<Action>(
    _ effect: Effect<Action>, ids: [EffectID], scope: EffectID?, send: Send<Action>,
    into tasks: inout [Task<Void, Never>]
  ) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      // Not `send(action)`: a synchronous action is part of the current send and must not be
      // dropped because the caller's task happens to be cancelled.
      send.send(action)
    case .run(let priority, let operation):
      let token = reserve(ids: ids)
      // A store that is gone starts nothing.
      if isCancelled(token) {
        finish(token)
        return
      }
      // Immediate: the effect runs now, on the main actor, up to its first real suspension.
      let task = Task.immediate(priority: priority) { @MainActor [self] in
        await operation(send)
        finish(token)
      }
      attach(task, to: token)
      tasks.append(task)
    case .merge(let effects):
      for effect in effects { lower(effect, ids: ids, scope: scope, send: send, into: &tasks) }
    case .concatenate(let effects):
      let token = reserve(ids: ids)
      let queue = effects.map { reserveQueued($0, scope: scope) }
      let task = Task.immediate { @MainActor [self] in
        await runQueue(queue, scope: scope, enclosing: [token], send: send)
        finish(token)
      }
      attach(task, to: token)
      tasks.append(task)
    case .cancellable(let id, let cancelInFlight, let effect):
      let id = id.scoped(by: scope)
      if cancelInFlight { cancel(ids: [id]) }
      lower(effect, ids: ids + [id], scope: scope, send: send, into: &tasks)
    case .cancel(let ids):
      cancel(ids: ids.map { $0.scoped(by: scope) })
    case .scoped(let inner, let effect):
      lower(effect, ids: ids, scope: inner.scoped(by: scope), send: send, into: &tasks)
    case .withRuntime(let build):
      lower(build(self, scope), ids: ids, scope: scope, send: send, into: &tasks)
    }
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
        Task { @MainActor in
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
    let child = Task { @MainActor in
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

  private func reserve(ids: [EffectID]) -> UInt64 {
    storage.withLock { storage in
      let token = storage.nextToken
      storage.nextToken &+= 1
      storage.entries[token] = Entry(task: nil, ids: ids, isCancelled: storage.isInvalidated)
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
    let waiters = storage.withLock { storage -> [CheckedContinuation<Void, Never>] in
      guard let entry = storage.entries.removeValue(forKey: token) else { return [] }
      for id in entry.ids {
        storage.tokensByID[id]?.remove(token)
        if storage.tokensByID[id]?.isEmpty == true { storage.tokensByID[id] = nil }
      }
      guard storage.entries.isEmpty else { return [] }
      defer { storage.idleWaiters.removeAll() }
      return Array(storage.idleWaiters.values)
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Waits until no effect is running or queued, including effects started by actions that
  /// effects sent back while waiting; returns early when the waiting task is cancelled, even if
  /// an effect ignores cancellation.
  public nonisolated(nonsending) func waitUntilIdle() async {
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
