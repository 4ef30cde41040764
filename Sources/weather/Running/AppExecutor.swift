import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one thread the full-screen app runs its work off the main actor on, and its timers:
/// with the main actor on the real main thread (``ProcessEntry``), the app never starts a
/// libdispatch worker thread, and so never arms libdispatch's thread-pool monitor, a 1 s
/// repeating timer that would wake the idle process 60 times a minute (issue 23).
///
/// A task executor (SE-0417): the app's top task, its own tasks and its store's effects prefer
/// it, so their nonisolated work (a clock's sleep, the HTTP client's `async` functions, child
/// tasks) runs here instead of on the global executor. Jobs run one at a time, in order; the
/// work is short (blocking work has threads of its own). The thread sleeps in one timed wait
/// until a job arrives or the earliest sleeper's deadline (``clock``), and has an alternate
/// signal stack, so a stack overflow here restores the terminal too.
final class AppExecutor: TaskExecutor, @unchecked Sendable {
  /// The executor of this process's app, made by ``ProcessEntry`` when it runs the app; `nil`
  /// for the one-shot commands, which keep the global executor.
  nonisolated(unsafe) private(set) static var current: AppExecutor?

  /// Makes ``current``; called once, before any task starts.
  static func start() -> AppExecutor {
    let executor = AppExecutor()
    current = executor
    return executor
  }

  /// The thread's name, as `ps -L` and /proc show it.
  static let threadName = "weather work"

  /// A sleeper: when it wakes, and what it resumes.
  private struct Sleeper {
    let deadline: ContinuousClock.Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  // Guards everything below; the thread waits on it.
  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []
  private var sleepers: [UInt64: Sleeper] = [:]
  /// Sleeps begun but not yet registered (`false`), or cancelled meanwhile (`true`: they end
  /// at once when they register).
  private var unregistered: [UInt64: Bool] = [:]
  private var nextSleep: UInt64 = 0

  private init() {
    let thread = Thread { [self] in
      Self.nameCurrentThread()
      CrashRestoration.coverCurrentThread()
      runForever()
    }
    thread.name = Self.threadName
    thread.start()
  }

  /// Gives the calling thread the name ``threadName`` where the kernel shows it
  /// (/proc/PID/task/TID/comm), which `Thread.name` does not reach on Linux (and Glibc's
  /// `pthread_setname_np` is not imported).
  private static func nameCurrentThread() {
    #if os(Linux)
      let descriptor = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return }
      defer { close(descriptor) }
      var name = Array(threadName.utf8)
      _ = write(descriptor, &name, name.count)
    #endif
  }

  /// The clock of the app's environment: `ContinuousClock`'s time, its sleeps served by this
  /// executor's thread.
  var clock: AppClock { AppClock(executor: self) }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  private func runForever() {
    while true {
      let (job, woken) = next()
      for sleeper in woken { sleeper.resume() }
      job?.runSynchronously(on: asUnownedTaskExecutor())
    }
  }

  /// Waits until there is a job or a sleeper is due; returns the job (if any) and the sleepers
  /// whose deadline has passed.
  private func next() -> (UnownedJob?, [CheckedContinuation<Void, any Error>]) {
    condition.lock()
    defer { condition.unlock() }
    while true {
      let now = ContinuousClock.now
      let due = sleepers.filter { $0.value.deadline <= now }
      if !due.isEmpty {
        for id in due.keys { sleepers[id] = nil }
        return (nil, due.values.map(\.continuation))
      }
      if !jobs.isEmpty { return (jobs.removeFirst(), []) }
      if let earliest = sleepers.values.map(\.deadline).min() {
        let components = now.duration(to: earliest).components
        let seconds = Double(components.seconds) + Double(components.attoseconds) * 1e-18
        _ = condition.wait(until: Date(timeIntervalSinceNow: seconds))
      } else {
        condition.wait()
      }
    }
  }

  /// Suspends the calling task until `deadline`; throws `CancellationError` at once when the
  /// task is cancelled.
  func sleep(until deadline: ContinuousClock.Instant) async throws {
    let id = condition.withLock { () -> UInt64 in
      nextSleep += 1
      unregistered[nextSleep] = false
      return nextSleep
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        condition.lock()
        if unregistered.removeValue(forKey: id) == true {
          condition.unlock()
          continuation.resume(throwing: CancellationError())
          return
        }
        sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
        condition.signal()
        condition.unlock()
      }
    } onCancel: {
      condition.lock()
      let sleeper = sleepers.removeValue(forKey: id)
      if sleeper == nil, unregistered[id] != nil { unregistered[id] = true }
      condition.unlock()
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }
}

extension CheckedContinuation where T == Void, E == any Error {
  fileprivate func resume() { resume(returning: ()) }
}

/// `ContinuousClock` whose sleeps wait on the app's own thread (``AppExecutor``) rather than
/// on a libdispatch timer and worker thread.
struct AppClock: Clock {
  let executor: AppExecutor

  var now: ContinuousClock.Instant { .now }
  var minimumResolution: Duration { ContinuousClock().minimumResolution }

  func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration? = nil) async throws {
    try await executor.sleep(until: deadline)
  }
}
