import Synchronization

/// A clock whose sleeps return at once, moving its virtual time forward: for tests (and
/// previews) that should not wait, and do not care exactly when time passes.
public final class ImmediateClock: Clock, Sendable {
  /// The clock's instant.
  public typealias Instant = VirtualInstant

  private let current: Mutex<Instant>

  /// A clock at `now`, the start of its timeline by default.
  public init(now: Instant = Instant()) {
    current = Mutex(now)
  }

  /// The current virtual time: the latest deadline slept until.
  public var now: Instant { current.withLock { $0 } }

  /// The finest step the clock distinguishes: none.
  public var minimumResolution: Duration { .zero }

  /// Returns at once, after moving time to `deadline`; throws when the task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { $0 = Swift.max($0, deadline) }
    await Task.yield()
    try Task.checkCancellation()
  }
}
