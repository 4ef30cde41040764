// How an effect runs: the one interpreter of the effect tree.
//
// A reducer's effect is started by `start`, inside the `send` that returned it: one job (a task,
// registered with the runtime and with the send's lineage) walks the tree once with `run`, and
// runs each node as it reaches it. Tasks start at once on the store's actor, so everything up
// to the first real suspension (a sleep, a request) has run when `send` returns.

extension EffectRuntime {
  /// Where `run` stands in an effect tree: what the node it reaches runs with (besides the
  /// `send` of its actions). Not generic, so that the interpreter's frames have a fixed size.
  struct Position: Sendable {
    /// Namespaces the cancellation ids beneath (a `forEach` element, an `ifLet` child).
    var scope: EffectID?
    /// The cancellation ids around this node: a job started here runs under them.
    var ids: [EffectID] = []
    /// The job this node runs in.
    var job: UInt64?
    /// Whether this node is the whole work of `job`: a `.cancellable` here puts the job under
    /// its id instead of starting a job of its own. Not so inside a concatenation, which runs
    /// its elements one after another in its job.
    var ownsJob = false
    /// Whether a job started here is an effect a test store reports as running: not one
    /// inside a concatenation, which is reported as the concatenation.
    var isTopLevel: Bool
    /// The ids cancelled while this node waited for its turn in a concatenation: a
    /// `.cancellable` under one of them is cancelled before it starts.
    var cancelledWhileQueued: Set<EffectID> = []
    /// The queues of the concatenations this node runs inside: its own cancellations never
    /// reach them, so that `.concatenate(.cancel(id: x), work.cancellable(id: x))` restarts
    /// `work` instead of cancelling it.
    var queues: [UInt64] = []
    /// Which action started the effect, for a test store.
    var tag: Int
  }

  /// Starts `effect` as part of `lineage`, at once: its synchronous actions are sent, its
  /// cancellations done and its asynchronous work started (and possibly finished) when this
  /// returns.
  @MainActor
  package func start<Action>(
    _ effect: Effect<Action>, send: Send<Action>, lineage: EffectLineage
  ) {
    // Actions an effect sends, however late, join the lineage of the send that started it.
    let send = Send<Action> { action in
      EffectLineage.$current.withValue(lineage) { send.send(action) }
    }
    let position = Position(isTopLevel: true, tag: currentTag)
    let startedJob = startParts(of: effect, at: position, send: send, lineage: lineage)
    // A test's effect runs now until it waits, as the live one does; from inside another
    // effect's job, once that job has returned (never one job inside another).
    if startedJob, mainActorQueueExecutor != nil { MainActorEffectExecutor.runPending() }
  }

  /// Does what `effect` does without suspending, here, and starts a job for each part that
  /// may suspend; returns whether it started one.
  ///
  /// A merge is taken apart (through the scopes of `ifLet`/`forEach`) so that its `.send`s and
  /// `.cancel`s happen inside the `send` that returned them, as TCA's synchronous effects do:
  /// `.merge(.send(a), .send(b))` is reduced as part of the same `send`, in the same turn as
  /// `.send(a)` alone would be (see `RootCore.queue`), not by a job of its own.
  @MainActor
  private func startParts<Action>(
    of effect: Effect<Action>, at position: Position, send: Send<Action>,
    lineage: EffectLineage
  ) -> Bool {
    switch effect.operation {
    case .none:
      return false
    // A synchronous action is part of the current send: it is not dropped because the
    // caller's task happens to be cancelled.
    case .send(let action):
      send.send(action)
      return false
    case .cancel(let ids):
      cancel(ids, at: position)
      return false
    case .merge(let effects):
      var startedJob = false
      for index in effects.indices {
        let part = startParts(of: effects[index], at: position, send: send, lineage: lineage)
        startedJob = startedJob || part
      }
      return startedJob
    case .scoped(let scope, let inner) where inner.isMergeOrSynchronous:
      var inside = position
      inside.scope = scope.scoped(by: position.scope)
      return startParts(of: inner, at: inside, send: send, lineage: lineage)
    default:
      startJob(effect, at: position, send: send, lineage: lineage)
      return true
    }
  }

  /// The executor of this runtime's effects when they run on the main-actor queue: a test
  /// runtime's, or, in a process that has made a `TestClock`, the live stores' (see
  /// ``MainActorEffectExecutor/forLiveStores``); `nil` for the live runtime of an app.
  var mainActorQueueExecutor: MainActorEffectExecutor? {
    taskExecutor
  }

