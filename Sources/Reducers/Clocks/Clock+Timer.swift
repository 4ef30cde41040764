extension Clock {
  /// An asynchronous sequence that ticks every `interval`, yielding the clock's time at each
  /// tick: swift-clocks' (and AsyncAlgorithms') `timer(interval:)`, on any clock.
  ///
  /// Ticks are due at whole multiples of `interval` after the instant iteration starts, not
  /// `interval` after the previous tick was read: a slow reader does not make the timer drift,
  /// and ticks it fell behind on come at once, the one due at the clock's `now` included. On a
  /// ``TestClock``, advancing by three intervals makes three ticks due: an effect reads each
  /// as the advance reaches it; a plain task, which runs after the advance returns, reads the
  /// three at once. The sequence ends when the reading task is cancelled.
  public func timer(interval: Duration, tolerance: Duration? = nil) -> ClockTimer<Self> {
    ClockTimer(clock: self, interval: interval, tolerance: tolerance)
  }
}

/// The ticks of `clock.timer(interval:tolerance:)`.
public struct ClockTimer<C: Clock>: AsyncSequence, Sendable where C: Sendable {
  /// The clock's time at a tick.
  public typealias Element = C.Instant

  let clock: C
  let interval: C.Duration
  let tolerance: C.Duration?

  /// Starts the timer: the first tick is due one interval from now.
  public func makeAsyncIterator() -> Iterator {
    Iterator(clock: clock, interval: interval, tolerance: tolerance, start: clock.now)
  }

  /// Waits for each tick in turn.
  public struct Iterator: AsyncIteratorProtocol {
    let clock: C
    let interval: C.Duration
    let tolerance: C.Duration?
    let start: C.Instant
    var ticks = 0

    /// The time of the next tick, or `nil` once the task is cancelled.
    public mutating func next() async -> C.Instant? {
      ticks += 1
      // From the start instant, never from the last wake-up: no drift accumulates.
      let deadline = start.advanced(by: interval * ticks)
      // A tick already due is not slept for. On a `TestClock` a sleep until exactly `now`
      // waits for the next advance: a reader that runs after `advance(by: 3 * interval)`
      // returned (a plain task, not an effect) got ticks 1 and 2 and then waited for tick 3.
      let now = clock.now
      if now < deadline {
        do {
          try await clock.sleep(until: deadline, tolerance: tolerance)
        } catch {
          return nil
        }
      }
      return Task.isCancelled ? nil : clock.now
    }
  }
}

extension Clock where Duration == Swift.Duration {
  /// `timer(interval:tolerance:)` on a clock whose type is erased (`any Clock<Duration>`, the
  /// type environments hold): the same ticks, on an ``AnyClock`` wrapping this one, as
  /// swift-clocks' timer is on an existential.
  ///
  /// Disfavoured, so that a concrete clock keeps its own ``ClockTimer``; an existential cannot
  /// name `ClockTimer<Self>`, so there this is the one that applies.
  @_disfavoredOverload
  public func timer(
    interval: Swift.Duration, tolerance: Swift.Duration? = nil
  ) -> ClockTimer<AnyClock> {
    AnyClock(self).timer(interval: interval, tolerance: tolerance)
  }
}
