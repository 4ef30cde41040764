import Synchronization

/// Which effects sleep on a ``TestClock``, and until when: so that a test store whose
/// `receive` or `finish` times out can say that an effect waits for the test to move the clock,
/// instead of only that it is still running.
///
/// Only jobs started on a test executor (a `TestStore`'s, or a live store's in a process that
/// made a `TestClock`) know their token in their task (``EffectRuntime/currentJob``); a live
/// app's effects never pay for it.
extension EffectRuntime {
  /// The job whose task is running: its runtime and token.
  package struct CurrentJob: Sendable {
    let runtime: EffectRuntime
    let token: UInt64
  }

  /// Set for the whole task of a job started on a test executor, and inherited by the child
  /// tasks its work makes.
  @TaskLocal package static var currentJob: CurrentJob?

  /// One sleep: which clock (one clock's sleeper ids are unique), and which sleeper of it.
  struct ClockSleepKey: Hashable, Sendable {
    let clock: ObjectIdentifier
    let sleeper: UInt64
  }

  /// A sleep in progress: the job asleep, until when, and on which clock (weakly: a sleep
  /// never keeps a clock alive).
  struct ClockSleep: Sendable {
    let token: UInt64
    let deadline: VirtualInstant
    weak var clock: TestClock?
  }

  /// An effect a test store reports as running, asleep on a test clock.
  package struct SleepingEffect: Sendable {
    /// The top-level job, as ``RunningEffect/token`` names it.
    package let token: UInt64
    /// When it wakes: the earliest deadline among its sleeps.
    package let deadline: VirtualInstant
    /// The clock's time when asked.
    package let now: VirtualInstant
  }

  /// Records that the job `token` sleeps on `clock` until `deadline` (sleeper `id`).
  func noteSleep(
    _ token: UInt64, on clock: TestClock, sleeper id: UInt64, until deadline: VirtualInstant
  ) {
    let key = ClockSleepKey(clock: ObjectIdentifier(clock), sleeper: id)
    clockSleeps.withLock { $0[key] = ClockSleep(token: token, deadline: deadline, clock: clock) }
  }

  /// Records that sleeper `id` of `clock` woke or was cancelled.
  func noteWake(on clock: TestClock, sleeper id: UInt64) {
    let key = ClockSleepKey(clock: ObjectIdentifier(clock), sleeper: id)
    clockSleeps.withLock { _ = $0.removeValue(forKey: key) }
  }

  /// The top-level effects asleep on a test clock, each with its earliest deadline.
  package func sleepingEffects() -> [SleepingEffect] {
    let sleeps = clockSleeps.withLock { Array($0.values) }
    var earliest: [UInt64: SleepingEffect] = [:]
    for sleep in sleeps {
      guard let clock = sleep.clock, let token = topLevelJob(of: sleep.token) else { continue }
      if let known = earliest[token], known.deadline <= sleep.deadline { continue }
      earliest[token] = SleepingEffect(token: token, deadline: sleep.deadline, now: clock.now)
    }
    return earliest.values.sorted { $0.token < $1.token }
  }
}