  /// Runs `effect` to completion in the current task, on the caller's actor: for an effect that
  /// runs another effect (throttle), with its own `send`.
  nonisolated(nonsending) func run<Action>(
    _ effect: Effect<Action>, scope: EffectID?, send: Send<Action>
  ) async {
    await run(effect, at: Position(scope: scope, isTopLevel: false, tag: currentTag), send: send)
  }

  /// Runs one node of an effect tree, and what is beneath it.
  private nonisolated(nonsending) func run<Action>(
    _ effect: Effect<Action>, at position: Position, send: Send<Action>
  ) async {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      await send(action)  // dropped once the job is cancelled
    case .run(_, let operation):
      if let executor = effectExecutor {
        await runPreferring(executor, operation, send: send)
      } else {
        await operation(send)
      }
    case .merge(let effects):
      await runMerge(effects, at: position, send: send)
    case .concatenate(let effects):
      await runConcatenation(effects, at: position, send: send)
    case .cancellable:
      await runCancellable(effect, at: position, send: send)
    case .cancel(let ids):
      cancel(ids, at: position)
    case .scoped:
      await runScoped(effect, at: position, send: send)
    case .withRuntime(let build):
      await run(build(self, position.scope), at: position, send: send)
    }
  }

  /// A `.run`'s work for a store given an executor: the nonisolated work it awaits prefers
  /// `executor`. Set here, where the work starts, and not on the job's task: Swift 6.3 enqueues
  /// a `Task.immediate` given a preference instead of starting it, and an effect that has not
  /// started has not put itself under its cancellation ids, so a `.cancel` reduced in the same
  /// turn missed it (`EffectExecutorTests.aCancelInTheSameTurnReachesTheEffect`).
  private nonisolated(nonsending) func runPreferring<Action>(
    _ executor: any TaskExecutor, _ operation: Effect<Action>.Work, send: Send<Action>
  ) async {
    await withTaskExecutorPreference(executor) {
      await operation(send)
    }
  }

  /// `.scoped(scope, inner)`: runs `inner` with the ids beneath namespaced by `scope` too.
  ///
  /// Out of `run`, with the cases below: a case's values held across an `await` in `run`
  /// would enlarge the frame of every running effect, and with it the task's allocations.
  private nonisolated(nonsending) func runScoped<Action>(
    _ effect: Effect<Action>, at position: Position, send: Send<Action>
  ) async {
    guard case .scoped(let scope, let inner) = effect.operation else { return }
    var inside = position
    inside.scope = scope.scoped(by: position.scope)
    await run(inner, at: inside, send: send)
  }

  /// Each branch is a job of its own, started in order (a branch that finishes without
  /// suspending runs in place); the job that waits for them is not an effect of its own.
  private nonisolated(nonsending) func runMerge<Action>(
    _ effects: [Effect<Action>], at position: Position, send: Send<Action>
  ) async {
    if position.ownsJob, let job = position.job { markWaitingOnly(job) }
    var branches: [StartedJob] = []
    // By index: iterating the array generically costs an allocation per element.
    for index in effects.indices {
      guard !Task.isCancelled else { break }
      let branch = effects[index]
      if branch.finishesWithoutSuspending {
        await run(branch, at: position.inPlace, send: send)
      } else if let job = startJob(branch, at: position, send: send, lineage: nil) {
        branches.append(job)
      }
    }
    await join(branches)
  }

  /// One element after another, in this job. When elements after the first run under ids,
  /// a queue remembers which of those ids are cancelled while it runs, so that an element can
  /// tell what was cancelled while it waited for its turn; otherwise there is nothing to
  /// remember, and no queue.
  private nonisolated(nonsending) func runConcatenation<Action>(
    _ effects: [Effect<Action>], at position: Position, send: Send<Action>
  ) async {
    let watched = Effect.cancellableIDs(in: effects, after: 0, scope: position.scope)
    let queue = watched.isEmpty ? nil : openQueue(watching: watched)
    defer { if let queue { closeQueue(queue) } }
    var inQueue = position.inPlace
    inQueue.isTopLevel = false
    if let queue { inQueue.queues.append(queue) }
    for index in effects.indices {
      guard !Task.isCancelled else { return }
      let element = effects[index]
      var next = inQueue
      if index > 0, let queue {
        let cancelled = idsCancelled(in: queue)
        if !cancelled.isEmpty { next.cancelledWhileQueued.formUnion(cancelled) }
      }
      await run(element, at: next, send: send)
    }
  }

  /// `.cancellable(id, cancelInFlight, inner)`: runs `inner` under `id`, in the job it owns,
  /// or, inside a concatenation, in a job of its own so that the id cancels it alone.
  private nonisolated(nonsending) func runCancellable<Action>(
    _ effect: Effect<Action>, at position: Position, send: Send<Action>
  ) async {
    guard let (inner, inside) = enterCancellable(effect, at: position) else { return }
    if inside.ownsJob {
      await run(inner, at: inside, send: send)
    } else if !Task.isCancelled, let job = startJob(inner, at: inside, send: send, lineage: nil) {
      await join([job])
    }
  }

  /// What `.cancellable` does before its effect runs (apart, so that none of it stays in the
  /// frame while the effect runs): `nil` if its id was cancelled while it waited in a
  /// concatenation (TCA issue 3563: it never starts); else it cancels what runs under the id
  /// if `cancelInFlight`, and puts the job it owns under the id.
  private func enterCancellable<Action>(
    _ effect: Effect<Action>, at position: Position
  ) -> (Effect<Action>, Position)? {
    guard case .cancellable(let unscoped, let cancelInFlight, let inner) = effect.operation else {
      return nil
    }
    let id = unscoped.scoped(by: position.scope)
    guard !position.cancelledWhileQueued.contains(id) else { return nil }
    if cancelInFlight {
      recordCancelled([id], sparing: position.queues)
      cancel([id], sparingJobsAround: position.job)
    }
    var inside = position
    inside.ids.append(id)
    if position.ownsJob, let job = position.job { register(job, under: inside.ids) }
    return (inner, inside)
  }

  /// Starts a job running `effect` from `position`, at once (it has run up to its first
  /// suspension when this returns); `nil` when the store is gone or `lineage` was cancelled.
  @discardableResult
  private func startJob<Action>(
    _ effect: Effect<Action>, at position: Position, send: Send<Action>,
    lineage: EffectLineage?
  ) -> StartedJob? {
    let token = reserveJob(
      ids: position.ids, parent: position.job, isTopLevel: position.isTopLevel,
      tag: position.tag, lineage: lineage)
    if lineage?.reserve(token) == true || isCancelled(token) {
      finish(token)
      return nil
    }
    let inside = position.owning(token)
    let priority = effect.priority
    // No capture lists in closures converted to `nonisolated(nonsending)`: Swift 6.3 then runs
    // them on the global executor instead of the caller's actor.
    let task: Task<Void, Never>
    if let executor = mainActorQueueExecutor {
      // A test's effects: started at once on the main actor, as below, and from their first
      // wait on the main-actor run loop, nonisolated work and child tasks included.
      // Isolated to the main actor from its first instruction: a nonisolated first job would
      // hop from the main actor to the executor before running anything.
      // The job's token in its task: a sleep on a `TestClock` says which effect sleeps
      // (`EffectRuntime+ClockSleeps.swift`).
      let operation: @MainActor @Sendable () async -> Void = {
        await EffectRuntime.$currentJob.withValue(CurrentJob(runtime: self, token: token)) {
          await self.run(effect, at: inside, send: send)
        }
        self.finish(token)
      }
      task = MainActorJobQueue.shared.startingAtOnce(on: executor) {
        Task(executorPreference: executor, priority: priority, operation: operation)
      }
    } else if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
      // On the main actor, at once: everything up to the first real suspension has run when
      // this returns; nonisolated work goes to the global executor.
      // A store given an executor sets it as the preference of each `.run`'s work
      // (`runPreferring`), not here.
      task = Task.immediate(priority: priority) { @MainActor in
        await self.run(effect, at: inside, send: send)
        self.finish(token)
      }
    } else if let executor = effectExecutor {
      // Typed first, as for a test's effects: Swift 6.3's region checker rejects the closure
      // written inline here.
      let operation: @MainActor @Sendable () async -> Void = {
        await self.run(effect, at: inside, send: send)
        self.finish(token)
      }
      task = Task(executorPreference: executor, priority: priority, operation: operation)
    } else {
      // `Task.immediate` is Swift 6.2's runtime: everywhere on Linux, only from the 26 releases
      // on Apple platforms, while the package's minimum is macOS 15 / iOS 18 (what
      // `Synchronization.Mutex` needs). Below them the effect is enqueued on the main actor and
      // starts at its next turn instead of inside `send`. The body is written out twice, not
      // passed through a helper: a closure value handed on to either initialiser is wrapped in
      // a converting closure (11 allocations per round trip instead of 9,
      // `AllocationTests.effectRoundTrip`).
      task = Task(priority: priority) { @MainActor in
        await self.run(effect, at: inside, send: send)
        self.finish(token)
      }
    }
    attach(task, to: token)
    lineage?.attach(task, to: token)
    return StartedJob(token: token, task: task)
  }

  /// A job started by `startJob`: its token in the runtime, and its task.
  struct StartedJob {
    let token: UInt64
    let task: Task<Void, Never>
  }

  /// Waits for `jobs`; cancelling the waiting task cancels them.
  private nonisolated(nonsending) func join(_ jobs: [StartedJob]) async {
    // A job that has finished is not awaited: awaiting even a finished task is a trip through
    // the actor's queue.
    let running = jobs.filter { isRunning($0.token) }
    guard !running.isEmpty else { return }
    await withTaskCancellationHandler {
      for job in running { await job.task.value }
    } onCancel: {
      for job in running { job.task.cancel() }
    }
  }

  /// `.cancel(ids)` at `position`: the effects running under them stop, and the ones waiting
  /// in another concatenation's queue never start.
  private func cancel(_ ids: [EffectID], at position: Position) {
    let ids = ids.map { $0.scoped(by: position.scope) }
    recordCancelled(ids, sparing: position.queues)
    cancel(ids, sparingJobsAround: nil)
  }
}

