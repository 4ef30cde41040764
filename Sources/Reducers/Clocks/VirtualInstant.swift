/// A point in a virtual timeline that starts at zero: the instant of ``TestClock`` and
/// ``ImmediateClock``.
public struct VirtualInstant: InstantProtocol, Sendable {
  /// The time since the timeline's start.
  public var offset: Duration

  /// The instant `offset` after the timeline's start.
  public init(offset: Duration = .zero) {
    self.offset = offset
  }

  /// The instant `duration` later.
  public func advanced(by duration: Duration) -> Self {
    Self(offset: offset + duration)
  }

  /// The time from this instant to `other`.
  public func duration(to other: Self) -> Duration {
    other.offset - offset
  }

  /// Earlier instants come first.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.offset < rhs.offset
  }
}
