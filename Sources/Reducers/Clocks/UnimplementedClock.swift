/// A clock for a test that expects no time to be read or slept: each use reports an issue naming
/// the clock and what was used (swift-clocks' `UnimplementedClock`), then behaves as an
/// ``ImmediateClock``, so that the feature carries on and the test shows every unexpected use.
public final class UnimplementedClock: Clock, Sendable {
  /// The clock's instant.
  public typealias Instant = VirtualInstant

  private let base: ImmediateClock
  private let name: String
  private let location: (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)

  /// A clock named `name` in its reports, starting at `now`.
  public init(
    name: String = "Clock", now: Instant = Instant(),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    self.base = ImmediateClock(now: now)
    self.name = name
    self.location = (fileID, filePath, line, column)
  }

  /// Reports the read, then the virtual time.
  public var now: Instant {
    report("now")
    return base.now
  }

  /// Reports the read, then none.
  public var minimumResolution: Duration {
    report("minimumResolution")
    return base.minimumResolution
  }

  /// Reports the sleep, then returns at once (or throws when the task is cancelled).
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    report("sleep")
    try await base.sleep(until: deadline, tolerance: tolerance)
  }

  private func report(_ endpoint: String) {
    reportUnimplemented(
      "\(name).\(endpoint)", location.fileID, location.filePath, location.line, location.column)
  }
}
