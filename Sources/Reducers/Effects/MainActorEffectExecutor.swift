import Synchronization

/// The task executor of a test's effects: it runs their nonisolated work (a clock's `sleep`, a
/// client's `async` function, the child tasks of an `async let` or a task group) on the main
/// actor, in one queue that the test drains at the points where it asserts.
///
/// In the live store that work hops to the global executor, so a test clock's sleeper would
/// register some time after `send` returns and an `advance` could miss it. Here the jobs wait
/// in a main-actor queue, and `TestStore.send` and `TestClock.advance` run the queue before
/// they return (``runPending()``): an effect has run until it truly waits (a sleep registered,
/// a continuation not yet resumed, another actor), so what the test asserts next is decided,
/// with no yielding and no waiting on real time. Work resumed off the main actor (a real
/// timer, a callback on another thread) is run as soon as the main actor is free.
///
/// It is a run loop, never a nest of jobs: `enqueue` only queues. Running a job inside the
/// call that enqueued it ran a parent task inside its child's completion, and a sleeper's task
/// inside the cancellation handler that resumed it, while the runtime still held that task's
/// lock: an `async let` in a cancelled effect aborted the process
/// (`pthread_mutex_destroy … failed with error 16`).
package final class MainActorEffectExecutor: TaskExecutor, Sendable {
  /// An executor; one per test runtime, or per test of a plain task.
  package init() {}

  /// The executor of live stores' effects in a process that has made a ``TestClock`` (a test
  /// process), else `nil`.
  ///
  /// A live store's effects sleep on a test clock from the global executor, and wake there: an
  /// `advance` could neither see a sleep started just before it nor wait for what it woke
  /// (swift-clocks yields a few dozen times and hopes). Run on this queue, they register their
  /// sleeps before `send` returns, and `advance` runs what it wakes until it waits again, as
  /// for a `TestStore`. An app never makes a `TestClock`, and keeps the global executor.
  package static var forLiveStores: MainActorEffectExecutor? {
    testClockExists.load(ordering: .relaxed) ? liveStores : nil
  }

  private static let liveStores = MainActorEffectExecutor()
  private static let testClockExists = Atomic<Bool>(false)

  /// Called when a ``TestClock`` is made: live stores' effects started from then on run on
  /// the main-actor queue.
  static func testClockMade() {
    testClockExists.store(true, ordering: .relaxed)
  }

  /// Queues `job` to run on the main actor, after the jobs already queued.
  package func enqueue(_ job: consuming ExecutorJob) {
    MainActorJobQueue.shared.append(UnownedJob(job), on: self)
  }

  /// Runs every queued job of every test executor, and the jobs they queue in turn, until
  /// none is left; does nothing when called from inside one of those jobs (the loop that runs
  /// it goes on with the rest).
  @MainActor
  package static func runPending() {
    MainActorJobQueue.shared.drain()
  }

  /// ``runPending()`` from anywhere: on the main actor at once, else after a hop to it.
  package static nonisolated(nonsending) func runPendingOnMainActor() async {
    if MainActorJobQueue.shared.isEmpty { return }
    await MainActor.run { runPending() }
  }
}

/// The one queue of the test executors' jobs: one queue for all, so that the jobs of effects
/// that wake each other across stores (two stores sharing a clock) run in the order they
/// were woken.
final class MainActorJobQueue: Sendable {
  static let shared = MainActorJobQueue()

  private struct State: ~Copyable {
    var jobs: [(job: UnownedJob, executor: MainActorEffectExecutor)] = []
    /// The next job to run in `jobs`: taken from the front without shifting the array.
    var head = 0
    /// Whether a drain is running or a main-actor task will run one: a job enqueued then
    /// only joins the queue.
    var isScheduled = false
    /// Whether a drain is running now (on the main actor).
    var isDraining = false
    /// While a task is being made by ``startingAtOnce(_:)``: the task making it, and the new
    /// task's first job once it is enqueued.
    var start: (creator: Int?, job: UnownedJob?)?
  }

  /// Appended to from any thread, drained on the main actor: ordered so that ThreadSanitizer
  /// sees it.
  private let state = OrderedMutex(State())

  var isEmpty: Bool { state.withLock { $0.head == $0.jobs.count } }

  func append(_ job: UnownedJob, on executor: MainActorEffectExecutor) {
    let caller = currentTaskIdentity()
    let schedule = state.withLock { state in
      if let start = state.start, start.job == nil, start.creator == caller {
        state.start?.job = job
        return false
      }
      state.jobs.append((job, executor))
      defer { state.isScheduled = true }
      return !state.isScheduled
    }
    // Never at once, not even on the main actor: the caller may be the runtime, holding a
    // task's lock (see `MainActorEffectExecutor`).
    if schedule {
      Task { @MainActor in self.drain() }
    }
  }

  /// Makes a task with `make` and runs its first job now, on the main actor, as
  /// `Task.immediate` would: an effect starts, and runs until it first waits, inside the `send`
  /// (or the effect's job) that started it. This is the one place a job runs inside another:
  /// a task being started holds no lock of the runtime's, unlike a task being resumed.
  ///
  /// The first job is told from other jobs enqueued meanwhile (from other threads) by the task
  /// enqueuing it: the task that calls `make`.
  func startingAtOnce<Success>(
    on executor: MainActorEffectExecutor, _ make: () -> Task<Success, Never>
  ) -> Task<Success, Never> {
    let caller = currentTaskIdentity()
    state.withLock { $0.start = (caller, nil) }
    let task = make()
    let first = state.withLock { state -> UnownedJob? in
      defer { state.start = nil }
      return state.start?.job
    }
    first?.runSynchronously(
      isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: executor.asUnownedTaskExecutor())
    return task
  }

  @MainActor
  func drain() {
    let isOuter = state.withLock { state in
      defer { state.isDraining = true }
      return !state.isDraining
    }
    guard isOuter else { return }
    while let (job, executor) = next() {
      job.runSynchronously(
        isolatedTo: MainActor.sharedUnownedExecutor,
        taskExecutor: executor.asUnownedTaskExecutor())
    }
  }

  /// The next job, or `nil` with the drain over when the queue is empty.
  private func next() -> (UnownedJob, MainActorEffectExecutor)? {
    state.withLock { state in
      guard state.head < state.jobs.count else {
        state.jobs.removeAll(keepingCapacity: true)
        state.head = 0
        state.isDraining = false
        state.isScheduled = false
        return nil
      }
      defer { state.head += 1 }
      return state.jobs[state.head]
    }
  }
}

/// The running task, as a number to compare: `nil` outside any task.
func currentTaskIdentity() -> Int? {
  withUnsafeCurrentTask { $0?.hashValue }
}