extension EffectRuntime.Position {
  /// The same position, for a node run in the current job without owning it.
  fileprivate var inPlace: Self {
    var position = self
    position.ownsJob = false
    return position
  }

  /// The position at the top of the new job `token`.
  fileprivate func owning(_ token: UInt64) -> Self {
    var position = self
    position.job = token
    position.ownsJob = true
    return position
  }
}

extension Effect {
  /// The ids, scoped as `run` scopes them from `scope`, of the `.cancellable` nodes in the
  /// elements of `effects` after `first`: what a concatenation's queue watches. (A throttle's
  /// `.withRuntime` runs its effect with a position of its own, which no queue reaches; its
  /// id is on the `.cancellable` around it.)
  fileprivate static func cancellableIDs(
    in effects: [Effect], after first: Int, scope: EffectID?
  ) -> Set<EffectID> {
    var ids: Set<EffectID> = []
    var index = first + 1
    while index < effects.count {
      effects[index].collectCancellableIDs(scope: scope, into: &ids)
      index += 1
    }
    return ids
  }

  private func collectCancellableIDs(scope: EffectID?, into ids: inout Set<EffectID>) {
    switch operation {
    case .cancellable(let id, _, let inner):
      ids.insert(id.scoped(by: scope))
      inner.collectCancellableIDs(scope: scope, into: &ids)
    case .scoped(let namespace, let inner):
      inner.collectCancellableIDs(scope: namespace.scoped(by: scope), into: &ids)
    case .merge(let effects), .concatenate(let effects):
      for index in effects.indices {
        effects[index].collectCancellableIDs(scope: scope, into: &ids)
      }
    case .none, .send, .run, .cancel, .withRuntime:
      break
    }
  }

  /// Whether `start` takes this effect apart: a merge, or an effect done without suspending,
  /// seen through scopes.
  fileprivate var isMergeOrSynchronous: Bool {
    switch operation {
    case .none, .send, .cancel, .merge: true
    case .scoped(_, let inner): inner.isMergeOrSynchronous
    default: false
    }
  }

  /// Whether running this effect never suspends, so that it needs no task of its own.
  fileprivate var finishesWithoutSuspending: Bool {
    switch operation {
    case .none, .send, .cancel: true
    default: false
    }
  }

  /// The priority of the task that runs this effect: a `.run`'s own, seen through the
  /// wrappers that start no work.
  fileprivate var priority: TaskPriority? {
    switch operation {
    case .run(let priority, _): priority.map(TaskPriority.init(rawValue:))
    case .cancellable(_, _, let inner), .scoped(_, let inner): inner.priority
    default: nil
    }
  }
}
