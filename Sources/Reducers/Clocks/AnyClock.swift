/// A clock of `Duration` whose type is erased: what an environment holding
/// `any Clock<Duration>` hands to APIs that need a concrete clock, such as
/// ``ClockTimer`` (`environment.clock.timer(interval:)` on an existential).
///
/// Its instants are durations since the moment it was made, measured on the wrapped clock, so
/// sleeping until one sleeps the wrapped clock until the same moment: on a ``TestClock`` it
/// wakes when the test clock is advanced, as the wrapped clock would.
public struct AnyClock: Clock, Sendable {
  /// A moment of the erased clock: how long after the clock was made.
  public struct Instant: InstantProtocol, Sendable {
    /// The time since the clock was made.
    public var offset: Swift.Duration

    /// The moment `offset` after the clock was made.
    public init(offset: Swift.Duration) {
      self.offset = offset
    }

    /// The moment `duration` after this one.
    public func advanced(by duration: Swift.Duration) -> Self {
      Self(offset: offset + duration)
    }

    /// The time from this moment to `other`.
    public func duration(to other: Self) -> Swift.Duration {
      other.offset - offset
    }

    /// Whether `lhs` comes first.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private let readNow: @Sendable () -> Instant
  private let sleepUntil: @Sendable (Instant, Swift.Duration?) async throws -> Void
  private let resolution: Swift.Duration

  /// Erases `clock`; instants count from now on it.
  public init<C: Clock>(_ clock: C) where C.Duration == Swift.Duration {
    let start = clock.now
    readNow = { Instant(offset: start.duration(to: clock.now)) }
    sleepUntil = { deadline, tolerance in
      try await clock.sleep(until: start.advanced(by: deadline.offset), tolerance: tolerance)
    }
    resolution = clock.minimumResolution
  }

  /// The wrapped clock's time, as a duration since this clock was made.
  public var now: Instant { readNow() }

  /// The wrapped clock's resolution.
  public var minimumResolution: Swift.Duration { resolution }

  /// Sleeps on the wrapped clock until `deadline`.
  public func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
    try await sleepUntil(deadline, tolerance)
  }
}
